import type { LucideIcon } from 'lucide-react';
import { Building2, FolderTree, Package, SquareMenu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { TotalValue } from './total-value';
import type { Totals } from './totals';

const cards: { key: keyof Totals; icon: LucideIcon; tint: string }[] = [
  { key: 'businesses', icon: Building2, tint: 'bg-brand-50 text-brand-600' },
  { key: 'products', icon: Package, tint: 'bg-emerald-50 text-emerald-600' },
  { key: 'categories', icon: FolderTree, tint: 'bg-amber-50 text-amber-600' },
  { key: 'menus', icon: SquareMenu, tint: 'bg-sky-50 text-sky-600' },
];

/** The four total cards: businesses, products, categories, menus (a failed one reads as unavailable). */
export function TotalCards({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t('dashboard.totals.label')}
      className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4"
    >
      {cards.map(({ key, icon: Icon, tint }) => (
        <li key={key}>
          <Card className="flex items-center gap-3 p-4 sm:p-5">
            <span
              className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tint}`}
            >
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="truncate text-xs font-medium text-slate-500 sm:text-sm">
                {t(`dashboard.totals.${key}`)}
              </p>
              <p className="text-2xl font-semibold tracking-tight text-slate-900" data-total={key}>
                <TotalValue value={totals[key]} />
              </p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
