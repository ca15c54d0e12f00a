// The invoices screen against the REAL server in memory (src/test/realServer.ts): list items, Storno, remove
// once canceled, the PDF download modal.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invoice } from './types';
import { setupRealApi, createThroughApi, openApp, seedGame } from '../test/realApi';
import { invoiceAttrs } from '../test/invoice-attrs';

const api = setupRealApi({ role: 'admin' });
let variantId: number;

beforeAll(async () => {
  variantId = await seedGame(api);
});

const item = (text: string | RegExp) =>
  screen.findByText(text).then((el) => el.closest('[role="listitem"]') as HTMLElement);
/** The item's button (the list wraps each item's content in one when it can be selected). */
const itemButton = (row: HTMLElement) => within(row).getAllByRole('button')[0];

it('lists an invoice with its number, customer, address, price in EUR and the day it was made', async () => {
  const invoice = await createThroughApi<Invoice>(
    'invoices',
    invoiceAttrs(variantId, { name: 'Ľudmila Šťastná' }),
  );
  openApp('#/invoices');
  const row = await item('Ľudmila Šťastná');
  expect(within(row).getByText(invoice.code)).toBeInTheDocument();
  expect(within(row).getByText('Hlavná 1, 010 01 Žilina')).toBeInTheDocument();
  expect(within(row).getByText('1 234,50 €')).toBeInTheDocument();
  expect(within(row).getByText('Dnes')).toBeInTheDocument();
  expect(within(row).queryByText('Stornovaná')).not.toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Vyfakturované', selected: true })).toBeInTheDocument();
});

describe('Storno and remove (platform 2.7, 4.4)', () => {
  it('asks, cancels, moves the invoice to the cancelled tab, and only then offers remove', async () => {
    const user = userEvent.setup();
    const invoice = await createThroughApi<Invoice>(
      'invoices',
      invoiceAttrs(variantId, { name: 'Peter Stornovací' }),
    );
    openApp('#/invoices');
    await user.click(itemButton(await item('Peter Stornovací')));

    const dialog = await screen.findByRole('dialog', { name: 'Faktúra – úprava' });
    await waitFor(() => expect(window.location.hash).toMatch(new RegExp(`^#/invoices/${invoice.id}`)));
    const storno = await within(dialog).findByRole('button', { name: 'Storno' });
    expect(within(dialog).queryByRole('button', { name: 'Odstrániť' })).not.toBeInTheDocument();

    // 'Nie' leaves the invoice as it is
    await user.click(storno);
    let confirm = await screen.findByRole('dialog', { name: 'Stornovať faktúru?' });
    await user.click(within(confirm).getByRole('button', { name: 'Nie' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Stornovať faktúru?' })).toBeNull());
    expect(await canceledInDb(invoice.id)).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Storno' }));
    confirm = await screen.findByRole('dialog', { name: 'Stornovať faktúru?' });
    await user.click(within(confirm).getByRole('button', { name: 'Áno' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Faktúra – úprava' })).toBeNull());
    expect(await screen.findByText(`Faktúra ${invoice.code} bola stornovaná.`)).toBeInTheDocument();
    expect(await canceledInDb(invoice.id)).toBe(true);
    await waitFor(() => expect(screen.queryByText('Peter Stornovací')).toBeNull());

    // (the closing dialogs keep the page aria-hidden for their exit transition)
    await user.click(await screen.findByRole('tab', { name: 'Stornované' }));
    const row = await item('Peter Stornovací');
    expect(within(row).getByText('Stornovaná')).toBeInTheDocument();

    await user.click(itemButton(row));
    const canceled = await screen.findByRole('dialog', { name: 'Faktúra – úprava' });
    const remove = await within(canceled).findByRole('button', { name: 'Odstrániť' });
    expect(within(canceled).queryByRole('button', { name: 'Storno' })).not.toBeInTheDocument();
    // a canceled invoice is shown read-only: inputs disabled, no done button, cancel reads 'Zavrieť'
    await waitFor(() =>
      expect(within(canceled).getByRole('textbox', { name: /Názov odberateľa/ })).toBeDisabled(),
    );
    expect(within(canceled).queryByRole('button', { name: 'Hotovo' })).not.toBeInTheDocument();
    expect(within(canceled).getByRole('button', { name: 'Zavrieť' })).toBeInTheDocument();
    await user.click(remove);
    const sure = await screen.findByRole('dialog', { name: 'Odstrániť záznam' });
    await user.click(within(sure).getByRole('button', { name: 'Áno' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Faktúra – úprava' })).toBeNull());
    await waitFor(() => expect(screen.queryByText('Peter Stornovací')).toBeNull());
    expect(await api.ctx.db.one('SELECT id FROM invoices WHERE id = $1', [invoice.id])).toBeUndefined();
  }, 120_000);
});

describe("'Stiahnuť PDF' (platform 2.7, 4.9)", () => {
  it('downloads the PDF at once, under its name, and the modal closes', async () => {
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    // pdfkit cannot load its fonts under jsdom: the server's PDF is tested in server/routes/invoices;
    // here the download's reply is a stand-in with the server's Content-Disposition
    const realFetch = globalThis.fetch;
    // held until the modal has been looked at: a fast reply closes it at once
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      const match = /invoices\/(\d+)\/download$/.exec(url);
      if (!match) return realFetch(input, init);
      return api.ctx.db
        .one<{ code: string }>('SELECT code FROM invoices WHERE id = $1', [Number(match[1])])
        .then(async (row) => {
          await held;
          return new Response('%PDF-1.4', {
            headers: { 'content-disposition': `attachment; filename="faktura-${row?.code}.pdf"` },
          });
        });
    });
    try {
      const user = userEvent.setup();
      const invoice = await createThroughApi<Invoice>(
        'invoices',
        invoiceAttrs(variantId, { name: 'Mária PDF' }),
      );
      openApp(`#/invoices/${invoice.id}`);
      const dialog = await screen.findByRole('dialog', { name: 'Faktúra – úprava' });
      await user.click(await within(dialog).findByRole('button', { name: 'Stiahnuť PDF' }));
      const modal = await screen.findByRole('dialog', { name: 'Stiahnutie faktúry' });
      // the invoice's own query may answer after the click: its code appears when it does
      expect(await within(modal).findByText(`Faktúra ${invoice.code} vo formáte PDF`)).toBeInTheDocument();
      // no second click: no 'Stiahnuť' button, the file is saved and the modal closes by itself
      expect(within(modal).queryByRole('button', { name: 'Stiahnuť' })).toBeNull();
      release();
      await waitFor(() => expect(saved).toEqual([`faktura-${invoice.code}.pdf`]));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Stiahnutie faktúry' })).toBeNull());
      expect(
        fetchSpy.mock.calls.some(([input]) => String(input).endsWith(`invoices/${invoice.id}/download`)),
      ).toBe(true);
    } finally {
      click.mockRestore();
      fetchSpy.mockRestore();
    }
  });

  it('is not offered for a new invoice', async () => {
    openApp('#/invoices/new');
    const dialog = await screen.findByRole('dialog', { name: 'Faktúra – nový záznam' });
    await within(dialog).findByRole('button', { name: 'Hotovo' });
    expect(within(dialog).queryByRole('button', { name: 'Stiahnuť PDF' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Storno' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Odstrániť' })).not.toBeInTheDocument();
  });
});

async function canceledInDb(id: Invoice['id']): Promise<boolean> {
  const row = await api.ctx.db.one<{ canceled: boolean }>('SELECT canceled FROM invoices WHERE id = $1', [
    id,
  ]);
  return row!.canceled;
}
