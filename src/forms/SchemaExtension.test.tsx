// The promise of the schemas: a field added to a copy of schemas/user.json appears in the form, is
// validated by the server and is stored, with no code change (issue: schema engine, point 7).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startRealApi, type RealApi } from '../test/realApi';
import { EditDialog } from './EditDialog';
import type { SchemaJson } from './clientForm';
import { renderInAdmin } from '../test/render';

const NEW_FIELD = {
  id: 'tshirtSize',
  type: 'int',
  label: 'Počet tričiek pre tím',
  section: 'contact',
  min: 1,
  max: 12,
  required: true,
  unit: 'pcs',
};

let dir: string;
let schema: SchemaJson;
let api: RealApi;
const previousDir = process.env.SCHEMAS_DIR;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'schemas-copy-'));
  cpSync(path.resolve('schemas'), dir, { recursive: true });
  schema = JSON.parse(readFileSync(path.join(dir, 'user.json'), 'utf8')) as SchemaJson;
  schema = { ...schema, fields: [...schema.fields, NEW_FIELD] };
  writeFileSync(path.join(dir, 'user.json'), JSON.stringify(schema, null, 2));
  // The server in memory reads its schemas from the edited copy.
  process.env.SCHEMAS_DIR = dir;
  api = await startRealApi();
  await api.signInAs('admin');
});

afterAll(async () => {
  await api?.close();
  if (previousDir === undefined) delete process.env.SCHEMAS_DIR;
  else process.env.SCHEMAS_DIR = previousDir;
  rmSync(dir, { recursive: true, force: true });
});

it('renders the added field, shows the server’s error for it and stores its value', async () => {
  const user = userEvent.setup();
  renderInAdmin(
    <EditDialog
      open
      onClose={() => undefined}
      schema={schema}
      resource="users"
      id={null}
      createMeta={{ type: 'player' }}
    />,
  );
  const dialog = await screen.findByRole('dialog', {}, { timeout: 15000 });
  const added = await within(dialog).findByRole(
    'textbox',
    { name: /Počet tričiek pre tím/ },
    { timeout: 15000 },
  );
  expect(added).toBeRequired();
  expect(within(dialog).getByText('ks')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('textbox', { name: /Meno/ }));
  await user.paste('Tím Rozšírenie');
  await user.click(within(dialog).getByRole('textbox', { name: /E-mail/ }));
  await user.paste('rozsirenie@test.sk');
  await user.click(added);
  await user.paste('40');
  // the server's live validation of the new field, through the engine's min/max message
  expect(await within(dialog).findByText('Hodnota mimo rozsah: 1-12')).toBeInTheDocument();

  await user.clear(added);
  await user.paste('7');
  await waitFor(() => expect(within(dialog).queryByText('Hodnota mimo rozsah: 1-12')).toBeNull());
  await user.click(within(dialog).getByRole('button', { name: 'Hotovo' }));

  await waitFor(async () => {
    const row = await api.ctx.db.one<{ size: unknown }>(
      `SELECT info->'tshirtSize' AS size FROM users WHERE email = 'rozsirenie@test.sk'`,
    );
    expect(row?.size).toBe(7);
  });
}, 60_000);
