import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SignJWT, decodeJwt } from 'jose';
import {
  ADMIN_ROLE,
  IMPERSONATION_HEADER,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@carta/shared';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../helpers/app';
import { createOwner, type Owner, PASSWORD, uniqueEmail } from '../../helpers/sessions';
import { createMailQueueRepository } from '../../../src/modules/mail/mail-queue.repository';
import {
  apiTokens as apiTokensTable,
  outgoingMail,
  webhookDeliveries,
  webhookEndpoints,
} from '../../../src/db/schema';
import {
  createBusiness,
  createCategory,
  createMenu,
  createProduct,
  uploadImage,
} from '../../helpers/fixtures';

/** Everything one owner has: a business with a product (with an image) in a category in a menu. */
export interface OwnerWorld extends Owner {
  token: string;
  password: string;
  business: string;
  product: string;
  category: string;
  menu: string;
  /** The menu's readable address segment (docs/product.md, "Readable addresses"). */
  menuSlug: string;
  /** An uploaded image's stored name. */
  file: string;
  /** A mail to this owner the mail server refused for good (what an admin may send again). */
  mail: string;
  /** The id of a personal API token of this owner (what the owner may revoke). */
  apiToken: string;
  /** This owner's personal API tokens (docs/integrations.md), as callers. */
  apiTokens: { read: string; write: string; revoked: string };
  /** A webhook endpoint of the business, and a failed delivery to it (what the owner may re-send). */
  webhook: string;
  webhookDelivery: string;
  /** Texts that only this owner's data contains, to detect them in another's answers. */
  secrets: string[];
}

export interface World {
  t: TestApp;
  /** The victim: every refused cell aims at A's ids. */
  a: OwnerWorld;
  /** Another owner, signed in. */
  b: OwnerWorld;
  /** An account in ADMIN_EMAILS, signed in, and one of its write API tokens. */
  admin: Owner & { token: string; apiToken: string };
}

async function failedMail(t: TestApp, to: string): Promise<string> {
  const mails = createMailQueueRepository(t.app.db);
  await mails.insert(
    { to, subject: 'Refused', text: 'Refused', html: '<p>Refused</p>', links: [] },
    new Date(),
  );
  const [row] = await t.app.db
    .update(outgoingMail)
    .set({ state: 'failed', lastError: '550 no such user' })
    .where(eq(outgoingMail.toAddress, to))
    .returning({ id: outgoingMail.id });
  return row!.id;
}

async function failedWebhook(t: TestApp, businessId: string, label: string) {
  const [endpoint] = await t.app.db
    .insert(webhookEndpoints)
    .values({
      businessId,
      url: `https://${label.toLowerCase()}.example.com/hooks`,
      secret: `whsec_${label}SigningSecret`,
      events: ['menu.changed'],
    })
    .returning({ id: webhookEndpoints.id });
  const id = randomUUID();
  await t.app.db.insert(webhookDeliveries).values({
    id,
    endpointId: endpoint!.id,
    businessId,
    event: 'menu.changed',
    payload: { id },
    state: 'failed',
    attempts: 3,
    lastStatus: 500,
    giveUpAt: new Date(),
  });
  return { webhook: endpoint!.id, webhookDelivery: id };
}

async function ownerWorld(t: TestApp, label: string): Promise<OwnerWorld> {
  const owner = await createOwner(t, uniqueEmail(label.toLowerCase()));
  const file = await uploadImage(t, owner);
  const business = await createBusiness(t, owner, { name: `${label} Bistro`, logo: file });
  const product = await createProduct(t, owner, business.id, {
    name: `${label} Secret Dish`,
    description: `${label} private recipe`,
    image: file,
  });
  const category = await createCategory(t, owner, business.id, {
    name: `${label} Specials`,
    products: [{ id: product.id }],
  });
  const menuSlug = `${label.toLowerCase()}-dinner`;
  const menu = await createMenu(t, owner, business.id, {
    name: `${label} Dinner`,
    slug: menuSlug,
    categories: [{ id: category.id }],
  });
  const token = owner.headers.authorization!.replace(/^Bearer /, '');
  const mail = await failedMail(t, owner.email);
  const spare = await createApiToken(t, owner, `${label} Deploy key`, 'read');
  const revoked = await createApiToken(t, owner, `${label} Old key`, 'write');
  await t.app.inject({
    method: 'DELETE',
    url: `/api/accounts/api-tokens/${revoked.id}`,
    headers: owner.headers,
  });
  const apiTokens = {
    read: (await createApiToken(t, owner, `${label} Reader`, 'read')).token,
    write: (await createApiToken(t, owner, `${label} Writer`, 'write')).token,
    revoked: revoked.token,
  };
  const { webhook, webhookDelivery } = await failedWebhook(t, business.id, label);
  return {
    ...owner,
    token,
    password: PASSWORD,
    business: business.id,
    product: product.id,
    category: category.id,
    menu: menu.id,
    menuSlug,
    file,
    mail,
    apiToken: spare.id,
    apiTokens,
    webhook,
    webhookDelivery,
    secrets: [
      spare.id,
      `${label} Deploy key`,
      `whsec_${label}SigningSecret`,
      owner.id,
      owner.email,
      business.id,
      product.id,
      category.id,
      menu.id,
      file,
      `${label} Secret Dish`,
      `${label} private recipe`,
    ],
  };
}

/** A fresh app with owners A and B (each with a full catalogue) and an admin. */
export async function createWorld(): Promise<World> {
  const adminEmail = uniqueEmail('admin');
  // Menu views are not written on a timer here (flushed by hand only): a flush would change
  // menu_view_days in the background while the cells compare snapshots. tests/stats cover views.
  const t = await createTestApp({
    env: { ADMIN_EMAILS: adminEmail },
    menuViews: { flushIntervalMs: 0 },
  });
  // A stand-in web build, so page routes answer as in production rather than 503 "not built".
  await mkdir(t.config.webDistDir, { recursive: true });
  await writeFile(join(t.config.webDistDir, 'index.html'), '<!doctype html><title>Carta</title>');
  const a = await ownerWorld(t, 'Alice');
  const b = await ownerWorld(t, 'Mallory');
  const admin = await createOwner(t, adminEmail);
  const adminToken = await createApiToken(t, admin, 'Admin script', 'write');
  await quietLastUse(t);
  // Webhook deliveries are not sent here: the worker would change their rows in the background
  // while the cells compare snapshots. tests/webhooks cover delivery.
  await t.app.webhookQueue.stop();
  return {
    t,
    a,
    b,
    admin: {
      ...admin,
      token: admin.headers.authorization!.replace(/^Bearer /, ''),
      apiToken: adminToken.token,
    },
  };
}

async function createApiToken(t: TestApp, owner: Owner, name: string, scope: ApiTokenScope) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/api-tokens',
    headers: owner.headers,
    payload: { name, scope },
  });
  if (response.statusCode !== 201) throw new Error(`API token: ${response.body}`);
  return response.json() as CreatedApiToken;
}

