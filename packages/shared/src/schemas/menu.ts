import { z } from 'zod';
import { VariantResponseSchema } from './product';
import { ALLERGENS, DIETARY_LABELS } from '../dietary';
import { LIMITS } from '../constants';
import { messages } from '../messages';
import {
  EntityRefSchema,
  IdSchema,
  SlugSchema,
  TimestampSchema,
  nameSchema,
  uniqueRefsSchema,
} from './common';
import { DEFAULT_THEME } from '../theme/tokens';
import { CLOCK_TIME_PATTERN, CLOSING_TIME_PATTERN, WEEKDAYS } from '../hours';
import { ThemeSchema } from './theme';
import { CONTENT_LANGUAGES } from '../content-languages';
import { translatedName, translationsSchema, TranslationsResponseSchema } from './translations';

const clockTime = (pattern: RegExp) =>
  z
    .string({ error: messages.hoursTimeInvalid })
    .max(5, { error: messages.hoursTimeInvalid, abort: true })
    .regex(pattern, messages.hoursTimeInvalid);

/** One range of a menu's hours: days of the week, from and to ('to' before 'from' ends next day). */
export const OpeningRangeSchema = z
  .object({
    days: z
      .array(z.enum(WEEKDAYS, { error: messages.hoursDaysRequired }))
      .min(1, messages.hoursDaysRequired)
      .max(WEEKDAYS.length * 2, messages.hoursDaysRequired)
      .transform((days) => WEEKDAYS.filter((day) => days.includes(day))),
    from: clockTime(CLOCK_TIME_PATTERN),
    to: clockTime(CLOSING_TIME_PATTERN),
  })
  // The same time twice says neither "all day" (00:00–24:00) nor "closed": refused.
  .refine((range) => range.from !== range.to, { message: messages.hoursRangeEmpty, path: ['to'] });

/** A menu's opening hours (docs/product.md, "Hours"): none means always available. */
export const MenuHoursSchema = z
  .array(OpeningRangeSchema)
  .max(LIMITS.openingRangesMax, { error: messages.hoursTooMany, abort: true });
export type MenuHours = z.output<typeof MenuHoursSchema>;

export const MenuInputSchema = z.object({
  business: EntityRefSchema,
  name: nameSchema('Menu'),
  /** Its readable address `/m/<business>/<slug>`, unique among the business's menus. */
  slug: SlugSchema,
  /** Category ids in display order. */
  categories: uniqueRefsSchema(
    messages.duplicateCategories,
    LIMITS.menuCategoriesMax,
    messages.tooManyCategories,
  ),
  theme: ThemeSchema.default(() => ({ ...DEFAULT_THEME })),
  enabled: z.boolean().default(true),
  hours: MenuHoursSchema.default(() => []),
  /** Its name in the business's other languages; left out on update: unchanged. */
  translations: translationsSchema({
    name: translatedName(messages.nameTooLong('Menu')),
  }).optional(),
});
export type MenuInputValues = z.input<typeof MenuInputSchema>;
export type MenuInput = z.output<typeof MenuInputSchema>;

/**
 * `POST /api/menus/:id`: name required; `categories`, `theme` and `enabled` left out stay as they
 * are (`categories: []` empties the menu). `business` is accepted and ignored: a menu never moves
 * to another business.
 */
export const MenuUpdateSchema = MenuInputSchema.extend({
  business: EntityRefSchema.optional(),
  categories: MenuInputSchema.shape.categories.unwrap().optional(),
  theme: ThemeSchema.optional(),
  enabled: z.boolean().optional(),
  hours: MenuHoursSchema.optional(),
});
export type MenuUpdate = z.output<typeof MenuUpdateSchema>;

/** `PATCH /api/menus/:id`: any subset of the update fields. */
export const MenuPatchSchema = MenuUpdateSchema.partial();
export type MenuPatch = z.output<typeof MenuPatchSchema>;

const nullableText = z.string().nullable();

/** The business fields a menu carries for its header and contact links. */
export const MenuBusinessSchema = z.object({
  id: IdSchema,
  name: z.string(),
  /** Its readable address segment, or null (docs/product.md, "Readable addresses"). */
  slug: nullableText,
  logo: nullableText,
  logo_url: nullableText,
  phone: nullableText,
  website: nullableText,
  whatsapp: nullableText,
  instagram: nullableText,
  facebook: nullableText,
  twitter: nullableText,
  /** ISO 4217: how the menu's prices are shown. */
  currency: z.string(),
  /** The menu's languages, the primary first (docs/product.md, "Menu languages"). */
  languages: z.array(z.enum(CONTENT_LANGUAGES)),
});
export type MenuBusiness = z.infer<typeof MenuBusinessSchema>;

export const MenuCategorySchema = z.object({
  id: IdSchema,
  name: z.string(),
  enabled: z.boolean(),
  product_count: z.number().int().min(0),
});
export type MenuCategory = z.infer<typeof MenuCategorySchema>;

export const MenuSchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: nullableText,
  enabled: z.boolean(),
  /** In the menu's order. */
  categories: z.array(MenuCategorySchema),
  theme: ThemeSchema,
  business: MenuBusinessSchema,
  /** Opening hours in the business's zone; empty: always available. */
  hours: z.array(z.object({ days: z.array(z.enum(WEEKDAYS)), from: z.string(), to: z.string() })),
  translations: TranslationsResponseSchema,
  created_at: TimestampSchema,
  /** Null until the first update (the UI then shows created_at). */
  updated_at: TimestampSchema.nullable(),
});
export type Menu = z.infer<typeof MenuSchema>;

