CREATE TABLE "exchange_bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"event_id" bigint NOT NULL,
	"event_name" text NOT NULL,
	"sport" text NOT NULL,
	"market_id" text NOT NULL,
	"market_kind" text NOT NULL,
	"market_name" text NOT NULL,
	"selection_id" text NOT NULL,
	"selection_name" text NOT NULL,
	"runner" integer,
	"side" text NOT NULL,
	"odds" integer NOT NULL,
	"run" integer,
	"rule" jsonb,
	"stake_poisha" bigint NOT NULL,
	"profit_poisha" bigint NOT NULL,
	"liability_poisha" bigint NOT NULL,
	"matched" boolean NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"result_poisha" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "exchange_bets_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "exchange_bets_stake_positive" CHECK ("exchange_bets"."stake_poisha" > 0)
);
--> statement-breakpoint
CREATE TABLE "exchange_positions" (
	"player_id" integer NOT NULL,
	"market_id" text NOT NULL,
	"event_id" bigint NOT NULL,
	"exposure_poisha" bigint NOT NULL,
	CONSTRAINT "exchange_positions_player_id_market_id_pk" PRIMARY KEY("player_id","market_id"),
	CONSTRAINT "exchange_positions_exposure" CHECK ("exchange_positions"."exposure_poisha" >= 0)
);
--> statement-breakpoint
ALTER TABLE "exchange_bets" ADD CONSTRAINT "exchange_bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_positions" ADD CONSTRAINT "exchange_positions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_bets_player_idx" ON "exchange_bets" USING btree ("player_id","status","created_at");--> statement-breakpoint
CREATE INDEX "exchange_bets_market_idx" ON "exchange_bets" USING btree ("market_id","status");