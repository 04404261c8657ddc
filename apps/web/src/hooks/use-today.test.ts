import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { DAY_CHECK_MS, useToday } from './use-today';

// 23:30 UTC on March 10th is already March 11th in Madrid.
const NOW = new Date('2026-03-10T23:30:00Z');

afterEach(() => {
  vi.useRealTimers();
});

function renderToday(timeZone: string) {
  let renders = 0;
  const hook = renderHook(
    ({ zone }) => {
      renders += 1;
      return useToday(zone);
    },
    { initialProps: { zone: timeZone } },
  );
  return { ...hook, renders: () => renders };
}

describe('useToday', () => {
  it("is today's date in the given zone", () => {
    vi.useFakeTimers({ now: NOW });
    expect(renderToday('Europe/Madrid').result.current).toBe('2026-03-11');
    expect(renderToday('America/New_York').result.current).toBe('2026-03-10');
  });

  it('moves on to the new day within a minute, and renders again only then', () => {
    vi.useFakeTimers({ now: NOW });
    const { result, renders } = renderToday('Europe/Madrid');
    const first = renders();
    act(() => void vi.advanceTimersByTime(DAY_CHECK_MS * 3));
    expect(result.current).toBe('2026-03-11');
    expect(renders()).toBe(first);

    vi.setSystemTime(new Date('2026-03-11T23:00:00Z'));
    act(() => void vi.advanceTimersByTime(DAY_CHECK_MS));
    expect(result.current).toBe('2026-03-12');
    expect(renders()).toBe(first + 1);
  });

  it('looks again when the owner comes back to the page', () => {
    vi.useFakeTimers({ now: NOW });
    const { result } = renderToday('Europe/Madrid');
    vi.setSystemTime(new Date('2026-03-12T07:00:00Z'));
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(result.current).toBe('2026-03-12');

    vi.setSystemTime(new Date('2026-03-13T07:00:00Z'));
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(result.current).toBe('2026-03-13');
  });

  it('stops looking once unmounted', () => {
    vi.useFakeTimers({ now: NOW });
    const { unmount } = renderToday('Europe/Madrid');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