/** A menu in a list page: its category count, not its categories (bounded list responses). */
export const MenuSummarySchema = MenuSchema.omit({ categories: true }).extend({
  category_count: z.number().int().min(0),
});
export type MenuSummary = z.infer<typeof MenuSummarySchema>;

/**
 * The fields of a public item shown in the business's primary language because they have no
 * translation into the one asked for (absent: none); pages mark them with that language's `lang`.
 */
const UntranslatedSchema = (fields: readonly [string, ...string[]]) =>
  z.array(z.enum(fields)).optional();
const UntranslatedNameSchema = UntranslatedSchema(['name']);

/** A size as guests see it. */
export const PublicVariantSchema = VariantResponseSchema.extend({
  untranslated: UntranslatedNameSchema,
});

export const PublicMenuProductSchema = z.object({
  id: IdSchema,
  name: z.string(),
  price: z.string(),
  description: nullableText,
  /** Large variant (fits LARGE_IMAGE_MAX), for the enlarged view. */
  image_url: nullableText,
  /** Thumbnail variant (THUMBNAIL_WIDTH_PX wide), for the THUMBNAIL_SLOT_PX slot. */
  thumb_url: nullableText,
  /** Size of the large variant, so the enlarged view reserves its space. */
  image_width: z.number().int().positive().nullable(),
  image_height: z.number().int().positive().nullable(),
  /** Null: the owner has not declared them (guests are told); [] contains none. */
  allergens: z.array(z.enum(ALLERGENS)).nullable(),
  dietary: z.array(z.enum(DIETARY_LABELS)),
  /** Shown greyed, last in its category; absent from the menu when the business hides them. */
  sold_out: z.boolean(),
  /** Empty: one price (`price`); else the sizes in order. */
  variants: z.array(PublicVariantSchema),
  untranslated: UntranslatedSchema(['name', 'description']),
});
export type PublicMenuProduct = z.infer<typeof PublicMenuProductSchema>;

export const PublicMenuCategorySchema = z.object({
  id: IdSchema,
  name: z.string(),
  untranslated: UntranslatedNameSchema,
  products: z.array(PublicMenuProductSchema),
});
export type PublicMenuCategory = z.infer<typeof PublicMenuCategorySchema>;

/** The business header of a public menu: no stored file names, the logo as URLs. */
export const PublicMenuBusinessSchema = MenuBusinessSchema.omit({ logo: true }).extend({
  logo_thumb_url: nullableText,
});
export type PublicMenuBusiness = z.infer<typeof PublicMenuBusinessSchema>;

/** Whether the menu is within its hours when it was read, and the business's menus that are. */
export const PublicMenuAvailabilitySchema = z.object({
  open: z.boolean(),
  /** While closed: the next opening (ISO 8601), or null. */
  next_open: TimestampSchema.nullable(),
  /** The zone the hours are in, to show the next opening in local time. */
  time_zone: z.string(),
  /** While closed: the business's other enabled menus open now, to offer instead. */
  open_now: z.array(
    z.object({
      id: IdSchema,
      name: z.string(),
      slug: nullableText,
      untranslated: UntranslatedNameSchema,
    }),
  ),
});
export type PublicMenuAvailability = z.infer<typeof PublicMenuAvailabilitySchema>;

/** An enabled menu: only enabled categories with enabled products, in menu order (docs/public-menu.md). */
export const PublicMenuAvailableSchema = z.object({
  id: IdSchema,
  name: z.string(),
  /** With the business's, its readable address (menuPath); null: the id is its address. */
  slug: z.string().nullable(),
  enabled: z.literal(true),
  theme: ThemeSchema,
  business: PublicMenuBusinessSchema,
  categories: z.array(PublicMenuCategorySchema),
  /** Its hours at the time of the answer (docs/product.md, "Hours"). */
  availability: PublicMenuAvailabilitySchema,
  /**
   * The language its names and descriptions are in: the one asked for (`?lang=`) when the
   * business offers it, else its primary one; a missing translation shows the primary text.
   */
  language: z.enum(CONTENT_LANGUAGES),
  /** The menu's name has no translation into `language`. */
  untranslated: UntranslatedNameSchema,
  /**
   * A menu of more than PUBLIC_MENU_JSON_PART_DISHES dishes answers in parts (`?part=`, from 1;
   * docs/public-menu.md, "A big menu in parts"): this answer holds part `current` of `count`.
   * Absent when the whole menu is in the answer.
   */
  part: z.object({ current: z.number().int().min(1), count: z.number().int().min(1) }).optional(),
});
export type PublicMenuAvailable = z.infer<typeof PublicMenuAvailableSchema>;

/**
 * `GET /api/public/menus/:id`. A disabled menu answers nothing but `{ enabled: false }`: its
 * name, business and contents stay on the server.
 */
export const PublicMenuSchema = z.discriminatedUnion('enabled', [
  PublicMenuAvailableSchema,
  z.object({ enabled: z.literal(false) }),
]);
export type PublicMenu = z.infer<typeof PublicMenuSchema>;
