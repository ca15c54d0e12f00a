// The property panel is generated from the engine's option metadata: for every field type, every option
// the engine allows has a control (data-option) with its name in a tooltip; an engine problem at an
// option shows under that control; an option set in the schema (aliases, widget) is shown.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import {
  COMMON_FIELD_OPTIONS,
  FIELD_OPTIONS_BY_TYPE,
  FIELD_TYPES,
  OPTION_META,
  checkSchemaProblems,
  type FieldSpec,
  type FieldType,
  type FormSchema,
} from '../../../schemas/engine';
import { i18nProvider } from '../../providers/i18nProvider';
import { FieldPanel } from './FieldPanel';

const codelists = {
  layout: {
    label: 'Rozloženie',
    items: [
      { value: 'CHALLENGE', label: 'Výzva' },
      { value: 'ANSWER_REQUIRED', label: 'Textová odpoveď' },
    ],
  },
  color: { label: 'Farba', items: [{ value: 'red', label: 'Červená' }] },
};

function fieldOf(type: FieldType): FieldSpec {
  const spec: FieldSpec = { id: 'f', type, label: 'Skúšobné pole' };
  if (type === 'group') spec.fields = [{ id: 'f.n', type: 'int', label: 'Počet' }];
  if (type === 'enum' || type === 'list' || type === 'set') spec.codelist = 'color';
  return spec;
}

function renderPanel(form: FormSchema, fieldId: string, formName = 'variant') {
  const problems = checkSchemaProblems(`${formName}.json`, form, codelists).filter(
    (p) => p.field === fieldId,
  );
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <FieldPanel
        formName={formName}
        form={form}
        fieldId={fieldId}
        codelists={codelists}
        storedIds={new Set()}
        problems={problems}
        onChange={() => undefined}
      />
    </AdminContext>,
  );
}

describe('FieldPanel', () => {
  it.each(FIELD_TYPES)(
    'has a control for every option of type %s, in its part, named in a tooltip',
    (type) => {
      const form: FormSchema = {
        title: 'T',
        fields: [{ id: 'layout', type: 'enum', label: 'Rozloženie', codelist: 'layout' }, fieldOf(type)],
      };
      const { container } = renderPanel(form, 'f');
      const expected = [...COMMON_FIELD_OPTIONS, ...FIELD_OPTIONS_BY_TYPE[type]];
      for (const name of expected) {
        const control = container.querySelector(`[data-option="${name}"]`);
        expect(control, `type ${type}: option "${name}" has no control in the panel`).not.toBeNull();
        expect(control!.getAttribute('title')).toBe(name);
      }
      const shown = [...container.querySelectorAll('[data-option]')].map((e) =>
        e.getAttribute('data-option'),
      );
      expect(shown.sort()).toEqual([...expected].sort());
      for (const name of expected) {
        const part = container.querySelector(`[data-option="${name}"]`)!.closest('[data-option-group]');
        expect(part?.getAttribute('data-option-group'), name).toBe(OPTION_META[name]!.group);
      }
      expect(screen.getByRole('heading', { name: 'Pokročilé' })).toBeInTheDocument();
    },
  );

  it('shows options the old panel hid: aliases and widget of a field that uses them', () => {
    const form: FormSchema = {
      title: 'T',
      fields: [
        { id: 'street', type: 'str', label: 'Ulica', aliases: ['address', 'ulica'], widget: 'address' },
      ],
    };
    const { container } = renderPanel(form, 'street');
    const aliases = container.querySelector('[data-option="aliases"]') as HTMLElement;
    expect(within(aliases).getByRole('textbox', { name: 'Iné názvy na vstupe' })).toHaveValue(
      'address, ulica',
    );
    const widget = container.querySelector('[data-option="widget"]') as HTMLElement;
    expect(within(widget).getByRole('combobox', { name: 'Zvláštny vstup' })).toHaveTextContent(
      'Návrhy adries pri písaní',
    );
    // the id is in the advanced part, not among the basics
    const advanced = container.querySelector('[data-option-group="advanced"]') as HTMLElement;
    expect(within(advanced).getByRole('textbox', { name: 'Technický názov (id)' })).toHaveValue('street');
  });

  it('shows the engine problem of an invalid value under its control', () => {
    const form: FormSchema = {
      title: 'T',
      fields: [{ id: 'n', type: 'str', label: 'Meno', minLength: 10, maxLength: 3 }],
    };
    const { container } = renderPanel(form, 'n');
    const min = container.querySelector('[data-option="minLength"]') as HTMLElement;
    expect(within(min).getByText('Je väčšie ako „Najväčšia dĺžka“ (3).')).toBeInTheDocument();
    expect(container.querySelector('[data-option="maxLength"] [data-option-problem]')).toBeNull();
    expect(container.querySelector('[data-field-problems]')).toBeNull();
  });

  it('says which condition a field inherits from its group', () => {
    const form: FormSchema = {
      title: 'T',
      fields: [
        { id: 'layout', type: 'enum', label: 'Rozloženie', codelist: 'layout' },
        {
          id: 'yes-no',
          type: 'group',
          label: 'Áno/nie',
          when: { layout: ['CHALLENGE'] },
          fields: [{ id: 'yes-no.note', type: 'str', label: 'Bezpečnostné upozornenie' }],
        },
      ],
    };
    renderPanel(form, 'yes-no.note', 'level');
    expect(
      screen.getByText('Platí aj podmienka skupiny „Áno/nie“: pole sa zobrazí, len keď Rozloženie je Výzva.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Nič nezaškrtnuté: pri každom rozložení.')).toBeNull();
  });
});
