/**
 * The whole Carta data model (docs/architecture.md §6), one schema for PGlite and PostgreSQL.
 * `npm run db:generate -w @carta/api` turns changes into a new SQL migration in ./migrations.
 *
 * Tenant rule: a category only holds products of its own business and a menu only categories of
 * its own business. The join tables carry business_id and reference (id, business_id) of both
 * sides through composite foreign keys, so the database itself rejects a cross-business link.
 *
 * This file is also loaded by drizzle-kit outside the app bundle, so it imports @carta/shared for
 * types only.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ALLERGENS,
  CONTENT_LANGUAGES,
  DEFAULT_CONTENT_LANGUAGE,
  DEFAULT_CURRENCY,
  DEFAULT_TIME_ZONE,
  DIETARY_LABELS,
  LIMITS,
  MAIL_STATES,
  API_TOKEN_REVOKED_REASONS,
  API_TOKEN_SCOPES,
  VIEW_DEVICES,
  VIEW_SOURCES,
  WEBHOOK_DELIVERY_STATES,
  WEBHOOK_EVENTS,
  type ActivityAction,
  type Allergen,
  type ContentLanguage,
  type DietaryLabel,
  type EntityType,
  type Language,
  type MailState,
  type ApiTokenRevokedReason,
  type ApiTokenScope,
  type ViewDevice,
  type ViewSource,
  type WebhookDeliveryEvent,
  type WebhookDeliveryState,
  type WebhookEvent,
  type OpeningRange,
  type Theme,
  type Translations,
  type Variant,
} from '@carta/shared';

const CONTENT_LANGUAGE_LIST = sql.raw(CONTENT_LANGUAGES.map((l) => `'${l}'`).join(', '));

/** Texts in the business's other languages, `{ fr: { name } }` (migration 0005). */
const translations = <F extends string>() =>
  jsonb('translations').$type<Translations<F>>().notNull().default({});
const translationsCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`jsonb_typeof(${column}) = 'object'`);

/** A readable address segment: the shared slug rule, kept by the database too (migration 0006). */
const slugCheck = (name: string, column: AnyPgColumn) =>
  check(
    name,
    sql`char_length(${column}) BETWEEN ${sql.raw(String(LIMITS.slugMin))} AND ${sql.raw(String(LIMITS.slugMax))} AND ${column} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`,
  );

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Null until the first update: the UI shows "updated" only when it is present. */
const updatedAt = () => timestamp('updated_at', { withTimezone: true });

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    /** Always stored lower-cased (checked), so the unique constraint is case-insensitive. */
    email: text('email').notNull().unique('accounts_email_unique'),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(false),
    /** DEFAULT_LANGUAGE, written out: drizzle-kit loads this file without building @carta/shared. */
    language: text('language').$type<Language>().notNull().default('en'),
    /**
     * Moves on (+1) with every password change and reset; access tokens carry the version they
     * were issued under and are refused once it has moved (docs/security.md, "Sessions").
     */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('accounts_email_lower_check', sql`${t.email} = lower(${t.email})`)],
);

/** Single-use activation and password-reset tokens; only a hash of the token is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['activation', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique('account_tokens_token_hash_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_tokens_account_id_idx').on(t.accountId),
    check('account_tokens_kind_check', sql`${t.kind} in ('activation', 'reset')`),
  ],
);

/** Rotating refresh tokens; reuse of a used token revokes its whole family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('refresh_tokens_token_hash_unique'),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_account_id_idx').on(t.accountId),
    index('refresh_tokens_family_id_idx').on(t.familyId),
  ],
);

export const businesses = pgTable(
  'businesses',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Its readable address `/b/<slug>`, or null (migration 0006; former ones: businessSlugs). */
    slug: text('slug'),
    /** Opaque stored file name (files.name). */
    logo: text('logo'),
    phone: text('phone'),
    website: text('website'),
    instagram: text('instagram'),
    facebook: text('facebook'),
    twitter: text('twitter'),
    whatsapp: text('whatsapp'),
    /**
     * Bumped by database triggers on every write to the business, its products, categories,
     * menus and their links (migration 0001): the public menu cache compares it to know when a
     * rendered menu is stale, whichever server process made the change.
     */
    contentVersion: bigint('content_version', { mode: 'number' }).notNull().default(0),
    /** ISO 4217 code of the business's prices (migration 0003). */
    currency: text('currency').notNull().default(DEFAULT_CURRENCY),
    /** Whether the public menu lists sold-out products (greyed, last) or leaves them out. */
    showSoldOut: boolean('show_sold_out').notNull().default(true),
    /** IANA zone its menus' hours are in (migration 0004). */
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    /** The language its menus are written in; the others are translations (migration 0005). */
    primaryLanguage: text('primary_language')
      .$type<ContentLanguage>()
      .notNull()
      .default(DEFAULT_CONTENT_LANGUAGE),
    otherLanguages: text('other_languages')
      .array()
      .$type<ContentLanguage[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * True while a catalogue import is still writing the business in short steps: every read
     * leaves it out until the import's last step clears it (migration 0010; docs/security.md,
     * "Imports"). Abandoned ones are swept by age (created_at).
     */
    importPending: boolean('import_pending').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('businesses_owner_id_created_at_idx').on(t.ownerId, t.createdAt),
    index('businesses_import_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.importPending}`),
    unique('businesses_slug_unique').on(t.slug),
    slugCheck('businesses_slug_check', t.slug),
    check('businesses_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      'businesses_languages_check',
      sql`${t.primaryLanguage} = ANY (ARRAY[${CONTENT_LANGUAGE_LIST}]::text[]) AND ${t.otherLanguages} <@ ARRAY[${CONTENT_LANGUAGE_LIST}]::text[]`,
    ),
  ],
);

