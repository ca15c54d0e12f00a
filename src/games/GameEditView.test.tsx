// The game authoring screens against msw handlers that follow games.md 7.1–7.3: the dashboard
// (2.2), the drafts list (2.3), the game edit view (2.4, 4.2, 8) and its variant dialog (2.7).
import { createElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { App } from '../App';
import { resetSessionCache } from '../providers/authProvider';
import userEvent from '@testing-library/user-event';

import { clientForm } from '../forms';
import type { Level, Sheet } from './sheet';

// The screens against msw handlers written from games.md 7 (sheets shaped as the spec's replies, with
// fault cases); the e2e spec runs the same screens against the real server.
const API = '/api/webapp';
const adminUser = {
  id: 1,
  email: 'admin@hry.sk',
  name: 'Admin',
  lastLogin: 1700000000,
  perms: ['edit', 'switch_user'],
};
const viewerUser = { id: 3, email: 'hrac@hry.sk', name: 'Hráč', lastLogin: 1700000000, perms: [] };
const server = setupServer();

const sessionHandler = (session: { user: object; euser: object | null }) =>
  http.get(`${API}/session`, () => HttpResponse.json({ ok: true, ...session }));

function openAt(hash: string) {
  window.location.hash = hash;
  return render(createElement(App));
}

configure({ asyncUtilTimeout: 8000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
beforeEach(() => {
  resetSessionCache();
  localStorage.clear();
});

const CREATED_AT = Date.UTC(2026, 2, 5, 10) / 1000;

function sheetOf(overrides: Partial<Sheet> = {}): Sheet {
  return {
    id: 7,
    gameId: 3,
    gameName: 'Záhada Budatínskeho hradu',
    variantName: 'Rodinná',
    variantNameExtended: 'Rodinná – 2 hodiny',
    status: 'draft',
    saved: false,
    production: false,
    valid: true,
    counts: { all: 2, production: 1, testing: 1, invalid: 0 },
    createdAt: CREATED_AT,
    author: { email: 'autorka@hry.sk' },
    info: {
      duration: 90,
      avgDuration: 100,
      maxDuration: 120,
      location: 'Žilina',
      amount: 12.5,
      sender: { name: 'Jana Nováková', org: 'Hry s.r.o.', email: 'jana@hry.sk', phone: '', zip: '01001' },
    },
    ...overrides,
  };
}

const LEVELS: Level[] = [
  {
    id: 11,
    seq: 1,
    valid: true,
    layout: 'ANSWER_REQUIRED',
    info: { name: { val: 'Brána' }, order: { val: '1' } },
  },
  {
    id: 12,
    seq: 2,
    valid: false,
    layout: 'MAKE_POEM',
    info: { name: { val: 'Básnička' }, order: { val: '2' } },
  },
];

interface Calls {
  requests: string[];
  bodies: Record<string, unknown>;
}

/** The API of one sheet; returns the calls made (method + path + query). */
function serve(sheet: Sheet | null, opts: { user?: object; levels?: Level[]; putSheet?: Sheet } = {}): Calls {
  const calls: Calls = { requests: [], bodies: {} };
  let current = sheet;
  const log = (request: Request) => {
    const url = new URL(request.url);
    calls.requests.push(`${request.method} ${url.pathname.replace(API + '/', '')}${url.search}`);
  };
  const attrsFor = (schema: string, body: Record<string, unknown>) =>
    Object.fromEntries(
      clientForm(schema as 'variant').fields.map((f) => [
        f.id,
        {
          val: body[f.id] ?? null,
          ...(f.spec.required && !body[f.id] ? { required: true, error: 'required' } : {}),
        },
      ]),
    );
  server.use(
    sessionHandler({ user: opts.user ?? adminUser, euser: null }),
    http.put(`${API}/drafts`, async ({ request }) => {
      log(request);
      calls.bodies['PUT drafts'] = await request.json();
      current = opts.putSheet ?? current;
      return HttpResponse.json({ ok: true, sheet: current });
    }),
    http.get(`${API}/:area/:id/levels`, ({ request }) => {
      log(request);
      const f = new URL(request.url).searchParams.get('f');
      const levels = (opts.levels ?? LEVELS).filter((l) =>
        f === 'invalid'
          ? l.valid === false
          : f === 'production'
            ? l.id === 11
            : f === 'testing'
              ? l.id === 12
              : true,
      );
      return HttpResponse.json({ ok: true, levels });
    }),
    http.post(`${API}/:area/:id/validate`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({
        ok: true,
        attrs: attrsFor(params.area === 'drafts' ? 'variant' : 'game', body),
      });
    }),
    http.post(`${API}/drafts/:id/save`, ({ request }) => {
      log(request);
      if (current) current = { ...current, saved: true };
      return HttpResponse.json({ ok: true });
    }),
    http.post(`${API}/drafts/:id`, async ({ request }) => {
      log(request);
      const body = (await request.json()) as Record<string, unknown>;
      calls.bodies['POST drafts'] = body;
      return HttpResponse.json({ ok: true, sheet: current, revalidated: false });
    }),
    http.post(`${API}/games/:id`, async ({ request }) => {
      log(request);
      calls.bodies['POST games'] = await request.json();
      return HttpResponse.json({ ok: true, game: current, revalidated: true });
    }),
    http.delete(`${API}/drafts/:id`, ({ request }) => {
      log(request);
      return HttpResponse.json({ ok: true });
    }),
    http.get(`${API}/:area/:id`, ({ request, params }) => {
      if (params.id === 'count') return HttpResponse.json({ ok: true, count: 1 });
      log(request);
      if (!current) return HttpResponse.json({ ok: false, err: 'not_found' }, { status: 404 });
      const a = new URL(request.url).searchParams.get('a') === '1';
      const form = params.area === 'drafts' ? 'variant' : 'game';
      const stored = { name: params.area === 'drafts' ? current.variantName : current.gameName };
      return HttpResponse.json({ ok: true, game: current, ...(a ? { attrs: attrsFor(form, stored) } : {}) });
    }),
    http.get(`${API}/drafts`, ({ request }) => {
      log(request);
      return HttpResponse.json({ ok: true, games: current ? [{ ...current, numTasks: undefined }] : [] });
    }),
  );
  return calls;
}

const hash = () => window.location.hash;

describe('dashboard (games 2.2)', () => {
  it('creates a draft in the category and goes straight to it when the sender is filled', async () => {
    const calls = serve(sheetOf({ id: 21 }));
    openAt('#/dashboard');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Hľadať' }), 'hrad');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Vytvoriť hru v kategórii Teambuilding' }),
    );
    await waitFor(() => expect(hash()).toBe('#/drafts/21'));
    // the global search is cleared on the way to the new draft
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Hľadať' })).toHaveValue(''));
    expect(calls.bodies['PUT drafts']).toEqual({ category: 3 });
    expect(await screen.findByRole('heading', { name: 'Záhada Budatínskeho hradu' })).toBeInTheDocument();
  });

  it('opens the variant dialog first, without errors, when the sender is empty; done goes to the draft', async () => {
    const user = userEvent.setup();
    const calls = serve(sheetOf({ id: 22, info: { sender: { name: '', email: '' } } }));
    openAt('#/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Vytvoriť hru v kategórii Žilina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Úprava variantu' });
    expect(calls.bodies['PUT drafts']).toEqual({ category: 1 });
    expect(hash()).toBe('#/dashboard');
    expect(await within(dialog).findByLabelText(/Názov variantu/)).toBeInTheDocument();
    expect(within(dialog).queryByText('Povinný údaj')).toBeNull();
    expect(within(dialog).getByLabelText('Odosielateľ z kontaktov')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Názov variantu/));
    await user.type(within(dialog).getByLabelText(/Názov variantu/), 'Večerná');
    await user.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    await waitFor(() => expect(hash()).toBe('#/drafts/22'));
    expect(calls.bodies['POST drafts']).toMatchObject({ name: 'Večerná' });
  });

  it('stays on the dashboard when the variant dialog is cancelled', async () => {
    const user = userEvent.setup();
    serve(sheetOf({ id: 23, info: { sender: {} } }));
    openAt('#/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Vytvoriť hru v kategórii Kdekoľvek' }));
    const dialog = await screen.findByRole('dialog', { name: 'Úprava variantu' });
    await user.click(within(dialog).getByRole('button', { name: 'Zrušiť' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Úprava variantu' })).toBeNull());
    expect(hash()).toBe('#/dashboard');
  });
});

