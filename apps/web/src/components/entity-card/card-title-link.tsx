import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A card's name as a link to the item (its edit form or its details). */
export function CardTitleLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="rounded hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {children}
    </Link>
  );
}
