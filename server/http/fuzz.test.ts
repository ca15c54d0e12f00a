// The fuzz suite's fast deterministic slice (issue 8): every route registered in the app, as anonymous,
// viewer and editor, with generated malformed params, queries and bodies; no 5xx, and no refused request
// changes the database. `npm run soak` runs the long random slice (FUZZ_CASES, FUZZ_SEED).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DB_KINDS, signIn, TEST_USERS, type TestContext } from '../test/harness';
import type { ErrorLogEntry } from './errors';
import { casesFor, runCases, systematicCases, type FuzzFailure, type Role } from '../test/fuzz';
import { prng } from '../services/platform/prng';
import { formsOf } from '../services/records/evaluation';
import { call } from '../test/harness';

const CASES_PER_ROUTE = Number(process.env.FUZZ_CASES ?? 1);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const SOAK = process.env.FUZZ_CASES !== undefined;

for (const kind of SOAK ? DB_KINDS : DB_KINDS.slice(0, 1)) {
  describe(`fuzz: every route, malformed input [${kind}] seed ${SEED}`, () => {
    let ctx: TestContext & { close(): Promise<void> };
    const logged: ErrorLogEntry[] = [];
    let roles: Role[];
    let fieldIds: string[];
    let realIds: string[];

    beforeAll(async () => {
      ctx = await createTestContext(kind, { errorLog: (entry) => void logged.push(entry) });
      const idOf = async (email: string) =>
        Number((await ctx.db.one<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))!.id);
      roles = [
        { name: 'anonymous', userId: null },
        { name: 'viewer', userId: await idOf(TEST_USERS.viewer.email) },
        { name: 'editor', userId: await idOf(TEST_USERS.editor.email) },
      ];
      const forms = formsOf(ctx).forms;
      fieldIds = [...new Set(Object.values(forms).flatMap((form) => form.fields.map((f) => f.id)))].sort();
      // A real record to aim at, so updates with malformed bodies reach the form engine.
      const editor = await signIn(ctx.app, TEST_USERS.editor.email);
      const contact = await call(ctx.app, 'PUT', 'users?t=player', {
        cookie: editor,
        body: { name: 'Terč' },
      });
      realIds = [String((contact.body.contact as { id: number }).id)];
    });
    afterAll(async () => {
      await ctx?.close();
    });

    it('enumerates the routes from Fastify', () => {
      const urls = ctx.app.routeList.map((r) => r.url);
      expect(urls).toContain('/api/webapp/session');
      expect(urls).toContain('/api/webapp/users/:id');
      expect(ctx.app.routeList.length).toBeGreaterThan(40);
    });

    it(
      'no 5xx and no database change by a refused request',
      async () => {
        const rand = prng(SEED);
        const failures: FuzzFailure[] = [];
        let count = 0;
        for (const route of ctx.app.routeList) {
          for (const role of roles) {
            const cases = [
              ...systematicCases(route, { fieldIds, realIds }),
              ...casesFor(route, rand, CASES_PER_ROUTE, { fieldIds, realIds }),
            ];
            count += cases.length;
            failures.push(...(await runCases(ctx.app, ctx.db, role, cases)));
          }
        }
        console.log(`fuzz [${kind}] seed ${SEED}: ${ctx.app.routeList.length} route, ${count} požiadaviek`);
        expect(count).toBeGreaterThan(100);
        expect(failures, JSON.stringify(failures.slice(0, 20), null, 1)).toEqual([]);
        expect(logged).toEqual([]);
      },
      SOAK ? 60 * 60_000 : 120_000,
    );
  });
}
