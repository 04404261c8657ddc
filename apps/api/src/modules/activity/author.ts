import type { RequestAuth } from '../../plugins/auth';

/** Who makes a write: the account acted as, and the impersonating admin if any. */
export interface Author {
  accountId: string;
  /** The admin who acted while impersonating, else null. */
  actorId: string | null;
  /** The personal API token the write was made with (docs/integrations.md); absent or null in the app. */
  apiTokenId?: string | null;
}

/**
 * The author of a write made by the caller: the owner, an admin impersonating the owner, or the
 * owner through one of their API tokens.
 */
export function activityAuthor(auth: RequestAuth): Author {
  return {
    accountId: auth.accountId,
    actorId: auth.impersonating ? auth.actorId : null,
    apiTokenId: auth.apiToken?.id ?? null,
  };
}
