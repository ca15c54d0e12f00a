// The editor's draft operations: ids from labels, moving within and across sections and groups (keyboard
// and drag), adding, changing a type and retiring.
import { describe, expect, it } from 'vitest';
import type { FormSchema } from '../../../schemas/engine';
import {
  addField,
  changeType,
  fieldIds,
  findField,
  moveField,
  moveFieldTo,
  newFieldId,
  sectionRows,
  setRetired,
  slugId,
} from './draft';

const form: FormSchema = {
  title: 'T',
  sections: [
    { id: 'sidebar', label: 'Bok', sidebar: true },
    { id: 'content', label: 'Obsah' },
  ],
  fields: [
    { id: 'a', type: 'str', label: 'A', section: 'sidebar' },
    { id: 'b', type: 'str', label: 'B', section: 'sidebar' },
    { id: 'c', type: 'str', label: 'C', section: 'content' },
    {
      id: 'g',
      type: 'group',
      label: 'G',
      section: 'content',
      fields: [
        { id: 'g.x', type: 'int', label: 'X', min: 1 },
        { id: 'g.y', type: 'int', label: 'Y' },
      ],
    },
  ],
};
const order = (f: FormSchema) =>
  sectionRows(f).map((s) => `${s.id}:${s.rows.map((r) => r.spec.id).join(',')}`);

describe('the draft of a form', () => {
  it('makes ids from labels that were never used', () => {
    expect(slugId('Počet hráčov')).toBe('pocetHracov');
    expect(slugId('2. kolo')).toBe('pole2Kolo');
    expect(newFieldId('Počet hráčov', new Set(['pocetHracov', 'pocetHracov2']))).toBe('pocetHracov3');
    expect(newFieldId('Z', new Set(), 'g')).toBe('g.z');
  });

  it('moves a field within its section, into the next section and back', () => {
    expect(order(form)).toEqual(['sidebar:a,b', 'content:c,g,g.x,g.y']);
    const down = moveField(form, 'a', 1);
    expect(order(down)).toEqual(['sidebar:b,a', 'content:c,g,g.x,g.y']);
    const across = moveField(down, 'a', 1);
    expect(order(across)).toEqual(['sidebar:b', 'content:a,c,g,g.x,g.y']);
    expect(findField(across, 'a')?.section).toBe('content');
    expect(order(moveField(across, 'a', -1))).toEqual(['sidebar:b,a', 'content:c,g,g.x,g.y']);
    expect(moveField(form, 'g', 1)).toBe(form);
    expect(order(form)).toEqual(['sidebar:a,b', 'content:c,g,g.x,g.y']);
  });

  it('moves a group field only within its group', () => {
    expect(order(moveField(form, 'g.y', -1))).toEqual(['sidebar:a,b', 'content:c,g,g.y,g.x']);
    expect(moveField(form, 'g.x', -1)).toBe(form);
    expect(moveFieldTo(form, 'g.x', { beforeId: 'c' })).toBe(form);
  });

  it('drops a field before another (taking its section) or at the end of a section', () => {
    expect(order(moveFieldTo(form, 'c', { beforeId: 'a' }))).toEqual(['sidebar:c,a,b', 'content:g,g.x,g.y']);
    expect(order(moveFieldTo(form, 'a', { section: 'content' }))).toEqual([
      'sidebar:b',
      'content:c,g,g.x,g.y,a',
    ]);
    expect(order(moveFieldTo(form, 'g.y', { beforeId: 'g.x' }))).toEqual([
      'sidebar:a,b',
      'content:c,g,g.y,g.x',
    ]);
  });

  it('adds a field at the end of its section or group, changes a type and retires', () => {
    const added = addField(form, { id: 'n', label: 'N', type: 'int', section: 'sidebar' });
    expect(order(added)).toEqual(['sidebar:a,b,n', 'content:c,g,g.x,g.y']);
    const inGroup = addField(form, { id: 'g.z', label: 'Z', type: 'str', parentId: 'g' });
    expect(fieldIds(inGroup)).toEqual(['a', 'b', 'c', 'g', 'g.x', 'g.y', 'g.z']);
    expect(findField(changeType(form, 'g.x', 'str'), 'g.x')).toEqual({ id: 'g.x', type: 'str', label: 'X' });
    const retired = setRetired(form, 'b', true);
    expect(findField(retired, 'b')?.retired).toBe(true);
    expect(findField(setRetired(retired, 'b', false), 'b')?.retired).toBeUndefined();
    expect(findField(form, 'b')?.retired).toBeUndefined();
  });
});
