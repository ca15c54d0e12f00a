-- The in-process session cache (server/services/session-cache.ts) of every server process listens on
-- hry_sessions: a changed or removed session ('s:' || id_hash), a changed or removed user ('u:' || id; the
-- cached session carries the user) or a truncated table ('*') drops the cached entries at once.
CREATE FUNCTION sessions_notify_cache() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('hry_sessions', 's:' || OLD.id_hash); RETURN NULL; END $$;

CREATE TRIGGER sessions_notify_cache AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION sessions_notify_cache();

CREATE FUNCTION users_notify_cache() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('hry_sessions', 'u:' || OLD.id); RETURN NULL; END $$;

CREATE TRIGGER users_notify_cache AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION users_notify_cache();

CREATE FUNCTION truncate_notify_cache() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('hry_sessions', '*'); RETURN NULL; END $$;

CREATE TRIGGER sessions_truncate_notify_cache AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION truncate_notify_cache();

CREATE TRIGGER users_truncate_notify_cache AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION truncate_notify_cache();
