-- Menu languages (docs/product.md, "Menu languages"): a business's primary language (English for
-- existing ones, as their menus were typed) and the others it translates into (none yet); the
-- translated texts of products, categories and menus ({} = none). Sizes carry theirs inside the
-- variants column.
ALTER TABLE "businesses" ADD COLUMN "primary_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "other_languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_languages_check" CHECK ("businesses"."primary_language" = ANY (ARRAY['en', 'es', 'fr', 'de', 'it', 'pt', 'ca', 'eu', 'gl', 'nl', 'zh', 'ja']::text[]) AND "businesses"."other_languages" <@ ARRAY['en', 'es', 'fr', 'de', 'it', 'pt', 'ca', 'eu', 'gl', 'nl', 'zh', 'ja']::text[]);--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_translations_check" CHECK (jsonb_typeof("categories"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_translations_check" CHECK (jsonb_typeof("menus"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_translations_check" CHECK (jsonb_typeof("products"."translations") = 'object');