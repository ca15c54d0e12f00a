// The sheet model of games 3.1: a sheet (draft, game in the game edit view) is one variant together
// with its game; its id is the variant id. Tables: games.info = schemas/game.json, variants.info =
// schemas/variant.json plus `sender` (the contact snapshot) and `variantNameExtended`; levels.info =
// schemas/level.json. variants.valid / counts / levels_rev are kept by this module and levels.ts.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/types';
import type { FieldValue, FormName } from '../../../schemas/engine';
import { loadSources, type LoadedForms } from '../records/forms';
import { evaluate, isValid, mergeInfo } from '../records/evaluation';
import { epochSql, numberOrNull, textOf } from '../platform/sql';
import { searchDocument } from '../platform/search-text';
import { printsLabels } from '../../../schemas/label-rules';
import { canRemoveStatus } from '../../../schemas/sheet-rules';
import { LEVEL_FILTERS, type LevelFilter } from '../../../schemas/constants';
import type { InfoChange, TypedChange } from '../records/record-changes';

export type LevelCounts = Record<LevelFilter, number>;

/** A users row as a contact (the signed-in author, a picked sender). */
export interface SenderContact {
  id: number;
  email: string | null;
  info: Record<string, unknown>;
}

export const SENDER_KEYS = ['name', 'org', 'email', 'phone', 'zip'] as const;
export type Sender = Record<(typeof SENDER_KEYS)[number], string>;

export interface SheetRow {
  id: number;
  gameId: number;
  authorId: number | null;
  senderId: number | null;
  name: string;
  status: string;
  saved: boolean;
  active: boolean;
  number: string | null;
  info: Record<string, unknown>;
  valid: boolean;
  counts: Partial<LevelCounts>;
  levelsRev: string;
  createdAt: number;
  updatedAt: number;
  receivedAt: number | null;
  gameName: string;
  category: string;
  gameActive: boolean;
  gameInfo: Record<string, unknown>;
  authorEmail: string | null;
  /** Variants of the sheet's game, this one included (the app's remove-game / remove-variant dialog). */
  variants?: number;
  /** The list date (sent, or created for drafts), epoch seconds. */
  listAt?: number;
  /**
   * The row versions the sheet was read at (the variant's and the game's xmin): any write of either row
   * gives another, so it keys what is derived from them (list-items.ts).
   */
  version?: string;
}

const SHEET_SELECT = `
  SELECT v.id, v.game_id, v.author_id, v.sender_id, v.name, v.status, v.saved, v.active, v.number, v.info,
         v.valid, v.counts, v.levels_rev,
         ${epochSql('v.created_at')} AS created_at, ${epochSql('v.updated_at')} AS updated_at,
         ${epochSql('v.received_at')} AS received_at,
         g.name AS game_name, g.category, g.active AS game_active, g.info AS game_info, a.email AS author_email,
         (SELECT count(*) FROM variants o WHERE o.game_id = v.game_id) AS variants,
         extract(epoch FROM v.list_date)::bigint AS list_at, v.xmin::text || '.' || g.xmin::text AS version
    FROM variants v
    JOIN games g ON g.id = v.game_id
    LEFT JOIN users a ON a.id = v.author_id`;

/** A row as the driver returns it: these columns as SheetRow has them, ids, counts and times raw. */
type RawSheet = Pick<
  SheetRow,
  'name' | 'status' | 'saved' | 'active' | 'number' | 'info' | 'valid' | 'category'
> & {
  id: number | string;
  game_id: number | string;
  author_id: number | string | null;
  sender_id: number | string | null;
  counts: Partial<LevelCounts> | null;
  levels_rev: string;
  created_at: number | string;
  updated_at: number | string;
  received_at: number | string | null;
  game_name: string;
  game_active: boolean;
  game_info: Record<string, unknown>;
  author_email: string | null;
  variants: number | string;
  list_at: number | string | null;
  version: string;
};

