// The level dialog's calls (games 7.2) beyond the form's own (get, validate, create, update, delete).
import type { AppDataProvider } from '../providers/dataProvider';
import type { LevelFilter, LevelRecord, LevelSheet } from './types';

/** `drafts/{id}/levels` (every write, and reads with 'edit') or `games/{id}/levels` (read-only). */
export function levelsResource(area: 'drafts' | 'games', sheetId: number | string): string {
  return `${area}/${sheetId}/levels`;
}

/** A level reference in a seq reply: a level object, its id, or nothing. */
export function levelIdOf(ref: unknown): number | undefined {
  if (typeof ref === 'number') return ref;
  if (typeof ref === 'string' && /^\d+$/.test(ref)) return Number(ref);
  if (ref && typeof ref === 'object' && 'id' in ref) return levelIdOf((ref as { id: unknown }).id);
  return undefined;
}

export interface Neighbours {
  current?: number;
  prev?: number;
  next?: number;
}

/**
 * GET …/levels/seq/{seq|last}?f&s&p&n&c: the current level and its previous and next ones, honouring
 * the list's filter and search.
 */
export async function loadNeighbours(
  dataProvider: AppDataProvider,
  resource: string,
  seq: number | 'last',
  list: { filter: LevelFilter; search: string },
  signal: AbortSignal,
): Promise<Neighbours> {
  const reply = await dataProvider.call('GET', `${resource}/seq/${seq}`, undefined, {
    signal,
    query: { f: list.filter, s: list.search.trim() || undefined, p: 1, n: 1, c: 1 },
  });
  return { current: levelIdOf(reply.current), prev: levelIdOf(reply.prev), next: levelIdOf(reply.next) };
}

/** The seq of a level record (its position); the id when the server sends none. */
export function seqOf(record: LevelRecord): number {
  const seq = Number(record.seq);
  return Number.isFinite(seq) && record.seq !== null && record.seq !== undefined ? seq : Number(record.id);
}

/** POST …/levels/{levelId}/assign {number}: renumbers the following levels; → the count. */
export async function assignNumbers(
  dataProvider: AppDataProvider,
  resource: string,
  levelId: number,
  number: string,
): Promise<number> {
  const reply = await dataProvider.call('POST', `${resource}/${levelId}/assign`, { number });
  return Number(reply.assigned ?? 0);
}

/** GET …/levels/number: the next free level number. */
export async function nextNumber(dataProvider: AppDataProvider, resource: string): Promise<string> {
  const reply = await dataProvider.call('GET', `${resource}/number`);
  const number = reply.number;
  return number === undefined || number === null ? '' : String(number);
}

const truthy = (v: unknown): boolean => {
  if (v && typeof v === 'object' && 'val' in v) return truthy((v as { val: unknown }).val);
  return v === true || v === 1 || v === '1' || v === 'true';
};

/** The game carries the info flag 'labeler' (games 2.8: 'Všetky nasledujúce' is offered). */
export function hasLabeler(sheet: LevelSheet | null | undefined): boolean {
  if (!sheet) return false;
  return [sheet.labeler, sheet.game?.labeler, sheet.game?.info?.labeler, sheet.info?.labeler].some(truthy);
}
