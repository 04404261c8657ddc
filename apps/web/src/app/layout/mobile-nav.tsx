import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { Menu, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { SidebarNav } from './sidebar-nav';

/** Menu button and slide-in drawer with the sidebar's content, below md. */
export function MobileNav({
  businessSelector,
  open,
  setOpen,
}: {
  businessSelector: ReactNode;
  /** From useDrawerState, shared with the current business bar that also opens the drawer. */
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const { t } = useTranslation();

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label={t('nav.openMenu')}>
          <Menu aria-hidden="true" className="size-5!" />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none data-[state=open]:animate-slide-in-left"
        >
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
            <Dialog.Title asChild>
              <span>
                <Logo />
              </span>
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('nav.closeMenu')}>
                <X aria-hidden="true" className="size-5!" />
              </Button>
            </Dialog.Close>
          </div>
          <div className="flex flex-1 flex-col gap-6 overflow-y-auto p-4">
            {businessSelector}
            <SidebarNav onNavigate={() => setOpen(false)} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
