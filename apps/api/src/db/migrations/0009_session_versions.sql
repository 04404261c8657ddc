ALTER TABLE "accounts" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_revoked_reason_check" CHECK ("api_tokens"."revoked_reason" IN ('owner', 'password_reset'));--> statement-breakpoint
UPDATE "api_tokens" SET "revoked_reason" = 'owner' WHERE "revoked_at" IS NOT NULL;