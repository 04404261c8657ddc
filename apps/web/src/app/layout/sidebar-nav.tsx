import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { useNavItems, type NavItem } from './use-nav-items';

function NavList({
  items,
  collapsed,
  onNavigate,
}: {
  items: NavItem[];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  return (
    <ul className="flex flex-col gap-1">
      {items.map(({ to, label, icon: Icon, end }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            onClick={onNavigate}
            title={collapsed ? label : undefined}
            className={({ isActive }) =>
              cn(
                'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                collapsed && 'justify-center px-0',
                isActive
                  ? 'bg-brand-50 text-brand-700'
                  : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
              )
            }
          >
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            <span className={cn('truncate', collapsed && 'sr-only')}>{label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The navigation shared by the desktop sidebar and the mobile drawer. */
export function SidebarNav({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { main, business } = useNavItems();

  return (
    <nav aria-label={t('nav.main')} className="flex flex-col gap-6">
      <NavList items={main} collapsed={collapsed} onNavigate={onNavigate} />
      {business.length > 0 && (
        <div className="flex flex-col gap-2">
          <h2
            className={cn(
              'px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase',
              collapsed && 'sr-only',
            )}
          >
            {t('nav.businessSection')}
          </h2>
          <NavList items={business} collapsed={collapsed} onNavigate={onNavigate} />
        </div>
      )}
    </nav>
  );
}
