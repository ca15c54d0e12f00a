// The form editor's draft kept on the server, against the REAL server in memory: it survives a remount
// (a reload, another browser), 'Zahodiť zmeny' removes it, and a draft made from an older version says so
// with what changed meanwhile and is carried over before it can be published.
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiCall } from '../../providers/api';
import { setupRealApi, openApp } from '../../test/realApi';
import type { FormSchema } from '../../../schemas/engine';

const api = setupRealApi({ role: 'admin' });

interface InForce {
  version: number;
  forms: Record<string, FormSchema>;
  codelists: Record<string, unknown>;
}
const inForce = () => apiCall<InForce>('GET', 'schemas') as Promise<InForce>;
const serverDraft = async () =>
  (
    await apiCall<{ draft: { baseId: number; forms: Record<string, FormSchema> } | null }>(
      'GET',
      'schemas/drafts/form.variant',
    )
  ).draft;

const rowIds = (section: string) =>
  [...document.querySelectorAll(`[data-section="${section}"] [data-field-row]`)].map((el) =>
    el.getAttribute('data-field-row'),
  );

async function openEditor() {
  openApp('#/schemas/forms/variant');
  // the studio's chunk loads lazily: slow on a busy machine
  await screen.findByRole('heading', { name: /Sekcie a polia/ }, { timeout: 15_000 });
  await waitFor(() => expect(document.querySelector('[data-checks="0"]')).not.toBeNull());
}

// A test's unpublished changes are kept on the server as a draft, and an editor unmounted by the cleanup
// saves its last change: each test starts once that save has landed, without any draft.
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  await api.ctx.db.query('DELETE FROM schema_drafts');
});

describe('the form editor’s draft on the server', { timeout: 60_000 }, () => {
  it('is saved as it changes, survives a remount and is removed by Zahodiť zmeny', async () => {
    const user = userEvent.setup();
    await openEditor();
    const start = rowIds('sidebar');
    expect(screen.queryByText('Neuverejnené zmeny')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Posunúť vyššie: Cena' }));
    expect(await screen.findByText('Ukladám…')).toBeInTheDocument();
    expect(await screen.findByText('Uložené', {}, { timeout: 15_000 })).toBeInTheDocument();
    const saved = await serverDraft();
    expect(saved?.baseId).toBe((await inForce()).version);

    // a reload: the same draft, with its order and 'Neuverejnené zmeny'
    cleanup();
    await openEditor();
    expect(await screen.findByText('Neuverejnené zmeny')).toBeInTheDocument();
    expect(rowIds('sidebar').slice(0, 2)).toEqual([start[1], start[0]]);

    // discarding asks first, then removes it here and on the server
    await user.click(screen.getByRole('button', { name: 'Zahodiť zmeny' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zahodiť zmeny?' });
    await user.click(within(dialog).getByRole('button', { name: 'Zahodiť zmeny' }));
    await waitFor(() => expect(screen.queryByText('Neuverejnené zmeny')).toBeNull());
    await waitFor(() => expect(rowIds('sidebar')).toEqual(start));
    expect(await serverDraft()).toBeNull();
  });

  it('says a draft is made from an older version, shows what changed and carries it over', async () => {
    const user = userEvent.setup();
    const v1 = await inForce();
    // a draft of the variant form made from v1 (its first field renamed)…
    const draft = structuredClone(v1);
    draft.forms.variant.fields[0]!.label = 'Názov z konceptu';
    await apiCall('PUT', 'schemas/drafts/form.variant', {
      baseId: v1.version,
      forms: draft.forms,
      codelists: draft.codelists,
    });
    // …and meanwhile another version with a new field of the user form
    const next = structuredClone(v1);
    next.forms.user.fields.push({ id: 'teamSize', type: 'int', label: 'Počet hráčov', min: 2, max: 12 });
    const published = await apiCall<{ ok: boolean }>('PUT', 'schemas/versions', {
      baseId: v1.version,
      note: 'Počet hráčov',
      forms: next.forms,
      codelists: next.codelists,
    });
    expect(published.ok).toBe(true);

    await openEditor();
    const notice = await screen.findByText(
      `Koncept bol urobený z verzie ${v1.version}, platí verzia ${v1.version + 1}.`,
    );
    const alert = notice.closest('[role="alert"]') as HTMLElement;
    expect(await within(alert).findByText(/Počet hráčov/)).toBeInTheDocument();
    expect(screen.getByText('Neuverejnené zmeny')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zverejniť…' })).toBeDisabled();

    await user.click(
      within(alert).getByRole('button', { name: `Preniesť koncept na verziu ${v1.version + 1}` }),
    );
    await waitFor(() => expect(document.querySelector('[data-stale-draft]')).toBeNull());
    expect(screen.getByText(`Koncept z verzie ${v1.version + 1}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zverejniť…' })).toBeEnabled());
    // the carried draft keeps the rename and has the field published meanwhile; saved with the new base
    await waitFor(async () => expect((await serverDraft())?.baseId).toBe(v1.version + 1), { timeout: 5000 });
    const carried = (await serverDraft())!;
    expect(carried.forms.variant.fields[0]!.label).toBe('Názov z konceptu');
    expect(carried.forms.user.fields.some((f) => f.id === 'teamSize')).toBe(true);
  });
});
