import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  adminUser,
  API,
  http,
  HttpResponse,
  openAt,
  server,
  sessionHandler,
  setupShellTests,
} from './testServer';
import { NOTICE_HIDE_AFTER_MS } from './SettingsPage';

setupShellTests();

async function openSettings(reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    sessionHandler({ user: adminUser, euser: null }),
    http.post(`${API}/settings/password`, async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  openAt('#/settings');
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
    const bodies = await openSettings(() => HttpResponse.json({ ok: true }));
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
    await openSettings(() => HttpResponse.json({ ok: false, err: 'password_weak' }));
    await fill('abc', 'abc');
    await waitFor(() =>
      expect(screen.getByLabelText('Nové heslo znova')).toHaveAccessibleDescription(
        'Heslo je príliš jednoduché',
      ),
    );
  });

  it('clears the section on any other failure', async () => {
    await openSettings(() => HttpResponse.json({ ok: false, err: 'error' }, { status: 500 }));
    await fill('Heslo-12345', 'Heslo-12345');
    await waitFor(() => expect(screen.getByLabelText('Nové heslo')).toHaveValue(''));
    expect(screen.getByLabelText('Nové heslo znova')).toHaveValue('');
    expect(screen.queryByText('Heslo bolo zmenené')).not.toBeInTheDocument();
  });

  it('on success shows the notice, then hides it after 2500 ms', async () => {
    const bodies = await openSettings(() => HttpResponse.json({ ok: true }));
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
