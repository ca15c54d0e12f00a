import { codelistLabel } from '../../schemas/bundle';

/** A zip as shown (platform 3.5, 9): for Slovakia the first 3 characters, a space, then the rest ('01001' → '010 01'). */
export function formatZip(zip: unknown, country: unknown): string {
  const text = zip === null || zip === undefined ? '' : String(zip).trim();
  if (String(country ?? '').toLowerCase() !== 'sk') return text;
  const compact = text.replace(/\s+/g, '');
  return compact.length > 3 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}

/** The country's name through the codelist ('sk' → 'Slovensko'). */
export function countryName(country: unknown): string {
  return country ? codelistLabel('country', String(country)) : '';
}

/** The role's label through the codelist ('1' → 'Používateľ'). */
export function roleLabel(role: unknown): string {
  return role === null || role === undefined || role === '' ? '' : codelistLabel('role', String(role));
}
