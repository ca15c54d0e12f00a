// Builds small forms for the engine's tests.
import { compileForm, type Form } from './compile';
import type { Codelists, FieldSpec, FormSchema } from './types';

export const TEST_CODELISTS: Codelists = {
  color: {
    label: 'Farba',
    items: [
      { value: 'red', label: 'Červená' },
      { value: 'green', label: 'Zelená' },
      { value: 'blue', label: 'Modrá' },
      { value: 'old', label: 'Stará', disabled: true },
    ],
  },
  layout: {
    label: 'Rozloženie',
    items: [
      { value: 'ANSWER_REQUIRED', label: 'Odpoveď' },
      { value: 'MAKE_POEM', label: 'Básnička' },
      { value: 'GAME_YES_NO', label: 'Výzva' },
    ],
  },
  segment: {
    label: 'Segment',
    items: [
      { value: '', label: 'Štandardný' },
      { value: 'FACTS', label: 'Fakty' },
    ],
  },
};

export function makeForm(fields: FieldSpec[], extra: Partial<FormSchema> = {}): Form {
  return compileForm('test', { title: 'Test', fields, ...extra }, TEST_CODELISTS);
}

/** One field form; returns the form and its field id. */
export function oneField(spec: Partial<FieldSpec> & Pick<FieldSpec, 'type'>): Form {
  return makeForm([{ id: 'f', label: 'Pole', ...spec }]);
}
