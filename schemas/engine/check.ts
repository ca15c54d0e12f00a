// The schema checker: readable Slovak problems naming the file, the field and what is wrong.
import { isSafePattern } from 'redos-detector';
import { conditionFields } from './conditions';
import { parseAlias } from './compile';
import { checkValue, geoRadius, parseRaw } from './parse';
import {
  FIELD_TYPES,
  FORMATS,
  UNITS,
  type Codelist,
  type Codelists,
  type FieldSpec,
  type FieldType,
  TEXT_WIDGETS,
  ADDRESS_PARTS,
  CONTEXT_KEYS,
  CONTEXT_PREFIX,
  RULE_KINDS,
} from './types';

const COMMON = [
  'id',
  'type',
  'label',
  'hint',
  'section',
  'required',
  'forceRequired',
  'forced',
  'default',
  'aliases',
  'when',
  'requiredWhen',
  'unit',
  'retired',
];
/** The options every field may have beside those of its type (FIELD_OPTIONS_BY_TYPE). */
export const COMMON_FIELD_OPTIONS: readonly string[] = COMMON;

const BY_TYPE: Record<FieldType, string[]> = {
  str: [
    'minLength',
    'maxLength',
    'multiline',
    'password',
    'format',
    'pattern',
    'patternWhen',
    'patternMessage',
    'removeSpaces',
    'separator',
    'prefixes',
    'sufixes',
    'widget',
    'fill',
  ],
  int: ['min', 'max', 'scale'],
  float: ['min', 'max', 'prec', 'scale', 'action'],
  bool: [],
  enum: ['codelist', 'source', 'optionsWhen'],
  list: ['codelist', 'source', 'optionsWhen'],
  set: ['codelist', 'source', 'invariants', 'optionsWhen'],
  date: ['min', 'max'],
  image: ['imageType'],
  // a position: min/max bound its radius in metres (GEO_RADIUS when absent)
  geo: ['min', 'max', 'defaultRadius'],
  group: ['fields', 'checkbox', 'collapsible', 'collapsed', 'count'],
};
/** The options each field type may have beside COMMON_FIELD_OPTIONS. */
export const FIELD_OPTIONS_BY_TYPE: Readonly<Record<FieldType, readonly string[]>> = BY_TYPE;

const BOOLEAN_OPTIONS = [
  'retired',
  'required',
  'forceRequired',
  'forced',
  'multiline',
  'password',
  'removeSpaces',
  'checkbox',
  'collapsible',
  'collapsed',
];
const STRING_OPTIONS = [
  'label',
  'hint',
  'section',
  'unit',
  'format',
  'pattern',
  'patternMessage',
  'separator',
  'codelist',
  'source',
  'imageType',
  'count',
];
const STRING_LIST_OPTIONS = ['aliases', 'prefixes', 'sufixes'];
const FORM_KEYS = ['$schema', 'title', 'sections', 'fields', 'rules'];
const SECTION_KEYS = ['id', 'label', 'sidebar'];
const CODELIST_KEYS = ['$schema', 'label', 'items'];
const ITEM_KEYS = ['value', 'label', 'disabled', 'data'];
const ID_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (items: readonly string[]) => items.join(', ');
const q = (text: unknown) => `„${String(text)}“`;

/** How long the ReDoS check may look at one pattern; a pattern it cannot clear by then is refused. */
const PATTERN_CHECK_MS = 1_000;

/**
 * The problem of a field's pattern: not a regular expression, or one that can backtrack
 * catastrophically (redos-detector: a pattern with an unbounded backtracking score is refused, as is
 * one it cannot clear in time) — a pattern is run on every value staff type.
 */
export function patternProblem(pattern: string): string | undefined {
  try {
    new RegExp(pattern, 'u');
  } catch {
    return `"pattern" nie je platný regulárny výraz: ${pattern}`;
  }
  if (!isSafePattern(pattern, { unicode: true, timeout: PATTERN_CHECK_MS }).safe)
    return `"pattern" ${pattern} môže pri niektorých hodnotách bežať neúmerne dlho (katastrofálne spätné prehľadávanie); zjednodušte ho, napr. bez vnorených opakovaní ako (a+)+`;
  return undefined;
}

/** Checks one codelist file; returns readable problems (empty = fine). */
export function checkCodelist(fileName: string, json: unknown): string[] {
  return checkCodelistProblems(fileName, json).map((p) => p.text);
}

/**
 * checkCodelist with where each problem is: the item's index and key ('value', 'label'…) or, for the
 * codelist's own label, option 'label' without an item (the studio's codelist editor shows them there).
 */
