// Answer data (issue 10 item 4): the game app reports what teams do during a play as events. A batch
// is checked as a whole before anything is written (the first bad event is named), then stored in one
// transaction; an event id already stored is counted as a duplicate and skipped (idempotent resend).
import type { Db } from '../../db/types';
import { normalizeAnswer } from '../../../schemas/answers';

export const PLAY_EVENT_TYPES = ['start', 'answer', 'hint', 'support', 'end'] as const;
export type PlayEventType = (typeof PLAY_EVENT_TYPES)[number];

/** One checked event of the ingestion body. */
export interface PlayEvent {
  id: string;
  type: PlayEventType;
  playId: string;
  sheetId: number;
  levelId?: number;
  at: number;
  team?: string;
  text?: string;
  correct?: boolean;
}

/** The ingestion refuses the batch: which event and why (its text is the 400's message). */
export class PlayEventError extends Error {
  constructor(
    readonly index: number,
    readonly eventId: string | undefined,
    reason: string,
  ) {
    super(`events[${index}]${eventId !== undefined ? ` (id "${eventId}")` : ''}: ${reason}`);
  }
}

const MAX_ID = 100;
const MAX_TEAM = 200;
const MAX_TEXT = 1000;
/** Epoch seconds up to the year 5000: a value in milliseconds is refused rather than misread. */
const MAX_AT = 95_617_584_000;

const KEYS: Record<PlayEventType, readonly string[]> = {
  start: ['id', 'type', 'playId', 'sheetId', 'at', 'team'],
  end: ['id', 'type', 'playId', 'sheetId', 'at'],
  answer: ['id', 'type', 'playId', 'sheetId', 'levelId', 'at', 'text', 'correct'],
  hint: ['id', 'type', 'playId', 'sheetId', 'levelId', 'at'],
  support: ['id', 'type', 'playId', 'sheetId', 'levelId', 'at'],
};

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const isName = (v: unknown, max: number): v is string =>
  typeof v === 'string' && v.trim() !== '' && v.length <= max;

/** Checks the shape of one event; throws PlayEventError naming it. */
export function checkPlayEvent(raw: unknown, index: number): PlayEvent {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new PlayEventError(index, undefined, 'udalosť musí byť objekt');
  }
  const e = raw as Record<string, unknown>;
  const id = typeof e.id === 'string' ? e.id : undefined;
  const fail = (reason: string): never => {
    throw new PlayEventError(index, id, reason);
  };
  if (!isName(e.id, MAX_ID)) fail(`id musí byť neprázdny reťazec do ${MAX_ID} znakov`);
  if (!PLAY_EVENT_TYPES.includes(e.type as PlayEventType))
    fail(`type musí byť ${PLAY_EVENT_TYPES.join(' | ')}`);
  const type = e.type as PlayEventType;
  const unknown = Object.keys(e).filter((k) => !KEYS[type].includes(k));
  if (unknown.length) fail(`nepatrí k typu ${type}: ${unknown.join(', ')}`);
  if (!isName(e.playId, MAX_ID)) fail(`playId musí byť neprázdny reťazec do ${MAX_ID} znakov`);
  if (!isId(e.sheetId)) fail('sheetId musí byť kladné celé číslo');
  if (typeof e.at !== 'number' || !Number.isFinite(e.at) || e.at < 0 || e.at > MAX_AT) {
    fail('at musí byť čas v sekundách od 1. 1. 1970');
  }
  const event: PlayEvent = {
    id: e.id as string,
    type,
    playId: e.playId as string,
    sheetId: e.sheetId as number,
    at: e.at as number,
  };
  if (KEYS[type].includes('levelId')) {
    if (!isId(e.levelId)) fail('levelId musí byť kladné celé číslo');
    event.levelId = e.levelId as number;
  }
  if (type === 'start') {
    if (!isName(e.team, MAX_TEAM)) fail(`team musí byť neprázdny reťazec do ${MAX_TEAM} znakov`);
    event.team = (e.team as string).trim();
  }
  if (type === 'answer') {
    if (typeof e.text !== 'string' || e.text.length > MAX_TEXT)
      fail(`text musí byť reťazec do ${MAX_TEXT} znakov`);
    if (typeof e.correct !== 'boolean') fail('correct musí byť true alebo false');
    event.text = e.text as string;
    event.correct = e.correct as boolean;
  }
  return event;
}

/** The key under which answers count as the same (games 3.5 uniqueAnswersCnt): trimmed, no case, no diacritics. */
export function answerKey(text: string): string {
  return normalizeAnswer(text);
}

export interface IngestResult {
  stored: number;
  duplicates: number;
}

/**
 * Checks the batch against the database (every sheet and level exists, a play stays on one sheet)
 * and stores it; all inside the caller's transaction, so a refusal stores nothing.
 */
