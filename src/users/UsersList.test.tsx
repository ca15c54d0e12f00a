// The users view against the REAL server in memory (src/test/realServer.ts): tabs, the edit dialog on the
// route, view only without 'edit', and the contacts import.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as XLSX from '@e965/xlsx';
import { Route, Routes } from 'react-router-dom';
import { setupRealApi, type TestRole } from '../test/realApi';
import { renderInAdmin } from '../test/render';
import { expectLinks } from '../test/links';
import { FrameStateProvider } from '../layout/frameState';
import { resetSessionCache } from '../providers/authProvider';
import { keepUploadFileNames } from '../test/multipart';
import { UsersList } from '.';

const api = setupRealApi();
let restoreFormData: () => void;

beforeAll(async () => {
  restoreFormData = keepUploadFileNames();
});
afterAll(async () => {
  restoreFormData();
});

async function renderUsers(role: TestRole, hash = '#/users') {
  await api.signInAs(role);
  resetSessionCache();
  window.location.hash = hash;
  renderInAdmin(
    <FrameStateProvider>
      <Routes>
        <Route path="/users/*" element={<UsersList />} />
      </Routes>
    </FrameStateProvider>,
  );
  return userEvent.setup({ applyAccept: false });
}

const list = () => screen.getByRole('list', { name: 'Zoznam používateľov' });
/** Waits until the (re)loaded list shows the text; returns its element. */
const findInList = (text: string | RegExp) =>
  waitFor(
    () => {
      // asserted inside the wait: a list that loads again replaces its items
      const item = within(list()).getAllByText(text)[0];
      expect(item).toBeInTheDocument();
      return item;
    },
    { timeout: 10_000 },
  );
const items = () => within(list()).queryAllByRole('listitem');
const HEADER = ['Meno', 'Organizácia/Tím', 'E-mail', 'Ulica', 'PSČ', 'Mesto', 'Krajina', 'Rola', 'Poznámka'];

function xlsFile(rows: string[][]): File {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Kontakty');
  const data = XLSX.write(book, { type: 'array', bookType: 'xls' }) as ArrayBuffer;
  return new File([data], 'kontakty.xls', { type: 'application/vnd.ms-excel' });
}

