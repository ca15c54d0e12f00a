import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, http, HttpResponse, openAt, server, sessionHandler, setupShellTests } from './testServer';

setupShellTests();

describe('reset start (#/reset)', () => {
  it('shows the info text, requires the e-mail and links back to signin', async () => {
    const user = userEvent.setup();
    server.use(sessionHandler(null));
    openAt('#/reset');
    const email = await screen.findByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByText(/Zadajte e-mail, ktorým ste sa registrovali/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Späť na prihlásenie' })).toHaveAttribute('href', '#/signin');
    await user.click(screen.getByRole('button', { name: 'Odoslať' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Povinný údaj'));
  });

  it('shows the unknown e-mail error on the field', async () => {
    const user = userEvent.setup();
    server.use(
      sessionHandler(null),
      http.put(`${API}/accounts/reset`, () => HttpResponse.json({ ok: false, err: 'user_not_found' })),
    );
    openAt('#/reset');
    await user.type(await screen.findByLabelText('E-mail'), 'nikto@hry.sk');
    await user.click(screen.getByRole('button', { name: 'Odoslať' }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Neznámy e-mail'),
    );
  });

  it('on success says the instructions were sent, with an action to sign in', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      sessionHandler(null),
      http.put(`${API}/accounts/reset`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    openAt('#/reset');
    await user.type(await screen.findByLabelText('E-mail'), 'admin@hry.sk');
    await user.click(screen.getByRole('button', { name: 'Odoslať' }));
    expect(await screen.findByRole('heading', { name: 'Pokyny boli odoslané' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('pokyny na obnovenie hesla');
    expect(screen.getByRole('link', { name: 'Prihlásiť sa' })).toHaveAttribute('href', '#/signin');
    expect(body).toEqual({ email: 'admin@hry.sk' });
  });
});

describe('reset completion (#/reset/{token})', () => {
  it.each([
    ['token_expired', 'Platnosť odkazu na obnovenie hesla vypršala.'],
    ['user_disabled', 'Účet je zablokovaný.'],
    ['user_not_found', 'Odkaz na obnovenie hesla je neplatný.'],
    [undefined, 'Odkaz na obnovenie hesla je neplatný.'],
  ])('checks the token first; err %s gives a message screen', async (err, text) => {
    server.use(
      sessionHandler(null),
      http.get(`${API}/accounts/reset/:token`, () => HttpResponse.json({ ok: false, err })),
    );
    openAt('#/reset/abc');
    expect(await screen.findByRole('status')).toHaveTextContent(text);
    expect(screen.getByRole('heading', { name: 'Obnovenie hesla' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prihlásiť sa' })).toHaveAttribute('href', '#/signin');
    expect(screen.queryByLabelText('Nové heslo')).not.toBeInTheDocument();
  });

  async function openValidToken(postReply: object) {
    let posted: unknown;
    server.use(
      sessionHandler(null),
      http.get(`${API}/accounts/reset/tok123`, () => HttpResponse.json({ ok: true })),
      http.post(`${API}/accounts/reset/tok123`, async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json(postReply);
      }),
    );
    openAt('#/reset/tok123');
    await screen.findByLabelText('Nové heslo');
    return () => posted;
  }

  it('requires both passwords and says when they differ', async () => {
    const user = userEvent.setup();
    const posted = await openValidToken({ ok: true });
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
    await openValidToken({ ok: false, err: 'password_weak' });
    await user.type(screen.getByLabelText('Nové heslo'), 'abc');
    await user.type(screen.getByLabelText('Nové heslo znova'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Zmeniť heslo' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Nové heslo')).toHaveAccessibleDescription('Heslo je príliš jednoduché'),
    );
  });

  it('on success says the password was changed, with an action to sign in', async () => {
    const user = userEvent.setup();
    const posted = await openValidToken({ ok: true });
    await user.type(screen.getByLabelText('Nové heslo'), 'Nové-heslo-2026');
    await user.type(screen.getByLabelText('Nové heslo znova'), 'Nové-heslo-2026');
    await user.click(screen.getByRole('button', { name: 'Zmeniť heslo' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Heslo bolo zmenené, môžete sa prihlásiť.');
    expect(screen.getByRole('link', { name: 'Prihlásiť sa' })).toHaveAttribute('href', '#/signin');
    expect(posted()).toEqual({ password: 'Nové-heslo-2026' });
  });
});
