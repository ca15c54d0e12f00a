// The spreadsheet parsers run off the request thread (issue 8): a big or hostile contacts sheet or game
// file keeps a worker busy, not the server, and the worker's heap is capped, so a file that would need
// more memory ends as invalid_format instead of growing the server. One runner and one worker
// (parse-worker.ts) for both parsers; each parser's cheap precheck refuses a file before a worker starts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { precheckContactsSheet, type ContactsSheetResult } from './contacts-sheet-columns';
import { contentKind, type RawGameFileResult } from './sheet-import-format';

/** What a worker parses: a contacts sheet (contacts-sheet.ts) or a game file (sheet-import-parse.ts). */
export type ParseTask = 'contacts-sheet' | 'game-file';

export interface ParseRequest {
  task: ParseTask;
  data: Uint8Array;
}

/** The worker's heap cap. */
const WORKER_HEAP_MB = 512;
// Beside this module: parse-worker.mjs, which loads the TypeScript through tsx; in dist-server/ the
// compiled parse-worker.mjs beside main.mjs (scripts/build-server.mjs). A path, not
// `new URL(…, import.meta.url)`: Vite rewrites that pattern into an asset URL in the app's component
// tests, which run this server in the browser-like environment.
const WORKER_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'parse-worker.mjs');

type Refused = { ok: false; err: 'invalid_format' };
const REFUSED: Refused = { ok: false, err: 'invalid_format' };

/** Runs one parse in a new worker; a crash, an exhausted heap or an exit without an answer is REFUSED. */
function parseInWorker<T>(task: ParseTask, data: Buffer): Promise<T | Refused> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: { task, data } satisfies ParseRequest,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    let settled = false;
    const settle = (result: T | Refused) => {
      if (settled) return;
      settled = true;
      resolve(result);
      void worker.terminate();
    };
    worker.once('message', (result: T) => settle(result));
    worker.once('error', () => settle(REFUSED));
    worker.once('exit', () => settle(REFUSED));
  });
}

export async function parseContactsSheetOffThread(data: Buffer): Promise<ContactsSheetResult> {
  // Refused at once, without starting a worker: not a spreadsheet, or a zip bomb.
  if (!precheckContactsSheet(data)) return REFUSED;
  return parseInWorker<ContactsSheetResult>('contacts-sheet', data);
}

export async function parseGameFileOffThread(data: Buffer): Promise<RawGameFileResult> {
  // Refused at once, without a worker: neither a spreadsheet nor XML, or a zip bomb.
  if (!contentKind(data)) return REFUSED;
  return parseInWorker<RawGameFileResult>('game-file', data);
}
