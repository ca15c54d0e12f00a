import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionEvents } from '../providers/session';
import {
  adminUser,
  API,
  http,
  HttpResponse,
  openAt,
  server,
  sessionHandler,
  setupShellTests,
} from '../pages/testServer';

setupShellTests();

async function openSwitchDialog(reply: (email: string) => Response) {
  const user = userEvent.setup();
  server.use(
    sessionHandler({ user: adminUser, euser: null }),
    http.post(`${API}/session`, async ({ request }) =>
      reply(((await request.json()) as { email: string }).email),
    ),
  );
  openAt('#/games');
  await user.click(await screen.findByRole('button', { name: 'Používateľské menu' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Prepnúť používateľa' }));
  const dialog = await screen.findByRole('dialog', { name: 'Prepnúť používateľa' });
  return { user, dialog };
}

describe('switch user modal', () => {
  it('requires a non-empty e-mail', async () => {
    const { user, dialog } = await openSwitchDialog(() => HttpResponse.json({ ok: true }));
    await user.type(within(dialog).getByLabelText('Email'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Prepnúť' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Povinný údaj'),
    );
  });

  it("shows 'Používateľ sa nenašiel' on the field when the server refuses", async () => {
    const { user, dialog } = await openSwitchDialog(() =>
      HttpResponse.json({ ok: false, err: 'user_not_found' }),
    );
    await user.type(within(dialog).getByLabelText('Email'), 'nikto@hry.sk');
    await user.click(within(dialog).getByRole('button', { name: 'Prepnúť' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Používateľ sa nenašiel'),
    );
  });

  it("emits 'switch' (the page reloads) on success", async () => {
    const switched = vi.fn();
    const off = sessionEvents.on('switch', switched);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      let asked = '';
      const { user, dialog } = await openSwitchDialog((email) => {
        asked = email;
        return HttpResponse.json({ ok: true, euser: { id: 3, email } });
      });
      await user.type(within(dialog).getByLabelText('Email'), 'hrac@hry.sk');
      await user.click(within(dialog).getByRole('button', { name: 'Prepnúť' }));
      await waitFor(() => expect(switched).toHaveBeenCalledTimes(1));
      expect(asked).toBe('hrac@hry.sk');
    } finally {
      vi.unstubAllGlobals();
      off();
    }
  });

  it('closes on Esc', async () => {
    const { user } = await openSwitchDialog(() => HttpResponse.json({ ok: true }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on an outside click only 500 ms after opening (platform 9)', async () => {
    // the clock stands still from before the opening until it is moved on
    const openedAt = Date.now();
    const now = vi.spyOn(Date, 'now').mockImplementation(() => openedAt);
    try {
      const { user } = await openSwitchDialog(() => HttpResponse.json({ ok: true }));
      now.mockImplementation(() => openedAt + 499);
      await user.click(document.querySelector('.MuiBackdrop-root') as HTMLElement);
      // longer than the exit transition: a dialog told to close would be gone
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(screen.getByRole('dialog', { name: 'Prepnúť používateľa' })).toBeInTheDocument();
      now.mockImplementation(() => openedAt + 10_000);
      await user.click(document.querySelector('.MuiBackdrop-root') as HTMLElement);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    } finally {
      now.mockRestore();
    }
  });
});
