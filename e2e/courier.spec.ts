// Courier orders (games 2.15, 3.10, 7.4, 9): an editor orders a courier for a sent game of a courier
// parcel type from the game view, finds the order again read-only, the reception type says 'Kuriér'
// and the confirmation mail is in the outbox.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import dayjs from 'dayjs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { e2eDataDir, expectNoEnglish, signIn } from './helpers';

async function fillDate(dialog: Locator, label: string, date: dayjs.Dayjs) {
  await dialog.getByRole('group', { name: new RegExp(label) }).click();
  await dialog.page().keyboard.type(date.format('DDMMYYYY'));
}

/** A sent demo game whose parcel type offers a courier and that has no order yet. */
async function courierGame(page: Page): Promise<number> {
  for (const tab of ['active', 'ongoing']) {
    const list = await (await page.request.get(`/api/webapp/games?t=${tab}&pl=100`)).json();
    for (const game of list.games as { id: number }[]) {
      const reply = await (await page.request.get(`/api/webapp/games/${game.id}/courier`)).json();
      if (reply.offered && !reply.courier) return game.id;
    }
  }
  throw new Error('Žiadna odoslaná hra s druhom zásielky pre kuriéra.');
}

/** The decoded text of the mails in the outbox (quoted-printable bodies of nodemailer's .eml files). */
function outboxTexts(): string[] {
  const outbox = path.join(e2eDataDir(), 'outbox');
  return readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => {
      const raw = readFileSync(path.join(outbox, f), 'latin1').replace(/=\r?\n/g, '');
      return Buffer.from(
        raw.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    });
}

test('editor objedná kuriéra pre odoslanú hru a potvrdenie nájde v pošte', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'editor');
  const id = await courierGame(page);
  await page.goto(`/#/games/${id}`);
  await expect(page.getByTestId('prop-receptionType')).toContainText('Pošta');
  await page.getByRole('button', { name: 'Objednať kuriéra' }).click();

  const dialog = page.getByRole('dialog', { name: 'Objednávka kuriéra' });
  await expect(dialog).toBeVisible();
  const note = `Kuriér e2e ${Date.now()}`;
  await fillDate(dialog, 'Dátum vyzdvihnutia', dayjs().add(3, 'day'));
  // the street is the address autocomplete: a picked address fills the zip and the city
  await dialog.getByRole('combobox', { name: /Ulica a číslo/ }).fill('Národná');
  await page.getByRole('option', { name: /Národná 1\/13/ }).click();
  await expect(dialog.getByRole('textbox', { name: /PSČ/ })).toHaveValue(/010 ?01/);
  await expect(dialog.getByRole('textbox', { name: /Mesto/ })).toHaveValue('Žilina');
  await dialog.getByRole('textbox', { name: /Kontaktná osoba/ }).fill('Ján Kuriérsky');
  await dialog.getByRole('textbox', { name: /Telefón/ }).fill('+421 900 123 456');
  await dialog.getByRole('textbox', { name: /Počet kusov/ }).fill('2');
  // over the express limit of 50 kg per piece: refused on the weight field
  await dialog.getByRole('textbox', { name: /Celková hmotnosť/ }).fill('120');
  await expect(dialog.getByText(/Hodnota mimo rozsah/)).toBeVisible();
  await dialog.getByRole('textbox', { name: /Celková hmotnosť/ }).fill('12,5');
  await dialog.getByRole('textbox', { name: /Poznámka pre kuriéra/ }).fill(note);
  await expect(dialog.getByText(/Hodnota mimo rozsah/)).toHaveCount(0);
  await expectNoEnglish(page);
  await dialog.getByRole('button', { name: 'Objednať' }).click();
  await expect(dialog).toBeHidden();

  // the order: the game is handed over by courier, the action reopens the order read-only
  await expect(page.getByTestId('prop-receptionType')).toContainText('Kuriér');
  await page.getByRole('button', { name: 'Objednávka kuriéra' }).click();
  const ordered = page.getByRole('dialog', { name: 'Objednávka kuriéra (objednaná)' });
  await expect(ordered.getByRole('textbox', { name: /Poznámka pre kuriéra/ })).toHaveValue(note);
  await expect(ordered.getByRole('textbox', { name: /Celková hmotnosť/ })).toBeDisabled();
  await expect(ordered.getByRole('button', { name: 'Objednať' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(ordered).toBeHidden();

  // the confirmation mail
  await expect
    .poll(() => outboxTexts().find((text) => text.includes(note)), { timeout: 10_000 })
    .toBeTruthy();
  const mail = outboxTexts().find((text) => text.includes(note))!;
  expect(mail).toMatch(/potvrdzujeme objednávku kuriéra č. \d+ pre hru/);
  expect(mail).toContain('Adresa: Národná 1/13, 010 01 Žilina');
  expect(mail).toContain('Počet kusov: 2, celková hmotnosť: 12,5 kg');
});