describe('drafts list (games 2.3)', () => {
  it('shows name, extended variant name, 0 tasks when missing and validity; selecting opens the draft', async () => {
    const calls = serve(sheetOf({ id: 31, valid: false }));
    openAt('#/drafts');
    const row = (await screen.findByText('Záhada Budatínskeho hradu')).closest(
      '[role="listitem"]',
    ) as HTMLElement;
    expect(within(row).getByText('Rodinná – 2 hodiny')).toBeInTheDocument();
    expect(within(row).getByText('0 úloh')).toBeInTheDocument();
    expect(within(row).getByText('Obsahuje chyby')).toBeInTheDocument();
    expect(calls.requests.some((r) => r.startsWith('GET drafts?po=0&pl=100'))).toBe(true);
    await userEvent.click(within(row).getAllByRole('button')[0]);
    await waitFor(() => expect(hash()).toBe('#/drafts/31'));
  });
});

describe('game edit view (games 2.4)', () => {
  it('shows title, subtitle, the properties panel, filters with counts and the level tiles with a + tile', async () => {
    serve(sheetOf());
    openAt('#/drafts/7');
    expect(await screen.findByRole('heading', { name: 'Záhada Budatínskeho hradu' })).toBeInTheDocument();
    expect(screen.getByTestId('game-subtitle')).toHaveTextContent('Rodinná – 2 hodiny');
    const props = screen.getByTestId('sheet-properties');
    expect(within(props).getByText('Jana Nováková')).toBeInTheDocument();
    expect(within(props).getByText('010 01')).toBeInTheDocument();
    expect(within(props).getByText('jana@hry.sk')).toBeInTheDocument();
    expect(within(props).queryByTestId('sender-empty')).toBeNull();
    expect(screen.getByTestId('prop-status')).toHaveTextContent('Koncept');
    expect(screen.getByTestId('prop-duration')).toHaveTextContent('90 min.');
    expect(screen.getByTestId('prop-maxDuration')).toHaveTextContent('120 min.');
    expect(screen.getByTestId('prop-location')).toHaveTextContent('Žilina');
    expect(screen.getByTestId('prop-price')).toHaveTextContent('12,50 €');
    expect(screen.getByTestId('prop-createdAt')).toHaveTextContent('5. marca 2026');
    expect(screen.getByTestId('prop-author')).toHaveTextContent('autorka@hry.sk');

    const tabs = screen.getByRole('tablist', { name: 'Filter úloh' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Všetky (2)', 'V produkcii (1)', 'V testovaní (1)']);
    expect(await screen.findAllByTestId('level-tile')).toHaveLength(2);
    expect(screen.getByTestId('levels-title')).toHaveTextContent('Všetky (2)');
    expect(screen.getByText('Textová odpoveď')).toBeInTheDocument();
    expect(screen.getByTestId('level-tile-new')).toBeInTheDocument();
  });

  it("shows the 'empty' and 'error' sender lines and the invalid filter when it has items", async () => {
    serve(
      sheetOf({
        valid: false,
        counts: { all: 2, production: 1, testing: 1, invalid: 1 },
        info: { sender: {} },
      }),
    );
    openAt('#/drafts/7');
    expect(await screen.findByTestId('sender-empty')).toHaveTextContent('Odosielateľ nie je vyplnený.');
    expect(screen.getByTestId('sender-error')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Neplatné (1)' })).toBeInTheDocument();
  });

  it('filters the levels: the filter goes to the list call and the title shows the filter and its count', async () => {
    const user = userEvent.setup();
    const calls = serve(sheetOf());
    openAt('#/drafts/7');
    await user.click(await screen.findByRole('tab', { name: 'V testovaní (1)' }));
    await waitFor(() => expect(screen.getAllByTestId('level-tile')).toHaveLength(1));
    expect(screen.getByTestId('levels-title')).toHaveTextContent('V testovaní (1)');
    expect(calls.requests).toContain('GET drafts/7/levels?po=0&pl=100&f=testing');
    expect(hash()).toBe('#/drafts/7?f=testing');
  });

  it('opens the level dialog route from a tile and from the + tile, keeping the filter', async () => {
    const user = userEvent.setup();
    serve(sheetOf());
    openAt('#/drafts/7?f=production');
    await user.click((await screen.findAllByTestId('level-tile'))[0].querySelector('button')!);
    await waitFor(() => expect(hash()).toBe('#/drafts/7/levels/11?f=production'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(hash()).toBe('#/drafts/7?f=production'));
    await user.click(screen.getByTestId('level-tile-new'));
    await waitFor(() => expect(hash()).toBe('#/drafts/7/levels/new?f=production'));
  });

  it('shows save only when not saved, remove only when saved, submit only when not in production', async () => {
    serve(sheetOf({ saved: false }));
    const { unmount } = openAt('#/drafts/7');
    const bar = await screen.findByRole('toolbar', { name: 'Akcie hry' });
    expect(within(bar).getByRole('button', { name: 'Uložiť' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Odstrániť' })).toBeNull();
    expect(within(bar).getByRole('button', { name: 'Odoslať do produkcie' })).toBeInTheDocument();
    unmount();

    serve(sheetOf({ saved: true, production: true }));
    openAt('#/games/7');
    const bar2 = await screen.findByRole('toolbar', { name: 'Akcie hry' });
    expect(within(bar2).queryByRole('button', { name: 'Uložiť' })).toBeNull();
    expect(within(bar2).getByRole('button', { name: 'Odstrániť' })).toBeInTheDocument();
    expect(within(bar2).queryByRole('button', { name: 'Odoslať do produkcie' })).toBeNull();
  });

  it('the submit button opens an informational dialog (the flow is the next issue)', async () => {
    const user = userEvent.setup();
    serve(sheetOf());
    openAt('#/drafts/7');
    await user.click(await screen.findByRole('button', { name: 'Odoslať do produkcie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odoslanie do produkcie' });
    await user.click(within(dialog).getByRole('button', { name: 'Rozumiem' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Odoslanie do produkcie' })).toBeNull());
  });

  it('saves after the confirmation; then remove replaces save', async () => {
    const user = userEvent.setup();
    const calls = serve(sheetOf());
    openAt('#/drafts/7');
    await user.click(await screen.findByRole('button', { name: 'Uložiť' }));
    const confirm = await screen.findByRole('dialog', { name: 'Uložiť hru?' });
    await user.click(within(confirm).getByRole('button', { name: 'Áno' }));
    await screen.findByRole('button', { name: 'Odstrániť' });
    expect(calls.requests).toContain('POST drafts/7/save');
    expect(screen.getByTestId('game-edit-view')).toHaveAttribute('data-saved', 'true');
  });

  it('removes a saved game after the confirmation and goes to games', async () => {
    const user = userEvent.setup();
    const calls = serve(sheetOf({ saved: true }));
    openAt('#/drafts/7');
    await user.click(await screen.findByRole('button', { name: 'Odstrániť' }));
    const confirm = await screen.findByRole('dialog', { name: 'Odstrániť hru?' });
    await user.click(within(confirm).getByRole('button', { name: 'Nie' }));
    expect(calls.requests).not.toContain('DELETE drafts/7');
    await user.click(await screen.findByRole('button', { name: 'Odstrániť' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Odstrániť hru?' })).getByRole('button', {
        name: 'Áno',
      }),
    );
    await waitFor(() => expect(hash()).toBe('#/games'));
    expect(calls.requests).toContain('DELETE drafts/7');
  });

  it("'Upraviť hru' opens the game dialog with the stored values; done saves, closes and reloads the view", async () => {
    const user = userEvent.setup();
    const calls = serve(sheetOf());
    openAt('#/drafts/7');
    await user.click(await screen.findByRole('button', { name: 'Upraviť hru' }));
    const dialog = await screen.findByRole('dialog', { name: 'Úprava hry' });
    const name = await within(dialog).findByRole('textbox', { name: /^Názov[^a-z(]*$/ });
    await waitFor(() => expect(name).toHaveValue('Záhada Budatínskeho hradu'));
    expect(within(dialog).getByText('Galéria 4')).toBeInTheDocument();
    await user.type(name, ' 2');
    const loadsBefore = calls.requests.filter((r) => r === 'GET drafts/7').length;
    await user.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Úprava hry' })).toBeNull());
    expect(calls.bodies['POST games']).toMatchObject({ name: 'Záhada Budatínskeho hradu 2' });
    await waitFor(() =>
      expect(calls.requests.filter((r) => r === 'GET drafts/7').length).toBeGreaterThan(loadsBefore),
    );
  });

  it('picks the sender from contacts in the variant dialog (users offset 0, limit 10, the typed text)', async () => {
    const user = userEvent.setup();
    const calls = serve(sheetOf());
    const maria = {
      name: 'Mária Kováčová',
      org: 'Hry Žilina s.r.o.',
      email: 'maria@hry.sk',
      phone: '',
      zip: '01008',
    };
    server.use(
      http.get(`${API}/users`, ({ request }) => {
        calls.requests.push(`GET users${new URL(request.url).search}`);
        return HttpResponse.json({ ok: true, users: [{ id: 5, type: 'administrator', info: maria }] });
      }),
      http.post(`${API}/drafts/7/sender/5`, ({ request }) => {
        calls.requests.push(`POST ${new URL(request.url).pathname.replace(API + '/', '')}`);
        return HttpResponse.json({
          ok: true,
          sheet: sheetOf({ info: { ...sheetOf().info, sender: maria } }),
        });
      }),
    );
    openAt('#/drafts/7');
    await user.click(await screen.findByRole('button', { name: 'Upraviť variant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Úprava variantu' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Odosielateľ z kontaktov' }), 'Mári');
    await waitFor(() => expect(calls.requests).toContain('GET users?po=0&pl=10&s=M%C3%A1ri'));
    await user.click(await screen.findByRole('option', { name: 'Mária Kováčová <maria@hry.sk>' }));
    await waitFor(() => expect(calls.requests).toContain('POST drafts/7/sender/5'));
    await waitFor(() => expect(screen.getByTestId('sheet-sender')).toHaveTextContent('Mária Kováčová'));
    expect(screen.getByTestId('sheet-sender')).toHaveTextContent('010 08');
  });

  it("'Upraviť variant' opens without required errors (no showErrors flag, games 2.7)", async () => {
    const user = userEvent.setup();
    serve(sheetOf({ variantName: '' }));
    openAt('#/drafts/7');
    await user.click(await screen.findByRole('button', { name: 'Upraviť variant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Úprava variantu' });
    const name = await within(dialog).findByRole('textbox', { name: /^Názov variantu/ });
    expect(name).toHaveValue('');
    expect(within(dialog).queryByText('Povinný údaj')).toBeNull();
  });

  it('a failed load goes to the default view (games 8)', async () => {
    serve(null);
    openAt('#/drafts/99');
    await waitFor(() => expect(hash()).toBe('#/dashboard'));
  });

  it("highlights 'Vytvoriť hru' for an unsaved game and 'Hry' for a saved one", async () => {
    serve(sheetOf({ saved: false }));
    const { unmount } = openAt('#/drafts/7');
    await screen.findByRole('heading', { name: 'Záhada Budatínskeho hradu' });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Vytvoriť hru/ })).toHaveAttribute('aria-current', 'page'),
    );
    unmount();
    serve(sheetOf({ saved: true }));
    openAt('#/drafts/7');
    await screen.findByRole('heading', { name: 'Záhada Budatínskeho hradu' });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^Hry/ })).toHaveAttribute('aria-current', 'page'),
    );
  });
});

describe('leaving an unsaved draft (games 4.2)', () => {
  async function leaveToDrafts() {
    const user = userEvent.setup();
    const calls = serve(sheetOf());
    openAt('#/drafts/7');
    await screen.findAllByTestId('level-tile');
    await user.click(screen.getByRole('link', { name: /Koncepty/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Uložiť rozpracovanú hru?' });
    return { user, calls, dialog };
  }

  it('cancel stays: routes back to the draft', async () => {
    const { user, calls, dialog } = await leaveToDrafts();
    await user.click(within(dialog).getByRole('button', { name: 'Zrušiť' }));
    await waitFor(() => expect(hash()).toBe('#/drafts/7'));
    expect(calls.requests.filter((r) => r.startsWith('DELETE') || r.endsWith('/save'))).toEqual([]);
  });

  it('yes saves the game and leaves', async () => {
    const { user, calls, dialog } = await leaveToDrafts();
    await user.click(within(dialog).getByRole('button', { name: 'Áno' }));
    await waitFor(() => expect(calls.requests).toContain('POST drafts/7/save'));
    expect(hash()).toBe('#/drafts');
  });

  it('no destroys the draft and leaves', async () => {
    const { user, calls, dialog } = await leaveToDrafts();
    await user.click(within(dialog).getByRole('button', { name: 'Nie' }));
    await waitFor(() => expect(calls.requests).toContain('DELETE drafts/7'));
    expect(hash()).toBe('#/drafts');
  });

  it('a failed destroy goes to the default view (games 8)', async () => {
    const { user, dialog } = await leaveToDrafts();
    server.use(http.delete(`${API}/drafts/:id`, () => HttpResponse.json({ ok: false }, { status: 500 })));
    await user.click(within(dialog).getByRole('button', { name: 'Nie' }));
    await waitFor(() => expect(hash()).toBe('#/dashboard'));
  });

  it('does not ask for a saved game or one without levels', async () => {
    const user = userEvent.setup();
    serve(sheetOf({ counts: { all: 0 } }), { levels: [] });
    openAt('#/drafts/7');
    await screen.findByTestId('levels-empty');
    await user.click(screen.getByRole('link', { name: /Koncepty/ }));
    await waitFor(() => expect(hash()).toBe('#/drafts'));
    expect(screen.queryByRole('dialog', { name: 'Uložiť rozpracovanú hru?' })).toBeNull();
  });

  it("'Zavrieť' on an unsaved draft asks Uložiť / Neukladať / Zrušiť", async () => {
    const user = userEvent.setup();
    const calls = serve(sheetOf());
    openAt('#/drafts/7');
    await user.click(await screen.findByRole('button', { name: 'Zavrieť' }));
    let dialog = await screen.findByRole('dialog', { name: 'Uložiť zmeny ako koncept?' });
    await user.click(within(dialog).getByRole('button', { name: 'Zrušiť' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Uložiť zmeny ako koncept?' })).toBeNull(),
    );
    expect(hash()).toBe('#/drafts/7');
    await user.click(screen.getByRole('button', { name: 'Zavrieť' }));
    dialog = await screen.findByRole('dialog', { name: 'Uložiť zmeny ako koncept?' });
    await user.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    await waitFor(() => expect(hash()).toBe('#/drafts'));
    expect(calls.requests).toContain('POST drafts/7/save');
    expect(screen.queryByRole('dialog', { name: 'Uložiť rozpracovanú hru?' })).toBeNull();
  });
});

describe('viewer (no edit)', () => {
  it('opens #/games/{id} read-only: no edit buttons, no + tile', async () => {
    serve(sheetOf({ saved: true }), { user: viewerUser });
    openAt('#/games/7');
    expect(await screen.findByRole('heading', { name: 'Záhada Budatínskeho hradu' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('level-tile')).toHaveLength(2);
    expect(screen.queryByRole('toolbar', { name: 'Akcie hry' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upraviť hru' })).toBeNull();
    expect(screen.queryByTestId('level-tile-new')).toBeNull();
    expect(screen.getByTestId('game-edit-view')).toHaveAttribute('data-readonly', 'true');
  });

  it('is sent from #/drafts to #/games', async () => {
    serve(sheetOf(), { user: viewerUser });
    openAt('#/drafts');
    await waitFor(() => expect(hash()).toBe('#/games'));
  });
});
