import { codelistLabel } from '../providers/schemas';

/** The role's label through the codelist ('1' → 'Používateľ'). */
export function roleLabel(role: unknown): string {
  return role === null || role === undefined || role === '' ? '' : codelistLabel('role', String(role));
}
