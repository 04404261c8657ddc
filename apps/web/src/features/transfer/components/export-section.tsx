import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorText } from '@/lib/i18n';
import { exportFileName, fetchExport, saveFile, type ExportKind } from '../api/download-export';

/** Download the catalogue as JSON or the products as CSV (docs/product.md, "Import and export"). */
export function ExportSection({
  businessId,
  businessName,
}: {
  businessId: string;
  businessName: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function download(kind: ExportKind) {
    setBusy(kind);
    setError(null);
    try {
      saveFile(await fetchExport(businessId, kind), exportFileName(businessName, kind));
    } catch (failure) {
      setError(errorText(failure, 'unexpectedError'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('transfer.export.title')}</CardTitle>
        <CardDescription>{t('transfer.export.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={busy !== null} onClick={() => void download('csv')}>
            <Download aria-hidden="true" />
            {t('transfer.export.csv')}
          </Button>
          <Button variant="outline" disabled={busy !== null} onClick={() => void download('json')}>
            <Download aria-hidden="true" />
            {t('transfer.export.json')}
          </Button>
        </div>
        <p className="text-xs text-slate-500">{t('transfer.export.notCopied')}</p>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