export function checkCodelistProblems(fileName: string, json: unknown): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const say = (
    text: string,
    at: { item?: number; option?: string; key?: string; params?: Record<string, string | number> } = {},
  ) => problems.push({ file: fileName, text: `${fileName}: ${text}`, message: text, ...at });
  if (!isObject(json)) {
    say('súbor musí obsahovať objekt { "label": …, "items": [ … ] }');
    return problems;
  }
  for (const key of Object.keys(json))
    if (!CODELIST_KEYS.includes(key))
      say(`neznámy kľúč ${q(key)} (povolené: ${list(CODELIST_KEYS)})`, {
        key: 'unknownKey',
        params: { key },
      });
  if (typeof json.label !== 'string' || !json.label.trim())
    say('chýba názov číselníka "label"', { option: 'label', key: 'missingLabel' });
  if (!Array.isArray(json.items)) {
    say('chýba zoznam položiek "items"', { option: 'items' });
    return problems;
  }
  const seen = new Set<string>();
  json.items.forEach((item, i) => {
    const where = `položka č. ${i + 1}`;
    const at = (option: string | undefined, key: string, params?: Record<string, string | number>) => ({
      item: i,
      ...(option ? { option } : {}),
      key,
      ...(params ? { params } : {}),
    });
    if (!isObject(item))
      return say(`${where}: musí byť objekt { "value": …, "label": … }`, at(undefined, 'notObject'));
    for (const key of Object.keys(item))
      if (!ITEM_KEYS.includes(key))
        say(
          `${where}: neznámy kľúč ${q(key)} (povolené: ${list(ITEM_KEYS)})`,
          at(undefined, 'unknownKey', { key }),
        );
    if (typeof item.value !== 'string')
      say(`${where}: "value" musí byť text v úvodzovkách`, at('value', 'notText'));
    else if (seen.has(item.value))
      say(
        `${where}: hodnota ${q(item.value)} je v číselníku dvakrát`,
        at('value', 'duplicateValue', { value: item.value }),
      );
    else seen.add(item.value);
    if (typeof item.label !== 'string' || !item.label.trim())
      say(`${where}: chýba popis "label"`, at('label', 'missingLabel'));
    if (item.disabled !== undefined && typeof item.disabled !== 'boolean')
      say(`${where}: "disabled" musí byť true alebo false`, at('disabled', 'notBoolean'));
    if (item.data !== undefined && !isObject(item.data))
      say(`${where}: "data" musí byť objekt`, at('data', 'notObject'));
  });
  return problems;
}

interface FieldEntry {
  spec: Record<string, unknown>;
  parentIds: string[];
}

/**
 * Checks one form schema against the codelists it may use (their parsed contents or just their names).
 * Returns readable problems (empty = fine); never throws.
 */
export function checkSchema(fileName: string, json: unknown, codelists: Codelists | string[]): string[] {
  return checkSchemaProblems(fileName, json, codelists).map((p) => p.text);
}

/**
 * One problem of a schema file with where it is: the file, the field it concerns (when it concerns one),
 * the option of that field (or the key of a codelist item), and its text as `checkSchema` words it (file
 * name first) and without the file and field (`message`, shown at the field or at the option's control).
 */
export interface SchemaProblem {
  /** The file: 'variant.json', 'codelists/layout.json'. */
  file: string;
  /** The id of the field the problem is at, when it is at one. */
  field?: string;
  /** The option of the field ('minLength', 'when'…) or the key of a codelist item ('value', 'label'). */
  option?: string;
  /** A codelist's problem at one of its items: the item's index (0-based). */
  item?: number;
  /** A form's problem at one of its rules: the rule's index in "rules" (0-based). */
  rule?: number;
  /** A stable code of the kind of problem, when it has one ('notNumber', 'duplicateValue'…). */
  key?: string;
  /** The values the problem names, by the key's parameter names. */
  params?: Record<string, string | number>;
  /** The whole readable text, as the string API returns it. */
  text: string;
  /** The text without the file (and the field, for a field's problem). */
  message: string;
}

/** Reports a problem of the field being checked: its text, the option it is at, its key and params. */
type FieldSay = (
  text: string,
  option?: string,
  key?: string,
  params?: Record<string, string | number>,
) => void;

