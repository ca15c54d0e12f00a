import { describe, beforeAll, afterAll, afterEach } from 'vitest';
import { createTestContext, DB_KINDS, type TestContext } from './context';
import { assertRepliesMatchSchemas } from './reply-schemas';

export * from './context';

/** Runs the suite once per database kind (PGlite always; PostgreSQL when reachable, required in CI). */
export function describeApi(name: string, suite: (ctx: () => TestContext) => void): void {
  for (const kind of DB_KINDS) {
    describe(`${name} [${kind}]`, () => {
      let ctx: Awaited<ReturnType<typeof createTestContext>>;
      beforeAll(async () => {
        ctx = await createTestContext(kind);
      });
      // A reply that does not match its documented schema fails the test that caused it, also when the
      // test injected the request itself instead of through call() (server/test/reply-schemas.ts).
      afterEach(() => {
        if (ctx) assertRepliesMatchSchemas(ctx.app);
      });
      afterAll(async () => {
        await ctx?.close();
      });
      suite(() => ctx);
    });
  }
}
