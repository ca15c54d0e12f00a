// The courier action of the game view against the real server in memory (games 2.15, 9): offered for
// a sent game of a courier parcel type to 'edit' only; an existing order opens read-only and the
// reception type says 'Kuriér'.
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiCall } from '../providers/api';
import { openApp, setupRealApi } from '../test/realApi';

const api = setupRealApi();

async function sentSheet(parcelType: string): Promise<number> {
  const draft = await apiCall('PUT', 'drafts', { category: 1 });
  const id = (draft.sheet as { id: number }).id;
  await api.ctx.db.query(
    `UPDATE variants SET status = 'received', saved = true, info = info || jsonb_build_object('parcelType', $2::text) WHERE id = $1`,
    [id, parcelType],
  );
  return id;
}

let express: number;
let letter: number;
beforeAll(async () => {
  await api.signInAs('admin');
  express = await sentSheet('ems');
  letter = await sentSheet('r');
  await api.ctx.db.query('INSERT INTO courier_orders (variant_id, info) VALUES ($1, $2)', [
    express,
    {
      pickupDate: '2030-05-06',
      pickupWindow: '12-16',
      street: 'Národná 1/13',
      zip: '01001',
      city: 'Žilina',
      contactName: 'Ján Kuriérsky',
      phone: '+421 900 123 456',
      pieces: 2,
      weight: 12.5,
      note: 'Zvoniť',
    },
  ]);
  await api.ctx.db.query(`UPDATE variants SET info = info || '{"courier": true}' WHERE id = $1`, [express]);
});

beforeEach(async () => {
  await api.signInAs('admin');
});

it('an ordered courier opens read-only and the reception type is Kuriér', async () => {
  openApp(`#/games/${express}`);
  await waitFor(() => expect(screen.getByTestId('prop-receptionType')).toHaveTextContent('Kuriér'));
  await userEvent.click(await screen.findByRole('button', { name: 'Objednávka kuriéra' }));
  const dialog = await screen.findByRole('dialog', { name: 'Objednávka kuriéra (objednaná)' });
  await waitFor(() =>
    expect(within(dialog).getByRole('textbox', { name: /Poznámka pre kuriéra/ })).toHaveValue('Zvoniť'),
  );
  expect(within(dialog).getByRole('textbox', { name: /Celková hmotnosť/ })).toBeDisabled();
  expect(within(dialog).queryByRole('button', { name: 'Objednať' })).toBeNull();
});

it('is not offered for a parcel type without courier', async () => {
  openApp(`#/games/${letter}`);
  await waitFor(() => expect(screen.getByTestId('prop-receptionType')).toHaveTextContent('Pošta'));
  expect(screen.queryByTestId('courier-action')).toBeNull();
});

it('is not offered without edit', async () => {
  await api.signInAs('viewer');
  openApp(`#/games/${express}`);
  await waitFor(() => expect(screen.getByTestId('prop-receptionType')).toHaveTextContent('Kuriér'));
  expect(screen.queryByTestId('courier-action')).toBeNull();
});
