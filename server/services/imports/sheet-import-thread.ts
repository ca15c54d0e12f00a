// The game file is parsed off the request thread like the contacts sheet (contacts-sheet-thread.ts):
// a big or hostile file keeps a worker with a capped heap busy, not the server.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { contentKind, type RawGameFileResult } from './sheet-import-format';

const WORKER_HEAP_MB = 512;
// A path, not `new URL(…, import.meta.url)`: Vite rewrites that pattern in the app's component tests.
const WORKER_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sheet-import-worker.mjs');

export async function parseGameFileOffThread(data: Buffer): Promise<RawGameFileResult> {
  // Refused at once, without a worker: neither a spreadsheet nor XML, or a zip bomb.
  if (!contentKind(data)) return { ok: false, err: 'invalid_format' };
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: data,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    let settled = false;
    const settle = (result: RawGameFileResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
      void worker.terminate();
    };
    worker.once('message', (result: RawGameFileResult) => settle(result));
    worker.once('error', () => settle({ ok: false, err: 'invalid_format' }));
    worker.once('exit', () => settle({ ok: false, err: 'invalid_format' }));
  });
}
