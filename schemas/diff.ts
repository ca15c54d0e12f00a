// A readable Slovak diff of two schema sets (the studio's history, an imported version before it is
// published): 'Úloha: pridané pole Počet hráčov (celé číslo 2–12, povinné)', 'Faktúra: Cena – max.
// 500 → 1 000'. Forms by their title, fields by their label; every line names the form or codelist.
import { fieldsById as walkById } from './engine/fields';
import { conditionText, ruleText, valueLabel } from './engine/describe';
import { FIELD_TYPE_LABELS, OPTION_META, optionLabel } from './engine/options';
import type { FieldType } from './engine/types';
import type { SchemaFiles } from './loader';

type Json = Record<string, unknown>;

/** 'Celé číslo' → 'celé číslo' inside a sentence (an abbreviation such as 'PSČ' stays). */
const lower = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);
const typeName = (type: unknown) => lower(FIELD_TYPE_LABELS[type as FieldType] ?? String(type));

/** The options a line names, in the panel's order: the label and type first, then OPTION_META's. */
const ORDER = ['label', 'type', ...Object.keys(OPTION_META).filter((k) => k !== 'label' && k !== 'type')];

/** The files a changed value is read against (the labels of fields, codelist items, sections). */
interface Context {
  form: unknown;
  codelists: Record<string, unknown>;
}

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
  return new Map([...walkById<Json>(form)].map(([id, visit]) => [id, visit.spec]));
}

const labelOf = (field: Json) => (typeof field.label === 'string' && field.label) || String(field.id);

/** 'celé číslo 2–12, povinné' */
function describe(field: Json, ctx: Context): string {
  const parts = [typeName(field.type)];
  const lo = field.min ?? field.minLength;
  const hi = field.max ?? field.maxLength;
  if (lo !== undefined || hi !== undefined) {
    parts[0] += ` ${lo !== undefined ? show(lo) : ''}–${hi !== undefined ? show(hi) : ''}`;
  }
  if (field.required === true) parts.push('povinné');
  if (typeof field.codelist === 'string') parts.push(`číselník ${codelistName(field.codelist, ctx)}`);
  return parts.join(', ');
}

const codelistName = (name: string, ctx: Context) => {
  const codelist = ctx.codelists[name];
  return (isObject(codelist) && typeof codelist.label === 'string' && codelist.label) || name;
};

/** An option's value in words: conditions, codelists, sections, choices and values by their labels. */
function showOption(key: string, value: unknown, field: Json, ctx: Context): string {
  if (value === undefined || value === null) return '—';
  const meta = OPTION_META[key];
  switch (meta?.kind) {
    case 'type':
      return typeName(value);
    case 'condition':
      return conditionText(value, ctx.form, ctx.codelists) || show(value);
    case 'codelist':
      return typeof value === 'string' ? codelistName(value, ctx) : show(value);
    case 'choice':
      return meta.choices?.find((c) => c.value === value)?.label ?? show(value);
    case 'section': {
      const sections = isObject(ctx.form) && Array.isArray(ctx.form.sections) ? ctx.form.sections : [];
      const found = sections.find((s) => isObject(s) && s.id === value) as Json | undefined;
      return typeof found?.label === 'string' ? found.label : show(value);
    }
    case 'stringList':
      return Array.isArray(value) ? value.join(', ') : show(value);
    case 'value':
      return Array.isArray(value)
        ? value.map((v) => valueLabel(String(field.id), v, ctx.form, ctx.codelists)).join(', ')
        : typeof value === 'string'
          ? valueLabel(String(field.id), value, ctx.form, ctx.codelists)
          : show(value);
    default:
      return show(value);
  }
}

function fieldChanges(title: string, before: Json, after: Json, ctx: Context): string[] {
  const lines: string[] = [];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => key !== 'id' && key !== 'fields',
  );
  const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);
  keys.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  for (const key of keys) {
    const a = before[key];
    const b = after[key];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    const name = lower(optionLabel(key, String(after.type ?? before.type)));
    const was = showOption(key, a, before, ctx);
    const now = showOption(key, b, after, ctx);
    lines.push(`${title}: zmenené pole ${labelOf(after)} – ${name} ${was} → ${now}`);
  }
  return lines;
}

