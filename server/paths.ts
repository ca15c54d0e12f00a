// Files the server reads at run time (migrations, schemas/, public/) are found from the repository root,
// so they resolve the same from server/*.ts under tsx (tests, `npm run dev`) and from the compiled
// dist-server/main.mjs of `npm start` (scripts/build-server.mjs): the root is the nearest folder above
// this module with a package.json.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(): string {
  // Under jsdom (component tests building the real server) import.meta.url may not be a file: URL.
  if (!import.meta.url.startsWith('file:')) return process.cwd();
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
  return dir;
}

/** The repository root. */
export const ROOT = findRoot();

/** A path inside the repository, e.g. rootPath('server/db/migrations'). */
export function rootPath(...segments: string[]): string {
  return path.join(ROOT, ...segments);
}
