import { expect, type Locator, type Page } from '@playwright/test';

import { notification, test } from './session';

async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

const ordersTable = (page: Page) => page.getByRole('table', { name: 'Orders' });
const presetsButton = (page: Page) => page.getByRole('button', { name: /^Preset/ });

/** Every payment status shown in the list matches (the previous rows stay on screen while the next load). */
async function everyRowPaid(page: Page) {
  // Found by its heading, so a column added before it (the selection's checkboxes) does not move it.
  const headings = (await ordersTable(page).locator('thead th').allInnerTexts()).map((text) => text.trim());
  const status = headings.indexOf('Status') + 1;
  const texts = await ordersTable(page).locator(`tbody tr td:nth-child(${status})`).allInnerTexts();
  return texts.length > 0 && texts.every((text) => text.trim() === 'Payment Success');
}

test('saves a preset of the orders filters, keeps it across a reload, and applies it after the filters were cleared', async ({
  page,
}) => {
  const name = `Lunas E2E ${Date.now()}`;
  await page.goto('/dashboard/orders');
  await expect(ordersTable(page).getByRole('row')).toHaveCount(16);
  await expect(presetsButton(page)).toHaveText('Presets');

  await choose(page, page.getByRole('combobox', { name: 'Payment Status' }), 'Payment Success');
  await expect(page).toHaveURL(/\/dashboard\/orders\?status=PAYMENT_SUCCESS$/);
  await presetsButton(page).click();
  await page.getByRole('dialog', { name: 'Saved presets' }).getByRole('button', { name: 'Save preset' }).click();
  const naming = page.getByRole('dialog', { name: 'Save preset' });
  await naming.getByLabel('Preset name').fill(name);
  await naming.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page)).toHaveText(`Preset ${name} saved`);
  await expect(naming).toBeHidden();
  await expect(presetsButton(page)).toHaveText(`Preset: ${name}`);

  // Stored by the server: after a reload the address still equals the preset.
  await page.reload();
  await expect(presetsButton(page)).toHaveText(`Preset: ${name}`);

  await choose(page, page.getByRole('combobox', { name: 'Payment Status' }), 'All');
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await expect(presetsButton(page)).toHaveText('Presets');
  await expect.poll(() => everyRowPaid(page)).toBe(false);

  await presetsButton(page).click();
  const menu = page.getByRole('dialog', { name: 'Saved presets' });
  await menu.getByRole('button', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\?status=PAYMENT_SUCCESS$/);
  await expect(page.getByRole('combobox', { name: 'Payment Status' })).toHaveText('Payment Success');
  await expect(presetsButton(page)).toHaveText(`Preset: ${name}`);
  await expect.poll(() => everyRowPaid(page)).toBe(true);

  // Applying navigated: Back shows the cleared list again.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await expect(presetsButton(page)).toHaveText('Presets');
});
