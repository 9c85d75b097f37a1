CREATE TABLE "exchange_taken" (
	"market_id" text NOT NULL,
	"selection_id" text NOT NULL,
	"side" text NOT NULL,
	"price" integer NOT NULL,
	"taken_poisha" bigint NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_taken_market_id_selection_id_side_price_pk" PRIMARY KEY("market_id","selection_id","side","price"),
	CONSTRAINT "exchange_taken_nonnegative" CHECK ("exchange_taken"."taken_poisha" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_launches" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "game_seeds" ADD COLUMN "next_server_seed" text;--> statement-breakpoint
ALTER TABLE "game_seeds" ADD COLUMN "next_server_seed_hash" text;--> statement-breakpoint
ALTER TABLE "exchange_sessions" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_sessions" ADD CONSTRAINT "exchange_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;