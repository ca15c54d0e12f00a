import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failNext } from '../test/realApi';
import { setupRealApi } from '../test/realApi';
import { dataProvider } from '../providers/dataProvider';
import { FrameTestContext, resetClientState } from '../test/render';
import { AddressAutocomplete } from './AddressAutocomplete';
import { clearAddressCache, type AddressResult } from './addressLookup';
import { PostName } from './PostName';
import { clearPostNameCache } from './postName';

setupRealApi({ role: 'editor' });

beforeEach(() => {
  resetClientState();
  clearAddressCache();
  clearPostNameCache();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A street/zip/city form part, as the user form would wire it. */
function AddressFields() {
  const [street, setStreet] = useState('');
  const [picked, setPicked] = useState<AddressResult | null>(null);
  return (
    <>
      <AddressAutocomplete value={street} onChange={setStreet} onPick={setPicked} />
      <output data-testid="zip">{picked?.zip ?? ''}</output>
      <output data-testid="city">{picked?.city ?? ''}</output>
      <PostName zip={picked?.zip} />
    </>
  );
}

/** The search texts of the GET addresses calls the app made. */
const addressCalls = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls
    .filter((args) => args[1] === 'addresses')
    .map((args) => (args[3] as { query: { s: string } }).query.s);

function renderFields() {
  render(
    <FrameTestContext>
      <AddressFields />
    </FrameTestContext>,
  );
  return screen.getByRole('combobox', { name: 'Ulica' });
}

describe('address autocomplete', () => {
  it('asks nothing under 2 characters and says so', async () => {
    const call = vi.spyOn(dataProvider, 'call');
    const input = renderFields();
    await userEvent.type(input, 'z');
    expect(await screen.findByText('Napíšte aspoň 2 znaky')).toBeInTheDocument();
    expect(addressCalls(call)).toEqual([]);
  });

  it('asks nothing for a text over the search limit and says so', async () => {
    const call = vi.spyOn(dataProvider, 'call');
    const input = renderFields();
    input.focus();
    fireEvent.change(input, { target: { value: 'Hurbanova '.repeat(21) } });
    expect(await screen.findByText('Adresu takú dlhú nemožno vyhľadať')).toBeInTheDocument();
    expect(addressCalls(call)).toEqual([]);
  });

  it('shows at most 10 suggestions and fills street, zip and city from the picked one', async () => {
    const input = renderFields();
    input.focus();
    fireEvent.change(input, { target: { value: 'zilina' } });
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(10));

    fireEvent.change(input, { target: { value: 'narodna zilina' } });
    const option = await screen.findByRole('option', { name: /Národná 1\/13/ });
    expect(option).toHaveTextContent('010 01 Žilina');
    await userEvent.click(option);
    expect(input).toHaveValue('Národná 1/13');
    expect(screen.getByTestId('zip')).toHaveTextContent('010 01');
    expect(screen.getByTestId('city')).toHaveTextContent('Žilina');
    expect(await screen.findByText('Pošta: Žilina 1')).toBeInTheDocument();
  });

  it('caches the results per query', async () => {
    const call = vi.spyOn(dataProvider, 'call');
    const input = renderFields();
    input.focus();
    fireEvent.change(input, { target: { value: 'hurbanova' } });
    expect(await screen.findByRole('option', { name: /Hurbanova 57/ })).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'sturova zilina' } });
    expect(await screen.findByRole('option', { name: /Štúrova 21/ })).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'Hurbanova ' } });
    expect(await screen.findByRole('option', { name: /Hurbanova 57/ })).toBeInTheDocument();
    expect(addressCalls(call)).toEqual(['hurbanova', 'sturova zilina']);
  });

  it('keeps the suggestions open for a moment after the field loses focus, then closes them', async () => {
    const input = renderFields();
    input.focus();
    fireEvent.change(input, { target: { value: 'hurbanova' } });
    expect(await screen.findByRole('option', { name: /Hurbanova 57/ })).toBeInTheDocument();
    fireEvent.blur(input);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it('shows no suggestions when the lookup fails, and a later query still works', async () => {
    const input = renderFields();
    input.focus();
    failNext('addresses');
    fireEvent.change(input, { target: { value: 'hurbanova' } });
    expect(await screen.findByText('Žiadna adresa sa nenašla')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'sturova zilina' } });
    expect(await screen.findByRole('option', { name: /Štúrova 21/ })).toBeInTheDocument();
  });
});

describe('post office name', () => {
  it('shows the name of a known zip and says when no post office has it', async () => {
    const { rerender } = render(
      <FrameTestContext>
        <PostName zip="01001" />
      </FrameTestContext>,
    );
    expect(await screen.findByText('Pošta: Žilina 1')).toBeInTheDocument();
    rerender(
      <FrameTestContext>
        <PostName zip="999 99" />
      </FrameTestContext>,
    );
    expect(await screen.findByText('Pošta s týmto PSČ neexistuje')).toBeInTheDocument();
  });

  it('shows nothing for an incomplete zip', async () => {
    const call = vi.spyOn(dataProvider, 'call');
    render(
      <FrameTestContext>
        <PostName zip="010" />
      </FrameTestContext>,
    );
    expect(screen.queryByTestId('post-name')).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });
});
