-- Public content is served from each api process's memory (issue 11). Any change to it, by the back office, a
-- script or another process, tells every process through one notification channel, after the change commits.
CREATE OR REPLACE FUNCTION notify_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('content_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER settings_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER sliders_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sliders FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER payment_methods_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payment_methods FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER promotions_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotions FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER game_types_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_types FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER providers_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON providers FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER market_blocks_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON market_blocks FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
