import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  ACTIVATION_TOKEN_TTL_SECONDS,
  ADMIN_ROLE,
  REFRESH_TOKEN_TTL_SECONDS,
  RESET_TOKEN_TTL_SECONDS,
  type Account,
  type Language,
  type PagedList,
  type RefreshResponse,
  type SignInResponse,
  type Tokens,
} from '@carta/shared';
import type { Database } from '../../db/client';
import type { AccessTokens } from '../../lib/access-tokens';
import type { Captcha } from '../../lib/captcha';
import { httpError } from '../../lib/http-errors';
import { accountActivationMail } from '../../lib/mail/templates/account-activation';
import type { MailContent } from '../../lib/mail/templates/layout';
import { passwordResetMail } from '../../lib/mail/templates/password-reset';
import { signUpAttemptMail } from '../../lib/mail/templates/sign-up-attempt';
import type { SessionVersions } from '../../plugins/auth';
import { revokeApiTokensOnReset } from '../api-tokens/api-tokens.service';
import type { MailQueue } from '../mail/mail-queue';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { createAccountTokensRepository, type AccountTokenKind } from './account-tokens.repository';
import { createAccountsRepository, type AccountRow } from './accounts.repository';
import { hashOpaqueToken, newOpaqueToken } from './opaque-tokens';
import { createRefreshTokensRepository } from './refresh-tokens.repository';

/** Who is asking: the effective account and the sign-in session (refresh family) of the token. */
export interface Caller {
  accountId: string;
  sessionId: string;
  /** An admin acting as the account: the session is the admin's own. */
  impersonating: boolean;
  /** The session version the caller's access token carries. */
  sessionVersion: number | null;
}

export interface AccountsServiceDeps {
  db: Database;
  /** Public base URL for links in e-mails, without trailing slash. */
  appUrl: string;
  /** Lower-cased. */
  adminEmails: readonly string[];
  accessTokens: AccessTokens;
  /** Told when a password change or reset moves an account's session version. */
  sessionVersions: SessionVersions;
  mailQueue: MailQueue;
  captcha: Captcha;
  log: FastifyBaseLogger;
}

const secondsFrom = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);
const unauthenticated = () => httpError(401, 'notAuthenticated');
const invalidCredentials = () => httpError(401, 'invalidCredentials');
const captchaFailed = () =>
  httpError(400, 'captchaRequired', { fields: { captcha: 'captchaRequired' } });

