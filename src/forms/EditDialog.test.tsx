// EditDialog + SchemaForm against the REAL server in memory (src/test/realServer.ts): the user and invoice forms.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { abortNext, failNext } from '../test/realApi';
import { setupRealApi } from '../test/realApi';
import { EditDialog, type EditDialogProps } from './EditDialog';
import { renderInAdmin } from '../test/render';

const api = setupRealApi({ role: 'admin' });
/** Method and path of every API request the app made. */
const requests: string[] = [];

beforeAll(async () => {
  api.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname.replace('/api/webapp/', '')}`);
  });
});
afterEach(() => {
  requests.length = 0;
  vi.restoreAllMocks();
});

type Props = Partial<EditDialogProps>;

function renderUserDialog(props: Props = {}) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const all: EditDialogProps = {
    open: true,
    onClose,
    onSaved,
    schema: 'user',
    resource: 'users',
    id: null,
    createMeta: { type: 'player' },
    ...props,
  };
  const view = renderInAdmin(<EditDialog {...all} />);
  return { ...view, onClose, onSaved, props: all };
}

const field = (name: RegExp) => screen.findByRole('textbox', { name });

/** Puts text into a field in one change (typing char by char is slow with the whole dialog). */
async function fill(user: ReturnType<typeof userEvent.setup>, name: RegExp, text: string) {
  await user.click(await field(name));
  await user.paste(text);
}
const dialog = () => screen.getByRole('dialog');

async function userId(email: string): Promise<number | undefined> {
  const rows = await api.ctx.db.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = lower($1)', [
    email,
  ]);
  return rows[0] ? Number(rows[0].id) : undefined;
}

describe('a new user (platform 2.9, 4.6)', () => {
  it('is first filled without required errors, with required markers and the note', async () => {
    renderUserDialog();
    const name = await field(/Meno/);
    expect(name).toBeRequired();
    expect(screen.getByText('Označené polia sú povinné')).toBeInTheDocument();
    expect(screen.queryByText('Povinný údaj')).not.toBeInTheDocument();
    expect(screen.getByText('Používateľ – nový záznam')).toBeInTheDocument();
    // widgets from the schema: select with the role codelist and its default, a password input
    expect(screen.getByRole('combobox', { name: /Rola/ })).toHaveTextContent('Používateľ');
    expect(dialog().querySelector('input[name="password"]')).toHaveAttribute('type', 'password');
    expect(requests).toContain('POST users/validate');
  });

  it('shows the server’s error under a field after the debounce', async () => {
    const user = userEvent.setup();
    renderUserDialog();
    await user.type(await field(/E-mail/), 'nie-je-email');
    expect(await screen.findByText('Zadajte e-mail v tvare meno@domena.sk')).toBeInTheDocument();
    expect(await field(/E-mail/)).toHaveValue('nie-je-email');
  });

  it('creates the record on done (PUT users?t=) and closes', async () => {
    const user = userEvent.setup();
    const { onSaved, onClose } = renderUserDialog();
    await fill(user, /Meno/, 'Jana Nová');
    await fill(user, /E-mail/, 'jana.nova@test.sk');
    await user.click(screen.getByRole('button', { name: 'Hotovo' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests).toContain('PUT users');
    const id = await userId('jana.nova@test.sk');
    expect(id).toBeDefined();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id }), { created: true });
    const [row] = await api.ctx.db.query<{ name: string; type: string }>(
      "SELECT info->>'name' AS name, type FROM users WHERE id = $1",
      [id!],
    );
    expect(row).toEqual({ name: 'Jana Nová', type: 'player' });
  });

  it('refills the errors and shakes when the server rejects the commit', async () => {
    const user = userEvent.setup();
    renderUserDialog();
    await fill(user, /Meno/, 'Druhý Editor');
    const email = await field(/E-mail/);
    await user.click(email);
    await user.paste('editor@test.sk');
    // done right away: the live validation has not answered yet, the commit's reply rejects it
    await user.click(screen.getByRole('button', { name: 'Hotovo' }));
    expect(await screen.findByText('E-mail už existuje')).toBeInTheDocument();
    // on a busy machine the live validation may answer first with the same error: wait for the commit's
    await waitFor(() => expect(dialog()).toHaveAttribute('data-shake', '1'));
    expect(requests).toContain('PUT users');
    expect(await userId('editor@test.sk')).toBeDefined();
    expect(dialog()).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('sanitizes locally first: no request while the form has errors', async () => {
    const user = userEvent.setup();
    renderUserDialog();
    await fill(user, /Meno/, 'Eva');
    await fill(user, /E-mail/, 'eva@');
    await user.click(screen.getByRole('button', { name: 'Hotovo' }));
    expect(await screen.findByText('Zadajte e-mail v tvare meno@domena.sk')).toBeInTheDocument();
    expect(dialog()).toHaveAttribute('data-shake', '1');
    expect(requests).not.toContain('PUT users');
  });

  it('closes without a request when new and empty, or unchanged', async () => {
    const user = userEvent.setup();
    const { onClose } = renderUserDialog();
    await field(/Meno/);
    await user.click(screen.getByRole('button', { name: 'Hotovo' }));
    expect(onClose).toHaveBeenCalled();
    expect(requests).not.toContain('PUT users');
  });

  it('force-closes with a Slovak notification when the commit fails otherwise', async () => {
    const user = userEvent.setup();
    const { onClose, onSaved } = renderUserDialog();
    await fill(user, /Meno/, 'Peter Chyba');
    failNext('PUT users', 500);
    await user.click(screen.getByRole('button', { name: 'Hotovo' }));
    expect(await screen.findByText('Zmeny sa nepodarilo uložiť, skúste to znova.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('does nothing when a validate request is aborted by a newer one', async () => {
    const user = userEvent.setup();
    const { onClose } = renderUserDialog();
    await field(/Meno/);
    const held = abortNext('POST users/validate');
    await fill(user, /Meno/, 'Ivan');
    const first = await held.hit;
    await fill(user, /E-mail/, 'zly');
    await waitFor(() => expect(first.signal.aborted).toBe(true));
    expect(await screen.findByText('Zadajte e-mail v tvare meno@domena.sk')).toBeInTheDocument();
    expect(await field(/Meno/)).toHaveValue('Ivan');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText(/nepodarilo/)).not.toBeInTheDocument();
  });

  it('does nothing when the commit is aborted (the dialog goes away meanwhile)', async () => {
    const user = userEvent.setup();
    const { onSaved, rerender, props } = renderUserDialog();
    await fill(user, /Meno/, 'Oto Prerušený');
    const held = abortNext('PUT users');
    await user.click(screen.getByRole('button', { name: 'Hotovo' }));
    const request = await held.hit;
    rerender(<EditDialog {...props} open={false} />);
    await waitFor(() => expect(request.signal.aborted).toBe(true));
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.queryByText(/nepodarilo/)).not.toBeInTheDocument();
  });
});

describe('closing (platform 2.10, 4.10)', () => {
  it('asks before closing with unsaved changes', async () => {
    const user = userEvent.setup();
    const { onClose } = renderUserDialog();
    await fill(user, /Meno/, 'Zmena');
    await user.click(screen.getByRole('button', { name: 'Zrušiť' }));
    expect(await screen.findByText('Neuložené zmeny')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nie' }));
    await waitFor(() => expect(screen.queryByText('Neuložené zmeny')).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Zrušiť' }));
    await user.click(await screen.findByRole('button', { name: 'Áno' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Esc; with a confirmation open, Esc closes only the confirmation', async () => {
    const user = userEvent.setup();
    const { onClose } = renderUserDialog();
    await field(/Meno/);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    cleanup();
    const second = renderUserDialog();
    await fill(user, /Meno/, 'X');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Neuložené zmeny')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Neuložené zmeny')).not.toBeInTheDocument());
    expect(second.onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on an outside click only 500 ms after opening, and never when closing is disabled', async () => {
    const user = userEvent.setup();
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { onClose } = renderUserDialog();
    await field(/Meno/);
    const backdrop = document.querySelector('.MuiBackdrop-root') as HTMLElement;
    now += 499;
    await user.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
    now += 1;
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);

    cleanup();
    const locked = renderUserDialog({ disableClose: true });
    await field(/Meno/);
    now += 10_000;
    await user.click(document.querySelector('.MuiBackdrop-root') as HTMLElement);
    await user.keyboard('{Escape}');
    expect(locked.onClose).not.toHaveBeenCalled();
  });
});

describe('a refused save shows every error of the form (issue 22)', () => {
  it('a local refusal shows the required errors of untouched fields beside the typed one', async () => {
    const user = userEvent.setup();
    renderUserDialog();
    await fill(user, /E-mail/, 'eva@');
    // done at once: the live validation has not answered, the local check refuses
    await user.click(screen.getByRole('button', { name: 'Hotovo' }));
    expect(await screen.findByText('Zadajte e-mail v tvare meno@domena.sk')).toBeInTheDocument();
    const name = await field(/Meno/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(name.closest('[data-field]') as HTMLElement).getByText('Povinný údaj')).toBeInTheDocument();
    expect(dialog()).toHaveAttribute('data-shake', '1');
    expect(requests).not.toContain('PUT users');
  });

  it('a save of an unchanged record with a required field empty is refused, not closed as stored', async () => {
    const user = userEvent.setup();
    const [row] = await api.ctx.db.query<{ id: string }>(
      `INSERT INTO users (email, type, info) VALUES ('bez.mena@test.sk', 'player', '{"role": "user"}') RETURNING id`,
    );
    const id = Number(row.id);
    const { onClose, onSaved } = renderUserDialog({ id, showErrors: false });
    const name = await field(/Meno/);
    // opened without required errors (games 2.7: showErrors off)
    expect(screen.queryByText('Povinný údaj')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hotovo' }));
    expect(await screen.findByText('Povinný údaj')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(dialog()).toHaveAttribute('data-shake', '1');
    expect(onClose).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(requests).not.toContain(`POST users/${id}`);
  });
});

describe('an existing user', () => {
  it('loads the record, validates it, updates it (POST users/{id}) and removes it after a confirmation', async () => {
    const user = userEvent.setup();
    const viewerId = await userId('viewer@test.sk');
    const onRemoved = vi.fn();
    const { onClose, onSaved } = renderUserDialog({ id: viewerId!, removable: true, onRemoved });
    expect(await field(/Meno/)).toHaveValue('viewer@test.sk');
    expect(screen.getByText('Používateľ – úprava')).toBeInTheDocument();
    expect(requests).toEqual(
      expect.arrayContaining([`GET users/${viewerId}`, `POST users/${viewerId}/validate`]),
    );

    await user.clear(await field(/Meno/));
    await fill(user, /Meno/, 'Vilma Divácka');
    await user.click(screen.getByRole('button', { name: 'Hotovo' }));
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: viewerId }), { created: false }),
    );
    expect(requests).toContain(`POST users/${viewerId}`);
    const [row] = await api.ctx.db.query<{ name: string }>(
      "SELECT info->>'name' AS name FROM users WHERE id = $1",
      [viewerId!],
    );
    expect(row.name).toBe('Vilma Divácka');
    expect(onClose).toHaveBeenCalledTimes(1);

    cleanup();
    const again = renderUserDialog({ id: viewerId!, removable: true, onRemoved });
    await field(/Meno/);
    await user.click(screen.getByRole('button', { name: 'Odstrániť' }));
    const confirm = await screen.findByRole('dialog', { name: 'Odstrániť záznam' });
    await user.click(within(confirm).getByRole('button', { name: 'Áno' }));
    await waitFor(() => expect(again.onClose).toHaveBeenCalled());
    expect(onRemoved).toHaveBeenCalled();
    expect(await userId('viewer@test.sk')).toBeUndefined();
  });

  it('force-closes when the record cannot be loaded', async () => {
    const user = await api.ctx.db.one<{ id: string }>('SELECT id FROM users ORDER BY id LIMIT 1');
    failNext(`GET users/${user!.id}`, 500);
    const { onClose } = renderUserDialog({ id: Number(user!.id) });
    expect(await screen.findByText('Formulár sa nepodarilo načítať, skúste to znova.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('force-closes saying the record is gone when it does not exist (404)', async () => {
    const { onClose } = renderUserDialog({ id: 999999 });
    expect(await screen.findByText('Záznam sa nenašiel, mohol byť medzitým odstránený.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});

describe('an invoice (checkbox-controlled repeat group)', () => {
  it('shows the group’s inner field only when checked, as the server’s attrs say', async () => {
    const user = userEvent.setup();
    renderInAdmin(<EditDialog open onClose={vi.fn()} schema="invoice" resource="invoices" id={null} />);
    const repeat = await screen.findByRole('checkbox', { name: 'Opakovať faktúru' });
    expect(screen.queryByRole('textbox', { name: /Počet faktúr/ })).not.toBeInTheDocument();
    // the sidebar section and the content section come from the schema
    expect(
      within(dialog().querySelector('[data-layout="sidebar"]') as HTMLElement).getByRole('textbox', {
        name: /Názov odberateľa/,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: /Cena s DPH/ }).closest('.MuiInputBase-root'),
    ).toHaveTextContent('€');
    await user.click(repeat);
    expect(await screen.findByRole('textbox', { name: /Počet faktúr/ })).toBeInTheDocument();
    await user.click(repeat);
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: /Počet faktúr/ })).not.toBeInTheDocument(),
    );
  });
});
