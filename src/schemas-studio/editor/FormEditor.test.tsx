// The schema studio's form editor (#/schemas/forms/:name) against the REAL server in memory: adding a
// field and publishing it, moving by keyboard, a check's message at its field, a conflict with another
// administrator's version, and retiring a field.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiCall } from '../../providers/api';
import { setupRealApi, openApp, seedGame } from '../../test/realApi';
import type { FieldSpec, FormSchema } from '../../../schemas/engine';

const api = setupRealApi({ role: 'admin' });

interface InForce {
  version: number;
  forms: Record<string, FormSchema>;
  codelists: Record<string, unknown>;
}
const inForce = () => apiCall<InForce>('GET', 'schemas') as Promise<InForce>;

const rowIds = (section: string) =>
  [...document.querySelectorAll(`[data-section="${section}"] [data-field-row]`)].map((el) =>
    el.getAttribute('data-field-row'),
  );
const row = (id: string) => document.querySelector(`[data-field-row="${id}"]`) as HTMLElement;

async function openEditor(form = 'variant') {
  openApp(`#/schemas/forms/${form}`);
  await screen.findByRole('heading', { name: /Sekcie a polia/ });
  await waitFor(() => expect(document.querySelector('[data-checks="0"]')).not.toBeNull());
}

const publishButton = () => screen.getByRole('button', { name: 'Zverejniť…' });

/** Opens 'Zverejniť…', types the note and waits until the dialog has checked the publish's impact. */
async function openPublish(user: ReturnType<typeof userEvent.setup>, note: string) {
  await waitFor(() => expect(publishButton()).toBeEnabled());
  await user.click(publishButton());
  const dialog = await screen.findByRole('dialog', { name: 'Zverejniť novú verziu' });
  await user.click(within(dialog).getByRole('textbox', { name: /Poznámka/ }));
  await user.paste(note);
  await waitFor(() => expect(dialog.querySelector('[data-publish-impact]')).not.toBeNull(), {
    timeout: 20_000,
  });
  return dialog;
}

/** Publishes with the note, confirming when the change touches sent games. */
async function publish(user: ReturnType<typeof userEvent.setup>, note: string) {
  const dialog = await openPublish(user, note);
  const confirm = within(dialog).queryByRole('checkbox', { name: 'Rozumiem, zverejniť aj tak' });
  if (confirm) await user.click(confirm);
  await user.click(within(dialog).getByRole('button', { name: 'Zverejniť' }));
  return dialog;
}

const fieldOf = (form: FormSchema, id: string): FieldSpec | undefined => {
  const walk = (fields: FieldSpec[]): FieldSpec | undefined => {
    for (const f of fields) {
      if (f.id === id) return f;
      const inner = f.type === 'group' ? walk(f.fields ?? []) : undefined;
      if (inner) return inner;
    }
    return undefined;
  };
  return walk(form.fields);
};

