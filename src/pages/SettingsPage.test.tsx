// The settings view against the REAL server in memory (password change of the signed-in editor).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failNext } from '../test/realApi';
import { openApp, setupRealApi } from '../test/realApi';
import { NOTICE_HIDE_AFTER_MS } from './SettingsPage';

const api = setupRealApi();

beforeEach(async () => {
  await api.signInAs('editor');
  localStorage.clear();
});

/** Opens the view; returns the bodies of the password changes the app sends. */
async function openSettings() {
  const bodies: unknown[] = [];
  api.server.events.removeAllListeners('request:start');
  api.server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/settings/password')) {
      bodies.push(await request.clone().json());
    }
  });
  openApp('#/settings');
  await screen.findByLabelText('Nové heslo');
  return bodies;
}

async function fill(password: string, password2: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nové heslo'), password);
  await user.type(screen.getByLabelText('Nové heslo znova'), password2);
  await user.click(screen.getByRole('button', { name: 'Zmeniť heslo' }));
}

describe('settings: change password', () => {
  it('requires both fields and says when they do not match (key password_not_match)', async () => {
    const bodies = await openSettings();
    expect(screen.getByRole('heading', { name: 'Nastavenia' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zmeniť heslo' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Nové heslo')).toHaveAccessibleDescription('Povinný údaj'),
    );
    expect(screen.getByLabelText('Nové heslo znova')).toHaveAccessibleDescription('Povinný údaj');
    await fill('Heslo-12345', 'Heslo-54321');
    await waitFor(() =>
      expect(screen.getByLabelText('Nové heslo znova')).toHaveAccessibleDescription('Heslá sa nezhodujú'),
    );
    expect(bodies).toEqual([]);
  });

  it('shows a server error on password2, translated by its code', async () => {
    await openSettings();
    await fill('abc', 'abc');
    await waitFor(() =>
      expect(screen.getByLabelText('Nové heslo znova')).toHaveAccessibleDescription(
        'Heslo je príliš jednoduché',
      ),
    );
  });

  it('clears the section on any other failure', async () => {
    await openSettings();
    failNext('POST settings/password', 500);
    await fill('Heslo-12345', 'Heslo-12345');
    await waitFor(() => expect(screen.getByLabelText('Nové heslo')).toHaveValue(''));
    expect(screen.getByLabelText('Nové heslo znova')).toHaveValue('');
    expect(screen.queryByText('Heslo bolo zmenené')).not.toBeInTheDocument();
  });

  it('on success shows the notice, then hides it after 2500 ms', async () => {
    const bodies = await openSettings();
    await fill('Nové-heslo-2026', 'Nové-heslo-2026');
    expect(await screen.findByText('Heslo bolo zmenené')).toBeInTheDocument();
    expect(bodies).toEqual([{ password: 'Nové-heslo-2026' }]);
    expect(screen.getByLabelText('Nové heslo')).toHaveValue('');
    vi.useFakeTimers();
    try {
      act(() => vi.advanceTimersByTime(NOTICE_HIDE_AFTER_MS + 500));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(screen.queryByText('Heslo bolo zmenené')).not.toBeInTheDocument());
  });
});
