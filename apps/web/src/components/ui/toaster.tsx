import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { cva } from 'class-variance-authority';
import { useTranslation } from 'react-i18next';
import { dismissToast, useToasts } from '@/lib/toast';
import { cn } from '@/lib/utils';

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg data-[state=open]:animate-toast-in data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
  {
    variants: {
      variant: {
        default: 'border-slate-200 bg-white text-slate-900',
        destructive: 'border-red-600 bg-red-600 text-white',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** Renders the toasts raised with `toast()`; mount once near the root. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();

  return (
    <Toast.Provider label={t('toast.region')} swipeDirection="right">
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
          className={toastVariants({ variant })}
        >
          <div className="grid gap-1">
            {title && <Toast.Title className="text-sm font-semibold">{title}</Toast.Title>}
            {description && (
              <Toast.Description
                className={cn(
                  'text-sm',
                  variant === 'destructive' ? 'text-red-50' : 'text-slate-600',
                )}
              >
                {description}
              </Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label={t('toast.close')}
            className={cn(
              'absolute top-3 right-3 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-current',
            )}
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-sm" />
    </Toast.Provider>
  );
}
