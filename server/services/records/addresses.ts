// Address autocomplete and post names (spec platform 7.4, 9): the addresses and posts tables.
import type { Db } from '../../db/types';
import { normalizeSearch, searchPattern } from '../platform/search-text';
import { AUTOCOMPLETE_LIMIT, AUTOCOMPLETE_MIN_CHARS } from '../../../schemas/constants';
import type { Address } from '../../../schemas/api';

/** At most AUTOCOMPLETE_LIMIT addresses where every word of the text matches somewhere (street, number, city or zip), in any order. */
export async function searchAddresses(db: Db, text: string): Promise<Address[]> {
  const words = normalizeSearch(text).split(' ').filter(Boolean);
  if (words.join(' ').length < AUTOCOMPLETE_MIN_CHARS) return [];
  const conditions = words.map((_, i) => `search LIKE $${i + 1}`).join(' AND ');
  const params = [...words.map(searchPattern), `${words[0]}%`];
  return db.query<Address>(
    `SELECT city, street, number, zip, post FROM addresses WHERE ${conditions}
     ORDER BY (search LIKE $${params.length}) DESC, city, street, id LIMIT ${AUTOCOMPLETE_LIMIT}`,
    params,
  );
}

/** The post office name for a zip given as five digits with optional spaces; undefined when unknown. */
export async function postName(db: Db, zip: string): Promise<string | undefined> {
  const digits = zip.replace(/\s/g, '');
  const post = await db.one<{ name: string }>('SELECT name FROM posts WHERE zip = $1', [
    `${digits.slice(0, 3)} ${digits.slice(3)}`,
  ]);
  return post?.name;
}
