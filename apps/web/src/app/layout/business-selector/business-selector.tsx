import { useId } from 'react';
import { Select } from 'radix-ui';
import { Link, matchPath, useLocation, useNavigate } from 'react-router';
import { Check, ChevronsUpDown, Plus, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BusinessLogo } from '@/features/businesses/components/business-logo';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { thumbnailUrl } from '@/features/businesses/api/business-schema';
import { useBusinessSelection } from '@/features/businesses/selection/use-business-selection';

const triggerClass =
  'flex h-12 w-full cursor-pointer items-center gap-2.5 rounded-lg border border-slate-300 bg-white px-2.5 text-left text-sm shadow-sm transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[placeholder]:text-slate-500';

/** The business id of the page when it is a business's details page, else null. */
function detailsPageBusinessId(pathname: string): string | null {
  const id = matchPath('/businesses/:id', pathname)?.params.id;
  return id && id !== 'new' ? id : null;
}

/**
 * Sidebar control that switches the current business (docs/product.md §2 Layout). On a business's details page
 * it also opens the chosen business.
 */
export function BusinessSelector() {
  const { t } = useTranslation();
  const labelId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { businesses, selectedId, selectedBusiness, isPending, isError, retry, select } =
    useBusinessSelection();

  const change = (id: string) => {
    select(id);
    const shownId = detailsPageBusinessId(pathname);
    if (shownId !== null && shownId !== id) void navigate(`/businesses/${encodeURIComponent(id)}`);
  };

  let control;
  if (isPending) {
    control = (
      <div className="flex h-12 items-center gap-2 px-1 text-sm text-slate-500">
        <Spinner className="[&_svg]:size-4" label={t('businessSelector.loading')} />
        <span aria-hidden="true">{t('businessSelector.loading')}</span>
      </div>
    );
  } else if (isError) {
    control = (
      <div className="flex items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2">
        <p className="text-sm text-red-700">{t('businessSelector.loadFailed')}</p>
        <Button variant="ghost" size="sm" onClick={retry} className="text-red-700">
          <RefreshCw aria-hidden="true" />
          {t('businessSelector.retry')}
        </Button>
      </div>
    );
  } else if (businesses.length === 0) {
    control = <p className="px-1 text-sm text-slate-500">{t('businessSelector.empty')}</p>;
  } else {
    control = (
      <Select.Root value={selectedId ?? undefined} onValueChange={change}>
        <Select.Trigger aria-labelledby={labelId} className={triggerClass}>
          <BusinessLogo src={selectedBusiness && thumbnailUrl(selectedBusiness)} size="sm" />
          <span className="min-w-0 flex-1 truncate font-medium text-slate-900">
            <Select.Value placeholder={t('businessSelector.placeholder')}>
              {selectedBusiness?.name}
            </Select.Value>
          </span>
          <Select.Icon>
            <ChevronsUpDown aria-hidden="true" className="size-4 text-slate-500" />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={4}
            className="z-50 max-h-[min(24rem,var(--radix-select-content-available-height))] w-[var(--radix-select-trigger-width)] min-w-56 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg data-[state=open]:animate-fade-in"
          >
            <Select.Viewport className="p-1.5">
              {businesses.map((business) => (
                <Select.Item
                  key={business.id}
                  value={business.id}
                  className="relative flex cursor-pointer items-center gap-2.5 rounded-md py-1.5 pr-8 pl-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900"
                >
                  <BusinessLogo src={thumbnailUrl(business)} size="sm" />
                  <Select.ItemText>{business.name}</Select.ItemText>
                  <Select.ItemIndicator className="absolute right-2 flex items-center text-brand-600">
                    <Check aria-hidden="true" className="size-4" />
                  </Select.ItemIndicator>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <span
        id={labelId}
        className="px-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        {t('businessSelector.label')}
      </span>
      {control}
      <Link
        to="/businesses/new"
        className="flex items-center gap-2 rounded-lg px-1 py-1 text-sm font-medium text-brand-700 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('businessSelector.create')}
      </Link>
    </div>
  );
}
