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
    // Three across even on a phone: stacked, they pushed the rest of the page a screen down.
    <ul className="grid grid-cols-3 gap-2 sm:gap-3">
      {cards.map(({ key, label, to, icon: Icon, tint }) => (
        <li key={key}>
          <Link
            to={to}
            onClick={onOpen}
            className="group flex h-full flex-col items-center gap-1.5 rounded-xl border border-slate-200 bg-white p-3 text-center shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:flex-row sm:gap-3 sm:p-4 sm:text-left"
          >
            <span
              className={`flex size-8 shrink-0 items-center justify-center rounded-lg sm:size-10 ${tint}`}
            >
              <Icon aria-hidden="true" className="size-4 sm:size-5" />
            </span>
            <span className="w-full min-w-0 sm:flex-1">
              <span className="block truncate text-xs text-slate-500 sm:text-sm">
                {t(`businesses.details.${label}`)}
              </span>
              <span className="block text-xl font-semibold text-slate-900 sm:text-2xl">
                {stats ? number.format(stats[key]) : '—'}
              </span>
            </span>
            <ArrowRight
              aria-hidden="true"
              className="hidden size-4 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 sm:block"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
