ALTER TABLE "operators" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_last_step" bigint;