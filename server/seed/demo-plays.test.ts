// The demo answer data: every sent demo sheet has plays of many teams, and across the demo levels the
// insights show every state (hints, supports, first-attempt successes and every suggestion reason).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../db/types';
import { openTestDb } from '../test/databases';
import { loadConfig } from '../config';
import { getForms } from '../services/records/forms';
import { levelInsights, type LevelInsightsReply } from '../services/sheets/insights';
import { prepareData } from './index';

describe('demo plays', () => {
  let db: Db;
  // the demo images' bytes go to the storage under DATA_DIR
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hry-seed-'));
  beforeAll(async () => {
    db = await openTestDb('pglite');
    await prepareData(db, loadConfig({ DATA_DIR: dataDir }), () => undefined);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('every sent sheet has plays of at least 12 teams, most of them finished; drafts have none', async () => {
    const rows = await db.query<{ status: string; plays: number; finished: number; teams: number }>(
      `SELECT v.status, count(p.id)::int AS plays, count(p.ended_at)::int AS finished,
              count(DISTINCT p.team)::int AS teams
         FROM variants v LEFT JOIN plays p ON p.variant_id = v.id GROUP BY v.id, v.status`,
    );
    for (const r of rows) {
      if (r.status === 'draft') expect(r.plays).toBe(0);
      else {
        expect(r.plays).toBeGreaterThanOrEqual(12);
        expect(r.teams).toBe(r.plays);
        expect(r.finished).toBeGreaterThan(r.plays / 2);
      }
    }
  });

  it('the insights of the demo levels show every state', async () => {
    const form = getForms().forms.level;
    const levels = await db.query<{
      id: string;
      variant_id: string;
      layout: string;
      info: Record<string, unknown>;
    }>(
      `SELECT l.id, l.variant_id, l.layout, l.info FROM levels l JOIN variants v ON v.id = l.variant_id
        WHERE v.status <> 'draft'`,
    );
    const all: LevelInsightsReply[] = [];
    for (const l of levels) {
      all.push(await levelInsights(db, form, Number(l.variant_id), { ...l, id: Number(l.id) }));
    }
    const reasons = new Set(all.flatMap((i) => i.suggestions.map((s) => s.reason)));
    expect([...reasons].sort()).toEqual(['case', 'diacritics', 'frequent', 'typo']);
    expect(all.some((i) => i.hintClicks > 0 && i.supportClicks > 0)).toBe(true);
    expect(
      all.some((i) => Object.keys(i.invalidAnswers).length >= 3 && i.firstAttemptCorrectAnswersPct > 0),
    ).toBe(true);
    expect(all.every((i) => i.avgSessionDuration > 0)).toBe(true);
  });
});
