-- The change log (record history, issue 24): one row per change of a form-backed record, written by
-- server/services/history in the transaction of the change itself (a rolled-back write leaves no row,
-- a failed insert rolls the write back), plus security events (sign-ins, failed sign-ins, password and
-- permission changes) and published schema versions.
-- changes: {field: [before, after]} for the changed keys only; a text over 2 kB is stored as a
-- reference ({"$sha256": …, "$len": …}), not copied on every change.
-- schema_version: the field schemas in force at the write, so the history shows the labels of its time.
CREATE TABLE change_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id integer,
  acting_as_id integer,
  request_id text,
  record_type text NOT NULL,
  record_id bigint NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'remove', 'restore', 'status', 'import', 'security')),
  schema_version integer,
  changes jsonb NOT NULL DEFAULT '{}'
);

-- A record's history, newest first (keyset on id).
CREATE INDEX change_log_record ON change_log (record_type, record_id, id DESC);
-- The administrators' log: newest first, by date range, by actor.
CREATE INDEX change_log_at ON change_log (at DESC);
CREATE INDEX change_log_actor ON change_log (actor_id, id DESC);
