CREATE TABLE "rg_breaks" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"length" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "rg_breaks_kind" CHECK ("rg_breaks"."kind" in ('timeout', 'self_exclusion'))
);
--> statement-breakpoint
CREATE TABLE "rg_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"from_value" bigint,
	"to_value" bigint,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_limits" (
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"value" bigint NOT NULL,
	"pending_value" bigint,
	"pending_from" timestamp with time zone,
	CONSTRAINT "rg_limits_player_id_kind_period_pk" PRIMARY KEY("player_id","kind","period"),
	CONSTRAINT "rg_limits_kind" CHECK ("rg_limits"."kind" in ('deposit', 'loss', 'session')),
	CONSTRAINT "rg_limits_period" CHECK ("rg_limits"."period" in ('day', 'week', 'month', 'session')),
	CONSTRAINT "rg_limits_value_positive" CHECK ("rg_limits"."value" > 0)
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "reality_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "excluded_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reality_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rg_breaks" ADD CONSTRAINT "rg_breaks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_changes" ADD CONSTRAINT "rg_changes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_limits" ADD CONSTRAINT "rg_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rg_breaks_player_idx" ON "rg_breaks" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "rg_changes_player_idx" ON "rg_changes" USING btree ("player_id");