function formChanges(
  name: string,
  before: unknown,
  after: unknown,
  codelists: Record<string, unknown>,
): string[] {
  const title = (isObject(after) && typeof after.title === 'string' && after.title) || name;
  if (before === undefined) return [`Pridaný formulár ${title}`];
  if (after === undefined) return [`Odobratý formulár ${title}`];
  const lines: string[] = [];
  const old = fieldsById(before);
  const now = fieldsById(after);
  const ctx: Context = { form: after, codelists };
  for (const [id, field] of now) {
    const was = old.get(id);
    if (!was) lines.push(`${title}: pridané pole ${labelOf(field)} (${describe(field, ctx)})`);
    else lines.push(...fieldChanges(title, was, field, ctx));
  }
  for (const [id, field] of old) if (!now.has(id)) lines.push(`${title}: odobraté pole ${labelOf(field)}`);
  const order = (fields: Map<string, Json>) => [...fields.keys()].filter((id) => old.has(id) && now.has(id));
  if (!lines.length && order(old).join() !== order(now).join()) lines.push(`${title}: zmenené poradie polí`);
  if (isObject(before) && isObject(after)) {
    if (JSON.stringify(before.sections) !== JSON.stringify(after.sections))
      lines.push(`${title}: zmenené sekcie`);
    lines.push(...ruleChanges(title, before, after, codelists));
  }
  return lines;
}

/**
 * The rules added and removed, in ruleText's words ('Úloha: pridané pravidlo Min. dĺžka ≤ Max. dĺžka');
 * a rule whose words stay but whose message changes: 'zmenené hlásenie pravidla …'.
 */
function ruleChanges(title: string, before: Json, after: Json, codelists: Record<string, unknown>): string[] {
  const rules = (form: Json) => (Array.isArray(form.rules) ? form.rules : []);
  const key = (rule: unknown) => JSON.stringify(rule);
  const old = rules(before);
  const now = rules(after);
  const oldKeys = new Set(old.map(key));
  const nowKeys = new Set(now.map(key));
  const added = now.filter((r) => !oldKeys.has(key(r)));
  const removed = old.filter((r) => !nowKeys.has(key(r)));
  const lines: string[] = [];
  const text = (rule: unknown, form: Json) => ruleText(rule, form, codelists);
  const message = (rule: unknown) => (isObject(rule) && typeof rule.message === 'string' ? rule.message : '');
  for (const rule of added) {
    const same = removed.findIndex((r) => text(r, before) === text(rule, after));
    if (same >= 0 && message(removed[same]) !== message(rule)) {
      removed.splice(same, 1);
      lines.push(`${title}: zmenené hlásenie pravidla ${text(rule, after)} – ${show(message(rule))}`);
    } else lines.push(`${title}: pridané pravidlo ${text(rule, after)}`);
  }
  for (const rule of removed) lines.push(`${title}: odobraté pravidlo ${text(rule, before)}`);
  if (!lines.length && old.map(key).join() !== now.map(key).join())
    lines.push(`${title}: zmenené poradie pravidiel`);
  return lines;
}

function itemsOf(codelist: unknown): Map<string, Json> {
  const items = isObject(codelist) && Array.isArray(codelist.items) ? codelist.items : [];
  return new Map(items.filter(isObject).map((item) => [String(item.value), item]));
}

function codelistChanges(name: string, before: unknown, after: unknown): string[] {
  const label = (c: unknown) => (isObject(c) && typeof c.label === 'string' && c.label) || '';
  const title = label(after) || label(before) || name;
  if (before === undefined) return [`Pridaný číselník ${title}`];
  if (after === undefined) return [`Odobratý číselník ${title}`];
  const lines: string[] = [];
  const old = itemsOf(before);
  const now = itemsOf(after);
  for (const [value, item] of now) {
    const was = old.get(value);
    if (!was) lines.push(`Číselník ${title}: pridaná položka ${show(item.label)}`);
    else {
      if (was.label !== item.label)
        lines.push(`Číselník ${title}: položka ${show(was.label)} premenovaná na ${show(item.label)}`);
      if (!!was.disabled !== !!item.disabled)
        lines.push(
          `Číselník ${title}: položka ${show(item.label)} ${item.disabled ? 'vyradená' : 'znovu ponúkaná'}`,
        );
    }
  }
  for (const [value, item] of old)
    if (!now.has(value)) lines.push(`Číselník ${title}: odobratá položka ${show(item.label)}`);
  return lines;
}

/** The changes from `before` to `after`, one Slovak line each; empty when they are the same. */
export function schemaDiff(before: SchemaFiles, after: SchemaFiles): string[] {
  const lines: string[] = [];
  const names = (a: object, b: object) => [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  for (const name of names(before.forms, after.forms))
    lines.push(...formChanges(name, before.forms[name], after.forms[name], after.codelists));
  for (const name of names(before.codelists, after.codelists))
    lines.push(...codelistChanges(name, before.codelists[name], after.codelists[name]));
  return lines;
}
