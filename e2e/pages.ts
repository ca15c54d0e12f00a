// Page objects of the e2e specs: a resource's list screen (tabs, list, new button, items) and an
// edit dialog (fields, done, remove with its confirmation). Locators are the accessible names the
// user sees (Slovak), declared once here.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** A resource screen: '#/{resource}' with tabs, a RecordList named `listName` and a new button. */
export class ListScreen {
  /** The records (the news and tutorial panels have lists too, so the list is found by its name). */
  readonly list: Locator;
  readonly items: Locator;

  constructor(
    readonly page: Page,
    readonly resource: string,
    listName: string,
    /** The label of the new button ('Nový používateľ'). */
    private readonly newLabel: string,
  ) {
    this.list = page.getByRole('list', { name: listName });
    this.items = this.list.getByRole('listitem');
  }

  /** Opens the screen and waits for the first item. */
  async open(): Promise<void> {
    await this.page.goto(`/#/${this.resource}`);
    await expect(this.items.first()).toBeVisible();
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name });
  }

  /** The item showing this text. */
  item(text: string): Locator {
    return this.items.filter({ hasText: text });
  }

  get newButton(): Locator {
    return this.page.getByRole('button', { name: this.newLabel });
  }

  /** Opens the edit dialog of the item showing this text (its button). */
  async select(text: string): Promise<void> {
    await this.item(text).getByRole('button').first().click();
  }

  /** The dialog's route of record `id` ('\d+' for any) with the tab, for toHaveURL. */
  dialogUrl(id: string | number = '\\d+', tab?: string): RegExp {
    return new RegExp(`#/${this.resource}/${id}${tab ? `\\?t=${tab}` : ''}`);
  }

  /** Waits until the dialog has left its route (a closing dialog is only aria-hidden meanwhile). */
  async expectDialogRouteLeft(): Promise<void> {
    await expect(this.page).not.toHaveURL(this.dialogUrl());
  }
}

/** A schema-driven edit dialog ('Používateľ – nový záznam', 'Faktúra – úprava'). */
export class EditDialogPage {
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    name: string,
  ) {
    this.dialog = page.getByRole('dialog', { name });
  }

  /** A text field by its label (a RegExp: the label may end with a required marker). */
  field(label: string | RegExp): Locator {
    return this.dialog.getByRole('textbox', { name: label });
  }

  button(name: string): Locator {
    return this.dialog.getByRole('button', { name });
  }

  /** 'Hotovo': commits and waits until the dialog is gone. */
  async done(): Promise<void> {
    await this.button('Hotovo').click();
    await expect(this.dialog).toBeHidden();
  }

  /** 'Odstrániť', then 'Áno' in the confirmation. */
  async remove(): Promise<void> {
    await this.button('Odstrániť').click();
    await this.page
      .getByRole('dialog', { name: 'Odstrániť záznam' })
      .getByRole('button', { name: 'Áno' })
      .click();
  }
}

export const usersScreen = (page: Page) =>
  new ListScreen(page, 'users', 'Zoznam používateľov', 'Nový používateľ');
export const invoicesScreen = (page: Page) => new ListScreen(page, 'invoices', 'Faktúry', 'Nová faktúra');
export const vouchersScreen = (page: Page) => new ListScreen(page, 'vouchers', 'Poukážky', 'Nová poukážka');

// --- answer insights (games 2.9) ---
/** The 'Prehľad odpovedí' dialog opened from a level dialog's 'Odpovede'. */
export class AnswerInsightsPage {
  readonly dialog: Locator;
  readonly suggestions: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: /Prehľad odpovedí/ });
    this.suggestions = this.dialog.getByRole('list', { name: 'Návrhy na uznanie' });
  }

  /** The value shown under a figure's label ('Odohrané hry'). */
  figure(label: string): Locator {
    return this.dialog.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  }

  table(name: 'Správne odpovede' | 'Nesprávne odpovede'): Locator {
    return this.dialog.getByRole('table', { name });
  }

  accept(text: string): Locator {
    return this.dialog.getByRole('button', { name: `Uznať odpoveď „${text}“` });
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Zavrieť' }).click();
    await expect(this.dialog).toBeHidden();
  }
}

/** The games list turned into level items by its 'Šablóna úloh' filter; an item opens the parcel detail. */
export class LevelItemsScreen {
  readonly list: Locator;
  readonly items: Locator;
  readonly parcelDialog: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole('list', { name: 'Zoznam úloh' });
    this.items = this.list.getByRole('listitem');
    this.parcelDialog = page.getByRole('dialog', { name: /Detail zásielky/ });
  }

  async chooseLayout(label: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Šablóna úloh' }).click();
    await this.page.getByRole('option', { name: label }).click();
  }

  /** Opens the parcel detail of the first level item. */
  async openFirst(): Promise<Locator> {
    await this.items.first().getByRole('button').click();
    return this.parcelDialog;
  }
}