export async function ingestPlayEvents(t: Db, events: PlayEvent[]): Promise<IngestResult> {
  const sheetIds = [...new Set(events.map((e) => e.sheetId))];
  const known = await t.query<{ id: string | number }>(
    'SELECT id FROM variants WHERE id = ANY($1::bigint[])',
    [sheetIds],
  );
  const sheets = new Set(known.map((r) => Number(r.id)));
  const levelIds = [...new Set(events.flatMap((e) => (e.levelId ? [e.levelId] : [])))];
  const levelRows = await t.query<{ id: string | number; variant_id: string | number }>(
    'SELECT id, variant_id FROM levels WHERE id = ANY($1::bigint[])',
    [levelIds],
  );
  const levelSheet = new Map(levelRows.map((r) => [Number(r.id), Number(r.variant_id)]));
  const playIds = [...new Set(events.map((e) => e.playId))];
  const playRows = await t.query<{ id: string | number; ext_id: string; variant_id: string | number }>(
    'SELECT id, ext_id, variant_id FROM plays WHERE ext_id = ANY($1::text[]) FOR UPDATE',
    [playIds],
  );
  const playSheet = new Map(playRows.map((r) => [r.ext_id, Number(r.variant_id)]));

  events.forEach((e, index) => {
    const fail = (reason: string) => {
      throw new PlayEventError(index, e.id, reason);
    };
    if (!sheets.has(e.sheetId)) fail(`hra (sheetId ${e.sheetId}) neexistuje`);
    if (e.levelId !== undefined && levelSheet.get(e.levelId) !== e.sheetId) {
      fail(`úloha ${e.levelId} nepatrí do hry ${e.sheetId}`);
    }
    const playSheetId = playSheet.get(e.playId);
    if (playSheetId !== undefined && playSheetId !== e.sheetId) {
      fail(`hranie ${e.playId} patrí do hry ${playSheetId}`);
    }
    playSheet.set(e.playId, e.sheetId);
  });

  // New plays in one statement; a concurrent batch may create the same play: DO NOTHING waits for
  // it, the select then sees it (and a play bound to another sheet is refused).
  const existing = new Set(playRows.map((r) => r.ext_id));
  const newPlays = playIds.filter((id) => !existing.has(id));
  if (newPlays.length) {
    await t.query(
      `INSERT INTO plays (ext_id, variant_id) SELECT * FROM unnest($1::text[], $2::bigint[])
       ON CONFLICT (ext_id) DO NOTHING`,
      [newPlays, newPlays.map((id) => playSheet.get(id)!)],
    );
  }
  const plays = await t.query<{ id: string | number; ext_id: string; variant_id: string | number }>(
    'SELECT id, ext_id, variant_id FROM plays WHERE ext_id = ANY($1::text[])',
    [playIds],
  );
  const playRowId = new Map<string, number>();
  for (const row of plays) {
    if (Number(row.variant_id) !== playSheet.get(row.ext_id)) {
      const index = events.findIndex((e) => e.playId === row.ext_id);
      throw new PlayEventError(
        index,
        events[index].id,
        `hranie ${row.ext_id} patrí do hry ${row.variant_id}`,
      );
    }
    playRowId.set(row.ext_id, Number(row.id));
  }

  // All events in one statement, in batch order; an id stored before (or earlier in the batch) is skipped.
  const column = <T>(f: (e: PlayEvent) => T) => events.map(f);
  const inserted = await t.query<{ ext_id: string }>(
    `INSERT INTO play_events (ext_id, play_id, level_id, type, at, text, answer_key, correct)
     SELECT e.ext_id, e.play_id, e.level_id, e.type, to_timestamp(e.at), e.text, e.answer_key, e.correct
       FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::text[], $5::float8[], $6::text[], $7::text[],
                   $8::boolean[]) WITH ORDINALITY AS e(ext_id, play_id, level_id, type, at, text, answer_key, correct, n)
      ORDER BY e.n
     ON CONFLICT (ext_id) DO NOTHING RETURNING ext_id`,
    [
      column((e) => e.id),
      column((e) => playRowId.get(e.playId)!),
      column((e) => e.levelId ?? null),
      column((e) => e.type),
      column((e) => e.at),
      column((e) => e.text ?? null),
      column((e) => (e.text !== undefined ? answerKey(e.text) : null)),
      column((e) => e.correct ?? null),
    ],
  );
  const stored = inserted.length;

  // The stored start and end events set the play's team, start and end.
  const fresh = new Set(inserted.map((r) => r.ext_id));
  const starts = events.filter((e) => e.type === 'start' && fresh.has(e.id));
  if (starts.length) {
    await t.query(
      `UPDATE plays p SET team = s.team, started_at = to_timestamp(s.at)
         FROM unnest($1::bigint[], $2::text[], $3::float8[]) AS s(id, team, at) WHERE p.id = s.id`,
      [starts.map((e) => playRowId.get(e.playId)!), starts.map((e) => e.team!), starts.map((e) => e.at)],
    );
  }
  const ends = events.filter((e) => e.type === 'end' && fresh.has(e.id));
  if (ends.length) {
    await t.query(
      `UPDATE plays p SET ended_at = to_timestamp(s.at)
         FROM unnest($1::bigint[], $2::float8[]) AS s(id, at) WHERE p.id = s.id`,
      [ends.map((e) => playRowId.get(e.playId)!), ends.map((e) => e.at)],
    );
  }
  return { stored, duplicates: events.length - stored };
}
