// Conditions, values and rules in words for people who do not read JSON: 'Rozloženie je Výzva alebo Kvíz',
// 'Hra: číslovať úlohy je áno'. Fields by their label, codelist values by their item's label. The studio's
// panel and the history of versions both word them here. Isomorphic: no DOM, no Node-only imports.
import { fieldsById } from './fields';
import { CONTEXT_KEYS, CONTEXT_PREFIX, RULE_KINDS, type Codelist, type RuleKind } from './types';

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

/** The Slovak names of the kinds of a form's rule (RuleSpec), in the order the studio offers them. */
export const RULE_KIND_LABELS: Record<RuleKind, string> = {
  minFilled: 'Najmenej toľko vyplnených polí',
  lessOrEqual: 'Jedno pole nie je väčšie ako druhé',
  unique: 'Jedinečná hodnota',
  require: 'Musí platiť podmienka',
  force: 'Nastavená hodnota (nedá sa zmeniť)',
};

/** The run-time lists a `unique` rule may name, in words ('Číslo úlohy je v hre jedinečné'). */
export const RULE_SOURCE_LABELS: Record<string, string> = {
  levelNumbers: 'v hre',
};

/** The kind of a rule: its one key of RULE_KINDS (undefined for none or several). */
export function ruleKind(rule: unknown): RuleKind | undefined {
  if (!isObject(rule)) return undefined;
  const kinds = RULE_KINDS.filter((kind) => kind in rule);
  return kinds.length === 1 ? kinds[0] : undefined;
}

/**
 * Labels in a list, runs of numbered ones shortened: 'Odpoveď 1', …, 'Odpoveď 10' → 'Odpoveď 1–10';
 * others joined by commas.
 */
export function labelList(labels: readonly string[]): string {
  const parts: string[] = [];
  let i = 0;
  while (i < labels.length) {
    const m = /^(.*?)(\d+)$/.exec(labels[i]!);
    let j = i;
    if (m) {
      while (j + 1 < labels.length) {
        const next = /^(.*?)(\d+)$/.exec(labels[j + 1]!);
        if (!next || next[1] !== m[1] || Number(next[2]) !== Number(m[2]) + (j + 1 - i)) break;
        j++;
      }
    }
    if (m && j - i >= 2) parts.push(`${labels[i]}–${Number(m[2]) + (j - i)}`);
    else for (let k = i; k <= j; k++) parts.push(labels[k]!);
    i = j + 1;
  }
  return parts.join(', ');
}

const refText = (ref: unknown, form: unknown) =>
  typeof ref === 'string' && ref ? referenceLabel(ref, form) : '—';

/**
 * A rule of a form in words, fields by their labels and codelist values by their items' labels:
 * 'Najmenej 1 z Odpoveď 1–10, keď Rozloženie je Textová odpoveď', 'Min. dĺžka ≤ Max. dĺžka',
 * 'Číslo úlohy je v hre jedinečné'. The studio's rules card and the diff of versions both word rules
 * here; a rule being written (parts missing) is worded as far as it goes.
 */
export function ruleText(rule: unknown, form: unknown, codelists: Record<string, unknown>): string {
  if (!isObject(rule)) return '—';
  const what = ruleBody(rule, form, codelists);
  const when = conditionText(rule.when, form, codelists);
  return when ? `${what}, keď ${when}` : what;
}

function ruleBody(rule: Record<string, unknown>, form: unknown, codelists: Record<string, unknown>): string {
  switch (ruleKind(rule)) {
    case 'minFilled': {
      const m = isObject(rule.minFilled) ? rule.minFilled : {};
      const fields = Array.isArray(m.fields) ? m.fields.map((id) => refText(id, form)) : [];
      const of = labelList(fields) || '—';
      if (typeof m.count === 'string') return `Najmenej toľko z ${of}, koľko je ${refText(m.count, form)}`;
      return `Najmenej ${typeof m.count === 'number' ? m.count : '—'} z ${of}`;
    }
    case 'lessOrEqual': {
      const pair = Array.isArray(rule.lessOrEqual) ? rule.lessOrEqual : [];
      return `${refText(pair[0], form)} ≤ ${refText(pair[1], form)}`;
    }
    case 'unique': {
      const u = isObject(rule.unique) ? rule.unique : {};
      const source = typeof u.source === 'string' ? u.source : '';
      const where = RULE_SOURCE_LABELS[source] ?? (source ? `v zozname ${source}` : '');
      return `${refText(u.field, form)} je${where ? ` ${where}` : ''} jedinečné`;
    }
    case 'require':
      return `Musí platiť: ${conditionText(rule.require, form, codelists) || '—'}`;
    case 'force': {
      const force = isObject(rule.force) ? Object.entries(rule.force) : [];
      const set = force.map(
        ([ref, v]) => `${refText(ref, form)} je vždy ${valueLabel(ref, v, form, codelists)}`,
      );
      return set.join(' a ') || '—';
    }
    default:
      return '—';
  }
}
