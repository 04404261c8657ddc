import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';

export interface ListEmptyStateProps {
  icon: LucideIcon;
  title: string;
  text: string;
  /** E.g. a create button; usually left out when a search found nothing. */
  action?: ReactNode;
}

/** The placeholder of an empty list (and, with another text, of a search without match). */
export function ListEmptyState({ icon: Icon, title, text, action }: ListEmptyStateProps) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="max-w-md text-sm text-slate-600">{text}</p>
      {action && <div className="mt-2">{action}</div>}
    </Card>
  );
}
