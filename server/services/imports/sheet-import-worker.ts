// Parses a game file in a worker thread (see parseGameFileOffThread).
import { parentPort, workerData } from 'node:worker_threads';
import { parseGameFile } from './sheet-import-parse';

const data = workerData as Uint8Array;
parentPort!.postMessage(parseGameFile(Buffer.from(data.buffer, data.byteOffset, data.byteLength)));
