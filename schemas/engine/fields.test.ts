// The one walk over a form's fields: order, depth, sections inherited from the top-level field, and
// malformed entries skipped.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SECTION, codelistsUsed, fieldsById, findFieldVisit, listFields } from './fields';

const form = {
  title: 'T',
  fields: [
    { id: 'a', type: 'str', label: 'A' },
    {
      id: 'g',
      type: 'group',
      label: 'G',
      section: 'side',
      fields: [
        { id: 'g.b', type: 'enum', label: 'B', codelist: 'color' },
        {
          id: 'g.h',
          type: 'group',
          label: 'H',
          fields: [{ id: 'g.h.c', type: 'float', label: 'C', action: { codelist: 'postage' } }],
        },
      ],
    },
    'not a field',
    { type: 'str', label: 'no id' },
  ],
};

describe('walkFields', () => {
  it('visits every field in document order with depth, parents and section', () => {
    expect(listFields(form).map((f) => [f.id, f.depth, f.parentIds.join('/'), f.section])).toEqual([
      ['a', 0, '', DEFAULT_SECTION],
      ['g', 0, '', 'side'],
      ['g.b', 1, 'g', 'side'],
      ['g.h', 1, 'g', 'side'],
      ['g.h.c', 2, 'g/g.h', 'side'],
    ]);
  });

  it('finds a field with where it sits', () => {
    const found = findFieldVisit(form, 'g.h');
    expect(found?.parent?.id).toBe('g');
    expect(found?.index).toBe(1);
    expect(fieldsById(form).size).toBe(5);
  });

  it('lists the codelists of fields and of their actions', () => {
    expect(codelistsUsed(form)).toEqual(['color', 'postage']);
  });

  it('takes anything without fields as an empty form', () => {
    expect(listFields(null)).toEqual([]);
    expect(listFields({ fields: 'x' })).toEqual([]);
  });
});
