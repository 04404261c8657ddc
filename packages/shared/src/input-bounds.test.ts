import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from './index';
import { LIMITS } from './constants';
import { messages } from './messages';
import { nameSchema, optionalTextSchema, uniqueRefsSchema } from './schemas/common';
import { unboundedPaths } from './schema-bounds';

/**
 * Issue 9, "Every string and array in every input schema gets a maximum". Input schemas are those
 * named for what a request carries (…Input, …Update, …Patch, …Query, …Params, …Request, …Form)
 * plus the building blocks below; every other exported schema must be listed as response-only,
 * so a new export is classified before it can be used.
 */
const INPUT_NAME = /(Input|Update|Patch|Query|Params|Request|Form)Schema$/;

const INPUT_BLOCKS = new Set([
  'IdSchema',
  'LookupKeySchema',
  'EntityRefSchema',
  'EmailSchema',
  'PasswordSchema',
  'LanguageSchema',
  'CredentialsSchema',
  'PriceSchema',
  'VariantSchema',
  'VariantsSchema',
  'AllergensSchema',
  'DietaryLabelsSchema',
  'CurrencySchema',
  'TimeZoneSchema',
  'SlugSchema',
  'OpeningRangeSchema',
  'MenuHoursSchema',
  'OtherLanguagesSchema',
  'HexColorSchema',
  'ThemeSchema',
  'CatalogueRefSchema',
  'CatalogueProductSchema',
  'CatalogueCategorySchema',
  'CatalogueMenuSchema',
  'CatalogueBusinessSchema',
  'CatalogueDocumentSchema',
  'ViewDaySchema',
]);

/** What the API answers (or the web keeps); never parsed from a request. */
const RESPONSE_ONLY = new Set([
  'MenuViewsStatsSchema',
  'OutgoingMailSchema',
  'TimestampSchema',
  'PaginationSchema',
  'ErrorBodySchema',
  'HealthSchema',
  'PublicConfigSchema',
  'TokensSchema',
  'RolesSchema',
  'SignInResponseSchema',
  'RefreshResponseSchema',
  'ChangePasswordResponseSchema',
  'AccountSchema',
  'MeSchema',
  'SessionUserSchema',
  'BusinessSchema',
  'BusinessStatsSchema',
  'StatsMapSchema',
  'ProductSchema',
  'VariantResponseSchema',
  'ProductVariantSchema',
  'TranslationsResponseSchema',
  'MissingTranslationsSchema',
  'PublicPlaceMenuSchema',
  'PublicPlaceSchema',
  'PublicVariantSchema',
  'CategoryProductSchema',
  'CategorySchema',
  'CategorySummarySchema',
  'MenuBusinessSchema',
  'MenuCategorySchema',
  'MenuSchema',
  'MenuSummarySchema',
  'PublicMenuProductSchema',
  'PublicMenuCategorySchema',
  'PublicMenuBusinessSchema',
  'PublicMenuAvailableSchema',
  'PublicMenuAvailabilitySchema',
  'PublicMenuSchema',
  'UploadResponseSchema',
  'ActivityEntrySchema',
  'ApiTokenSchema',
  'CreatedApiTokenSchema',
  'CaptchaConfigSchema',
  'CaptchaProviderSchema',
  'CatalogueExportSchema',
  'ImportRowSchema',
  'ImportPreviewSchema',
  'ImportResultSchema',
  'WebhookDeliverySchema',
  'WebhookEndpointSchema',
  'WebhookEndpointWithSecretSchema',
]);

const exported = Object.entries(shared as Record<string, unknown>).flatMap(([name, value]) =>
  value instanceof z.ZodType ? [[name, value] as [string, z.ZodType]] : [],
);
const isInput = (name: string) => INPUT_NAME.test(name) || INPUT_BLOCKS.has(name);
const inputs = exported.filter(([name]) => isInput(name));

describe('input schemas are bounded (issue 9)', () => {
  it('classifies every exported schema as input or response-only', () => {
    const unclassified = exported
      .map(([name]) => name)
      .filter((name) => !isInput(name) && !RESPONSE_ONLY.has(name));
    expect(unclassified, 'add new schemas to INPUT_BLOCKS or RESPONSE_ONLY').toEqual([]);
    const both = exported
      .map(([name]) => name)
      .filter((name) => isInput(name) && RESPONSE_ONLY.has(name));
    expect(both).toEqual([]);
    // The classification is not vacuous.
    expect(inputs.length).toBeGreaterThan(25);
  });

  it.each(inputs)('%s has no string or array without a maximum', (_name, schema) => {
    expect(unboundedPaths(schema)).toEqual([]);
  });

  it('bounds what the schema factories build', () => {
    expect(unboundedPaths(nameSchema('Menu'))).toEqual([]);
    expect(unboundedPaths(optionalTextSchema(10, 'too long'))).toEqual([]);
    expect(unboundedPaths(uniqueRefsSchema('duplicate', 3, 'too many'))).toEqual([]);
  });

  it('refuses lists longer than their maxima with a message', () => {
    const refs = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      }));
    const business = { id: '00000000-0000-4000-8000-000000000000' };
    const category = { business, name: 'Mains' };
    expect(
      shared.CategoryInputSchema.safeParse({
        ...category,
        products: refs(LIMITS.categoryProductsMax),
      }).success,
    ).toBe(true);
    expect(
      shared.CategoryInputSchema.safeParse({
        ...category,
        products: refs(LIMITS.categoryProductsMax + 1),
      }).error?.issues.map((issue) => issue.message),
    ).toEqual([messages.tooManyProducts]);
    expect(
      shared.MenuPatchSchema.safeParse({ categories: refs(LIMITS.menuCategoriesMax + 1) }).error
        ?.issues[0]?.message,
    ).toBe(messages.tooManyCategories);
  });

  it('refuses oversized tokens, captcha answers, search text and pages', () => {
    const long = (length: number) => 'x'.repeat(length);
    expect(
      shared.RefreshRequestSchema.safeParse({ refresh_token: long(LIMITS.tokenMax + 1) }).success,
    ).toBe(false);
    expect(shared.TokenParamsSchema.safeParse({ token: long(LIMITS.tokenMax + 1) }).success).toBe(
      false,
    );
    expect(
      shared.SignUpRequestSchema.safeParse({
        email: 'a@b.co',
        password: 'password1',
        captcha: long(LIMITS.captchaMax + 1),
      }).success,
    ).toBe(false);
    expect(
      shared.ListQuerySchema.safeParse({ name: long(LIMITS.searchMax + 1) }).error?.issues[0]
        ?.message,
    ).toBe(messages.searchTooLong);
    expect(shared.ListQuerySchema.safeParse({ page: String(LIMITS.pageMax + 1) }).success).toBe(
      false,
    );
    expect(shared.PriceSchema.safeParse(`1${' '.repeat(LIMITS.priceTextMax)}`).success).toBe(false);
  });
});
