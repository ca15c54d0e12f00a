// The CLI tests' common ground: temporary folders removed after the file's tests, and a CLI script run in
// its own tsx process as a person would run it, with the environment of this process minus the server's
// settings (so a developer's DATABASE_URL or PORT never leaks into a case).
import { afterAll } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV_KEYS } from '../../scripts/server-process.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

/** A function making temporary folders named `prefix…`, all removed after the calling file's tests. */
export function tempDirs(prefix: string): () => string {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  return () => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
}

/** This process's environment without the server's settings and `unset`, then `env`. */
export function cliEnv(env: Record<string, string>, unset: readonly string[] = []): NodeJS.ProcessEnv {
  const base = { ...process.env };
  for (const key of [...SERVER_ENV_KEYS, 'PUBLIC_URL', ...unset]) delete base[key];
  return { ...base, ...env };
}

export interface CliRun {
  child: ChildProcess;
  /** The exit code and everything printed (stdout and stderr together). */
  done: Promise<{ code: number | null; out: string }>;
}

/** `tsx server/cli/{script} …args` in its own process. */
export function spawnCli(
  script: string,
  args: string[],
  env: Record<string, string>,
  unset: readonly string[] = [],
): CliRun {
  const child = spawn(tsx, [path.join(root, 'server', 'cli', script), ...args], {
    cwd: root,
    env: cliEnv(env, unset),
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const done = new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, out })),
  );
  return { child, done };
}
