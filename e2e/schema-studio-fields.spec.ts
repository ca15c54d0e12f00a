// The studio's property panel in a real browser: options the engine allows are shown (aliases, widget
// with the addresses it fills), a group's condition is named at its fields, the panel never covers the
// preview at 1366 × 900, opens in view at 768 px, and the editor passes axe.
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './a11y';
import { expectNoEnglish, signIn } from './helpers';

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('1366 × 900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('pole ukáže všetky voľby a panel neprekryje náhľad', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/#/schemas/forms/invoice');
    await page.locator('[data-field-row="address"]').click();
    const panel = page.locator('[data-panel-field="address"]');
    const widget = panel.locator('[data-option="widget"]');
    await expect(widget.getByRole('combobox', { name: 'Zvláštny vstup' })).toHaveText(
      'Návrhy adries pri písaní',
    );
    await expect(widget).toHaveAttribute('title', 'widget');
    await expect(panel.locator('[data-option="fill"]').getByRole('textbox')).toHaveValue(
      '{"zip":"zip","city":"city"}',
    );
    await expect(panel.getByRole('heading', { name: 'Pokročilé' })).toBeVisible();
    // the tooltips name each option as the schema file writes it ('password'): that is their purpose
    await expectNoEnglish(page, { allow: ['password'] });
    await expectNoAxeViolations(page, 'úprave formulára faktúry');

    await page.goto('/#/schemas/forms/level');
    await page.locator('[data-field-row="order"]').click();
    const order = page.locator('[data-panel-field="order"]');
    await expect(order.locator('[data-option="aliases"]').getByRole('textbox')).toHaveValue('number');
    // a field of the yes/no group says which layout its group is shown for
    await page.locator('[data-field-row="yes-no.place"]').click();
    await expect(
      page.locator('[data-panel-field="yes-no.place"] [data-inherited-when="yes-no"]'),
    ).toContainText('Platí aj podmienka skupiny');

    // scrolled down to the preview, the sticky panel stays out of its way
    const preview = page.locator('[data-preview="level"]');
    await preview.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 600);
    // (the card that scrolls the properties: its content may be taller than what it shows)
    const panelBox = await page.locator('[data-properties]').boundingBox();
    const previewBox = await preview.boundingBox();
    expect(panelBox && previewBox && overlap(panelBox, previewBox)).toBeFalsy();
  });
});

test.describe('768 × 1024', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('vlastnosti poľa sa otvoria na obrazovke, nie ďaleko pod zoznamom', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/#/schemas/forms/level');
    const row = page.locator('[data-field-row="yes-no.place"]');
    await row.scrollIntoViewIfNeeded();
    await row.click();
    const heading = page.getByRole('heading', { name: /^Vlastnosti poľa:/ });
    await expect(heading).toBeInViewport();
    await expectNoAxeViolations(page, 'vlastnostiach poľa na úzkej obrazovke');
    await page.getByRole('button', { name: 'Späť na zoznam polí' }).click();
    await expect(heading).toBeHidden();
    await expect(row).toBeInViewport();
  });
});
