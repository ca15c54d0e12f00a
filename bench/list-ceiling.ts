// What one page of the games list costs the server process without the database (issue 13 item 2, "where
// the time goes"): a bare Fastify on 127.0.0.1 serves one page of 100 sheets three ways and wrk loads each
// with 32 connections, as the API bench does. `string`: the page's JSON already serialized (the upper
// bound of sending 90 KB per reply); `object`: the presented page serialized by the route's real response
// schema (fast-json-stringify); `present`: 100 sheet rows presented (presentSheet) and serialized per
// request, the route's work after its two queries; `stringify`: the same with JSON.stringify instead of the
// schema's serializer. Issue 26: `lean` presents the lean list items (SheetListItem) and stringifies them per
// request; `kept` joins the items' kept JSON texts (list-items.ts: what GET games does on a warm cache). The
// anchor's json-server serves a 30 KB page.
// Usage: npx tsx bench/list-ceiling.ts [--seconds 8] [--connections 32]
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { loadavg } from 'node:os';
import Fastify from 'fastify';
import { gamesListReplies } from '../schemas/api';
import { presentSheet, type SheetRow } from '../server/services/sheets/sheets';
import { listReplyText, presentSheetListItem } from '../server/services/sheets/list-items';

const run = promisify(execFile);

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1]);
const seconds = Number(args.get('seconds') ?? 8);
const connections = Number(args.get('connections') ?? 32);

/** A sheet as the anchor data gives it (bench/load-anchor-data.ts): a saved draft with a price. */
function sheetRow(i: number): SheetRow {
  return {
    id: 100000 - i,
    gameId: 100000 - i,
    authorId: null,
    senderId: null,
    name: 'Školská',
    status: 'draft',
    saved: true,
    active: false,
    number: null,
    info: { price: 67.62, variantNameExtended: 'Školská' },
    valid: false,
    counts: { all: 1, production: 1, testing: 0, invalid: 0 },
    levelsRev: '',
    createdAt: 1671161287 + i,
    updatedAt: 1671161287 + i,
    receivedAt: null,
    gameName: `Úniková hra Martin ${i}`,
    category: 'ZILINA',
    gameActive: true,
    gameInfo: { description: 'Tímová hra v uliciach mesta so zrkadlom a mapou', author: 'Jana Nová' },
    authorEmail: null,
  };
}

const rows = Array.from({ length: 100 }, (_, i) => sheetRow(i));
const present = () => ({ ok: true, games: rows.map((r) => ({ ...presentSheet(r), sentAt: r.createdAt })) });
const page = present();
const pageText = JSON.stringify(page);

const lean = () =>
  listReplyText(
    'games',
    rows.map((r) => JSON.stringify(presentSheetListItem(r, 'games'))),
  );
const kept = rows.map((r) => JSON.stringify(presentSheetListItem(r, 'games')));
const leanText = lean();

const app = Fastify();
app.get('/string', async (_request, reply) => reply.type('application/json').send(pageText));
app.get('/object', { schema: { response: gamesListReplies.list } }, async () => page);
app.get('/present', { schema: { response: gamesListReplies.list } }, async () => present());
app.get('/stringify', async (_request, reply) =>
  reply.type('application/json').send(JSON.stringify(present())),
);
app.get('/lean', async (_request, reply) => reply.type('application/json').send(lean()));
app.get('/kept', async (_request, reply) =>
  reply.type('application/json').send(listReplyText('games', kept)),
);
const address = await app.listen({ port: 0, host: '127.0.0.1' });

console.log(
  `Jedna strana zoznamu hier (100 hier, ${Math.round(Buffer.byteLength(pageText) / 1024)} KB, štíhle položky ${Math.round(Buffer.byteLength(leanText) / 1024)} KB), ${connections} spojení, ${seconds} s, záťaž ${loadavg()[0].toFixed(1)}`,
);
for (const kind of ['string', 'object', 'present', 'stringify', 'lean', 'kept']) {
  // wrk runs as its own process; this one only serves (an awaited child, not a blocking one).
  const { stdout: out } = await run('wrk', [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    `${address}/${kind}`,
  ]);
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out)?.[1];
  const p99 = /99%\s+([\d.]+\w+)/.exec(out)?.[1];
  console.log(`  ${kind.padEnd(8)} ${Number(rps).toFixed(0).padStart(6)} req/s, p99 ${p99}`);
}
await app.close();
