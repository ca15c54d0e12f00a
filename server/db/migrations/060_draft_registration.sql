-- Send to production (games 4.3, 9; server/services/draft-registration.ts): when a sheet was sent, so
-- that the next submission number is generated from the last sent sheet, and a lookup of a sheet's
-- open registration job (a second POST …/register while one runs answers the same transId).
ALTER TABLE variants ADD COLUMN registered_at timestamptz;
CREATE INDEX variants_registered_idx ON variants (registered_at DESC NULLS LAST, id DESC) WHERE number IS NOT NULL;
CREATE INDEX jobs_open_sheet_idx ON jobs (kind, ((params ->> 'sheetId'))) WHERE status IN ('pending', 'running');
