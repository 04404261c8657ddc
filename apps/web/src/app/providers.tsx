import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
import type { SessionStore } from '@/lib/session';
import { SessionProvider } from '@/lib/session-context';

// Toasts raised before this loads wait in the toast store.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** App-wide context: data cache, translations, session and toasts. */
export function Providers({
  children,
  queryClient = defaultQueryClient,
  sessionStore,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  sessionStore?: SessionStore;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <SessionProvider store={sessionStore}>
          {children}
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </SessionProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
