// 'História zmien' in the voucher edit dialog against the real server: collapsed until opened (no
// request), then both edits newest first, with the schema's labels and the values as the form shows
// them; and #/changes is an administrators' screen listing the same changes with a link to the record.
import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupRealApi, createThroughApi, openApp } from '../test/realApi';

const api = setupRealApi({ role: 'admin' });

it('shows a voucher history newest first with labels and formatted values', async () => {
  const user = userEvent.setup();
  const voucher = await createThroughApi<{ id: number }>('vouchers', { promoCode: 'HISTORIA1', limit: 3 });
  const save = async (body: Record<string, unknown>) => {
    const res = await api.ctx.app.inject({
      method: 'POST',
      url: `/api/webapp/vouchers/${voucher.id}`,
      headers: { cookie: api.cookieHeader() ?? '' },
      payload: body,
    });
    expect(res.json()).toMatchObject({ ok: true });
  };
  await save({ promoCode: 'HISTORIA1', limit: 5, universal: true });
  await save({ promoCode: 'HISTORIA1', limit: 7, universal: true, expirationDate: '2030-05-04' });

  openApp(`#/vouchers/${voucher.id}`);
  const dialog = await screen.findByRole('dialog', { name: 'Poukážka – úprava' }, { timeout: 15_000 });
  await within(dialog).findByDisplayValue('HISTORIA1', {}, { timeout: 15_000 });
  await user.click(within(dialog).getByRole('button', { name: 'Zobraziť históriu zmien' }));
  const section = await within(dialog).findByRole('region', { name: 'História zmien' });
  await waitFor(() => expect(section.querySelectorAll('[data-history-entry]')).toHaveLength(3), {
    timeout: 15_000,
  });
  const items = [...section.querySelectorAll('[data-history-entry]')].map((e) => e.textContent ?? '');
  expect(items[0]).toContain('Úprava');
  expect(items[0]).toContain('Max. počet použití: 5 → 7');
  expect(items[0]).toContain('Platnosť do: — → 4.5.2030');
  expect(items[1]).toContain('Max. počet použití: 3 → 5');
  expect(items[1]).toContain('Univerzálna: nie → áno');
  expect(items[2]).toContain('Vytvorenie');
}, 60_000);

