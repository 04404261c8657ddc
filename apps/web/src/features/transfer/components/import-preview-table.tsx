import { useTranslation } from 'react-i18next';
import { formatPrice, type ImportAction, type ImportPreview } from '@carta/shared';
import { Badge } from '@/components/ui/badge';
import { translateCode } from '@/lib/i18n';

const BADGE = {
  create: { variant: 'success', label: 'transfer.preview.actions.create' },
  update: { variant: 'default', label: 'transfer.preview.actions.update' },
  unchanged: { variant: 'secondary', label: 'transfer.preview.actions.unchanged' },
} as const satisfies Record<ImportAction, { variant: string; label: string }>;

/** The header cells; on a phone the price and categories columns give way. */
const COLUMNS = [
  { label: 'transfer.preview.row', className: 'px-3 py-2' },
  { label: 'transfer.preview.name', className: 'px-3 py-2' },
  { label: 'transfer.preview.price', className: 'hidden px-3 py-2 sm:table-cell' },
  { label: 'transfer.preview.categories', className: 'hidden px-3 py-2 md:table-cell' },
  { label: 'transfer.preview.action', className: 'px-3 py-2' },
] as const;

/**
 * The rows of a CSV import's preview (docs/product.md, "Import and export"): line, name, price,
 * what the import does with it, and under a bad row each column's error as the forms word it.
 * On a phone the price and categories columns give way to the name and the action. Prices are
 * in the business's currency and the screen's language, as on the catalogue screens.
 */
export function ImportPreviewTable({
  preview,
  currency,
}: {
  preview: ImportPreview;
  /** The currency of the business the products go to. */
  currency: string;
}) {
  const { t, i18n } = useTranslation();
  const money = { currency, language: i18n.resolvedLanguage ?? i18n.language };

  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('transfer.preview.caption')}</caption>
        <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
          <tr>
            {COLUMNS.map(({ label, className }) => (
              <th key={label} scope="col" className={className}>
                {t(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row) => {
            const errors = Object.entries(row.errors);
            const errorsId = `import-row-${row.row}-errors`;
            return (
              <tr
                key={row.row}
                className={errors.length ? 'bg-red-50/60 align-top' : 'align-top'}
                aria-describedby={errors.length ? errorsId : undefined}
              >
                <td className="px-3 py-2 text-slate-500 tabular-nums">{row.row}</td>
                <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                  <span className="break-words">{row.name || t('transfer.preview.noName')}</span>
                  {errors.length > 0 && (
                    <ul id={errorsId} className="mt-1 space-y-0.5 text-xs font-normal text-red-700">
                      {errors.map(([column, error]) => (
                        <li key={column}>
                          <span className="font-mono">{column}</span>: {translateCode(error)}
                        </li>
                      ))}
                    </ul>
                  )}
                </th>
                <td className="hidden px-3 py-2 tabular-nums sm:table-cell">
                  {row.price ? formatPrice(row.price, money) : ''}
                </td>
                <td className="hidden px-3 py-2 text-slate-600 md:table-cell">
                  {row.categories.join(', ')}
                </td>
                <td className="px-3 py-2">
                  {errors.length ? (
                    <Badge variant="destructive">{t('transfer.preview.invalid')}</Badge>
                  ) : (
                    <Badge variant={BADGE[row.action].variant}>{t(BADGE[row.action].label)}</Badge>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
