ALTER TABLE "players" ADD COLUMN "vip_earned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- what players earned before: the points they hold plus the points they converted (ledger refs 'vp:<points>')
UPDATE "players" SET "vip_earned" = "vip_coin" + coalesce((
  SELECT sum(split_part("ref", ':', 2)::integer) FROM "ledger_entries"
  WHERE "ledger_entries"."player_id" = "players"."id" AND "reason" = 'vp_conversion' AND "ref" ~ '^vp:[0-9]{1,9}$'
), 0);
