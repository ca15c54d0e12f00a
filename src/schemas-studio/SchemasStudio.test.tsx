// The schema studio's first screen (#/schemas) against the REAL server in memory: the forms in force with
// their counts, the versions' history with the one in force, a rollback through the dialog, and the
// entry and the route only for the permission 'schemas'.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiCall } from '../providers/api';
import { setupRealApi, openApp } from '../test/realApi';
import { codelistsOf, countFields } from './counts';
import { schemasStudioMessages } from '../../i18n/sk/schemasStudio';

const api = setupRealApi({ role: 'admin' });

interface VersionRow {
  id: number;
  source: string;
  note: string;
  base_id: number | null;
  hash: string;
  author_id: number | null;
  created_at: Date | string;
}

const versionsInDb = async () =>
  api.ctx.db.query<VersionRow>('SELECT * FROM schema_versions ORDER BY id DESC');

const pad = (n: number) => String(n).padStart(2, '0');
const dayTime = (t: Date | string) => {
  const d = new Date(t);
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** A test's own count of a schema's fields, group children included. */
const fieldTotal = (node: { fields?: unknown[] }): number =>
  (node.fields ?? []).reduce<number>((n, f) => n + 1 + fieldTotal(f as { fields?: unknown[] }), 0);

/** Publishes the version in force again with the game form's first label changed (a studio version). */
async function publishStudioVersion(label: string, note: string): Promise<number> {
  const current = await apiCall<{
    version: number;
    forms: Record<string, unknown>;
    codelists: Record<string, unknown>;
  }>('GET', 'schemas');
  const game = structuredClone(current.forms.game) as { fields: { label: string }[] };
  game.fields[0]!.label = label;
  const reply = await apiCall<{ version?: { id: number } }>('PUT', 'schemas/versions', {
    baseId: current.version,
    note,
    forms: { ...current.forms, game },
    codelists: current.codelists,
  });
  if (!reply.ok || !reply.version) throw new Error(`PUT schemas/versions: ${JSON.stringify(reply)}`);
  return reply.version.id;
}

const rowOf = async (name: string | RegExp) =>
  (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;

beforeAll(async () => {
  await publishStudioVersion('Názov hry', 'Premenovaný názov hry');
});

describe('counts of a form schema', () => {
  it('counts group children and the codelists of fields and actions once', () => {
    const form = {
      fields: [
        { id: 'a', type: 'enum', codelist: 'country' },
        {
          id: 'g',
          type: 'group',
          fields: [
            { id: 'b', type: 'set', codelist: 'country' },
            { id: 'c', type: 'float', action: { kind: 'addPostage', codelist: 'postage' } },
          ],
        },
      ],
    };
    expect(countFields(form)).toBe(4);
    expect(codelistsOf(form)).toEqual(['country', 'postage']);
  });
});

describe('the schema studio (#/schemas)', () => {
  it('shows the forms in force with their field and codelist counts', async () => {
    const inForce = await apiCall<{ version: number; forms: Record<string, { fields?: unknown[] }> }>(
      'GET',
      'schemas',
    );
    openApp('#/schemas');
    expect(
      await screen.findByRole('heading', { name: `Platné formuláre (verzia ${inForce.version})` }),
    ).toBeInTheDocument();
    // every form of the version by its Slovak name (i18n/sk/schemasStudio.ts)
    const names = schemasStudioMessages.schemasStudio.forms.names;
    expect(Object.keys(names).sort()).toEqual(Object.keys(inForce.forms).sort());
    for (const [form, name] of Object.entries(names)) {
      const cells = within(await rowOf(name)).getAllByRole('cell');
      expect(cells[0], name).toHaveTextContent(String(fieldTotal(inForce.forms[form]!)));
    }
    // the level form has groups: their children count too
    const level = inForce.forms.level!;
    expect(fieldTotal(level)).toBeGreaterThan(level.fields!.length);
    // the level form uses layout, segment, target… and the voucher form none
    expect(Number(within(await rowOf('Úloha')).getAllByRole('cell')[1]!.textContent)).toBeGreaterThan(2);
    expect(within(await rowOf('Poukážka')).getAllByRole('cell')[1]).toHaveTextContent('0');
    const codelists = (await apiCall<{ codelists: object }>('GET', 'schemas')).codelists;
    expect(screen.getByText(`Číselníkov spolu: ${Object.keys(codelists).length}`)).toBeInTheDocument();
  });

  it("shows the history, newest first, with the version in force marked 'Platná'", async () => {
    const [newest, ...older] = await versionsInDb();
    openApp('#/schemas');
    const history = await screen.findByRole('table', { name: 'História verzií' });
    const rows = await within(history).findAllByRole('row');
    expect(rows).toHaveLength(1 + 1 + older.length); // the header row
    const inForce = rows[1]!;
    expect(within(inForce).getByRole('rowheader')).toHaveTextContent(String(newest!.id));
    expect(within(inForce).getByText('Platná')).toBeInTheDocument();
    expect(within(inForce).getByText('admin@test.sk')).toBeInTheDocument();
    expect(within(inForce).getByText('Schéma štúdio')).toBeInTheDocument();
    expect(within(inForce).getByText('Premenovaný názov hry')).toBeInTheDocument();
    expect(within(inForce).getByText(dayTime(newest!.created_at))).toBeInTheDocument();
    expect(within(inForce).queryByRole('button', { name: 'Obnoviť túto verziu' })).toBeNull();

    const first = rows[rows.length - 1]!;
    expect(within(first).getByRole('rowheader')).toHaveTextContent('1');
    expect(within(first).getByText('Systém')).toBeInTheDocument();
    expect(within(first).getByText('Zo súborov')).toBeInTheDocument();
    expect(within(first).queryByText('Platná')).toBeNull();
    expect(within(first).getByRole('button', { name: 'Obnoviť túto verziu' })).toBeInTheDocument();
  });

  it('restores an older version through the dialog with a required note as a new version', async () => {
    const user = userEvent.setup();
    const [inForce] = await versionsInDb();
    openApp('#/schemas');
    const history = await screen.findByRole('table', { name: 'História verzií' });
    const first = (await within(history).findByRole('rowheader', { name: '1' })).closest('tr')!;
    await user.click(within(first).getByRole('button', { name: 'Obnoviť túto verziu' }));

    const dialog = await screen.findByRole('dialog', { name: 'Obnoviť verziu 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Obnoviť' }));
    expect(await within(dialog).findByText('Povinný údaj')).toBeInTheDocument();
    // nothing published without a note
    expect((await versionsInDb())[0]!.id).toBe(inForce!.id);

    await user.type(within(dialog).getByRole('textbox', { name: /Poznámka/ }), 'Späť na súbory');
    await user.click(within(dialog).getByRole('button', { name: 'Obnoviť' }));
    const newId = inForce!.id + 1;
    expect(await screen.findByText(`Verzia 1 bola obnovená ako verzia ${newId}.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Obnoviť verziu 1' })).toBeNull());

    // the server: a new rollback version with version 1's files, made from the one in force
    const [created] = await versionsInDb();
    const original = (await versionsInDb()).find((v) => v.id === 1)!;
    expect(created).toMatchObject({
      id: newId,
      source: 'rollback',
      note: 'Späť na súbory',
      base_id: inForce!.id,
    });
    expect(created!.hash).toBe(original.hash);

    // the list reloaded: the new version is in force, the former one can be restored
    const newRow = (await within(history).findByRole('rowheader', { name: String(newId) })).closest('tr')!;
    expect(within(newRow).getByText('Platná')).toBeInTheDocument();
    expect(within(newRow).getByText('Obnovenie')).toBeInTheDocument();
    expect(within(newRow).getByText('Späť na súbory')).toBeInTheDocument();
    const former = within(history)
      .getByRole('rowheader', { name: String(inForce!.id) })
      .closest('tr')!;
    expect(within(former).queryByText('Platná')).toBeNull();
    expect(within(former).getByRole('button', { name: 'Obnoviť túto verziu' })).toBeInTheDocument();
  });

  it('says so and reloads when another version was published meanwhile (conflict)', async () => {
    const user = userEvent.setup();
    openApp('#/schemas');
    const history = await screen.findByRole('table', { name: 'História verzií' });
    const first = (await within(history).findByRole('rowheader', { name: '1' })).closest('tr')!;
    const meanwhile = await publishStudioVersion('Meno hry', 'Súbežná zmena');
    const before = (await versionsInDb()).length;

    await user.click(within(first).getByRole('button', { name: 'Obnoviť túto verziu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Obnoviť verziu 1' });
    await user.type(within(dialog).getByRole('textbox', { name: /Poznámka/ }), 'Späť');
    await user.click(within(dialog).getByRole('button', { name: 'Obnoviť' }));
    expect(
      await screen.findByText(`Medzitým bola zverejnená verzia ${meanwhile}. Zoznam sa obnovil.`),
    ).toBeInTheDocument();
    expect(await versionsInDb()).toHaveLength(before);
    const row = (await within(history).findByRole('rowheader', { name: String(meanwhile) })).closest('tr')!;
    expect(within(row).getByText('Platná')).toBeInTheDocument();
  });
});

describe('a version that fails the checks of today', () => {
  it('is not restored: the dialog lists the problems and nothing is published', async () => {
    const user = userEvent.setup();
    // version 2 (not in force) stored with a field of an unknown type
    const [stored] = await api.ctx.db.query<{
      files: string | { forms: Record<string, { fields: { type: string }[] }> };
    }>('SELECT files FROM schema_versions WHERE id = 2');
    const files = typeof stored!.files === 'string' ? JSON.parse(stored!.files) : stored!.files;
    files.forms.game.fields[0].type = 'neznamy';
    await api.ctx.db.query('UPDATE schema_versions SET files = $1 WHERE id = 2', [JSON.stringify(files)]);
    const before = await versionsInDb();

    openApp('#/schemas');
    const history = await screen.findByRole('table', { name: 'História verzií' });
    const second = (await within(history).findByRole('rowheader', { name: '2' })).closest('tr')!;
    await user.click(within(second).getByRole('button', { name: 'Obnoviť túto verziu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Obnoviť verziu 2' });
    await user.type(within(dialog).getByRole('textbox', { name: /Poznámka/ }), 'Pokus');
    await user.click(within(dialog).getByRole('button', { name: 'Obnoviť' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Verziu nemožno zverejniť:');
    expect(within(alert).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(await versionsInDb()).toHaveLength(before.length);
    expect(screen.getByRole('dialog', { name: 'Obnoviť verziu 2' })).toBeInTheDocument();
  });
});

describe("the entry 'Schémy formulárov'", () => {
  it('is in the user drop-down of an administrator and opens the studio', async () => {
    const user = userEvent.setup();
    openApp('#/games');
    await user.click(await screen.findByRole('button', { name: /používateľské menu/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Schémy formulárov' }));
    expect(await screen.findByRole('table', { name: 'História verzií' })).toBeInTheDocument();
  });

  it('is hidden for an editor, and the route sends an editor to the games', async () => {
    const user = userEvent.setup();
    await api.signInAs('editor');
    try {
      openApp('#/games');
      await user.click(await screen.findByRole('button', { name: /používateľské menu/i }));
      expect(await screen.findByRole('menuitem', { name: 'Nastavenia' })).toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: 'Schémy formulárov' })).toBeNull();
      await user.keyboard('{Escape}');

      openApp('#/schemas');
      expect(
        await screen.findByText('Na túto obrazovku nemáte prístup. Zobrazujú sa hry.'),
      ).toBeInTheDocument();
      await waitFor(() => expect(window.location.hash).toBe('#/games'));
      expect(screen.queryByRole('table', { name: 'História verzií' })).toBeNull();
    } finally {
      await api.signInAs('admin');
    }
  });
});
