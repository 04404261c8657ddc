ALTER TABLE "businesses" ADD COLUMN "content_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A business's content version goes up with every write that can change what its public menus
-- show, so cached renders are checked against one number (docs/public-menu.md).
-- Statement-level triggers: one bump per statement, however many rows it touches; each trigger
-- names its inserted, updated or deleted rows "changed_rows".
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "businesses" SET "content_version" = "content_version" + 1
  WHERE "id" IN (SELECT DISTINCT "business_id" FROM "changed_rows");
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Any change to the business row itself (name, logo, contact links) bumps it too; the bump made
-- by the triggers above already changes the version and is not counted twice.
CREATE FUNCTION "bump_own_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."content_version" IS NOT DISTINCT FROM OLD."content_version" THEN
    NEW."content_version" := OLD."content_version" + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "businesses_content_version" BEFORE UPDATE ON "businesses"
  FOR EACH ROW EXECUTE FUNCTION "bump_own_content_version"();
--> statement-breakpoint
CREATE TRIGGER "products_content_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "products_content_update" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "products_content_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "categories_content_insert" AFTER INSERT ON "categories" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "categories_content_update" AFTER UPDATE ON "categories" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "categories_content_delete" AFTER DELETE ON "categories" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "category_products_content_insert" AFTER INSERT ON "category_products" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "category_products_content_update" AFTER UPDATE ON "category_products" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "category_products_content_delete" AFTER DELETE ON "category_products" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "menus_content_insert" AFTER INSERT ON "menus" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "menus_content_update" AFTER UPDATE ON "menus" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "menus_content_delete" AFTER DELETE ON "menus" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "menu_categories_content_insert" AFTER INSERT ON "menu_categories" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "menu_categories_content_update" AFTER UPDATE ON "menu_categories" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "menu_categories_content_delete" AFTER DELETE ON "menu_categories" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
