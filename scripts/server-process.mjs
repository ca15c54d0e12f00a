// The one "start the real server as a child process and wait until it serves": `npm run e2e`
// (scripts/e2e.mjs), the benches (bench/server-process.ts, bench/crash.ts) and the server-start tests
// (server/main.test.ts, build.test.ts, shutdown.test.ts, workers.test.ts). Types: server-process.d.mts.
//
// The child gets the caller's environment without the server's own configuration (SERVER_ENV_KEYS), then
// PORT, HOST, DATA_DIR and `env`. It is ready when its output matches `ready` (by default the "beží na"
// line, which the server prints after it listens): the wait follows the output as it arrives.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The server's configuration variables, not inherited from the caller's environment. */
export const SERVER_ENV_KEYS = [
  'DATABASE_URL',
  'SMTP_URL',
  'NODE_ENV',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'LOG_REQUESTS',
  'DIST_DIR',
  'WORKERS',
];

/** `npm start` without the build: the TypeScript server through tsx. */
export const TSX_SERVER = [process.execPath, '--import', 'tsx', 'server/main.ts'];

/** A TCP port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** @param {import('./server-process.d.mts').StartOptions} [options] */
export async function startServerProcess(options = {}) {
  const {
    command = TSX_SERVER,
    dataDir,
    env = {},
    ready = /beží na .*\n/,
    timeoutMs = 120_000,
    onOutput,
  } = options;
  const port = options.port ?? (await freePort());
  const childEnv = { ...process.env };
  for (const key of SERVER_ENV_KEYS) delete childEnv[key];
  Object.assign(childEnv, { PORT: String(port), HOST: '127.0.0.1' }, dataDir ? { DATA_DIR: dataDir } : {});
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[key];
    else childEnv[key] = value;
  }
  const child = spawn(command[0], command.slice(1), {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}/`;

  const server = {
    port,
    url,
    base: `${url}api/webapp/`,
    child,
    exited,
    output: () => output,
    /** Sends `signal` (SIGTERM), SIGKILL after `killAfterMs`; resolves with the exit code. */
    async stop(signal = /** @type {NodeJS.Signals} */ ('SIGTERM'), killAfterMs = 20_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        const kill = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
        await exited;
        clearTimeout(kill);
      }
      return exited;
    },
  };

  await new Promise((resolve, reject) => {
    const fail = (/** @type {string} */ why) => {
      cleanup();
      child.kill('SIGKILL');
      reject(new Error(`${why}:\n${output}`));
    };
    const onData = (/** @type {Buffer} */ chunk) => {
      const text = chunk.toString();
      output += text;
      onOutput?.(text);
      if (ready.test(output)) {
        cleanup();
        resolve(undefined);
      }
    };
    const onExit = () =>
      fail(`Server skončil pri štarte (kód ${child.exitCode}, signál ${child.signalCode})`);
    const timer = setTimeout(() => fail(`Server sa nespustil do ${timeoutMs / 1000} s`), timeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      child.off('exit', onExit);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', onExit);
  });
  return server;
}
