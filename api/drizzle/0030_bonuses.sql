CREATE TABLE "bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"amount_poisha" bigint NOT NULL,
	"turnover" integer NOT NULL,
	"turnover_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"reason" text NOT NULL,
	"granted_by" text NOT NULL,
	"taken_back_poisha" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bonuses_amount_positive" CHECK ("bonuses"."amount_poisha" > 0),
	CONSTRAINT "bonuses_status" CHECK ("bonuses"."status" in ('active', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_turnover_id_turnovers_id_fk" FOREIGN KEY ("turnover_id") REFERENCES "public"."turnovers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonuses_player_idx" ON "bonuses" USING btree ("player_id","created_at");