it('shows the history of the game itself in the game dialog of a draft (the game, not the variant)', async () => {
  const user = userEvent.setup();
  const inject = (method: 'PUT' | 'POST', url: string, payload: Record<string, unknown>) =>
    api.ctx.app.inject({
      method,
      url: `/api/webapp/${url}`,
      headers: { cookie: api.cookieHeader() ?? '' },
      payload,
    });
  const sheet = (await inject('PUT', 'drafts', { category: 1 })).json().sheet as { id: number };
  const res = await inject('POST', `games/${sheet.id}`, { name: 'Hra s históriou', category: 'ZILINA' });
  expect(res.json(), res.body.slice(0, 600)).toMatchObject({ ok: true });

  openApp(`#/drafts/${sheet.id}`);
  await user.click(await screen.findByRole('button', { name: 'Upraviť hru' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Úprava hry' }, { timeout: 15_000 });
  await within(dialog).findByDisplayValue('Hra s históriou', {}, { timeout: 15_000 });
  await user.click(within(dialog).getByRole('button', { name: 'Zobraziť históriu zmien' }));
  const section = await within(dialog).findByRole('region', { name: 'História zmien' });
  await waitFor(() => expect(section.textContent).toContain('Hra s históriou'), { timeout: 15_000 });
  expect(section.textContent).toContain('Názov');
}, 60_000);

it('lists every change on #/changes for an administrator, filtered by type, linking to the record', async () => {
  const user = userEvent.setup();
  const voucher = await createThroughApi<{ id: number }>('vouchers', { promoCode: 'ZMENY1', limit: 1 });
  openApp('#/changes');
  expect(await screen.findByRole('heading', { name: 'Zmeny' })).toBeInTheDocument();
  const link = await screen.findByRole('link', { name: `Poukážka ${voucher.id}` });
  expect(link.getAttribute('href')).toBe(`#/vouchers/${voucher.id}`);
  await user.click(screen.getByRole('combobox', { name: 'Typ záznamu' }));
  await user.click(await screen.findByRole('option', { name: 'Verzia schém' }));
  await waitFor(() => expect(screen.queryByRole('link', { name: `Poukážka ${voucher.id}` })).toBeNull());
  expect(await screen.findAllByRole('link', { name: /^Verzia schém/ })).not.toHaveLength(0);
}, 60_000);

it("shows an image's upload in its game's history and links it to its draft on #/changes", async () => {
  const user = userEvent.setup();
  const cookie = api.cookieHeader() ?? '';
  const sheet = (
    await api.ctx.app.inject({
      method: 'PUT',
      url: '/api/webapp/drafts',
      headers: { cookie },
      payload: { category: 1 },
    })
  ).json().sheet as { id: number; gameId: number };
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const upload = (query: string) =>
    api.ctx.app.inject({
      method: 'PUT',
      url: `/api/webapp/images?${query}`,
      headers: { cookie, 'content-type': 'application/octet-stream' },
      payload: png,
    });
  expect((await upload(`id=${sheet.id}&link=main-image&t=game.main.image`)).json()).toMatchObject({
    ok: true,
  });
  expect((await upload(`id=${sheet.id}&link=frame-image&t=variant.frame.image`)).json()).toMatchObject({
    ok: true,
  });

  openApp(`#/drafts/${sheet.id}`);
  await user.click(await screen.findByRole('button', { name: 'Upraviť hru' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Úprava hry' }, { timeout: 15_000 });
  await user.click(within(dialog).getByRole('button', { name: 'Zobraziť históriu zmien' }));
  const section = await within(dialog).findByRole('region', { name: 'História zmien' });
  await waitFor(
    () => expect(section.textContent).toContain(`Hlavný obrázok: — → obrázok PNG, ${png.length} B`),
    {
      timeout: 15_000,
    },
  );
  expect(section.textContent).toContain('Nahratie obrázka');
  await user.keyboard('{Escape}');

  // the same app goes on to the log (a second app would render beside it)
  window.location.hash = '#/changes';
  await user.click(await screen.findByRole('combobox', { name: 'Typ záznamu' }, { timeout: 15_000 }));
  await user.click(await screen.findByRole('option', { name: 'Obrázok' }));
  const link = await screen.findByRole('link', { name: new RegExp(`patrí k: Variant ${sheet.id}\\)`) });
  expect(link.getAttribute('href')).toBe(`#/drafts/${sheet.id}`);
}, 60_000);

it('shows images in the history as thumbnails with their file names, a replaced one too, never raw ids', async () => {
  const user = userEvent.setup();
  const cookie = api.cookieHeader() ?? '';
  const inject = (
    method: 'PUT' | 'POST',
    url: string,
    payload: Record<string, unknown> | Buffer,
    type?: string,
  ) =>
    api.ctx.app.inject({
      method,
      url: `/api/webapp/${url}`,
      headers: { cookie, ...(type ? { 'content-type': type } : {}) },
      payload,
    });
  const sheet = (await inject('PUT', 'drafts', { category: 1 })).json().sheet as { id: number };
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const upload = async (name: string) => {
    const query = `id=${sheet.id}&link=main-image&t=game.main.image&name=${encodeURIComponent(name)}`;
    return (await inject('PUT', `images?${query}`, png, 'application/octet-stream')).json().id as string;
  };
  const save = async (image: string) =>
    expect(
      (
        await inject('POST', `games/${sheet.id}`, { name: 'Hra s obrázkom', 'main-image': { val: image } })
      ).json(),
    ).toMatchObject({ ok: true });
  const first = await upload('hrad.png');
  await save(first);
  const second = await upload('most.png');
  await save(second);

  openApp(`#/drafts/${sheet.id}`);
  await user.click(await screen.findByRole('button', { name: 'Upraviť hru' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Úprava hry' }, { timeout: 15_000 });
  await user.click(within(dialog).getByRole('button', { name: 'Zobraziť históriu zmien' }));
  const section = await within(dialog).findByRole('region', { name: 'História zmien' });
  // the save that replaced the image: the old one (now in the bin) by its name, the new one too
  await waitFor(() => expect(section.textContent).toContain('Hlavný obrázok: hrad.png → most.png'), {
    timeout: 15_000,
  });
  const thumbnails = within(section).getAllByRole('img', { name: 'most.png' });
  expect(thumbnails[0]!.getAttribute('src')).toContain(`images/${second}`);
  expect(within(section).getAllByRole('img', { name: 'hrad.png' })[0]!.getAttribute('src')).toContain(first);
  expect(section.textContent).not.toMatch(/\{"val"|\$image|[0-9a-f]{8}-[0-9a-f]{4}-/);
}, 60_000);
