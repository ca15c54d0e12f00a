// How many stored records use each value of a codelist (issue 23): the fields of every form that take
// their values from the codelist (group children included; a set field stores an array of values) and,
// per form, the records of its table whose stored info holds the value. A value in use may be disabled
// but not removed: publishing refuses a draft that removes one (services/schemas/publish.ts).
import type { Db } from '../../db/types';
import { FORM_NAMES, listFields, type FormName } from '../../../schemas/engine';
import type { SchemaFiles } from '../../../schemas/loader';

/** The table whose `info` (jsonb) holds the stored values of each form's records. */
export const FORM_TABLES: Record<FormName, string> = {
  game: 'games',
  variant: 'variants',
  level: 'levels',
  invoice: 'invoices',
  voucher: 'vouchers',
  user: 'users',
  courier: 'courier_orders',
};

/** The ids of each form's fields (at any depth of groups) whose values come from codelist `name`. */
export function codelistFields(files: SchemaFiles, name: string): Partial<Record<FormName, string[]>> {
  const found: Partial<Record<FormName, string[]>> = {};
  for (const form of FORM_NAMES) {
    const ids = listFields<{ codelist?: unknown }>(files.forms[form])
      .filter((f) => f.spec.codelist === name)
      .map((f) => f.id);
    if (ids.length) found[form] = ids;
  }
  return found;
}

/** The values of a codelist's items, in order ([] for an unknown or malformed codelist). */
export function codelistValues(files: SchemaFiles, name: string): string[] {
  const items = (files.codelists[name] as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  return items
    .map((item) => (item as { value?: unknown } | null)?.value)
    .filter((value): value is string => typeof value === 'string');
}

/**
 * Per value, the records of `table` holding it in any of the fields `ids` (a record counts once per
 * value however many of the fields hold it). A set field's array counts each of its values.
 */
async function countInTable(db: Db, table: string, ids: string[]): Promise<Map<string, number>> {
  const rows = await db.query<{ value: string; n: number | string }>(
    `SELECT x.value, count(DISTINCT t.id) AS n
       FROM ${table} t
      CROSS JOIN jsonb_array_elements_text($1::jsonb) AS f(id)
      CROSS JOIN LATERAL jsonb_array_elements_text(
             CASE jsonb_typeof(t.info -> f.id) WHEN 'array' THEN t.info -> f.id
                  ELSE jsonb_build_array(t.info -> f.id) END) AS x(value)
      WHERE x.value IS NOT NULL
      GROUP BY x.value`,
    [JSON.stringify(ids)],
  );
  return new Map(rows.map((row) => [row.value, Number(row.n)]));
}

/**
 * How many stored records use each value of codelist `name`, by the fields of the forms of `files`
 * (the version in force): every item's value with its count (0 included), in the codelist's order.
 */
export async function codelistUsage(
  db: Db,
  files: SchemaFiles,
  name: string,
): Promise<Record<string, number>> {
  const usage: Record<string, number> = Object.fromEntries(codelistValues(files, name).map((v) => [v, 0]));
  for (const [form, ids] of Object.entries(codelistFields(files, name)) as [FormName, string[]][]) {
    for (const [value, n] of await countInTable(db, FORM_TABLES[form], ids)) {
      if (value in usage) usage[value] = (usage[value] ?? 0) + n;
    }
  }
  return usage;
}

/**
 * The problems (Slovak) of a draft that removes codelist values stored records still use, counted by
 * the fields of the version in force `current`; empty when it removes none in use.
 */
export async function removedValuesInUse(
  db: Db,
  current: SchemaFiles,
  draft: SchemaFiles,
): Promise<string[]> {
  const problems: string[] = [];
  for (const name of Object.keys(current.codelists).sort()) {
    const kept = new Set(codelistValues(draft, name));
    const removed = codelistValues(current, name).filter((value) => !kept.has(value));
    if (!removed.length) continue;
    const usage = await codelistUsage(db, current, name);
    for (const value of removed) {
      const count = usage[value] ?? 0;
      if (count > 0) {
        problems.push(
          `codelists/${name}.json: hodnotu „${value}“ používajú uložené záznamy (${count}); ` +
            'nemožno ju odstrániť, len vyradiť (disabled)',
        );
      }
    }
  }
  return problems;
}
