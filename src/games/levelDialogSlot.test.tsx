// The level dialog slot of the game edit view: the header's 'Odpovede' opens the answer insights
// (games 2.8, 2.9) over the level dialog, whose arrow keys rest meanwhile; closing returns to it.
import { beforeAll, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInAdmin } from '../test/render';
import { apiCall } from '../providers/api';
import { setupRealApi } from '../test/realApi';
import { LevelDialogSlot } from './levelDialogSlot';

setupRealApi({ role: 'editor' });
vi.setConfig({ testTimeout: 60_000 });

let SHEET: number;
let LEVEL: number;

beforeAll(async () => {
  const draft = await apiCall<{ sheet: { id: number } }>('PUT', 'drafts', { category: 1 });
  if (!draft.ok) throw new Error(JSON.stringify(draft));
  SHEET = Number(draft.sheet.id);
  const level = await apiCall<{ level: { id: number } }>('PUT', `drafts/${SHEET}/levels`, {
    name: 'Brána',
    question: 'Koľko okien má veža?',
    layout: 'ANSWER_REQUIRED',
    'answer.answers-1': '12',
  });
  if (!level.ok) throw new Error(JSON.stringify(level));
  LEVEL = Number(level.level.id);
});

it("'Odpovede' opens the answer insights over the level dialog; its keys rest until it closes", async () => {
  const user = userEvent.setup();
  renderInAdmin(
    <LevelDialogSlot
      sheetId={SHEET}
      levelId={LEVEL}
      sheet={{ game: { labeler: false } }}
      filter="all"
      search=""
      readOnly={false}
      onNavigate={vi.fn()}
      onClose={vi.fn()}
    />,
  );
  await user.click(await screen.findByRole('button', { name: 'Odpovede' }));
  const insights = await screen.findByRole('dialog', { name: /Prehľad odpovedí/ });
  expect(await within(insights).findByText('Túto úlohu zatiaľ nehral žiadny tím.')).toBeInTheDocument();
  expect(within(insights).getByText('Brána')).toBeInTheDocument();
  // ArrowDown would ask to remove the level, were the level dialog's keys live
  await user.keyboard('{ArrowDown}');
  expect(screen.queryByText('Naozaj chcete túto úlohu odstrániť?')).not.toBeInTheDocument();
  await user.click(within(insights).getByRole('button', { name: 'Zavrieť' }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: /Prehľad odpovedí/ })).not.toBeInTheDocument(),
  );
  expect(screen.getByRole('button', { name: 'Odpovede' })).toBeInTheDocument();
});
