-- Games list, parcels and their filters at scale (games 2.5, 4.1, 7.3, 7.5; issue 11).
-- pg_trgm serves the `s` search (LIKE '%text%' over the normalized search columns) from GIN indexes.
-- It is created in the public schema and its operator class named with that schema, so a connection
-- whose search_path is another schema (the test suites) uses the same extension. Suites migrating
-- side by side on a fresh server may race to create it: the loser finds it created by the winner.
DO $$ BEGIN CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public; EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL; END $$;

-- The date a sheet was sent to production (registered); set once when the status leaves 'draft'.
ALTER TABLE variants ADD COLUMN sent_at timestamptz;
UPDATE variants SET sent_at = created_at WHERE status <> 'draft';
CREATE FUNCTION variants_sent_at() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.status <> 'draft' AND NEW.sent_at IS NULL THEN NEW.sent_at := now(); END IF; RETURN NEW; END $$;
CREATE TRIGGER variants_sent_at BEFORE INSERT OR UPDATE OF status ON variants
  FOR EACH ROW EXECUTE FUNCTION variants_sent_at();

-- The games-list tab of a sheet (README "Games list"): ongoing = saved drafts and registered sheets
-- ('nepodané'), active = received or confirmed ('podané'), finished = expired ('odohrané'); an unsaved
-- draft is in no tab. The hidden status filter f (registered, received, expired) is the same split.
ALTER TABLE variants ADD COLUMN tab text GENERATED ALWAYS AS (
  CASE
    WHEN status = 'expired' THEN 'finished'
    WHEN status IN ('received', 'confirmed') THEN 'active'
    WHEN status = 'registered' OR saved THEN 'ongoing'
  END) STORED;
-- The list date: the day the sheet was sent, the creation for drafts (filter d, the list order).
ALTER TABLE variants ADD COLUMN list_date timestamptz GENERATED ALWAYS AS (coalesce(sent_at, created_at)) STORED;

CREATE INDEX variants_tab_list_idx ON variants (tab, list_date DESC, id DESC) WHERE tab IS NOT NULL;
CREATE INDEX variants_author_tab_list_idx ON variants (author_id, tab, list_date DESC, id DESC) WHERE tab IS NOT NULL;
CREATE INDEX variants_search_trgm_idx ON variants USING gin (search public.gin_trgm_ops);
CREATE INDEX games_search_trgm_idx ON games USING gin (search public.gin_trgm_ops);
CREATE INDEX levels_search_trgm_idx ON levels USING gin (search public.gin_trgm_ops);
-- Parcels (levels of sent sheets) newest first, by layout.
CREATE INDEX levels_layout_idx ON levels (layout, id DESC);
CREATE INDEX levels_id_variant_idx ON levels (id DESC, variant_id);
