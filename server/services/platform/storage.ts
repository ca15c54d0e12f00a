import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Config } from '../../config';

/** A file being written piece by piece: nobody sees it under its key before commit. */
export interface PendingFile {
  write(chunk: Buffer): Promise<void>;
  /** Makes the file visible under its key. */
  commit(): Promise<void>;
  /** Drops what was written (also after a failed write). */
  abort(): Promise<void>;
}

/** The one interface uploaded files go through; keys look like `images/{id}`. */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** Starts writing a file without holding it in memory (uploads stream into it). */
  begin(key: string): Promise<PendingFile>;
  /** The stored bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Neplatný kľúč súboru: ${key}`);
  }
  return key;
}

/** Files in a local folder, by default DATA_DIR/files. */
export function localStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees a half-written file.
      const partial = `${file}.${randomUUID()}.part`;
      await writeFile(partial, data);
      await rename(partial, file);
    },
    async begin(key) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}.part`;
      const out = createWriteStream(partial);
      let failed: Error | undefined;
      out.on('error', (error) => (failed = error));
      const finish = async () => {
        if (!out.closed) {
          out.end();
          await once(out, 'close').catch(() => undefined);
        }
      };
      return {
        async write(chunk) {
          if (failed) throw failed;
          if (!out.write(chunk)) await once(out, 'drain');
          if (failed) throw failed;
        },
        async commit() {
          await finish();
          if (failed) throw failed;
          await rename(partial, file);
        },
        async abort() {
          // the file may still be opening: removed only once the stream has closed, or the open that
          // finishes after the removal would leave it behind
          if (!out.closed) {
            const closed = once(out, 'close').catch(() => undefined);
            out.destroy();
            await closed;
          }
          await rm(partial, { force: true });
        },
      };
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

export function storageFor(config: Config): Storage {
  return localStorage(path.join(config.dataDir, 'files'));
}
