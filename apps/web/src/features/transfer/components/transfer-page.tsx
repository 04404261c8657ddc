import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { Spinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/hooks/use-page-title';
import { useBusinessSelection } from '@/features/businesses';
import { ExportSection } from './export-section';
import { CsvImportSection } from './csv-import-section';

/** /businesses/:id/transfer: export the catalogue, import products from CSV (docs/product.md, "Import and export"). */
export function TransferPage() {
  const { t } = useTranslation();
  const title = usePageTitle('transfer');
  const { id = '' } = useParams();
  const { businesses, isPending } = useBusinessSelection();
  const business = businesses.find((item) => item.id === id);

  if (isPending) return <Spinner />;
  if (!business) {
    return (
      <div className="flex flex-col gap-3">
        <h1 className="text-xl font-semibold">{t('transfer.notFound')}</h1>
        <Link to="/dashboard" className="text-brand-700 underline">
          {t('transfer.backToDashboard')}
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageHeader title={title} subtitle={business.name} />
      <ExportSection businessId={business.id} businessName={business.name} />
      <CsvImportSection businessId={business.id} currency={business.currency} />
      <p className="text-sm text-slate-600">
        {t('transfer.copyHint')}{' '}
        <Link to="/businesses/import" className="text-brand-700 underline">
          {t('transfer.copyLink')}
        </Link>
      </p>
    </div>
  );
}
