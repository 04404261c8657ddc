import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/hooks/use-online';

/**
 * Shown while the browser is offline (docs/product.md §2, "Errors, loading and offline"): changes
 * cannot be saved until the connection returns, and none is saved later on its own.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <p
      role="status"
      className="fixed inset-x-0 bottom-0 z-[60] flex items-center justify-center gap-2 bg-slate-900 px-4 py-2 text-center text-sm text-white shadow-lg"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {t('offline.banner')}
    </p>
  );
}
