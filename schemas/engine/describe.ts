// Conditions and values in words for people who do not read JSON: 'Rozloženie je Výzva alebo Kvíz',
// 'Hra: číslovať úlohy je áno'. Fields by their label, codelist values by their item's label. The studio's
// panel and the history of versions both word them here. Isomorphic: no DOM, no Node-only imports.
import { fieldsById } from './fields';
import { CONTEXT_KEYS, CONTEXT_PREFIX, type Codelist } from './types';

/** The Slovak names of the values of a record's surroundings a condition may name ($sheet.…). */
export const CONTEXT_LABELS: Record<(typeof CONTEXT_KEYS)[number], string> = {
  'sheet.labeler': 'Hra: číslovať úlohy',
  'sheet.production': 'Hra: v produkcii',
  'sheet.contract': 'Hra: zmluvná',
  'sheet.parcelType': 'Hra: druh zásielky',
  'sheet.frameImage': 'Hra: variant má rámik',
  'sheet.wedding': 'Hra: svadobná hra',
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The label of a field or context reference of a form ('$sheet.wedding' → 'Hra: svadobná hra'). */
export function referenceLabel(ref: string, form: unknown): string {
  if (ref.startsWith(CONTEXT_PREFIX)) {
    const key = ref.slice(CONTEXT_PREFIX.length) as keyof typeof CONTEXT_LABELS;
    return CONTEXT_LABELS[key] ?? ref;
  }
  const spec = fieldsById<Record<string, unknown>>(form).get(ref)?.spec;
  return (spec && typeof spec.label === 'string' && spec.label) || ref;
}

/** A value a field of `form` may have, in words: yes/no, a codelist item's label, else as it is. */
export function valueLabel(
  ref: string,
  value: unknown,
  form: unknown,
  codelists: Record<string, unknown>,
): string {
  if (typeof value === 'boolean') return value ? 'áno' : 'nie';
  const spec = fieldsById<Record<string, unknown>>(form).get(ref)?.spec;
  const codelist = spec && typeof spec.codelist === 'string' ? codelists[spec.codelist] : undefined;
  const items =
    isObject(codelist) && Array.isArray(codelist.items) ? (codelist as unknown as Codelist).items : [];
  return items.find((i) => i.value === value)?.label || String(value);
}

/** A condition in words: 'Rozloženie je Výzva alebo Kvíz a Farba je áno' ('' for none). */
export function conditionText(condition: unknown, form: unknown, codelists: Record<string, unknown>): string {
  if (!isObject(condition)) return '';
  return Object.entries(condition)
    .map(([ref, values]) => {
      const list = Array.isArray(values) ? values : [values];
      return `${referenceLabel(ref, form)} je ${list.map((v) => valueLabel(ref, v, form, codelists)).join(' alebo ')}`;
    })
    .join(' a ');
}
