import { useState } from 'react';
import { Dialog, Tabs } from 'radix-ui';
import { Palette, RotateCcw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY, DEFAULT_THEME, type Theme } from '@carta/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { BackgroundTab } from './background-tab';
import { ColorsTab } from './colors-tab';
import { ContrastWarning } from './contrast-warning';
import { PresetsTab } from './presets-tab';
import { ThemePreview } from './theme-preview';
import { TypographyTab } from './typography-tab';

const TABS = ['presets', 'colors', 'typography', 'background'] as const;
type Tab = (typeof TABS)[number];

export interface ThemeDialogProps {
  theme: Theme;
  /** Called with the edited theme on Apply (the menu form then counts as changed). */
  onChange: (theme: Theme) => void;
  /** The business's currency, for the preview's sample prices (US dollars when unknown). */
  currency?: string;
}

/**
 * The theme editor of the menu form (docs/public-menu.md): a large dialog working on a draft copy
 * of the theme, with a live preview. Apply hands the draft to the form; Cancel, Escape and the
 * close button drop it.
 */
export function ThemeDialog({ theme, onChange, currency = DEFAULT_CURRENCY }: ThemeDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<Tab>('presets');
  const [draft, setDraft] = useState<Theme>(theme);
  const update = (patch: Partial<Theme>) => setDraft((current) => ({ ...current, ...patch }));

  const openChange = (next: boolean) => {
    if (next) setDraft(theme);
    setOpen(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger asChild>
        <Button variant="outline">
          <Palette aria-hidden="true" />
          {t('menus.form.theme')}
          <span aria-hidden="true" className="ml-1 flex">
            <span
              className="size-4 rounded-full border border-white ring-1 ring-slate-300"
              style={{ background: theme.primaryColor }}
            />
            <span
              className="-ml-1.5 size-4 rounded-full border border-white ring-1 ring-slate-300"
              style={{ background: theme.secondaryColor }}
            />
          </span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          className={cn(
            // Phones: the whole screen; larger screens: a large centred dialog (at most 72rem).
            'fixed inset-0 z-50 flex flex-col bg-white focus:outline-none data-[state=open]:animate-fade-in',
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-[min(56rem,calc(100dvh-2rem))] sm:w-[calc(100%-2rem)] sm:max-w-6xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:shadow-xl',
          )}
        >
          <div className="flex items-start gap-4 border-b border-slate-200 px-4 py-4 sm:px-6">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-lg font-semibold text-slate-900">
                {t('themeEditor.title')}
              </Dialog.Title>
              {/* Phones keep the screen for the editor; the description is still read out. */}
              <Dialog.Description className="mt-1 text-sm text-slate-600 max-sm:sr-only">
                {t('themeEditor.description')}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t('themeEditor.close')}
              className="-m-1 cursor-pointer rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>

          {/* Phones scroll the editor and the preview below it as one; wide screens scroll each. */}
          <div className="min-h-0 flex-1 overflow-y-auto lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(20rem,28rem)] lg:overflow-hidden">
            <Tabs.Root
              value={tab}
              onValueChange={(next) => setTab(next as Tab)}
              className="flex flex-col gap-4 p-4 sm:p-6 lg:min-h-0 lg:overflow-y-auto"
            >
              <Tabs.List
                aria-label={t('themeEditor.tabsLabel')}
                className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 min-[480px]:grid-cols-4"
              >
                {TABS.map((key) => (
                  <Tabs.Trigger
                    key={key}
                    value={key}
                    className="cursor-pointer rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
                  >
                    {t(`themeEditor.tabs.${key}`)}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              <Tabs.Content value="presets" className="focus-visible:outline-none">
                <PresetsTab draft={draft} onChange={setDraft} />
              </Tabs.Content>
              <Tabs.Content value="colors" className="focus-visible:outline-none">
                <ColorsTab draft={draft} update={update} />
              </Tabs.Content>
              <Tabs.Content value="typography" className="focus-visible:outline-none">
                <TypographyTab draft={draft} update={update} />
              </Tabs.Content>
              <Tabs.Content value="background" className="focus-visible:outline-none">
                <BackgroundTab draft={draft} update={update} />
              </Tabs.Content>
            </Tabs.Root>
            <div className="border-t border-slate-200 bg-slate-50 p-4 sm:p-6 lg:min-h-0 lg:overflow-y-auto lg:border-t-0 lg:border-l">
              <ThemePreview theme={draft} currency={currency} />
            </div>
          </div>

          <div className="flex flex-col gap-3 border-t border-slate-200 px-4 py-3 sm:px-6">
            <ContrastWarning theme={draft} />
            <div className="flex flex-wrap items-center justify-end gap-2">
              <Button
                variant="ghost"
                className="mr-auto"
                onClick={() => setDraft({ ...DEFAULT_THEME })}
              >
                <RotateCcw aria-hidden="true" />
                {t('themeEditor.reset')}
              </Button>
              <Dialog.Close asChild>
                <Button variant="outline">{t('themeEditor.cancel')}</Button>
              </Dialog.Close>
              <Button
                onClick={() => {
                  onChange(draft);
                  setOpen(false);
                }}
              >
                {t('themeEditor.apply')}
              </Button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
