// Demo answer data (issue 10 item 4): plays of many teams on every sent demo sheet, with right and
// wrong answers (near misses by case, diacritics and typos, a popular wrong answer), hints and
// supports, so the answer insights dialog shows every state. Stored through the ingestion service.
import type { Db } from '../db/types';
import { prng } from '../services/platform/prng';
import { ingestPlayEvents, type PlayEvent } from '../services/sheets/plays';
import { textOf } from '../services/platform/sql';

/** A wrong answer many teams give, by demo level name (numeric answers otherwise get their neighbour). */
const POPULAR_WRONG: Record<string, string> = {
  Námestie: 'Immaculata',
  Roland: 'rytier',
  'Prvé rande': 'Kolja',
  Žiadosť: 'Chopok',
  Múzeum: 'múzeum',
  Rieka: 'Váh',
  // a partial answer: related to an accepted one, so offered for acceptance ('frequent', issue 31)
  Festival: 'festival strašidiel',
};

const DAY = 86_400;
const stripDiacritics = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

interface SeedLevel {
  id: number;
  name: string;
  accepted: string[];
}

/** Misspellings of an accepted answer that a team types: case, diacritics, a dropped letter. */
function nearMisses(answer: string): string[] {
  const misses = new Set<string>([answer.toLowerCase(), answer.toUpperCase(), stripDiacritics(answer)]);
  if (answer.length >= 5 && !/^\d/.test(answer)) {
    const i = Math.floor(answer.length / 2);
    misses.add(answer.slice(0, i) + answer.slice(i + 1));
  }
  misses.delete(answer);
  return [...misses];
}

function popularWrong(level: SeedLevel): string | undefined {
  if (POPULAR_WRONG[level.name]) return POPULAR_WRONG[level.name];
  const numeric = level.accepted.find((a) => /^\d+$/.test(a));
  return numeric ? String(Number(numeric) + 1) : undefined;
}

/** The events of one team's play of a sheet. */
function playEvents(
  random: () => number,
  sheetId: number,
  playId: string,
  team: string,
  start: number,
  levels: SeedLevel[],
): PlayEvent[] {
  const events: PlayEvent[] = [];
  let at = start;
  const add = (e: Omit<PlayEvent, 'id' | 'playId' | 'sheetId' | 'at'>) =>
    events.push({ id: `${playId}-${events.length + 1}`, playId, sheetId, at, ...e });
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
  add({ type: 'start', team });
  for (const level of levels) {
    at += 60 + Math.floor(random() * 420);
    if (random() < 0.25) {
      add({ type: 'hint', levelId: level.id });
      if (random() < 0.3) add({ type: 'hint', levelId: level.id });
    }
    if (random() < 0.08) add({ type: 'support', levelId: level.id });
    if (level.accepted.length === 0) continue;
    const r = random();
    const wrongCount = r < 0.5 ? 0 : r < 0.75 ? 1 : r < 0.9 ? 2 : 3;
    const popular = popularWrong(level);
    for (let i = 0; i < wrongCount; i++) {
      const w = random();
      const text =
        popular && w < 0.35
          ? popular
          : w < 0.85
            ? pick(nearMisses(pick(level.accepted)))
            : pick(['neviem', 'x']);
      if (text === undefined) continue;
      add({ type: 'answer', levelId: level.id, text, correct: false });
      at += 15 + Math.floor(random() * 75);
    }
    if (random() < 0.93) {
      add({
        type: 'answer',
        levelId: level.id,
        text: random() < 0.8 ? level.accepted[0] : pick(level.accepted),
        correct: true,
      });
    }
  }
  if (random() < 0.85) {
    at += 120 + Math.floor(random() * 600);
    add({ type: 'end' });
  }
  return events;
}

const TEAMS = [
  'Líšky',
  'Vlci',
  'Sovy',
  'Medvede',
  'Orly',
  'Rysy',
  'Bobry',
  'Jelene',
  'Sokoli',
  'Veveričky',
  'Ježkovia',
  'Kamzíky',
  'Svišti',
  'Bociany',
  'Havrany',
  'Zubry',
  'Tetrovy',
  'Jazvece',
];

/** Plays and events for every demo sheet sent to production (drafts have none). */
export async function seedPlays(db: Db): Promise<void> {
  const random = prng(20261124);
  const sheets = await db.query<{ id: string | number }>(
    `SELECT id FROM variants WHERE status <> 'draft' ORDER BY id`,
  );
  const now = Math.floor(Date.now() / 1000);
  for (const sheet of sheets) {
    const sheetId = Number(sheet.id);
    const rows = await db.query<{ id: string | number; layout: string; info: Record<string, unknown> }>(
      'SELECT id, layout, info FROM levels WHERE variant_id = $1 ORDER BY seq',
      [sheetId],
    );
    const levels: SeedLevel[] = rows.map((r) => ({
      id: Number(r.id),
      name: textOf(r.info.name),
      accepted:
        r.layout === 'ANSWER_REQUIRED'
          ? Object.entries(r.info)
              .filter(([key]) => /^answer\.answers-\d+$/.test(key))
              .map(([, v]) => textOf(v))
              .filter((v) => v !== '')
          : [],
    }));
    if (levels.length === 0) continue;
    const plays = 12 + Math.floor(random() * 10);
    const events: PlayEvent[] = [];
    for (let p = 0; p < plays; p++) {
      const day = now - (1 + Math.floor(random() * 90)) * DAY;
      const start = day - (day % DAY) + (8 + Math.floor(random() * 9)) * 3600;
      const team = `${TEAMS[p % TEAMS.length]}${p >= TEAMS.length ? ` ${Math.floor(p / TEAMS.length) + 1}` : ''}`;
      events.push(...playEvents(random, sheetId, `demo-${sheetId}-${p + 1}`, team, start, levels));
    }
    await ingestPlayEvents(db, events);
  }
}
