import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import { cn } from '@/lib/utils';
import { SidebarNav } from './sidebar-nav';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

/** Desktop sidebar (md and up), collapsible to icons. */
export function Sidebar({ businessSelector }: { businessSelector: ReactNode }) {
  const { t } = useTranslation();
  const [collapsed, toggle] = useSidebarCollapsed();
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;

  return (
    <aside
      data-collapsed={collapsed}
      className={cn(
        'sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200 md:flex',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <div
        className={cn(
          'flex h-16 items-center border-b border-slate-200',
          collapsed ? 'justify-center' : 'px-4',
        )}
      >
        <Link
          to="/dashboard"
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Logo showName={!collapsed} />
        </Link>
      </div>
      <div
        className={cn(
          'flex flex-1 flex-col gap-6 overflow-y-auto py-4',
          collapsed ? 'px-3' : 'px-4',
        )}
      >
        {!collapsed && businessSelector}
        <SidebarNav collapsed={collapsed} />
      </div>
      <div className={cn('border-t border-slate-200 p-3', collapsed && 'flex justify-center')}>
        <button
          type="button"
          onClick={toggle}
          aria-label={collapsed ? t('nav.expandSidebar') : t('nav.collapseSidebar')}
          aria-expanded={!collapsed}
          title={collapsed ? t('nav.expandSidebar') : undefined}
          className={cn(
            'flex h-10 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            collapsed ? 'justify-center' : 'w-full',
          )}
        >
          <ToggleIcon aria-hidden="true" className="size-5 shrink-0" />
          {!collapsed && <span>{t('nav.collapseSidebar')}</span>}
        </button>
      </div>
    </aside>
  );
}
