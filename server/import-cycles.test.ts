// No import circles in the app, the server or the shared schemas: a module never reaches itself through
// its static relative imports (type-only imports included, since they still tie the files' design).
// Test files are left out: a test may import what it tests from any side.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.includes('node_modules'))
    .map((name) => path.join(folder, name));
}

/** The files a module imports by relative path (import … from, export … from, import('…')). */
export function relativeImports(file: string, text: string): string[] {
  const out: string[] = [];
  const withoutComments = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (const m of withoutComments.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g)) {
    const base = path.join(path.dirname(file), m[1]);
    const found = ['', ...EXTENSIONS]
      .map((ext) => base + ext)
      .find(
        (candidate) =>
          existsSync(path.join(ROOT, candidate)) && statSync(path.join(ROOT, candidate)).isFile(),
      );
    if (found) out.push(path.normalize(found));
  }
  return out;
}

/** The strongly connected groups of more than one module (or a module importing itself): Tarjan. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!));
    }
    if (low.get(node) === indices.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

describe('import circles', () => {
  it('finds a circle of three modules and none in a line (the check itself)', () => {
    const circle = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(importCycles(circle)).toEqual([['a', 'b', 'c']]);
    expect(
      importCycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('src/, server/ and schemas/ have none', () => {
    const graph = new Map<string, string[]>();
    for (const file of [...sourceFiles('src'), ...sourceFiles('server'), ...sourceFiles('schemas')]) {
      graph.set(file, relativeImports(file, readFileSync(path.join(ROOT, file), 'utf8')));
    }
    expect(importCycles(graph).map((group) => group.join(' → '))).toEqual([]);
  });
});
