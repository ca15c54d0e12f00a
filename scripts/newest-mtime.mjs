// The newest modification time under a path (a file, or a folder walked recursively); 0 when missing.
// The build scripts compare it with their output to tell whether a build is stale.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let t = stat.mtimeMs;
  for (const entry of readdirSync(p)) t = Math.max(t, newestMtime(path.join(p, entry)));
  return t;
}
