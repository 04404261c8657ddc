import type { ReactNode } from 'react';

/** Heading block of the menu form screens. */
export function PageHeader({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <div className="min-w-0">
      <h1
        id="page-heading"
        className="text-2xl font-semibold tracking-tight break-words text-slate-900"
      >
        {title}
      </h1>
      {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
    </div>
  );
}
