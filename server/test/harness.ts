import { describe, beforeAll, afterAll } from 'vitest';
import { createTestContext, DB_KINDS, type TestContext } from './context';

export * from './context';

/** Runs the suite once per database kind (PGlite always; PostgreSQL when reachable, required in CI). */
export function describeApi(name: string, suite: (ctx: () => TestContext) => void): void {
  for (const kind of DB_KINDS) {
    describe(`${name} [${kind}]`, () => {
      let ctx: Awaited<ReturnType<typeof createTestContext>>;
      beforeAll(async () => {
        ctx = await createTestContext(kind);
      });
      afterAll(async () => {
        await ctx?.close();
      });
      suite(() => ctx);
    });
  }
}
