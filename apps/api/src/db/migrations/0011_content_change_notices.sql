-- Every bump of a business's content version is announced on the channel "carta_content" with
-- the business's id, so each server process drops its cached public pages of that business when
-- the write commits instead of asking the database for the version on every guest request
-- (docs/public-menu.md, "Caching that stays correct"). Every bump passes through this BEFORE
-- UPDATE trigger of businesses (the statement triggers of migration 0001 update the business
-- row), so one notice here covers them all. A notice is sent at commit and never for a
-- rolled-back transaction; repeats within one transaction are sent once.
CREATE OR REPLACE FUNCTION "bump_own_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."content_version" IS NOT DISTINCT FROM OLD."content_version" THEN
    NEW."content_version" := OLD."content_version" + 1;
  END IF;
  PERFORM pg_notify('carta_content', NEW."id"::text);
  RETURN NEW;
END $$;
--> statement-breakpoint
-- A deleted business takes its menus with it: their cached pages must go too.
CREATE FUNCTION "announce_business_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('carta_content', OLD."id"::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "businesses_content_removed" AFTER DELETE ON "businesses"
  FOR EACH ROW EXECUTE FUNCTION "announce_business_removed"();
