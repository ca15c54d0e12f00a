// Reading the change log: a record's history (newest first, keyset on the entry id) and the
// administrators' filtered log. Each entry names its field changes with the labels of the schema
// version in force when it was written, so a field renamed or retired since still reads as it did;
// a value of a codelist field comes with its option's label too.
import type { Db, SqlParam } from '../../db/types';
import { getVersion } from '../schemas/versions';
import { walkFields } from '../../../schemas/engine';
import { expandChanges, type ChangeAction, type ChangeRecordType, type FieldChanges } from './change-log';
import {
  SEND_WARNINGS_FIELD,
  SEND_WARNINGS_LABEL,
  SEND_WARNING_LABELS,
  STATUS_FIELD,
  STATUS_FIELD_LABEL,
  STATUS_LABELS,
  type HistoryRecordType,
} from '../../../schemas/api/history-kinds';

export interface ChangePerson {
  id: number;
  name: string;
}

export interface FieldChange {
  field: string;
  /** The field's label in the schema of the entry's time; the field id when it has none. */
  label: string;
  /** The field's type (str, int, bool, date, enum, image…); '' when unknown. */
  kind: string;
  before: unknown;
  after: unknown;
  /** Option labels of a codelist field's values. */
  beforeLabel?: string;
  afterLabel?: string;
  /** The file names of images the values name (kept while the image, its bin item or its log entry is). */
  beforeName?: string;
  afterName?: string;
}

export interface HistoryEntry {
  id: number;
  /** Epoch seconds. */
  at: number;
  actor: ChangePerson | null;
  actingAs: ChangePerson | null;
  type: ChangeRecordType;
  recordId: number;
  action: ChangeAction;
  schemaVersion: number | null;
  changes: FieldChange[];
  /** The record the entry's record belongs to (an image: its game, variant or level). */
  owner?: { type: ChangeRecordType; id: number };
  /** The game a game, variant, level or image entry belongs to (while the game exists). */
  game?: { id: number; name: string };
}

interface Row {
  id: string;
  at: Date | string;
  actor_id: number | null;
  actor_name: string | null;
  acting_as_id: number | null;
  acting_as_name: string | null;
  record_type: ChangeRecordType;
  record_id: string;
  action: ChangeAction;
  schema_version: number | null;
  changes: FieldChanges | string;
  owner_type: ChangeRecordType | null;
  owner_id: string | null;
}

const SELECT = `SELECT c.id, c.at, c.actor_id, c.acting_as_id, c.record_type, c.record_id, c.action,
         c.schema_version, c.changes, c.owner_type, c.owner_id,
         coalesce(nullif(a.info->>'name', ''), a.email) AS actor_name,
         coalesce(nullif(e.info->>'name', ''), e.email) AS acting_as_name`;

export interface HistoryPage {
  /** The id of the last entry seen (keyset): the page holds older ones. */
  before?: number;
  limit: number;
}

/**
 * One record's history, newest first, with the entries of what belongs to it (its images); security
 * events only when `withSecurity`.
 */
export async function recordHistory(
  db: Db,
  type: ChangeRecordType,
  id: number,
  page: HistoryPage,
  withSecurity: boolean,
): Promise<HistoryEntry[]> {
  const params: SqlParam[] = [type, id];
  const more: string[] = [];
  if (page.before !== undefined) more.push(`c.id < $${params.push(page.before)}::bigint`);
  if (!withSecurity) more.push(`c.action <> 'security'`);
  const n = params.push(page.limit);
  // two index scans (the record's own entries, its images' entries), each at most a page
  const part = (key: string) =>
    `(SELECT * FROM change_log c WHERE ${[key, ...more].join(' AND ')} ORDER BY c.id DESC LIMIT $${n})`;
  const entries = `SELECT * FROM (${part('c.record_type = $1 AND c.record_id = $2::bigint')}
             UNION ALL ${part('c.owner_type = $1 AND c.owner_id = $2::bigint')}) u
            ORDER BY u.id DESC LIMIT $${n}`;
  return present(db, await db.query<Row>(withUsers(entries), params));
}

