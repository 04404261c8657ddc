import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface EntityCardHeaderProps {
  /** A logo or picture before the text. */
  media?: ReactNode;
  /** The card's name (a plain text or a link); shown as its h3. */
  title: ReactNode;
  /** Lines under the name: badges, counts, dates. */
  children?: ReactNode;
  /** Usually CardActions. */
  actions: ReactNode;
  className?: string;
}

/** The top row of a list card: media, name with details, and actions at the end. */
export function EntityCardHeader({
  media,
  title,
  children,
  actions,
  className,
}: EntityCardHeaderProps) {
  return (
    <div className={cn('flex items-start gap-3', className)}>
      {media}
      <div className="min-w-0 flex-1">
        <h3 className="line-clamp-2 text-base font-semibold break-words text-slate-900">{title}</h3>
        {children}
      </div>
      {actions}
    </div>
  );
}
