ALTER TABLE "promotions" ADD COLUMN "bn" jsonb;--> statement-breakpoint
ALTER TABLE "sliders" ADD COLUMN "bn" jsonb;