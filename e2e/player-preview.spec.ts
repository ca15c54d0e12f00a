// The player's-eye preview and the test play in the browser: an editor opens a demo game's level, turns
// on 'Náhľad pre hráča', sees the phone follow the unsaved question, tries a right and a wrong answer,
// then plays the variant through 'Vyskúšať hru' to its summary. Nothing of it is stored as a play.
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './a11y';
import { apiCall, expectNoEnglish, signIn } from './helpers';

interface ListedGame {
  id: number;
  gameName?: string;
  variantName?: string;
}
interface ListedLevel {
  id: number;
  info: Record<string, { val?: unknown }>;
}

test('editor previews a demo level as a player, tries answers and plays the variant through', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'editor');
  const { games } = (await apiCall(page.request, 'GET', 'games?po=0&pl=100&s=Tajomstvo')) as {
    games: ListedGame[];
  };
  const sheet = games.find((g) => g.gameName === 'Tajomstvo Žilinského hradu' && g.variantName === 'Rodinná');
  expect(sheet, 'the demo game Tajomstvo Žilinského hradu, variant Rodinná').toBeTruthy();
  const { levels } = (await apiCall(
    page.request,
    'GET',
    `drafts/${sheet!.id}/levels?f=production&pl=500`,
  )) as {
    levels: ListedLevel[];
  };
  const square = levels.find((l) => l.info.name?.val === 'Námestie');
  expect(square).toBeTruthy();
  const playsBefore = (
    (await apiCall(page.request, 'GET', `drafts/${sheet!.id}/levels/${square!.id}/insights`)) as {
      insights: { totalAnswers: number };
    }
  ).insights.totalAnswers;

  // the level dialog with the preview beside the form
  await page.goto(`/#/games/${sheet!.id}/levels/${square!.id}`);
  const dialog = page.getByRole('dialog').filter({ has: page.locator('[data-level-form]') });
  const question = dialog.getByRole('textbox', { name: /Otázka/ });
  await expect(question).toHaveValue(/Mariánskeho námestia/);
  await dialog.getByRole('button', { name: 'Náhľad pre hráča' }).click();
  const phone = dialog.getByTestId('player-preview');
  await expect(phone).toBeVisible();
  const box = (await phone.boundingBox())!;
  expect(box.width).toBeGreaterThan(300);
  expect(box.width).toBeLessThanOrEqual(380);
  await expect(phone.getByTestId('preview-question')).toHaveText(
    'Ktorá svätica stojí na stĺpe uprostred Mariánskeho námestia?',
  );

  // unsaved typing shows at once
  await question.click();
  await question.press('Control+End');
  await question.pressSequentially(' Pozor na holuby!');
  await expect(phone.getByTestId('preview-question')).toHaveText(
    'Ktorá svätica stojí na stĺpe uprostred Mariánskeho námestia? Pozor na holuby!',
  );

  const attempt = phone.getByRole('textbox', { name: 'Vyskúšať odpoveď' });
  await expect(attempt).toHaveAttribute('placeholder', 'Sem napíšte odpoveď');
  await attempt.fill('panna maria');
  await attempt.press('Enter');
  await expect(phone.getByTestId('preview-verdict')).toHaveText('Správne');
  await expect(phone.getByTestId('preview-success')).toHaveText('Socha Immaculaty pochádza z roku 1738.');
  await attempt.fill('Immaculata');
  await phone.getByRole('button', { name: 'Odoslať' }).click();
  await expect(phone.getByTestId('preview-verdict')).toHaveText('Nesprávne');
  await attempt.fill('Pana Mária');
  await attempt.press('Enter');
  await expect(phone.getByTestId('preview-verdict')).toHaveText('Takmer: Panna Mária');
  await expectNoEnglish(page);
  await expectNoAxeViolations(page, 'náhľade pre hráča');

  // leave without saving the question
  await dialog.getByRole('button', { name: 'Zrušiť' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Áno' }).click();
  await expect(dialog).toHaveCount(0);

  // the test play: every active level in number order, the first answered, the rest skipped
  await page.getByRole('button', { name: 'Vyskúšať hru' }).click();
  const play = page.getByRole('dialog', { name: 'Skúšobná hra: Tajomstvo Žilinského hradu' });
  const progress = play.getByTestId('test-play-progress');
  await expect(progress).toContainText(`Úloha 1 z ${levels.length}`);
  // the manual has no position: no map; the gate has one: its marker beside the phone
  await expect(play.getByTestId('test-play-map')).toHaveCount(0);
  await expectNoAxeViolations(page, 'skúšobnej hre');
  await play.getByRole('button', { name: 'Zobraziť návod' }).click();
  await expect(play.getByTestId('preview-verdict')).toHaveText('Správne');
  await play.getByRole('button', { name: 'Ďalšia úloha' }).click();
  await expect(progress).toContainText(`Úloha 2 z ${levels.length}`);
  await expect(play.getByTestId('test-play-map').locator('.leaflet-marker-icon')).toBeVisible();
  await expect(play.getByTestId('test-play-map').getByAltText(/Brána/)).toBeVisible();
  const attempt2 = play.getByRole('textbox', { name: 'Vyskúšať odpoveď' });
  await attempt2.fill('trinásť');
  await attempt2.press('Enter');
  await expect(play.getByTestId('preview-verdict')).toHaveText('Nesprávne');
  await play.getByRole('button', { name: 'Ďalšia úloha' }).click();
  for (let i = 3; i <= levels.length; i++) {
    await expect(progress).toContainText(`Úloha ${i} z ${levels.length}`);
    await play.getByRole('button', { name: 'Preskočiť' }).click();
  }
  const summary = play.getByTestId('test-play-summary');
  await expect(summary.getByTestId('test-play-totals')).toHaveText(
    `Správne: 1 · Nesprávne: 1 · Preskočené: ${levels.length - 2}`,
  );
  await expectNoEnglish(page);
  await play.getByRole('button', { name: 'Zavrieť' }).click();

  // nothing of it reached the answer data
  const after = (
    (await apiCall(page.request, 'GET', `drafts/${sheet!.id}/levels/${square!.id}/insights`)) as {
      insights: { totalAnswers: number };
    }
  ).insights.totalAnswers;
  expect(after).toBe(playsBefore);
});

test('at 768 × 1024 the preview covers the form and the form comes back', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, 'editor');
  const { games } = (await apiCall(page.request, 'GET', 'games?po=0&pl=100&s=Tajomstvo')) as {
    games: ListedGame[];
  };
  const sheet = games.find(
    (g) => g.gameName === 'Tajomstvo Žilinského hradu' && g.variantName === 'Rodinná',
  )!;
  const { levels } = (await apiCall(
    page.request,
    'GET',
    `drafts/${sheet.id}/levels?f=production&pl=500`,
  )) as {
    levels: ListedLevel[];
  };
  const square = levels.find((l) => l.info.name?.val === 'Námestie')!;
  await page.goto(`/#/games/${sheet.id}/levels/${square.id}`);
  const dialog = page.getByRole('dialog').filter({ has: page.locator('[data-level-form]') });
  const question = dialog.getByRole('textbox', { name: /Otázka/ });
  await expect(question).toBeVisible();
  const toggle = dialog.getByRole('button', { name: 'Náhľad pre hráča' });
  await toggle.click();
  const phone = dialog.getByTestId('player-preview');
  await expect(phone).toBeInViewport();
  await expect(question).toBeHidden();
  await toggle.click();
  await expect(phone).toHaveCount(0);
  await expect(question).toBeVisible();
});
