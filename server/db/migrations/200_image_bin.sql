-- Image changes are part of a form's save (issue 31): an image removed or replaced in a form is detached
-- only when the form is saved, and then moved to the recycle bin as an item of type 'image' (its images
-- row in rows, and in slot the record and field it was detached from, so that restoring it puts it back
-- there). images.name keeps the uploaded file's name for the history and the bin.
ALTER TABLE trash DROP CONSTRAINT IF EXISTS trash_type_check;
ALTER TABLE trash ADD CONSTRAINT trash_type_check
  CHECK (type IN ('draft', 'level', 'voucher', 'invoice', 'user', 'image'));
-- slot: {"type": "level", "table": "levels", "id": 12, "field": "images.answer1", "value": {"val": "…"}}
ALTER TABLE trash ADD COLUMN slot jsonb;
ALTER TABLE images ADD COLUMN name text;
-- the periodic clean-up of uploads no saved record names looks at the old ones first
CREATE INDEX images_created_at_idx ON images (created_at);
