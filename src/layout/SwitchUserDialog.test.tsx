// The switch-user modal against the REAL server in memory: signed in as the administrator (switch_user).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionEvents } from '../providers/session';
import { openApp, setupRealApi } from '../test/realApi';

const api = setupRealApi();
const switches: string[] = [];

beforeEach(async () => {
  // a fresh administrator's session for each test (a successful switch changes the session)
  await api.signInAs('admin');
  localStorage.clear();
  switches.length = 0;
});

async function openSwitchDialog() {
  const user = userEvent.setup();
  api.server.events.removeAllListeners('request:start');
  api.server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/session')) {
      switches.push(((await request.clone().json()) as { email: string }).email);
    }
  });
  openApp('#/games');
  await user.click(await screen.findByRole('button', { name: /používateľské menu/i }));
  await user.click(await screen.findByRole('menuitem', { name: 'Prepnúť používateľa' }));
  const dialog = await screen.findByRole('dialog', { name: 'Prepnúť používateľa' });
  return { user, dialog };
}

describe('switch user modal', () => {
  it('requires a non-empty e-mail', async () => {
    const { user, dialog } = await openSwitchDialog();
    await user.type(within(dialog).getByLabelText('Email'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Prepnúť' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Povinný údaj'),
    );
    expect(switches).toEqual([]);
  });

  it("shows 'Používateľ sa nenašiel' on the field when the server refuses", async () => {
    const { user, dialog } = await openSwitchDialog();
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
      const { user, dialog } = await openSwitchDialog();
      await user.type(within(dialog).getByLabelText('Email'), 'viewer@test.sk');
      await user.click(within(dialog).getByRole('button', { name: 'Prepnúť' }));
      await waitFor(() => expect(switched).toHaveBeenCalledTimes(1));
      expect(switches).toEqual(['viewer@test.sk']);
    } finally {
      vi.unstubAllGlobals();
      off();
    }
  });

  it('closes on Esc', async () => {
    const { user } = await openSwitchDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on an outside click only 500 ms after opening (platform 9)', async () => {
    // the clock stands still from before the opening until it is moved on
    const openedAt = Date.now();
    const now = vi.spyOn(Date, 'now').mockImplementation(() => openedAt);
    try {
      const { user } = await openSwitchDialog();
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
