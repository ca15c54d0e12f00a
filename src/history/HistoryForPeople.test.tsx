// History for people (issue 31, point 6) against the real server: 'Zmeny' names the game of a level's
// entry ('Úloha 166 · hra …'), and 'História zmien' opened in a dialog comes into view, focused.
import { afterEach, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupRealApi, createThroughApi, openApp } from '../test/realApi';

const api = setupRealApi({ role: 'admin' });

afterEach(() => {
  vi.restoreAllMocks();
});

it("'Zmeny' names the game of every level entry", async () => {
  const inject = (method: 'PUT' | 'POST', url: string, payload: Record<string, unknown>) =>
    api.ctx.app.inject({
      method,
      url: `/api/webapp/${url}`,
      headers: { cookie: api.cookieHeader() ?? '' },
      payload,
    });
  const sheet = (await inject('PUT', 'drafts', { category: 1 })).json().sheet as { id: number };
  await inject('POST', `games/${sheet.id}`, { name: 'Povesť o studni', category: 'ZILINA' });
  const level = (
    await inject('PUT', `drafts/${sheet.id}/levels`, {
      question: 'Koľko vedier?',
      layout: 'ANSWER_REQUIRED',
      'answer.answers-1': '3',
    })
  ).json().level as { id: number };

  openApp('#/changes');
  // a level has no screen of its own: its entry names it and its game
  await waitFor(() => expect(document.body.textContent).toContain(`Úloha ${level.id} · hra Povesť o studni`));
  // the variant's entries name it too
  expect(
    (await screen.findAllByRole('link', { name: `Variant ${sheet.id} · hra Povesť o studni` })).length,
  ).toBeGreaterThan(0);
}, 60_000);

it("'História zmien' opened in a dialog is scrolled into view and focused", async () => {
  const user = userEvent.setup();
  const scrolled = vi.fn();
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    value: scrolled,
    configurable: true,
    writable: true,
  });
  const voucher = await createThroughApi<{ id: number }>('vouchers', { promoCode: 'VIDNO1', limit: 2 });
  openApp(`#/vouchers/${voucher.id}`);
  const dialog = await screen.findByRole('dialog', { name: 'Poukážka – úprava' }, { timeout: 15_000 });
  await within(dialog).findByDisplayValue('VIDNO1', {}, { timeout: 15_000 });
  expect(scrolled).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'Zobraziť históriu zmien' }));
  const section = await within(dialog).findByRole('region', { name: 'História zmien' });
  const heading = await within(section).findByRole('heading', { name: 'História zmien' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(scrolled.mock.contexts).toContain(heading);
}, 60_000);
