import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionEvents } from './providers/session';
import {
  adminUser,
  API,
  http,
  HttpResponse,
  openAt,
  server,
  sessionHandler,
  setupShellTests,
  viewerUser,
} from './pages/testServer';

setupShellTests();

const hashIs = (hash: string) => waitFor(() => expect(window.location.hash).toBe(hash));
const menu = () => screen.findByRole('navigation', { name: 'Hlavné menu' });

describe('routes and guards', () => {
  it('sends a signed-out visitor from a session route to signin', async () => {
    server.use(sessionHandler(null));
    openAt('#/invoices');
    expect(await screen.findByRole('button', { name: 'Prihlásiť sa' })).toBeInTheDocument();
    await hashIs('#/signin');
  });

  it('sends an unknown path to signin', async () => {
    server.use(sessionHandler(null));
    openAt('#/no/such/place');
    await hashIs('#/signin');
  });

  it('sends a user without edit from invoices to games', async () => {
    server.use(sessionHandler({ user: viewerUser, euser: null }));
    openAt('#/invoices/12');
    await hashIs('#/games');
    expect(await screen.findByRole('heading', { name: 'Hry' })).toBeInTheDocument();
  });

  it('keeps a user with edit on invoices/{id} (the list route matches the id too)', async () => {
    server.use(
      sessionHandler({ user: adminUser, euser: null }),
      // the invoice exists: its edit dialog stays open (an unknown id force-closes it back to the list)
      http.get(`${API}/invoices/12`, () =>
        HttpResponse.json({ ok: true, invoice: { id: 12, code: '20260012', canceled: false, info: {} } }),
      ),
      http.post(`${API}/invoices/12/validate`, () => HttpResponse.json({ ok: true, attrs: {} })),
    );
    openAt('#/invoices/12');
    expect(await screen.findByRole('dialog', { name: 'Faktúra – úprava' })).toBeInTheDocument();
    // behind the modal dialog the page is aria-hidden
    expect(screen.getByRole('heading', { name: 'Faktúry', hidden: true })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/invoices/12');
  });

  it('redirects signin to the default view when already signed in', async () => {
    server.use(sessionHandler({ user: viewerUser, euser: null }));
    openAt('#/signin');
    await hashIs('#/games');
  });

  it('opens the default view at the root: dashboard with edit', async () => {
    server.use(sessionHandler({ user: adminUser, euser: null }));
    openAt('#/');
    await hashIs('#/dashboard');
    expect(await screen.findByRole('heading', { name: 'Vytvoriť hru' })).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Vytvoriť hru v kategórii Žilina' });
    expect(create).toBeEnabled();
  });

  it('signs in and lands on the default view', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    server.use(
      http.get(`${API}/session`, () =>
        signedIn
          ? HttpResponse.json({ ok: true, user: viewerUser, euser: null })
          : HttpResponse.json({ ok: false, err: 'unauthorized' }, { status: 401 }),
      ),
      http.put(`${API}/session`, () => {
        signedIn = true;
        return HttpResponse.json({ ok: true, user: viewerUser, euser: null });
      }),
    );
    openAt('#/signin');
    await user.type(await screen.findByLabelText('E-mail'), 'hrac@hry.sk');
    await user.type(screen.getByLabelText('Heslo'), 'Hrac2026!');
    await user.click(screen.getByRole('button', { name: 'Prihlásiť sa' }));
    await hashIs('#/games');
    expect(await screen.findByTestId('user-email')).toHaveTextContent('hrac@hry.sk');
  });

  it('signs out to signin', async () => {
    const user = userEvent.setup();
    server.use(
      sessionHandler({ user: adminUser, euser: null }),
      http.delete(`${API}/session`, () => HttpResponse.json({ ok: true })),
    );
    openAt('#/games');
    await user.click(await screen.findByRole('button', { name: 'Používateľské menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Odhlásiť' }));
    await hashIs('#/signin');
    expect(await screen.findByRole('button', { name: 'Prihlásiť sa' })).toBeInTheDocument();
  });

  it('ends acting as another user on sign out with a switch (page reload), not signin', async () => {
    const user = userEvent.setup();
    const switched = vi.fn();
    const off = sessionEvents.on('switch', switched);
    server.use(
      sessionHandler({ user: adminUser, euser: { id: 3, email: 'hrac@hry.sk' } }),
      http.delete(`${API}/session`, () => HttpResponse.json({ ok: true, user: adminUser })),
    );
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload, hash: '#/games' });
    try {
      openAt('#/games');
      await user.click(await screen.findByRole('button', { name: 'Používateľské menu' }));
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
    server.use(sessionHandler({ user: adminUser, euser: null }));
    openAt('#/games');
    const nav = await menu();
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Vytvoriť hru', 'Hry', 'Používatelia', 'Koncepty', 'Faktúry', 'Poukážky']);
    expect(within(nav).getByRole('link', { name: 'Hry' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows only games and users without edit', async () => {
    server.use(sessionHandler({ user: viewerUser, euser: null }));
    openAt('#/users');
    const nav = await menu();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Hry', 'Používatelia']);
  });

  it('shows the version label and the global search field', async () => {
    server.use(sessionHandler({ user: viewerUser, euser: null }));
    openAt('#/games');
    expect(await screen.findByTestId('version')).toHaveTextContent(/^verzia \d+\.\d+\.\d+/);
    expect(screen.getByRole('searchbox', { name: 'Hľadať' })).toBeInTheDocument();
  });

  it('user drop-down: e-mail only, and settings + switch user for an admin', async () => {
    const user = userEvent.setup();
    server.use(sessionHandler({ user: adminUser, euser: null }));
    openAt('#/games');
    expect(await screen.findByTestId('user-email')).toHaveTextContent('admin@hry.sk');
    expect(screen.queryByTestId('euser-email')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Používateľské menu' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Nastavenia', 'Prepnúť používateľa', 'Zobraziť návod', 'Pomoc', 'Odhlásiť']);
    expect(screen.getByRole('menuitem', { name: 'Pomoc' })).toHaveAttribute(
      'href',
      '/pomoc/index.html#sablony-na-stiahnutie',
    );
  });

  it('user drop-down while acting as another user: that e-mail in brackets, no switch user', async () => {
    const user = userEvent.setup();
    server.use(sessionHandler({ user: adminUser, euser: { id: 3, email: 'hrac@hry.sk' } }));
    openAt('#/games');
    expect(await screen.findByTestId('euser-email')).toHaveTextContent('(hrac@hry.sk)');
    expect(screen.getByTestId('user-email')).toHaveTextContent('admin@hry.sk');
    await user.click(screen.getByRole('button', { name: 'Používateľské menu' }));
    await screen.findByRole('menuitem', { name: 'Odhlásiť' });
    expect(screen.queryByRole('menuitem', { name: 'Prepnúť používateľa' })).not.toBeInTheDocument();
  });

  it('user drop-down without edit: no settings, no switch user', async () => {
    const user = userEvent.setup();
    server.use(sessionHandler({ user: viewerUser, euser: null }));
    openAt('#/games');
    await user.click(await screen.findByRole('button', { name: 'Používateľské menu' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Zobraziť návod', 'Pomoc', 'Odhlásiť']);
  });

  it('tutorial toggle is remembered under tutorial.visible', async () => {
    const user = userEvent.setup();
    server.use(sessionHandler({ user: viewerUser, euser: null }));
    openAt('#/games');
    await user.click(await screen.findByRole('button', { name: 'Používateľské menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Zobraziť návod' }));
    expect(localStorage.getItem('tutorial.visible')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Používateľské menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Skryť návod' })).toBeInTheDocument();
  });
});
