import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS } from '@carta/shared';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue (docs/product.md §5: search waits 300 ms after the last keystroke)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts with the initial value', () => {
    const { result } = renderHook(() => useDebouncedValue('a', SEARCH_DEBOUNCE_MS));
    expect(result.current).toBe('a');
  });

  it('updates only after the delay has passed since the last change', () => {
    const { result, rerender } = renderHook(
      ({ value }) => useDebouncedValue(value, SEARCH_DEBOUNCE_MS),
      { initialProps: { value: '' } },
    );
    rerender({ value: 'p' });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    rerender({ value: 'pi' });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('pi');
  });
});
