import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A native select drawn as the Input beside it. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/30 focus-visible:outline-none aria-invalid:border-red-500',
        className,
      )}
      {...props}
    />
  );
}
