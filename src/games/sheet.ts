// The sheet model of games spec 3.1 as the app reads it: one variant together with its game. The id in
// #/drafts/{id} and #/games/{id} is the sheet's id.
import type { RaRecord } from 'react-admin';
import { codelistLabel as schemaCodelistLabel } from '../providers/schemas';
import type { Level as LevelReply, Sheet as SheetReply, SheetListItem } from '../../schemas/api';
import type { LevelFilter } from '../../schemas/constants';

/** Level list filters (games 3.9): schemas/codelists/levelFilter.json. */
export { LEVEL_FILTERS, isLevelFilter, type LevelFilter } from '../../schemas/constants';

/** The sender in a sheet's info (form values, games 3.1). */
export interface SenderContact {
  name?: string | null;
  org?: string | null;
  email?: string | null;
  phone?: string | null;
  zip?: string | null;
}

/** An attribute of `info` may come as a plain value or as {val}. */
export type InfoValue<T> = T | { val?: T | null } | null | undefined;

export interface SheetInfo {
  duration?: InfoValue<number>;
  avgDuration?: InfoValue<number>;
  maxDuration?: InfoValue<number>;
  location?: InfoValue<string>;
  amount?: InfoValue<number>;
  price?: InfoValue<number>;
  valid?: InfoValue<boolean>;
  production?: InfoValue<boolean>;
  labeler?: InfoValue<boolean>;
  sender?: SenderContact | null;
  [key: string]: unknown;
}

/** A sheet as drafts/{id}, games/{id} and their lists reply it (schemas/api/games.ts `Sheet`). */
export type Sheet = Omit<SheetReply, 'id' | 'info'> & RaRecord & { info?: SheetInfo };

/**
 * A sheet as the drafts list and the games list reply it (schemas/api/games.ts `SheetListItem`): only
 * what the list items show; a screen that needs more loads drafts/{id} or games/{id}.
 */
export type SheetListRecord = Partial<Omit<SheetListItem, 'id'>> & Pick<RaRecord, 'id'>;

/** A level as …/levels and …/levels/{id} reply it (schemas/api/games.ts `Level`). */
export type Level = Omit<LevelReply, 'id'> & RaRecord;

/** The plain value of an info attribute ({val} or the value itself). */
export function infoValue<T>(value: InfoValue<T>): T | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'object' && !Array.isArray(value) && 'val' in value) {
    const val = (value as { val?: T | null }).val;
    return val === null ? undefined : val;
  }
  return value as T;
}

/** A sheet field read from the record, else from its info. */
export function sheetValue<T>(sheet: Sheet, key: string, infoKey = key): T | undefined {
  const direct = sheet[key] as T | null | undefined;
  if (direct !== undefined && direct !== null) return direct;
  return infoValue((sheet.info ?? {})[infoKey] as InfoValue<T>);
}

export function senderOf(sheet: Sheet): SenderContact {
  const sender = sheet.info?.sender;
  return sender && typeof sender === 'object' ? sender : {};
}

/** The sender counts as empty when name, org, email and phone are all empty (games 3.1). */
export function isSenderEmpty(sheet: Sheet): boolean {
  if (typeof sheet.senderEmpty === 'boolean') return sheet.senderEmpty;
  const s = senderOf(sheet);
  return ![s.name, s.org, s.email, s.phone].some((v) => typeof v === 'string' && v.trim() !== '');
}

export const isSaved = (sheet: Sheet) => sheet.saved === true;
export const isProduction = (sheet: Sheet) => sheetValue<boolean>(sheet, 'production') === true;
export const hasLabeler = (sheet: Sheet) => infoValue(sheet.info?.labeler) === true;

/** Tasks in a filter; 'all' falls back to numTasks, every count to 0 when missing. */
export function filterCount(sheet: Sheet, filter: LevelFilter): number {
  const count = sheet.counts?.[filter];
  if (typeof count === 'number') return count;
  return filter === 'all' ? Number(sheet.numTasks ?? 0) || 0 : 0;
}

/** A level's text shown on its tile: name, else question. */
export function levelTitle(level: Level): string | undefined {
  const info = level.info ?? {};
  for (const key of ['name', 'question']) {
    const value = infoValue(info[key] as InfoValue<string>);
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

export function levelNumber(level: Level): string | undefined {
  const info = level.info ?? {};
  for (const key of ['order', 'number']) {
    const value = infoValue(info[key] as InfoValue<string | number>);
    if (value !== undefined && value !== '') return String(value);
  }
  return undefined;
}

/** The route of a sheet: #/games/{id} when saved or read-only, else #/drafts/{id}. */
export const sheetBase = (area: 'drafts' | 'games', id: number | string) => `/${area}/${id}`;

/** The Slovak label of a codelist value (schemas/codelists/{name}.json), else the value itself. */
export function codelistLabel(name: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  return schemaCodelistLabel(name, String(value));
}
