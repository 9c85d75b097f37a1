ALTER TABLE "operators" ADD COLUMN "invitation_hash" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "invitation_expires_at" timestamp with time zone;