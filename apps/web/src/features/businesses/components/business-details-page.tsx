import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowDownUp, Check, FolderPlus, ListPlus, PackagePlus, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BusinessLogo } from '@/features/businesses/components/business-logo';
import { PlaceShareControl } from './place-share-control';
import { AddProductDialog } from '@/features/businesses/components/quick-actions/add-product-dialog';
import { BuildMenuDialog } from '@/features/businesses/components/quick-actions/build-menu-dialog';
import { CreateCategoryDialog } from '@/features/businesses/components/quick-actions/create-category-dialog';
import { RecentActivity } from '@/features/businesses/components/recent-activity/recent-activity';
import { MenuViewsPanel } from './menu-views/menu-views-panel';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { useBusinessSelection } from '@/features/businesses/selection/use-business-selection';
import { useFormatDate } from '@/lib/format-date';
import { useBusiness } from '../api/get-business';
import { useBusinessStats } from '../api/get-business-stats';
import { BusinessNotFound } from './business-not-found';
import { ContactLinks } from './contact-links';
import { CountCards } from './count-cards';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /businesses/:id (docs/product.md §2): the business with its counts, quick-action dialogs (add a product,
 * create a category, build a menu), contact links and recent activity. A missing business shows
 * a not-found message; any other load failure opens /404.
 */
export function BusinessDetailsPage() {
  const { t } = useTranslation();
  const title = usePageTitle('businessDetails');
  const navigate = useNavigate();
  const formatDate = useFormatDate();
  const id = useParams().id ?? '';
  const query = useBusiness(id, { toastErrors: false });
  const stats = useBusinessStats(id);
  const { selectedId, select } = useBusinessSelection();
  const failed = query.isError && !isNotFound(query.error);

  useEffect(() => {
    if (failed) void navigate('/404', { replace: true });
  }, [failed, navigate]);

  if (query.isError) return isNotFound(query.error) ? <BusinessNotFound /> : null;
  if (!query.data) {
    return (
      <section aria-labelledby="page-heading" className="mx-auto w-full max-w-5xl">
        <h1 id="page-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
          {title}
        </h1>
        <PageSpinner />
      </section>
    );
  }

  const business = query.data;
  const selected = selectedId === business.id;
  const selectThis = () => select(business.id);
  // Opening one selects this business, so the lists it adds to are this business's.
  const quickActions = [
    { Dialog: AddProductDialog, label: t('businesses.details.addProduct'), icon: PackagePlus },
    {
      Dialog: CreateCategoryDialog,
      label: t('businesses.details.createCategory'),
      icon: FolderPlus,
    },
    { Dialog: BuildMenuDialog, label: t('businesses.details.buildMenu'), icon: ListPlus },
  ];

  return (
    <section
      aria-labelledby="page-heading"
      className="mx-auto flex w-full max-w-5xl flex-col gap-6"
    >
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
        <BusinessLogo src={business.logo_url} size="lg" />
        <div className="min-w-0 flex-1">
          <h1
            id="page-heading"
            className="text-2xl font-semibold tracking-tight break-words text-slate-900"
          >
            {business.name}
          </h1>
          <p className="mt-1 text-sm text-slate-500">
            {business.updated_at
              ? t('businesses.details.updated', { date: formatDate(business.updated_at) })
              : t('businesses.details.created', { date: formatDate(business.created_at) })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {selected ? (
            <Badge variant="success" className="px-3 py-1 text-sm">
              <Check aria-hidden="true" className="size-4" />
              {t('businesses.details.currentlySelected')}
            </Badge>
          ) : (
            <Button onClick={selectThis}>{t('businesses.details.select')}</Button>
          )}
          <PlaceShareControl business={business} />
          <Button variant="outline" asChild>
            <Link to={`/businesses/${encodeURIComponent(business.id)}/edit`}>
              <Pencil aria-hidden="true" />
              {t('businesses.details.edit')}
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to={`/businesses/${encodeURIComponent(business.id)}/transfer`}>
              <ArrowDownUp aria-hidden="true" />
              {t('transfer.link')}
            </Link>
          </Button>
        </div>
      </Card>

      <CountCards stats={stats.data} onOpen={selectThis} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card className="p-5 sm:p-6">
            <h2 className="text-base font-semibold text-slate-900">
              {t('businesses.details.quickActions')}
            </h2>
            <div className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-3">
              {quickActions.map(({ Dialog, label, icon: Icon }) => (
                <Dialog
                  key={label}
                  business={business}
                  trigger={
                    <Button variant="outline" className="justify-start" onClick={selectThis}>
                      <Icon aria-hidden="true" />
                      {label}
                    </Button>
                  }
                />
              ))}
            </div>
          </Card>
          <MenuViewsPanel businessId={business.id} />
          <ContactLinks business={business} />
        </div>
        <RecentActivity businessId={business.id} className="self-start" />
      </div>
    </section>
  );
}
