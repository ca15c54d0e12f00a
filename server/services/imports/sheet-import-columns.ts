// The columns of the game spreadsheet and XML (games 2.11, 7.6), derived from the field schemas: every
// field of game.json / variant.json / level.json that holds a value (plain groups only arrange fields)
// is one row of the game sheet or one column of the levels sheet, headed by its Slovak label. A field
// added to a schema is a new column of the template, the import and the export without a code change.
import type { CompiledField, FieldValue, Form, GeoValue, ImageValue } from '../../../schemas/engine';
import { isPlainGroup } from '../../../schemas/engine';
import { normalizeSearch } from '../platform/search-text';
import type { LoadedForms } from '../records/forms';

export const GAME_SHEET_NAME = 'Hra';
export const LEVELS_SHEET_NAME = 'Úlohy';
/** The parts of the game sheet (its first column) and the form each one is validated with. */
export const SHEET_PARTS = [
  { form: 'game', label: 'Hra' },
  { form: 'variant', label: 'Variant' },
] as const;
export type SheetPart = (typeof SHEET_PARTS)[number]['form'];
export const GAME_SHEET_HEADER = ['Časť', 'Pole', 'Hodnota'] as const;

export interface SheetColumn {
  id: string;
  /** The Slovak header: the field's label, prefixed by its group's label when another field has it too. */
  header: string;
  field: CompiledField;
}

const columnCache = new WeakMap<Form, SheetColumn[]>();

/** The value fields of a form in document order, with unique Slovak headers. */
export function sheetColumns(form: Form): SheetColumn[] {
  const cached = columnCache.get(form);
  if (cached) return cached;
  const fields = form.fields.filter((f) => !isPlainGroup(f.spec));
  const labelCount = new Map<string, number>();
  for (const f of fields) labelCount.set(f.spec.label, (labelCount.get(f.spec.label) ?? 0) + 1);
  const used = new Set<string>();
  const columns = fields.map((field) => {
    let header = field.spec.label;
    if ((labelCount.get(header) ?? 0) > 1 && field.parent) header = `${field.parent.spec.label} – ${header}`;
    if (used.has(normalizeSearch(header))) header = `${header} (${field.id})`;
    used.add(normalizeSearch(header));
    return { id: field.id, header, field };
  });
  columnCache.set(form, columns);
  return columns;
}

const resolverCache = new WeakMap<Form, (key: string) => string | undefined>();

/** Header text or field id (either spelling, any case or diacritics) → field id of the form. */
export function columnResolver(form: Form): (key: string) => string | undefined {
  let resolver = resolverCache.get(form);
  if (!resolver) {
    resolver = buildResolver(form);
    resolverCache.set(form, resolver);
  }
  return resolver;
}

function buildResolver(form: Form): (key: string) => string | undefined {
  const byKey = new Map<string, string>();
  for (const c of sheetColumns(form)) {
    byKey.set(normalizeSearch(c.header), c.id);
    byKey.set(normalizeSearch(c.field.spec.label), byKey.get(normalizeSearch(c.field.spec.label)) ?? c.id);
  }
  for (const c of sheetColumns(form)) byKey.set(normalizeSearch(c.id), c.id);
  for (const [id, targets] of form.aliases) {
    for (const t of targets) if (t.index === undefined) byKey.set(normalizeSearch(t.name), id);
  }
  return (key) => byKey.get(normalizeSearch(key));
}

/** The part of the game sheet a first-column cell names ('Hra', 'Variant', or the form name). */
export function partOf(cell: string): SheetPart | undefined {
  const key = normalizeSearch(cell);
  return SHEET_PARTS.find((p) => normalizeSearch(p.label) === key || p.form === key)?.form;
}

export function partForm(forms: LoadedForms, part: SheetPart): Form {
  return forms.forms[part];
}

const YES = 'áno';
const NO = 'nie';
const YES_WORDS = new Set(['ano', 'a', 'x', 'true', '1', 'yes', 'on']);
const NO_WORDS = new Set(['nie', 'n', 'false', '0', 'no', 'off']);

/**
 * A cell's text as the field engine's raw input: codelist labels become their values, 'áno'/'nie'
 * booleans, ';'-separated sets lists. Anything else is passed as typed, so the engine reports it.
 */
export function cellInput(field: CompiledField, cell: string): unknown {
  const { type } = field.spec;
  const option = (text: string) => {
    const wanted = normalizeSearch(text);
    const match = (field.options ?? []).find(
      (o) => normalizeSearch(o.value) === wanted || normalizeSearch(o.label) === wanted,
    );
    return match ? match.value : text;
  };
  switch (type) {
    case 'bool':
    case 'group': {
      const word = normalizeSearch(cell);
      if (YES_WORDS.has(word)) return true;
      if (NO_WORDS.has(word)) return false;
      return cell;
    }
    case 'enum':
    case 'list':
      return field.options ? option(cell) : cell;
    case 'set':
      return cell
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s) => (field.options ? option(s) : s));
    default:
      return cell;
  }
}

/** A stored value as the cell text the import reads back into the same value. */
export function cellText(field: CompiledField, value: unknown): string {
  if (value === null || value === undefined) return '';
  const { type } = field.spec;
  const label = (v: string) => (field.options ?? []).find((o) => o.value === v)?.label ?? v;
  switch (type) {
    case 'bool':
    case 'group':
      return value === true ? YES : value === false ? NO : '';
    case 'enum':
    case 'list':
      return field.options && value !== '' ? label(String(value)) : String(value);
    case 'set':
      return Array.isArray(value)
        ? value.map((v) => (field.options ? label(String(v)) : String(v))).join('; ')
        : '';
    case 'image': {
      const image = value as ImageValue | string;
      return typeof image === 'string' ? image : String(image?.val ?? '');
    }
    case 'geo': {
      // 'lat, lng, radius' (degrees with a decimal point, metres): the text the engine parses back
      const { lat, lng, radius } = value as Partial<GeoValue>;
      return typeof lat === 'number' && typeof lng === 'number'
        ? `${lat}, ${lng}${typeof radius === 'number' ? `, ${radius}` : ''}`
        : '';
    }
    default:
      return String(value as FieldValue);
  }
}