/** checkSchema with each problem's field (the schema studio shows a problem at its field). */
export function checkSchemaProblems(
  fileName: string,
  json: unknown,
  codelists: Codelists | string[],
): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const say = (text: string, fieldId?: string) =>
    problems.push({
      file: fileName,
      text: `${fileName}: ${text}`,
      message: text,
      ...(fieldId ? { field: fieldId } : {}),
    });
  const codelistNames = new Set(Array.isArray(codelists) ? codelists : Object.keys(codelists));
  const codelistOf = (name: string): Codelist | undefined =>
    Array.isArray(codelists) ? undefined : codelists[name];

  if (!isObject(json)) {
    say('súbor musí obsahovať objekt { "title": …, "fields": [ … ] }');
    return problems;
  }
  for (const key of Object.keys(json))
    if (!FORM_KEYS.includes(key)) say(`neznámy kľúč ${q(key)} (povolené: ${list(FORM_KEYS)})`);
  if (typeof json.title !== 'string' || !json.title.trim()) say('chýba nadpis formulára "title"');

  const sectionIds = new Set<string>();
  if (json.sections !== undefined) {
    if (!Array.isArray(json.sections)) say('"sections" musí byť zoznam [ { "id": …, "label": … } ]');
    else
      json.sections.forEach((s, i) => {
        const where = `sekcia č. ${i + 1}`;
        if (!isObject(s)) return say(`${where}: musí byť objekt { "id": …, "label": … }`);
        for (const key of Object.keys(s))
          if (!SECTION_KEYS.includes(key))
            say(`${where}: neznámy kľúč ${q(key)} (povolené: ${list(SECTION_KEYS)})`);
        if (typeof s.id !== 'string' || !s.id) return say(`${where}: chýba "id"`);
        if (sectionIds.has(s.id)) say(`sekcia ${q(s.id)} je uvedená dvakrát`);
        sectionIds.add(s.id);
        if (typeof s.label !== 'string' || !s.label.trim()) say(`sekcia ${q(s.id)}: chýba popis "label"`);
        if (s.sidebar !== undefined && typeof s.sidebar !== 'boolean')
          say(`sekcia ${q(s.id)}: "sidebar" musí byť true alebo false`);
      });
  }

  if (!Array.isArray(json.fields)) {
    say('chýba zoznam polí "fields"');
    return problems;
  }

  // Pass 1: collect every field (ids, duplicates, structure).
  const entries = new Map<string, FieldEntry>();
  const inputKeys = new Map<string, string>();
  const indexedNames = new Map<string, string>();
  const collect = (fields: unknown[], parentIds: string[], where: string) => {
    fields.forEach((raw, i) => {
      if (!isObject(raw))
        return say(`${where}pole č. ${i + 1}: musí byť objekt { "id": …, "type": …, "label": … }`);
      if (typeof raw.id !== 'string' || !raw.id) return say(`${where}pole č. ${i + 1}: chýba "id"`);
      const id = raw.id;
      if (!ID_PATTERN.test(id))
        say(
          `pole ${q(id)}: id smie obsahovať len písmená bez diakritiky, číslice, bodku, pomlčku a podčiarkovník a začínať písmenom`,
          id,
        );
      if (entries.has(id)) say(`pole ${q(id)}: id je vo formulári dvakrát`, id);
      else entries.set(id, { spec: raw, parentIds });
      const claim = (key: string, owner: string) => {
        const other = inputKeys.get(key);
        if (other && other !== owner)
          say(`pole ${q(owner)}: názov ${q(key)} už používa pole ${q(other)}`, owner);
        else inputKeys.set(key, owner);
      };
      claim(id, id);
      if (Array.isArray(raw.aliases)) {
        for (const alias of raw.aliases) {
          if (typeof alias !== 'string') continue;
          const target = parseAlias(alias);
          claim(alias, id);
          if (target.index !== undefined) indexedNames.set(target.name, id);
        }
      }
      if (raw.type === 'group' && Array.isArray(raw.fields))
        collect(raw.fields, [...parentIds, id], `skupina ${q(id)}: `);
    });
  };
  collect(json.fields, [], '');
  for (const [name, owner] of indexedNames) {
    const other = inputKeys.get(name);
    if (other) say(`pole ${q(owner)}: názov ${q(name)} už používa pole ${q(other)}`, owner);
  }

  // Pass 2: options of every field.
  for (const [id, { spec, parentIds }] of entries) {
    const field: FieldSay = (text, option, key, params) =>
      problems.push({
        file: fileName,
        text: `${fileName}: pole ${q(id)}: ${text}`,
        field: id,
        message: text,
        ...(option ? { option } : {}),
        ...(key ? { key } : {}),
        ...(params ? { params } : {}),
      });
    const type = spec.type as FieldType;
    if (typeof spec.type !== 'string' || !FIELD_TYPES.includes(type)) {
      field(`neznámy typ ${q(spec.type)} (povolené: ${list(FIELD_TYPES)})`, 'type');
      continue;
    }
    if (typeof spec.label !== 'string' || !spec.label.trim())
      field('chýba popis "label"', 'label', 'missingLabel');
    const allowed = [...COMMON, ...BY_TYPE[type]];
    for (const key of Object.keys(spec)) {
      if (allowed.includes(key)) continue;
      const owners = FIELD_TYPES.filter((t) => BY_TYPE[t].includes(key));
      if (type === 'str' && (key === 'min' || key === 'max'))
        field(
          `voľba ${q(key)} nepatrí k typu str: pre dĺžku textu použite "minLength" / "maxLength"`,
          key,
          'otherTypeOption',
        );
      else if (owners.length)
        field(
          `voľba ${q(key)} nepatrí k typu ${type} (patrí k typu ${list(owners)})`,
          key,
          'otherTypeOption',
        );
      else
        field(`neznáma voľba ${q(key)} (povolené pre typ ${type}: ${list(allowed)})`, key, 'unknownOption');
    }
    for (const key of BOOLEAN_OPTIONS)
      if (key in spec && typeof spec[key] !== 'boolean')
        field(`"${key}" musí byť true alebo false`, key, 'notBoolean');
    for (const key of STRING_OPTIONS)
      if (key in spec && typeof spec[key] !== 'string')
        field(`"${key}" musí byť text v úvodzovkách`, key, 'notText');
    for (const key of STRING_LIST_OPTIONS) {
      if (
        key in spec &&
        (!Array.isArray(spec[key]) || (spec[key] as unknown[]).some((v) => typeof v !== 'string'))
      ) {
        field(`"${key}" musí byť zoznam textov, napr. ["a", "b"]`, key, 'notTextList');
      }
    }
    if (typeof spec.unit === 'string' && !(UNITS as readonly string[]).includes(spec.unit))
      field(`neznáma jednotka ${q(spec.unit)} (povolené: ${list(UNITS)})`, 'unit', 'notAChoice');
    if (typeof spec.format === 'string' && !(FORMATS as readonly string[]).includes(spec.format))
      field(`neznámy formát ${q(spec.format)} (povolené: ${list(FORMATS)})`, 'format', 'notAChoice');
    if (typeof spec.section === 'string') {
      if (parentIds.length)
        field(
          '"section" sa zadáva len pri poliach najvyššej úrovne; pole v skupine je v sekcii svojej skupiny',
          'section',
        );
      else if (sectionIds.size && !sectionIds.has(spec.section))
        field(`neznáma sekcia ${q(spec.section)} (vo formulári sú: ${list([...sectionIds])})`, 'section');
    }
    if (spec.forced && (spec.required || spec.forceRequired))
      field('pole len na čítanie ("forced") nemôže byť povinné', 'forced');

    checkBounds(spec, type, field);
    if (typeof spec.pattern === 'string') {
      const problem = patternProblem(spec.pattern);
      if (problem) field(problem, 'pattern', 'pattern');
    }
    if (spec.widget !== undefined && !(TEXT_WIDGETS as readonly unknown[]).includes(spec.widget))
      field(`neznámy "widget" ${q(spec.widget)} (povolené: ${list(TEXT_WIDGETS)})`, 'widget', 'notAChoice');
    if (spec.fill !== undefined) {
      if (spec.widget !== 'address') field('"fill" patrí len k poľu s "widget": "address"', 'fill');
      if (typeof spec.fill !== 'object' || spec.fill === null || Array.isArray(spec.fill)) {
        field('"fill" musí byť objekt, napr. {"zip": "zip", "city": "city"}', 'fill');
      } else {
        for (const [part, target] of Object.entries(spec.fill)) {
          if (!(ADDRESS_PARTS as readonly string[]).includes(part))
            field(`"fill": neznáma časť adresy ${q(part)} (povolené: ${list(ADDRESS_PARTS)})`, 'fill');
          else if (typeof target !== 'string' || !entries.has(target))
            field(`"fill": pole ${q(target)} vo formulári neexistuje`, 'fill');
        }
      }
    }
    if (spec.patternWhen !== undefined && spec.pattern === undefined)
      field('"patternWhen" má zmysel len spolu s "pattern"', 'patternWhen');
    if (spec.patternMessage !== undefined && spec.pattern === undefined)
      field('"patternMessage" má zmysel len spolu s "pattern"', 'patternMessage');
    if (typeof spec.separator === 'string' && [...spec.separator].length !== 1)
      field('"separator" musí byť jeden znak, napr. ";"', 'separator');

    // Choices.
    if (type === 'enum' || type === 'list' || type === 'set') {
      const hasCodelist = typeof spec.codelist === 'string';
      const hasSource = typeof spec.source === 'string';
      if (hasCodelist === hasSource)
        field(
          'zadajte práve jedno z "codelist" (číselník) alebo "source" (zoznam od servera)',
          'codelist',
          'codelistOrSource',
        );
      if (hasCodelist && !codelistNames.has(spec.codelist as string)) {
        field(
          `neznámy číselník ${q(spec.codelist)} (súbor codelists/${spec.codelist}.json neexistuje)`,
          'codelist',
          'unknownCodelist',
        );
      }
    }
    const items = typeof spec.codelist === 'string' ? codelistOf(spec.codelist)?.items : undefined;
    if (spec.optionsWhen !== undefined) {
      const limits = spec.optionsWhen;
      if (!Array.isArray(limits) || !limits.length || limits.some((l) => !isObject(l)))
        field(
          '"optionsWhen" musí byť zoznam, napr. [{ "values": ["Nevesta"], "when": { "$sheet.wedding": [true] } }]',
          'optionsWhen',
        );
      else if (!items) field('"optionsWhen" má len pole s číselníkom ("codelist")', 'optionsWhen');
      else
        for (const limit of limits as Record<string, unknown>[]) {
          for (const key of Object.keys(limit))
            if (key !== 'values' && key !== 'when')
              field(`"optionsWhen": neznámy kľúč ${q(key)} (povolené: "values", "when")`, 'optionsWhen');
          const values = limit.values;
          if (!Array.isArray(values) || !values.length || values.some((v) => typeof v !== 'string'))
            field('"optionsWhen": "values" musí byť neprázdny zoznam hodnôt číselníka', 'optionsWhen');
          else
            for (const value of values as string[])
              if (!items.some((i) => i.value === value))
                field(
                  `"optionsWhen": hodnota ${q(value)} nie je v číselníku ${q(spec.codelist)}`,
                  'optionsWhen',
                );
          const when = limit.when;
          if (!isObject(when) || !Object.keys(when).length)
            field('"optionsWhen": chýba "when", napr. { "$sheet.wedding": [true] }', 'optionsWhen');
          else if (Object.keys(when).some((ref) => !ref.startsWith(CONTEXT_PREFIX)))
            field('"optionsWhen": "when" môže odkazovať len na hodnoty okolia ($sheet.…)', 'optionsWhen');
          else
            checkCondition(when, '"optionsWhen": "when"', (t) => field(t, 'optionsWhen'), entries, id, true);
        }
    }
    if (spec.invariants !== undefined) {
      if (
        !Array.isArray(spec.invariants) ||
        spec.invariants.some((g) => !Array.isArray(g) || g.some((v) => typeof v !== 'string'))
      ) {
        field('"invariants" musí byť zoznam skupín hodnôt, napr. [["a", "b"], ["c", "d"]]', 'invariants');
      } else if (items) {
        for (const value of (spec.invariants as string[][]).flat()) {
          if (!items.some((i) => i.value === value))
            field(`"invariants": hodnota ${q(value)} nie je v číselníku ${q(spec.codelist)}`, 'invariants');
        }
      }
    }

    // Groups.
    if (type === 'group') {
      if (!Array.isArray(spec.fields) || spec.fields.length === 0)
        field('skupina musí mať neprázdny zoznam polí "fields"', 'fields');
      if (typeof spec.count === 'string') {
        const counted = entries.get(spec.count);
        if (!spec.checkbox)
          field(
            '"count" (opakovanie) patrí len ku skupine so zaškrtávacím políčkom ("checkbox": true)',
            'count',
          );
        if (!counted || !entries.get(spec.count)?.parentIds.includes(id))
          field(`"count": pole ${q(spec.count)} nie je v tejto skupine`, 'count');
        else if (counted.spec.type !== 'int')
          field(`"count": pole ${q(spec.count)} musí byť typu int`, 'count');
      }
      if ('default' in spec && !spec.checkbox)
        field('"default" má skupina len so zaškrtávacím políčkom ("checkbox": true)', 'default');
    }

    // A field action (FieldSpec.action).
    if (spec.action !== undefined) {
      const a = spec.action;
      if (!isObject(a) || a.kind !== 'addPostage') field('"action": "kind" musí byť "addPostage"', 'action');
      else {
        if (typeof a.label !== 'string' || !a.label)
          field('"action": chýba "label" (popis tlačidla)', 'action');
        if (typeof a.codelist !== 'string' || !codelistNames.has(a.codelist))
          field(`"action": neznámy číselník ${q(a.codelist)}`, 'action');
        const weight = typeof a.weight === 'string' ? entries.get(a.weight) : undefined;
        if (!weight || (weight.spec.type !== 'float' && weight.spec.type !== 'int'))
          field(`"action": "weight" ${q(a.weight)} nie je číselné pole formulára`, 'action');
        const ref = typeof a.parcelType === 'string' ? a.parcelType : '';
        const known = ref.startsWith(CONTEXT_PREFIX)
          ? (CONTEXT_KEYS as readonly string[]).includes(ref.slice(CONTEXT_PREFIX.length))
          : entries.has(ref);
        if (!known)
          field(`"action": "parcelType" ${q(a.parcelType)} nie je pole ani hodnota okolia`, 'action');
      }
    }

    // Default value.
    if ('default' in spec && type !== 'group' && type !== 'image') {
      const parsed = parseRaw(spec as unknown as FieldSpec, spec.default, true);
      const options = items?.filter((i) => !i.disabled).map((i) => ({ value: i.value, label: i.label }));
      const checked = parsed.error
        ? parsed
        : checkValue(spec as unknown as FieldSpec, parsed.value, { required: false, options });
      if (checked.error)
        field(
          `predvolená hodnota ${JSON.stringify(spec.default)} nevyhovuje pravidlám poľa (${checked.error})`,
          'default',
          'defaultInvalid',
          { error: checked.error },
        );
    }

    // Conditions.
    for (const key of ['when', 'patternWhen', 'requiredWhen']) {
      if (spec[key] === undefined) continue;
      checkCondition(spec[key], `"${key}"`, (t) => field(t, key), entries, id, key === 'requiredWhen');
    }
  }

  reportConditionCycles(entries, say);
  checkRules(json.rules, entries, (text, at) =>
    problems.push({ file: fileName, text: `${fileName}: ${text}`, message: at?.message ?? text, ...at }),
  );
  return problems;
}

