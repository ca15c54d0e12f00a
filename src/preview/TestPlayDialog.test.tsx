// The test play of a variant and the preview in the level dialog, against the real server in memory:
// the active levels in number order, answered right and wrong and skipped, the summary; nothing is
// stored as a play or counted in the insights. The level dialog's preview follows unsaved typing.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInAdmin } from '../test/render';
import { apiCall } from '../providers/api';
import { setupRealApi } from '../test/realApi';
import { LevelDialog } from '../levels';
import { TestPlayDialog } from './TestPlayDialog';

const api = setupRealApi({ role: 'editor' });
vi.setConfig({ testTimeout: 60_000 });

let SHEET: number;
const sent: string[] = [];

beforeAll(() => {
  api.server.events.on('request:start', ({ request }) => {
    sent.push(`${request.method} ${new URL(request.url).pathname.replace(/^.*?\/api\/webapp\//, '')}`);
  });
});

async function addLevel(attrs: Record<string, unknown>): Promise<number> {
  const reply = await apiCall<{ level: { id: number } }>('PUT', `drafts/${SHEET}/levels`, attrs);
  if (!reply.ok) throw new Error(JSON.stringify(reply));
  return Number(reply.level.id);
}

beforeEach(async () => {
  const reply = await apiCall<{ sheet: { id: number } }>('PUT', 'drafts', { category: 1 });
  if (!reply.ok) throw new Error(JSON.stringify(reply));
  SHEET = Number(reply.sheet.id);
});

const stored = async () =>
  Number(
    (await api.ctx.db.one<{ n: number }>(
      'SELECT ((SELECT count(*) FROM plays) + (SELECT count(*) FROM play_events))::int AS n',
    ))!.n,
  );

