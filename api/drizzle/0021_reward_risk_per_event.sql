CREATE TABLE "exchange_reward_risk" (
	"player_id" integer NOT NULL,
	"event_id" bigint NOT NULL,
	"counted_poisha" bigint NOT NULL,
	CONSTRAINT "exchange_reward_risk_player_id_event_id_pk" PRIMARY KEY("player_id","event_id"),
	CONSTRAINT "exchange_reward_risk_nonnegative" CHECK ("exchange_reward_risk"."counted_poisha" >= 0)
);
--> statement-breakpoint
ALTER TABLE "exchange_reward_risk" ADD CONSTRAINT "exchange_reward_risk_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;