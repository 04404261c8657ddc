import { z } from 'zod';
import { LIMITS } from '../constants';
import { messages } from '../messages';
import { allowedText } from './common';
import {
  BACKGROUND_TYPES,
  CORNER_RADII,
  FONT_FAMILIES,
  GRADIENT_DIRECTIONS,
  HEADER_SIZES,
  HEX_COLOR_LENGTH,
  HEX_COLOR_PATTERN,
  PRICE_SIZES,
  SPACINGS,
} from '../theme/tokens';

export const HexColorSchema = z
  .string({ error: messages.hexColorInvalid })
  .max(HEX_COLOR_LENGTH, { error: messages.hexColorInvalid, abort: true })
  .regex(HEX_COLOR_PATTERN, messages.hexColorInvalid);

/** When the client says it made the theme (kept as sent; the server keeps its own times). */
const ThemeTimestampSchema = z.iso
  .datetime({ offset: true, error: messages.dateTimeInvalid })
  .max(LIMITS.timestampMax, messages.dateTimeInvalid);

/**
 * A menu's theme. Keys not listed here are dropped (zod's default for objects), so a stored
 * theme holds nothing but these fields, each bounded (docs/security.md, "Input limits").
 */
export const ThemeSchema = z.object({
  id: allowedText(
    z
      .string({ error: messages.themeIdRequired })
      .trim()
      .min(1, messages.themeIdRequired)
      .max(LIMITS.themeIdMax, { error: messages.valueTooLong, abort: true }),
  ),
  fontFamily: z.enum(FONT_FAMILIES),
  primaryColor: HexColorSchema,
  secondaryColor: HexColorSchema,
  backgroundColor: HexColorSchema,
  cardBackground: HexColorSchema,
  textColor: HexColorSchema,
  subtextColor: HexColorSchema,
  backgroundType: z.enum(BACKGROUND_TYPES),
  backgroundImage: allowedText(
    z
      .string({ error: messages.urlInvalid })
      .max(LIMITS.urlMax, { error: messages.urlTooLong, abort: true }),
  )
    .pipe(z.url({ protocol: /^https?$/, error: messages.urlInvalid }))
    .optional(),
  gradientFrom: HexColorSchema.optional(),
  gradientTo: HexColorSchema.optional(),
  gradientDirection: z.enum(GRADIENT_DIRECTIONS),
  cornerRadius: z.enum(CORNER_RADII),
  spacing: z.enum(SPACINGS),
  headerSize: z.enum(HEADER_SIZES),
  priceSize: z.enum(PRICE_SIZES),
  createdAt: ThemeTimestampSchema.optional(),
  updatedAt: ThemeTimestampSchema.optional(),
});
export type Theme = z.infer<typeof ThemeSchema>;
