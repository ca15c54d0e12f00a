// The studio's panes against the REAL server in memory: the draft's form validated by the server under
// the draft (POST schemas/preview), the draft's impact on stored records (POST schemas/impact) with links,
// and a version's detail with its Slovak diff.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiCall } from '../../providers/api';
import { renderInAdmin } from '../../test/render';
import { insertSheet, openApp, setupRealApi } from '../../test/realApi';
import type { SchemaFiles } from '../../../schemas/loader';
import { DraftImpact, DraftPreview } from '.';

const api = setupRealApi({ role: 'admin' });

type FormJson = { fields: Record<string, unknown>[] };
let inForce: { version: number } & SchemaFiles;

beforeAll(async () => {
  inForce = await apiCall<{ version: number } & SchemaFiles>('GET', 'schemas');
});

/** The version in force with `change` applied to a copy of one form. */
function draftWith(form: string, change: (json: FormJson) => void): SchemaFiles {
  const forms = structuredClone(inForce.forms) as Record<string, FormJson>;
  change(forms[form]!);
  return { forms, codelists: inForce.codelists };
}

const teamSize = {
  id: 'teamSize',
  type: 'int',
  label: 'Počet hráčov',
  required: true,
  min: 2,
  max: 12,
};

/** The paths of the API requests made while the test runs. */
function recordRequests(): string[] {
  const paths: string[] = [];
  api.server.events.on('request:start', ({ request }) => {
    paths.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return paths;
}

describe('the preview of a draft', () => {
  it('shows a field the draft adds and checks it on the server under the draft', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    renderInAdmin(
      <DraftPreview form="game" files={draftWith('game', (game) => game.fields.push(teamSize))} />,
    );
    const input = await screen.findByRole('textbox', { name: /Počet hráčov/ });
    const previewCalls = () => requests.filter((r) => r === 'POST /api/webapp/schemas/preview').length;
    // one call per draft: the server's check of the draft is also the form's first fill
    expect(previewCalls()).toBe(1);
    // a new record: no required error before anything is typed
    expect(screen.queryByText('Povinný údaj')).toBeNull();
    await user.type(input, '13');
    expect(await screen.findByText('Hodnota mimo rozsah: 2-12')).toBeInTheDocument();
    expect(previewCalls()).toBeGreaterThanOrEqual(2);
    expect(requests.some((r) => r.includes('games/validate'))).toBe(false);
    // nothing was published
    expect((await apiCall<{ version: number }>('GET', 'schemas')).version).toBe(inForce.version);

    // start over: the typed value is gone
    await user.click(screen.getByRole('button', { name: 'Vyskúšať znova' }));
    expect(await screen.findByRole('textbox', { name: /Počet hráčov/ })).toHaveValue('');
  });

  it('keeps what was typed when the draft changes, and lists the problems of a broken draft', async () => {
    const user = userEvent.setup();
    const first = draftWith('game', (game) => game.fields.push(teamSize));
    const view = renderInAdmin(<DraftPreview form="game" files={first} />);
    await user.type(await screen.findByRole('textbox', { name: /Počet hráčov/ }), '5');

    const relabeled = draftWith('game', (game) => game.fields.push({ ...teamSize, label: 'Hráči v tíme' }));
    view.rerender(<DraftPreview form="game" files={relabeled} />);
    expect(await screen.findByRole('textbox', { name: /Hráči v tíme/ })).toHaveValue('5');

    const broken = draftWith('game', (game) => game.fields.push({ ...teamSize, type: 'cislo' }));
    view.rerender(<DraftPreview form="game" files={broken} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Náhľad nie je k dispozícii, kým návrh obsahuje chyby');
    expect(within(alert).getAllByRole('listitem')[0]).toHaveTextContent(/teamSize/);
  });
});

describe('the impact of a draft', () => {
  it('counts the stored draft variants a newly required field would make incomplete, with links', async () => {
    const user = userEvent.setup();
    const sheet = await insertSheet(api.ctx.db, {
      gameName: 'Dopadová hra',
      variantName: 'Bez popisu',
      status: 'draft',
      date: '2026-03-01',
    });
    const draft = draftWith('variant', (variant) => {
      const description = variant.fields.find((f) => f.id === 'description')!;
      description.required = true;
    });
    renderInAdmin(<DraftImpact files={draft} />);
    await user.click(screen.getByRole('button', { name: 'Skontrolovať dopad' }));
    const variants = await screen.findByRole('list', { name: 'Varianty' });
    const link = within(variants).getByRole('link', { name: 'Bez popisu' });
    expect(link).toHaveAttribute('href', `#/drafts/${sheet.id}`);
    const row = variants.closest('[data-impact="variant"]') as HTMLElement;
    expect(row.textContent).toMatch(/neúplné: [1-9]\d* z [1-9]/);
    // the untouched forms: nothing incomplete
    expect(screen.getByText('Faktúry').closest('[data-impact]')).toHaveTextContent(/neúplné: 0 z/);
  });
});

describe('a version in the history', () => {
  it('opens with its author, note and the Slovak lines of what changed', async () => {
    const user = userEvent.setup();
    const published = await apiCall<{ version?: { id: number } }>('PUT', 'schemas/versions', {
      baseId: inForce.version,
      note: 'Počet hráčov do hry',
      ...draftWith('game', (game) => game.fields.push(teamSize)),
    });
    const id = published.version!.id;
    openApp('#/schemas');
    const history = await screen.findByRole('table', { name: 'História verzií' });
    await user.click(await within(history).findByRole('cell', { name: 'Počet hráčov do hry' }));
    const dialog = await screen.findByRole('dialog', { name: `Verzia ${id}` });
    expect(await within(dialog).findByText('admin@test.sk')).toBeInTheDocument();
    expect(within(dialog).getByText('Schéma štúdio')).toBeInTheDocument();
    const changes = within(dialog).getByRole('list', { name: `Zmeny oproti verzii ${inForce.version}` });
    expect(within(changes).getByRole('listitem')).toHaveTextContent(
      'Hra: pridané pole Počet hráčov (celé číslo 2–12, povinné)',
    );
    // the version in force is not offered for restoring; an older one is, through the restore dialog
    expect(within(dialog).queryByRole('button', { name: 'Obnoviť túto verziu' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Zavrieť' }));
    const first = (await within(history).findByRole('rowheader', { name: '1' })).closest('tr')!;
    await user.click(within(first).getByRole('button', { name: 'Zmeny' }));
    const older = await screen.findByRole('dialog', { name: 'Verzia 1' });
    expect(await within(older).findByText('Prvá verzia: nie je s čím porovnať.')).toBeInTheDocument();
    await user.click(within(older).getByRole('button', { name: 'Obnoviť túto verziu' }));
    expect(await screen.findByRole('dialog', { name: 'Obnoviť verziu 1' })).toBeInTheDocument();
  });
});
