import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSelectedBusinessId } from '@/lib/selected-business';

/** Holds the business selector's place until the businesses feature provides it. */
export function BusinessSelectorPlaceholder() {
  const { t } = useTranslation();
  const selected = useSelectedBusinessId() !== null;
  return (
    <div className="flex items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3 py-2.5">
      <Store aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-700">
          {selected ? t('layout.businessSelected') : t('layout.businessSelectorPlaceholder')}
        </p>
        <p className="text-xs text-slate-500">
          {selected ? t('layout.businessSwitchingSoon') : t('layout.businessSelectorHint')}
        </p>
      </div>
    </div>
  );
}
