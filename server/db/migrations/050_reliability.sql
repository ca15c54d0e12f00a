-- A change of a user's password, e-mail, permissions, type or status ends that user's sessions, whichever
-- code path makes it (settings, password reset, POST users/{id}, a future admin screen). The session that
-- made the change survives when the transaction names it: SELECT set_config('hry.keep_session', <id_hash>, true)
-- (server/services/password-change.ts keepSession).
CREATE FUNCTION users_end_sessions() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.password_hash IS DISTINCT FROM OLD.password_hash OR lower(NEW.email) IS DISTINCT FROM lower(OLD.email) OR NEW.perms IS DISTINCT FROM OLD.perms OR NEW.type IS DISTINCT FROM OLD.type OR NEW.status IS DISTINCT FROM OLD.status THEN DELETE FROM sessions WHERE user_id = NEW.id AND id_hash IS DISTINCT FROM nullif(current_setting('hry.keep_session', true), ''); END IF; RETURN NEW; END $$;

CREATE TRIGGER users_end_sessions AFTER UPDATE OF password_hash, email, perms, type, status ON users
  FOR EACH ROW EXECUTE FUNCTION users_end_sessions();

-- The time of the last counted hit: the growing sign-in delay per e-mail is measured from it.
ALTER TABLE rate_limits ADD COLUMN last_at timestamptz NOT NULL DEFAULT now();
