import { z } from 'zod';
import { LIMITS } from '../constants';
import { messages } from '../messages';
import { EntityRefSchema, IdSchema, TimestampSchema, nameSchema, uniqueRefsSchema } from './common';
import { DEFAULT_THEME } from '../theme/tokens';
import { ThemeSchema } from './theme';

export const MenuInputSchema = z.object({
  business: EntityRefSchema,
  name: nameSchema('Menu'),
  /** Category ids in display order. */
  categories: uniqueRefsSchema(
    messages.duplicateCategories,
    LIMITS.menuCategoriesMax,
    messages.tooManyCategories,
  ),
  theme: ThemeSchema.default(() => ({ ...DEFAULT_THEME })),
  enabled: z.boolean().default(true),
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
  logo: nullableText,
  logo_url: nullableText,
  phone: nullableText,
  website: nullableText,
  whatsapp: nullableText,
  instagram: nullableText,
  facebook: nullableText,
  twitter: nullableText,
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
  enabled: z.boolean(),
  /** In the menu's order. */
  categories: z.array(MenuCategorySchema),
  theme: ThemeSchema,
  business: MenuBusinessSchema,
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
});
export type PublicMenuProduct = z.infer<typeof PublicMenuProductSchema>;

export const PublicMenuCategorySchema = z.object({
  id: IdSchema,
  name: z.string(),
  products: z.array(PublicMenuProductSchema),
});
export type PublicMenuCategory = z.infer<typeof PublicMenuCategorySchema>;

/** The business header of a public menu: no stored file names, the logo as URLs. */
export const PublicMenuBusinessSchema = MenuBusinessSchema.omit({ logo: true }).extend({
  logo_thumb_url: nullableText,
});
export type PublicMenuBusiness = z.infer<typeof PublicMenuBusinessSchema>;

/** An enabled menu: only enabled categories with enabled products, in menu order (docs/public-menu.md). */
export const PublicMenuAvailableSchema = z.object({
  id: IdSchema,
  name: z.string(),
  enabled: z.literal(true),
  theme: ThemeSchema,
  business: PublicMenuBusinessSchema,
  categories: z.array(PublicMenuCategorySchema),
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
