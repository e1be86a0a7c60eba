-- Announces a change of the site configuration on channel lx_config_changed with the key, after each changed row: every
-- instance LISTENs and re-reads its in-memory copy (plugins/app/siteConfig.ts), so a setting the back office saves on
-- one instance is served by all of them at once.
CREATE OR REPLACE FUNCTION lx_notify_config_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('lx_config_changed', OLD.key);
  ELSE
    PERFORM pg_notify('lx_config_changed', NEW.key);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER site_config_changed AFTER INSERT OR UPDATE OR DELETE ON site_config FOR EACH ROW EXECUTE FUNCTION lx_notify_config_changed();
