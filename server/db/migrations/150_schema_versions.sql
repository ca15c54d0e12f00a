-- Field schemas as data (the schema studio): every published set of form schemas and codelists is one
-- row, the newest row is the one in force. `files` (json, not jsonb: the text and key order of the files
-- are kept for export) holds the whole set ({forms: {name: schema},
-- codelists: {name: codelist}}), so a version can be published again (rollback) or exported as it was.
-- source: 'files' — the shipped defaults of schemas/ (version 1 of an empty database, and a deployment
-- whose files changed while no studio version was published on top); 'studio' — published in the app;
-- 'cli' — `npm run schemas:push`; 'rollback' — an older version published again.
-- A publish NOTIFYs hry_schemas with the new id, so every server process switches within a moment.
CREATE TABLE schema_versions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  author_id integer REFERENCES users (id) ON DELETE SET NULL,
  source text NOT NULL CHECK (source IN ('files', 'studio', 'cli', 'rollback')),
  note text NOT NULL DEFAULT '',
  base_id integer REFERENCES schema_versions (id),
  hash text NOT NULL,
  files json NOT NULL
);
