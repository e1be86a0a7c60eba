-- Announces a change of the models (lx_models_changed) and of the menus (lx_menus_changed), once per statement: every
-- instance LISTENs and re-reads its in-memory copy (modules/chat/plugin.ts, modules/config/plugin.ts), so what the back
-- office saves on one instance is served by all of them at once.
CREATE OR REPLACE FUNCTION lx_notify_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER chat_models_changed AFTER INSERT OR UPDATE OR DELETE ON chat_models FOR EACH STATEMENT EXECUTE FUNCTION lx_notify_table_changed('lx_models_changed');--> statement-breakpoint
CREATE TRIGGER menus_changed AFTER INSERT OR UPDATE OR DELETE ON menus FOR EACH STATEMENT EXECUTE FUNCTION lx_notify_table_changed('lx_menus_changed');
