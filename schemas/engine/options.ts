// What the studio (and the diff of versions) knows of every field option the checker allows: its kind
// (which control edits it), its Slovak label and help, and the part of the property panel it is in. The
// options themselves are the checker's lists (COMMON_FIELD_OPTIONS, FIELD_OPTIONS_BY_TYPE): an option
// added there needs an entry here (options.test.ts fails otherwise) and then appears in the studio with
// no studio code. Isomorphic: no DOM, no Node-only imports.
import { COMMON_FIELD_OPTIONS, FIELD_OPTIONS_BY_TYPE } from './check';
import { FIELD_TYPES, FORMATS, TEXT_WIDGETS, UNITS, type FieldType } from './types';

/** The control an option is edited with. */
export type OptionKind =
  /** The field's id: shown, never changed. */
  | 'id'
  /** The field's type. */
  | 'type'
  | 'text'
  /** A longer text (several lines). */
  | 'longText'
  /** A number (a date 'RRRR-MM-DD' for a date field's bounds). */
  | 'number'
  | 'boolean'
  /** One of `choices`. */
  | 'choice'
  /** The name of a codelist. */
  | 'codelist'
  /** A section of the form. */
  | 'section'
  /** The id of another field of the form. */
  | 'field'
  /** A condition `{ field: [values] }`. */
  | 'condition'
  /** A list of texts. */
  | 'stringList'
  /** A value of the field's own type. */
  | 'value'
  /** A group's fields (edited in the list of fields). */
  | 'children'
  /** Retiring the field (a button). */
  | 'retired'
  /** A structured value written as JSON (with an example). */
  | 'json';

/** The parts of the property panel, in order. */
export const OPTION_GROUPS = ['basic', 'checks', 'display', 'advanced'] as const;
export type OptionGroup = (typeof OPTION_GROUPS)[number];
export const OPTION_GROUP_LABELS: Record<OptionGroup, string> = {
  basic: 'Základné',
  checks: 'Kontroly',
  display: 'Zobrazenie',
  advanced: 'Pokročilé',
};

export interface OptionMeta {
  kind: OptionKind;
  /** The Slovak label (of a control, of a change in the history). */
  label: string;
  /** The label for some types, e.g. a date's bounds. */
  labelByType?: Partial<Record<FieldType, string>>;
  /** One sentence of Slovak help under the control. */
  help: string;
  group: OptionGroup;
  /** kind 'choice': the values and their Slovak names. */
  choices?: readonly { value: string; label: string }[];
  /** kind 'condition': it may name values of the record's surroundings ($sheet.…). */
  context?: boolean;
  /** kind 'json': an example of the value. */
  example?: string;
}

/** The Slovak names of the field types. */
export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  str: 'Text',
  int: 'Celé číslo',
  float: 'Desatinné číslo',
  bool: 'Zaškrtávacie políčko',
  enum: 'Výber z číselníka',
  list: 'Zoznam z číselníka',
  set: 'Viac hodnôt z číselníka',
  date: 'Dátum',
  group: 'Skupina polí',
  image: 'Obrázok',
  geo: 'Poloha',
};

const UNIT_LABELS: Record<string, string> = {
  g: 'g (gramy)',
  '€': '€',
  EUR: 'EUR',
  '%': '%',
  percent: 'percentá',
  days: 'dni',
  minutes: 'minúty',
  km: 'km',
  length: 'dĺžka',
  pcs: 'ks',
  pieces: 'kusy',
  kg: 'kg',
};
const FORMAT_LABELS: Record<string, string> = { email: 'E-mailová adresa' };
const WIDGET_LABELS: Record<string, string> = {
  address: 'Návrhy adries pri písaní',
  zip: 'PSČ s názvom pošty',
};
const choicesOf = (values: readonly string[], labels: Record<string, string>) =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

