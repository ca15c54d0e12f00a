// A retired field (FieldSpec.retired) in a schema form: a record with a stored value shows it read-only
// with a note, a record without one does not show the field. validate is the field engine with the
// record's stored values, as the server computes it.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { computeAttrs, type FormInput, type FormSchema } from '../../schemas/engine';
import { dataProvider, type AppDataProvider } from '../providers/dataProvider';
import { renderInAdmin } from '../test/render';
import { clientForm } from './clientForm';
import { SchemaForm } from './SchemaForm';

const schema = {
  title: 'Test',
  fields: [
    { id: 'name', type: 'str', label: 'Názov' },
    { id: 'players', type: 'int', label: 'Počet hráčov', required: true, retired: true },
  ],
} satisfies FormSchema;

function renderWith(stored: Record<string, unknown>) {
  const form = clientForm(schema);
  const provider: AppDataProvider = {
    ...dataProvider,
    validate: async (_resource, _id, attrs) => computeAttrs(form, attrs as FormInput, { stored }).attrs,
  };
  return renderInAdmin(
    <SchemaForm schema={schema} resource="variants" id={1} skipLoad initialValues={{ info: stored }} />,
    provider,
  );
}

describe('a retired field', () => {
  it('shows a stored value read-only with a note', async () => {
    renderWith({ name: 'Hra', players: 6 });
    const players = await screen.findByRole('textbox', { name: /Počet hráčov/ });
    expect(players).toHaveValue('6');
    expect(players).toBeDisabled();
    expect(players.closest('[data-retired="true"]')).toHaveTextContent(
      /Vyradené pole: hodnota ostáva uložená/,
    );
    expect(screen.getByRole('textbox', { name: /Názov/ })).toBeEnabled();
  });

  it('is not shown for a record without a value', async () => {
    renderWith({ name: 'Hra' });
    expect(await screen.findByRole('textbox', { name: /Názov/ })).toHaveValue('Hra');
    expect(screen.queryByRole('textbox', { name: /Počet hráčov/ })).not.toBeInTheDocument();
  });
});
