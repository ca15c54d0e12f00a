import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import type { Db } from '../db/types';
import { DB_KINDS, openTestDb } from '../test/databases';
import { getForms, loadSources } from '../services/records/forms';
import { evaluate, isValid } from '../services/records/evaluation';
import type { FormName } from '../../schemas/engine';
import { prepareData } from './index';
import { DEMO_GAMES } from './content';
import { DEMO_IMAGES, demoImageId } from './images';
import { DEMO_ROUTES } from './positions';
import { localStorage } from '../services/platform/storage';
import { loadImage } from '../services/platform/images';

const quiet = () => undefined;

for (const kind of DB_KINDS) {
  describe(`demo content [${kind}]`, () => {
    let db: Db;
    // the demo images' bytes go to the storage under DATA_DIR
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hry-seed-'));
    beforeAll(async () => {
      db = await openTestDb(kind);
      expect(await prepareData(db, loadConfig({ DATA_DIR: dataDir }), quiet)).toEqual({ seeded: true });
    });
    afterAll(async () => {
      await db?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const count = async (sql: string) =>
      (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`))!.n;

    it('seeds games with active variants (the activeGames options) and levels', async () => {
      const names = (await db.query<{ name: string }>('SELECT name FROM games ORDER BY id')).map(
        (g) => g.name,
      );
      // The games-list demo (seed/games-list.ts) follows the authoring demo.
      expect(names.slice(0, DEMO_GAMES.length)).toEqual(DEMO_GAMES.map((g) => g.name));
      const options = await loadSources(db, getForms().forms.invoice);
      expect(options.activeGames.length).toBeGreaterThanOrEqual(4);
      expect(options.activeGames.map((o) => o.label)).toContain(
        'Tajomstvo Žilinského hradu (Rodinná (deti od 8 rokov))',
      );
      expect(await count('levels')).toBeGreaterThan(10);
    });

    it('fills every games-list tab with sheets sent across the last 3 months, by several administrators', async () => {
      const tabs = await db.query<{ tab: string; n: number; days: number; authors: number }>(
        `SELECT tab, count(*)::int AS n, count(DISTINCT list_date::date)::int AS days,
                count(DISTINCT author_id)::int AS authors
           FROM variants WHERE tab IS NOT NULL GROUP BY tab ORDER BY tab`,
      );
      expect(tabs.map((t) => t.tab)).toEqual(['active', 'finished', 'ongoing']);
      for (const t of tabs) {
        expect(t.n, t.tab).toBeGreaterThanOrEqual(4);
        expect(t.days, t.tab).toBeGreaterThanOrEqual(4);
        expect(t.authors, t.tab).toBeGreaterThanOrEqual(2);
      }
      expect(
        await count("variants WHERE tab IS NOT NULL AND list_date < now() - interval '60 days'"),
      ).toBeGreaterThan(0);
      expect(await count("variants WHERE status <> 'draft' AND list_date > now() - interval '90 days'")).toBe(
        await count("variants WHERE status <> 'draft'"),
      );
    });

    it('seeds the game authoring demo: categories, variants, levels of every layout, drafts of every kind', async () => {
      const games = await db.query<{ category: string; variants: number }>(
        'SELECT g.category, (SELECT count(*)::int FROM variants v WHERE v.game_id = g.id) AS variants FROM games g',
      );
      expect(games.length).toBeGreaterThanOrEqual(6);
      expect(new Set(games.map((g) => g.category))).toEqual(new Set(['ZILINA', 'HRY', 'TEAMBUILDING']));
      for (const g of games) expect(g.variants).toBeGreaterThanOrEqual(1);
      for (const g of games) expect(g.variants).toBeLessThanOrEqual(3);
      const perVariant = await db.query<{ n: number; counted: number }>(
        `SELECT (SELECT count(*)::int FROM levels l WHERE l.variant_id = v.id) AS n, (v.counts->>'all')::int AS counted
           FROM variants v`,
      );
      for (const v of perVariant) {
        expect(v.n).toBeGreaterThanOrEqual(8);
        expect(v.n).toBeLessThanOrEqual(20);
        expect(v.counted).toBe(v.n);
      }
      const layouts = (await db.query<{ layout: string }>('SELECT DISTINCT layout FROM levels')).map(
        (l) => l.layout,
      );
      expect(layouts.sort()).toEqual(
        getForms()
          .codelists.layout.items.map((i) => i.value)
          .sort(),
      );
      expect(
        await count("levels WHERE layout = 'MAKE_POEM' AND info->>'poem.words' LIKE '%;%'"),
      ).toBeGreaterThan(0);
      expect(
        await count("levels WHERE layout = 'GAME_RECAPITULATION' AND info ? 'recapitulation.tasks-1'"),
      ).toBeGreaterThan(0);
      // Drafts: one unsaved with levels, one with invalid levels (labeler flag, unnumbered levels), one with an empty sender.
      expect(
        await count("variants v WHERE status = 'draft' AND NOT saved AND (counts->>'all')::int > 0"),
      ).toBeGreaterThan(0);
      expect(
        await count("variants WHERE status = 'draft' AND (counts->>'invalid')::int > 0"),
      ).toBeGreaterThan(0);
      expect(await count("levels WHERE NOT valid AND coalesce(info->>'order', '') = ''")).toBeGreaterThan(0);
      expect(await count("variants WHERE status = 'draft' AND NOT info ? 'sender'")).toBeGreaterThan(0);
      expect(await count("variants WHERE status <> 'draft' AND active")).toBeGreaterThan(0);
      expect(await count('variants WHERE valid')).toBeGreaterThan(0);
    });

    it('the image-chooser and frame levels and the games show the demo images (issue 21)', async () => {
      const storage = localStorage(path.join(dataDir, 'files'));
      for (const name of Object.keys(DEMO_IMAGES)) {
        const image = await loadImage(db, storage, demoImageId(name));
        expect(image, name).toBeDefined();
        expect(image!.data.length, name).toBeGreaterThan(1000);
        expect(image!.data.length, name).toBeLessThan(20_000);
      }
      const levels = await db.query<{ info: Record<string, { val?: string }>; valid: boolean }>(
        `SELECT l.info, l.valid FROM levels l JOIN variants v ON v.id = l.variant_id JOIN games g ON g.id = v.game_id
          WHERE l.layout IN ('IMAGE_CHOOSER', 'FRAME_IMAGES_CHOOSER') AND g.name = ANY($1)`,
        [DEMO_GAMES.map((g) => g.name)],
      );
      expect(levels.length).toBeGreaterThanOrEqual(4);
      for (const level of levels) {
        expect(level.valid).toBe(true);
        for (const k of [1, 2, 3, 4]) {
          const id = level.info[`images.answer${k}`]?.val;
          expect(id, JSON.stringify(level.info)).toBeTruthy();
          expect(await loadImage(db, storage, id!)).toBeDefined();
        }
      }
      for (const game of DEMO_GAMES) {
        const row = await db.one<{ info: Record<string, { val?: string }> }>(
          'SELECT info FROM games WHERE name = $1 ORDER BY id LIMIT 1',
          [game.name],
        );
        const main = row!.info['main-image']?.val;
        expect(main, game.name).toBeTruthy();
        expect(await loadImage(db, storage, main!)).toBeDefined();
        expect(row!.info['gallery-1']?.val, game.name).toBeTruthy();
      }
    });

    it('places the demo games in Slovak towns: every variant has a start, every level but one a position', async () => {
      type Geo = { lat: number; lng: number; radius: number };
      const metres = (a: Geo, b: Geo) => {
        const rad = Math.PI / 180;
        const h =
          Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
          Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
        return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
      };
      let legs = 0;
      let short = 0;
      for (const game of DEMO_GAMES) {
        expect(DEMO_ROUTES[game.name]?.levels.length, game.name).toBe(game.levels.length);
        const variants = await db.query<{ id: number; info: { start?: Geo } }>(
          'SELECT v.id, v.info FROM variants v JOIN games g ON g.id = v.game_id WHERE g.name = $1',
          [game.name],
        );
        expect(variants.length).toBe(game.variants.length);
        for (const variant of variants) {
          const start = variant.info.start!;
          expect(start, game.name).toMatchObject({ lat: expect.any(Number), lng: expect.any(Number) });
          // Slovakia
          expect(start.lat).toBeGreaterThan(47.7);
          expect(start.lat).toBeLessThan(49.7);
          expect(start.lng).toBeGreaterThan(16.8);
          expect(start.lng).toBeLessThan(22.6);
          const levels = await db.query<{ name: string; info: { position?: Geo } }>(
            "SELECT info->>'name' AS name, info FROM levels WHERE variant_id = $1 ORDER BY seq",
            [variant.id],
          );
          const placed = levels.filter((l) => l.info.position).map((l) => l.info.position!);
          const without = levels.filter((l) => !l.info.position).map((l) => l.name);
          expect(without, game.name).toEqual(game.name === 'Tajomstvo Žilinského hradu' ? ['Návod'] : []);
          for (const p of placed) {
            expect(metres(start, p), `${game.name}: ${JSON.stringify(p)}`).toBeLessThan(8_000);
            expect(p.radius).toBeGreaterThanOrEqual(5);
          }
          for (let i = 1; i < placed.length; i++) {
            legs += 1;
            if (metres(placed[i - 1]!, placed[i]!) < 3_000) short += 1;
          }
        }
      }
      // legs mostly within a town; a few walk out of it (the route map warns about those)
      expect(short / legs).toBeGreaterThan(0.9);
      expect(short).toBeLessThan(legs);
    });

    it('seeds dozens of Slovak contacts of every type', async () => {
      expect(await count("users WHERE type = 'player'")).toBeGreaterThanOrEqual(24);
      expect(await count("users WHERE type = 'editor'")).toBeGreaterThanOrEqual(3);
      expect(await count("users WHERE type = 'administrator'")).toBeGreaterThanOrEqual(3);
      expect(await count("users WHERE search LIKE '%zilina%'")).toBeGreaterThan(0);
    });

    it('seeds invoices (some cancelled) and vouchers in every tab', async () => {
      expect(await count('invoices WHERE NOT canceled')).toBeGreaterThanOrEqual(20);
      expect(await count('invoices WHERE canceled')).toBeGreaterThan(0);
      expect(await count("invoices WHERE code ~ '^[0-9]{8}$'")).toBe(await count('invoices'));
      expect(await count('vouchers WHERE expiration_date < current_date')).toBeGreaterThan(0);
      expect(
        await count('vouchers WHERE expiration_date >= current_date AND usage >= "limit"'),
      ).toBeGreaterThan(0);
      expect(
        await count('vouchers WHERE expiration_date >= current_date AND usage < "limit"'),
      ).toBeGreaterThan(0);
    });

    it('stores info that the forms accept as it is (every demo record can be edited)', async () => {
      const forms = getForms();
      const tables: [string, FormName][] = [
        ['users', 'user'],
        ['invoices', 'invoice'],
        ['vouchers', 'voucher'],
        ['games', 'game'],
        ['variants', 'variant'],
        ['levels', 'level'],
      ];
      for (const [table, form] of tables) {
        for (const row of await db.query<{ info: Record<string, unknown> }>(`SELECT info FROM ${table}`)) {
          const e = await evaluate(db, forms, form, {}, { stored: row.info });
          expect(isValid(e), `${table}: ${JSON.stringify(e.errors)}`).toBe(true);
        }
      }
    });

    it('seeds only once, and never in production', async () => {
      expect(await prepareData(db, loadConfig({ DATA_DIR: dataDir }), quiet)).toEqual({ seeded: false });
      const fresh = await openTestDb('pglite');
      try {
        expect(await prepareData(fresh, loadConfig({ NODE_ENV: 'production' }), quiet)).toEqual({
          seeded: false,
        });
        expect((await fresh.one<{ n: number }>('SELECT count(*)::int AS n FROM games'))!.n).toBe(0);
      } finally {
        await fresh.close();
      }
    });
  });
}
