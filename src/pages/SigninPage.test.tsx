// The sign-in view against the REAL server in memory (signed out; test accounts of server/test).
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failNext } from '../test/realApi';
import { PASSWORD } from '../test/realApi';
import { openApp, setupRealApi } from '../test/realApi';

const api = setupRealApi();
/** The bodies of the sign-in calls (PUT session) the app sent. */
const signins: unknown[] = [];

beforeEach(async () => {
  api.clearCookies();
  localStorage.clear();
  signins.length = 0;
  api.server.events.removeAllListeners('request:start');
  api.server.events.on('request:start', async ({ request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname.endsWith('/session')) {
      signins.push(await request.clone().json());
    }
  });
});

async function openSignin() {
  openApp('#/signin');
  return screen.findByLabelText('E-mail');
}

describe('signin view', () => {
  it('focuses the email field and shows every part of the signed-out page', async () => {
    const email = await openSignin();
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByLabelText('Heslo')).toHaveAttribute('type', 'password');
    expect(screen.getByText('Zapamätať si ma')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Problémy s prihlásením?' })).toHaveAttribute('href', '#/reset');
    expect(screen.getByTestId('promo')).toHaveTextContent('Mestské a tímové hry');
    expect(screen.getByText(/© 2019/)).toBeInTheDocument();
    expect(screen.getByText('Zabezpečený prístup:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: window.location.host })).toHaveAttribute(
      'href',
      `${window.location.protocol}//${window.location.host}/`,
    );
  });

  it('marks both empty fields as required and sends nothing', async () => {
    const user = userEvent.setup();
    await openSignin();
    await user.click(screen.getByRole('button', { name: 'Prihlásiť sa' }));
    expect(await screen.findAllByText('Povinný údaj')).toHaveLength(2);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Heslo')).toHaveAttribute('aria-invalid', 'true');
    expect(signins).toEqual([]);
  });

  it.each([
    // (err, the account's status or none, e-mail, password, the text)
    ['user_not_found', null, 'nikto@hry.sk', 'zle-heslo', 'E-mail alebo heslo je nesprávne'],
    ['user_disabled', 'disabled', 'viewer@test.sk', PASSWORD, 'Váš účet bol zablokovaný'],
    ['user_inactive', 'inactive', 'viewer@test.sk', PASSWORD, 'Váš účet ešte nebol aktivovaný'],
  ])('shows %s on the password field and marks the email', async (_err, status, address, secret, text) => {
    const user = userEvent.setup();
    await api.ctx.db.query(`UPDATE users SET status = $1 WHERE email = 'viewer@test.sk'`, [
      status ?? 'active',
    ]);
    await user.type(await openSignin(), address);
    await user.type(screen.getByLabelText('Heslo'), secret);
    await user.click(screen.getByRole('button', { name: 'Prihlásiť sa' }));
    const password = screen.getByLabelText('Heslo');
    await waitFor(() => expect(password).toHaveAccessibleDescription(text));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).not.toHaveAccessibleDescription();
    expect(signins).toEqual([{ email: address, password: secret }]);
  });

  it('says there were too many attempts on HTTP 429', async () => {
    const user = userEvent.setup();
    failNext('PUT session', 429);
    await user.type(await openSignin(), 'admin@hry.sk');
    await user.type(screen.getByLabelText('Heslo'), 'x');
    await user.click(screen.getByRole('button', { name: 'Prihlásiť sa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Príliš veľa pokusov o prihlásenie');
  });
});
