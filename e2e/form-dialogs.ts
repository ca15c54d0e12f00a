// How to open each generated form's dialog for a new record, for the specs that walk every form of the
// schemas in force (the generated constraint suite, the accessibility checks).
import type { Locator, Page } from '@playwright/test';
import type { FieldValue, FormName } from '../schemas/engine';
import { apiCall, demoAccount } from './helpers';

export interface OpenedDialog {
  dialog: Locator;
  /** The `$sheet.…` values the server evaluates the form with (levels). */
  context?: Record<string, FieldValue>;
}

/** How to open each form's dialog for a new record (game and variant: a fresh draft's dialogs). */
export const DIALOGS: Record<FormName, (page: Page) => Promise<OpenedDialog>> = {
  async user(page) {
    await page.goto('/#/users');
    await page.getByRole('button', { name: 'Nový používateľ' }).click();
    return { dialog: page.getByRole('dialog', { name: 'Používateľ – nový záznam' }) };
  },
  async voucher(page) {
    await page.goto('/#/vouchers');
    await page.getByRole('button', { name: 'Nová poukážka' }).click();
    return { dialog: page.getByRole('dialog', { name: 'Poukážka – nový záznam' }) };
  },
  async invoice(page) {
    await page.goto('/#/invoices');
    await page.getByRole('button', { name: 'Nová faktúra' }).click();
    return { dialog: page.getByRole('dialog', { name: 'Faktúra – nový záznam' }) };
  },
  async game(page) {
    await page.goto(`/#/drafts/${await newDraft(page)}`);
    await page.getByRole('button', { name: 'Upraviť hru' }).click();
    return { dialog: page.getByRole('dialog', { name: 'Úprava hry' }) };
  },
  async variant(page) {
    await page.goto(`/#/drafts/${await newDraft(page)}`);
    await page.getByRole('button', { name: 'Upraviť variant' }).click();
    return { dialog: page.getByRole('dialog', { name: 'Úprava variantu' }) };
  },
  async level(page) {
    // a numbered game ('labeler'): the level's number is required there (requiredWhen $sheet.labeler)
    const id = await newDraft(page, { name: 'Generované e2e', labeler: true });
    await page.goto(`/#/drafts/${id}`);
    await page.getByTestId('level-tile-new').click();
    return {
      dialog: page.getByRole('dialog').filter({ has: page.locator('[data-level-form]') }),
      context: { 'sheet.labeler': true },
    };
  },
  async courier(page) {
    await page.goto(`/#/games/${await courierGame(page)}`);
    await page.getByRole('button', { name: 'Objednať kuriéra' }).click();
    return { dialog: page.getByRole('dialog', { name: 'Objednávka kuriéra' }) };
  },
};

async function newDraft(page: Page, info?: object): Promise<number> {
  const sheet = (await apiCall(page.request, 'PUT', 'drafts', { category: 1 })).sheet as { id: number };
  if (info) await apiCall(page.request, 'POST', `drafts/${sheet.id}`, info);
  return sheet.id;
}

/** A sent game offering a courier and without an order; from the end, as courier.spec.ts orders from the start. */
async function courierGame(page: Page): Promise<number> {
  for (const tab of ['ongoing', 'active']) {
    const list = (await apiCall(page.request, 'GET', `games?t=${tab}&pl=100`)).games as { id: number }[];
    for (const game of [...list].reverse()) {
      const reply = await apiCall(page.request, 'GET', `games/${game.id}/courier`);
      if (reply.offered && !reply.courier) return game.id;
    }
  }
  throw new Error('Žiadna odoslaná hra s druhom zásielky pre kuriéra.');
}

export async function signInAdmin(page: Page): Promise<void> {
  await apiCall(page.request, 'PUT', 'session', demoAccount('admin'));
}
