import type { RequestAuth } from '../../plugins/auth';

/** Who makes a write: the account acted as, and the impersonating admin if any. */
export interface Author {
  accountId: string;
  /** The admin who acted while impersonating, else null. */
  actorId: string | null;
}

/** The author of a write made by the caller: the owner, or an admin impersonating the owner. */
export function activityAuthor(auth: RequestAuth): Author {
  return { accountId: auth.accountId, actorId: auth.impersonating ? auth.actorId : null };
}
