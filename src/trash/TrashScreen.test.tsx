// #/trash 'Kôš' against the real server: a removed voucher is listed with who removed it; 'Obnoviť' asks
// first, then puts it back and the notification links to it; the administrator may remove for good.
import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupRealApi, createThroughApi, openApp } from '../test/realApi';

const api = setupRealApi({ role: 'admin' });

const remove = async (path: string) => {
  const res = await api.ctx.app.inject({
    method: 'DELETE',
    url: `/api/webapp/${path}`,
    headers: { cookie: api.cookieHeader() ?? '' },
  });
  expect(res.json()).toMatchObject({ ok: true });
};

it('lists a removed voucher, restores it after a confirmation and links to it; purges another', async () => {
  const user = userEvent.setup();
  const kept = await createThroughApi<{ id: number }>('vouchers', { promoCode: 'KOSOBNOV1', limit: 1 });
  const gone = await createThroughApi<{ id: number }>('vouchers', { promoCode: 'KOSPREC1', limit: 1 });
  await remove(`vouchers/${kept.id}`);
  await remove(`vouchers/${gone.id}`);

  openApp('#/trash');
  expect(await screen.findByRole('heading', { name: 'Kôš' }, { timeout: 15_000 })).toBeInTheDocument();
  const row = (label: string) =>
    [...document.querySelectorAll<HTMLElement>('[data-trash-item]')].find((e) =>
      e.textContent?.includes(label),
    );
  await waitFor(() => expect(row('KOSOBNOV1')).toBeDefined(), { timeout: 15_000 });
  expect(row('KOSOBNOV1')!.textContent).toContain('Voucher');
  expect(row('KOSOBNOV1')!.textContent).toMatch(/Odstránil\(a\) .+ \d+\.\d+\.\d{4}/);
  // issue 31: the screen says how long the retention period is, and when each item goes
  expect(document.querySelector('[data-trash-retention]')!.textContent).toBe(
    ' Lehota je 30 dní: potom sa záznam odstráni natrvalo.',
  );
  const purgeDay = new Date(Date.now() + 30 * 86_400_000);
  expect(row('KOSOBNOV1')!.textContent).toContain(
    `natrvalo sa odstráni ${purgeDay.getDate()}.${purgeDay.getMonth() + 1}.${purgeDay.getFullYear()}`,
  );

  await user.click(within(row('KOSOBNOV1')!).getByRole('button', { name: 'Obnoviť' }));
  const dialog = await screen.findByRole('dialog', { name: 'Obnoviť záznam?' });
  expect(dialog.textContent).toContain('KOSOBNOV1');
  await user.click(within(dialog).getByRole('button', { name: 'Obnoviť' }));
  const link = await screen.findByRole('link', { name: 'Otvoriť' }, { timeout: 15_000 });
  expect(link.getAttribute('href')).toBe(`#/vouchers/${kept.id}`);
  await waitFor(() => expect(row('KOSOBNOV1')).toBeUndefined());
  const back = await api.ctx.app.inject({
    method: 'GET',
    url: `/api/webapp/vouchers/${kept.id}`,
    headers: { cookie: api.cookieHeader() ?? '' },
  });
  expect(back.statusCode).toBe(200);

  await user.click(within(row('KOSPREC1')!).getByRole('button', { name: 'Odstrániť natrvalo' }));
  const purge = await screen.findByRole('dialog', { name: 'Odstrániť natrvalo?' });
  await user.click(within(purge).getByRole('button', { name: 'Odstrániť natrvalo' }));
  await waitFor(() => expect(row('KOSPREC1')).toBeUndefined(), { timeout: 15_000 });
  expect(await screen.findByText('Záznam je odstránený natrvalo.')).toBeInTheDocument();
}, 90_000);
