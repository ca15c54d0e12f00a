// Issue 31: image changes are part of the form's save. In a level dialog of a game with an image,
// 'Odstrániť obrázok', 'Zrušiť' and closing without saving leave the image where it was: reopened, the
// dialog shows it and its address answers 200. Removed and saved, the image waits in 'Kôš', and restoring
// it puts it back into the level.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoEnglish, signIn } from './helpers';

const API = '/api/webapp';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function call(request: APIRequestContext, method: 'GET' | 'PUT' | 'POST', path: string, data?: object) {
  const res = await request.fetch(`${API}/${path}`, { method, data });
  const body = (await res.json()) as Record<string, unknown>;
  expect(body, `${method} ${path}`).toMatchObject({ ok: true });
  return body;
}

async function upload(request: APIRequestContext, levelId: number, link: string, name: string) {
  const query = new URLSearchParams({ id: String(levelId), link, t: 'level.images.answer', name });
  const res = await request.fetch(`${API}/images?${query}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    data: PNG,
  });
  const body = (await res.json()) as { ok: boolean; id: string };
  expect(body.ok).toBe(true);
  return body.id;
}

test('a removal cancelled in the level dialog keeps the image; a saved one goes to the bin and comes back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'editor');
  const sheet = (await call(page.request, 'PUT', 'drafts', { category: 1 })).sheet as { id: number };
  await call(page.request, 'POST', `drafts/${sheet.id}`, { name: 'Hra s obrázkami z e2e' });
  const level = (
    await call(page.request, 'PUT', `drafts/${sheet.id}/levels`, {
      question: 'Ktorý obrázok?',
      layout: 'ANSWER_REQUIRED',
      'answer.answers-1': 'hrad',
    })
  ).level as { id: number };
  // a name of this run: the specs share one server and its bin
  const fileName = `hrad-${Date.now().toString(36)}.png`;
  const correct = await upload(page.request, level.id, 'images.answer1', fileName);
  const other = await upload(page.request, level.id, 'images.answer2', 'most.png');
  // a third image: the level stays an image choice (at least two images) without the first one
  const third = await upload(page.request, level.id, 'images.answer3', 'veza.png');
  await call(page.request, 'POST', `drafts/${sheet.id}/levels/${level.id}`, {
    question: 'Ktorý obrázok zobrazuje hrad?',
    layout: 'IMAGE_CHOOSER',
    'images.answer1': { val: correct },
    'images.answer2': { val: other },
    'images.answer3': { val: third },
    'images.correct1': true,
  });
  // a saved game: leaving it for the bin asks nothing
  await call(page.request, 'POST', `drafts/${sheet.id}/save`, {});

  const url = `/#/drafts/${sheet.id}/levels/${level.id}`;
  await page.goto(url);
  let dialog = page.getByRole('dialog').filter({ has: page.locator('[data-level-form]') });
  let slot = dialog.locator('[data-field="images.answer1"]');
  await expect(slot.getByRole('img', { name: /Obrázková odpoveď 1/ })).toBeVisible();

  // 'Odstrániť obrázok', 'Zrušiť', 'Áno' to closing without saving
  await slot.getByRole('button', { name: 'Odstrániť obrázok' }).click();
  await expect(slot.getByText('Bez obrázka')).toBeVisible();
  await dialog.getByRole('button', { name: 'Zrušiť' }).click();
  const unsaved = page.getByRole('dialog', { name: 'Neuložené zmeny' });
  await unsaved.getByRole('button', { name: 'Áno' }).click();
  await expect(dialog).toBeHidden();
  expect((await page.request.get(`${API}/images/${correct}`)).status()).toBe(200);

  // reopened: the image is still there, shown, and its address answers 200
  await page.goto(`/#/drafts/${sheet.id}`);
  await page.goto(url);
  dialog = page.getByRole('dialog').filter({ has: page.locator('[data-level-form]') });
  slot = dialog.locator('[data-field="images.answer1"]');
  const preview = slot.getByRole('img', { name: /Obrázková odpoveď 1/ });
  await expect(preview).toBeVisible();
  const src = await preview.getAttribute('src');
  expect(src).toContain(correct);
  expect((await page.request.get(src!)).status()).toBe(200);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(dialog.getByText('Neplatná hodnota')).toHaveCount(0);
  const levels = (await call(page.request, 'GET', `drafts/${sheet.id}/levels`)).levels as {
    id: number;
    valid: boolean;
  }[];
  expect(levels.find((l) => l.id === level.id)?.valid).toBe(true);

  // removed and saved: the image leaves the level for the bin
  await slot.getByRole('button', { name: 'Odstrániť obrázok' }).click();
  await dialog.getByRole('checkbox', { name: 'Obrázok 1 je správna odpoveď' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Obrázok 2 je správna odpoveď' }).check();
  await dialog.getByRole('button', { name: 'Hotovo' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await page.request.get(`${API}/images/${correct}`)).status()).toBe(404);

  await page.goto('/#/trash');
  const item = page.locator('[data-trash-item]').filter({ hasText: fileName });
  await expect(item).toContainText('Obrázok');
  await expect(item).toContainText('Obrázková odpoveď 1');
  await expectNoEnglish(page);
  await item.getByRole('button', { name: 'Obnoviť' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Obnoviť' }).click();
  await expect(page.locator('[data-trash-restored]')).toBeVisible();
  expect((await page.request.get(`${API}/images/${correct}`)).status()).toBe(200);
  const back = (await call(page.request, 'GET', `drafts/${sheet.id}/levels/${level.id}`)).level as {
    info: Record<string, unknown>;
  };
  expect(back.info['images.answer1']).toMatchObject({ val: correct });
});
