// The schema checker: readable Slovak problems that name the file, the field and what is wrong.
import { describe, expect, it } from 'vitest';
import { checkCodelist, checkSchema, checkSchemaProblems, checkSchemaSet, formatReport } from './check';
import { TEST_CODELISTS } from './test-helpers';

const check = (fields: unknown[], extra: Record<string, unknown> = {}) =>
  checkSchema('test.json', { title: 'Test', fields, ...extra }, TEST_CODELISTS);

describe('checkSchema', () => {
  it('a correct schema has no problems', () => {
    expect(
      check(
        [
          { id: 'layout', type: 'enum', label: 'Rozloženie', codelist: 'layout', section: 'side' },
          {
            id: 'g',
            type: 'group',
            label: 'Skupina',
            when: { layout: ['MAKE_POEM'] },
            checkbox: true,
            count: 'n',
            fields: [{ id: 'n', type: 'int', label: 'Počet', min: 1, max: 5 }],
          },
        ],
        { sections: [{ id: 'side', label: 'Bok', sidebar: true }] },
      ),
    ).toEqual([]);
  });

  it.each([
    [{ id: 'a', type: 'strr', label: 'A' }, 'test.json: pole „a“: neznámy typ „strr“'],
    [{ id: 'a', type: 'str' }, 'test.json: pole „a“: chýba popis "label"'],
    [{ id: 'a', type: 'str', label: ' ' }, 'pole „a“: chýba popis "label"'],
    [{ id: 'a', type: 'str', label: 'A', colour: 'red' }, 'pole „a“: neznáma voľba „colour“'],
    [
      { id: 'a', type: 'str', label: 'A', max: 5 },
      'pole „a“: voľba „max“ nepatrí k typu str: pre dĺžku textu použite "minLength" / "maxLength"',
    ],
    [{ id: 'a', type: 'int', label: 'A', codelist: 'x' }, 'pole „a“: voľba „codelist“ nepatrí k typu int'],
    [{ id: 'a', type: 'int', label: 'A', min: 10, max: 1 }, 'pole „a“: "min" (10) je väčšie ako "max" (1)'],
    [
      { id: 'a', type: 'str', label: 'A', minLength: 9, maxLength: 3 },
      '"minLength" (9) je väčšie ako "maxLength" (3)',
    ],
    [
      { id: 'a', type: 'date', label: 'A', min: '2026-05-01', max: '2026-01-01' },
      '"min" (2026-05-01) je väčšie ako "max"',
    ],
    [
      { id: 'a', type: 'date', label: 'A', min: '1.1.2026' },
      'pole „a“: "min" dátumu musí byť v tvare "RRRR-MM-DD"',
    ],
    [{ id: 'a', type: 'int', label: 'A', min: '1' }, 'pole „a“: "min" musí byť číslo'],
    [{ id: 'a', type: 'float', label: 'A', prec: 1.5 }, 'pole „a“: "prec" musí byť celé číslo 0 alebo viac'],
    [{ id: 'a', type: 'int', label: 'A', scale: 0 }, '"scale" musí byť kladné číslo'],
    [
      { id: 'a', type: 'enum', label: 'A', codelist: 'countries' },
      'pole „a“: neznámy číselník „countries“ (súbor codelists/countries.json neexistuje)',
    ],
    [
      { id: 'a', type: 'enum', label: 'A' },
      'pole „a“: zadajte práve jedno z "codelist" (číselník) alebo "source"',
    ],
    [
      { id: 'a', type: 'list', label: 'A', codelist: 'color', source: 'activeGames' },
      'zadajte práve jedno z "codelist"',
    ],
    [{ id: 'a', type: 'str', label: 'A', unit: 'lb' }, 'pole „a“: neznáma jednotka „lb“'],
    [
      { id: 'a', type: 'str', label: 'A', format: 'phone' },
      'pole „a“: neznámy formát „phone“ (povolené: email)',
    ],
    [
      { id: 'a', type: 'str', label: 'A', pattern: '([' },
      'pole „a“: "pattern" nie je platný regulárny výraz',
    ],
    [{ id: 'a', type: 'str', label: 'A', required: 'yes' }, 'pole „a“: "required" musí byť true alebo false'],
    [{ id: 'a', type: 'str', label: 'A', aliases: 'b' }, 'pole „a“: "aliases" musí byť zoznam textov'],
    [
      { id: 'a', type: 'str', label: 'A', forced: true, required: true },
      'pole „a“: pole len na čítanie ("forced") nemôže byť povinné',
    ],
    [
      { id: 'a', type: 'int', label: 'A', min: 1, default: 0 },
      'pole „a“: predvolená hodnota 0 nevyhovuje pravidlám poľa (out_of_range)',
    ],
    [
      { id: 'a', type: 'enum', label: 'A', codelist: 'color', default: 'pink' },
      'predvolená hodnota "pink" nevyhovuje pravidlám poľa (invalid_value)',
    ],
    [
      { id: 'a', type: 'str', label: 'A', when: { ghost: ['x'] } },
      'pole „a“: "when" odkazuje na neznáme pole „ghost“',
    ],
    [{ id: 'a', type: 'str', label: 'A', when: { a: ['x'] } }, '"when" nesmie odkazovať na samé pole'],
    [{ id: 'a', type: 'str', label: 'A', when: 'layout' }, '"when" musí byť objekt'],
    [
      { id: 'a', type: 'str', label: 'A', patternWhen: { a: [] } },
      '"patternWhen" má zmysel len spolu s "pattern"',
    ],
    [
      { id: 'a', type: 'group', label: 'A', fields: [] },
      'pole „a“: skupina musí mať neprázdny zoznam polí "fields"',
    ],
    [{ id: 'a b', type: 'str', label: 'A' }, 'pole „a b“: id smie obsahovať len písmená'],
    [{ type: 'str', label: 'A' }, 'test.json: pole č. 1: chýba "id"'],
    ['text', 'test.json: pole č. 1: musí byť objekt'],
  ])('%j → %s', (field, message) => {
    const problems = check([field]);
    expect(problems.join('\n')).toContain(message);
  });

  it('duplicate ids, also inside groups', () => {
    const problems = check([
      { id: 'name', type: 'str', label: 'A' },
      { id: 'g', type: 'group', label: 'G', fields: [{ id: 'name', type: 'str', label: 'B' }] },
    ]);
    expect(problems).toContain('test.json: pole „name“: id je vo formulári dvakrát');
  });
  it('requiredWhen may name a $sheet value; other conditions may not, unknown ones are refused', () => {
    expect(check([{ id: 'a', type: 'str', label: 'A', requiredWhen: { '$sheet.labeler': [true] } }])).toEqual(
      [],
    );
    expect(
      check([{ id: 'a', type: 'str', label: 'A', requiredWhen: { '$sheet.color': [true] } }]).join('\n'),
    ).toContain('odkazuje na neznámu hodnotu „$sheet.color“');
    expect(
      check([{ id: 'a', type: 'str', label: 'A', when: { '$sheet.labeler': [true] } }]).join('\n'),
    ).toContain('nemôže odkazovať na hodnotu „$sheet.labeler“');
  });
  it('optionsWhen names codelist values and $sheet values only (issue 31)', () => {
    const enumWith = (optionsWhen: unknown) => [
      { id: 'c', type: 'enum', label: 'C', codelist: 'color', optionsWhen },
      { id: 'k', type: 'str', label: 'K' },
    ];
    expect(check(enumWith([{ values: ['red'], when: { '$sheet.wedding': [true] } }]))).toEqual([]);
    const problems = (o: unknown) => check(enumWith(o)).join('\n');
    expect(problems([{ values: ['pink'], when: { '$sheet.wedding': [true] } }])).toContain(
      'hodnota „pink“ nie je v číselníku „color“',
    );
    expect(problems([{ values: ['red'], when: { k: ['x'] } }])).toContain(
      '"when" môže odkazovať len na hodnoty okolia',
    );
    expect(problems([{ values: ['red'], when: { '$sheet.color': [true] } }])).toContain(
      'odkazuje na neznámu hodnotu „$sheet.color“',
    );
    expect(problems([{ values: ['red'] }])).toContain('chýba "when"');
    expect(
      check([{ id: 's', type: 'str', label: 'S', optionsWhen: [{ values: ['a'], when: {} }] }]).join('\n'),
    ).toContain('optionsWhen');
  });

  it('an alias that is another field id', () => {
    const problems = check([
      { id: 'a', type: 'str', label: 'A' },
      { id: 'b', type: 'str', label: 'B', aliases: ['a'] },
    ]);
    expect(problems.join('\n')).toContain('pole „b“: názov „a“ už používa pole „a“');
  });
  it('indexed aliases may share a name but not with a field', () => {
    const ok = check([
      { id: 'a1', type: 'str', label: 'A', aliases: ['a[0]'] },
      { id: 'a2', type: 'str', label: 'A', aliases: ['a[1]'] },
    ]);
    expect(ok).toEqual([]);
    const bad = check([
      { id: 'a', type: 'str', label: 'A' },
      { id: 'a1', type: 'str', label: 'A', aliases: ['a[0]'] },
    ]);
    expect(bad.join('\n')).toContain('názov „a“ už používa pole „a“');
  });
  it('a condition on a plain group, and a cycle of conditions', () => {
    const problems = check([
      { id: 'g', type: 'group', label: 'G', fields: [{ id: 'x', type: 'str', label: 'X' }] },
      { id: 'a', type: 'bool', label: 'A', when: { b: [true] } },
      { id: 'b', type: 'bool', label: 'B', when: { a: [true] } },
      { id: 'c', type: 'str', label: 'C', when: { g: ['x'] } },
    ]);
    const text = problems.join('\n');
    expect(text).toContain('pole „c“: "when" odkazuje na skupinu „g“, ktorá nemá hodnotu');
    expect(text).toContain('podmienky "when" sa navzájom podmieňujú v kruhu: „a“ → „b“ → „a“');
  });
  it('a group may not depend on a field inside itself', () => {
    const problems = check([
      {
        id: 'g',
        type: 'group',
        label: 'G',
        when: { x: ['a'] },
        fields: [{ id: 'x', type: 'str', label: 'X' }],
      },
    ]);
    expect(problems).toEqual([
      'test.json: pole „g“: "when" nesmie odkazovať na samé pole ani na pole vo svojej skupine („x“)',
      'test.json: podmienky "when" sa navzájom podmieňujú v kruhu: „g“ → „x“ → „g“',
    ]);
  });
  it.each([
    [false, 'n', 'int', '"count" (opakovanie) patrí len ku skupine so zaškrtávacím políčkom'],
    [true, 'n', 'str', '"count": pole „n“ musí byť typu int'],
    [true, 'zz', 'int', '"count": pole „zz“ nie je v tejto skupine'],
  ])(
    'repeat count must be an int inside a checkbox group (checkbox %s, count %s of type %s)',
    (checkbox, count, type, problem) => {
      const group = { id: 'g', type: 'group', label: 'G', count, fields: [{ id: 'n', type, label: 'N' }] };
      expect(check([checkbox ? { ...group, checkbox } : group]).join('\n')).toContain(problem);
    },
  );
  it('sections: unknown section, section inside a group', () => {
    const problems = check(
      [
        { id: 'a', type: 'str', label: 'A', section: 'bok' },
        {
          id: 'g',
          type: 'group',
          label: 'G',
          fields: [{ id: 'x', type: 'str', label: 'X', section: 'main' }],
        },
      ],
      { sections: [{ id: 'main', label: 'Hlavná' }] },
    );
    expect(problems.join('\n')).toContain('pole „a“: neznáma sekcia „bok“ (vo formulári sú: main)');
    expect(problems.join('\n')).toContain('pole „x“: "section" sa zadáva len pri poliach najvyššej úrovne');
  });
  it('invariants must be codelist values', () => {
    const problems = check([
      { id: 's', type: 'set', label: 'S', codelist: 'color', invariants: [['red', 'pink']] },
    ]);
    expect(problems).toEqual([
      'test.json: pole „s“: "invariants": hodnota „pink“ nie je v číselníku „color“',
    ]);
  });
  it('rules: unknown fields', () => {
    const problems = check([{ id: 'contract', type: 'bool', label: 'Zmluva' }], {
      rules: [{ when: { contract: [true], labeler: [false] }, force: { labeler: true } }],
    });
    expect(problems.join('\n')).toContain('pravidlo č. 1: "when" odkazuje na neznáme pole „labeler“');
    expect(problems.join('\n')).toContain('pravidlo č. 1: "force" odkazuje na neznáme pole „labeler“');
  });
  it('check rules (issue 22): a correct set has no problems', () => {
    const fields = [
      { id: 'layout', type: 'enum', label: 'Rozloženie', codelist: 'layout' },
      { id: 'min', type: 'int', label: 'Min' },
      { id: 'max', type: 'int', label: 'Max' },
      { id: 'order', type: 'str', label: 'Číslo' },
      { id: 'a1', type: 'image', label: 'A1' },
      { id: 'a2', type: 'image', label: 'A2' },
    ];
    const rules = [
      { lessOrEqual: ['min', 'max'], message: 'Min nesmie byť väčšie ako max' },
      {
        when: { layout: ['MAKE_POEM'] },
        minFilled: { fields: ['a1', 'a2'], count: 2 },
        message: 'Dva obrázky',
      },
      {
        unique: { field: 'order', source: 'levelNumbers' },
        message: 'Číslo %{value} má už úloha „%{label}“',
      },
      {
        when: { layout: ['MAKE_POEM'] },
        require: { '$sheet.frameImage': [true] },
        field: 'layout',
        message: 'Rámik chýba',
      },
    ];
    expect(check(fields, { rules })).toEqual([]);
  });
  it('check rules: one kind, a message, known fields, comparable types, a field for a context rule', () => {
    const fields = [
      { id: 'min', type: 'int', label: 'Min' },
      { id: 'name', type: 'str', label: 'Meno' },
      { id: 'n', type: 'str', label: 'N' },
    ];
    const problems = check(fields, {
      rules: [
        { lessOrEqual: ['min', 'name'], minFilled: { fields: ['min'], count: 1 }, message: 'x' },
        { lessOrEqual: ['min', 'name'] },
        { lessOrEqual: ['min', 'nope'], message: 'x' },
        { minFilled: { fields: ['min', 'name'], count: 3 }, message: 'x' },
        { minFilled: { fields: ['min'], count: 'n' }, message: 'x' },
        { when: { min: [1] }, require: { '$sheet.frameImage': [true] }, message: 'x' },
        { when: { min: [1] }, require: { '$sheet.color': [true] }, field: 'min', message: 'x' },
        { minFilled: { fields: ['min'], count: 1 }, message: 'x', oops: 1 },
      ],
    }).join('\n');
    expect(problems).toContain(
      'pravidlo č. 1: pravidlo musí mať práve jeden z kľúčov force, minFilled, lessOrEqual, unique, require (má: minFilled, lessOrEqual)',
    );
    expect(problems).toContain('pravidlo č. 2: chýba hlásenie "message"');
    expect(problems).toContain(
      'pravidlo č. 2: "lessOrEqual" porovnáva dve čísla (int, float) alebo dva dátumy',
    );
    expect(problems).toContain('pravidlo č. 3: "lessOrEqual" odkazuje na neznáme pole „nope“');
    expect(problems).toContain('pravidlo č. 4: "minFilled.count" musí byť celé číslo od 1 do 2 (počet polí)');
    expect(problems).toContain('pravidlo č. 5: "minFilled.count": pole „n“ musí byť typu int');
    expect(problems).toContain(
      'pravidlo č. 6: pri "require" s hodnotami okolia ($sheet.…) zadajte pole "field"',
    );
    expect(problems).toContain('pravidlo č. 7: "require" odkazuje na neznámu hodnotu „$sheet.color“');
    expect(problems).toContain('pravidlo č. 8: neznámy kľúč „oops“');
  });
  it("a rule's problems name the rule, without its number in the message, with a key", () => {
    const fields = [
      { id: 'min', type: 'int', label: 'Min' },
      { id: 'name', type: 'str', label: 'Meno' },
    ];
    const problems = checkSchemaProblems(
      'test.json',
      {
        title: 'Test',
        fields,
        rules: [
          { lessOrEqual: ['min', 'min'], message: 'x' },
          { minFilled: { fields: ['min', 'nope'], count: 3 } },
        ],
      },
      TEST_CODELISTS,
    );
    expect(problems.every((p) => p.rule === 1)).toBe(true);
    expect(problems).toContainEqual(
      expect.objectContaining({
        rule: 1,
        key: 'ruleNoMessage',
        message: expect.stringMatching(/^chýba hlásenie/),
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ rule: 1, key: 'ruleUnknownField', params: { field: 'nope' } }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ rule: 1, key: 'ruleCountRange', params: { max: 2 } }),
    );
  });
  it('patternMessage needs a pattern; separator is one character', () => {
    const problems = check([
      { id: 'a', type: 'str', label: 'A', patternMessage: 'Zadajte 5 číslic' },
      { id: 'b', type: 'str', label: 'B', separator: ';;' },
    ]);
    expect(problems).toEqual([
      'test.json: pole „a“: "patternMessage" má zmysel len spolu s "pattern"',
      'test.json: pole „b“: "separator" musí byť jeden znak, napr. ";"',
    ]);
  });
  it('form level: not an object, missing title and fields, unknown keys', () => {
    expect(checkSchema('x.json', [], [])).toEqual([
      'x.json: súbor musí obsahovať objekt { "title": …, "fields": [ … ] }',
    ]);
    const problems = checkSchema('x.json', { feilds: [] }, []);
    expect(problems).toContain(
      'x.json: neznámy kľúč „feilds“ (povolené: $schema, title, sections, fields, rules)',
    );
    expect(problems).toContain('x.json: chýba nadpis formulára "title"');
    expect(problems).toContain('x.json: chýba zoznam polí "fields"');
  });
  it('never throws, whatever the JSON', () => {
    for (const json of [
      null,
      1,
      'x',
      { fields: [null, 1, [], { id: 1 }] },
      { title: 'x', fields: [{ id: 'a', type: 'group', label: 'A', fields: 'x' }] },
    ]) {
      expect(() => checkSchema('x.json', json, {})).not.toThrow();
    }
  });
});

