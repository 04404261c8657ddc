CREATE TABLE "public_bodies" (
	"owner_id" uuid NOT NULL,
	"variant" text NOT NULL,
	"kind" text NOT NULL,
	"business_id" uuid NOT NULL,
	"menu_id" uuid,
	"version" bigint NOT NULL,
	"valid_until" timestamp with time zone,
	"etag" text DEFAULT '' NOT NULL,
	"content_type" text DEFAULT '' NOT NULL,
	"level" text DEFAULT 'best' NOT NULL,
	"br" "bytea",
	"gzip" "bytea",
	"meta" jsonb,
	"rendered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_bodies_owner_id_variant_pk" PRIMARY KEY("owner_id","variant"),
	CONSTRAINT "public_bodies_kind_check" CHECK ("public_bodies"."kind" IN ('menu', 'place'))
);
--> statement-breakpoint
CREATE TABLE "public_render_due" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "public_bodies" ADD CONSTRAINT "public_bodies_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_bodies" ADD CONSTRAINT "public_bodies_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_render_due" ADD CONSTRAINT "public_render_due_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_bodies_business_id_idx" ON "public_bodies" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "public_bodies_valid_until_idx" ON "public_bodies" USING btree ("valid_until") WHERE "public_bodies"."valid_until" IS NOT NULL;--> statement-breakpoint
-- Every move of a business's content version (migration 0001's triggers, whichever statement
-- made it) marks its public pages for a render ahead of guests (docs/public-menu.md, "Caching
-- that stays correct"). due_at is the last change: the worker waits until a business has been
-- quiet for a moment, so an owner's burst of saves or an import is rendered once, at its end.
-- One function, so a later migration can change what a bump does in one place.
CREATE FUNCTION "queue_public_render"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "public_render_due" ("business_id") VALUES (NEW."id")
  ON CONFLICT ("business_id") DO UPDATE SET "due_at" = now();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "businesses_public_render" AFTER UPDATE ON "businesses"
  FOR EACH ROW WHEN (NEW."content_version" IS DISTINCT FROM OLD."content_version")
  EXECUTE FUNCTION "queue_public_render"();