/**
 * A token's use is recorded (last_used_at) at most once a minute; marked "used" a day ahead, the
 * tokens of the world write nothing while the matrix runs, so its snapshots see only the cells.
 */
async function quietLastUse(t: TestApp) {
  await t.app.db.update(apiTokensTable).set({ lastUsedAt: new Date(Date.now() + 86_400_000) });
}

const key = (secret: string) => new TextEncoder().encode(secret);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Claims like the server's: the account, its roles and a session. */
function claimsOf(accountId: string, roles: string[]) {
  return { sub: accountId, roles, sid: randomUUID() };
}

/**
 * Tokens that must never authenticate, each named. They claim to be `victim` (and an admin, so a
 * forgery would also pass admin routes); `tamperFrom` is a real token whose payload is swapped.
 */
export async function badTokens(victimId: string, tamperFrom: string) {
  const claims = claimsOf(victimId, [ADMIN_ROLE]);
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(key(TEST_JWT_SECRET));
  const wrongSecret = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(key(`${TEST_JWT_SECRET}-not-ours`));
  const payload = { ...claims, iat: now, exp: now + 600 };
  const algNone = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
  const [header, , signature] = tamperFrom.split('.');
  const tampered = `${header}.${b64({ ...decodeJwt(tamperFrom), sub: victimId, roles: [ADMIN_ROLE] })}.${signature}`;
  return {
    'expired token': expired,
    'forged token (wrong secret)': wrongSecret,
    'forged token (alg none)': algNone,
    'forged token (tampered payload)': tampered,
    'malformed token': 'not.a.jwt',
  } as const;
}

export const bearerOf = (token: string) => ({ authorization: `Bearer ${token}` });
export const impersonating = (accountId: string) => ({ [IMPERSONATION_HEADER]: accountId });
