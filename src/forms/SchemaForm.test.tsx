// SchemaForm with schemas whose validate routes are not on the server yet (level) or that only a test
// needs: the field engine answers validate in place of the server (computeAttrs is the server's own
// code); image uploads go to the REAL server (PUT/DELETE images) through src/test/realServer.ts.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { computeAttrs, type FormInput, type FormSchema } from '../../schemas/engine';
import { slow } from '../test/realApi';
import { setupRealApi } from '../test/realApi';
import { dataProvider, type AppDataProvider } from '../providers/dataProvider';
import { clientForm, type SchemaSource } from './clientForm';
import { SchemaForm } from './SchemaForm';
import { renderInAdmin } from '../test/render';

const api = setupRealApi({ role: 'admin' });
const requests: string[] = [];

beforeAll(async () => {
  api.server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname.replace('/api/webapp/', '')}`);
  });
});
afterEach(() => {
  requests.length = 0;
  vi.useRealTimers();
});

/** The app's dataProvider whose validate is the field engine (as the server computes it). */
function engineProvider(schema: SchemaSource): AppDataProvider {
  const form = clientForm(schema);
  return {
    ...dataProvider,
    validate: async (_resource, id, attrs) => {
      const input = attrs as FormInput;
      const firstFill = id === null && Object.keys(input).length === 0;
      return computeAttrs(form, input, { suppressRequired: firstFill }).attrs;
    },
  };
}

function renderForm(schema: SchemaSource, id: string | number | null = null) {
  return renderInAdmin(
    <SchemaForm schema={schema} resource="drafts/1/levels" id={id} />,
    engineProvider(schema),
  );
}

describe('a level: fieldsets that depend on the layout (games 2.8)', () => {
  it('shows only the fieldsets whose condition holds, and switches them when the layout changes', async () => {
    const user = userEvent.setup();
    renderForm('level');
    expect(await screen.findByText('Nastavenia odpovedí')).toBeInTheDocument();
    expect(screen.queryByText('Nastavenia básničky')).not.toBeInTheDocument();
    // the collapsed fieldset is there, closed
    expect(screen.getByRole('button', { name: 'Nastavenia pozadia' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await user.click(screen.getByRole('combobox', { name: /Rozloženie/ }));
    await user.click(await screen.findByRole('option', { name: 'Básnička' }));
    expect(await screen.findByText('Nastavenia básničky')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Nastavenia odpovedí')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /Min. dĺžka/ })).toBeInTheDocument();
  });

  it('opens an existing record with its required errors, or without them when showErrors is false', async () => {
    const provider = engineProvider('level');
    const props = {
      schema: 'level',
      resource: 'drafts/1/levels',
      id: 5,
      skipLoad: true,
      initialValues: {},
    } as const;
    renderInAdmin(<SchemaForm {...props} />, provider);
    expect((await screen.findAllByText('Povinný údaj')).length).toBeGreaterThan(0);
    cleanup();
    renderInAdmin(<SchemaForm {...props} showErrors={false} />, provider);
    await screen.findByRole('textbox', { name: /Otázka/ });
    expect(screen.queryByText('Povinný údaj')).not.toBeInTheDocument();
  });

  it('warns over the maximum length while typing and shows the range error from the engine', async () => {
    const user = userEvent.setup();
    renderForm('level');
    const order = await screen.findByRole('textbox', { name: /Číslo úlohy/ });
    await user.click(order);
    await user.paste('x'.repeat(21));
    expect(screen.getByText('Prekročený max. počet tlačiteľných znakov')).toBeInTheDocument();
    expect(await screen.findByText('Maximalna povolená dlžka: 20 znakov')).toBeInTheDocument();
  });
});

const testSchema = {
  title: 'Skúška',
  sections: [
    { id: 'sidebar', label: 'Bočný panel', sidebar: true },
    { id: 'content', label: 'Obsah' },
  ],
  fields: [
    { id: 'kind', type: 'enum', label: 'Druh', section: 'sidebar', codelist: 'segment', default: '' },
    {
      id: 'flags',
      type: 'set',
      label: 'Vlastnosti',
      section: 'sidebar',
      codelist: 'service',
      invariants: [['d', 'vr']],
    },
    { id: 'day', type: 'date', label: 'Deň konania', section: 'content' },
    {
      id: 'facts',
      type: 'str',
      label: 'Fakt',
      section: 'content',
      when: { kind: ['FACTS'] },
      forced: true,
      default: 'Pevný text',
    },
    { id: 'weight', type: 'float', label: 'Hmotnosť', section: 'content', unit: 'g', prec: 1 },
    {
      id: 'always',
      type: 'group',
      label: 'Vždy zapnuté',
      section: 'content',
      checkbox: true,
      required: true,
      fields: [{ id: 'always.note', type: 'str', label: 'Poznámka skupiny' }],
    },
  ],
} satisfies FormSchema;

describe('widgets of a test schema', () => {
  it('shows a field when its condition holds; forced fields are read-only', async () => {
    const user = userEvent.setup();
    renderForm(testSchema);
    await user.click(await screen.findByRole('combobox', { name: /Druh/ }));
    expect(screen.queryByRole('textbox', { name: /Fakt/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Fakty' }));
    const facts = await screen.findByRole('textbox', { name: /Fakt/ });
    expect(facts).toHaveValue('Pevný text');
    expect(facts).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /Hmotnosť/ }).closest('.MuiInputBase-root')).toHaveTextContent(
      'g',
    );
    // a required checkbox group: checked, read-only, its fields shown
    const always = screen.getByRole('checkbox', { name: 'Vždy zapnuté' });
    expect(always).toBeChecked();
    expect(always).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Poznámka skupiny/ })).toBeInTheDocument();
  });

  it('date picker: d.m.yyyy, Monday first, six weeks, Slovak months, today disabled and tomorrow allowed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 4, 15, 10, 0));
    const user = userEvent.setup();
    renderForm(testSchema);
    await screen.findByText('Deň konania', { selector: 'label' });
    await user.click(screen.getByRole('button', { name: /Vyberte dátum/ }));
    const calendar = await screen.findByRole('grid');
    expect(screen.getByText(/máj 2030/i)).toBeInTheDocument();
    const headers = within(calendar).getAllByRole('columnheader');
    expect(headers[0]).toHaveAttribute('aria-label', expect.stringMatching(/^pondelok$/i));
    expect(within(calendar).getAllByRole('row').length).toBe(7); // the header row and six weeks
    expect(within(calendar).getByRole('gridcell', { name: '15' })).toBeDisabled();
    const tomorrow = within(calendar).getByRole('gridcell', { name: '16' });
    expect(tomorrow).toBeEnabled();
    await user.click(tomorrow);
    await waitFor(() => expect(document.querySelector('input[name="day"]')).toHaveValue('16.5.2030'));
  });

  it('after 19:59 the earliest day is the day after tomorrow', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 4, 15, 20, 0));
    const user = userEvent.setup();
    renderForm(testSchema);
    await screen.findByText('Deň konania', { selector: 'label' });
    await user.click(screen.getByRole('button', { name: /Vyberte dátum/ }));
    const calendar = await screen.findByRole('grid');
    expect(within(calendar).getByRole('gridcell', { name: '16' })).toBeDisabled();
    expect(within(calendar).getByRole('gridcell', { name: '17' })).toBeEnabled();
  });

  it('checkbox set: checking one option of an invariant group unchecks the other', async () => {
    const user = userEvent.setup();
    renderForm(testSchema);
    const group = await screen.findByRole('group', { name: /Vlastnosti/ });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    await user.click(boxes[0]);
    await user.click(boxes[1]);
    expect(boxes.map((b) => (b as HTMLInputElement).name).slice(0, 3)).toEqual([
      'flags.d',
      'flags.vr',
      'flags.f',
    ]);
    expect(boxes[0]).not.toBeChecked();
    expect(boxes[1]).toBeChecked();
    await user.click(boxes[2]);
    expect(boxes[1]).toBeChecked();
    expect(boxes[2]).toBeChecked();
  });
});

// A real 1×1 PNG: the server stores only images whose header decodes (issue 8).
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

async function openBackground(user: ReturnType<typeof userEvent.setup>) {
  renderForm('level');
  await user.click(await screen.findByRole('button', { name: 'Nastavenia pozadia' }));
  return document.querySelector('input[type="file"][name="background.image"]') as HTMLInputElement;
}

describe('image slots (platform 4.8, 5.6, 7.3)', () => {
  it('uploads with a progress bar, shows the preview, and removes the image from the form only', async () => {
    const user = userEvent.setup();
    const input = await openBackground(user);
    expect(input).toHaveAttribute('accept', 'image/*');
    slow('PUT images', 400);
    await user.upload(input, new File([PNG], 'pozadie.png', { type: 'image/png' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByText(/Nahráva sa…/)).toBeInTheDocument();
    const preview = await screen.findByRole('img', { name: 'Náhľad obrázka: Obrázok pozadia' });
    const id = /images\/([0-9a-f-]{36})$/.exec(preview.getAttribute('src') ?? '')?.[1];
    expect(id).toBeDefined();
    const rows = await api.ctx.db.query<{ type: string; link: string }>(
      'SELECT type, link FROM images WHERE id = $1',
      [id!],
    );
    expect(rows).toEqual([{ type: 'level.background.image', link: 'background.image' }]);

    // removing changes only the form's value: the image is detached when the form is saved (issue 31)
    await user.click(screen.getByRole('button', { name: 'Odstrániť obrázok' }));
    expect(await screen.findByText('Bez obrázka')).toBeInTheDocument();
    expect(requests).not.toContain('DELETE images');
    expect(await api.ctx.db.query('SELECT id FROM images WHERE id = $1', [id!])).toEqual([{ id }]);
  });

  it('refuses a file that is not an image, in Slovak, without a request', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const input = await openBackground(user);
    await user.upload(input, new File(['ahoj'], 'poznamky.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Nepodporovaný formát súboru/);
    expect(requests).not.toContain('PUT images');
  });

  it('shows the server’s refusal of a file that only claims to be an image', async () => {
    const user = userEvent.setup();
    const input = await openBackground(user);
    await user.upload(input, new File(['ahoj'], 'falosny.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Nepodporovaný formát súboru/);
    expect(requests).toContain('PUT images');
  });

  it('refuses a file over 40 MiB before sending it', async () => {
    const user = userEvent.setup();
    const input = await openBackground(user);
    const big = new File([PNG], 'velky.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 40 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Prekročená maximálna veľkosť súboru (40 MB).',
    );
    expect(requests).not.toContain('PUT images');
  });
});
