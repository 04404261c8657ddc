import { useId, useState } from 'react';
import { Dialog } from 'radix-ui';
import { Printer, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  CARDS_PER_PAGE,
  CONTENT_LANGUAGE_NAMES,
  PAPER_SIZES,
  PRINT_KIT,
  isInterfaceLanguage,
  type CardsPerPage,
  type ContentLanguage,
  type Language,
  type PaperSize,
} from '@carta/shared';
import { Select } from '@/components/ui/select';
import { buttonVariants } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/i18n';

/** What the print kit makes (docs/product.md, "Print kit"). */
export type PrintKind = 'table-cards' | 'menu';

/** The owner's choices, as the API's query takes them. */
export interface PrintRequest {
  kind: PrintKind;
  paper: PaperSize;
  per_page: CardsPerPage;
  pages: number;
  /** The content language. */
  lang: ContentLanguage;
  /** The interface language: the kit's own words when the content language has none. */
  ui: Language;
}

export interface PrintKitDialogProps {
  /** The menu's or the place's name (the trigger's accessible name). */
  name: string;
  /** What can be printed; the first is chosen at first. */
  kinds: readonly PrintKind[];
  /** The business's menu languages, the primary first. */
  languages: readonly ContentLanguage[];
  /** Makes the PDF and saves it; a rejection is shown in the dialog. */
  onDownload: (request: PrintRequest) => Promise<void>;
  size?: 'sm' | 'md';
}

/**
 * The Print button beside a menu's or a place's Share control, and its dialog: what to print
 * (table cards or the whole menu), the paper, the cards per page and pages, the language; then
 * the PDF downloads. Busy while it is made; a failure is said in the dialog, which stays open.
 */
export function PrintKitDialog({
  name,
  kinds,
  languages,
  onDownload,
  size = 'sm',
}: PrintKitDialogProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const ui: Language = isInterfaceLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<PrintKind>(kinds[0] ?? 'table-cards');
  const [paper, setPaper] = useState<PaperSize>(PRINT_KIT.defaultPaper);
  const [perPage, setPerPage] = useState<CardsPerPage>(PRINT_KIT.defaultCardsPerPage);
  const [pages, setPages] = useState<number>(PRINT_KIT.defaultPages);
  const [language, setLanguage] = useState<ContentLanguage>(
    (languages as readonly string[]).includes(ui)
      ? (ui as ContentLanguage)
      : (languages[0] ?? 'en'),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cards = kind === 'table-cards';

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await onDownload({ kind, paper, per_page: perPage, pages, lang: language, ui });
      setOpen(false);
    } catch (failure) {
      setError(errorText(failure, 'unexpectedError'));
    } finally {
      setBusy(false);
    }
  };

  const field = (suffix: string) => `${id}-${suffix}`;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (next) setError(null);
      }}
    >
      <Dialog.Trigger
        className={buttonVariants({ variant: 'outline', size })}
        aria-label={t('printKit.buttonLabel', { name })}
      >
        <Printer aria-hidden="true" className="size-4" />
        {t('printKit.button')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none data-[state=open]:animate-fade-in sm:p-6">
          <div className="flex items-start gap-4">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-lg font-semibold text-slate-900">
                {t('printKit.title', { name })}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                {t('printKit.description')}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t('printKit.close')}
              disabled={busy}
              className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <form
            className="mt-5 flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void download();
            }}
          >
            {kinds.length > 1 && (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-medium text-slate-900">
                  {t('printKit.what')}
                </legend>
                {kinds.map((option) => (
                  <div key={option} className="flex items-start gap-2 text-sm">
                    <input
                      id={field(`kind-${option}`)}
                      type="radio"
                      name={field('kind')}
                      value={option}
                      checked={kind === option}
                      onChange={() => setKind(option)}
                      aria-describedby={field(`kind-${option}-hint`)}
                      className="mt-0.5 size-4 accent-brand-600"
                    />
                    <div>
                      <label
                        htmlFor={field(`kind-${option}`)}
                        className="font-medium text-slate-900"
                      >
                        {t(`printKit.kinds.${option}`)}
                      </label>
                      <p id={field(`kind-${option}-hint`)} className="text-slate-600">
                        {t(`printKit.kindHints.${option}`)}
                      </p>
                    </div>
                  </div>
                ))}
              </fieldset>
            )}
            <div className="flex flex-col gap-1.5">
              <label htmlFor={field('paper')} className="text-sm font-medium text-slate-900">
                {t('printKit.paper')}
              </label>
              <Select
                id={field('paper')}
                value={paper}
                onChange={(event) => setPaper(event.target.value as PaperSize)}
              >
                {PAPER_SIZES.map((option) => (
                  <option key={option} value={option}>
                    {t(`printKit.papers.${option}`)}
                  </option>
                ))}
              </Select>
            </div>
            {cards && (
              <div className="grid grid-cols-2 gap-3">
                <div className="flex flex-col gap-1.5">
                  <label htmlFor={field('per-page')} className="text-sm font-medium text-slate-900">
                    {t('printKit.perPage')}
                  </label>
                  <Select
                    id={field('per-page')}
                    value={perPage}
                    onChange={(event) => setPerPage(Number(event.target.value) as CardsPerPage)}
                  >
                    {CARDS_PER_PAGE.map((option) => (
                      <option key={option} value={option}>
                        {option.toLocaleString(ui)}
                      </option>
                    ))}
                  </Select>
                </div>
                <div className="flex flex-col gap-1.5">
                  <label htmlFor={field('pages')} className="text-sm font-medium text-slate-900">
                    {t('printKit.pages')}
                  </label>
                  <Select
                    id={field('pages')}
                    value={pages}
                    aria-describedby={field('pages-hint')}
                    onChange={(event) => setPages(Number(event.target.value))}
                  >
                    {Array.from({ length: PRINT_KIT.pagesMax }, (_, index) => index + 1).map(
                      (option) => (
                        <option key={option} value={option}>
                          {option.toLocaleString(ui)}
                        </option>
                      ),
                    )}
                  </Select>
                </div>
                <p id={field('pages-hint')} className="col-span-2 text-sm text-slate-600">
                  {t('printKit.cardsTotal', { count: perPage * pages })}
                </p>
              </div>
            )}
            {languages.length > 1 && (
              <div className="flex flex-col gap-1.5">
                <label htmlFor={field('language')} className="text-sm font-medium text-slate-900">
                  {t('printKit.language')}
                </label>
                <Select
                  id={field('language')}
                  value={language}
                  onChange={(event) => setLanguage(event.target.value as ContentLanguage)}
                >
                  {languages.map((option) => (
                    <option key={option} value={option} lang={option}>
                      {CONTENT_LANGUAGE_NAMES[option]}
                    </option>
                  ))}
                </Select>
              </div>
            )}
            {error && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
                {error}
              </p>
            )}
            <div className="mt-1 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close className={buttonVariants({ variant: 'outline' })} disabled={busy}>
                {t('printKit.cancel')}
              </Dialog.Close>
              <button
                type="submit"
                className={buttonVariants({ variant: 'primary' })}
                disabled={busy}
                aria-busy={busy}
              >
                {busy && (
                  <Spinner className="text-white [&_svg]:size-4" label={t('printKit.busy')} />
                )}
                {busy ? t('printKit.busy') : t('printKit.download')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