describe('TestPlayDialog', () => {
  it('steps through the active levels by number, counts right, wrong and skipped, ends with a summary', async () => {
    const user = userEvent.setup();
    // added out of order; level 2 is inactive (in testing) and is not played
    const third = await addLevel({
      question: 'Zaspievate na moste?',
      layout: 'GAME_YES_NO',
      order: '4',
      active: true,
    });
    await addLevel({
      question: 'Neaktívna',
      layout: 'ANSWER_REQUIRED',
      order: '2',
      'answer.answers-1': 'x',
    });
    const first = await addLevel({
      question: 'Ktorá svätica stojí na stĺpe?',
      layout: 'ANSWER_REQUIRED',
      order: '1',
      'answer.answers-1': 'Mária',
      info: 'Výborne!',
      active: true,
    });
    const second = await addLevel({
      question: 'Koľko okien má veža?',
      layout: 'ANSWER_REQUIRED',
      order: '3',
      'answer.answers-1': '12',
      active: true,
    });
    expect([first, second, third].every(Boolean)).toBe(true);
    const before = await stored();
    sent.length = 0;
    const onClose = vi.fn();
    renderInAdmin(<TestPlayDialog sheetId={SHEET} area="drafts" name="Hra na námestí" onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Skúšobná hra: Hra na námestí' });

    await waitFor(() =>
      expect(within(dialog).getByTestId('test-play-progress')).toHaveTextContent('Úloha 1 z 3'),
    );
    expect(within(dialog).getByTestId('preview-question')).toHaveTextContent('Ktorá svätica stojí na stĺpe?');
    const next = () => within(dialog).getByRole('button', { name: /Ďalšia úloha|Zobraziť výsledok/ });
    expect(next()).toBeDisabled();
    const input = within(dialog).getByRole('textbox', { name: 'Vyskúšať odpoveď' });
    await user.type(input, 'maria{Enter}');
    expect(within(dialog).getByTestId('preview-verdict')).toHaveTextContent('Správne');
    expect(within(dialog).getByTestId('preview-success')).toHaveTextContent('Výborne!');
    expect(within(dialog).getByRole('button', { name: 'Preskočiť' })).toBeDisabled();
    await user.click(next());

    expect(within(dialog).getByTestId('test-play-progress')).toHaveTextContent('Úloha 2 z 3');
    expect(within(dialog).getByTestId('test-play-counts')).toHaveTextContent(
      'Správne: 1 · Nesprávne: 0 · Preskočené: 0',
    );
    expect(within(dialog).getByTestId('preview-question')).toHaveTextContent('Koľko okien má veža?');
    const input2 = within(dialog).getByRole('textbox', { name: 'Vyskúšať odpoveď' });
    expect(input2).toHaveValue('');
    await user.type(input2, '13{Enter}');
    expect(within(dialog).getByTestId('preview-verdict')).toHaveTextContent('Nesprávne');
    await user.click(next());

    expect(within(dialog).getByTestId('test-play-progress')).toHaveTextContent('Úloha 3 z 3');
    expect(within(dialog).getByRole('button', { name: 'Áno' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Preskočiť' }));

    const summary = within(dialog).getByTestId('test-play-summary');
    expect(within(summary).getByTestId('test-play-totals')).toHaveTextContent(
      'Správne: 1 · Nesprávne: 1 · Preskočené: 1',
    );
    expect(summary).toHaveTextContent('1 · Ktorá svätica stojí na stĺpe?správne');
    expect(summary).toHaveTextContent('3 · Koľko okien má veža?nesprávne');
    expect(summary).toHaveTextContent('4 · Zaspievate na moste?preskočená');

    // nothing of the test play reached the server but the one read of the levels
    expect(sent).toEqual([`GET drafts/${SHEET}/levels`]);
    expect(await stored()).toBe(before);
    const insights = await apiCall<{ insights: { totalAnswers: number; playedGames: number } }>(
      'GET',
      `drafts/${SHEET}/levels/${first}/insights`,
    );
    expect(insights.insights).toMatchObject({ totalAnswers: 0, playedGames: 0 });

    await user.click(within(dialog).getByRole('button', { name: 'Hrať znova' }));
    expect(within(dialog).getByTestId('test-play-progress')).toHaveTextContent('Úloha 1 z 3');
    await user.click(within(dialog).getByRole('button', { name: 'Zavrieť' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the current level’s marker on a map beside the phone, and no map without a position', async () => {
    const user = userEvent.setup();
    await addLevel({
      question: 'Pri ktorej bráne stojíte?',
      name: 'Brána',
      layout: 'ANSWER_REQUIRED',
      order: '1',
      'answer.answers-1': 'Michalská',
      position: { lat: 48.1447, lng: 17.1063, radius: 30 },
      active: true,
    });
    await addLevel({
      question: 'Bez polohy',
      layout: 'LEVEL_WIKI',
      order: '2',
      description: 'Text',
      active: true,
    });
    renderInAdmin(<TestPlayDialog sheetId={SHEET} area="drafts" name="Hra" onClose={() => undefined} />);
    const map = await screen.findByTestId('test-play-map');
    await waitFor(() => expect(within(map).getByAltText('1 · Brána')).toBeInTheDocument(), {
      timeout: 15000,
    });
    expect(map.querySelector('.leaflet-interactive')).not.toBeNull(); // the radius circle
    await user.click(screen.getByRole('button', { name: 'Preskočiť' }));
    expect(screen.getByTestId('test-play-progress')).toHaveTextContent('Úloha 2 z 2');
    expect(screen.queryByTestId('test-play-map')).toBeNull();
  });

  it('a variant without an active level says there is nothing to play', async () => {
    await addLevel({ question: 'Neaktívna', layout: 'ANSWER_REQUIRED', 'answer.answers-1': 'x' });
    renderInAdmin(<TestPlayDialog sheetId={SHEET} area="drafts" name="Hra" onClose={() => undefined} />);
    expect(await screen.findByTestId('test-play-empty')).toHaveTextContent(
      'Variant nemá žiadnu aktívnu úlohu: niet čo hrať.',
    );
  });
});

describe('the level dialog’s player preview', () => {
  it('renders the unsaved values as one types and tries answers without saving', async () => {
    const user = userEvent.setup();
    const id = await addLevel({
      question: 'Ktorá svätica stojí na stĺpe?',
      layout: 'ANSWER_REQUIRED',
      order: '1',
      'answer.answers-1': 'Mária',
    });
    renderInAdmin(
      <LevelDialog
        sheetId={SHEET}
        levelId={id}
        sheet={{ game: { labeler: false } }}
        filter="all"
        search=""
        readOnly={false}
        onNavigate={() => undefined}
        onClose={() => undefined}
      />,
    );
    const toggle = await screen.findByRole('button', { name: 'Náhľad pre hráča' });
    await screen.findByRole('textbox', { name: /Otázka/ });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const phone = await screen.findByTestId('player-preview');
    expect(within(phone).getByTestId('preview-question')).toHaveTextContent('Ktorá svätica stojí na stĺpe?');

    const question = screen.getByRole('textbox', { name: /Otázka/ });
    await user.click(question);
    await user.paste(' A kto pri nej?');
    expect(within(phone).getByTestId('preview-question')).toHaveTextContent(
      'Ktorá svätica stojí na stĺpe? A kto pri nej?',
    );
    const input = within(phone).getByRole('textbox', { name: 'Vyskúšať odpoveď' });
    await user.type(input, 'Florián{Enter}');
    expect(within(phone).getByTestId('preview-verdict')).toHaveTextContent('Nesprávne');
    // the author accepts a second answer in the form (unsaved): the same try is right now
    await user.click(screen.getByRole('textbox', { name: 'Odpoveď 2' }));
    await user.paste('Florian');
    await waitFor(() => expect(within(phone).getByTestId('preview-verdict')).toHaveTextContent('Správne'));
    const info = await api.ctx.db.one<{ info: Record<string, { val?: unknown } | unknown> }>(
      'SELECT info FROM levels WHERE id = $1',
      [id],
    );
    expect(JSON.stringify(info!.info)).not.toContain('Florian');
  });
});