function checkBounds(spec: Record<string, unknown>, type: FieldType, field: FieldSay): void {
  const numeric = (key: string) => {
    if (key in spec && (typeof spec[key] !== 'number' || !Number.isFinite(spec[key])))
      field(`"${key}" musí byť číslo`, key, 'notNumber');
  };
  ['minLength', 'maxLength', 'prec', 'scale'].forEach(numeric);
  if (type === 'date') {
    for (const key of ['min', 'max']) {
      if (key in spec && (typeof spec[key] !== 'string' || !ISO_DATE.test(spec[key] as string)))
        field(`"${key}" dátumu musí byť v tvare "RRRR-MM-DD"`, key, 'notDate');
    }
  } else ['min', 'max'].forEach(numeric);
  const pairs: [string, string][] = [
    ['min', 'max'],
    ['minLength', 'maxLength'],
  ];
  for (const [lo, hi] of pairs) {
    const a = spec[lo];
    const b = spec[hi];
    if (
      (typeof a === 'number' && typeof b === 'number') ||
      (typeof a === 'string' && typeof b === 'string')
    ) {
      if (a > b) field(`"${lo}" (${a}) je väčšie ako "${hi}" (${b})`, lo, 'minAboveMax', { other: hi });
    }
  }
  for (const key of ['minLength', 'maxLength', 'prec']) {
    const v = spec[key];
    if (typeof v === 'number' && (!Number.isInteger(v) || v < 0))
      field(`"${key}" musí byť celé číslo 0 alebo viac`, key, 'notCount');
  }
  if (typeof spec.prec === 'number' && spec.prec > 10)
    field('"prec" môže byť najviac 10 desatinných miest', 'prec');
  if (typeof spec.scale === 'number' && spec.scale <= 0) field('"scale" musí byť kladné číslo', 'scale');
  if (type === 'geo') {
    // the radius of a position: whole metres, 1 or more; the default within the bounds
    for (const key of ['min', 'max', 'defaultRadius']) {
      const v = spec[key];
      if (key in spec && (typeof v !== 'number' || !Number.isInteger(v) || v < 1))
        field(`"${key}" polomeru musí byť celé číslo metrov, 1 alebo viac`, key, 'notRadius');
    }
    const { min, max } = geoRadius(spec as unknown as FieldSpec);
    const d = spec.defaultRadius;
    if (typeof d === 'number' && (d < min || d > max))
      field(
        `"defaultRadius" (${d}) musí byť v rozsahu polomeru ${min}–${max} m`,
        'defaultRadius',
        'radiusOutside',
        {
          min,
          max,
        },
      );
  }
}