describe('checkCodelist', () => {
  it('a correct codelist', () => {
    expect(
      checkCodelist('codelists/role.json', { label: 'Rola', items: [{ value: '1', label: 'Používateľ' }] }),
    ).toEqual([]);
  });
  it('problems name the file and the item', () => {
    const problems = checkCodelist('codelists/role.json', {
      label: '',
      items: [{ value: 1, label: 'A' }, { value: 'x' }, { value: 'x', label: 'B', color: 'red' }],
    });
    expect(problems).toEqual([
      'codelists/role.json: chýba názov číselníka "label"',
      'codelists/role.json: položka č. 1: "value" musí byť text v úvodzovkách',
      'codelists/role.json: položka č. 2: chýba popis "label"',
      'codelists/role.json: položka č. 3: neznámy kľúč „color“ (povolené: value, label, disabled, data)',
      'codelists/role.json: položka č. 3: hodnota „x“ je v číselníku dvakrát',
    ]);
  });
});

describe('checkSchemaSet and formatReport', () => {
  it('checks codelists and forms together', () => {
    const problems = checkSchemaSet(
      {
        'user.json': { title: 'U', fields: [{ id: 'role', type: 'enum', label: 'Rola', codelist: 'role' }] },
      },
      { role: { label: 'Rola', items: [] } },
    );
    expect(problems).toEqual([]);
    const missing = checkSchemaSet(
      {
        'user.json': { title: 'U', fields: [{ id: 'role', type: 'enum', label: 'Rola', codelist: 'rola' }] },
      },
      {},
    );
    expect(missing).toEqual([
      'user.json: pole „role“: neznámy číselník „rola“ (súbor codelists/rola.json neexistuje)',
    ]);
  });
  it('the report is a heading and one line per problem', () => {
    expect(formatReport(['a.json: x', 'b.json: y'])).toBe(
      'V schémach formulárov sú chyby (2):\n  - a.json: x\n  - b.json: y',
    );
  });
});

describe('checkSchema: widget and fill', () => {
  const street = (extra: Record<string, unknown>) => ({
    id: 'street',
    type: 'str',
    label: 'Ulica',
    ...extra,
  });
  const zip = { id: 'zip', type: 'str', label: 'PSČ' };

  it('accepts an address widget that fills existing fields and a zip widget', () => {
    expect(check([street({ widget: 'address', fill: { zip: 'zip' } }), { ...zip, widget: 'zip' }])).toEqual(
      [],
    );
  });

  it('names an unknown widget, a fill without the address widget and a fill of a missing field', () => {
    expect(check([street({ widget: 'mapa' })]).join('\n')).toContain('neznámy "widget" „mapa“');
    expect(check([street({ fill: { zip: 'zip' } }), zip]).join('\n')).toContain(
      '"fill" patrí len k poľu s "widget": "address"',
    );
    expect(check([street({ widget: 'address', fill: { city: 'mesto' } })]).join('\n')).toContain(
      '"fill": pole „mesto“ vo formulári neexistuje',
    );
  });
});
