// npm run schemas:check and schemas:try, spawned as a person would run them.
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

function run(script: string, args: string[] = [], env: Record<string, string> = {}) {
  const { SCHEMAS_DIR: _ignored, ...base } = process.env;
  const result = spawnSync(tsx, [path.join(root, 'server', 'cli', script), ...args], {
    cwd: root,
    env: { ...base, ...env },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const broken = mkdtempSync(path.join(tmpdir(), 'hry-schemas-cli-'));
cpSync(path.join(root, 'schemas'), broken, { recursive: true });
const level = JSON.parse(readFileSync(path.join(broken, 'level.json'), 'utf8'));
level.fields.find((f: { id: string }) => f.id === 'layout').codelist = 'layouts';
writeFileSync(path.join(broken, 'level.json'), JSON.stringify(level));
afterAll(() => rmSync(broken, { recursive: true, force: true }));

const noStackTrace = (text: string) => expect(text).not.toMatch(/\n\s+at .+[:(]\d+/);

describe('schemas:check', () => {
  it('says the schemas are fine and exits 0', () => {
    const { code, stdout } = run('schemas-check.ts');
    expect(stdout).toContain('Schémy sú v poriadku');
    expect(code).toBe(0);
  });
  it('a broken schema: names the file and the field, no stack trace, exit 1', () => {
    const { code, stderr, stdout } = run('schemas-check.ts', [], { SCHEMAS_DIR: broken });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('level.json: pole „layout“: neznámy číselník „layouts“');
    noStackTrace(stderr);
  });
});

describe('schemas:try', () => {
  it('prints the attrs the server would reply, as JSON', () => {
    const { code, stdout } = run('schemas-try.ts', [
      'level',
      '{"layout": "MAKE_POEM", "poem.minlength": "abc", "place": "x"}',
    ]);
    expect(code).toBe(0);
    const reply = JSON.parse(stdout);
    expect(reply.attrs['poem.minlength']).toMatchObject({ val: 'abc', error: 'invalid_format' });
    expect(reply.attrs.question.error).toBe('required');
    expect(reply.attrs['yes-no.place']).toBeUndefined();
    expect(reply.valid).toBe(false);
  });
  it('--new suppresses required errors', () => {
    const reply = JSON.parse(run('schemas-try.ts', ['voucher', '{}', '--new']).stdout);
    expect(reply.attrs.promoCode).toEqual({ val: null, required: true, max: 50 });
  });
  it('an unknown form or bad JSON explains the usage in Slovak, exit 1', () => {
    const unknown = run('schemas-try.ts', ['parcel', '{}']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Neznámy formulár „parcel“');
    expect(unknown.stderr).toContain('Použitie: npm run schemas:try');
    const bad = run('schemas-try.ts', ['user', '{name:']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Hodnoty nie sú platný JSON');
    noStackTrace(bad.stderr);
  });
  it('a broken schema folder prints the report, not a stack trace', () => {
    const { code, stderr } = run('schemas-try.ts', ['user', '{}'], { SCHEMAS_DIR: broken });
    expect(code).toBe(1);
    expect(stderr).toContain('level.json: pole „layout“');
    noStackTrace(stderr);
  });
});
