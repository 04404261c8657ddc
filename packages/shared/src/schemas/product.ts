import { z } from 'zod';
import { LIMITS } from '../constants';
import { ALLERGENS, DIETARY_LABELS } from '../dietary';
import { compareDecimals } from '../format';
import { checkPrice } from '../price';
import { messages } from '../messages';
import {
  allowedText,
  EntityRefSchema,
  IdSchema,
  TimestampSchema,
  nameSchema,
  optionalTextSchema,
} from './common';
import {
  translatedDescription,
  translatedName,
  translatedVariantName,
  translationsSchema,
  TranslationsResponseSchema,
} from './translations';

/** Price as typed or sent (text or number) → canonical decimal text, e.g. '12.5' → '12.50'. */
export const PriceSchema = z
  .union([z.string().max(LIMITS.priceTextMax, messages.priceInvalid), z.number()], {
    error: messages.priceRequired,
  })
  .transform((value, ctx) => {
    const result = checkPrice(value);
    if (result.ok) return result.price;
    ctx.issues.push({ code: 'custom', message: result.message, input: value });
    return z.NEVER;
  });

/** One named size of a product ("Small", "Glass") with its own price. */
export const VariantSchema = z.object({
  name: allowedText(
    z
      .string({ error: messages.variantNameRequired })
      .trim()
      .min(1, { error: messages.variantNameRequired, abort: true })
      .max(LIMITS.variantNameMax, { error: messages.variantNameTooLong, abort: true }),
  ),
  price: PriceSchema,
  /** Its name in the business's other languages. */
  translations: translationsSchema({ name: translatedVariantName() }).optional(),
});
export type Variant = z.output<typeof VariantSchema>;

/** A size as the API answers it: the name and the exact decimal price text. */
export const VariantResponseSchema = z.object({ name: z.string(), price: z.string() });

/** A size as the owner's API answers it: with its translated names. */
export const ProductVariantSchema = VariantResponseSchema.extend({
  translations: TranslationsResponseSchema,
});

/** No sizes (one price), or 2 to LIMITS.variantsMax named sizes, in the order guests see them. */
export const VariantsSchema = z
  .array(VariantSchema)
  .max(LIMITS.variantsMax, { error: messages.variantsTooMany, abort: true })
  .refine(
    (variants) => variants.length === 0 || variants.length >= LIMITS.variantsMin,
    messages.variantsTooFew,
  )
  .refine((variants) => {
    // A blank name is already "required"; two blanks are not also "the same name".
    const names = variants.map((variant) => variant.name.toLocaleLowerCase()).filter(Boolean);
    return new Set(names).size === names.length;
  }, messages.variantNamesDuplicate);

/** A set of names from a fixed list: kept once each, in the list's order. */
function fixedSetSchema<T extends string>(values: readonly [T, ...T[]], message: string) {
  return z
    .array(z.enum(values, { error: message }))
    .max(values.length * 2, { error: message, abort: true })
    .transform((chosen) => values.filter((value) => chosen.includes(value)));
}

/**
 * Allergens the product contains. `null` (the default) means the owner has not declared them,
 * which guests are told; `[]` means it contains none of the 14.
 */
export const AllergensSchema = fixedSetSchema(ALLERGENS, messages.allergenInvalid);
export const DietaryLabelsSchema = fixedSetSchema(DIETARY_LABELS, messages.dietaryLabelInvalid);

const productFields = {
  name: nameSchema('Product'),
  /** Required without sizes; with sizes it is the lowest size price (set by the schema). */
  price: PriceSchema.optional(),
  description: optionalTextSchema(LIMITS.descriptionMax, messages.descriptionTooLong, undefined, {
    multiline: true,
  }),
  image: optionalTextSchema(LIMITS.fileNameMax, messages.fileNameTooLong),
  enabled: z.boolean().default(true),
  business: EntityRefSchema,
  allergens: AllergensSchema.nullable().optional(),
  dietary: DietaryLabelsSchema.optional(),
  /** Unavailable today, apart from `enabled` (docs/product.md, "Sold out"). */
  sold_out: z.boolean().optional(),
  variants: VariantsSchema.optional(),
  /** Name and description in the business's other languages (docs/product.md, "Menu languages"). */
  translations: translationsSchema({
    name: translatedName(messages.nameTooLong('Product')),
    description: translatedDescription(),
  }).optional(),
};