export interface ChangeFilter {
  actorId?: number;
  type?: ChangeRecordType;
  action?: ChangeAction;
  /** Inclusive day range, YYYY-MM-DD. */
  from?: string;
  to?: string;
}

/** Every change matching the filter, newest first. */
export async function listChanges(db: Db, filter: ChangeFilter, page: HistoryPage): Promise<HistoryEntry[]> {
  // Only the conditions in use (no "$n IS NULL OR …"): a plan made without the values (PGlite's
  // prepared statements) would otherwise miss the indexes.
  const where: string[] = [];
  const params: SqlParam[] = [];
  if (filter.actorId !== undefined) where.push(`c.actor_id = $${params.push(filter.actorId)}::int`);
  if (filter.type) where.push(`c.record_type = $${params.push(filter.type)}`);
  if (filter.action) where.push(`c.action = $${params.push(filter.action)}`);
  if (filter.from) where.push(`c.at >= $${params.push(filter.from)}::date`);
  if (filter.to) where.push(`c.at < $${params.push(filter.to)}::date + 1`);
  if (page.before !== undefined) where.push(`c.id < $${params.push(page.before)}::bigint`);
  return present(db, await db.query<Row>(pageSql(where, params, page.limit), params));
}

/** The newest `limit` entries matching `where` (the page is taken before the users are joined). */
function pageSql(where: string[], params: SqlParam[], limit: number): string {
  const n = params.push(limit);
  return withUsers(`SELECT * FROM change_log c ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
            ORDER BY c.id DESC LIMIT $${n}`);
}

/** A page of entries (the query `page`) with the names of their actor and acting-as user, newest first. */
function withUsers(page: string): string {
  return `${SELECT}
     FROM (${page}) c
     LEFT JOIN users a ON a.id = c.actor_id
     LEFT JOIN users e ON e.id = c.acting_as_id
    ORDER BY c.id DESC`;
}

/** The form whose fields a record type stores. */
const FORM_OF: Partial<Record<ChangeRecordType, string>> = {
  user: 'user',
  invoice: 'invoice',
  voucher: 'voucher',
  invoice_parcel: 'level',
  level: 'level',
  game: 'game',
  variant: 'variant',
  courier: 'courier',
};

interface FieldInfo {
  label: string;
  kind: string;
  options?: Map<string, string>;
  /** The field's default value (what a form fills in by itself). */
  default?: unknown;
  /** A field of the postal leftovers (a group of section 'parcel': recipient, class, services…). */
  postal?: boolean;
}
type FormFields = Map<string, FieldInfo>;

/** Fields per form of a version: versions never change, so once per database handle. */
const fieldsOfDb = new WeakMap<Db, Map<number, Promise<Map<string, FormFields> | undefined>>>();

function versionFields(db: Db, version: number): Promise<Map<string, FormFields> | undefined> {
  let fieldsByVersion = fieldsOfDb.get(db);
  if (!fieldsByVersion) fieldsOfDb.set(db, (fieldsByVersion = new Map()));
  const cache = fieldsByVersion;
  let found = cache.get(version);
  if (!found) {
    found = getVersion(db, version).then((v) => v && fieldsOfFiles(v.files.forms, v.files.codelists));
    if (cache.size > 100) cache.clear();
    cache.set(version, found);
    found.catch(() => cache.delete(version));
  }
  return found;
}

interface JsonField {
  id: string;
  type?: string;
  label?: string;
  codelist?: string;
  default?: unknown;
}

function fieldsOfFiles(forms: Record<string, unknown>, codelists: Record<string, unknown>) {
  const out = new Map<string, FormFields>();
  const options = (name: string | undefined) => {
    const list = name
      ? (codelists[name] as { items?: { value: unknown; label?: string }[] } | undefined)
      : undefined;
    return list?.items
      ? new Map(list.items.map((i) => [String(i.value), i.label ?? String(i.value)]))
      : undefined;
  };
  for (const [name, schema] of Object.entries(forms)) {
    const fields: FormFields = new Map();
    // a field inside a group of section 'parcel' is a postal leftover
    walkFields<JsonField>(schema, ({ spec: f, depth, section }) => {
      if (!f.id || f.type === 'group') return;
      const postal = depth > 0 && section === 'parcel';
      fields.set(f.id, {
        label: f.label ?? f.id,
        kind: f.type ?? '',
        options: options(f.codelist),
        ...(f.default !== undefined ? { default: f.default } : {}),
        ...(postal ? { postal } : {}),
      });
    });
    out.set(name, fields);
  }
  return out;
}