// each test renders the whole app against the real server: generous on a busy machine
describe('the form editor', { timeout: 60_000 }, () => {
  it("adds 'Počet hráčov' (int 2–12, required), publishes it with a note, and the server has it", async () => {
    const user = userEvent.setup();
    // a game in production: the publish dialog counts its variant apart and asks for a confirmation
    await seedGame(api, 'Hra v produkcii', 'Klasik');
    const before = await inForce();
    await openEditor();
    await user.click(screen.getByRole('button', { name: 'Pridať pole' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nové pole' });
    await user.click(within(dialog).getByRole('textbox', { name: /Popis poľa/ }));
    await user.paste('Počet hráčov');
    await user.click(within(dialog).getByRole('combobox', { name: 'Typ' }));
    await user.click(await screen.findByRole('option', { name: 'Celé číslo' }));
    expect(within(dialog).getByText('Id poľa: pocetHracov')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pridať' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nové pole' })).toBeNull());

    // the new field is selected: its properties
    const panel = document.querySelector('[data-panel-field="pocetHracov"]') as HTMLElement;
    expect(panel).not.toBeNull();
    await user.type(within(panel).getByRole('textbox', { name: 'Najmenej' }), '2');
    await user.type(within(panel).getByRole('textbox', { name: 'Najviac' }), '12');
    await user.click(within(panel).getByRole('checkbox', { name: 'Povinné' }));
    expect(row('pocetHracov')).toHaveTextContent('povinné');

    // the dialog says what the publish does: sent games' variants stay valid, and asks to confirm that
    const published = await openPublish(user, 'Počet hráčov vo variante');
    const variants = published.querySelector('[data-impact="variant"]') as HTMLElement;
    expect(variants).toHaveTextContent(/v odoslaných hrách: \d+ – zostanú platné do ďalšej úpravy/);
    expect(within(published).getByText(/Tie zostanú platné a v produkcii sa nezmenia/)).toBeInTheDocument();
    const submit = within(published).getByRole('button', { name: 'Zverejniť' });
    expect(submit).toBeDisabled();
    await user.click(within(published).getByRole('checkbox', { name: 'Rozumiem, zverejniť aj tak' }));
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(published).not.toBeInTheDocument());
    expect(await screen.findByText(/Zverejnená verzia \d+/)).toBeInTheDocument();

    const after = await inForce();
    expect(after.version).toBeGreaterThan(before.version);
    expect(fieldOf(after.forms.variant, 'pocetHracov')).toEqual({
      id: 'pocetHracov',
      type: 'int',
      label: 'Počet hráčov',
      section: 'content',
      min: 2,
      max: 12,
      required: true,
    });
    // the editor reloaded from the new version
    await waitFor(() => expect(screen.getByText(`Koncept z verzie ${after.version}`)).toBeInTheDocument());
    // the server validates with it at once: 13 is out of range
    const reply = await apiCall<{ attrs?: Record<string, { error?: string }> }>('POST', 'schemas/preview', {
      form: 'variant',
      input: { pocetHracov: 13 },
      forms: after.forms,
      codelists: after.codelists,
    });
    expect(reply.attrs?.pocetHracov?.error).toBe('out_of_range');
  });

  it("offers 'Poloha': a position field with its radius limits is published and the server checks it", async () => {
    const user = userEvent.setup();
    await openEditor();
    await user.click(screen.getByRole('button', { name: 'Pridať pole' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nové pole' });
    await user.click(within(dialog).getByRole('textbox', { name: /Popis poľa/ }));
    await user.paste('Miesto stretnutia');
    await user.click(within(dialog).getByRole('combobox', { name: 'Typ' }));
    await user.click(await screen.findByRole('option', { name: 'Poloha' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pridať' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nové pole' })).toBeNull());

    const panel = document.querySelector('[data-panel-field="miestoStretnutia"]') as HTMLElement;
    // every option the engine allows has a control, a position's default value too (written as JSON)
    expect(
      panel.querySelector('[data-option="default"] textarea, [data-option="default"] input'),
    ).not.toBeNull();
    await user.type(within(panel).getByRole('textbox', { name: /Najmenší polomer/ }), '10');
    await user.type(within(panel).getByRole('textbox', { name: /Najväčší polomer/ }), '300');
    await user.type(within(panel).getByRole('textbox', { name: /Predvolený polomer/ }), '50');
    const published = await publish(user, 'Miesto stretnutia');
    await waitFor(() => expect(published).not.toBeInTheDocument());

    const after = await inForce();
    expect(fieldOf(after.forms.variant, 'miestoStretnutia')).toEqual({
      id: 'miestoStretnutia',
      type: 'geo',
      label: 'Miesto stretnutia',
      section: 'content',
      min: 10,
      max: 300,
      defaultRadius: 50,
    });
    const reply = await apiCall<{ attrs?: Record<string, { val?: unknown; error?: string }> }>(
      'POST',
      'schemas/preview',
      {
        form: 'variant',
        input: { miestoStretnutia: { lat: 48.1447, lng: 17.1128 } },
        forms: after.forms,
        codelists: after.codelists,
      },
    );
    expect(reply.attrs?.miestoStretnutia?.val).toEqual({ lat: 48.1447, lng: 17.1128, radius: 50 });
  });

  it('moves a field with Alt+ArrowDown / Alt+ArrowUp on its row, and with its arrow buttons', async () => {
    const user = userEvent.setup();
    await openEditor();
    const start = rowIds('sidebar');
    expect(start.slice(0, 2)).toEqual(['name', 'price']);
    row('name').focus();
    // the arrows alone go between rows, Enter opens a field's properties
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(row('price'));
    await user.keyboard('{Enter}');
    expect(document.querySelector('[data-panel-field="price"]')).not.toBeNull();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(row('name'));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(rowIds('sidebar').slice(0, 2)).toEqual(['price', 'name']));
    expect(document.activeElement).toBe(row('name'));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(rowIds('sidebar').slice(0, 3)).toEqual(['price', 'minDuration', 'name']);
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(rowIds('sidebar').slice(0, 3)).toEqual(['price', 'name', 'minDuration']);
    await user.click(screen.getByRole('button', { name: 'Posunúť vyššie: Názov variantu' }));
    expect(rowIds('sidebar')).toEqual(start);
    // by mouse: 'Cena' dragged onto 'Názov variantu' lands before it, onto a section's heading at its end
    const store = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => store.set(type, value),
      getData: (type: string) => store.get(type) ?? '',
      effectAllowed: '',
      dropEffect: '',
    };
    fireEvent.dragStart(row('price'), { dataTransfer });
    fireEvent.dragOver(row('name'), { dataTransfer });
    fireEvent.drop(row('name'), { dataTransfer });
    expect(rowIds('sidebar').slice(0, 2)).toEqual(['price', 'name']);
    fireEvent.dragStart(row('price'), { dataTransfer });
    const notes = within(document.querySelector('[data-section="note"]') as HTMLElement).getByRole(
      'heading',
      {
        name: 'Poznámka',
      },
    );
    fireEvent.dragOver(notes, { dataTransfer });
    fireEvent.drop(notes, { dataTransfer });
    expect(rowIds('note').at(-1)).toBe('price');

    // leaving with the changes unpublished asks first
    expect(screen.getByText('Neuverejnené zmeny')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Späť na schémy' }));
    const leave = await screen.findByRole('dialog', { name: 'Odísť bez zverejnenia?' });
    await user.click(within(leave).getByRole('button', { name: 'Zostať' }));
    await waitFor(() => expect(leave).not.toBeInTheDocument());
    expect(window.location.hash).toBe('#/schemas/forms/variant');
    await user.click(screen.getByRole('link', { name: 'Späť na schémy' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Odísť bez zverejnenia?' })).getByRole('button', {
        name: 'Odísť',
      }),
    );
    await waitFor(() => expect(window.location.hash).toBe('#/schemas'));
  });

  it('shows a pattern that can backtrack catastrophically at its field and disables publishing', async () => {
    const user = userEvent.setup();
    await openEditor();
    await user.click(row('description'));
    const panel = document.querySelector('[data-panel-field="description"]') as HTMLElement;
    const pattern = within(panel).getByRole('textbox', { name: 'Povolený tvar textu' });
    await user.click(pattern);
    await user.paste('(a+)+$');
    const problems = await within(panel).findByText(/môže pri niektorých hodnotách bežať neúmerne dlho/);
    expect(problems.closest('[data-option-problem="pattern"]')).not.toBeNull();
    expect(within(row('description')).getByRole('img', { name: 'Chyby: 1' })).toBeInTheDocument();
    expect(publishButton()).toBeDisabled();
    expect(screen.getByText(/Kontroly schém našli chyby \(1\)/)).toBeInTheDocument();
  });

  it('refuses a draft made from an older version and shows the other change', async () => {
    const user = userEvent.setup();
    await openEditor();
    // another administrator publishes meanwhile
    const current = await inForce();
    const game = structuredClone(current.forms.game);
    game.fields[0]!.label = 'Názov hry (nový)';
    const other = await apiCall<{ version?: { id: number } }>('PUT', 'schemas/versions', {
      baseId: current.version,
      note: 'Premenovaný názov hry',
      forms: { ...current.forms, game },
      codelists: current.codelists,
    });
    expect(other.ok).toBe(true);

    await user.click(row('name'));
    const panel = document.querySelector('[data-panel-field="name"]') as HTMLElement;
    await user.click(within(panel).getByRole('textbox', { name: 'Pomocný text' }));
    await user.paste('Krátky názov');
    const dialog = await publish(user, 'Pomoc pri názve');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(`verziu ${other.version!.id} s poznámkou „Premenovaný názov hry“`);
    expect(alert).toHaveTextContent('admin@');
    expect(await within(alert).findByText(/Názov hry \(nový\)/)).toBeInTheDocument();
    expect(alert).toHaveTextContent(/neuverejnené zmeny stratia/);
    await user.click(within(dialog).getByRole('button', { name: 'Načítať aktuálnu verziu' }));
    await waitFor(() =>
      expect(screen.getByText(`Koncept z verzie ${other.version!.id}`)).toBeInTheDocument(),
    );
    expect(screen.queryByText('Neuverejnené zmeny')).toBeNull();
  });

  it('retires a field: it stays in the version with retired: true, and its id is not given again', async () => {
    const user = userEvent.setup();
    // a rollback to the first version drops 'pocetHracov' (added by the first test) from the version in force
    const current = await inForce();
    const rollback = await apiCall('POST', 'schemas/versions/1/publish', {
      baseId: current.version,
      note: 'Späť na prvú verziu',
    });
    expect(rollback.ok).toBe(true);
    await openEditor();
    await user.click(row('note'));
    await user.click(screen.getByRole('button', { name: 'Vyradiť pole' }));
    expect(row('note')).toHaveTextContent('vyradené');
    expect(screen.getByRole('button', { name: 'Vrátiť pole do formulára' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pridať pole' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nové pole' });
    await user.click(within(dialog).getByRole('textbox', { name: /Popis poľa/ }));
    await user.paste('Note');
    expect(within(dialog).getByText('Id poľa: note2')).toBeInTheDocument();
    // an id the form had in an earlier version is not given again either
    await user.clear(within(dialog).getByRole('textbox', { name: /Popis poľa/ }));
    await user.paste('Počet hráčov');
    expect(await within(dialog).findByText('Id poľa: pocetHracov2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zrušiť' }));

    const published = await publish(user, 'Poznámka sa už nepoužíva');
    await waitFor(() => expect(published).not.toBeInTheDocument());
    await waitFor(async () => expect(fieldOf((await inForce()).forms.variant, 'note')?.retired).toBe(true));
  });
});
