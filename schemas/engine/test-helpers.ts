// Builds small forms for the engine's tests.
import { compileForm, type Form } from './compile';
import type { Codelists, FieldSpec, FormSchema } from './types';

/** A codelist of [value, label] items; `disabled` names the values no longer offered. */
function codelist(label: string, items: [string, string][], disabled: string[] = []): Codelists[string] {
  return {
    label,
    items: items.map(([value, text]) => ({
      value,
      label: text,
      ...(disabled.includes(value) && { disabled: true }),
    })),
  };
}

export const TEST_CODELISTS: Codelists = {
  color: codelist(
    'Farba',
    [
      ['red', 'Červená'],
      ['green', 'Zelená'],
      ['blue', 'Modrá'],
      ['old', 'Stará'],
    ],
    ['old'],
  ),
  layout: codelist('Rozloženie', [
    ['ANSWER_REQUIRED', 'Odpoveď'],
    ['MAKE_POEM', 'Básnička'],
    ['GAME_YES_NO', 'Výzva'],
  ]),
  segment: codelist('Segment', [
    ['', 'Štandardný'],
    ['FACTS', 'Fakty'],
  ]),
};

export function makeForm(fields: FieldSpec[], extra: Partial<FormSchema> = {}): Form {
  return compileForm('test', { title: 'Test', fields, ...extra }, TEST_CODELISTS);
}

/** One field form; returns the form and its field id. */
export function oneField(spec: Partial<FieldSpec> & Pick<FieldSpec, 'type'>): Form {
  return makeForm([{ id: 'f', label: 'Pole', ...spec }]);
}
