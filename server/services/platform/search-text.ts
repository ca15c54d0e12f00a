/** Lower-case, diacritics-free text used for every list's `s` search: `zilina` finds `Žilina`. */
export function normalizeSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Joins the searchable values of a record into one normalized string for the `search` column. */
export function searchDocument(values: unknown[]): string {
  return normalizeSearch(
    values
      .filter((v) => v !== null && v !== undefined && v !== '')
      .map((v) => String(v))
      .join(' '),
  );
}

/** A LIKE pattern for a normalized query, with LIKE's own wildcards escaped. */
export function searchPattern(query: string): string {
  return `%${normalizeSearch(query).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
