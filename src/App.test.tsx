// Routes, guards and the frame of the whole app against the REAL server in memory (test accounts:
// admin@test.sk with edit and switch_user, viewer@test.sk without permissions).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionEvents } from './providers/session';
import { apiCall } from './providers/api';
import { PASSWORD } from './test/realApi';
import { createThroughApi, openApp as openAt, seedGame, setupRealApi, type TestRole } from './test/realApi';

const api = setupRealApi();

beforeEach(() => {
  api.clearCookies();
  localStorage.clear();
});

/** Signs in through the real API as a test user; `actingAs`: then switches to that e-mail. */
async function session(role: TestRole, actingAs?: string) {
  await api.signInAs(role);
  if (actingAs) expect((await apiCall('POST', 'session', { email: actingAs })).ok).toBe(true);
}

const hashIs = (hash: string) => waitFor(() => expect(window.location.hash).toBe(hash));
const menu = () => screen.findByRole('navigation', { name: 'Hlavné menu' });

/** Waits until the main menu's links are `expected` (the items that need 'edit' come with the session's permissions). */
async function expectMenuLinks(expected: string[], { badges = true } = {}) {
  const nav = await menu();
  // a badge's count is part of its link's text; without `badges` it is left out (it may or may not be there yet)
  const text = (link: HTMLElement) => (badges ? link.textContent : link.textContent?.replace(/\d+$/, ''));
  await waitFor(() => expect(within(nav).getAllByRole('link').map(text)).toEqual(expected));
  return nav;
}

/** Opens the user drop-down; its items' texts. */
async function userMenuItems(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /používateľské menu/i }));
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
}

