// The field schemas as the API serves them (GET schemas), and the test change the schema tests publish.
import { expect } from 'vitest';
import { call, type TestContext } from './harness';

export type SchemaFiles<Codelist = unknown> = {
  forms: Record<string, { fields: Record<string, unknown>[] }>;
  codelists: Record<string, Codelist>;
};

/** GET schemas: the version in force with its files. */
export async function schemasInForce<Codelist = unknown>(
  ctx: TestContext,
  cookie: string,
): Promise<{ version: number } & SchemaFiles<Codelist>> {
  const res = await call(ctx.app, 'GET', 'schemas', { cookie });
  expect(res.status).toBe(200);
  return res.body as unknown as { version: number } & SchemaFiles<Codelist>;
}

/** A copy of the files with a required 'teamSize' (2–12) added to the user form. */
export function withTeamSize<T extends SchemaFiles>(files: T): T {
  const copy = structuredClone(files);
  copy.forms.user!.fields.push({
    id: 'teamSize',
    type: 'int',
    label: 'Počet hráčov',
    section: 'sidebar',
    required: true,
    min: 2,
    max: 12,
  });
  return copy;
}
