-- Product details guests ask about (docs/product.md, "What guests ask before they order"):
-- allergens (NULL = not declared, so existing products say so), dietary labels, sold out and named
-- sizes on products; a currency (USD, the $ Carta always showed) and the sold-out display choice on
-- businesses. Every existing row keeps its data and reads as before: one price, available, USD.
ALTER TABLE "businesses" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "show_sold_out" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allergens" text[];--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "dietary" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_currency_check" CHECK ("businesses"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_allergens_check" CHECK ("products"."allergens" <@ ARRAY['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs']::text[]);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_dietary_check" CHECK ("products"."dietary" <@ ARRAY['vegetarian', 'vegan', 'gluten_free', 'spicy', 'halal', 'kosher']::text[]);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_variants_check" CHECK (jsonb_typeof("products"."variants") = 'array' AND jsonb_array_length("products"."variants") <= 6);