function checkCondition(
  condition: unknown,
  name: string,
  field: (text: string) => void,
  entries: Map<string, FieldEntry>,
  selfId: string,
  allowContext = false,
): void {
  if (!isObject(condition)) return field(`${name} musí byť objekt, napr. { "layout": ["ANSWER_REQUIRED"] }`);
  for (const [ref, values] of Object.entries(condition)) {
    const target = entries.get(ref);
    if (ref.startsWith(CONTEXT_PREFIX)) {
      const key = ref.slice(CONTEXT_PREFIX.length);
      if (!allowContext) field(`${name} nemôže odkazovať na hodnotu ${q(ref)} (len "requiredWhen")`);
      else if (!(CONTEXT_KEYS as readonly string[]).includes(key))
        field(
          `${name} odkazuje na neznámu hodnotu ${q(ref)} (povolené: ${CONTEXT_KEYS.map((k) => q(CONTEXT_PREFIX + k)).join(', ')})`,
        );
    } else if (!target) field(`${name} odkazuje na neznáme pole ${q(ref)}`);
    else if (ref === selfId || target.parentIds.includes(selfId))
      field(`${name} nesmie odkazovať na samé pole ani na pole vo svojej skupine (${q(ref)})`);
    else if (target.spec.type === 'group' && !target.spec.checkbox)
      field(`${name} odkazuje na skupinu ${q(ref)}, ktorá nemá hodnotu`);
    if (
      !Array.isArray(values) ||
      values.length === 0 ||
      values.some((v) => !['string', 'number', 'boolean'].includes(typeof v))
    ) {
      field(`${name}: pri poli ${q(ref)} musí byť neprázdny zoznam hodnôt, napr. ["A", "B"]`);
    }
  }
}

