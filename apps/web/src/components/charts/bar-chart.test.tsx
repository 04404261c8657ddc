import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { BarChart } from './bar-chart';

const data = [
  { key: '2026-03-01', label: 'Mar 1', value: 0 },
  { key: '2026-03-02', label: 'Mar 2', value: 4 },
  { key: '2026-03-03', label: 'Mar 3', value: 12000 },
];

describe('BarChart', () => {
  it('draws a bar per value, scaled to the largest, and gives the same numbers as a table', () => {
    render(
      <BarChart
        caption="Views per day"
        data={data}
        labelHeader="Day"
        valueHeader="Views"
        formatValue={(value) => new Intl.NumberFormat('es').format(value)}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Views per day' })).toBeInTheDocument();
    const bars = screen.getByTestId('bar-chart').querySelectorAll('rect');
    expect([...bars].map((bar) => Number(bar.getAttribute('height')))).toEqual([
      0,
      (4 / 12000) * 100,
      100,
    ]);

    const table = screen.getByRole('table', { name: 'Views per day' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Views']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Mar 10', 'Mar 24', 'Mar 312.000']);
  });

  it('draws an empty range without dividing by zero', () => {
    render(
      <BarChart
        caption="Nothing"
        data={[{ key: 'a', label: 'A', value: 0 }]}
        labelHeader="Day"
        valueHeader="Views"
        formatValue={String}
      />,
    );
    const bar = screen.getByTestId('bar-chart').querySelector('rect');
    expect(bar?.getAttribute('height')).toBe('0');
  });
});
