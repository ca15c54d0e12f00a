import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { sk } from './sk';
import { i18nProvider, slovakPluralIndex } from '../src/providers/i18nProvider';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const skFlat = flatten(sk as unknown as Tree);
const enFlat = flatten(englishMessages as unknown as Tree);

// Values that are formats, not words: the same in every language.
const SAME_AS_ENGLISH = new Set(['ra.page.edit', 'ra.page.list', 'ra.page.show', 'ra.boolean.null']);

describe('react-admin messages in Slovak', () => {
  it('has every key of ra-language-english', () => {
    const missing = [...enFlat.keys()].filter((key) => !skFlat.has(key));
    expect(missing).toEqual([]);
    expect(enFlat.size).toBeGreaterThan(150);
  });

  it('translates every value (none left in English except formats)', () => {
    const untranslated = [...enFlat].filter(
      ([key, en]) => !SAME_AS_ENGLISH.has(key) && skFlat.get(key) === en,
    );
    expect(untranslated).toEqual([]);
  });

  it('keeps every placeholder of the English message', () => {
    const placeholders = (s: string) => new Set(s.match(/%\{\w+\}/g) ?? []);
    const lost = [...enFlat].flatMap(([key, en]) => {
      const skValue = skFlat.get(key) ?? '';
      return [...placeholders(en)]
        .filter((p) => p !== '%{smart_count}' && !skValue.includes(p))
        .map((p) => `${key} ${p}`);
    });
    expect(lost).toEqual([]);
  });

  it('writes three plural forms where English has two', () => {
    const twoForms = [...enFlat].filter(([, en]) => en.split('||||').length === 2).map(([key]) => key);
    expect(twoForms.length).toBeGreaterThan(3);
    for (const key of twoForms) expect(skFlat.get(key)!.split('||||'), key).toHaveLength(3);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

describe('keys used in the code', () => {
  const srcDir = path.resolve(__dirname, '../src');
  // Literal keys: translate('…'), label="…", title="…", message="…", and rule/error messages.
  const keyPattern = /['"`]((?:app|ra|resources)\.[\w.]+)['"`]/g;
  const used = new Map<string, string>();
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(keyPattern)) used.set(match[1], path.relative(srcDir, file));
  }

  it('finds keys to check', () => {
    expect(used.size).toBeGreaterThan(40);
  });

  it('every literal key exists in sk', () => {
    // A key ending in '.' is a prefix completed at run time (e.g. `app.signin.err.${code}`).
    const missing = [...used]
      .filter(([key]) => !key.endsWith('.') && !skFlat.has(key))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('every run-time completed key exists for each code the code can produce', () => {
    const dynamic: [string, string[]][] = [
      ['app.signin.err.', ['user_not_found', 'user_disabled', 'user_inactive', 'too_many_requests', 'error']],
      ['app.resetInit.err.', ['user_not_found', 'user_disabled', 'error']],
      ['app.resetComplete.errMsg.', ['user_not_found', 'user_disabled', 'token_expired', 'error']],
      ['app.settings.err.', ['password_weak', 'password_not_match']],
      ['app.menu.', ['dashboard', 'games', 'users', 'drafts', 'invoices', 'vouchers']],
      ['app.dashboard.category.', ['zilina', 'product', 'teambuilding']],
      ['app.activation.errMsg.', ['user_not_found', 'user_disabled', 'user_active', 'token_expired']],
      ['app.signupInit.err.', ['email_invalid', 'password_weak', 'email_exists', 'password_not_match']],
    ];
    const missing = dynamic.flatMap(([prefix, codes]) =>
      codes.map((code) => prefix + code).filter((key) => !skFlat.has(key)),
    );
    expect(missing).toEqual([]);
  });
});

describe('Slovak plurals', () => {
  it('picks the form for 1, for 2–4 and for 5 and more', () => {
    expect([0, 1, 2, 3, 4, 5, 11, 22].map(slovakPluralIndex)).toEqual([2, 0, 1, 1, 1, 2, 2, 2]);
    const t = i18nProvider.translate;
    expect(t('ra.notification.deleted', { smart_count: 1 })).toBe('Záznam bol zmazaný');
    expect(t('ra.notification.deleted', { smart_count: 2 })).toBe('2 záznamy boli zmazané');
    expect(t('ra.notification.deleted', { smart_count: 5 })).toBe('5 záznamov bolo zmazaných');
    expect(t('resources.games.name', { smart_count: 3 })).toBe('Hry');
    expect(t('resources.games.name', { smart_count: 7 })).toBe('Hier');
  });

  it('shows a missing key as itself instead of English, and any locale falls back to sk', async () => {
    expect(i18nProvider.translate('app.no_such_key')).toBe('app.no_such_key');
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.getLocale()).toBe('sk');
    expect(i18nProvider.translate('ra.action.save')).toBe('Uložiť');
  });
});
