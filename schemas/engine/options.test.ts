// Every option the checker allows has the studio's metadata: an option added to the engine without it
// fails here (and then would be missing from the studio's property panel).
import { describe, expect, it } from 'vitest';
import {
  COMMON_FIELD_OPTIONS,
  FIELD_OPTIONS_BY_TYPE,
  checkCodelistProblems,
  checkSchemaProblems,
} from './check';
import { OPTION_GROUPS, OPTION_META, allOptionNames, optionLabel } from './options';
import { FIELD_TYPES } from './types';
import { TEST_CODELISTS } from './test-helpers';

describe('option metadata', () => {
  const names = [...new Set([...COMMON_FIELD_OPTIONS, ...Object.values(FIELD_OPTIONS_BY_TYPE).flat()])];

  it.each(names)('option %s has a kind, a Slovak label and help and a group', (name) => {
    const meta = OPTION_META[name];
    expect(meta, `option "${name}" has no entry in OPTION_META`).toBeDefined();
    expect(meta!.label.trim()).not.toBe('');
    expect(meta!.help.trim()).not.toBe('');
    expect(OPTION_GROUPS).toContain(meta!.group);
    if (meta!.kind === 'choice') expect(meta!.choices?.length).toBeGreaterThan(0);
    if (meta!.kind === 'json') expect(() => JSON.parse(meta!.example ?? '')).not.toThrow();
  });

  it('covers every type of the engine and nothing the engine does not know', () => {
    expect(Object.keys(FIELD_OPTIONS_BY_TYPE).sort()).toEqual([...FIELD_TYPES].sort());
    expect(Object.keys(OPTION_META).sort()).toEqual(allOptionNames().sort());
  });

  it('labels a date bound as a date', () => {
    expect(optionLabel('min', 'date')).toBe('Najskorší dátum (RRRR-MM-DD)');
    expect(optionLabel('min', 'int')).toBe('Najmenej');
  });
});

describe('structured problems', () => {
  const problems = (fields: unknown[]) =>
    checkSchemaProblems('test.json', { title: 'T', fields }, TEST_CODELISTS);

  it('names the field, the option, the kind and the text without the prefix', () => {
    const found = problems([{ id: 'a', type: 'str', label: 'A', minLength: 5, maxLength: 'x' }]);
    expect(found).toContainEqual({
      file: 'test.json',
      field: 'a',
      option: 'maxLength',
      key: 'notNumber',
      message: '"maxLength" musí byť číslo',
      text: 'test.json: pole „a“: "maxLength" musí byť číslo',
    });
  });

  it('puts a condition problem at its option', () => {
    const found = problems([{ id: 'a', type: 'str', label: 'A', when: { nope: ['x'] } }]);
    expect(found.map((p) => [p.field, p.option, p.message])).toEqual([
      ['a', 'when', '"when" odkazuje na neznáme pole „nope“'],
    ]);
  });

  it('puts a bound pair at the lower bound, naming the other', () => {
    const found = problems([{ id: 'n', type: 'int', label: 'N', min: 5, max: 2 }]);
    expect(found.map((p) => [p.option, p.key, p.params])).toEqual([['min', 'minAboveMax', { other: 'max' }]]);
  });
});

describe('structured codelist problems', () => {
  it('names the item and its key: a repeated value, a missing label; one empty value is allowed', () => {
    const found = checkCodelistProblems('codelists/x.json', {
      label: 'X',
      items: [
        { value: '', label: 'Bez výberu' },
        { value: 'a', label: 'A' },
        { value: 'a', label: ' ' },
      ],
    });
    expect(found.map((p) => [p.item, p.option, p.key])).toEqual([
      [2, 'value', 'duplicateValue'],
      [2, 'label', 'missingLabel'],
    ]);
  });
});
