import { z } from 'zod';
import { messages } from '../messages';
import {
  BACKGROUND_TYPES,
  CORNER_RADII,
  FONT_FAMILIES,
  GRADIENT_DIRECTIONS,
  HEADER_SIZES,
  HEX_COLOR_PATTERN,
  PRICE_SIZES,
  SPACINGS,
} from '../theme/tokens';

export const HexColorSchema = z
  .string({ error: messages.hexColorInvalid })
  .regex(HEX_COLOR_PATTERN, messages.hexColorInvalid);

export const ThemeSchema = z.object({
  id: z.string({ error: messages.themeIdRequired }).trim().min(1, messages.themeIdRequired),
  fontFamily: z.enum(FONT_FAMILIES),
  primaryColor: HexColorSchema,
  secondaryColor: HexColorSchema,
  backgroundColor: HexColorSchema,
  cardBackground: HexColorSchema,
  textColor: HexColorSchema,
  subtextColor: HexColorSchema,
  backgroundType: z.enum(BACKGROUND_TYPES),
  backgroundImage: z.url({ protocol: /^https?$/, error: messages.urlInvalid }).optional(),
  gradientFrom: HexColorSchema.optional(),
  gradientTo: HexColorSchema.optional(),
  gradientDirection: z.enum(GRADIENT_DIRECTIONS),
  cornerRadius: z.enum(CORNER_RADII),
  spacing: z.enum(SPACINGS),
  headerSize: z.enum(HEADER_SIZES),
  priceSize: z.enum(PRICE_SIZES),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type Theme = z.infer<typeof ThemeSchema>;
