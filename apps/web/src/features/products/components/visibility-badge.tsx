import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** Visible or Hidden; a missing flag counts as visible (SPEC §3). */
export function VisibilityBadge({ enabled }: { enabled?: boolean | null }) {
  const { t } = useTranslation();
  const visible = enabled !== false;
  const Icon = visible ? Eye : EyeOff;
  return (
    <Badge variant={visible ? 'success' : 'secondary'}>
      <Icon aria-hidden="true" className="size-3" />
      {visible ? t('products.card.visible') : t('products.card.hidden')}
    </Badge>
  );
}
