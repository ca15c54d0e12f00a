// Issue 8, item 6: a deadline after SIGTERM, and `npm start` that stops the server it started.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess, TSX_SERVER, type ServerProcess } from '../scripts/server-process.mjs';

const START_TIMEOUT = 90_000;

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function until(what: string, test: () => boolean | Promise<boolean>, ms: number, output: () => string) {
  const deadline = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`${what} sa nestalo do ${ms / 1000} s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `command` with SKIP_BUILD (scripts/start.mjs then runs the existing build or the TypeScript). */
async function start(command: string[], dataDir: string): Promise<ServerProcess> {
  const server = await startServerProcess({
    command,
    dataDir,
    env: { SKIP_BUILD: '1' },
    timeoutMs: START_TIMEOUT,
  });
  // As before the shared starter: the banner and then the port answering.
  await until('Spustenie servera', () => listening(server.port), START_TIMEOUT, server.output);
  return server;
}

/** A request whose body never completes: the connection stays busy until the server closes it. */
function halfSentRequest(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        'PUT /api/webapp/session HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{"email":',
      );
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

describe('stopping the server', () => {
  let dataDir: string;
  // npm start's own folder: the test sees its port close, not its server exit, so a server may still be
  // closing that database when the next test starts.
  let npmDataDir: string;
  const children: ChildProcess[] = [];
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'hry-shutdown-'));
    npmDataDir = mkdtempSync(path.join(tmpdir(), 'hry-shutdown-npm-'));
  });
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(npmDataDir, { recursive: true, force: true });
  });

  it(
    'SIGTERM with a half-sent request pending: the server closes it after the deadline and exits in < 15 s',
    async () => {
      const server = await start(TSX_SERVER, dataDir);
      children.push(server.child);
      const socket = await halfSentRequest(server.port);
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      // Let the server read the head, so the connection carries a request in progress (not an idle one).
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const t0 = Date.now();
      server.child.kill('SIGTERM');
      const code = await Promise.race([
        server.exited,
        new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 15_000)),
      ]);
      expect(code, server.output()).not.toBe('timeout');
      expect(Date.now() - t0).toBeGreaterThanOrEqual(9_000);
      await closed;
      expect(server.output()).toMatch(/Lehota 10 s uplynula/);
    },
    START_TIMEOUT + 30_000,
  );

  it(
    'SIGTERM to `npm start` stops the server even though npm does not pass the signal on',
    async () => {
      const npm = await start(['npm', 'start', '--silent'], npmDataDir);
      children.push(npm.child);
      npm.child.kill('SIGTERM');
      await until('Zastavenie servera', async () => !(await listening(npm.port)), 15_000, npm.output);
    },
    START_TIMEOUT + 30_000,
  );

  it(
    'scripts/start.mjs forwards SIGTERM, exits with the server; the server stops when start.mjs is killed',
    async () => {
      const first = await start([process.execPath, 'scripts/start.mjs'], dataDir);
      children.push(first.child);
      first.child.kill('SIGTERM');
      const code = await Promise.race([
        first.exited,
        new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 15_000)),
      ]);
      expect(code, first.output()).toBe(0);
      expect(await listening(first.port)).toBe(false);

      const second = await start([process.execPath, 'scripts/start.mjs'], dataDir);
      children.push(second.child);
      second.child.kill('SIGKILL');
      await until('Zastavenie servera', async () => !(await listening(second.port)), 15_000, second.output);
    },
    2 * START_TIMEOUT + 30_000,
  );
});
