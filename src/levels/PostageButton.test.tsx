// The 'Pripočítať poštovné k dobierke' button of games 9 in the level modal, against the real server in
// memory: beside the cash-on-delivery amount; a click asks the server (a validate call with "$action")
// and shows the amount plus the postage of the sheet's parcel type and the level's weight.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInAdmin } from '../test/render';
import { apiCall } from '../providers/api';
import { setupRealApi } from '../test/realApi';
import { LevelDialog } from './LevelDialog';

const api = setupRealApi({ role: 'editor' });
vi.setConfig({ testTimeout: 60_000 });

const validateBodies: unknown[] = [];
let SHEET: number;
let LEVEL: number;

beforeAll(() => {
  api.server.events.on('request:start', ({ request }) => {
    if (!request.url.endsWith('/validate')) return;
    void request
      .clone()
      .text()
      .then((text) => validateBodies.push(text ? (JSON.parse(text) as unknown) : undefined));
  });
});

beforeEach(async () => {
  const reply = await apiCall<{ sheet: { id: number } }>('PUT', 'drafts', { category: 1 });
  if (!reply.ok) throw new Error(`PUT drafts: ${JSON.stringify(reply)}`);
  SHEET = Number(reply.sheet.id);
  await api.ctx.db.query(`UPDATE variants SET info = info || '{"parcelType": "b"}'::jsonb WHERE id = $1`, [
    SHEET,
  ]);
  const level = await apiCall<{ level: { id: number } }>('PUT', `drafts/${SHEET}/levels`, {
    name: 'Úloha 1',
    question: 'Koľko veží má hrad?',
    layout: 'ANSWER_REQUIRED',
    order: '1',
    'answer.answers-min': 1,
    'answer.answers-1': 'štyri',
    weight: 1.5,
    'cod.price': 10,
  });
  if (!level.ok) throw new Error(`PUT levels: ${JSON.stringify(level)}`);
  LEVEL = Number(level.level.id);
  validateBodies.length = 0;
});

function open(readOnly = false) {
  renderInAdmin(
    <LevelDialog
      sheetId={SHEET}
      levelId={LEVEL}
      sheet={{ game: { labeler: false } }}
      filter="all"
      search=""
      readOnly={readOnly}
      onNavigate={() => undefined}
      onClose={() => undefined}
    />,
  );
}

async function parcelFields(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('textbox', { name: /Otázka/ });
  await user.click(screen.getByText('Údaje zásielky'));
  return screen.findByRole('textbox', { name: /Dobierka/ });
}

describe("'Pripočítať poštovné k dobierke' (games 9)", () => {
  it('sits beside the cash-on-delivery amount and adds the postage computed by the server', async () => {
    const user = userEvent.setup();
    open();
    const cod = await parcelFields(user);
    expect(cod).toHaveValue('10');
    const field = cod.closest('[data-field="cod.price"]') as HTMLElement;
    const button = within(field).getByRole('button', { name: 'Pripočítať poštovné k dobierke' });
    await user.click(button);
    // parcel (b) of 1.5 kg: 5.40 € postage
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Dobierka/ })).toHaveValue('15,4'));
    expect(validateBodies).toContainEqual(expect.objectContaining({ $action: 'cod.price' }));
  });

  it('a read-only level offers no button', async () => {
    const user = userEvent.setup();
    open(true);
    await parcelFields(user);
    expect(screen.queryByRole('button', { name: 'Pripočítať poštovné k dobierke' })).toBeNull();
  });
});
