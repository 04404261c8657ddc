import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicConfigSchema, type PublicConfig } from '@carta/shared';
import { api } from './api-client';

/** GET /api/config (public): APP_URL, where share links and QR codes point, and the support address. */
export async function getAppConfig(signal?: AbortSignal): Promise<PublicConfig> {
  const config = PublicConfigSchema.parse(await api.get('/config', { skipAuth: true, signal }));
  return { ...config, app_url: config.app_url.replace(/\/+$/, '') };
}

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['app', 'config'],
    queryFn: ({ signal }) => getAppConfig(signal),
    // Fixed for the server's lifetime.
    staleTime: Number.POSITIVE_INFINITY,
    // Screens fall back to the page's own address.
    meta: { errorToast: false },
  });

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}

/**
 * SUPPORT_EMAIL, where "Contact us" writes to: server configuration read at run time from
 * GET /api/config (never built into the app). Null until it is known.
 */
export function useSupportEmail(): string | null {
  const { data } = useAppConfig();
  return data?.support_email ?? null;
}

/** A menu's stable public address: APP_URL/m/:menuId. */
export const menuPublicUrl = (appUrl: string, menuId: string): string =>
  `${appUrl.replace(/\/+$/, '')}/m/${encodeURIComponent(menuId)}`;

/** A business's public page, the one address for all its menus: APP_URL/b/:businessId. */
export const placePublicUrl = (appUrl: string, businessId: string): string =>
  `${appUrl.replace(/\/+$/, '')}/b/${encodeURIComponent(businessId)}`;

/** APP_URL, or this page's origin while the config loads or when it cannot be loaded. */
export function useAppUrl(): string {
  const { data } = useAppConfig();
  return data?.app_url ?? window.location.origin;
}

/** The public address of a menu, as share links and QR codes use it. */
export function useMenuPublicUrl(menuId: string): string {
  return menuPublicUrl(useAppUrl(), menuId);
}

/** The public address of a business's page, as its share link and QR code use it. */
export function usePlacePublicUrl(businessId: string): string {
  return placePublicUrl(useAppUrl(), businessId);
}
