CREATE TABLE "market_controls" (
	"market_id" text PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"event" text NOT NULL,
	"market" text NOT NULL,
	"kind" text NOT NULL,
	"sport" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"reason" text,
	"auto" boolean DEFAULT false NOT NULL,
	"limit_poisha" bigint,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_controls_state" CHECK ("market_controls"."state" in ('open', 'suspended', 'closed', 'voided')),
	CONSTRAINT "market_controls_limit" CHECK ("market_controls"."limit_poisha" is null or "market_controls"."limit_poisha" > 0)
);
