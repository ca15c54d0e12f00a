import { beforeAll, expect, it } from 'vitest';
import { describeApi, signIn, TEST_USERS } from '../../test/harness';
import { insertSheet, userId } from '../../test/games-fixture';
import { pdfText } from '../../test/pdf-text';

describeApi('game report', (ctx) => {
  let viewer: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const { db, app } = ctx();
    viewer = await signIn(app, TEST_USERS.viewer.email);
    const admin = await userId(db, TEST_USERS.admin.email);
    for (const status of ['draft', 'registered', 'received', 'confirmed', 'expired'] as const) {
      ids[status] = (
        await insertSheet(db, {
          gameName: `Ľadová výprava ${status}`,
          extended: 'Rodinná – ťažšia trasa',
          status,
          saved: true,
          authorId: admin,
          date: '2026-03-10',
          number: `R-${status}`,
          variantInfo: { minDuration: 60, avgDuration: 90, maxDuration: 120, price: 45.5 },
          levels: [
            { name: 'Ďaleký výhľad', layout: 'ANSWER_REQUIRED', order: '7' },
            { name: 'Šťastná fotka', layout: 'TAKE_PHOTO', order: '8' },
          ],
        })
      ).id;
    }
  });

  const report = (id: number, cookie: string | null = viewer) =>
    ctx().app.inject({
      method: 'GET',
      url: `/api/webapp/games/${id}/report`,
      headers: cookie ? { cookie } : {},
    });

  it('a registered, received or confirmed sheet: a PDF whose Slovak text extracts', async () => {
    for (const status of ['registered', 'received', 'confirmed']) {
      const res = await report(ids[status]);
      expect(res.statusCode, status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="sprava-R-${status}.pdf"`);
      const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
      for (const s of [
        'Správa o hre',
        `Ľadová výprava ${status}`,
        'Rodinná – ťažšia trasa',
        'Žilina',
        `R-${status}`,
        // the one status word of games 4.1 (schemas/codelists/sheetStatus.json)
        `Stav ${status === 'registered' ? 'Nepodaná' : 'Podaná'}`,
        '45,50 €',
        '60 min / 90 min / 120 min',
        'Počet hier: 0',
        'Úlohy (2)',
        '7 Ďaleký výhľad Textová odpoveď',
        '8 Šťastná fotka Odfotiť',
      ]) {
        expect(text, `${status}: ${s}`).toContain(s);
      }
    }
  });

  it('refuses drafts and expired sheets (409 invalid_state), unknown ids (404), anonymous (401)', async () => {
    for (const status of ['draft', 'expired']) {
      const res = await report(ids[status]);
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toEqual({ ok: false, err: 'invalid_state' });
    }
    expect((await report(999999)).statusCode).toBe(404);
    expect((await report(ids.received, null)).statusCode).toBe(401);
  });

  it('shows the plays and the answer statistics of each level from the answer data', async () => {
    const { db } = ctx();
    // The answer data tables of migration 070 (answer insights); IF NOT EXISTS once that migration is in.
    await db.query(`CREATE TABLE IF NOT EXISTS plays (
      id bigserial PRIMARY KEY, ext_id text NOT NULL UNIQUE,
      variant_id bigint NOT NULL REFERENCES variants (id) ON DELETE CASCADE, team text NOT NULL DEFAULT '',
      started_at timestamptz, ended_at timestamptz, created_at timestamptz NOT NULL DEFAULT now())`);
    await db.query(`CREATE TABLE IF NOT EXISTS play_events (
      id bigserial PRIMARY KEY, ext_id text NOT NULL UNIQUE,
      play_id bigint NOT NULL REFERENCES plays (id) ON DELETE CASCADE,
      level_id bigint REFERENCES levels (id) ON DELETE CASCADE, type text NOT NULL, at timestamptz NOT NULL,
      text text, answer_key text, correct boolean, received_at timestamptz NOT NULL DEFAULT now())`);
    const sheet = await insertSheet(db, {
      gameName: 'Hra so štatistikou',
      status: 'received',
      date: '2026-03-12',
      levels: [
        { name: 'Prvá', order: '1' },
        { name: 'Druhá', order: '2' },
      ],
    });
    const play = async (ext: string) =>
      Number(
        (await db.one<{ id: string }>(
          `INSERT INTO plays (ext_id, variant_id, team) VALUES ($1, $2, 'Tím') RETURNING id`,
          [ext, sheet.id],
        ))!.id,
      );
    const p1 = await play(`r-${ctx().kind}-1`);
    const p2 = await play(`r-${ctx().kind}-2`);
    let n = 0;
    const event = (playId: number, type: string, correct: boolean | null) =>
      db.query(
        `INSERT INTO play_events (ext_id, play_id, level_id, type, at, correct) VALUES ($1, $2, $3, $4, now(), $5)`,
        [`e-${ctx().kind}-${n++}`, playId, sheet.levelIds[0], type, correct],
      );
    await event(p1, 'answer', false);
    await event(p1, 'answer', true);
    await event(p2, 'hint', null);
    await event(p2, 'answer', true);
    const text = (await pdfText((await report(sheet.id)).rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Počet hier: 2');
    expect(text).toContain('1 Prvá Textová odpoveď 3 2 2');
    expect(text).toContain('2 Druhá Textová odpoveď – – –');
    expect(text).not.toContain('Štatistiky odpovedí zatiaľ nie sú k dispozícii.');
  });
});