describe('users view (platform 2.9)', () => {
  it('lists players, editors and administrators by tab (filter r)', async () => {
    const user = await renderUsers('admin');
    await findInList(/viewer@test\.sk/);
    expect(screen.queryAllByText(/editor@test\.sk/)).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: 'Editori' }));
    await findInList(/editor@test\.sk/);
    expect(screen.queryAllByText(/viewer@test\.sk/)).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: 'Administrátori' }));
    await findInList(/admin@test\.sk/);
  });

  it('shows the zip as 010 01 and the country and role through the codelists', async () => {
    await api.ctx.db.query(
      `INSERT INTO users (email, type, info, search) VALUES ('jana.adresa@test.sk', 'player',
       '{"name":"Jana Adresná","org":"Tím Sokoli","street":"Národná 12","zip":"01001","city":"Žilina","country":"sk","role":"2","email":"jana.adresa@test.sk"}',
       'jana adresna')`,
    );
    await renderUsers('admin');
    const item = (await findInList('Jana Adresná')).closest('[role="listitem"]') as HTMLElement;
    expect(item).toHaveTextContent('Tím Sokoli');
    expect(item).toHaveTextContent('jana.adresa@test.sk · Národná 12, 010 01 Žilina, Slovensko');
    expect(item).toHaveTextContent('Tester');
  });

  it('creates a user with the tab as type, edits it in place and removes it, closing the dialog each time', async () => {
    const user = await renderUsers('admin');
    await user.click(await screen.findByRole('tab', { name: 'Editori' }));
    await findInList(/editor@test\.sk/);
    await user.click(screen.getByRole('button', { name: 'Nový používateľ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Používateľ – nový záznam' });
    await user.type(await within(dialog).findByRole('textbox', { name: /Meno/ }), 'Peter Nový');
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'peter.novy@test.sk');
    await user.click(within(dialog).getByRole('button', { name: 'Hotovo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(items()[0]).toHaveTextContent('Peter Nový'));
    const [row] = await api.ctx.db.query<{ id: string; type: string }>(
      `SELECT id, type FROM users WHERE email = 'peter.novy@test.sk'`,
    );
    expect(row.type).toBe('editor');

    await user.click(within(items()[0]).getByRole('button'));
    const edit = await screen.findByRole('dialog', { name: 'Používateľ – úprava' });
    const name = await within(edit).findByRole('textbox', { name: /Meno/ });
    await waitFor(() => expect(name).toHaveValue('Peter Nový'));
    await user.clear(name);
    await user.type(name, 'Peter Upravený');
    await user.click(within(edit).getByRole('button', { name: 'Hotovo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(items()[0]).toHaveTextContent('Peter Upravený'));
    expect(items()[0]).toHaveAttribute('data-updated', 'true');

    await user.click(within(items()[0]).getByRole('button'));
    const again = await screen.findByRole('dialog', { name: 'Používateľ – úprava' });
    await user.click(await within(again).findByRole('button', { name: 'Odstrániť' }));
    await user.click(await screen.findByRole('button', { name: 'Áno' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Peter Upravený')).not.toBeInTheDocument());
    expect(await api.ctx.db.query(`SELECT 1 FROM users WHERE id = $1`, [row.id])).toHaveLength(0);
  });

  it('is view only without edit: no item buttons, a disabled new button, no import, no dialog from the route', async () => {
    const [admin] = await api.ctx.db.query<{ id: string }>(
      `SELECT id FROM users WHERE email = 'admin@test.sk'`,
    );
    await renderUsers('viewer', `#/users/${admin.id}`);
    await findInList(/viewer@test\.sk/);
    // the session's permissions may come after the list
    await waitFor(() => {
      expect(within(list()).queryAllByRole('button')).toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Nový používateľ' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Importovať kontakty' })).not.toBeInTheDocument();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/users'));
  });
});

describe('contacts import (platform 2.9, 8.6)', () => {
  it('lists each bad row in Slovak and imports nothing; a good file imports all, closes, notifies and reloads the list', async () => {
    const user = await renderUsers('admin');
    await findInList(/viewer@test\.sk/);
    await user.click(screen.getByRole('button', { name: 'Importovať kontakty' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import kontaktov' });
    expectLinks(dialog, {
      'Stiahnuť šablónu (XLS)': '/public/templates/kontatky_sablona.xls',
      'Pomoc k šablónam': '/pomoc/index.html#sablony-na-stiahnutie',
    });
    await user.upload(
      within(dialog).getByLabelText('Vybrať súbor'),
      xlsFile([HEADER, ['Adam Prvý', '', 'adam.prvy@test.sk'], ['Beáta Zlá', '', 'nie-je-email']]),
    );
    expect(
      await within(dialog).findByText('Súbor obsahuje chybné riadky, preto sa neimportoval žiadny kontakt.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/^Riadok 3: E-mail/)).toBeInTheDocument();
    expect(await api.ctx.db.query(`SELECT 1 FROM users WHERE email = 'adam.prvy@test.sk'`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Nahrať iný súbor' }));
    await user.upload(
      within(dialog).getByLabelText('Vybrať súbor'),
      xlsFile([HEADER, ['Adam Prvý', '', 'adam.prvy@test.sk'], ['Beáta Dobrá', '', 'beata.dobra@test.sk']]),
    );
    // platform 2.9, 4.8: on success the modal closes by itself, a notification says how many were
    // imported and the list reloads
    expect(await screen.findByText('Importované 2 kontakty.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import kontaktov' })).toBeNull());
    await findInList('Beáta Dobrá');
    expect(within(list()).getByText('Adam Prvý')).toBeInTheDocument();
  });
});
