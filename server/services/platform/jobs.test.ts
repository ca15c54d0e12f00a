import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeApi } from '../../test/harness';
import {
  DEFAULT_STEP_MS,
  JobError,
  JobRunner,
  claimJob,
  enqueueJob,
  findJob,
  jobProgress,
  remainingMs,
  reportProgress,
  type JobRow,
} from './jobs';

/** A job kind no other test (and not the app's runner) uses. */
const kindOf = (name: string) => `test-${name}-${randomBytes(3).toString('hex')}`;

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Nedočkali sme sa: ${what}`);
}

const row = (over: Partial<JobRow>): JobRow => ({
  id: 1,
  kind: 'k',
  trans_id: 't',
  params: {},
  status: 'running',
  done_steps: 0,
  total_steps: 0,
  result: null,
  err: null,
  attempts: 1,
  elapsed_ms: 0,
  ...over,
});

it('estimates the remaining time from the finished steps', () => {
  expect(remainingMs(row({ done_steps: 2, total_steps: 6, elapsed_ms: 1000 }))).toBe(2000);
  expect(remainingMs(row({ done_steps: 0, total_steps: 3, elapsed_ms: 500 }))).toBe(
    3 * DEFAULT_STEP_MS - 500,
  );
  expect(remainingMs(row({ status: 'pending', elapsed_ms: null }))).toBe(DEFAULT_STEP_MS);
  expect(remainingMs(row({ status: 'done', done_steps: 1, total_steps: 9, elapsed_ms: 10 }))).toBe(0);
  expect(jobProgress(row({ status: 'failed', err: 'invalid_state' }))).toEqual({
    done: false,
    pending: false,
    remain: 0,
    err: 'invalid_state',
  });
  expect(jobProgress(row({ status: 'done' }))).toEqual({ done: true, pending: false, remain: 0, err: null });
});

describeApi('jobs', (ctx) => {
  it('claims each pending job once, oldest first, even when claims run at the same time', async () => {
    const { db } = ctx();
    const kind = kindOf('claim');
    const a = await enqueueJob(db, kind, { n: 1 });
    const b = await enqueueJob(db, kind, { n: 2 });
    const c = await enqueueJob(db, kind, { n: 3 });
    const claimed = await Promise.all([claimJob(db, [kind], 60_000), claimJob(db, [kind], 60_000)]);
    expect(claimed.map((j) => j?.id).sort()).toEqual([a.id, b.id].sort());
    expect(claimed.every((j) => j?.status === 'running' && j.attempts === 1)).toBe(true);
    expect((await claimJob(db, [kind], 60_000))?.id).toBe(c.id);
    // Every job is held by a live lease now: nothing more to claim, and another kind's queue is apart.
    expect(await claimJob(db, [kind], 60_000)).toBeUndefined();
    expect(await claimJob(db, [kindOf('other')], 60_000)).toBeUndefined();
  });

  it('records progress and reports the job pending with an estimate until it is done', async () => {
    const { db } = ctx();
    const kind = kindOf('progress');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const runner = new JobRunner(db, { pollMs: 20 }).register(kind, async ({ progress }) => {
      await progress(1, 4);
      await gate;
      await progress(4, 4);
      return { made: 4 };
    });
    const job = await enqueueJob(db, kind, {});
    expect(jobProgress(job)).toMatchObject({ done: false, pending: true, err: null });
    runner.start();
    try {
      await until(async () => (await findJob(db, kind, job.trans_id))?.done_steps === 1, 'krok 1');
      const running = (await findJob(db, kind, job.trans_id))!;
      expect(running).toMatchObject({ status: 'running', done_steps: 1, total_steps: 4 });
      const progress = jobProgress(running);
      expect(progress).toMatchObject({ done: false, pending: true, err: null });
      expect(progress.remain).toBe(Math.round(running.elapsed_ms! * 3));
      release();
      await until(async () => (await findJob(db, kind, job.trans_id))?.status === 'done', 'koniec');
      const done = (await findJob(db, kind, job.trans_id))!;
      expect(done).toMatchObject({ done_steps: 4, total_steps: 4, result: { made: 4 }, err: null });
      expect(jobProgress(done)).toEqual({ done: true, pending: false, remain: 0, err: null });
    } finally {
      release();
      await runner.stop();
    }
  });

  it('resumes a job whose process stopped once its lease runs out, from the recorded progress', async () => {
    const { db } = ctx();
    const kind = kindOf('resume');
    const job = await enqueueJob(db, kind, { steps: 5 });
    // The first process claims the job, finishes two steps and dies (its lease is short).
    const first = await claimJob(db, [kind], 150);
    expect(first?.id).toBe(job.id);
    await reportProgress(db, job.id, 2, 5, 150);

    const ran: number[] = [];
    const runner = new JobRunner(db, { pollMs: 20, leaseMs: 150 }).register(kind, async (run) => {
      const total = Number(run.job.params.steps);
      for (let step = run.job.done_steps; step < total; step++) {
        ran.push(step);
        await run.progress(step + 1, total);
      }
      return { resumedAt: run.job.done_steps };
    });
    // While the lease holds, nobody else takes the job.
    expect(await runner.runOnce()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    runner.start();
    try {
      await until(async () => (await findJob(db, kind, job.trans_id))?.status === 'done', 'dokončenie');
    } finally {
      await runner.stop();
    }
    expect(ran).toEqual([2, 3, 4]);
    expect(await findJob(db, kind, job.trans_id)).toMatchObject({
      attempts: 2,
      done_steps: 5,
      result: { resumedAt: 2 },
    });
  });

  it('gives a job back when the runner stops, and the next runner finishes it', async () => {
    const { db } = ctx();
    const kind = kindOf('stop');
    const job = await enqueueJob(db, kind, {});
    let started = false;
    const stopping = new JobRunner(db, { pollMs: 20 }).register(kind, async ({ progress, signal }) => {
      await progress(1, 2);
      started = true;
      await new Promise((resolve) => signal.addEventListener('abort', resolve));
      signal.throwIfAborted();
    });
    stopping.start();
    await until(async () => started, 'spustenie');
    await stopping.stop();
    expect(await findJob(db, kind, job.trans_id)).toMatchObject({ status: 'pending', done_steps: 1 });

    const next = new JobRunner(db).register(kind, async (run) => ({ from: run.job.done_steps }));
    expect(await next.runOnce()).toBe(true);
    expect(await findJob(db, kind, job.trans_id)).toMatchObject({ status: 'done', result: { from: 1 } });
  });

  it('fails a job with the handler error code at once, and after the last attempt on other errors', async () => {
    const { db } = ctx();
    const refused = kindOf('refused');
    const broken = kindOf('broken');
    const a = await enqueueJob(db, refused, {});
    const b = await enqueueJob(db, broken, {});
    let brokenRuns = 0;
    const runner = new JobRunner(db, { maxAttempts: 2 })
      .register(refused, async () => {
        throw new JobError('invalid_state');
      })
      .register(broken, async () => {
        brokenRuns++;
        throw new Error('disk full');
      });
    while (await runner.runOnce()) {
      /* until the queue is empty */
    }
    expect(jobProgress((await findJob(db, refused, a.trans_id))!)).toEqual({
      done: false,
      pending: false,
      remain: 0,
      err: 'invalid_state',
    });
    expect(brokenRuns).toBe(2);
    expect(await findJob(db, broken, b.trans_id)).toMatchObject({
      status: 'failed',
      err: 'error',
      attempts: 2,
    });
  });
});
