-- Announces a change to what a user's row reads as (the users row, the user's check-ins) on channel lx_user_changed with
-- the user's id, after each changed row: every instance LISTENs and drops its cached copy (plugins/app/userRows.ts), so
-- no writer has to remember to. TG_ARGV[0] names the column that holds the user's id. NOTIFY is sent at commit, once
-- per distinct payload in a transaction.
CREATE OR REPLACE FUNCTION lx_notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('lx_user_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  ELSE
    PERFORM pg_notify('lx_user_changed', to_jsonb(NEW) ->> TG_ARGV[0]);
    IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) ->> TG_ARGV[0]) IS DISTINCT FROM (to_jsonb(NEW) ->> TG_ARGV[0]) THEN
      PERFORM pg_notify('lx_user_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION lx_notify_user_changed('id');--> statement-breakpoint
CREATE TRIGGER sign_ins_changed AFTER INSERT OR UPDATE OR DELETE ON sign_ins FOR EACH ROW EXECUTE FUNCTION lx_notify_user_changed('user_id');
