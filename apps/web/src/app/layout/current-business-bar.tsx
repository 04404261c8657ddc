import { ChevronsUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BusinessLogo, thumbnailUrl, useCurrentBusiness } from '@/features/businesses';

/**
 * Below md, where the selector sits in the closed drawer: the selected business under the top bar,
 * so an empty list is never mistaken for the wrong business's. Tapping it opens the drawer.
 */
export function CurrentBusinessBar({ onChange }: { onChange: () => void }) {
  const { t } = useTranslation();
  const { business } = useCurrentBusiness();
  if (!business) return null;

  return (
    <div className="border-b border-slate-200 bg-white/90 px-4 py-1.5 backdrop-blur md:hidden">
      <button
        type="button"
        onClick={onChange}
        className="flex w-full cursor-pointer items-center gap-2.5 rounded-lg py-1 text-left text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <BusinessLogo src={thumbnailUrl(business)} size="sm" className="size-7" />
        <span className="min-w-0 flex-1 truncate font-medium text-slate-900">
          <span className="sr-only">{t('layout.currentBusiness')} </span>
          {business.name}
        </span>{' '}
        <span className="flex shrink-0 items-center gap-1 text-brand-700">
          {t('layout.changeBusiness')}
          <ChevronsUpDown aria-hidden="true" className="size-4" />
        </span>
      </button>
    </div>
  );
}
