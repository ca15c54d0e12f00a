-- Drafts of the schema studio kept on the server: one per administrator and scope (a form's editor,
-- 'form.<name>', or a codelist's, 'codelist.<name>'). `files` is the whole draft set ({forms, codelists},
-- as a publish would send it) and `base_id` the version it was made from; the studio saves it as it
-- changes, restores it on open and deletes it when it is discarded or published (schema-versions.md).
CREATE TABLE schema_drafts (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  scope text NOT NULL,
  base_id integer NOT NULL,
  files json NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, scope)
);