function reportConditionCycles(entries: Map<string, FieldEntry>, say: (text: string) => void): void {
  const deps = (id: string): string[] => {
    const entry = entries.get(id);
    if (!entry) return [];
    const parent = entry.parentIds.at(-1);
    return [
      ...conditionFields(isObject(entry.spec.when) ? (entry.spec.when as never) : undefined),
      ...(parent ? [parent] : []),
    ].filter((d) => entries.has(d));
  };
  const state = new Map<string, 'visiting' | 'done'>();
  const reported = new Set<string>();
  const visit = (id: string, path: string[]) => {
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'visiting') {
      const cycle = path.slice(path.indexOf(id));
      const key = [...cycle].sort().join(',');
      if (!reported.has(key)) {
        reported.add(key);
        say(`podmienky "when" sa navzájom podmieňujú v kruhu: ${[...cycle, id].map(q).join(' → ')}`);
      }
      return;
    }
    state.set(id, 'visiting');
    for (const dep of deps(id)) visit(dep, [...path, id]);
    state.set(id, 'done');
  };
  for (const id of entries.keys()) visit(id, []);
}

const RULE_KEYS = ['when', ...RULE_KINDS, 'field', 'message'];
const NUMERIC_TYPES = ['int', 'float', 'date'];

/** Where a rule's problem is: the rule, its message without the rule's number, its key and params. */
interface RuleAt {
  rule: number;
  message: string;
  key?: string;
  params?: Record<string, string | number>;
}