function revive(r: RawSheet): SheetRow {
  return {
    id: Number(r.id),
    gameId: Number(r.game_id),
    authorId: numberOrNull(r.author_id),
    senderId: numberOrNull(r.sender_id),
    name: r.name,
    status: r.status,
    saved: r.saved,
    active: r.active,
    number: r.number,
    info: r.info ?? {},
    valid: r.valid,
    counts: r.counts ?? {},
    levelsRev: r.levels_rev,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
    receivedAt: numberOrNull(r.received_at),
    gameName: r.game_name,
    category: r.category,
    gameActive: r.game_active,
    gameInfo: r.game_info ?? {},
    authorEmail: r.author_email,
    variants: Number(r.variants),
    listAt: r.list_at === null ? undefined : Number(r.list_at),
    version: r.version,
  };
}

/** The sheet with this (variant) id; `lock` locks the variant row (inside a write transaction). */
export async function loadSheet(db: Db, id: number, lock = false): Promise<SheetRow | undefined> {
  const row = await db.one<RawSheet>(`${SHEET_SELECT} WHERE v.id = $1${lock ? ' FOR UPDATE OF v' : ''}`, [
    id,
  ]);
  return row ? revive(row) : undefined;
}

/** The sheets with these (variant) ids, in the order of `ids` (unknown ids left out). */
export async function loadSheets(db: Db, ids: number[]): Promise<SheetRow[]> {
  if (!ids.length) return [];
  const rows = (await db.query<RawSheet>(`${SHEET_SELECT} WHERE v.id = ANY($1)`, [ids])).map(revive);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Games 4.1: address / reply labels are offered for a registered sheet only. Address labels carry
 * the sender's address block, so they need a sender; reply labels carry the company's reply address
 * next to the level numbers, so they need the numbering ('labeler' or 'contract'). Parcel types
 * without labels (schemas/label-rules.ts) offer neither.
 */
export function labelsAvailable(sheet: Pick<SheetRow, 'status' | 'info'>): {
  address: boolean;
  reply: boolean;
} {
  // games 2.13, 9: uz, ems and epg are only submitted, without labels
  const registered = sheet.status === 'registered' && printsLabels(parcelTypeOf(sheet));
  return {
    address: registered && !senderIsEmpty(senderOf(sheet)),
    reply: registered && (sheet.info.labeler === true || sheet.info.contract === true),
  };
}

/** The legacy parcel type of the sheet (variants.info.parcelType; '' when none). */
export function parcelTypeOf(sheet: Pick<SheetRow, 'info'>): string {
  return textOf(sheet.info.parcelType);
}

/** Whether a variant (a game's or a draft) with this id exists. */
export async function variantExists(db: Db, id: number): Promise<boolean> {
  return !!(await db.one('SELECT 1 AS x FROM variants WHERE id = $1', [id]));
}

/** The sender contact stored on the variant ({} values when none). */
export function senderOf(sheet: Pick<SheetRow, 'info'>): Sender {
  const raw = (sheet.info.sender ?? {}) as Record<string, unknown>;
  return Object.fromEntries(SENDER_KEYS.map((k) => [k, textOf(raw[k])])) as Sender;
}

/** Games 3.1: the sender is empty when name, org, email and phone are all empty. */
export function senderIsEmpty(sender: Sender): boolean {
  return !sender.name && !sender.org && !sender.email && !sender.phone;
}

/** A contact (users row) as a sheet's sender. */
export function senderFromContact(user: Pick<SenderContact, 'email' | 'info'>): Sender {
  const info = user.info ?? {};
  return {
    name: textOf(info.name),
    org: textOf(info.org),
    email: textOf(user.email ?? info.email),
    phone: textOf(info.phone),
    zip: textOf(info.zip),
  };
}

const hasImage = (value: unknown): boolean =>
  typeof value === 'string'
    ? value !== ''
    : !!value && typeof value === 'object' && !!(value as { val?: unknown }).val;

/** The values level rules may name as `$sheet.<key>` (level.json `requiredWhen`, `rules`). */
export function sheetContext(
  sheet: Pick<SheetRow, 'info' | 'active'> & { gameInfo?: SheetRow['gameInfo'] },
): Record<string, FieldValue> {
  return {
    'sheet.labeler': sheet.info.labeler === true || sheet.info.contract === true,
    'sheet.production': sheet.active,
    'sheet.contract': sheet.info.contract === true,
    'sheet.parcelType': parcelTypeOf(sheet),
    // The variant's frame image (variant.json 'frame-image'): the frame layout needs it.
    'sheet.frameImage': hasImage(sheet.info['frame-image']),
    // The game's 'Svadobná hra' (game.json 'wedding'): the wedding roles of a yes/no challenge (issue 31).
    'sheet.wedding': sheet.gameInfo?.wedding === true,
  };
}

export function countsOf(sheet: Pick<SheetRow, 'counts'>): LevelCounts {
  return Object.fromEntries(LEVEL_FILTERS.map((f) => [f, Number(sheet.counts[f] ?? 0)])) as LevelCounts;
}

/** The sheet as replies carry it (games 3.1): `sheet` of drafts calls, `game` of games calls, drafts list items. */
export function presentSheet(sheet: SheetRow): Record<string, unknown> {
  const v = sheet.info;
  const sender = senderOf(sheet);
  const counts = countsOf(sheet);
  const price = numberOrNull(v.price);
  const duration = numberOrNull(v.minDuration);
  const avgDuration = numberOrNull(v.avgDuration);
  const maxDuration = numberOrNull(v.maxDuration);
  const location = textOf(sheet.gameInfo.location);
  const labeler = v.labeler === true || v.contract === true;
  return {
    id: sheet.id,
    gameId: sheet.gameId,
    gameName: sheet.gameName,
    variantName: sheet.name,
    variantNameExtended: textOf(v.variantNameExtended) || sheet.name,
    category: sheet.category,
    status: sheet.status,
    saved: sheet.saved,
    production: sheet.active,
    gameProduction: sheet.gameActive,
    valid: sheet.valid,
    senderEmpty: senderIsEmpty(sender),
    counts,
    numTasks: counts.all,
    subtitle: counts.all,
    duration,
    avgDuration,
    maxDuration,
    location,
    price,
    sumPrice: price === null ? null : Math.round(price * 100) / 100,
    createdAt: sheet.createdAt,
    updatedAt: sheet.updatedAt,
    receivedAt: sheet.receivedAt,
    number: sheet.number,
    parcelType: parcelTypeOf(sheet),
    hasAddressLabels: labelsAvailable(sheet).address,
    hasReplyLabels: labelsAvailable(sheet).reply,
    rating: null,
    authorEmail: sheet.authorEmail,
    senderId: sheet.senderId,
    variants: sheet.variants ?? 1,
    info: {
      duration,
      avgDuration,
      maxDuration,
      location,
      parcelType: parcelTypeOf(sheet),
      payment: { type: '' },
      amount: price,
      valid: sheet.valid,
      production: sheet.active,
      courier: v.courier === true,
      labeler,
      sender,
    },
  };
}

/** Sheet-level forms: the variant dialog (drafts/{id}) and the game dialog (games/{id}). */
export type SheetForm = Extract<FormName, 'game' | 'variant'>;

export function storedOf(sheet: SheetRow, form: SheetForm): Record<string, unknown> {
  return form === 'game' ? sheet.gameInfo : sheet.info;
}

/** variants.valid: the game form and the variant form both valid with their stored values. */
export async function refreshSheetValidity(db: Db, forms: LoadedForms, gameId: number): Promise<void> {
  const game = await db.one<{ info: Record<string, unknown> }>('SELECT info FROM games WHERE id = $1', [
    gameId,
  ]);
  if (!game) return;
  const gameValid = isValid(await evaluate(db, forms, 'game', {}, { stored: game.info }));
  const variants = await db.query<{ id: number | string; info: Record<string, unknown> }>(
    'SELECT id, info FROM variants WHERE game_id = $1',
    [gameId],
  );
  const sources = await loadSources(db, forms.forms.variant);
  for (const v of variants) {
    const valid = gameValid && isValid(await evaluate(db, forms, 'variant', {}, { stored: v.info, sources }));
    await db.query('UPDATE variants SET valid = $2 WHERE id = $1 AND valid IS DISTINCT FROM $2', [
      Number(v.id),
      valid,
    ]);
  }
}

/** Why a sheet is invalid (issue 31): per form, the labels of its fields with an error. */
export interface SheetProblem {
  form: 'game' | 'variant';
  fields: string[];
}

/**
 * The fields that make the sheet invalid (refreshSheetValidity's checks of the stored game and variant
 * values), labelled as their forms show them; [] for a valid sheet.
 */
export async function sheetProblems(db: Db, forms: LoadedForms, sheet: SheetRow): Promise<SheetProblem[]> {
  if (sheet.valid !== false) return [];
  const problems: SheetProblem[] = [];
  const parts = [
    { form: 'game', stored: sheet.gameInfo },
    { form: 'variant', stored: sheet.info },
  ] as const;
  for (const { form, stored } of parts) {
    const sources = form === 'variant' ? await loadSources(db, forms.forms.variant) : undefined;
    const e = await evaluate(db, forms, form, {}, { stored, sources });
    const compiled = forms.forms[form];
    const fields = Object.entries(e.attrs)
      .filter(([, attr]) => attr.error)
      .map(([id]) => compiled.byId.get(id)?.spec.label ?? id);
    if (fields.length) problems.push({ form, fields });
  }
  return problems;
}

/** Fingerprint of the level schema and codelists: levels evaluated against another one are re-evaluated. */
const fingerprints = new WeakMap<LoadedForms, string>();
export function levelsFingerprint(forms: LoadedForms): string {
  let fp = fingerprints.get(forms);
  if (!fp) {
    fp = createHash('sha1')
      .update(JSON.stringify({ level: forms.forms.level.schema, codelists: forms.codelists }))
      .digest('hex');
    fingerprints.set(forms, fp);
  }
  return fp;
}

/** The type codes of the dashboard (dashboardType codelist) → game category; a category value passes. */
export function categoryOfCode(forms: LoadedForms, code: string): string | undefined {
  const byCode = forms.codelists.dashboardType?.items.find((i) => i.value === code);
  const category = byCode?.data?.category;
  if (typeof category === 'string') return category;
  return forms.codelists.category?.items.find((i) => i.value === code)?.value;
}

/**
 * PUT drafts {category}: a game in that category with its first variant (a draft, not saved); the
 * variant id, and the two created records as changes.
 */
export async function createDraft(
  db: Db,
  forms: LoadedForms,
  category: string,
  author: SenderContact,
): Promise<{ id: number; changes: TypedChange[] }> {
  const sender = senderFromContact(author);
  const hasSender = !!(sender.name || sender.email);
  const game = await db.one<{ id: number | string; info: Record<string, unknown> }>(
    `INSERT INTO games (name, category, active, info, search) VALUES ('', $1, false, $2, '') RETURNING id, info`,
    [category, { category }],
  );
  const gameId = Number(game!.id);
  const variant = await db.one<{ id: number | string; info: Record<string, unknown> }>(
    `INSERT INTO variants (game_id, author_id, sender_id, name, status, saved, active, info, counts, levels_rev)
     VALUES ($1, $2, $3, '', 'draft', false, false, $4, $5, $6) RETURNING id, info`,
    [
      gameId,
      author.id,
      hasSender ? author.id : null,
      hasSender ? { sender } : {},
      { all: 0, production: 0, testing: 0, invalid: 0 },
      levelsFingerprint(forms),
    ],
  );
  await refreshSheetValidity(db, forms, gameId);
  const id = Number(variant!.id);
  return {
    id,
    changes: [
      { type: 'game', id: gameId, before: null, after: game!.info },
      { type: 'variant', id, before: null, after: variant!.info },
    ],
  };
}

/**
 * Stores a sheet form's values: the variant form (POST drafts/{id}) or the game form (POST games/{id}),
 * which every variant of the game sees.
 */
export async function updateSheetForm(
  db: Db,
  forms: LoadedForms,
  sheet: SheetRow,
  form: SheetForm,
  values: Record<string, FieldValue>,
): Promise<void> {
  const info = mergeInfo(forms.forms[form], storedOf(sheet, form), values);
  const name = textOf(info.name);
  if (form === 'variant') {
    await db.query(
      `UPDATE variants SET name = $2, active = $3, info = $4, search = $5, updated_at = now() WHERE id = $1`,
      [sheet.id, name, info.active === true, info, searchDocument([name, textOf(info.variantNameExtended)])],
    );
  } else {
    await db.query(
      `UPDATE games SET name = $2, category = $3, active = $4, info = $5, search = $6, updated_at = now() WHERE id = $1`,
      [
        sheet.gameId,
        name,
        textOf(info.category),
        info.active === true,
        info,
        searchDocument([name, textOf(info.nameEn), textOf(info.location)]),
      ],
    );
    await db.query('UPDATE variants SET updated_at = now() WHERE id = $1', [sheet.id]);
  }
  await refreshSheetValidity(db, forms, sheet.gameId);
}

/** POST drafts/{id}/sender/{senderId}: the contact becomes the sheet's sender; the variant's change. */
export async function setSender(db: Db, sheet: SheetRow, contact: SenderContact): Promise<InfoChange> {
  const info = { ...sheet.info, sender: senderFromContact(contact) };
  await db.query('UPDATE variants SET sender_id = $2, info = $3, updated_at = now() WHERE id = $1', [
    sheet.id,
    contact.id,
    info,
  ]);
  return { id: sheet.id, before: sheet.info, after: info };
}

/** Games 4.1: a sheet can be removed in status draft or registered. */
export function canRemove(sheet: SheetRow): boolean {
  return canRemoveStatus(sheet.status);
}

type Removed = { id: number | string; info: Record<string, unknown> | null };
const removed = (type: TypedChange['type'], rows: Removed[]): TypedChange[] =>
  rows
    .map((r) => ({ type, id: Number(r.id), before: r.info ?? {}, after: null }))
    .sort((a, b) => a.id - b.id);

/**
 * DELETE drafts/{id}: the variant with its levels and courier orders; the game too when no other
 * variant is left. Returns what the removal took with the variant (levels, courier orders, the game).
 */
export async function removeSheet(db: Db, sheet: SheetRow): Promise<TypedChange[]> {
  // the cascade of the variant row, deleted here to know what went
  const levels = await db.query<Removed>('DELETE FROM levels WHERE variant_id = $1 RETURNING id, info', [
    sheet.id,
  ]);
  const orders = await db.query<Removed>(
    'DELETE FROM courier_orders WHERE variant_id = $1 RETURNING id, info',
    [sheet.id],
  );
  await db.query('DELETE FROM variants WHERE id = $1', [sheet.id]);
  const games = await db.query<Removed>(
    `DELETE FROM games g WHERE g.id = $1 AND NOT EXISTS (SELECT 1 FROM variants v WHERE v.game_id = g.id)
     RETURNING id, info`,
    [sheet.gameId],
  );
  return [...removed('level', levels), ...removed('courier', orders), ...removed('game', games)];
}

/** POST drafts|games/{id}/save: the sheet becomes saved; the variant's change. */
export async function saveSheet(db: Db, sheet: SheetRow): Promise<InfoChange> {
  const row = await db.one<{ info: Record<string, unknown> }>(
    'UPDATE variants SET saved = true, updated_at = now() WHERE id = $1 RETURNING info',
    [sheet.id],
  );
  return { id: sheet.id, before: sheet.info, after: row!.info };
}
