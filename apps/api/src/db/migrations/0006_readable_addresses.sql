-- Readable addresses (docs/product.md, "Readable addresses"): the current slug of a business and of
-- a menu, and every slug each has held, so a former address keeps redirecting and no one else can
-- take it. The checks restate the shared slug rule (packages/shared/src/public-addresses.ts).
CREATE TABLE "business_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_slugs_slug_check" CHECK (char_length("business_slugs"."slug") BETWEEN 3 AND 60 AND "business_slugs"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "menu_slugs" (
	"business_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"menu_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_slugs_pk" PRIMARY KEY("business_id","slug"),
	CONSTRAINT "menu_slugs_slug_check" CHECK (char_length("menu_slugs"."slug") BETWEEN 3 AND 60 AND "menu_slugs"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "business_slugs" ADD CONSTRAINT "business_slugs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_slugs" ADD CONSTRAINT "menu_slugs_menu_fk" FOREIGN KEY ("menu_id","business_id") REFERENCES "public"."menus"("id","business_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_slugs_business_id_idx" ON "business_slugs" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "menu_slugs_menu_id_idx" ON "menu_slugs" USING btree ("menu_id");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_business_id_slug_unique" UNIQUE("business_id","slug");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_slug_check" CHECK (char_length("businesses"."slug") BETWEEN 3 AND 60 AND "businesses"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_slug_check" CHECK (char_length("menus"."slug") BETWEEN 3 AND 60 AND "menus"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');