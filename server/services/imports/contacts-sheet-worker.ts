// Parses a contacts sheet in a worker thread (see parseContactsSheetOffThread).
import { parentPort, workerData } from 'node:worker_threads';
import { parseContactsSheet } from './contacts-sheet';

const data = workerData as Uint8Array;
parentPort!.postMessage(parseContactsSheet(Buffer.from(data.buffer, data.byteOffset, data.byteLength)));