type PriceFields = { price?: string; variants?: Variant[] };

/** The price a product with sizes is listed at: the lowest of them. */
export const lowestPrice = (variants: readonly Variant[]) =>
  variants.map((variant) => variant.price).sort(compareDecimals)[0]!;

/** With sizes, `price` becomes the lowest size price, whatever was sent. */
function withDerivedPrice<T extends PriceFields>(values: T): T {
  return values.variants?.length ? { ...values, price: lowestPrice(values.variants) } : values;
}

function requirePrice(values: PriceFields, ctx: z.RefinementCtx) {
  if (values.price === undefined && !values.variants?.length) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: messages.priceRequired });
  }
}

const productObject = z.object(productFields);

/** `POST /api/products`: a price, or sizes. Optional fields left out get their defaults. */
export const ProductInputSchema = productObject
  .superRefine(requirePrice)
  .transform((values) => withDerivedPrice(values) as typeof values & { price: string });
export type ProductInputValues = z.input<typeof ProductInputSchema>;
export type ProductInput = z.output<typeof ProductInputSchema>;

/** The key a catalogue export gives each product and category, for its categories and menus to refer to. */
export const CatalogueRefSchema = z
  .string({ error: messages.importReferenceMissing })
  .min(1, { error: messages.importReferenceMissing, abort: true })
  .max(LIMITS.lookupKeyMax, { error: messages.importReferenceMissing, abort: true });

/**
 * A product in a catalogue export (docs/product.md, "Import and export"): the input fields but
 * the business and the image (images are not copied), with its key in the document.
 */
export const CatalogueProductSchema = productObject
  .omit({ business: true, image: true })
  .extend({ ref: CatalogueRefSchema })
  .superRefine(requirePrice)
  .transform((values) => withDerivedPrice(values) as typeof values & { price: string });
export type CatalogueProduct = z.output<typeof CatalogueProductSchema>;

/**
 * `POST /api/products/:id`: name and a price (or sizes) required; optional fields left out stay
 * as they are (null or '' clears description and image). `business` is accepted and ignored: a
 * product never moves to another business.
 */
export const ProductUpdateSchema = productObject
  .extend({ enabled: z.boolean().optional(), business: EntityRefSchema.optional() })
  .superRefine(requirePrice)
  .transform((values) => withDerivedPrice(values) as typeof values & { price: string });
export type ProductUpdate = z.output<typeof ProductUpdateSchema>;

/** `PATCH /api/products/:id`: any subset of the update fields (e.g. `{ "sold_out": true }`). */
export const ProductPatchSchema = productObject
  .extend({ enabled: z.boolean().optional(), business: EntityRefSchema.optional() })
  .partial()
  .transform(withDerivedPrice);
export type ProductPatch = z.output<typeof ProductPatchSchema>;

export const ProductSchema = z.object({
  id: IdSchema,
  name: z.string(),
  price: z.string(),
  description: z.string().nullable(),
  /** The stored file name (as sent on create/update). */
  image: z.string().nullable(),
  /** Large variant (fits 800x600), or null without an image. */
  image_url: z.string().nullable(),
  /** Thumbnail variant, or null without an image. */
  image_thumb_url: z.string().nullable(),
  enabled: z.boolean(),
  /** Null: not declared; [] contains none. */
  allergens: z.array(z.enum(ALLERGENS)).nullable(),
  dietary: z.array(z.enum(DIETARY_LABELS)),
  sold_out: z.boolean(),
  /** Empty for a product with one price; else its sizes in order (`price` is the lowest). */
  variants: z.array(ProductVariantSchema),
  translations: TranslationsResponseSchema,
  business: EntityRefSchema,
  created_at: TimestampSchema,
  /** Null until the first update (the UI then shows created_at). */
  updated_at: TimestampSchema.nullable(),
});
export type Product = z.infer<typeof ProductSchema>;
