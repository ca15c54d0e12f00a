// The codelist editor (#/schemas/codelists/:name), the overview's codelists and the zip import against
// the REAL server in memory (issue 23).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strToU8, zipSync } from 'fflate';
import { apiCall } from '../../providers/api';
import { openApp, setupRealApi } from '../../test/realApi';
import { keepUploadFileNames } from '../../test/multipart';

const api = setupRealApi({ role: 'admin' });
// A test's unpublished changes are kept on the server as a draft, and an editor unmounted by the cleanup
// saves its last change: each test starts once that save has landed, without any draft.
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  await api.ctx.db.query('DELETE FROM schema_drafts');
});
let uninstall: () => void;
beforeAll(() => {
  uninstall = keepUploadFileNames();
});
afterAll(() => uninstall());

type Item = { value: string; label: string; disabled?: boolean };
type InForce = {
  version: number;
  forms: Record<string, unknown>;
  codelists: Record<string, { label: string; items: Item[] }>;
};

const inForce = () => apiCall<InForce>('GET', 'schemas');
const usage = async (name: string) =>
  (await apiCall<{ usage: Record<string, number> }>('GET', `schemas/codelists/${name}/usage`)).usage;

/** The editor's row of the item whose value field shows `value`. */
const rowOf = async (value: string) => (await screen.findByDisplayValue(value)).closest('tr') as HTMLElement;

async function publishWithNote(user: ReturnType<typeof userEvent.setup>, note: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Zverejniť zmeny' });
  await user.type(within(dialog).getByRole('textbox', { name: /Poznámka/ }), note);
  await user.click(within(dialog).getByRole('button', { name: 'Zverejniť' }));
}

describe('the codelist editor', () => {
  it('shows how many records use a value; a used value can only be retired, an unused one removed', async () => {
    const user = userEvent.setup();
    const created = await apiCall(
      'PUT',
      'users',
      { name: 'Hráč z Maďarska', country: 'hu' },
      { query: { t: 'player' } },
    );
    expect(created.ok).toBe(true);
    const counts = await usage('country');
    expect(counts.hu).toBeGreaterThan(0);

    openApp('#/schemas/codelists/country');
    expect(
      (await screen.findAllByRole('heading', { name: 'Číselník Krajina (country)' })).length,
    ).toBeGreaterThan(0);
    const used = await rowOf('hu');
    expect(within(used).getByRole('cell', { name: String(counts.hu) })).toHaveAttribute('data-usage');
    expect(within(used).getByRole('textbox', { name: /^Hodnota položky/ })).toBeDisabled();
    expect(within(used).queryByRole('button', { name: 'Odstrániť' })).toBeNull();
    await user.click(within(used).getByRole('button', { name: 'Vyradiť' }));
    expect(within(used).getByText('Vyradená')).toBeInTheDocument();
    expect(within(used).getByRole('button', { name: 'Vrátiť do ponuky' })).toBeInTheDocument();

    const unusedValue = Object.entries(counts).find(([value, n]) => n === 0 && value !== 'sk')![0];
    const unused = await rowOf(unusedValue);
    expect(within(unused).getByRole('textbox', { name: /^Hodnota položky/ })).toBeEnabled();
    await user.click(within(unused).getByRole('button', { name: 'Odstrániť' }));
    expect(screen.queryByDisplayValue(unusedValue)).toBeNull();
    expect(screen.getByText('Koncept sa ukladá priebežne; platiť začne až zverejnením.')).toBeInTheDocument();
  });

  it('publishes an added item and a retired one, which GET schemas then has', async () => {
    const user = userEvent.setup();
    const before = await inForce();
    openApp('#/schemas/codelists/country');
    const count = before.codelists.country!.items.length;
    await user.click(within(await rowOf('hu')).getByRole('button', { name: 'Vyradiť' }));
    await user.click(screen.getByRole('button', { name: 'Pridať položku' }));
    // an empty item is refused before anything is sent
    await user.click(screen.getByRole('button', { name: 'Zverejniť…' }));
    expect(await screen.findByText('Opravte vyznačené údaje.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Zverejniť zmeny' })).toBeNull();

    await user.type(screen.getByRole('textbox', { name: `Hodnota položky ${count + 1}` }), 'is');
    await user.type(screen.getByRole('textbox', { name: `Popis položky ${count + 1}` }), 'Island');
    await user.click(screen.getByRole('button', { name: `Posunúť položku ${count + 1} vyššie` }));
    await user.click(screen.getByRole('button', { name: 'Zverejniť…' }));
    await publishWithNote(user, 'Island, Maďarsko vyradené');
    expect(
      await screen.findByText(`Zmeny boli zverejnené ako verzia ${before.version + 1}.`),
    ).toBeInTheDocument();

    const after = await inForce();
    expect(after.version).toBe(before.version + 1);
    const items = after.codelists.country!.items;
    expect(items).toHaveLength(count + 1);
    expect(items[count - 1]).toEqual({ value: 'is', label: 'Island' });
    expect(items.find((item) => item.value === 'hu')).toMatchObject({ disabled: true });
    // the other codelists and the forms are published unchanged
    expect(after.forms).toEqual(before.forms);
    expect(after.codelists.role).toEqual(before.codelists.role);
    // the editor reloaded the version in force
    await waitFor(() => expect(screen.getByText('Bez zmien oproti platnej verzii.')).toBeInTheDocument());
  });
});

