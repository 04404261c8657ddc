import type { ReactNode } from 'react';

/** The heading block of a form screen: its h1 (the section's label) and a subtitle. */
export function PageHeader({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <div className="min-w-0">
      <h1
        id="page-heading"
        className="text-2xl font-semibold tracking-tight break-words text-slate-900"
      >
        {title}
      </h1>
      {subtitle && <p className="mt-1 text-sm break-words text-slate-600">{subtitle}</p>}
    </div>
  );
}
