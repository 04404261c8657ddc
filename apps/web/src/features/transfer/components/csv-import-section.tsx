import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSFER_LIMITS, type ImportResult } from '@carta/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DisabledHint } from '@/components/ui/disabled-hint';
import { errorText, translateCode } from '@/lib/i18n';
import { ApiError } from '@/lib/api-client';
import { usePreviewImport } from '../api/preview-import';
import { useConfirmImport } from '../api/confirm-import';
import { ImportPreviewTable } from './import-preview-table';
import { FilePicker } from '@/components/ui/file-picker';

/** A failed call's message, with the columns of a bad header when the server named them. */
function failureText(error: unknown): string[] {
  const lines = [errorText(error, 'unexpectedError')];
  if (error instanceof ApiError && error.fields) {
    for (const [path, field] of Object.entries(error.fields)) {
      if (path.startsWith('header.')) lines.push(`${path.slice(7)}: ${translateCode(field)}`);
    }
  }
  return lines;
}

/**
 * Import products from a CSV file (docs/product.md, "Import and export"): choosing the file
 * previews it; nothing is written until the owner confirms, and only when every row is valid.
 */
export function CsvImportSection({
  businessId,
  currency,
}: {
  businessId: string;
  /** The business's currency, for the preview's prices. */
  currency: string;
}) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const preview = usePreviewImport(businessId);
  const confirm = useConfirmImport(businessId);
  const formatNumber = (n: number) => new Intl.NumberFormat(i18n.language).format(n);

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setResult(null);
    setLocalError(null);
    confirm.reset();
    preview.reset();
    setCsv(null);
    if (!file) return;
    if (file.size > TRANSFER_LIMITS.csvBytesMax) {
      setLocalError(translateCode({ code: 'importCsvTooLarge' }));
      return;
    }
    const text = await file.text();
    setCsv(text);
    preview.mutate(text);
  }

  const summary = preview.data?.summary;
  const writes = summary ? summary.create + summary.update : 0;
  const blocked = !summary
    ? null
    : summary.invalid > 0
      ? t('transfer.csv.fixRows', { count: summary.invalid })
      : writes === 0
        ? t('transfer.csv.nothingToDo')
        : null;

  async function confirmImport() {
    if (!csv) return;
    const done = await confirm.mutateAsync(csv).catch(() => null);
    if (done) {
      setResult(done);
      preview.reset();
      setCsv(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('transfer.csv.title')}</CardTitle>
        <CardDescription>{t('transfer.csv.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
            {t('transfer.csv.file')}
          </label>
          <FilePicker
            id={inputId}
            accept=".csv,text/csv"
            onChange={(event) => void chooseFile(event)}
          />
          <p className="text-xs text-slate-500">
            {t('transfer.csv.limits', {
              rows: formatNumber(TRANSFER_LIMITS.rowsMax),
              megabytes: TRANSFER_LIMITS.csvBytesMax / (1024 * 1024),
            })}
          </p>
        </div>

        {(localError || preview.isError || confirm.isError) && (
          <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {localError ??
              failureText(preview.error ?? confirm.error).map((line) => <p key={line}>{line}</p>)}
          </div>
        )}
        {preview.isPending && <p role="status">{t('transfer.csv.checking')}</p>}

        {result && (
          <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-800">
            {t('transfer.csv.done', {
              created: formatNumber(result.created),
              updated: formatNumber(result.updated),
              unchanged: formatNumber(result.unchanged),
              categories: formatNumber(result.categories_created),
            })}
          </p>
        )}

        {preview.data && summary && (
          <>
            <p role="status" className="text-sm text-slate-700">
              {t('transfer.csv.summary', {
                create: formatNumber(summary.create),
                update: formatNumber(summary.update),
                unchanged: formatNumber(summary.unchanged),
                invalid: formatNumber(summary.invalid),
              })}
            </p>
            {preview.data.new_categories.length > 0 && (
              <p className="text-sm text-slate-700">
                {t('transfer.csv.newCategories', {
                  names: preview.data.new_categories.join(', '),
                })}
              </p>
            )}
            <ImportPreviewTable preview={preview.data} currency={currency} />
            <div className="flex flex-col items-start gap-1">
              <Button
                onClick={() => void confirmImport()}
                disabled={blocked !== null || confirm.isPending}
                aria-describedby={blocked ? hintId : undefined}
              >
                {t('transfer.csv.confirm', { count: writes })}
              </Button>
              <DisabledHint id={hintId} text={blocked} />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
