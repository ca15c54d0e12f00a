// Send to production in the game edit view against the real server in memory: the blockers in
// their order, the submit modal's panels overview (with the intern messages) → processing (progress
// bar, 'Odhadovaný čas:' in both forms, its close control not closing) → succeed (#/games/{id}) and
// failed (subtitle by reason, the level filter switched to 'invalid').
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { OUTSIDE_CLICK_DELAY_MS } from '../../dialogs';
import { apiCall } from '../../providers/api';
import { openApp, setupRealApi } from '../../test/realApi';

const api = setupRealApi();

beforeEach(async () => {
  localStorage.clear();
  await api.signInAs('admin');
  api.ctx.app.jobs.start();
});

async function ok(method: 'PUT' | 'POST', path: string, body?: unknown) {
  const reply = await apiCall(method, path, body ?? {});
  if (!reply.ok) throw new Error(`${method} ${path}: ${JSON.stringify(reply)}`);
  return reply;
}

/**
 * A draft with a valid game and variant (the signed-in admin as its sender) and `levels` levels, active
 * (in production) unless `testing` says how many of the last ones are in testing.
 */
async function draft(levels: number, opts: { gameName?: string; testing?: number } = {}): Promise<number> {
  const id = Number(((await ok('PUT', 'drafts', { category: 1 })).sheet as { id: number }).id);
  if (opts.gameName !== '') {
    await ok('POST', `games/${id}`, { name: opts.gameName ?? 'Tajomstvo veže', category: 'ZILINA' });
  }
  await ok('POST', `drafts/${id}`, { name: 'Rodinná' });
  for (let i = 1; i <= levels; i++) {
    await ok('PUT', `drafts/${id}/levels`, {
      question: `Otázka ${i}`,
      layout: 'ANSWER_REQUIRED',
      'answer.answers-1': 'štyri',
      active: i <= levels - (opts.testing ?? 0),
    });
  }
  return id;
}