function checkRules(
  rules: unknown,
  entries: Map<string, FieldEntry>,
  say: (text: string, at?: RuleAt) => void,
): void {
  if (rules === undefined) return;
  if (!Array.isArray(rules)) return say('"rules" musí byť zoznam pravidiel [ { "when": …, "force": … } ]');
  rules.forEach((rule, i) => {
    const where = `pravidlo č. ${i + 1}`;
    const ruleSay = (text: string, key?: string, params?: Record<string, string | number>) =>
      say(`${where}: ${text}`, {
        rule: i,
        message: text,
        ...(key ? { key } : {}),
        ...(params ? { params } : {}),
      });
    if (!isObject(rule)) return ruleSay('musí byť objekt, napr. { "when": …, "force": … }');
    for (const key of Object.keys(rule))
      if (!RULE_KEYS.includes(key)) ruleSay(`neznámy kľúč ${q(key)} (povolené: ${list(RULE_KEYS)})`);
    const kinds = RULE_KINDS.filter((kind) => kind in rule);
    if (kinds.length !== 1)
      return ruleSay(
        `pravidlo musí mať práve jeden z kľúčov ${list(RULE_KINDS)} (má: ${list(kinds) || 'žiadny'})`,
      );
    const kind = kinds[0];
    if (rule.when !== undefined || kind === 'force' || kind === 'require')
      checkCondition(rule.when, '"when"', ruleSay, entries, '', true);
    const known = (id: unknown, key: string): boolean => {
      if (typeof id === 'string' && entries.has(id)) return true;
      ruleSay(`"${key}" odkazuje na neznáme pole ${q(id)}`, 'ruleUnknownField', { field: String(id) });
      return false;
    };
    if (kind === 'force') {
      if (!isObject(rule.force) || Object.keys(rule.force).length === 0)
        return ruleSay('"force" musí byť objekt, napr. { "labeler": true }');
      for (const id of Object.keys(rule.force)) {
        if (!entries.has(id)) ruleSay(`"force" odkazuje na neznáme pole ${q(id)}`);
      }
      return;
    }
    if (typeof rule.message !== 'string' || !rule.message.trim())
      ruleSay(
        'chýba hlásenie "message" (po slovensky, s názvami polí), ktoré sa ukáže pri poli',
        'ruleNoMessage',
      );
    if (rule.field !== undefined) {
      if (known(rule.field, 'field') && entries.get(rule.field as string)!.spec.type === 'group') {
        const group = entries.get(rule.field as string)!.spec;
        if (!group.checkbox) ruleSay(`"field" ${q(rule.field)} je skupina bez hodnoty; zadajte pole`);
      }
    }
    if (kind === 'minFilled') {
      const m = rule.minFilled;
      if (!isObject(m) || !Array.isArray(m.fields) || m.fields.length === 0)
        return ruleSay('"minFilled" musí byť objekt { "fields": ["a", "b"], "count": 1 }', 'ruleNoFields');
      m.fields.forEach((id) => known(id, 'minFilled.fields'));
      if (typeof m.count === 'number') {
        if (!Number.isInteger(m.count) || m.count < 1 || m.count > m.fields.length)
          ruleSay(
            `"minFilled.count" musí byť celé číslo od 1 do ${m.fields.length} (počet polí)`,
            'ruleCountRange',
            { max: m.fields.length },
          );
      } else if (typeof m.count === 'string') {
        if (known(m.count, 'minFilled.count') && entries.get(m.count)!.spec.type !== 'int')
          ruleSay(`"minFilled.count": pole ${q(m.count)} musí byť typu int`, 'ruleCountNotInt');
      } else ruleSay('"minFilled.count" musí byť číslo alebo id celočíselného poľa');
    } else if (kind === 'lessOrEqual') {
      const pair = rule.lessOrEqual;
      if (!Array.isArray(pair) || pair.length !== 2)
        return ruleSay(
          '"lessOrEqual" musí byť dvojica polí, napr. ["poem.minlength", "poem.maxlength"]',
          'rulePair',
        );
      const types = pair.map((id) => (known(id, 'lessOrEqual') ? entries.get(id as string)!.spec.type : ''));
      if (
        types.every((t) => t) &&
        (types.some((t) => !NUMERIC_TYPES.includes(t as string)) ||
          (types[0] === 'date') !== (types[1] === 'date'))
      )
        ruleSay('"lessOrEqual" porovnáva dve čísla (int, float) alebo dva dátumy', 'ruleNotComparable');
    } else if (kind === 'unique') {
      const u = rule.unique;
      if (!isObject(u) || typeof u.source !== 'string' || !u.source)
        return ruleSay('"unique" musí byť objekt { "field": "order", "source": "levelNumbers" }');
      known(u.field, 'unique.field');
    } else if (kind === 'require') {
      checkCondition(rule.require, '"require"', ruleSay, entries, '', true);
      const onlyContext =
        isObject(rule.require) && Object.keys(rule.require).every((r) => r.startsWith(CONTEXT_PREFIX));
      if (onlyContext && rule.field === undefined)
        ruleSay(
          'pri "require" s hodnotami okolia ($sheet.…) zadajte pole "field", pri ktorom sa chyba ukáže',
        );
    }
  });
}

