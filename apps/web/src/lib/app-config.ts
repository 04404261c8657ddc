import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PublicConfigSchema,
  menuPath,
  placePath,
  type Addressable,
  type PublicConfig,
} from '@carta/shared';
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

const withoutTrailingSlash = (appUrl: string) => appUrl.replace(/\/+$/, '');

/** A menu with the business it belongs to, as its public address needs them. */
export type AddressableMenu = Addressable & { business: Addressable };

/**
 * A menu's public address: APP_URL/m/<business slug or id>/<menu slug>, or APP_URL/m/<menu id>
 * without a menu slug (docs/product.md, "Readable addresses").
 */
export const menuPublicUrl = (appUrl: string, menu: AddressableMenu): string =>
  `${withoutTrailingSlash(appUrl)}${menuPath(menu, menu.business)}`;

/** A business's public page, the one address for all its menus: APP_URL/b/<slug or id>. */
export const placePublicUrl = (appUrl: string, business: Addressable): string =>
  `${withoutTrailingSlash(appUrl)}${placePath(business)}`;

/** APP_URL, or this page's origin while the config loads or when it cannot be loaded. */
export function useAppUrl(): string {
  const { data } = useAppConfig();
  return data?.app_url ?? window.location.origin;
}

/** The public address of a menu, as share links and QR codes use it. */
export function useMenuPublicUrl(menu: AddressableMenu): string {
  return menuPublicUrl(useAppUrl(), menu);
}

/** The public address of a business's page, as its share link and QR code use it. */
export function usePlacePublicUrl(business: Addressable): string {
  return placePublicUrl(useAppUrl(), business);
}
