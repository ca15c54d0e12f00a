// A readable Slovak diff of two schema sets (the studio's history, an imported version before it is
// published): 'Úloha: pridané pole Počet hráčov (celé číslo 2–12, povinné)', 'Faktúra: Cena – max.
// 500 → 1 000'. Forms by their title, fields by their label; every line names the form or codelist.
import type { SchemaFiles } from './loader';

type Json = Record<string, unknown>;

const TYPE_NAMES: Record<string, string> = {
  str: 'text',
  int: 'celé číslo',
  float: 'desatinné číslo',
  bool: 'áno/nie',
  enum: 'výber',
  set: 'viac možností',
  list: 'zoznam',
  date: 'dátum',
  group: 'skupina',
  image: 'obrázok',
  geo: 'poloha',
};

/** The properties a line names, in this order, with their Slovak names. */
const PROPERTY_NAMES: [string, string][] = [
  ['label', 'názov'],
  ['type', 'typ'],
  ['required', 'povinné'],
  ['requiredWhen', 'povinné keď'],
  ['when', 'zobrazené keď'],
  ['min', 'min.'],
  ['max', 'max.'],
  ['defaultRadius', 'predvolený polomer'],
  ['minLength', 'min. dĺžka'],
  ['maxLength', 'max. dĺžka'],
  ['pattern', 'vzor'],
  ['patternMessage', 'správa vzoru'],
  ['codelist', 'číselník'],
  ['default', 'predvolená hodnota'],
  ['section', 'sekcia'],
  ['hint', 'nápoveda'],
  ['multiline', 'viac riadkov'],
  ['unit', 'jednotka'],
  ['retired', 'vyradené'],
];
const NAMED = new Set(PROPERTY_NAMES.map(([key]) => key));

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as staff read it: numbers with spaces between thousands and a decimal comma. */
function show(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'boolean') return value ? 'áno' : 'nie';
  if (typeof value === 'number')
    return value.toLocaleString('sk-SK', { useGrouping: true, maximumFractionDigits: 6 }).replace(/\s/g, ' ');
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Every field of a form, groups' children included, by id. */
function fieldsById(form: unknown): Map<string, Json> {
  const byId = new Map<string, Json>();
  const walk = (fields: unknown) => {
    if (!Array.isArray(fields)) return;
    for (const field of fields) {
      if (!isObject(field) || typeof field.id !== 'string') continue;
      byId.set(field.id, field);
      walk(field.fields);
    }
  };
  walk(isObject(form) ? form.fields : undefined);
  return byId;
}

const labelOf = (field: Json) => (typeof field.label === 'string' && field.label) || String(field.id);

/** 'celé číslo 2–12, povinné' */
function describe(field: Json): string {
  const parts = [TYPE_NAMES[String(field.type)] ?? String(field.type)];
  const lo = field.min ?? field.minLength;
  const hi = field.max ?? field.maxLength;
  if (lo !== undefined || hi !== undefined) {
    parts[0] += ` ${lo !== undefined ? show(lo) : ''}–${hi !== undefined ? show(hi) : ''}`;
  }
  if (field.required === true) parts.push('povinné');
  if (typeof field.codelist === 'string') parts.push(`číselník ${field.codelist}`);
  return parts.join(', ');
}

function fieldChanges(title: string, before: Json, after: Json): string[] {
  const lines: string[] = [];
  for (const [key, name] of PROPERTY_NAMES) {
    const a = before[key];
    const b = after[key];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    const shown = key === 'type' ? (v: unknown) => TYPE_NAMES[String(v)] ?? show(v) : show;
    lines.push(`${title}: zmenené pole ${labelOf(after)} – ${name} ${shown(a)} → ${shown(b)}`);
  }
  const other = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of ['id', 'fields', ...NAMED]) other.delete(key);
  const changedOther = [...other].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (changedOther.length)
    lines.push(`${title}: zmenené pole ${labelOf(after)} – ${changedOther.sort().join(', ')}`);
  return lines;
}

function formChanges(name: string, before: unknown, after: unknown): string[] {
  const title = (isObject(after) && typeof after.title === 'string' && after.title) || name;
  if (before === undefined) return [`Pridaný formulár ${title}`];
  if (after === undefined) return [`Odobratý formulár ${title}`];
  const lines: string[] = [];
  const old = fieldsById(before);
  const now = fieldsById(after);
  for (const [id, field] of now) {
    const was = old.get(id);
    if (!was) lines.push(`${title}: pridané pole ${labelOf(field)} (${describe(field)})`);
    else lines.push(...fieldChanges(title, was, field));
  }
  for (const [id, field] of old) if (!now.has(id)) lines.push(`${title}: odobraté pole ${labelOf(field)}`);
  const order = (fields: Map<string, Json>) => [...fields.keys()].filter((id) => old.has(id) && now.has(id));
  if (!lines.length && order(old).join() !== order(now).join()) lines.push(`${title}: zmenené poradie polí`);
  if (isObject(before) && isObject(after)) {
    for (const key of ['sections', 'rules'] as const) {
      if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
        lines.push(`${title}: zmenené ${key === 'sections' ? 'sekcie' : 'pravidlá'}`);
    }
  }
  return lines;
}

function itemsOf(codelist: unknown): Map<string, Json> {
  const items = isObject(codelist) && Array.isArray(codelist.items) ? codelist.items : [];
  return new Map(items.filter(isObject).map((item) => [String(item.value), item]));
}

function codelistChanges(name: string, before: unknown, after: unknown): string[] {
  if (before === undefined) return [`Pridaný číselník ${name}`];
  if (after === undefined) return [`Odobratý číselník ${name}`];
  const lines: string[] = [];
  const old = itemsOf(before);
  const now = itemsOf(after);
  for (const [value, item] of now) {
    const was = old.get(value);
    if (!was) lines.push(`Číselník ${name}: pridaná položka ${show(item.label)} (${value})`);
    else {
      if (was.label !== item.label)
        lines.push(`Číselník ${name}: položka ${value} – názov ${show(was.label)} → ${show(item.label)}`);
      if (!!was.disabled !== !!item.disabled)
        lines.push(`Číselník ${name}: položka ${show(item.label)} ${item.disabled ? 'vypnutá' : 'zapnutá'}`);
    }
  }
  for (const [value, item] of old)
    if (!now.has(value)) lines.push(`Číselník ${name}: odobratá položka ${show(item.label)} (${value})`);
  return lines;
}

/** The changes from `before` to `after`, one Slovak line each; empty when they are the same. */
export function schemaDiff(before: SchemaFiles, after: SchemaFiles): string[] {
  const lines: string[] = [];
  const names = (a: object, b: object) => [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  for (const name of names(before.forms, after.forms))
    lines.push(...formChanges(name, before.forms[name], after.forms[name]));
  for (const name of names(before.codelists, after.codelists))
    lines.push(...codelistChanges(name, before.codelists[name], after.codelists[name]));
  return lines;
}