/** Every option of every field type, by name. */
export const OPTION_META: Record<string, OptionMeta> = {
  // common
  label: {
    kind: 'text',
    label: 'Popis',
    help: 'Názov poľa, ako ho vidia používatelia formulára.',
    group: 'basic',
  },
  type: { kind: 'type', label: 'Typ', help: 'Aký údaj pole obsahuje.', group: 'basic' },
  hint: {
    kind: 'longText',
    label: 'Pomocný text',
    help: 'Krátka rada pod poľom, napr. ako údaj zapísať.',
    group: 'basic',
  },
  section: {
    kind: 'section',
    label: 'Sekcia',
    help: 'Časť formulára, v ktorej pole je; pole v skupine je v sekcii svojej skupiny.',
    group: 'basic',
  },
  required: {
    kind: 'boolean',
    label: 'Povinné',
    help: 'Bez vyplnenia sa záznam uloží ako neúplný (kontroluje server).',
    group: 'basic',
  },
  default: {
    kind: 'value',
    label: 'Predvolená hodnota',
    help: 'Hodnota, ktorú má nový záznam.',
    group: 'basic',
  },
  unit: {
    kind: 'choice',
    label: 'Jednotka',
    help: 'Jednotka, ktorá sa ukáže za hodnotou.',
    group: 'display',
    choices: choicesOf(UNITS, UNIT_LABELS),
  },
  when: {
    kind: 'condition',
    label: 'Zobraziť, len keď',
    help: 'Pole platí a ukáže sa, len keď iné polia majú niektorú zo zaškrtnutých hodnôt.',
    group: 'display',
  },
  requiredWhen: {
    kind: 'condition',
    label: 'Povinné, len keď',
    help: 'Pole je povinné, len keď platí táto podmienka; môže sa pýtať aj na vlastnosti hry.',
    group: 'checks',
    context: true,
  },
  forceRequired: {
    kind: 'boolean',
    label: 'Povinné už pred odoslaním',
    help: 'Povinnosť kontroluje už aplikácia, skôr ako údaje odošle na server.',
    group: 'checks',
  },
  forced: {
    kind: 'boolean',
    label: 'Len na čítanie',
    help: 'Hodnota ostáva uložená (alebo predvolená), nech sa zadá čokoľvek.',
    group: 'advanced',
  },
  aliases: {
    kind: 'stringList',
    label: 'Iné názvy na vstupe',
    help: 'Ďalšie názvy, pod ktorými pole prijme hodnotu (napr. pri importe); „názov[0]“ je prvá položka zoznamu.',
    group: 'advanced',
  },
  id: {
    kind: 'id',
    label: 'Technický názov (id)',
    help: 'Meno, pod ktorým sa hodnota ukladá; po pridaní poľa sa už nemení.',
    group: 'advanced',
  },
  retired: {
    kind: 'retired',
    label: 'Vyradené',
    help: 'Vyradené pole sa už nevypĺňa; uložené hodnoty ostanú len na čítanie a jeho id sa nepoužije na nič iné.',
    group: 'advanced',
  },
  // text
  minLength: {
    kind: 'number',
    label: 'Najmenšia dĺžka',
    help: 'Najmenší počet znakov textu.',
    group: 'checks',
  },
  maxLength: {
    kind: 'number',
    label: 'Najväčšia dĺžka',
    help: 'Najväčší počet znakov textu.',
    group: 'checks',
  },
  multiline: {
    kind: 'boolean',
    label: 'Viacriadkový text',
    help: 'Pole na viac riadkov textu.',
    group: 'display',
  },
  password: {
    kind: 'boolean',
    label: 'Skrytý text (heslo)',
    help: 'Písanie je skryté a medzery na začiatku a konci sa ponechajú.',
    group: 'display',
  },
  format: {
    kind: 'choice',
    label: 'Tvar údaja',
    help: 'Kontrola známeho tvaru, napr. e-mailovej adresy.',
    group: 'checks',
    choices: choicesOf(FORMATS, FORMAT_LABELS),
  },
  pattern: {
    kind: 'text',
    label: 'Povolený tvar textu',
    help: 'Pravidlo tvaru zapísané pre počítač (regulárny výraz), napr. ^[0-9]{5}$ znamená práve 5 číslic. Ak si nie ste istí, požiadajte vývojára.',
    group: 'checks',
  },
  patternMessage: {
    kind: 'text',
    label: 'Hlásenie pri nesprávnom tvare',
    help: 'Čo sa ukáže, keď text nemá povolený tvar, napr. „Zadajte PSČ ako 5 číslic“.',
    group: 'checks',
  },
  patternWhen: {
    kind: 'condition',
    label: 'Tvar kontrolovať, len keď',
    help: 'Povolený tvar textu sa kontroluje, len keď platí táto podmienka.',
    group: 'checks',
  },
  removeSpaces: {
    kind: 'boolean',
    label: 'Odstrániť medzery',
    help: 'Z textu sa pred uložením odstránia všetky medzery (PSČ „010 01“ → „01001“).',
    group: 'checks',
  },
  separator: {
    kind: 'text',
    label: 'Oddeľovač položiek',
    help: 'Text je zoznam položiek oddelených týmto znakom (napr. ;); položky oddelené čiarkou sa uložia s ním.',
    group: 'display',
  },
  prefixes: {
    kind: 'stringList',
    label: 'Povolené začiatky textu',
    help: 'Text musí začínať niektorým z nich, napr. SK, CZ.',
    group: 'checks',
  },
  sufixes: {
    kind: 'stringList',
    label: 'Povolené konce textu',
    help: 'Text musí končiť niektorým z nich, napr. .sk.',
    group: 'checks',
  },
  widget: {
    kind: 'choice',
    label: 'Zvláštny vstup',
    help: 'Pomoc pri písaní: návrhy adries alebo názov pošty pri PSČ.',
    group: 'display',
    choices: choicesOf(TEXT_WIDGETS, WIDGET_LABELS),
  },
  fill: {
    kind: 'json',
    label: 'Vybraná adresa vyplní polia',
    help: 'Pri návrhoch adries: ktoré polia formulára vyplní vybraná adresa (časti zip, city).',
    group: 'advanced',
    example: '{"zip": "zip", "city": "city"}',
  },
  // numbers and dates
  min: {
    kind: 'number',
    label: 'Najmenej',
    labelByType: { date: 'Najskorší dátum (RRRR-MM-DD)', geo: 'Najmenší polomer (m, predvolene 5)' },
    help: 'Menšia hodnota je chyba.',
    group: 'checks',
  },
  max: {
    kind: 'number',
    label: 'Najviac',
    labelByType: { date: 'Najneskorší dátum (RRRR-MM-DD)', geo: 'Najväčší polomer (m, predvolene 1000)' },
    help: 'Väčšia hodnota je chyba.',
    group: 'checks',
  },
  prec: {
    kind: 'number',
    label: 'Desatinné miesta',
    help: 'Na koľko desatinných miest sa číslo zaokrúhli.',
    group: 'checks',
  },
  scale: {
    kind: 'number',
    label: 'Deliteľ pri uložení',
    help: 'Zadaná hodnota sa ním pred uložením vydelí (napr. gramy na kilogramy: 1000).',
    group: 'advanced',
  },
  action: {
    kind: 'json',
    label: 'Výpočet tlačidlom',
    help: 'Tlačidlo pri poli, ktoré na serveri pripočíta poštovné podľa hmotnosti a druhu zásielky.',
    group: 'advanced',
    example:
      '{"kind": "addPostage", "label": "Pripočítať poštovné", "codelist": "postage", "weight": "weight", "parcelType": "$sheet.parcelType"}',
  },
  // positions
  defaultRadius: {
    kind: 'number',
    label: 'Predvolený polomer (m, predvolene 25)',
    help: 'Polomer okolo bodu v metroch, ktorý má nová poloha, kým ho používateľ nezmení.',
    group: 'basic',
  },
  // choices
  codelist: {
    kind: 'codelist',
    label: 'Číselník',
    help: 'Zoznam možností, z ktorých sa vyberá.',
    group: 'basic',
  },
  source: {
    kind: 'text',
    label: 'Zoznam od servera',
    help: 'Možnosti dodá server namiesto číselníka (zatiaľ activeGames: aktívne hry).',
    group: 'advanced',
  },
  optionsWhen: {
    kind: 'json',
    label: 'Niektoré možnosti len keď',
    help: 'Vybrané položky číselníka sa ponúknu, len keď platí podmienka o hre.',
    group: 'advanced',
    example: '[{"values": ["Nevesta"], "when": {"$sheet.wedding": [true]}}]',
  },
  invariants: {
    kind: 'json',
    label: 'Navzájom sa vylučujúce možnosti',
    help: 'Skupiny možností, z ktorých možno zaškrtnúť najviac jednu.',
    group: 'checks',
    example: '[["r", "pl"], ["d", "vr"]]',
  },
  // images
  imageType: {
    kind: 'text',
    label: 'Druh obrázka',
    help: 'Druh obrázka pri nahrávaní (určuje jeho rozmery).',
    group: 'basic',
  },
  // groups
  fields: {
    kind: 'children',
    label: 'Polia skupiny',
    help: 'Polia skupiny pridáte a presúvate v zozname polí.',
    group: 'basic',
  },
  checkbox: {
    kind: 'boolean',
    label: 'Skupinu zapína zaškrtávacie políčko',
    help: 'Polia skupiny platia, len keď je políčko zaškrtnuté.',
    group: 'basic',
  },
  collapsible: {
    kind: 'boolean',
    label: 'Skupinu možno zbaliť',
    help: 'Rámik skupiny sa dá zbaliť a rozbaliť.',
    group: 'display',
  },
  collapsed: {
    kind: 'boolean',
    label: 'Na začiatku zbalená',
    help: 'Skupina je pri otvorení formulára zbalená.',
    group: 'display',
  },
  count: {
    kind: 'field',
    label: 'Opakovať podľa poľa',
    help: 'Celočíselné pole v skupine, ktorého hodnota určuje, koľko kópií skupiny sa vyplní.',
    group: 'advanced',
  },
};

/** The options a field of this type may have: the common ones and its type's (the checker's lists). */
export function optionsOfType(type: FieldType): string[] {
  return [...COMMON_FIELD_OPTIONS, ...(FIELD_OPTIONS_BY_TYPE[type] ?? [])];
}

/** Every option name the checker knows, each once. */
export function allOptionNames(): string[] {
  return [...new Set(FIELD_TYPES.flatMap(optionsOfType))];
}

/** An option's Slovak label for a field type (its name when it has no metadata). */
export function optionLabel(name: string, type?: FieldType | string): string {
  const meta = OPTION_META[name];
  if (!meta) return name;
  return (type && meta.labelByType?.[type as FieldType]) || meta.label;
}
