import { useId, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRANSFER_LIMITS } from '@carta/shared';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { errorText, translateCode } from '@/lib/i18n';
import { useImportBusiness } from '../api/import-business';
import { FilePicker } from '@/components/ui/file-picker';

/**
 * /businesses/import: a catalogue export (JSON) becomes a new business of the owner, e.g. to copy
 * a menu setup to another location (docs/product.md, "Import and export").
 */
export function ImportBusinessPage() {
  const { t } = useTranslation();
  const title = usePageTitle('importBusiness');
  const inputId = useId();
  const navigate = useNavigate();
  const creation = useImportBusiness();
  const [problems, setProblems] = useState<string[]>([]);

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setProblems([]);
    if (!file) return;
    if (file.size > TRANSFER_LIMITS.jsonBytesMax) {
      setProblems([translateCode({ code: 'importJsonTooLarge' })]);
      return;
    }
    let document: unknown;
    try {
      document = JSON.parse(await file.text());
    } catch {
      setProblems([translateCode({ code: 'importDocumentInvalid' })]);
      return;
    }
    try {
      const business = await creation.mutateAsync(document);
      await navigate(`/businesses/${encodeURIComponent(business.id)}`);
    } catch (error) {
      const lines = [errorText(error, 'unexpectedError')];
      if (error instanceof ApiError) {
        for (const [path, field] of Object.entries(error.fields).slice(0, 10)) {
          lines.push(`${path}: ${translateCode(field)}`);
        }
      }
      setProblems(lines);
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader title={title} subtitle={t('transfer.importBusiness.subtitle')} />
      <Card>
        <CardContent className="flex flex-col gap-3 pt-6">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
            {t('transfer.importBusiness.file')}
          </label>
          <FilePicker
            id={inputId}
            accept=".json,application/json"
            disabled={creation.isPending}
            onChange={(event) => void chooseFile(event)}
          />
          <p className="text-xs text-slate-500">{t('transfer.export.notCopied')}</p>
          {creation.isPending && <p role="status">{t('transfer.importBusiness.creating')}</p>}
          {problems.length > 0 && (
            <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {problems.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
