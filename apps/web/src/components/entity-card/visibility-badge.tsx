import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

export interface VisibilityBadgeProps {
  texts: 'products' | 'categories' | 'menus';
  enabled?: boolean | null;
}

/**
 * Visible or Hidden after an eye or a crossed eye, the same on products, categories and menus; a
 * missing flag counts as visible (docs/product.md §3).
 */
export function VisibilityBadge({ texts, enabled }: VisibilityBadgeProps) {
  const { t } = useTranslation();
  const visible = enabled !== false;
  const Icon = visible ? Eye : EyeOff;
  return (
    <Badge variant={visible ? 'success' : 'secondary'}>
      <Icon aria-hidden="true" className="size-3" />
      {visible ? t(`${texts}.card.visible`) : t(`${texts}.card.hidden`)}
    </Badge>
  );
}
