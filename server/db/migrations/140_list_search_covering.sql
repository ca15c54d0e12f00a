-- The list indexes carry list_search (INCLUDE), so a search ordered by list date (`games?s=…`, newest first)
-- reads the text from the index while it walks it instead of fetching every visited sheet from the table:
-- `s=zrkadlo` at 100,000 sheets visits about 4,200 entries for its first 50 matches, 11.5 ms with a heap
-- fetch each, 0.8 ms as an index-only scan (pages marked all-visible by (auto)vacuum).
DROP INDEX IF EXISTS variants_list_idx;
CREATE INDEX variants_list_idx ON variants (list_date DESC, id DESC) INCLUDE (list_search) WHERE tab IS NOT NULL;
DROP INDEX IF EXISTS variants_tab_list_idx;
CREATE INDEX variants_tab_list_idx ON variants (tab, list_date DESC, id DESC) INCLUDE (list_search)
  WHERE tab IS NOT NULL;
