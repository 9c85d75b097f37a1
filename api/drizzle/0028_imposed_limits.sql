ALTER TABLE "rg_limits" ADD COLUMN "imposed_value" bigint;--> statement-breakpoint
ALTER TABLE "rg_limits" ADD COLUMN "imposed_by" text;