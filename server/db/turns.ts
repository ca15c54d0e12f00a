// Turns at the embedded database (PGlite): one unit of work at a time, in arrival order, with the event
// loop let through every SLICE_MS.
// PGlite runs each query synchronously on the main thread and hands its mutex from one waiting query
// to the next in microtasks, so a queue of 100 waiting queries ran as one event-loop turn of 100–200 ms.
// libuv accepts one new connection per turn, so under load a client that had just connected waited
// for seconds (up to the whole run) before its first request was even read: the p99 of 8 s on PGlite.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { performance } from 'node:perf_hooks';

/** How long queued work may hold the event loop before I/O (new connections, requests) is let in. */
export const SLICE_MS = 4;

export interface Turns {
  /** Runs task when its turn comes (FIFO); the next task starts once it settles. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createTurns(sliceMs = SLICE_MS): Turns {
  let tail: Promise<unknown> = Promise.resolve();
  let sliceStart = performance.now();
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const result = tail.then(async () => {
        if (performance.now() - sliceStart > sliceMs) {
          await nextTurn();
          sliceStart = performance.now();
        }
        return task();
      });
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
