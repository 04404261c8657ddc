import type { LucideIcon } from 'lucide-react';
import { ArrowRight, FolderTree, Package, SquareMenu } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BusinessStats } from '@carta/shared';

const cards: {
  key: keyof BusinessStats;
  label: 'products' | 'categories' | 'menus';
  to: string;
  icon: LucideIcon;
  tint: string;
}[] = [
  {
    key: 'total_products',
    label: 'products',
    to: '/products',
    icon: Package,
    tint: 'bg-emerald-50 text-emerald-600',
  },
  {
    key: 'total_categories',
    label: 'categories',
    to: '/categories',
    icon: FolderTree,
    tint: 'bg-amber-50 text-amber-600',
  },
  {
    key: 'total_menus',
    label: 'menus',
    to: '/menus',
    icon: SquareMenu,
    tint: 'bg-sky-50 text-sky-600',
  },
];

/**
 * Product, category and menu counts, each linking to its list. Those lists show the selected
 * business, so following a link selects this one first.
 */
export function CountCards({
  stats,
  onOpen,
}: {
  stats: BusinessStats | undefined;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {cards.map(({ key, label, to, icon: Icon, tint }) => (
        <li key={key}>
          <Link
            to={to}
            onClick={onOpen}
            className="group flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <span
              className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tint}`}
            >
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-sm text-slate-500">
                {t(`businesses.details.${label}`)}
              </span>
              <span className="block text-2xl font-semibold text-slate-900">
                {stats ? number.format(stats[key]) : '—'}
              </span>
            </span>
            <ArrowRight
              aria-hidden="true"
              className="size-4 text-slate-400 transition-transform group-hover:translate-x-0.5"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
