// The developer documentation names only what exists: a repository path written in code (`server/app.ts`), an
// `npm run` script, and the folders of docs/architecture.md's layout match the tree; and the pages carry no
// issue numbers (they describe the code, not its history; bench/RESULTS.md is a log and may).
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const TOP_FOLDERS = ['src', 'server', 'schemas', 'docs', 'e2e', 'bench', 'scripts', 'i18n', 'public', '.ci'];

function documentationFiles(): string[] {
  const docs = readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name));
  return ['README.md', 'schemas/README.md', ...docs.sort()];
}

/** Repository paths written as inline code: `server/app.ts`, `src/forms/` (a module may omit its extension). */
export function namedPaths(markdown: string): string[] {
  const paths = new Set<string>();
  const pattern = new RegExp(
    `\`((?:${TOP_FOLDERS.map((f) => f.replace('.', '\\.')).join('|')})/[^\`\\s]*)\``,
    'g',
  );
  for (const m of markdown.matchAll(pattern)) {
    const raw = m[1].replace(/[:#].*$/, '').replace(/\/$/, '');
    if (/[*<>{}…]/.test(raw)) continue; // a pattern, not a path
    paths.add(raw);
  }
  return [...paths];
}

function pathExists(relative: string): boolean {
  const full = path.join(ROOT, relative);
  return ['', '.ts', '.tsx', '.mjs', '.js', '.json'].some((ext) => existsSync(full + ext));
}

/** `npm run name` and `npm run bench -- kind` mentions. */
export function namedScripts(markdown: string): string[] {
  return [...new Set([...markdown.matchAll(/npm run ([a-z0-9:_-]+)/g)].map((m) => m[1]))];
}

/** Issue numbers written into a page ("issue 26", "(issue 24 item 3)"). */
export function issueMentions(markdown: string): string[] {
  return [...markdown.matchAll(/\bissues? \d+/gi)].map((m) => m[0]);
}

/** The folder names of the architecture page's layout block, as written ("routes/<prefix>/" → "routes"). */
function layoutBlock(): string {
  const page = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
  const start = page.indexOf('## Layout');
  const block = /```\n([\s\S]*?)```/.exec(page.slice(start));
  if (!block) throw new Error('docs/architecture.md: no layout block');
  return block[1];
}

function foldersOf(relative: string): string[] {
  return readdirSync(path.join(ROOT, relative)).filter(
    (name) => !name.startsWith('.') && statSync(path.join(ROOT, relative, name)).isDirectory(),
  );
}

describe('documentation names what exists', () => {
  it('finds a missing path, a missing script and an issue number (the checks themselves)', () => {
    const page =
      'See `server/app.ts`, `server/nowhere.ts`, `src/forms/`, `server/services/<area>/` and `npm run nope`; issue 26.';
    expect(namedPaths(page).filter((p) => !pathExists(p))).toEqual(['server/nowhere.ts']);
    expect(namedScripts(page)).toEqual(['nope']);
    expect(issueMentions(page)).toEqual(['issue 26']);
  });

  it.each(documentationFiles())('%s names only existing paths and scripts and no issue numbers', (file) => {
    const markdown = readFileSync(path.join(ROOT, file), 'utf8');
    const scripts = (
      JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(
      namedPaths(markdown).filter((p) => !pathExists(p)),
      'paths that do not exist',
    ).toEqual([]);
    expect(
      namedScripts(markdown).filter((s) => !(s in scripts)),
      'npm scripts that do not exist',
    ).toEqual([]);
    expect(issueMentions(markdown), 'issue numbers').toEqual([]);
  });

  it('docs/architecture.md lists every folder of src/, server/, server/routes/ and server/services/', () => {
    const block = layoutBlock();
    const missing: string[] = [];
    for (const parent of ['src', 'server', 'server/routes', 'server/services']) {
      for (const folder of foldersOf(parent)) {
        if (!new RegExp(`(^|[\\s/])${folder.replace(/[.-]/g, '\\$&')}/`, 'm').test(block)) {
          missing.push(`${parent}/${folder}/`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