const businessId = () =>
  uuid('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' });

export const products = pgTable(
  'products',
  {
    id: id(),
    businessId: businessId(),
    name: text('name').notNull(),
    description: text('description'),
    /** numeric(10,2): both drivers return it as a decimal string such as "12.50". */
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    image: text('image'),
    enabled: boolean('enabled').notNull().default(true),
    /** Null: not declared (guests are told so); '{}': contains none of the 14. */
    allergens: text('allergens').array().$type<Allergen[]>(),
    dietary: text('dietary')
      .array()
      .$type<DietaryLabel[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    soldOut: boolean('sold_out').notNull().default(false),
    /**
     * Named sizes in order, each `{ name, price }` with the price as exact decimal text ("4.50");
     * `[]` for one price. With sizes, `price` holds the lowest of them.
     */
    variants: jsonb('variants').$type<Variant[]>().notNull().default([]),
    translations: translations<'name' | 'description'>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('products_id_business_id_unique').on(t.id, t.businessId),
    check(
      'products_allergens_check',
      sql`${t.allergens} <@ ARRAY[${sql.raw(ALLERGENS.map((a) => `'${a}'`).join(', '))}]::text[]`,
    ),
    check(
      'products_dietary_check',
      sql`${t.dietary} <@ ARRAY[${sql.raw(DIETARY_LABELS.map((d) => `'${d}'`).join(', '))}]::text[]`,
    ),
    check(
      'products_variants_check',
      sql`jsonb_typeof(${t.variants}) = 'array' AND jsonb_array_length(${t.variants}) <= ${sql.raw(String(LIMITS.variantsMax))}`,
    ),
    translationsCheck('products_translations_check', t.translations),
    index('products_business_id_created_at_idx').on(t.businessId, t.createdAt),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check('products_price_check', sql`${t.price} >= 0`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    businessId: businessId(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    translations: translations<'name'>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    translationsCheck('categories_translations_check', t.translations),
    unique('categories_id_business_id_unique').on(t.id, t.businessId),
    index('categories_business_id_created_at_idx').on(t.businessId, t.createdAt),
    index('categories_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** Ordered products of a category; deleting either side removes the link. */
export const categoryProducts = pgTable(
  'category_products',
  {
    categoryId: uuid('category_id').notNull(),
    productId: uuid('product_id').notNull(),
    businessId: uuid('business_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ name: 'category_products_pk', columns: [t.categoryId, t.productId] }),
    foreignKey({
      name: 'category_products_category_fk',
      columns: [t.categoryId, t.businessId],
      foreignColumns: [categories.id, categories.businessId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'category_products_product_fk',
      columns: [t.productId, t.businessId],
      foreignColumns: [products.id, products.businessId],
    }).onDelete('cascade'),
    index('category_products_product_id_idx').on(t.productId),
  ],
);

export const menus = pgTable(
  'menus',
  {
    id: id(),
    businessId: businessId(),
    name: text('name').notNull(),
    /** Its readable address `/m/<business>/<slug>`, or null (migration 0006). */
    slug: text('slug'),
    theme: jsonb('theme').$type<Theme>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Opening hours in the business's zone; [] = always available (migration 0004). */
    hours: jsonb('hours').$type<OpeningRange[]>().notNull().default([]),
    translations: translations<'name'>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'menus_hours_check',
      sql`jsonb_typeof(${t.hours}) = 'array' AND jsonb_array_length(${t.hours}) <= ${sql.raw(String(LIMITS.openingRangesMax))}`,
    ),
    translationsCheck('menus_translations_check', t.translations),
    unique('menus_id_business_id_unique').on(t.id, t.businessId),
    unique('menus_business_id_slug_unique').on(t.businessId, t.slug),
    slugCheck('menus_slug_check', t.slug),
    index('menus_business_id_created_at_idx').on(t.businessId, t.createdAt),
    index('menus_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/**
 * Every slug a business has held, the current one included: a former address keeps leading to
 * it (a printed QR code never breaks), and no other business can take it (docs/product.md,
 * "Readable addresses"). Freed only when the business is deleted.
 */
export const businessSlugs = pgTable(
  'business_slugs',
  {
    slug: text('slug').primaryKey(),
    businessId: businessId(),
    createdAt: createdAt(),
  },
  (t) => [
    index('business_slugs_business_id_idx').on(t.businessId),
    slugCheck('business_slugs_slug_check', t.slug),
  ],
);

/** Every slug a menu has held, unique within its business; freed when the menu is deleted. */
export const menuSlugs = pgTable(
  'menu_slugs',
  {
    businessId: uuid('business_id').notNull(),
    slug: text('slug').notNull(),
    menuId: uuid('menu_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'menu_slugs_pk', columns: [t.businessId, t.slug] }),
    foreignKey({
      name: 'menu_slugs_menu_fk',
      columns: [t.menuId, t.businessId],
      foreignColumns: [menus.id, menus.businessId],
    }).onDelete('cascade'),
    index('menu_slugs_menu_id_idx').on(t.menuId),
    slugCheck('menu_slugs_slug_check', t.slug),
  ],
);

/** Ordered categories of a menu; deleting either side removes the link. */
export const menuCategories = pgTable(
  'menu_categories',
  {
    menuId: uuid('menu_id').notNull(),
    categoryId: uuid('category_id').notNull(),
    businessId: uuid('business_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ name: 'menu_categories_pk', columns: [t.menuId, t.categoryId] }),
    foreignKey({
      name: 'menu_categories_menu_fk',
      columns: [t.menuId, t.businessId],
      foreignColumns: [menus.id, menus.businessId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'menu_categories_category_fk',
      columns: [t.categoryId, t.businessId],
      foreignColumns: [categories.id, categories.businessId],
    }).onDelete('cascade'),
    index('menu_categories_category_id_idx').on(t.categoryId),
  ],
);

/** Uploaded images; `name` is the opaque name entities store (logo, image). */
export const files = pgTable(
  'files',
  {
    id: id(),
    name: text('name').notNull().unique('files_name_unique'),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner_id_idx').on(t.ownerId)],
);

/**
 * Server-side activity log of a business (docs/architecture.md §7). item_id is not a foreign key: the entry
 * outlives the deleted item. type/action values are validated by the shared enumerations.
 */
export const activity = pgTable(
  'activity',
  {
    id: id(),
    businessId: businessId(),
    type: text('type').$type<EntityType>().notNull(),
    action: text('action').$type<ActivityAction>().notNull(),
    itemId: uuid('item_id'),
    itemName: text('item_name').notNull(),
    /** The account the business belongs to / that acted. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The admin who acted while impersonating; null otherwise. */
    actorId: uuid('actor_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The personal API token the change was made with; null when made in the app (migration 0008). */
    apiTokenId: uuid('api_token_id').references((): AnyPgColumn => apiTokens.id, {
      onDelete: 'set null',
    }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_business_id_at_idx').on(t.businessId, t.at)],
);

/**
 * Spent captcha challenges (docs/architecture.md §7: single-use), shared by every API instance. Rows past
 * expires_at are useless (the challenge itself has expired) and are purged.
 */
export const usedCaptchaChallenges = pgTable(
  'used_captcha_challenges',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_captcha_challenges_expires_at_idx').on(t.expiresAt)],
);

/**
 * Outgoing mail, queued in the transaction that makes what it mails (docs/architecture.md,
 * "Outgoing mail"): a worker in each server process claims due rows (FOR UPDATE SKIP LOCKED),
 * sends them and retries with backoff until `give_up_at`. The body is cleared once sent.
 */
export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The actionable links, for the outbox's log line; cleared with the body. */
    links: jsonb('links').$type<string[]>().notNull().default([]),
    state: text('state').$type<MailState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: after this a crashed sender's claim lapses and another may send it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    giveUpAt: timestamp('give_up_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outgoing_mail_due_idx').on(t.state, t.nextAttemptAt),
    index('outgoing_mail_created_at_idx').on(t.createdAt),
    check(
      'outgoing_mail_state_check',
      sql`${t.state} IN (${sql.raw(MAIL_STATES.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Menu views per day (docs/product.md, "Menu views"): one row per menu, day in the business's
 * time zone, language shown, device class and source. Views are counted in memory and added
 * here in batches off the request path; nothing about the guest is stored.
 */
export const menuViewDays = pgTable(
  'menu_view_days',
  {
    businessId: businessId(),
    menuId: uuid('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    language: text('language').$type<Language | ContentLanguage>().notNull(),
    device: text('device').$type<ViewDevice>().notNull(),
    source: text('source').$type<ViewSource>().notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.menuId, t.day, t.language, t.device, t.source] }),
    index('menu_view_days_business_id_day_idx').on(t.businessId, t.day),
    check('menu_view_days_device_check', sql`${t.device} IN (${inList(VIEW_DEVICES)})`),
    check('menu_view_days_source_check', sql`${t.source} IN (${inList(VIEW_SOURCES)})`),
    check('menu_view_days_views_check', sql`${t.views} >= 0`),
  ],
);

/**
 * Personal API tokens (docs/integrations.md): shown once, stored as a SHA-256 hash, used as
 * `Authorization: Bearer` for their account with a scope and an optional expiry.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope').$type<ApiTokenScope>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The token's last characters, so the owner can tell tokens apart; never enough to use it. */
    hint: text('hint').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Who revoked it, set with revoked_at: its owner or a password reset (migration 0009). */
    revokedReason: text('revoked_reason').$type<ApiTokenRevokedReason>(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('api_tokens_token_hash_unique').on(t.tokenHash),
    check(
      'api_tokens_revoked_reason_check',
      sql`${t.revokedReason} IN (${inList(API_TOKEN_REVOKED_REASONS)})`,
    ),
    index('api_tokens_account_id_idx').on(t.accountId),
    check('api_tokens_scope_check', sql`${t.scope} IN (${inList(API_TOKEN_SCOPES)})`),
  ],
);

/** A business's webhook endpoints (docs/integrations.md); the secret signs each delivery. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    businessId: businessId(),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    events: text('events').array().$type<WebhookEvent[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('webhook_endpoints_business_id_idx').on(t.businessId),
    check(
      'webhook_endpoints_events_check',
      sql`${t.events} <@ ARRAY[${inList(WEBHOOK_EVENTS)}]::text[]`,
    ),
  ],
);

/**
 * Webhook deliveries, queued in the transaction of the change they report and sent by a worker
 * with retries, as outgoing mail is (docs/integrations.md).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    businessId: businessId(),
    event: text('event').$type<WebhookDeliveryEvent>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state').$type<WebhookDeliveryState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    giveUpAt: timestamp('give_up_at', { withTimezone: true }).notNull(),
    /** The receiver's last HTTP status, or null when it could not be reached. */
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.state, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_id_created_at_idx').on(t.endpointId, t.createdAt),
    check(
      'webhook_deliveries_state_check',
      sql`${t.state} IN (${inList(WEBHOOK_DELIVERY_STATES)})`,
    ),
  ],
);

/** Binary columns (compressed bodies): Buffers in, Buffers out, on both drivers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Public pages and JSON bodies rendered and compressed once per change (docs/public-menu.md,
 * "Caching that stays correct"), one row per page (`owner_id`: a menu's id, or a business's id
 * for its place page) and variant. The variant `head` holds what serving needs before a body is
 * chosen (languages, parts, canonical path) as JSON in `meta`, and no body. A row is good while
 * `version` equals its business's content_version and `valid_until` (hours) has not passed.
 */
export const publicBodies = pgTable(
  'public_bodies',
  {
    ownerId: uuid('owner_id').notNull(),
    variant: text('variant').notNull(),
    kind: text('kind').$type<'menu' | 'place'>().notNull(),
    businessId: businessId(),
    /** Set for a menu's rows, so deleting the menu drops them. */
    menuId: uuid('menu_id').references(() => menus.id, { onDelete: 'cascade' }),
    version: bigint('version', { mode: 'number' }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    etag: text('etag').notNull().default(''),
    contentType: text('content_type').notNull().default(''),
    level: text('level').$type<'fast' | 'best'>().notNull().default('best'),
    br: bytea('br'),
    gzip: bytea('gzip'),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    renderedAt: timestamp('rendered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.variant] }),
    index('public_bodies_business_id_idx').on(t.businessId),
    index('public_bodies_valid_until_idx')
      .on(t.validUntil)
      .where(sql`${t.validUntil} IS NOT NULL`),
    check('public_bodies_kind_check', sql`${t.kind} IN ('menu', 'place')`),
  ],
);

/**
 * Businesses whose public pages are to be rendered again (a content change, filled by trigger in
 * migration 0010): claimed and deleted by each process's render worker, FOR UPDATE SKIP LOCKED.
 */
export const publicRenderDue = pgTable('public_render_due', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
});