export function createAccountsService(deps: AccountsServiceDeps) {
  const { db, appUrl, adminEmails, accessTokens, sessionVersions, mailQueue, captcha, log } = deps;
  const accounts = createAccountsRepository(db);
  const refreshTokens = createRefreshTokensRepository(db);
  const accountTokens = createAccountTokensRepository(db);

  const rolesOf = (email: string): string[] => (adminEmails.includes(email) ? [ADMIN_ROLE] : []);

  const toAccount = (row: AccountRow): Account => ({
    id: row.id,
    email: row.email,
    active: row.active,
    roles: rolesOf(row.email),
    created_at: row.createdAt.toISOString(),
  });

  const asLanguage = (value: string): Language => (value === 'es' ? 'es' : 'en');

  async function requireCaptcha(solution: string | undefined, remoteIp: string) {
    if (!(await captcha.verify({ solution, remoteIp }))) throw captchaFailed();
  }

  async function newAccountToken(
    db: Database,
    accountId: string,
    kind: AccountTokenKind,
    ttlSeconds: number,
  ) {
    const token = newOpaqueToken();
    await createAccountTokensRepository(db).insert({
      accountId,
      kind,
      tokenHash: hashOpaqueToken(token),
      expiresAt: secondsFrom(new Date(), ttlSeconds),
    });
    return token;
  }

  /**
   * Queues a mail in `tx`, the transaction that makes the token it carries (docs/architecture.md,
   * "Outgoing mail"): both are stored or neither; the queue's worker sends it after the commit.
   */
  async function queueMail(
    tx: Database,
    to: string,
    content: MailContent,
    links: readonly string[],
  ) {
    await mailQueue.enqueue(tx, { to, ...content, links });
  }

  /** A new activation token and its mail, in one transaction. */
  async function mailActivation(account: Pick<AccountRow, 'id' | 'email'>, language: Language) {
    await db.transaction(async (tx) => {
      const token = await newAccountToken(
        tx,
        account.id,
        'activation',
        ACTIVATION_TOKEN_TTL_SECONDS,
      );
      const link = `${appUrl}/api/accounts/activate/${token}`;
      await queueMail(tx, account.email, accountActivationMail(language, link), [link]);
    });
    mailQueue.wake();
  }

  /** Work still running after its request was answered (see inBackground). */
  const pending = new Set<Promise<void>>();

  /** Runs `task` without making the caller wait; failures are logged. */
  function inBackground(what: string, task: () => Promise<void>) {
    const running: Promise<void> = task()
      .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
      .finally(() => pending.delete(running));
    pending.add(running);
  }

  /**
   * Starts a new refresh family (one per sign-in) or continues one (rotation), at the account's
   * session version. Run it in `tx`, a transaction that holds the account's row (locked for the
   * session, or updated by a password change): a change or reset cannot commit in between, so
   * the tokens are either revoked by it or issued after it (docs/security.md, "Sessions").
   */
  async function issueTokens(
    tx: Database,
    account: AccountRow,
    familyId: string,
  ): Promise<{ roles: string[]; tokens: Tokens }> {
    const refreshToken = newOpaqueToken();
    await createRefreshTokensRepository(tx).insert({
      accountId: account.id,
      familyId,
      tokenHash: hashOpaqueToken(refreshToken),
      expiresAt: secondsFrom(new Date(), REFRESH_TOKEN_TTL_SECONDS),
    });
    const roles = rolesOf(account.email);
    const accessToken = await accessTokens.sign({
      accountId: account.id,
      roles,
      sessionId: familyId,
      sessionVersion: account.sessionVersion,
    });
    return { roles, tokens: { access_token: accessToken, refresh_token: refreshToken } };
  }

  return {
    rolesOf,

    /** Resolves once every piece of background work has finished and the mail it queued was tried. */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
      await mailQueue.drain();
    },

    /** Where the activation link lands: the sign-in page with its notice (docs/product.md §2). */
    signInUrl(activated: boolean): string {
      return `${appUrl}/sign-in?activated=${activated}`;
    },

    /**
     * Answers the same for a new and a registered address (no enumeration): the request does the
     * same work either way (captcha, password hash, one insert) and the mail goes out after the
     * answer. A registered owner is mailed instead: a notice with sign-in and reset links when the
     * account is active, a new activation link when it is not (its password stays unchanged).
     */
    async signUp(
      input: { email: string; password: string; captcha?: string; language: Language },
      remoteIp: string,
    ): Promise<void> {
      await requireCaptcha(input.captcha, remoteIp);
      const passwordHash = await hashPassword(input.password);
      const created = await accounts.insert({
        email: input.email,
        passwordHash,
        language: input.language,
      });
      inBackground('sign-up mail', async () => {
        const account = created ?? (await accounts.findByEmail(input.email));
        if (!account) return;
        const language = created ? input.language : asLanguage(account.language);
        if (!account.active) {
          await mailActivation(account, language);
          return;
        }
        const links = { signIn: `${appUrl}/sign-in`, forgotPassword: `${appUrl}/forgot-password` };
        await queueMail(db, account.email, signUpAttemptMail(language, links), [
          links.signIn,
          links.forgotPassword,
        ]);
        mailQueue.wake();
      });
    },

    /** True when the token was valid; the account is then active. */
    async activate(token: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const accountId = await createAccountTokensRepository(tx).consume(
          'activation',
          hashOpaqueToken(token),
          new Date(),
        );
        if (!accountId) return false;
        await createAccountsRepository(tx).activate(accountId);
        return true;
      });
    },

    /**
     * Silent whatever the outcome (no account enumeration); mails only inactive accounts. The
     * work runs after the answer, so its timing does not tell whether the e-mail is registered.
     */
    async resendActivation(email: string, language?: Language): Promise<void> {
      inBackground('resend activation', async () => {
        const account = await accounts.findByEmail(email);
        if (!account || account.active) return;
        await mailActivation(account, language ?? asLanguage(account.language));
      });
    },

    /**
     * With `captchaRequired` (many failures for the address lately), a request without a valid
     * captcha is refused before the password is checked: a bot learns nothing without solving it.
     */
    async signIn(
      input: { email: string; password: string; captcha?: string },
      options: { captchaRequired: boolean; remoteIp: string },
    ): Promise<SignInResponse> {
      const { email, password } = input;
      if (
        options.captchaRequired &&
        !(await captcha.verify({ solution: input.captcha, remoteIp: options.remoteIp }))
      ) {
        // The code captchaRequired tells the web to show the captcha and send the same sign-in.
        throw captchaFailed();
      }
      const account = await accounts.findByEmail(email);
      if (!account) {
        await verifyAgainstDummy(password);
        throw invalidCredentials();
      }
      if (!(await verifyPassword(account.passwordHash, password))) throw invalidCredentials();
      // Only someone who knows the password learns that the account is not activated yet.
      if (!account.active) {
        throw httpError(401, 'accountNotActivated');
      }
      // Before the new session's refresh family exists: none yet means a first sign-in.
      const firstSignIn = !(await refreshTokens.existsForAccount(account.id));
      const issued = await db.transaction(async (tx) => {
        const locked = await createAccountsRepository(tx).lockForSession(account.id);
        // The password was checked against the hash read above: a change or reset since then
        // moved the version, and that password may be the one it replaced.
        if (locked?.sessionVersion !== account.sessionVersion) return null;
        return issueTokens(tx, locked, randomUUID());
      });
      if (!issued) throw invalidCredentials();
      return {
        account_id: account.id,
        roles: issued.roles,
        tokens: issued.tokens,
        first_sign_in: firstSignIn,
      };
    },

    /**
     * Rotation: each refresh token works once and is replaced by one of the same family.
     * Presenting a spent token means it was copied, so the whole family is revoked.
     */
    async refresh(refreshToken: string): Promise<RefreshResponse> {
      const now = new Date();
      const row = await refreshTokens.findByHash(hashOpaqueToken(refreshToken));
      if (!row || row.revokedAt) throw unauthenticated();
      const outcome = row.usedAt
        ? 'used'
        : await db.transaction(async (tx) => {
            // The account row first: a password change or reset updates it before revoking the
            // sessions, so it waits for this refresh to commit (and then revokes its new token),
            // or this refresh waits for it and finds its token revoked (issue 26 item 10).
            const account = await createAccountsRepository(tx).lockForSession(row.accountId);
            const spent = await createRefreshTokensRepository(tx).spend(row.id, now);
            if (spent !== 'spent') return spent;
            if (row.expiresAt <= now || !account?.active) return 'refused';
            return issueTokens(tx, account, row.familyId);
          });
      if (outcome === 'used') {
        await refreshTokens.revokeFamily(row.familyId, now);
        log.warn(
          { accountId: row.accountId, familyId: row.familyId },
          'refresh token reused; family revoked',
        );
        throw unauthenticated();
      }
      if (outcome === 'revoked' || outcome === 'refused') throw unauthenticated();
      return outcome;
    },

    /**
     * Silent whatever the outcome; the captcha is checked first. Like resendActivation, the
     * lookup, the token and the mail happen after the answer (no enumeration by timing).
     */
    async requestPasswordReset(
      input: { email: string; captcha?: string; language?: Language },
      remoteIp: string,
    ): Promise<void> {
      await requireCaptcha(input.captcha, remoteIp);
      inBackground('password reset request', async () => {
        const account = await accounts.findByEmail(input.email);
        if (!account) return;
        await db.transaction(async (tx) => {
          // Only the newest link works.
          await createAccountTokensRepository(tx).invalidateAll(account.id, 'reset', new Date());
          const token = await newAccountToken(tx, account.id, 'reset', RESET_TOKEN_TTL_SECONDS);
          const link = `${appUrl}/reset-password/${token}`;
          const language = input.language ?? asLanguage(account.language);
          await queueMail(tx, account.email, passwordResetMail(language, link), [link]);
        });
        mailQueue.wake();
      });
    },

    /**
     * Whether a reset link still works, before its form is filled; spends nothing. Unknown, used
     * and expired tokens get the same answer as a failed reset (400 invalidToken).
     */
    async checkResetToken(token: string): Promise<void> {
      if (!(await accountTokens.isUsable('reset', hashOpaqueToken(token), new Date()))) {
        throw httpError(400, 'invalidToken');
      }
    },

    /**
     * Sets the password from a reset link and ends every session: refresh tokens, access tokens
     * (the session version moves) and personal API tokens (docs/security.md, "Sessions"). The
     * link proves control of the mailbox, so a not yet activated account is activated too.
     */
    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const done = await db.transaction(async (tx) => {
        const now = new Date();
        const tokens = createAccountTokensRepository(tx);
        const accountId = await tokens.consume('reset', hashOpaqueToken(token), now);
        if (!accountId) return null;
        // The account row first (see refresh): sessions issued before are then all revoked.
        const version = await createAccountsRepository(tx).setPassword(accountId, passwordHash, {
          activate: true,
        });
        if (version === null) return null;
        await tokens.invalidateAll(accountId, 'reset', now);
        await createRefreshTokensRepository(tx).revokeAllForAccount(accountId, now);
        await revokeApiTokensOnReset(tx, accountId, now);
        return { accountId, version };
      });
      if (!done) throw httpError(400, 'invalidToken');
      sessionVersions.moved(done.accountId, done.version);
    },

    /**
     * Ends every session of the account, the caller's included, and answers the caller's session
     * new tokens (same refresh family), so that it stays signed in. Personal API tokens are kept:
     * the caller is signed in and knew the password. An admin impersonating gets no tokens: the
     * owner's sessions all end and the admin's own session is not the owner's.
     */
    async changePassword(
      caller: Caller,
      currentPassword: string,
      newPassword: string,
    ): Promise<Tokens | undefined> {
      const account = await accounts.findById(caller.accountId);
      if (!account) throw unauthenticated();
      // A change or reset since the request was authenticated ended the caller's session.
      if (!caller.impersonating && caller.sessionVersion !== account.sessionVersion) {
        throw unauthenticated();
      }
      if (!(await verifyPassword(account.passwordHash, currentPassword))) {
        throw httpError(400, 'currentPasswordIncorrect', {
          fields: { password: 'currentPasswordIncorrect' },
        });
      }
      const passwordHash = await hashPassword(newPassword);
      const done = await db.transaction(async (tx) => {
        // Only over the password just checked: a change or reset in between moved the version.
        const version = await createAccountsRepository(tx).setPassword(account.id, passwordHash, {
          expectedVersion: account.sessionVersion,
        });
        if (version === null) return null;
        await createRefreshTokensRepository(tx).revokeAllForAccount(account.id, new Date());
        if (caller.impersonating) return { version, tokens: undefined };
        const issued = await issueTokens(
          tx,
          { ...account, sessionVersion: version },
          caller.sessionId,
        );
        return { version, tokens: issued.tokens };
      });
      if (!done) throw unauthenticated();
      sessionVersions.moved(account.id, done.version);
      return done.tokens;
    },

    async me(accountId: string): Promise<Account> {
      const account = await accounts.findById(accountId);
      if (!account) throw unauthenticated();
      return toAccount(account);
    },

    async list(page: number, itemsPerPage: number): Promise<PagedList<Account>> {
      const { rows, total } = await accounts.list({
        offset: (page - 1) * itemsPerPage,
        limit: itemsPerPage,
      });
      return {
        items: rows.map(toAccount),
        pagination: { page, items_per_page: itemsPerPage, total },
      };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
