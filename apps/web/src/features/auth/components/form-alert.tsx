import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { cn } from '@/lib/utils';

const styles = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', icon: CircleAlert },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-800', icon: CircleCheck },
  info: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: Info },
} as const;

export interface FormAlertProps {
  variant: keyof typeof styles;
  title?: string;
  children?: ReactNode;
  className?: string;
}

/** A coloured notice; errors are announced at once (role=alert), others politely (role=status). */
export function FormAlert({ variant, title, children, className }: FormAlertProps) {
  const { box, icon: Icon } = styles[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border p-3 text-sm', box, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="grid gap-1">
        {title && <p className="font-semibold">{title}</p>}
        {children}
      </div>
    </div>
  );
}
