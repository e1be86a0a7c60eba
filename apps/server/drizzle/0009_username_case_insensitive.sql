-- Usernames become unique case-insensitively. Existing names that differ only in case are reported, never renamed:
-- the migration stops with the list, and the operator decides (rename one, or cancel an account) before starting again.
DO $$
DECLARE
  clashes text;
BEGIN
  SELECT string_agg(format('%s (user ids %s)', name, ids), '; ' ORDER BY name) INTO clashes
  FROM (SELECT lower(username) AS name, string_agg(id::text, ', ' ORDER BY id) AS ids FROM users GROUP BY lower(username) HAVING count(*) > 1) AS same;
  IF clashes IS NOT NULL THEN
    RAISE EXCEPTION 'Usernames that differ only in case must be renamed before this migration: %', clashes;
  END IF;
END $$;--> statement-breakpoint
DROP INDEX "users_username_key";--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));
