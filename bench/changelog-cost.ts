// The cost of the change log (issue 24, "≤ 10 % slower") on the level dialog's validate-and-save path:
// an in-process app (the API test context, PGlite and, when reachable, PostgreSQL), the editor signed
// in, one level; then rounds of `--saves` edits (POST …/validate, then POST … with a changed question),
// alternating rounds with the change log on and off (its listener detached from app.recordChanges), so
// drift of a shared machine hits both alike. Prints the median ms per edit of each and the difference.
// `--mode contacts`: the same for the contacts import instead (POST users/import of `--rows` contacts,
// default 20,000, the sheet of bench/contacts-sheet.ts, new e-mails each round); its bulk write reports
// through the RecordChanges.onBatch listeners, which are detached alike (the import's own single
// 'import' entry is written either way).
// Usage: npx tsx bench/changelog-cost.ts [-- --saves 100 --rounds 6 --db pglite,postgres --mode level|contacts --rows 20000]
import type { FastifyInstance } from 'fastify';
import {
  call,
  createTestContext,
  postgresReachable,
  signIn,
  TEST_USERS,
  type DbKind,
} from '../server/test/harness';
import type { RecordChangesListener } from '../server/services/records/record-changes';
import { multipartFile, UPLOAD_BOUNDARY } from '../server/test/roles';
import { contactsSheet } from './contacts-sheet';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1]);
const saves = Number(args.get('saves') ?? 100);
const rounds = Number(args.get('rounds') ?? 6);
const kinds = (args.get('db') ?? 'pglite,postgres').split(',') as DbKind[];
const mode = args.get('mode') ?? 'level';
const rows = Number(args.get('rows') ?? 20_000);

const level = (question: string) => ({
  question,
  layout: 'ANSWER_REQUIRED',
  note: 'Overiť v teréne',
  'answer.answers-1': 'dva',
});

async function ok(app: FastifyInstance, cookie: string, method: 'PUT' | 'POST', path: string, body: unknown) {
  const res = await call(app, method, path, { cookie, body });
  if (res.body.ok !== true) throw new Error(`${method} ${path}: ${JSON.stringify(res.body)}`);
  return res.body;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * A warm-up round, then `rounds` pairs: one with the change log's listeners detached, one with them attached
 * again, so drift of a shared machine hits both alike.
 */
async function alternate<L>(round: () => Promise<number>, listeners: Set<L>) {
  const attached = [...listeners];
  await round();
  const on: number[] = [];
  const off: number[] = [];
  for (let r = 0; r < rounds; r++) {
    listeners.clear();
    off.push(await round());
    for (const l of attached) listeners.add(l);
    on.push(await round());
  }
  return { on, off };
}

async function measure(kind: DbKind) {
  const ctx = await createTestContext(kind);
  try {
    const { app } = ctx;
    const cookie = await signIn(app, TEST_USERS.editor.email);
    const sheet = (await ok(app, cookie, 'PUT', 'drafts', { category: 1 })).sheet as { id: number };
    const levelId = (
      (await ok(app, cookie, 'PUT', `drafts/${sheet.id}/levels`, level('0'))).level as { id: number }
    ).id;
    const path = `drafts/${sheet.id}/levels/${levelId}`;
    const listeners = (app.recordChanges as unknown as { listeners: Set<RecordChangesListener> }).listeners;
    let n = 0;
    const round = async () => {
      const start = performance.now();
      for (let i = 0; i < saves; i++) {
        const body = level(`Otázka ${++n}`);
        await ok(app, cookie, 'POST', `${path}/validate`, body);
        await ok(app, cookie, 'POST', path, body);
      }
      return (performance.now() - start) / saves;
    };
    const { on, off } = await alternate(round, listeners);
    const entries = await ctx.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM change_log WHERE record_type = 'level' AND record_id = $1`,
      [levelId],
    );
    const [a, b] = [median(off), median(on)];
    console.log(
      `${kind}: ${saves} edits × ${rounds} rounds; without change log ${a.toFixed(2)} ms/edit, with ${b.toFixed(2)} ms/edit` +
        ` (${(((b - a) / a) * 100).toFixed(1)} %); ${entries!.n} entries of the level`,
    );
  } finally {
    await ctx.close();
  }
}

/** Rounds of one contacts import each, alternating without and with the change log's listeners. */
async function measureContacts(kind: DbKind) {
  const ctx = await createTestContext(kind);
  try {
    const { app } = ctx;
    const cookie = await signIn(app, TEST_USERS.editor.email);
    const listeners = (app.recordChanges as unknown as { listeners: Set<RecordChangesListener> }).listeners;
    const round = async () => {
      const file = contactsSheet(rows);
      const start = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/webapp/users/import?r=json',
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}` },
        payload: multipartFile('kontakty.xls', file),
      });
      const body = res.json() as { ok: boolean; count?: number; err?: string };
      if (!body.ok || body.count !== rows) throw new Error(`import: ${JSON.stringify(body)}`);
      return performance.now() - start;
    };
    const { on, off } = await alternate(round, listeners);
    const size = await ctx.db.one<{ n: number; bytes: number }>(
      `SELECT count(*)::int AS n, coalesce(avg(length(changes::text)), 0)::int AS bytes
         FROM change_log WHERE record_type = 'user' AND action = 'create'`,
    );
    const [a, b] = [median(off), median(on)];
    console.log(
      `${kind}: contacts import of ${rows} rows × ${rounds} rounds; without change log ${(a / 1000).toFixed(2)} s, ` +
        `with ${(b / 1000).toFixed(2)} s (${(((b - a) / a) * 100).toFixed(1)} %); ${size!.n} user create entries, ` +
        `${size!.bytes} B of changes each on average`,
    );
  } finally {
    await ctx.close();
  }
}

for (const kind of kinds) {
  if (kind === 'postgres' && !(await postgresReachable())) {
    console.log('postgres: not reachable, skipped');
    continue;
  }
  await (mode === 'contacts' ? measureContacts(kind) : measure(kind));
}