/** Checks a whole schemas folder given as parsed files: forms by file name and codelists by name. */
export function checkSchemaSet(
  forms: Record<string, unknown>,
  codelistFiles: Record<string, unknown>,
): string[] {
  return checkSchemaSetProblems(forms, codelistFiles).map((p) => p.text);
}

/** checkSchemaSet with each problem's file and field (SchemaProblem). */
export function checkSchemaSetProblems(
  forms: Record<string, unknown>,
  codelistFiles: Record<string, unknown>,
): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const codelists: Codelists = {};
  for (const [name, json] of Object.entries(codelistFiles)) {
    const file = `codelists/${name}.json`;
    const found = checkCodelistProblems(file, json);
    problems.push(...found);
    if (!found.length) codelists[name] = json as Codelist;
    else if (isObject(json))
      codelists[name] = { label: '', items: Array.isArray(json.items) ? (json.items as never) : [] };
  }
  for (const [file, json] of Object.entries(forms))
    problems.push(...checkSchemaProblems(file, json, codelists));
  return problems;
}

/** A report of problems for people: a heading and one problem per line. */
export function formatReport(problems: string[]): string {
  return [`V schémach formulárov sú chyby (${problems.length}):`, ...problems.map((p) => `  - ${p}`)].join(
    '\n',
  );
}
