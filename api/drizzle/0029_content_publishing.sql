ALTER TABLE "promotions" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sliders" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipt_files" ADD COLUMN "public" boolean DEFAULT false NOT NULL;