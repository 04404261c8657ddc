import { SessionUserSchema, type SessionUser } from '@carta/shared';

/**
 * Validates stored session data. Kept in its own module so the schema library is fetched in a
 * separate chunk at start-up instead of weighing on the first download.
 */
export function parseSessionUser(value: unknown): SessionUser | null {
  const parsed = SessionUserSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
