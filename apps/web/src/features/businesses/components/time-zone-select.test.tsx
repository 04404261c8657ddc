import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TimeZoneSelect } from './time-zone-select';

describe('TimeZoneSelect (docs/product.md, "Hours")', () => {
  it('shows a stored zone the engine lists under another name instead of a blank', () => {
    // Engines list 'Asia/Katmandu'; the API stores the current name a client sent.
    render(
      <TimeZoneSelect
        aria-label="Time zone"
        current="Asia/Kathmandu"
        defaultValue="Asia/Kathmandu"
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Time zone' });
    expect(select.value).toBe('Asia/Kathmandu');
    expect(screen.getByRole('option', { name: /^Kathmandu \(GMT\+05:45\)$/ })).toBeInTheDocument();
  });

  it('groups the zones by region, each with its offset', () => {
    render(<TimeZoneSelect aria-label="Time zone" defaultValue="Europe/Madrid" />);
    expect(screen.getByRole<HTMLSelectElement>('combobox').value).toBe('Europe/Madrid');
    expect(screen.getByRole('group', { name: 'Europe' })).toBeInTheDocument();
  });
});
