CREATE TABLE "game_favourites" (
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favourites_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_launches" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_round_days" (
	"player_id" integer NOT NULL,
	"day" text NOT NULL,
	"platform" text NOT NULL,
	"game_type" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"bet_poisha" bigint DEFAULT 0 NOT NULL,
	"win_poisha" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "game_round_days_player_id_day_platform_game_type_pk" PRIMARY KEY("player_id","day","platform","game_type")
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"game_name" text NOT NULL,
	"game_type" text NOT NULL,
	"platform" text NOT NULL,
	"engine" text NOT NULL,
	"bet_poisha" bigint NOT NULL,
	"win_poisha" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'settled' NOT NULL,
	"seed_id" integer NOT NULL,
	"nonce" integer NOT NULL,
	"outcome" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_rounds_bet_positive" CHECK ("game_rounds"."bet_poisha" > 0),
	CONSTRAINT "game_rounds_win_nonnegative" CHECK ("game_rounds"."win_poisha" >= 0),
	CONSTRAINT "game_rounds_status" CHECK ("game_rounds"."status" in ('open', 'settled'))
);
--> statement-breakpoint
CREATE TABLE "game_seeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_round_days" ADD CONSTRAINT "game_round_days_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_seeds" ADD CONSTRAINT "game_seeds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_launches_expires_idx" ON "game_launches" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_seed_nonce_idx" ON "game_rounds" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "game_rounds_player_time_idx" ON "game_rounds" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_one_open_idx" ON "game_rounds" USING btree ("player_id","game_id") WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "game_seeds_one_active_idx" ON "game_seeds" USING btree ("player_id") WHERE active;--> statement-breakpoint
CREATE INDEX "game_seeds_player_idx" ON "game_seeds" USING btree ("player_id","id");