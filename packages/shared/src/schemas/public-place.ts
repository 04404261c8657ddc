import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../content-languages';
import { WEEKDAYS } from '../hours';
import { IdSchema, TimestampSchema } from './common';
import { PublicMenuBusinessSchema } from './menu';
import { ThemeSchema } from './theme';

/** One of a place's menus as its page lists it (docs/product.md, "One QR for the place"). */
export const PublicPlaceMenuSchema = z.object({
  id: IdSchema,
  name: z.string(),
  /** Its readable address segment, or null (menuPath). */
  slug: z.string().nullable(),
  /** Its name is in the primary language, for want of a translation. */
  untranslated: z.array(z.enum(['name'])).optional(),
  /** Within its hours at the time of the answer. */
  open: z.boolean(),
  /** While closed: when it is next served (ISO 8601), or null. */
  next_open: TimestampSchema.nullable(),
  /** Its hours in the business's zone; empty: always served. */
  hours: z.array(z.object({ days: z.array(z.enum(WEEKDAYS)), from: z.string(), to: z.string() })),
});
export type PublicPlaceMenu = z.infer<typeof PublicPlaceMenuSchema>;

/**
 * `GET /api/public/businesses/:id`: a business's public page, the one address a place prints for
 * every table. Its enabled menus, those served now first, in the language asked for.
 */
export const PublicPlaceSchema = z.object({
  id: IdSchema,
  business: PublicMenuBusinessSchema,
  /** The look of its first menu, so the page matches the menus it leads to. */
  theme: ThemeSchema,
  /** The zone the hours are in. */
  time_zone: z.string(),
  language: z.enum(CONTENT_LANGUAGES),
  menus: z.array(PublicPlaceMenuSchema),
});
export type PublicPlace = z.infer<typeof PublicPlaceSchema>;
