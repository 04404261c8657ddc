import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { selectedBusiness } from './selected-business';
import { storageKeys } from './storage-keys';
import { createStoredValue, useStoredValue } from './stored-value';

/** The account an admin is impersonating; kept in session storage so it ends with the tab. */
const impersonated = createStoredValue(() => sessionStorage, storageKeys.impersonate);
const impersonatedEmail = createStoredValue(() => sessionStorage, storageKeys.impersonateEmail);

export function getImpersonatedAccountId(): string | null {
  return impersonated.get() || null;
}

export function startImpersonation(accountId: string, email?: string): void {
  selectedBusiness.remove();
  if (email) impersonatedEmail.set(email);
  else impersonatedEmail.remove();
  impersonated.set(accountId);
}

/** docs/product.md §4: stopping clears the impersonated account and the selected business. */
export function stopImpersonation(): void {
  clearImpersonation();
  selectedBusiness.remove();
}

export function useImpersonatedAccountId(): string | null {
  return useStoredValue(impersonated) || null;
}

/** How the banner names the impersonated account: its e-mail, or its id when that is unknown. */
export function useImpersonatedAccountName(): string | null {
  const email = useStoredValue(impersonatedEmail);
  const id = useImpersonatedAccountId();
  return id && (email || id);
}

/** Forgets the impersonated account only (used on sign-out). */
export function clearImpersonation(): void {
  impersonated.remove();
  impersonatedEmail.remove();
}

/**
 * Start and stop as the screens do them (docs/product.md §4): cached data belongs to the previous account, so
 * every query is reset (active ones, such as the businesses, load again) before navigating.
 */
export function useImpersonationActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      start(accountId: string, email?: string) {
        startImpersonation(accountId, email);
        void queryClient.resetQueries();
        void navigate('/dashboard');
      },
      stop() {
        stopImpersonation();
        void queryClient.resetQueries();
        void navigate('/admin/accounts');
      },
    }),
    [queryClient, navigate],
  );
}
