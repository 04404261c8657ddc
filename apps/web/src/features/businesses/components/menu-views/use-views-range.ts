import { useQuery } from '@tanstack/react-query';
import {
  lastDaysEnding,
  MENU_VIEWS_DEFAULT_DAYS,
  menuViewsPeriodOf,
  type MenuViewsPeriod,
  type MenuViewsRange,
} from '@carta/shared';
import { useToday } from '@/hooks/use-today';
import { storageKeys } from '@/lib/storage-keys';
import { createStoredValue, useStoredValue } from '@/lib/stored-value';
import { selectableBusinessesQueryOptions } from '../../api/get-businesses';

const periodStore = createStoredValue(() => localStorage, storageKeys.menuViewsPeriod);

const choosePeriod = (days: MenuViewsPeriod) => periodStore.set(String(days));

/**
 * The days the views panel shows (one of MENU_VIEWS_PERIODS), remembered in this browser so the
 * dashboard and the business page agree (docs/product.md §3 "Local settings").
 */
export function useViewsPeriod(): [number, (days: MenuViewsPeriod) => void] {
  return [menuViewsPeriodOf(useStoredValue(periodStore)) ?? MENU_VIEWS_DEFAULT_DAYS, choosePeriod];
}

/**
 * The last `days` days ending today in the business's time zone, which the owner's business list
 * (already loaded for the selector) holds. Null while that list loads; a business it lacks, or a
 * list that failed, falls back to the browser's zone (the answer's own from/to are what is shown).
 */
export function useViewsRange(businessId: string | null, days: number): MenuViewsRange | null {
  const businesses = useQuery({
    ...selectableBusinessesQueryOptions(),
    enabled: businessId !== null,
  });
  const business = businesses.data?.find((candidate) => candidate.id === businessId);
  const timeZone = business?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  // Kept current, so a panel left open overnight asks for the new day's range.
  const today = useToday(timeZone);
  if (businessId === null) return null;
  if (!business && businesses.isPending) return null;
  return lastDaysEnding(today, days);
}