const draftsCount = async () =>
  (await api.ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM variants WHERE status = 'draft'`))!.n;

const submitButton = async () => screen.findByRole('button', { name: 'Odoslať do produkcie' });

/** The dialog's 'Odoslať', once the overview has loaded and enabled it. */
async function sendButton(dialog: HTMLElement) {
  const button = within(dialog).getByRole('button', { name: 'Odoslať' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('submit blockers (games 4.3)', () => {
  it.each([
    [
      'game not valid',
      async () => draft(1, { gameName: '' }),
      'Hru nie je možné odoslať',
      'Hra nemá správne vyplnené povinné údaje (napríklad názov hry). Doplňte ich v úprave hry.',
      ['Upraviť hru', 'Rozumiem'],
    ],
    [
      'an invalid level',
      async () => {
        const id = await draft(1);
        await ok('POST', `drafts/${id}`, { labeler: true }); // the unnumbered level becomes invalid
        return id;
      },
      'Hra obsahuje neplatné úlohy',
      'Úloha bez čísla: Otázka 1Číslo úlohy: Povinný údaj',
      ['Rozumiem'],
    ],
    [
      'no active level (issue 31: an error, not a warning)',
      async () => draft(2, { testing: 2 }),
      'Žiadna úloha nie je aktívna',
      'Hru nie je možné odoslať do produkcie: žiadna jej úloha nie je aktívna, hráči by nevideli nič.',
      ['Rozumiem'],
    ],
    [
      'no levels',
      async () => draft(0),
      'Hra nemá žiadne úlohy',
      'musí obsahovať aspoň jednu úlohu',
      ['Rozumiem'],
    ],
  ])('%s → its dialog naming what is wrong, nothing sent', async (_name, seed, title, text, buttons) => {
    const user = userEvent.setup();
    const id = await seed();
    openApp(`#/drafts/${id}`);
    await user.click(await submitButton());
    const dialog = await screen.findByRole('dialog', { name: title });
    await waitFor(() => expect(dialog).toHaveTextContent(text));
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(buttons);
    await user.click(within(dialog).getByRole('button', { name: 'Rozumiem' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const jobs = await api.ctx.db.query(`SELECT 1 FROM jobs WHERE params ->> 'sheetId' = $1`, [String(id)]);
    expect(jobs).toHaveLength(0);
  });

  it('an empty sender is named, and its button opens the variant dialog (issue 22)', async () => {
    const user = userEvent.setup();
    const id = await draft(1);
    await api.ctx.db.query(`UPDATE variants SET info = info - 'sender', sender_id = NULL WHERE id = $1`, [
      id,
    ]);
    openApp(`#/drafts/${id}`);
    await user.click(await submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Hru nie je možné odoslať' });
    await waitFor(() =>
      expect(dialog).toHaveTextContent('Hra nemá vyplneného odosielateľa. Vyberte ho v úprave variantu.'),
    );
    expect(dialog).not.toHaveTextContent('názov hry');
    await user.click(within(dialog).getByRole('button', { name: 'Upraviť variant' }));
    expect(await screen.findByRole('dialog', { name: /variant/i })).toBeInTheDocument();
  });

  it("the game blocker's button opens the game dialog (issue 22)", async () => {
    const user = userEvent.setup();
    const id = await draft(1, { gameName: '' });
    openApp(`#/drafts/${id}`);
    await user.click(await submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Hru nie je možné odoslať' });
    await user.click(await within(dialog).findByRole('button', { name: 'Upraviť hru' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Hru nie je možné odoslať' })).toBeNull(),
    );
    expect(await screen.findByRole('dialog', { name: /hr/i })).toBeInTheDocument();
  });

  it("names the invalid levels and 'Rozumiem' switches the view to the filter Neplatné (games 2.4)", async () => {
    const user = userEvent.setup();
    const id = await draft(2);
    await api.ctx.db.query(
      `UPDATE levels SET info = info || '{"order": "2"}' WHERE id = (SELECT max(id) FROM levels WHERE variant_id = $1)`,
      [id],
    );
    await ok('POST', `drafts/${id}`, { labeler: true }); // the unnumbered first level becomes invalid
    openApp(`#/drafts/${id}`);
    await user.click(await submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Hra obsahuje neplatné úlohy' });
    const list = await within(dialog).findByTestId('blocker-invalid-levels');
    expect(list).toHaveTextContent('Úloha bez čísla: Otázka 1');
    expect(list).not.toHaveTextContent('Otázka 2');
    // what is wrong with it, as its own list under the level (issue 31)
    const reasons = within(list).getByRole('list', { name: 'Čo opraviť:' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Číslo úlohy: Povinný údaj']);
    await user.click(within(dialog).getByRole('button', { name: 'Rozumiem' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/drafts/${id}?f=invalid`));
    expect(await screen.findByRole('tab', { name: /Neplatné/, selected: true })).toBeInTheDocument();
  });
});

describe('overview warnings (issues 22, 31)', () => {
  it("lists the levels in testing and asks 'Odoslať aj tak' instead of 'Odoslať'", async () => {
    const user = userEvent.setup();
    const id = await draft(3, { testing: 2 });
    await api.ctx.db.query(
      `UPDATE levels SET info = info || '{"name": "Skúšobná"}' WHERE variant_id = $1 AND NOT active`,
      [id],
    );
    openApp(`#/drafts/${id}`);
    await user.click(await submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Odoslať do produkcie' });
    const warning = await within(dialog).findByTestId('submit-testing');
    expect(warning).toHaveTextContent('Tieto úlohy sú v testovaní a hráči ich neuvidia:');
    expect(
      within(within(dialog).getByTestId('submit-testing-levels'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Úloha bez čísla: Skúšobná', 'Úloha bez čísla: Skúšobná']);
    expect(within(dialog).getByTestId('submit-warned')).toHaveTextContent('tlačidlom „Odoslať aj tak“');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Zrušiť', 'Odoslať aj tak']);
    await user.click(within(dialog).getByRole('button', { name: 'Odoslať aj tak' }));
    const succeed = await screen.findByRole('dialog', { name: 'Variant bol odoslaný' });
    expect(succeed).toBeInTheDocument();
    const log = await api.ctx.db.one<{ changes: Record<string, unknown> }>(
      `SELECT changes FROM change_log WHERE record_type = 'variant' AND record_id = $1 AND action = 'status'`,
      [id],
    );
    expect(log!.changes.sendWarnings).toEqual([null, ['testingLevels']]);
  });

  it('warns of levels without a position under a start and of a leg over 3 km, with its length', async () => {
    const user = userEvent.setup();
    const id = await draft(3);
    const at = (lat: number) => JSON.stringify({ lat, lng: 18.74, radius: 25 });
    // positions as the geo fields store them: start, level 1 near it, level 2 none, level 3 3.3 km on
    await api.ctx.db.query(
      `UPDATE variants SET info = info || jsonb_build_object('start', $2::jsonb) WHERE id = $1`,
      [id, at(49.2)],
    );
    await api.ctx.db.query(
      `UPDATE levels SET info = info || jsonb_build_object('order', seq::text, 'name', 'Úloha ' || seq,
         'position', CASE seq WHEN 1 THEN $2::jsonb WHEN 3 THEN $3::jsonb END) WHERE variant_id = $1`,
      [id, at(49.201), at(49.201 + 3300 / 111_195)],
    );
    await api.ctx.db.query(`UPDATE levels SET number = seq WHERE variant_id = $1`, [id]);
    openApp(`#/drafts/${id}`);
    await user.click(await submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Odoslať do produkcie' });
    const unplaced = await within(dialog).findByTestId('submit-unplaced');
    expect(unplaced).toHaveTextContent('Variant má štart hry, ale tieto úlohy nemajú polohu');
    expect(
      within(unplaced)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Úloha č. 2: Úloha 2']);
    const legs = within(dialog).getByTestId('submit-long-legs');
    expect(legs).toHaveTextContent('Tieto úseky trasy sú dlhšie ako 3 km:');
    expect(
      within(legs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Úloha č. 1: Úloha 1 → Úloha č. 3: Úloha 3: 3,3 km']);
    expect(within(dialog).queryByTestId('submit-testing')).toBeNull();
    expect(within(dialog).getByTestId('submit-warned')).toHaveTextContent('„Odoslať aj tak“');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Zrušiť', 'Odoslať aj tak']);
  });

  it("no warning when every level is active: 'Odoslať'", async () => {
    const user = userEvent.setup();
    const id = await draft(1);
    openApp(`#/drafts/${id}`);
    await user.click(await submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Odoslať do produkcie' });
    await within(dialog).findByRole('button', { name: 'Odoslať' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Odoslať' })).toBeEnabled());
    expect(within(dialog).queryByTestId('submit-testing')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Odoslať aj tak' })).toBeNull();
  });

  it('says what the send will do: Nepodaná, Prebiehajúce, the game marked active', async () => {
    const user = userEvent.setup();
    const id = await draft(1);
    openApp(`#/drafts/${id}`);
    await user.click(await submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Odoslať do produkcie' });
    expect(await within(dialog).findByTestId('submit-after')).toHaveTextContent(
      'Po odoslaní bude mať variant stav Nepodaná (čaká na prijatie) a nájdete ho v zozname Hry na záložke Prebiehajúce.',
    );
    expect(within(dialog).getByTestId('submit-game-testing')).toHaveTextContent(
      'odoslaním variantu sa označí ako aktívna',
    );
  });
});

/**
 * Games 2.10: only the panel's buttons close the modal — it has no close control of its own, and
 * neither Esc nor an outside click (even after the 500 ms of platform 2.10) closes it.
 */
async function expectOnlyButtonsClose(user: UserEvent, name: string, buttons: string[]) {
  const dialog = screen.getByRole('dialog', { name });
  expect(
    within(dialog)
      .queryAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(buttons);
  await new Promise((resolve) => setTimeout(resolve, OUTSIDE_CLICK_DELAY_MS + 100));
  await user.keyboard('{Escape}');
  const container = dialog.closest('.MuiDialog-container') ?? dialog.parentElement!;
  await user.click(container);
  expect(screen.getByRole('dialog', { name })).toBeInTheDocument();
}

describe('sheet submit modal (games 2.10)', () => {
  it('overview → processing → succeed, then the game opens at #/games/{id}', async () => {
    const user = userEvent.setup();
    const id = await draft(2);
    await draft(0); // another draft, so that the badge still shows a number afterwards
    await api.ctx.app.jobs.stop(); // the job waits, so the processing panel can be looked at
    openApp(`#/drafts/${id}`);
    const drafts = await draftsCount();
    const badge = await screen.findByRole('link', { name: /Koncepty/ });
    await waitFor(() => expect(badge).toHaveTextContent(`Koncepty${drafts}`));
    await user.click(await submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Odoslať do produkcie' });
    await waitFor(() =>
      expect(dialog).toHaveTextContent('Hra „Tajomstvo veže“ (Rodinná) sa odošle do produkcie.'),
    );
    expect(within(dialog).queryByTestId('submit-msg1')).toBeNull();
    await user.click(await sendButton(dialog));

    const processing = await screen.findByRole('dialog', { name: 'Odosielam do produkcie…' });
    expect(within(processing).getByRole('progressbar')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(processing).getByTestId('submit-remain')).toHaveTextContent(
        'Odhadovaný čas: menej ako minúta',
      ),
    );
    // no close control, and neither Esc nor an outside click closes it while it runs
    await expectOnlyButtonsClose(user, 'Odosielam do produkcie…', []);
    // a long job: the estimate in minutes
    await api.ctx.db.query(`UPDATE jobs SET total_steps = 300 WHERE params ->> 'sheetId' = $1`, [String(id)]);
    await waitFor(() =>
      expect(within(processing).getByTestId('submit-remain')).toHaveTextContent('Odhadovaný čas: 5 min'),
    );

    api.ctx.app.jobs.start();
    const succeed = await screen.findByRole('dialog', { name: 'Variant bol odoslaný' });
    await expectOnlyButtonsClose(user, 'Variant bol odoslaný', ['Otvoriť hru']);
    const number = (await api.ctx.db.one<{ number: string }>('SELECT number FROM variants WHERE id = $1', [
      id,
    ]))!.number;
    // in the specification's terms: registered = Nepodaná, listed in Prebiehajúce (issue 31)
    expect(succeed).toHaveTextContent(
      `Variant bol odoslaný do produkcie pod číslom podania ${number}. Stav: Nepodaná – čaká na prijatie.`,
    );
    expect(succeed).toHaveTextContent(
      'Nájdete ho v zozname Hry na záložke Prebiehajúce; po prijatí (stav Podaná) sa presunie na záložku Aktívne.',
    );
    expect(succeed).toHaveTextContent(
      'Hra aj variant sú aktívne (v produkcii): hráči uvidia jeho aktívne úlohy.',
    );
    expect(succeed).not.toHaveTextContent('Hra je v produkcii');
    await user.click(within(succeed).getByRole('button', { name: 'Otvoriť hru' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/games/${id}`));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the drafts badge refreshed: one draft fewer
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Koncepty/ })).toHaveTextContent(`Koncepty${drafts - 1}`),
    );
    // in production now: no submit button any more
    await screen.findByRole('toolbar', { name: 'Akcie hry' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Odoslať do produkcie' })).toBeNull());
  });

  it('shows the intern messages by parcel type (msg2 only for b)', async () => {
    const user = userEvent.setup();
    const id = await draft(1);
    await api.ctx.db.query(`UPDATE variants SET info = info || '{"parcelType": "b"}'::jsonb WHERE id = $1`, [
      id,
    ]);
    openApp(`#/drafts/${id}`);
    await user.click(await submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Odoslať do produkcie' });
    expect(await within(dialog).findByTestId('submit-msg2')).toHaveTextContent('sprievodný list');
    await expectOnlyButtonsClose(user, 'Odoslať do produkcie', ['Zrušiť', 'Odoslať']);
    expect(within(dialog).queryByTestId('submit-msg1')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Zrušiť' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.hash).toBe(`#/drafts/${id}`);
  });

  it('failed: the subtitle of invalid_sheet, then the level filter switches to invalid', async () => {
    const user = userEvent.setup();
    const id = await draft(2);
    // stored values that no longer pass the schema, the valid flag not updated: the job finds it
    await api.ctx.db.query(
      `UPDATE levels SET info = info - 'question' WHERE id = (SELECT max(id) FROM levels WHERE variant_id = $1)`,
      [id],
    );
    openApp(`#/drafts/${id}`);
    await user.click(await submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Odoslať do produkcie' });
    await user.click(await sendButton(dialog));
    const failed = await screen.findByRole('dialog', { name: 'Odoslanie sa nepodarilo' });
    expect(within(failed).getByTestId('submit-failed-subtitle')).toHaveTextContent(
      'Hra obsahuje neplatné úlohy.',
    );
    await expectOnlyButtonsClose(user, 'Odoslanie sa nepodarilo', ['Zavrieť']);
    await user.click(within(failed).getByRole('button', { name: 'Zavrieť' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/drafts/${id}?f=invalid`));
    await waitFor(() => expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Neplatné'));
  });

  it("failed: the server's refusal names its reason (no active level any more, issue 31)", async () => {
    const user = userEvent.setup();
    const id = await draft(1);
    openApp(`#/drafts/${id}`);
    await user.click(await submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Odoslať do produkcie' });
    // the level was put in testing elsewhere meanwhile: the server refuses the send
    await api.ctx.db.query('UPDATE levels SET active = false WHERE variant_id = $1', [id]);
    await user.click(await sendButton(dialog));
    const failed = await screen.findByRole('dialog', { name: 'Odoslanie sa nepodarilo' });
    expect(within(failed).getByTestId('submit-failed-subtitle')).toHaveTextContent(
      'Hru nie je možné odoslať do produkcie: žiadna jej úloha nie je aktívna, hráči by nevideli nič.',
    );
    expect(
      (await api.ctx.db.one<{ status: string }>('SELECT status FROM variants WHERE id = $1', [id]))!.status,
    ).toBe('draft');
  });

  it('failed with another reason: the error subtitle', async () => {
    const user = userEvent.setup();
    const id = await draft(1);
    openApp(`#/drafts/${id}`);
    await user.click(await submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Odoslať do produkcie' });
    // sent meanwhile elsewhere: the server answers invalid_state
    await api.ctx.db.query(`UPDATE variants SET status = 'registered', active = true WHERE id = $1`, [id]);
    await user.click(await sendButton(dialog));
    const failed = await screen.findByRole('dialog', { name: 'Odoslanie sa nepodarilo' });
    expect(within(failed).getByTestId('submit-failed-subtitle')).toHaveTextContent(
      'Hru teraz nie je možné odoslať. Skúste to neskôr; ak problém pretrváva, kontaktujte linku pomoci.',
    );
  });
});
