-- The recycle bin ('Kôš', issue 24 item 3): a removed draft, level, voucher, invoice or user is a row here
-- with every row its removal deleted, exactly as stored (to_jsonb of each row), table by table in insert
-- order, and the references the removal set to NULL (links). Restore inserts the rows back with their
-- ids in one transaction; a scheduled job purges rows older than TRASH_RETENTION_DAYS (default 30).
-- rows: [{"table": "variants", "rows": [{…}, …]}, …]
-- links: [{"table": "invoices", "column": "variant_id", "value": 12, "ids": [3, 4]}, …]
CREATE TABLE trash (
  id bigserial PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('draft', 'level', 'voucher', 'invoice', 'user')),
  record_id bigint NOT NULL,
  label text NOT NULL DEFAULT '',
  parent_type text,
  parent_id bigint,
  parent_label text,
  removed_at timestamptz NOT NULL DEFAULT now(),
  removed_by bigint,
  rows jsonb NOT NULL DEFAULT '[]',
  links jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX trash_removed_at_idx ON trash (removed_at, id);
CREATE INDEX trash_record_idx ON trash (type, record_id);
