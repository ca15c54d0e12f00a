// The contacts sheet is parsed off the request thread (issue 8): a big or hostile spreadsheet keeps a
// worker busy, not the server, and the worker's heap is capped, so a file that would need more memory
// ends as invalid_format instead of growing the server.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { precheckContactsSheet, type ContactsSheetResult } from './contacts-sheet-columns';

/** The worker's heap cap. */
const WORKER_HEAP_MB = 512;
// A path, not `new URL(…, import.meta.url)`: Vite rewrites that pattern into an asset URL in the app's
// component tests, which run this server in the browser-like environment.
const WORKER_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'contacts-sheet-worker.mjs');

export async function parseContactsSheetOffThread(data: Buffer): Promise<ContactsSheetResult> {
  // Refused at once, without starting a worker: not a spreadsheet, or a zip bomb.
  if (!precheckContactsSheet(data)) return { ok: false, err: 'invalid_format' };
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: data,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    let settled = false;
    const settle = (result: ContactsSheetResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
      void worker.terminate();
    };
    worker.once('message', (result: ContactsSheetResult) => settle(result));
    worker.once('error', () => settle({ ok: false, err: 'invalid_format' }));
    worker.once('exit', () => settle({ ok: false, err: 'invalid_format' }));
  });
}
