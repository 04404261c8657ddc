import type { ReactNode } from 'react';

/**
 * The frame of every form screen (business, product, category, menu, settings), named by its h1:
 * one width for all, wide enough for the category and menu forms' picker beside their list.
 */
export function FormPage({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="page-heading"
      className="mx-auto flex w-full max-w-5xl flex-col gap-6"
    >
      {children}
    </section>
  );
}
