ALTER TABLE "players" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_lang_known" CHECK ("players"."lang" in ('en', 'bn'));