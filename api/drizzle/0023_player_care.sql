CREATE TABLE "player_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_notes_body" CHECK (length("player_notes"."body") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "player_tags" (
	"player_id" integer NOT NULL,
	"tag" text NOT NULL,
	CONSTRAINT "player_tags_player_id_tag_pk" PRIMARY KEY("player_id","tag")
);
--> statement-breakpoint
ALTER TABLE "player_notes" ADD CONSTRAINT "player_notes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_tags" ADD CONSTRAINT "player_tags_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_notes_player_idx" ON "player_notes" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "player_tags_tag_idx" ON "player_tags" USING btree ("tag");