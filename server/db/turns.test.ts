import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performance } from 'node:perf_hooks';
import { createTurns } from './turns';
import { openTestDb } from '../test/databases';
import type { Db } from './types';

function spin(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    /* busy, like a synchronous PGlite query */
  }
}

describe('turns at the embedded database', () => {
  it('runs tasks one at a time in arrival order', async () => {
    const turns = createTurns();
    const log: string[] = [];
    let running = 0;
    const task = (name: string, ms: number) =>
      turns.run(async () => {
        running++;
        expect(running).toBe(1);
        log.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        log.push(`end ${name}`);
        running--;
        return name;
      });
    const results = await Promise.all([task('a', 20), task('b', 1), task('c', 5)]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('a failed task does not stop the queue', async () => {
    const turns = createTurns();
    const failed = turns.run(async () => {
      throw new Error('chyba');
    });
    await expect(failed).rejects.toThrow('chyba');
    await expect(turns.run(async () => 'ďalej')).resolves.toBe('ďalej');
  });

  it('lets the event loop through while a long queue of synchronous work drains', async () => {
    const turns = createTurns(4);
    const order: string[] = [];
    const tasks = Array.from({ length: 20 }, (_, i) =>
      turns.run(async () => {
        spin(2);
        order.push(`task ${i}`);
      }),
    );
    setImmediate(() => order.push('io'));
    await Promise.all(tasks);
    // Without the turns the whole queue ran before any I/O callback (one 40 ms event-loop turn).
    expect(order.indexOf('io')).toBeGreaterThan(0);
    expect(order.indexOf('io')).toBeLessThan(5);
  });
});

describe('PGlite through the turns', () => {
  let db: Db;
  beforeAll(async () => {
    // From the suite's template: a fresh PGlite would first run initdb.
    db = await openTestDb('pglite');
  });
  afterAll(async () => {
    await db.close();
  });

  it('answers queued queries in arrival order, a transaction as one turn', async () => {
    await db.query('CREATE TABLE turn_log (n int)');
    const done: string[] = [];
    const tx = db.tx(async (t) => {
      await t.query('INSERT INTO turn_log VALUES (1)');
      await new Promise((resolve) => setTimeout(resolve, 30));
      await t.query('INSERT INTO turn_log VALUES (2)');
      done.push('tx');
    });
    const read = db.query<{ n: number }>('SELECT count(*)::int AS n FROM turn_log').then((rows) => {
      done.push('read');
      return rows[0].n;
    });
    await tx;
    // The read queued behind the transaction sees both rows: it did not run inside it.
    expect(await read).toBe(2);
    expect(done).toEqual(['tx', 'read']);
  });

  it('lets an event-loop callback run while 300 queued queries run', async () => {
    const order: string[] = [];
    const queries = Array.from({ length: 300 }, (_, i) =>
      db.query('SELECT count(*) FROM generate_series(1, 2000)').then(() => order.push(`q${i}`)),
    );
    setImmediate(() => order.push('io'));
    await Promise.all(queries);
    expect(order.indexOf('io')).toBeGreaterThan(-1);
    expect(order.indexOf('io')).toBeLessThan(250);
  });
});
