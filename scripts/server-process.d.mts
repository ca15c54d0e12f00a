import type { ChildProcess } from 'node:child_process';

export interface StartOptions {
  /** The command (default TSX_SERVER: `node --import tsx server/main.ts`), run in the repository root. */
  command?: string[];
  /** DATA_DIR of the server. */
  dataDir?: string;
  /** Added to the environment after PORT, HOST and DATA_DIR; undefined removes a variable. */
  env?: Record<string, string | undefined>;
  /** Output that means the server serves (default: the "beží na" line, printed after listen). */
  ready?: RegExp;
  /** How long the start may take (default 120 s); then the child is killed and the start fails. */
  timeoutMs?: number;
  /** The port (default: a free one). */
  port?: number;
  /** Every chunk of the server's output, as it arrives (e.g. into a log file). */
  onOutput?: (chunk: string) => void;
}

export interface ServerProcess {
  port: number;
  /** http://127.0.0.1:port/ */
  url: string;
  /** http://127.0.0.1:port/api/webapp/ */
  base: string;
  child: ChildProcess;
  /** The exit code once the child has exited. */
  exited: Promise<number | null>;
  /** Everything the server printed so far. */
  output(): string;
  /** Sends `signal` (default SIGTERM), SIGKILL after `killAfterMs` (default 20 s); the exit code. */
  stop(signal?: NodeJS.Signals, killAfterMs?: number): Promise<number | null>;
}

export const SERVER_ENV_KEYS: string[];
export const TSX_SERVER: string[];
export function freePort(): Promise<number>;
export function startServerProcess(options?: StartOptions): Promise<ServerProcess>;
