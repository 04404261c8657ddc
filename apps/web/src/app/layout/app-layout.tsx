import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { BusinessSelectorPlaceholder } from './business-selector-placeholder';
import { ImpersonationBanner } from './impersonation-banner';
import { MobileNav } from './mobile-nav';
import { Sidebar } from './sidebar';
import { useDrawerState } from './use-drawer-state';
import { UserMenu } from './user-menu';

/** Frame of every signed-in screen: sidebar, top bar with breadcrumbs and user menu, content. */
export function AppLayout({
  businessSelector = <BusinessSelectorPlaceholder />,
  currentBusiness,
}: {
  businessSelector?: ReactNode;
  /** Under the top bar on phones: the selected business, given a way to open the drawer. */
  currentBusiness?: (openDrawer: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const drawer = useDrawerState();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-white px-4 py-2 text-sm font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('nav.skipToContent')}
      </a>
      <div className="flex flex-1">
        <Sidebar businessSelector={businessSelector} />
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="sticky top-0 z-30">
            <ImpersonationBanner />
            <header className="flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur md:px-8">
              <MobileNav businessSelector={businessSelector} {...drawer} />
              <div className="min-w-0 flex-1">
                <Breadcrumbs />
              </div>
              <UserMenu />
            </header>
            {currentBusiness?.(() => drawer.setOpen(true))}
          </div>
          <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none md:px-8 md:py-8">
            <Outlet />
          </main>
        </div>
      </div>
    </div>
  );
}
