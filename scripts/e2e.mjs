// npm run e2e [-- playwright args]: builds the app, starts the real server on a free port with a fresh
// DATA_DIR (new PGlite database with demo data), runs Playwright against it and stops the server.
// With E2E_BASE_URL set, Playwright runs against that already-running server instead.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildAppIfStale } from './build-app.mjs';
import { startServerProcess } from './server-process.mjs';

const STARTUP_TIMEOUT_MS = 90_000;
const E2E_PLAY_EVENTS_TOKEN = process.env.E2E_PLAY_EVENTS_TOKEN || 'e2e-play-events';
const playwrightArgs = process.argv.slice(2);

/** A 1×1 transparent PNG as the map tile URL of the e2e server (games 2.12 map, MAP_TILE_URL). */
const E2E_MAP_TILE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

function runPlaywright(env) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...playwrightArgs], { stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  if (process.env.E2E_BASE_URL) {
    console.log(`E2E proti bežiacemu serveru ${process.env.E2E_BASE_URL}`);
    return runPlaywright(process.env);
  }

  if (!buildAppIfStale()) return 1;

  const dataDir = mkdtempSync(path.join(tmpdir(), 'hry-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  let server;
  const stopOnSignal = (signal) => {
    void (server?.stop() ?? Promise.resolve()).then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.on('SIGINT', stopOnSignal);
  process.on('SIGTERM', stopOnSignal);

  let code = 1;
  try {
    // A fresh embedded database with demo data and mails as .eml files, whatever the caller's environment
    // says (the starter drops the server's configuration variables).
    server = await startServerProcess({
      dataDir,
      env: {
        // The game app's event ingestion (answer insights spec) is on with a known token.
        PLAY_EVENTS_TOKEN: E2E_PLAY_EVENTS_TOKEN,
        // The post-branch map draws one local image for every tile: no tile server is reachable in tests.
        MAP_TILE_URL: E2E_MAP_TILE,
      },
      timeoutMs: STARTUP_TIMEOUT_MS,
      onOutput: (chunk) => log.write(chunk),
    });
    console.log(`E2E: server beží na ${server.url} (DATA_DIR ${dataDir})`);
    code = await runPlaywright({
      ...process.env,
      E2E_BASE_URL: server.url,
      E2E_DATA_DIR: dataDir,
      E2E_PLAY_EVENTS_TOKEN,
    });
  } catch (error) {
    console.error(`E2E: ${error instanceof Error ? error.message : error}`);
  }
  const exitCode = server ? await server.stop(undefined, 15_000) : null;
  await new Promise((resolve) => log.end(resolve));

  if (server && exitCode !== 0) {
    console.error(`E2E: server neskončil čisto (kód ${exitCode}, signál ${server.child.signalCode})`);
    code ||= 1;
  }
  if (code === 0 && !process.env.E2E_KEEP_DATA) {
    rmSync(dataDir, { recursive: true, force: true });
  } else {
    console.error(
      `E2E: výstup servera (${logFile}):\n${readFileSync(logFile, 'utf8').split('\n').slice(-60).join('\n')}`,
    );
  }
  return code;
}

process.exit(await main());
