import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** A large dialog holding a whole form (the business page's quick actions). */
export function QuickActionDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  size = 'wide',
  busy = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it. */
  trigger: ReactNode;
  title: string;
  description: string;
  /** 'wide' fits a form with a picker beside its list; 'narrow' a single column. */
  size?: 'wide' | 'narrow';
  /** While the form is being sent the dialog stays open. */
  busy?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl focus:outline-none data-[state=open]:animate-fade-in',
            size === 'wide' ? 'max-w-5xl' : 'max-w-2xl',
          )}
        >
          <div className="flex items-start gap-4 border-b border-slate-200 p-5 sm:px-6">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm break-words text-slate-600">
                {description}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t('quickActions.close')}
              disabled={busy}
              className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-5 pt-5 sm:px-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
