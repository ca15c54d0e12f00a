-- Contacts import (issue 8): the rows of an import are staged here in short batches outside any
-- transaction (PGlite has one connection; one long transaction made every other request wait), then
-- moved into users by one INSERT … SELECT (atomic: all rows or none) and deleted. Rows of an import that
-- never finished (a crash, a late e-mail conflict) are invisible to everything else and are deleted by
-- the next import once older than an hour. UNLOGGED: staging rows need no crash safety (a crash
-- recovery empties the table, which is the cleanup we want anyway).
CREATE UNLOGGED TABLE IF NOT EXISTS import_rows (
  import_id uuid NOT NULL,
  n integer NOT NULL,
  email text,
  info jsonb NOT NULL,
  search text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS import_rows_import_idx ON import_rows (import_id, n);
