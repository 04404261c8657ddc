import { UserRoundCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useImpersonatedAccountName, useImpersonationActions } from '@/lib/impersonation';

/** Yellow banner while an admin acts as another account (docs/product.md §2 Layout). */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const account = useImpersonatedAccountName();
  const { stop } = useImpersonationActions();

  if (!account) return null;

  return (
    <div
      role="region"
      aria-label={t('impersonation.banner', { account })}
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 border-b border-yellow-300 bg-yellow-100 px-4 py-2 text-sm text-yellow-950"
    >
      <p className="flex min-w-0 items-center gap-2">
        <UserRoundCog aria-hidden="true" className="size-4 shrink-0" />
        <span className="break-all">{t('impersonation.banner', { account })}</span>
      </p>
      <button
        type="button"
        onClick={stop}
        className="cursor-pointer rounded-md bg-yellow-950 px-3 py-1 text-xs font-semibold text-yellow-50 transition-colors hover:bg-yellow-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-yellow-950"
      >
        {t('impersonation.stop')}
      </button>
    </div>
  );
}
