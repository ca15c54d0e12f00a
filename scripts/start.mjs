// npm start: builds the app (dist/) and the server (dist-server/) when missing or older than their sources,
// then starts the compiled server (no TypeScript transpiled at each start; `npm run dev` keeps tsx).
// Stopping `npm start` stops the server: SIGINT / SIGTERM / SIGHUP are forwarded, and when this process
// loses its parent (npm was killed and did not pass the signal on) it stops the server as well. The server
// also stops by itself when this process dies (its IPC channel closes). This process exits when the server
// exits, with its exit code.
import { spawn } from 'node:child_process';
import { buildAppIfStale } from './build-app.mjs';
import { buildServerIfStale } from './build-server.mjs';

/** The server gets this long to stop after a forwarded signal (its own deadline is 10 s) before SIGKILL. */
const KILL_AFTER_MS = 15_000;

// SKIP_BUILD=1: no staleness checks; the server is still compiled when dist-server/ has no build at all.
const check = process.env.SKIP_BUILD !== '1';
if (!((!check || buildAppIfStale()) && (await buildServerIfStale(undefined, check)))) process.exit(1);
const server = spawn(process.execPath, ['--enable-source-maps', 'dist-server/main.mjs'], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});

let stopping = false;
function stop(signal) {
  if (stopping) {
    // A second request to stop: do not wait any longer.
    server.kill('SIGKILL');
    return;
  }
  stopping = true;
  server.kill(signal);
  setTimeout(() => server.kill('SIGKILL'), KILL_AFTER_MS).unref();
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(sig, () => stop(sig === 'SIGHUP' ? 'SIGTERM' : sig));

const parent = process.ppid;
const watchParent = setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 500);
watchParent.unref();

server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
