import type { z } from 'zod';
import {
  BusinessInputSchema,
  CategoryInputSchema,
  MenuInputSchema,
  ProductInputSchema,
  ProductPatchSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
} from '@carta/shared';

/** A request body example and the schema it is written for (checked at start and in tests). */
export interface BodyExample {
  schema: z.ZodType;
  value: unknown;
}

const example = <Schema extends z.ZodType>(
  schema: Schema,
  value: z.input<Schema>,
): BodyExample => ({
  schema,
  value,
});

const BUSINESS_ID = '6f1c2a4e-9b3d-4c8e-a5f7-1d2e3f4a5b6c';
const CATEGORY_ID = '2b7e9c1d-4f6a-4e3b-8c5d-9a0b1c2d3e4f';
const PRODUCT_ID = '8d3f5a7b-1c2e-4d6f-9a8b-7c6d5e4f3a2b';

/**
 * Examples of the main request bodies in the OpenAPI document (docs/integrations.md), by
 * operationId. Typed with the body schema's input, so an example that stops fitting its schema
 * fails the typecheck; the document build also refuses one attached to another schema.
 */
export const BODY_EXAMPLES: Readonly<Record<string, BodyExample>> = {
  postAccountsSignup: example(SignUpRequestSchema, {
    email: 'ana@casa-pepe.example',
    password: 'Tortilla-2026!',
    language: 'es',
  }),
  postAccountsSignin: example(SignInRequestSchema, {
    email: 'ana@casa-pepe.example',
    password: 'Tortilla-2026!',
  }),
  postBusinesses: example(BusinessInputSchema, {
    name: 'Casa Pepe',
    slug: 'casa-pepe',
    phone: '+34 912 345 678',
    website: 'https://casa-pepe.example',
    instagram: 'casapepe',
    currency: 'EUR',
    time_zone: 'Europe/Madrid',
    primary_language: 'es',
    other_languages: ['en'],
  }),
  postProducts: example(ProductInputSchema, {
    business: { id: BUSINESS_ID },
    name: 'Tortilla de patatas',
    description: 'Con cebolla, como en casa.',
    variants: [
      { name: 'Pincho', price: '3.50' },
      { name: 'Ración', price: '9.00' },
    ],
    allergens: ['eggs'],
    dietary: ['vegetarian'],
    translations: { en: { name: 'Spanish omelette', description: 'With onion, home style.' } },
  }),
  patchProductsById: example(ProductPatchSchema, { sold_out: true }),
  postCategories: example(CategoryInputSchema, {
    business: { id: BUSINESS_ID },
    name: 'Tapas',
    products: [{ id: PRODUCT_ID }],
    translations: { en: { name: 'Small plates' } },
  }),
  postMenus: example(MenuInputSchema, {
    business: { id: BUSINESS_ID },
    name: 'Cena',
    slug: 'cena',
    categories: [{ id: CATEGORY_ID }],
    hours: [{ days: ['thu', 'fri', 'sat'], from: '20:00', to: '23:30' }],
    translations: { en: { name: 'Dinner' } },
  }),
};