describe('the codelist editor’s draft on the server', () => {
  it(
    'survives a remount with Neuverejnené zmeny, and Zahodiť zmeny removes it',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      openApp('#/schemas/codelists/country');
      const label = await screen.findByRole('textbox', { name: /^Názov číselníka/ });
      await user.clear(label);
      await user.type(label, 'Štáty');
      expect(await screen.findByText('Uložené', {}, { timeout: 5000 })).toBeInTheDocument();

      cleanup();
      openApp('#/schemas/codelists/country');
      expect(await screen.findByDisplayValue('Štáty')).toBeInTheDocument();
      expect(screen.getByText('Neuverejnené zmeny')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Zahodiť zmeny' }));
      const dialog = await screen.findByRole('dialog', { name: 'Zahodiť zmeny?' });
      await user.click(within(dialog).getByRole('button', { name: 'Zahodiť zmeny' }));
      expect(await screen.findByDisplayValue('Krajina')).toBeInTheDocument();
      expect(screen.queryByText('Neuverejnené zmeny')).toBeNull();
      const kept = await apiCall<{ draft: unknown }>('GET', 'schemas/drafts/codelist.country');
      expect(kept.draft).toBeNull();
    },
  );
});

describe('the overview', () => {
  it('lists the codelists with their item counts, links the editor, and opens the help', async () => {
    const user = userEvent.setup();
    const { codelists } = await inForce();
    openApp('#/schemas');
    const table = await screen.findByRole('table', { name: 'Číselníky' });
    const row = within(table).getByRole('rowheader', { name: 'Krajina' }).closest('tr')!;
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent(String(codelists.country!.items.length));
    expect(within(row).getByRole('link', { name: 'Upraviť číselník Krajina' })).toHaveAttribute(
      'href',
      '#/schemas/codelists/country',
    );
    await user.click(screen.getByRole('button', { name: 'Pomocník' }));
    const panel = await screen.findByRole('complementary', { name: 'Návod' });
    expect(
      within(panel).getByRole('heading', { name: 'Schémy formulárov: pomocník pre administrátorov' }),
    ).toBeInTheDocument();
  });

  it('imports a zip: shows its changes, publishes only with a note', async () => {
    const user = userEvent.setup();
    const before = await inForce();
    const role = structuredClone(before.codelists.role!);
    role.items.push({ value: '9', label: 'Pozorovateľ' });
    const files: Record<string, Uint8Array> = {};
    for (const [name, json] of Object.entries(before.forms))
      files[`forms/${name}.json`] = strToU8(JSON.stringify(json));
    for (const [name, json] of Object.entries({ ...before.codelists, role }))
      files[`codelists/${name}.json`] = strToU8(JSON.stringify(json));
    const zip = new File([zipSync(files)], 'schemy.zip', { type: 'application/zip' });

    openApp('#/schemas');
    await user.click(await screen.findByRole('button', { name: 'Importovať zip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import schém zo zip' });
    await user.upload(within(dialog).getByLabelText('Vybrať súbor zip'), zip);
    expect(
      await within(dialog).findByRole('heading', { name: `Zmeny oproti platnej verzii ${before.version}` }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Pozorovateľ/)).toBeInTheDocument();
    expect((await inForce()).version).toBe(before.version);

    await user.click(within(dialog).getByRole('button', { name: 'Zverejniť…' }));
    await publishWithNote(user, 'Nová rola zo zip');
    expect(
      await screen.findByText(`Zmeny boli zverejnené ako verzia ${before.version + 1}.`),
    ).toBeInTheDocument();
    expect((await inForce()).codelists.role!.items.at(-1)).toEqual({ value: '9', label: 'Pozorovateľ' });
  });
});
