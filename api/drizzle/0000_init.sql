CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"amount_poisha" bigint NOT NULL,
	"balance_after_poisha" bigint NOT NULL,
	"reason" text NOT NULL,
	"ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote_id" text NOT NULL,
	"username" text NOT NULL,
	"username_lower" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text,
	"phone" text,
	"email" text,
	"currency" text DEFAULT 'BDT' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"dofb" date,
	"balance_poisha" bigint DEFAULT 0 NOT NULL,
	"vip_coin" integer DEFAULT 0 NOT NULL,
	"vp_progress_poisha" bigint DEFAULT 0 NOT NULL,
	"cash_bonus_poisha" bigint DEFAULT 0 NOT NULL,
	"lifetime_rewards_poisha" bigint DEFAULT 0 NOT NULL,
	"referral_code" text NOT NULL,
	"referred_by" integer,
	"agent_code" text,
	"affiliate_code" text,
	"exchange_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_remote_id_unique" UNIQUE("remote_id"),
	CONSTRAINT "players_username_lower_unique" UNIQUE("username_lower"),
	CONSTRAINT "players_phone_unique" UNIQUE("phone"),
	CONSTRAINT "players_email_unique" UNIQUE("email"),
	CONSTRAINT "players_referral_code_unique" UNIQUE("referral_code"),
	CONSTRAINT "players_balance_nonnegative" CHECK ("players"."balance_poisha" >= 0),
	CONSTRAINT "players_vip_nonnegative" CHECK ("players"."vip_coin" >= 0),
	CONSTRAINT "players_cash_bonus_nonnegative" CHECK ("players"."cash_bonus_poisha" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"exchange_market" integer DEFAULT 1 NOT NULL,
	"cs_market" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"account_type" text NOT NULL,
	"provider" text NOT NULL,
	"withdraw_enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"desc" text NOT NULL,
	"thumbnail" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"deposit_bonus_percent" integer DEFAULT 0 NOT NULL,
	"turnover_multiplier" integer DEFAULT 1 NOT NULL,
	"category" integer DEFAULT 99 NOT NULL,
	"tag" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"thumbnail" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"slider_type" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_types" (
	"type" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"platform" text NOT NULL,
	"icon" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"platform" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_blocks" ADD CONSTRAINT "market_blocks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_player_idx" ON "ledger_entries" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "players_referred_by_idx" ON "players" USING btree ("referred_by");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_player_idx" ON "sessions" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "verification_codes_lookup_idx" ON "verification_codes" USING btree ("player_id","purpose","target");--> statement-breakpoint
CREATE UNIQUE INDEX "market_blocks_player_idx" ON "market_blocks" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_platform_code_idx" ON "games" USING btree ("platform","code");