CREATE TABLE "extra_phones" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"phone" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"action" text NOT NULL,
	"amount_poisha" bigint NOT NULL,
	"bonus_poisha" bigint DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"trx_id" text,
	"account_number" text,
	"payment_method_id" integer,
	"wallet_number_id" integer,
	"promotion_id" integer,
	"provider" text,
	"channel" text DEFAULT 'manual' NOT NULL,
	"gateway_ref" text,
	"receipts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"return_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_amount_positive" CHECK ("transactions"."amount_poisha" > 0),
	CONSTRAINT "transactions_action" CHECK ("transactions"."action" in ('deposit', 'withdraw')),
	CONSTRAINT "transactions_status" CHECK ("transactions"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "turnovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"transaction_id" integer,
	"promotion_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"required_poisha" bigint NOT NULL,
	"remaining_poisha" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turnovers_remaining_nonnegative" CHECK ("turnovers"."remaining_poisha" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_type" text NOT NULL,
	"account_number" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "extra_phones" ADD CONSTRAINT "extra_phones_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnovers" ADD CONSTRAINT "turnovers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnovers" ADD CONSTRAINT "turnovers_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "extra_phones_phone_idx" ON "extra_phones" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "extra_phones_player_idx" ON "extra_phones" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_player_key_idx" ON "idempotency_keys" USING btree ("player_id","route","key");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_pending_idx" ON "transactions" USING btree ("player_id","action") WHERE status = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_trx_id_idx" ON "transactions" USING btree ("trx_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_gateway_ref_idx" ON "transactions" USING btree ("gateway_ref");--> statement-breakpoint
CREATE INDEX "transactions_player_idx" ON "transactions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "turnovers_player_idx" ON "turnovers" USING btree ("player_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "turnovers_transaction_idx" ON "turnovers" USING btree ("transaction_id");