// The worker of off-thread.ts: parses one contacts sheet or game file and posts the result. Each parser
// is loaded only when its task comes.
import { parentPort, workerData } from 'node:worker_threads';
import type { ParseRequest } from './off-thread';

const { task, data } = workerData as ParseRequest;
const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
const result =
  task === 'contacts-sheet'
    ? (await import('./contacts-sheet')).parseContactsSheet(buffer)
    : (await import('./sheet-import-parse')).parseGameFile(buffer);
parentPort!.postMessage(result);
