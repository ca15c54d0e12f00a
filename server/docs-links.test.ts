// The developer documentation's relative links resolve: README.md, docs/**/*.md and schemas/README.md.
// A link to a file that does not exist fails, and so does an anchor (#section) that names no heading of
// the linked Markdown file (GitHub's heading ids). External links (https:, mailto:) are not followed.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The checked files, relative to the repository root. */
function documentationFiles(): string[] {
  const docs = existsSync(path.join(ROOT, 'docs'))
    ? readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.md'))
        .map((name) => path.join('docs', name))
    : [];
  return ['README.md', 'schemas/README.md', ...docs.sort()];
}

/** Markdown without fenced code blocks and inline code spans (links there are not links). */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Every link target of a Markdown text: inline links and images, and reference definitions. */
export function linkTargets(markdown: string): string[] {
  const text = withoutCode(markdown);
  const targets: string[] = [];
  for (const m of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(m[1]);
  for (const m of text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$/gm)) targets.push(m[1]);
  return targets;
}

/** GitHub's id of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingId(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

/** The heading ids of a Markdown text, with GitHub's -1, -2 … for repeated headings. */
export function headingIds(markdown: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  for (const m of markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = headingId(m[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    ids.add(count ? `${base}-${count}` : base);
  }
  return ids;
}

/**
 * The broken relative links of one Markdown file (`file` relative to `root`): a target file that does not
 * exist, or an anchor that is not a heading of the target Markdown file.
 */
export function brokenLinks(root: string, file: string, markdown: string): string[] {
  const broken: string[] = [];
  for (const target of linkTargets(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:, …
    const [rawPath, anchor] = target.split('#', 2) as [string, string | undefined];
    const filePart = decodeURIComponent(rawPath.split('?')[0]);
    const resolved = filePart
      ? filePart.startsWith('/')
        ? path.join(root, filePart)
        : path.resolve(root, path.dirname(file), filePart)
      : path.join(root, file);
    if (!resolved.startsWith(root) || !existsSync(resolved)) {
      broken.push(`${file}: ${target} (no such file)`);
      continue;
    }
    if (anchor && resolved.endsWith('.md') && statSync(resolved).isFile()) {
      const ids = headingIds(resolved === path.join(root, file) ? markdown : readFileSync(resolved, 'utf8'));
      if (!ids.has(decodeURIComponent(anchor).toLowerCase())) {
        broken.push(`${file}: ${target} (no heading #${anchor})`);
      }
    }
  }
  return broken;
}

describe('documentation links', () => {
  it('finds a missing file and a missing heading (the check itself)', () => {
    const markdown = [
      '# Top',
      '## Two words',
      '[ok](#two-words) [ok](README.md) [ok](https://example.com/x) `[not a link](nowhere.md)`',
      '[missing](docs/nowhere.md) [bad anchor](#three-words) ![img](gone.png)',
      '[ref]: also-missing.md',
    ].join('\n');
    expect(brokenLinks(ROOT, 'README.md', markdown)).toEqual([
      'README.md: docs/nowhere.md (no such file)',
      'README.md: #three-words (no heading #three-words)',
      'README.md: gone.png (no such file)',
      'README.md: also-missing.md (no such file)',
    ]);
    expect(headingId('`npm test`, in parts (PGlite / PostgreSQL)')).toBe(
      'npm-test-in-parts-pglite--postgresql',
    );
  });

  it.each(documentationFiles())('every relative link of %s resolves', (file) => {
    const markdown = readFileSync(path.join(ROOT, file), 'utf8');
    expect(brokenLinks(ROOT, file, markdown)).toEqual([]);
  });
});
