// Removing a voucher from its edit dialog: the dialog closes, the item leaves the list, and the app
// does not try to load the deleted voucher again (no 'form could not be loaded' error).
import { beforeAll, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Voucher } from './types';
import { setupRealApi, createThroughApi, openApp } from '../test/realApi';

const api = setupRealApi({ role: 'admin' });
const requests: string[] = [];

beforeAll(async () => {
  api.server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname.replace('/api/webapp/', '')}`);
  });
});

it('closes, drops the item and never reloads the removed voucher', async () => {
  const user = userEvent.setup();
  const voucher = await createThroughApi<Voucher>('vouchers', { promoCode: 'ZMAZATMA', limit: 3 });
  openApp('#/vouchers');
  const row = (await screen.findByText('ZMAZATMA')).closest('[role="listitem"]') as HTMLElement;
  await user.click(within(row).getAllByRole('button')[0]);
  const dialog = await screen.findByRole('dialog', { name: 'Poukážka – úprava' });
  await within(dialog).findByDisplayValue('ZMAZATMA');
  await user.click(within(dialog).getByRole('button', { name: 'Odstrániť' }));
  const sure = await screen.findByRole('dialog', { name: 'Odstrániť záznam' });
  requests.length = 0;
  await user.click(within(sure).getByRole('button', { name: 'Áno' }));

  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Poukážka – úprava' })).toBeNull());
  await waitFor(() => expect(screen.queryByText('ZMAZATMA')).toBeNull());
  // give a stray reload the time it would take to show its error
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(requests).not.toContain(`GET vouchers/${voucher.id}`);
  expect(screen.queryByText('Formulár sa nepodarilo načítať, skúste to znova.')).toBeNull();
}, 60_000);

it('says the record is gone when a link points to a removed voucher, and returns to the list', async () => {
  const voucher = await createThroughApi<Voucher>('vouchers', { promoCode: 'UZNIEJE1', limit: 1 });
  await api.ctx.db.query('DELETE FROM vouchers WHERE id = $1', [voucher.id]);
  openApp(`#/vouchers/${voucher.id}`);
  expect(await screen.findByText('Záznam sa nenašiel, mohol byť medzitým odstránený.')).toBeInTheDocument();
  await waitFor(() => expect(window.location.hash).not.toMatch(/#\/vouchers\/\d+/));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Poukážka – úprava' })).toBeNull());
}, 60_000);
