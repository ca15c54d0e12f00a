// The map picker of a position field (geo) in a generated form: typing, pasting '48.7235, 19.1462',
// clearing, the radius limits and the degrees' ranges with their Slovak messages; the map draws the
// marker once there is a position. validate is the field engine (the server's own code); GET map is
// the real server in memory.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { computeAttrs, type FormInput, type FormSchema } from '../../schemas/engine';
import { setupRealApi } from '../test/realApi';
import { dataProvider, type AppDataProvider } from '../providers/dataProvider';
import { renderInAdmin } from '../test/render';
import { clientForm } from './clientForm';
import { SchemaForm } from './SchemaForm';
import { pastedPosition } from './widgets/GeoWidget';

setupRealApi({ role: 'admin' });

const SCHEMA: FormSchema = {
  title: 'Miesto',
  fields: [
    { id: 'name', type: 'str', label: 'Názov' },
    { id: 'spot', type: 'geo', label: 'Poloha miesta', min: 10, max: 500, defaultRadius: 30 },
  ],
};

function renderPicker() {
  const form = clientForm(SCHEMA);
  const provider: AppDataProvider = {
    ...dataProvider,
    validate: async (_resource, id, attrs) => {
      const input = attrs as FormInput;
      return computeAttrs(form, input, { suppressRequired: id === null && !Object.keys(input).length }).attrs;
    },
  };
  renderInAdmin(<SchemaForm schema={SCHEMA} resource="places" id={null} />, provider);
}

const lat = () => screen.getByRole('textbox', { name: 'Zemepisná šírka' });
const lng = () => screen.getByRole('textbox', { name: 'Zemepisná dĺžka' });
const radius = () => screen.getByRole('textbox', { name: 'Polomer' });

describe('the position picker (GeoWidget)', () => {
  it('typing both degrees sets the position with the default radius; the map shows its marker', async () => {
    const user = userEvent.setup();
    renderPicker();
    await screen.findByRole('textbox', { name: 'Zemepisná šírka' }, { timeout: 15000 });
    expect(screen.getByRole('button', { name: 'Vymazať polohu' })).toBeDisabled();
    await user.type(lat(), '49,2231');
    await user.type(lng(), '18.7394');
    expect(radius()).toHaveValue('30');
    expect(lat()).toHaveValue('49,2231');
    await waitFor(() => expect(document.querySelector('.leaflet-marker-icon')).not.toBeNull(), {
      timeout: 10000,
    });
    expect(screen.getByAltText('Zvolená poloha')).toBeInTheDocument();
    // the radius can be emptied and typed anew
    await user.clear(radius());
    expect(radius()).toHaveValue('');
    await user.type(radius(), '45');
    expect(radius()).toHaveValue('45');
    expect(screen.queryByText(/Zadajte polohu/)).toBeNull();
  });

  it("pasting '48.7235, 19.1462' into the latitude fills both; 'Vymazať polohu' clears them", async () => {
    const user = userEvent.setup();
    renderPicker();
    await screen.findByRole('textbox', { name: 'Zemepisná šírka' }, { timeout: 15000 });
    await user.click(lat());
    await user.paste('48.7235, 19.1462');
    expect(lat()).toHaveValue('48.7235');
    expect(lng()).toHaveValue('19.1462');
    expect(radius()).toHaveValue('30');
    await user.click(screen.getByRole('button', { name: 'Vymazať polohu' }));
    expect(lat()).toHaveValue('');
    expect(lng()).toHaveValue('');
    expect(radius()).toHaveValue('');
  });

  it('a radius outside the field’s limits and a latitude outside −90…90 show their Slovak messages', async () => {
    const user = userEvent.setup();
    renderPicker();
    await screen.findByRole('textbox', { name: 'Zemepisná šírka' }, { timeout: 15000 });
    await user.click(lat());
    await user.paste('48.7235 19.1462');
    await user.clear(radius());
    await user.type(radius(), '800');
    expect(
      await screen.findByText('Polomer musí byť od 10 do 500 m', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(radius()).toHaveAttribute('aria-invalid', 'true');
    expect(lat()).toHaveAttribute('aria-invalid', 'false');
    await user.clear(radius());
    await user.type(radius(), '120');
    await waitFor(() => expect(screen.queryByText(/Polomer musí byť/)).toBeNull());
    await user.clear(lat());
    await user.type(lat(), '95');
    expect(
      await screen.findByText('Zemepisná šírka musí byť od −90 do 90°', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(lat()).toHaveAttribute('aria-invalid', 'true');
    // what was typed stays while the message shows
    expect(lat()).toHaveValue('95');
  });

  it('only one degree is a format error that keeps the typed text', async () => {
    const user = userEvent.setup();
    renderPicker();
    await screen.findByRole('textbox', { name: 'Zemepisná šírka' }, { timeout: 15000 });
    await user.type(lat(), '48.7');
    expect(
      await screen.findByText(/Zadajte polohu ako zemepisnú šírku a dĺžku/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(lat()).toHaveValue('48.7');
  });
});

describe('pastedPosition', () => {
  const spec = SCHEMA.fields[1]!;
  it('reads a pair or a triple, not a single number with a decimal comma', () => {
    expect(pastedPosition(spec, '48.7235, 19.1462')).toEqual({ lat: '48.7235', lng: '19.1462', radius: '' });
    expect(pastedPosition(spec, '48.7235;19.1462;60')).toEqual({
      lat: '48.7235',
      lng: '19.1462',
      radius: '60',
    });
    expect(pastedPosition(spec, '48,7235')).toBeNull();
    expect(pastedPosition(spec, '48.7')).toBeNull();
    expect(pastedPosition(spec, 'Žilina')).toBeNull();
  });
});
