-- Menus by time of day (docs/product.md, "Hours"): a business's time zone (UTC for existing ones,
-- the form offers the browser's) and a menu's opening hours ([] = always available, as every
-- existing menu stays).
ALTER TABLE "businesses" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_hours_check" CHECK (jsonb_typeof("menus"."hours") = 'array' AND jsonb_array_length("menus"."hours") <= 14);