import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { sk } from '../../i18n/sk';

export const LOCALE = 'sk';

/** Slovak plural forms (spec 9): 1 | 2–4 | 5 and more (also 0). */
export function slovakPluralIndex(n: number): number {
  if (n === 1) return 0;
  if (n >= 2 && n <= 4) return 1;
  return 2;
}

export const pluralRules = {
  pluralTypes: { slovak: slovakPluralIndex },
  pluralTypeToLanguages: { slovak: ['sk', 'sk-SK'] },
};

/**
 * Missing keys are not filled with English: the key itself is shown (and reported), so a test that
 * looks for the Slovak text fails.
 */
function onMissingKey(key: string): string {
  if (import.meta.env.MODE !== 'production') console.warn(`Chýba preklad: "${key}"`);
  return key;
}

const base = polyglotI18nProvider(() => sk, LOCALE, [{ locale: LOCALE, name: 'Slovenčina' }], {
  allowMissing: false,
  onMissingKey,
  pluralRules,
});

/** Slovak is the only locale; any other falls back to it. */
export const i18nProvider: I18nProvider = {
  ...base,
  changeLocale: () => base.changeLocale(LOCALE),
};
