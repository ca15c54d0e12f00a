-- GET games without t (every tab at once, e.g. the anchor bench's first and deep pages) ordered by
-- (list_date DESC, id DESC): the 080 list indexes all lead with tab, so without this one PostgreSQL sorts
-- every listed sheet per page (55 ms at 100,000 sheets; with it an index scan, about 0.3 ms).
CREATE INDEX IF NOT EXISTS variants_list_idx ON variants (list_date DESC, id DESC) WHERE tab IS NOT NULL;
