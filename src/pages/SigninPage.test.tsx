import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, http, HttpResponse, openAt, server, sessionHandler, setupShellTests } from './testServer';

setupShellTests();

async function openSignin() {
  server.use(sessionHandler(null));
  openAt('#/signin');
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
    let calls = 0;
    server.use(
      http.put(`${API}/session`, () => {
        calls++;
        return HttpResponse.json({ ok: false, err: 'user_not_found' });
      }),
    );
    await openSignin();
    await user.click(screen.getByRole('button', { name: 'Prihlásiť sa' }));
    expect(await screen.findAllByText('Povinný údaj')).toHaveLength(2);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Heslo')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  it.each([
    ['user_not_found', 'E-mail alebo heslo je nesprávne'],
    ['user_disabled', 'Váš účet bol zablokovaný'],
    ['user_inactive', 'Váš účet ešte nebol aktivovaný'],
  ])('shows %s on the password field and marks the email', async (err, text) => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.put(`${API}/session`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ok: false, err });
      }),
    );
    await user.type(await openSignin(), 'nikto@hry.sk');
    await user.type(screen.getByLabelText('Heslo'), 'zle-heslo');
    await user.click(screen.getByRole('button', { name: 'Prihlásiť sa' }));
    const password = screen.getByLabelText('Heslo');
    await waitFor(() => expect(password).toHaveAccessibleDescription(text));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).not.toHaveAccessibleDescription();
    expect(body).toEqual({ email: 'nikto@hry.sk', password: 'zle-heslo' });
  });

  it('says there were too many attempts on HTTP 429', async () => {
    const user = userEvent.setup();
    server.use(
      http.put(`${API}/session`, () =>
        HttpResponse.json({ ok: false, err: 'too_many_requests' }, { status: 429 }),
      ),
    );
    await user.type(await openSignin(), 'admin@hry.sk');
    await user.type(screen.getByLabelText('Heslo'), 'x');
    await user.click(screen.getByRole('button', { name: 'Prihlásiť sa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Príliš veľa pokusov o prihlásenie');
  });
});
