import type { ReactNode } from 'react';
import { Tooltip } from 'radix-ui';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * A control whose feature comes with a later issue (the theme dialog, the Share menu): shown
 * disabled with a tooltip saying so. It stays focusable so keyboard users can read the tooltip.
 */
export function ComingSoonButton({
  children,
  tooltip,
  size = 'md',
}: {
  children: ReactNode;
  tooltip: string;
  size?: 'sm' | 'md';
}) {
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <span
            role="button"
            tabIndex={0}
            aria-disabled="true"
            className={cn(
              buttonVariants({ variant: 'outline', size }),
              'cursor-not-allowed text-slate-500 hover:bg-white',
            )}
          >
            {children}
            <span className="sr-only">({tooltip})</span>
          </span>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            sideOffset={6}
            className="z-50 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs text-white shadow-md"
          >
            {tooltip}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
