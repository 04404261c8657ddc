import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS } from '@carta/shared';
import { SearchInput } from './search-input';

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchInput
      label="Search products"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SearchInput', () => {
  it('is a labelled search box inside a search landmark', () => {
    render(<SearchInput label="Search products" value="" onChange={() => {}} />);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('stops at the longest search term the API accepts', () => {
    render(<SearchInput label="Search products" value="" onChange={() => {}} />);
    expect(screen.getByRole('searchbox')).toHaveAttribute('maxLength', String(LIMITS.searchMax));
  });

  it('reports each keystroke and shows a clear button only when there is text', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox'), 'pi');
    expect(onChange).toHaveBeenLastCalledWith('pi');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('clears with Escape', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.type(screen.getByRole('searchbox'), 'soup{Escape}');
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});