/** The record's status (a 'status' entry, an account's activation): 'Stav' and its values' Slovak names. */
function statusField(type: string, field: string) {
  if (field === SEND_WARNINGS_FIELD && type === 'variant') {
    return { label: SEND_WARNINGS_LABEL, kind: '', options: new Map(Object.entries(SEND_WARNING_LABELS)) };
  }
  const labels = STATUS_LABELS[type as HistoryRecordType];
  if (field !== STATUS_FIELD || !labels) return undefined;
  return { label: STATUS_FIELD_LABEL, kind: '', options: new Map(Object.entries(labels)) };
}

/** The image id a logged value names: an image field's {val} (or bare id), an image entry's {$image}. */
function loggedImageId(value: unknown, kind: string): string {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    if (typeof o.$image === 'string') return o.$image;
    if (kind === 'image' && typeof o.val === 'string') return o.val;
  }
  return kind === 'image' && typeof value === 'string' ? value : '';
}

/**
 * The file names of images (issue 31: the history shows an image by its name, never its raw id): from
 * the images table, from the recycle bin's detached images and, for an image purged for good, from the
 * name its own log entry kept.
 */
async function imageNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (!ids.length) return names;
  const rows = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM images WHERE id = ANY($1) AND name IS NOT NULL
     UNION ALL
     SELECT r->>'id', r->>'name' FROM trash t, jsonb_array_elements(t.rows) tb, jsonb_array_elements(tb->'rows') r
      WHERE t.type = 'image' AND r->>'id' = ANY($1) AND r->>'name' IS NOT NULL`,
    [ids],
  );
  for (const r of rows) names.set(r.id, r.name);
  for (const id of ids) {
    if (names.has(id)) continue;
    const logged = await db.one<{ changes: string }>(
      `SELECT changes::text AS changes FROM change_log
        WHERE record_type = 'image' AND strpos(changes::text, $1) > 0 AND strpos(changes::text, '"name"') > 0
        ORDER BY id DESC LIMIT 1`,
      [JSON.stringify(id)],
    );
    const name = logged && /"name"\s*:\s*"((?:[^"\\]|\\.)*)"/.exec(logged.changes)?.[1];
    if (name) names.set(id, JSON.parse(`"${name}"`) as string);
  }
  return names;
}

/** Puts the file names of the images the changes name beside their values. */
async function nameImages(db: Db, entries: HistoryEntry[]): Promise<void> {
  const ids = new Set<string>();
  for (const e of entries)
    for (const c of e.changes)
      for (const v of [c.before, c.after]) {
        const id = loggedImageId(v, c.kind);
        if (id) ids.add(id);
      }
  const names = await imageNames(db, [...ids]);
  for (const e of entries)
    for (const c of e.changes) {
      const before = names.get(loggedImageId(c.before, c.kind));
      const after = names.get(loggedImageId(c.after, c.kind));
      if (before) c.beforeName = before;
      if (after) c.afterName = after;
    }
}

/** No value: undefined, null, '', an empty list or object ('—' on both sides is no change). */
const empty = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0);
const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Whether a person would read the field change as a change: not empty → empty or a value → the same
 * value, and not a postal leftover (a field the level form no longer shows) that only took or lost
 * its default ('Trieda: — → 2. trieda', 'Krajina: — → Slovensko').
 */
export function isRealChange(before: unknown, after: unknown, info?: Pick<FieldInfo, 'default' | 'postal'>) {
  if (sameValue(before, after) || (empty(before) && empty(after))) return false;
  if (info?.postal) {
    const unset = (v: unknown) => empty(v) || (info.default !== undefined && sameValue(v, info.default));
    if (unset(before) && unset(after)) return false;
  }
  return true;
}

/** The game of each game, variant and level id (records removed since have none). */
async function gamesOf(
  db: Db,
  refs: { type: string; id: number }[],
): Promise<Map<string, { id: number; name: string }>> {
  const out = new Map<string, { id: number; name: string }>();
  const ids = (type: string) => [...new Set(refs.filter((r) => r.type === type).map((r) => r.id))];
  const add = (
    type: string,
    rows: { id: number | string; game_id: number | string; name: string | null }[],
  ) => {
    for (const r of rows) out.set(`${type}:${Number(r.id)}`, { id: Number(r.game_id), name: r.name ?? '' });
  };
  const [games, variants, levels] = [ids('game'), ids('variant'), ids('level')];
  if (games.length)
    add(
      'game',
      await db.query('SELECT id, id AS game_id, name FROM games WHERE id = ANY($1::bigint[])', [games]),
    );
  if (variants.length)
    add(
      'variant',
      await db.query(
        `SELECT v.id, g.id AS game_id, g.name FROM variants v JOIN games g ON g.id = v.game_id
          WHERE v.id = ANY($1::bigint[])`,
        [variants],
      ),
    );
  if (levels.length)
    add(
      'level',
      await db.query(
        `SELECT l.id, g.id AS game_id, g.name FROM levels l JOIN variants v ON v.id = l.variant_id
           JOIN games g ON g.id = v.game_id WHERE l.id = ANY($1::bigint[])`,
        [levels],
      ),
    );
  return out;
}

async function present(db: Db, rows: Row[]): Promise<HistoryEntry[]> {
  const entries: HistoryEntry[] = [];
  // the record the game is read from: an image's owner, else the record itself
  const gameRef = (row: Row) =>
    row.owner_type && row.owner_id !== null
      ? { type: row.owner_type as string, id: Number(row.owner_id) }
      : { type: row.record_type as string, id: Number(row.record_id) };
  const games = await gamesOf(db, rows.map(gameRef));
  for (const row of rows) {
    // an image's slot is a field of its owner's form
    const form = FORM_OF[row.owner_type ?? row.record_type];
    const fields =
      form && row.schema_version ? (await versionFields(db, row.schema_version))?.get(form) : undefined;
    const changes = expandChanges(
      (typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes) as Record<string, unknown>,
    );
    entries.push({
      id: Number(row.id),
      at: Math.floor(new Date(row.at).getTime() / 1000),
      actor: row.actor_id !== null ? { id: Number(row.actor_id), name: row.actor_name ?? '' } : null,
      actingAs:
        row.acting_as_id !== null ? { id: Number(row.acting_as_id), name: row.acting_as_name ?? '' } : null,
      type: row.record_type,
      recordId: Number(row.record_id),
      action: row.action,
      schemaVersion: row.schema_version,
      ...(row.owner_type && row.owner_id !== null
        ? { owner: { type: row.owner_type, id: Number(row.owner_id) } }
        : {}),
      ...(() => {
        const ref = gameRef(row);
        const game = games.get(`${ref.type}:${ref.id}`);
        return game ? { game } : {};
      })(),
      changes: Object.entries(changes).flatMap(([field, [before, after]]) => {
        const info: FieldInfo | undefined = fields?.get(field) ?? statusField(row.record_type, field);
        if (!isRealChange(before, after, info)) return [];
        const change: FieldChange = {
          field,
          label: info?.label ?? field,
          kind: info?.kind ?? '',
          before,
          after,
        };
        const optionLabel = (v: unknown): string | undefined => {
          if (v === null || v === undefined || v === '') return undefined;
          // a list of codes (the warnings of a send): their names, each one
          if (Array.isArray(v)) {
            const names = v.map((item) => info?.options?.get(String(item)));
            return names.every((n) => n !== undefined) ? names.join('; ') : undefined;
          }
          return info?.options?.get(String(v));
        };
        const b = optionLabel(before);
        const a = optionLabel(after);
        if (b !== undefined) change.beforeLabel = b;
        if (a !== undefined) change.afterLabel = a;
        return [change];
      }),
    });
  }
  await nameImages(db, entries);
  return entries;
}
