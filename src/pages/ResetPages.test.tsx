// The password-reset views against the REAL server in memory (signed out; tokens issued in its database).
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failNext } from '../test/realApi';
import { issueToken } from '../test/realApi';
import { openApp, setupRealApi } from '../test/realApi';

const api = setupRealApi();
/** Bodies the app sent to the reset calls (PUT accounts/reset, POST accounts/reset/{token}). */
const sent: unknown[] = [];

beforeEach(async () => {
  api.clearCookies();
  localStorage.clear();
  sent.length = 0;
  await api.ctx.db.query(`UPDATE users SET status = 'active' WHERE email = 'viewer@test.sk'`);
  api.server.events.removeAllListeners('request:start');
  api.server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method !== 'GET' && path.includes('/accounts/reset')) sent.push(await request.clone().json());
  });
});

/** A reset token of the viewer test account, as the mailed link carries it. */
async function viewerToken(): Promise<string> {
  const user = await api.ctx.db.one<{ id: string }>(`SELECT id FROM users WHERE email = 'viewer@test.sk'`);
  return issueToken(api.ctx.db, Number(user!.id), 'reset');
}

describe('reset start (#/reset)', () => {
  it('shows the info text, requires the e-mail and links back to signin', async () => {
    const user = userEvent.setup();
    openApp('#/reset');
    const email = await screen.findByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByText(/Zadajte e-mail, ktorým ste sa registrovali/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Späť na prihlásenie' })).toHaveAttribute('href', '#/signin');
    await user.click(screen.getByRole('button', { name: 'Odoslať' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Povinný údaj'));
  });

  it('shows the unknown e-mail error on the field', async () => {
    const user = userEvent.setup();
    openApp('#/reset');
    await user.type(await screen.findByLabelText('E-mail'), 'nikto@hry.sk');
    await user.click(screen.getByRole('button', { name: 'Odoslať' }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Neznámy e-mail'),
    );
  });

  it('on success says the instructions were sent, with an action to sign in', async () => {
    const user = userEvent.setup();
    openApp('#/reset');
    await user.type(await screen.findByLabelText('E-mail'), 'admin@test.sk');
    await user.click(screen.getByRole('button', { name: 'Odoslať' }));
    expect(await screen.findByRole('heading', { name: 'Pokyny boli odoslané' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('pokyny na obnovenie hesla');
    expect(screen.getByRole('link', { name: 'Prihlásiť sa' })).toHaveAttribute('href', '#/signin');
    expect(sent).toEqual([{ email: 'admin@test.sk' }]);
  });
});

describe('reset completion (#/reset/{token})', () => {
  it.each([
    ['token_expired', 'Platnosť odkazu na obnovenie hesla vypršala.'],
    ['user_disabled', 'Účet je zablokovaný.'],
    ['user_not_found', 'Odkaz na obnovenie hesla je neplatný.'],
    ['a failed check', 'Odkaz na obnovenie hesla je neplatný.'],
  ])('checks the token first; %s gives a message screen', async (err, text) => {
    let token = 'neznamy-odkaz';
    if (err === 'token_expired' || err === 'user_disabled') token = await viewerToken();
    if (err === 'token_expired')
      await api.ctx.db.query(`UPDATE account_tokens SET expires_at = now() - interval '1 minute'`);
    if (err === 'user_disabled')
      await api.ctx.db.query(`UPDATE users SET status = 'disabled' WHERE email = 'viewer@test.sk'`);
    if (err === 'a failed check') failNext('GET accounts/reset/*', 500);
    openApp(`#/reset/${token}`);
    expect(await screen.findByRole('status')).toHaveTextContent(text);
    expect(screen.getByRole('heading', { name: 'Obnovenie hesla' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prihlásiť sa' })).toHaveAttribute('href', '#/signin');
    expect(screen.queryByLabelText('Nové heslo')).not.toBeInTheDocument();
  });

  async function openValidToken() {
    openApp(`#/reset/${await viewerToken()}`);
    await screen.findByLabelText('Nové heslo');
    return () => sent[0];
  }

  it('requires both passwords and says when they differ', async () => {
    const user = userEvent.setup();
    const posted = await openValidToken();
    await user.click(screen.getByRole('button', { name: 'Zmeniť heslo' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Nové heslo')).toHaveAccessibleDescription('Povinný údaj'),
    );
    await user.type(screen.getByLabelText('Nové heslo'), 'Dlhé-heslo-1');
    await user.type(screen.getByLabelText('Nové heslo znova'), 'Dlhé-heslo-2');
    await user.click(screen.getByRole('button', { name: 'Zmeniť heslo' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Nové heslo znova')).toHaveAccessibleDescription(
        'Heslá sa nezhodujú, zadajte ich znova',
      ),
    );
    expect(posted()).toBeUndefined();
  });

  it('shows password_weak on the password field', async () => {
    const user = userEvent.setup();
    await openValidToken();
    await user.type(screen.getByLabelText('Nové heslo'), 'abc');
    await user.type(screen.getByLabelText('Nové heslo znova'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Zmeniť heslo' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Nové heslo')).toHaveAccessibleDescription('Heslo je príliš jednoduché'),
    );
  });

  it('on success says the password was changed, with an action to sign in', async () => {
    const user = userEvent.setup();
    const posted = await openValidToken();
    await user.type(screen.getByLabelText('Nové heslo'), 'Nové-heslo-2026');
    await user.type(screen.getByLabelText('Nové heslo znova'), 'Nové-heslo-2026');
    await user.click(screen.getByRole('button', { name: 'Zmeniť heslo' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Heslo bolo zmenené, môžete sa prihlásiť.');
    expect(screen.getByRole('link', { name: 'Prihlásiť sa' })).toHaveAttribute('href', '#/signin');
    expect(posted()).toEqual({ password: 'Nové-heslo-2026' });
  });
});