describe('routes and guards', () => {
  it('sends a signed-out visitor from a session route to signin', async () => {
    openAt('#/invoices');
    expect(await screen.findByRole('button', { name: 'Prihlásiť sa' })).toBeInTheDocument();
    await hashIs('#/signin');
  });

  it('sends an unknown path to signin', async () => {
    openAt('#/no/such/place');
    await hashIs('#/signin');
  });

  it('sends a user without edit from invoices to games', async () => {
    await session('viewer');
    openAt('#/invoices/12');
    await hashIs('#/games');
    expect(await screen.findByRole('heading', { name: 'Hry' })).toBeInTheDocument();
  });

  it('keeps a user with edit on invoices/{id} (the list route matches the id too)', async () => {
    await session('admin');
    // the invoice exists: its edit dialog stays open (an unknown id force-closes it back to the list)
    const game = await seedGame(api);
    const invoice = await createThroughApi<{ id: number }>('invoices', {
      name: 'Ján Novák',
      taxableSupplyDate: '2026-03-01',
      dateOfIssue: '2026-03-01',
      dueDate: '2026-03-15',
      game: String(game),
      paymentMethod: 'transfer',
      price: 100,
      vat: 20,
    });
    openAt(`#/invoices/${invoice.id}`);
    expect(await screen.findByRole('dialog', { name: 'Faktúra – úprava' })).toBeInTheDocument();
    // behind the modal dialog the page is aria-hidden
    expect(screen.getByRole('heading', { name: 'Faktúry', hidden: true })).toBeInTheDocument();
    expect(window.location.hash).toBe(`#/invoices/${invoice.id}`);
    // no invoice or game left behind for the menu's count badges of the later tests
    await api.ctx.db.query('DELETE FROM invoices WHERE id = $1', [invoice.id]);
    const variant = await api.ctx.db.one<{ game_id: string }>(
      'DELETE FROM variants WHERE id = $1 RETURNING game_id',
      [game],
    );
    await api.ctx.db.query('DELETE FROM games WHERE id = $1', [Number(variant!.game_id)]);
  });

  it('redirects signin to the default view when already signed in', async () => {
    await session('viewer');
    openAt('#/signin');
    await hashIs('#/games');
  });

  it('opens the default view at the root: dashboard with edit', async () => {
    await session('admin');
    openAt('#/');
    await hashIs('#/dashboard');
    expect(await screen.findByRole('heading', { name: 'Vytvoriť hru' })).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Vytvoriť hru v kategórii Žilina' });
    expect(create).toBeEnabled();
  });

  it('signs in and lands on the default view', async () => {
    const user = userEvent.setup();
    openAt('#/signin');
    await user.type(await screen.findByLabelText('E-mail'), 'viewer@test.sk');
    await user.type(screen.getByLabelText('Heslo'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Prihlásiť sa' }));
    await hashIs('#/games');
    await waitFor(() => expect(screen.getByTestId('user-email')).toHaveTextContent('viewer@test.sk'));
  });

  it('signs out to signin', async () => {
    const user = userEvent.setup();
    await session('admin');
    openAt('#/games');
    await user.click(await screen.findByRole('button', { name: /používateľské menu/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Odhlásiť' }));
    await hashIs('#/signin');
    expect(await screen.findByRole('button', { name: 'Prihlásiť sa' })).toBeInTheDocument();
  });

  it('ends acting as another user on sign out with a switch (page reload), not signin', async () => {
    const user = userEvent.setup();
    const switched = vi.fn();
    const off = sessionEvents.on('switch', switched);
    await session('admin', 'viewer@test.sk');
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload, hash: '#/games' });
    try {
      openAt('#/games');
      await user.click(await screen.findByRole('button', { name: /používateľské menu/i }));
      await user.click(await screen.findByRole('menuitem', { name: 'Odhlásiť' }));
      await waitFor(() => expect(switched).toHaveBeenCalled());
    } finally {
      vi.unstubAllGlobals();
      off();
    }
  });
});

describe('frame', () => {
  it('shows every menu item with edit', async () => {
    await session('admin');
    openAt('#/games');
    const nav = await expectMenuLinks(
      ['Vytvoriť hru', 'Hry', 'Používatelia', 'Koncepty', 'Faktúry', 'Poukážky'],
      { badges: false },
    );
    expect(within(nav).getByRole('link', { name: 'Hry' })).toHaveAttribute('aria-current', 'page');
  });

  it('without edit hides only the dashboard and invoices (platform 2.3); the drafts badge shows 0', async () => {
    await session('viewer');
    openAt('#/users');
    await expectMenuLinks(['Hry', 'Používatelia', 'Koncepty0', 'Poukážky']);
  });

  it('without edit the drafts screen opens and says it is read-only (issue 31)', async () => {
    await session('viewer');
    openAt('#/drafts');
    expect(await screen.findByRole('heading', { name: 'Koncepty' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/drafts');
    const note = await screen.findByTestId('read-only-note');
    expect(note).toHaveTextContent('Len na čítanie');
    expect(note).toHaveTextContent('Koncepty si môžete len prezerať');
  });

  it('with edit the drafts screen has no read-only note', async () => {
    await session('admin');
    openAt('#/drafts');
    expect(await screen.findByRole('heading', { name: 'Koncepty' })).toBeInTheDocument();
    await expectMenuLinks(['Vytvoriť hru', 'Hry', 'Používatelia', 'Koncepty', 'Faktúry', 'Poukážky'], {
      badges: false,
    });
    expect(screen.queryByTestId('read-only-note')).toBeNull();
  });

  it('without edit the vouchers screen opens read-only: no new voucher', async () => {
    await session('viewer');
    openAt('#/vouchers');
    expect(await screen.findByRole('heading', { name: 'Poukážky' })).toBeInTheDocument();
    expect(window.location.hash).toMatch(/^#\/vouchers/);
    expect(await screen.findByRole('button', { name: 'Nová poukážka' })).toBeDisabled();
  });

  it('shows the version label and the global search field', async () => {
    await session('viewer');
    openAt('#/games');
    expect(await screen.findByTestId('version')).toHaveTextContent(/^verzia \d+\.\d+\.\d+/);
    expect(screen.getByRole('searchbox', { name: 'Hľadať' })).toBeInTheDocument();
  });

  it('user drop-down: e-mail only, and settings + schema studio + changes + switch user for an admin', async () => {
    const user = userEvent.setup();
    await session('admin');
    openAt('#/games');
    await waitFor(() => expect(screen.getByTestId('user-email')).toHaveTextContent('admin@test.sk'));
    expect(screen.queryByTestId('euser-email')).not.toBeInTheDocument();
    expect(await userMenuItems(user)).toEqual([
      'Nastavenia',
      'Kôš',
      'Schémy formulárov',
      'Zmeny',
      'Prepnúť používateľa',
      'Zobraziť návod',
      'Pomoc',
      'Odhlásiť',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Pomoc' })).toHaveAttribute(
      'href',
      '/pomoc/index.html#sablony-na-stiahnutie',
    );
  });

  it('user drop-down while acting as another user: that e-mail in brackets, no switch user', async () => {
    const user = userEvent.setup();
    await session('admin', 'viewer@test.sk');
    openAt('#/games');
    await waitFor(() => expect(screen.getByTestId('euser-email')).toHaveTextContent('(viewer@test.sk)'));
    expect(screen.getByTestId('user-email')).toHaveTextContent('admin@test.sk');
    await user.click(screen.getByRole('button', { name: /používateľské menu/i }));
    await screen.findByRole('menuitem', { name: 'Odhlásiť' });
    expect(screen.queryByRole('menuitem', { name: 'Prepnúť používateľa' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Schémy formulárov' })).not.toBeInTheDocument();
  });

  it('user drop-down without edit: no settings, no switch user', async () => {
    const user = userEvent.setup();
    await session('viewer');
    openAt('#/games');
    expect(await userMenuItems(user)).toEqual(['Zobraziť návod', 'Pomoc', 'Odhlásiť']);
  });

  it('tutorial toggle is remembered under tutorial.visible', async () => {
    const user = userEvent.setup();
    await session('viewer');
    openAt('#/games');
    await user.click(await screen.findByRole('button', { name: /používateľské menu/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Zobraziť návod' }));
    expect(localStorage.getItem('tutorial.visible')).toBe('true');
    await user.click(screen.getByRole('button', { name: /používateľské menu/i }));
    expect(await screen.findByRole('menuitem', { name: 'Skryť návod' })).toBeInTheDocument();
  });
});
