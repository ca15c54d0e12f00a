// Fixtures of the parcel and courier suites: a sent sheet with levels, made through the API and
// then moved to a sent status (registration is another flow).
import { expect } from 'vitest';
import { call, type TestContext } from './harness';

export interface SentSheet {
  id: number;
  levelIds: number[];
}

export async function sentSheet(
  ctx: TestContext,
  cookie: string,
  opts: { status?: string; parcelType?: string; levels?: Record<string, unknown>[] } = {},
): Promise<SentSheet> {
  const draft = await call(ctx.app, 'PUT', 'drafts', { cookie, body: { category: 1 } });
  expect(draft.body.ok).toBe(true);
  const id = (draft.body.sheet as { id: number }).id;
  const levelIds: number[] = [];
  for (const data of opts.levels ?? [{ question: 'Kde je hrad?' }]) {
    const body = { 'answer.answers-1': 'Na kopci', ...data };
    const res = await call(ctx.app, 'PUT', `drafts/${id}/levels`, { cookie, body });
    expect(res.body.ok, JSON.stringify(res.body)).toBe(true);
    levelIds.push((res.body.level as { id: number }).id);
  }
  await ctx.db.query(
    `UPDATE variants SET status = $2, saved = true, number = '9' || id::text,
       info = info || jsonb_build_object('parcelType', $3::text) WHERE id = $1`,
    [id, opts.status ?? 'received', opts.parcelType ?? 'ek'],
  );
  return { id, levelIds };
}
