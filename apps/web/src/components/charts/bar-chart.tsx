import { useId } from 'react';
import { cn } from '@/lib/utils';

export interface BarDatum {
  /** Stable key (a day). */
  key: string;
  /** How the bar is named in the table and tooltip ('Mar 4'). */
  label: string;
  value: number;
}

export interface BarChartProps {
  /** What the chart shows: its figure caption, and the name of its table. */
  caption: string;
  data: readonly BarDatum[];
  /** Header of the table's label column ('Day') and value column ('Views'). */
  labelHeader: string;
  valueHeader: string;
  /** Numbers in the interface language. */
  formatValue: (value: number) => string;
  className?: string;
}

/** Drawing units: each bar gets a slot this wide, the drawing is this tall. */
const SLOT = 10;
const HEIGHT = 100;
const GAP = 2;

/**
 * A plain SVG bar chart (no chart library), phone-first: the drawing scales to its container.
 * Assistive technology gets the same numbers as a table (visually hidden), not the drawing.
 */
export function BarChart({
  caption,
  data,
  labelHeader,
  valueHeader,
  formatValue,
  className,
}: BarChartProps) {
  const captionId = useId();
  const max = Math.max(1, ...data.map((datum) => datum.value));
  const width = Math.max(1, data.length) * SLOT;
  const first = data[0];
  const last = data[data.length - 1];

  return (
    <figure aria-labelledby={captionId} className={cn('flex flex-col gap-2', className)}>
      <figcaption id={captionId} className="text-sm font-medium text-slate-700">
        {caption}
      </figcaption>
      <div className="flex items-stretch gap-2">
        <div
          aria-hidden="true"
          className="flex flex-col justify-between text-right text-xs text-slate-500 tabular-nums"
        >
          <span>{formatValue(max)}</span>
          <span>{formatValue(0)}</span>
        </div>
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-32 w-full min-w-0 flex-1 border-b border-slate-300 sm:h-40"
          data-testid="bar-chart"
        >
          {data.map((datum, index) => {
            const height = (datum.value / max) * HEIGHT;
            return (
              <rect
                key={datum.key}
                x={index * SLOT + GAP / 2}
                y={HEIGHT - height}
                width={SLOT - GAP}
                height={height}
                rx={1}
                className="fill-brand-600"
              >
                <title>{`${datum.label}: ${formatValue(datum.value)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      {first && last ? (
        <div aria-hidden="true" className="flex justify-between pl-8 text-xs text-slate-500">
          <span>{first.label}</span>
          <span>{last.label}</span>
        </div>
      ) : null}
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.key}>
              <th scope="row">{datum.label}</th>
              <td>{formatValue(datum.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
