import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';

export interface ListPageProps {
  /** The h1 (also the page title). */
  title: string;
  subtitle: string;
  /** E.g. the create button, at the end of the header row. */
  action?: ReactNode;
  children: ReactNode;
}

/** The frame of a list screen: a section named by its h1, a subtitle and a header action. */
export function ListPage({ title, subtitle, action, children }: ListPageProps) {
  return (
    <section
      aria-labelledby="page-heading"
      className="mx-auto flex w-full max-w-7xl flex-col gap-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader title={title} subtitle={subtitle} />
        {action}
      </div>
      {children}
    </section>
  );
}
