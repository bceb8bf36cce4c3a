import { expect, type Locator, type Page } from '@playwright/test';

import { notification, test } from './session';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** MUI X's date field: a group of day, month and year sections typed in order. */
async function typeDate(page: Page, label: string, ddmmyyyy: string) {
  const group = page.getByRole('group', { name: label });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(ddmmyyyy.replace(/\//g, ''));
}

const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const table = (page: Page) => page.getByRole('table', { name: 'Promotions' });
const rowOf = (page: Page, name: string): Locator => table(page).getByRole('row', { name: new RegExp(name) });

const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f00050001ff89993d1d0000000049454e44ae426082',
  'hex',
);

async function fillPromotion(page: Page, name: string, code: string) {
  await textbox(page, 'Promo Name').fill(name);
  await textbox(page, 'Promo Code').fill(code);
  await textbox(page, 'Platform').fill('crystal web');
  await textbox(page, 'Promo Value').fill('10');
  await textbox(page, 'Max Promo').fill('20.000');
  await textbox(page, 'Min Transaction').fill('150.000');
  await textbox(page, 'Quota').fill('50');
  await typeDate(page, 'Valid From', '01/06/2025');
  await typeDate(page, 'Valid Until', '30/06/2025');
  await textbox(page, 'Terms & Conditions').fill('Satu kali per pelanggan');
}

test('lists promotions 15 a page, searched and filtered with the filters in the address', async ({ page }) => {
  await page.goto('/dashboard/promotions');
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'Name',
    'Coupon Code',
    'Valid Period',
    'Quota',
    'Status',
    'Action',
  ]);
  await expect(table(page).getByRole('row')).toHaveCount(16);
  await expect(page.getByText('1–15 of 22')).toBeVisible();
  // 15 rows is the only size the promotion table offers (spec 000 §9).
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveCount(0);
  await expect(rowOf(page, 'Diskon Seafood 10%').getByRole('cell').nth(2)).toHaveText(
    /^\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/,
  );
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(table(page).getByRole('row')).toHaveCount(8);

  await page.getByLabel('Search promotion').fill('ongkir');
  await page.getByLabel('Search promotion').press('Enter');
  await expect(page).toHaveURL(/search=ongkir/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(table(page).getByRole('row')).toHaveCount(5);
  await choose(page, 'Status', 'Inactive');
  await expect(page).toHaveURL(/status=INACTIVE/);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, 'Gratis Ongkir Bandung')).toContainText('ONGKIRBDG');

  // The address alone restores the list.
  await page.goto('/dashboard/promotions?search=ONGKIR&status=ACTIVE');
  await expect(table(page).getByRole('row')).toHaveCount(4);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Active');
  await choose(page, 'Status', 'All');
  await expect(page).not.toHaveURL(/status=/);
  await expect(table(page).getByRole('row')).toHaveCount(5);
});

test('adds a promotion with an image, edits, switches and deletes it through the screens', async ({ page }) => {
  const stamp = Date.now();
  const name = `Promo E2E ${stamp}`;
  const code = `E2E${stamp}`;
  await page.goto('/dashboard/promotions');
  await page.getByRole('link', { name: 'Add Promotion' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add\/promotion$/);
  await fillPromotion(page, name, code);
  await page.locator('input[type=file]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Promo Image preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(notification(page)).toHaveText(`Berhasil Menambahkan promotion ${name}`);
  // Spec 000 §2: after an add the user goes back one page.
  await expect(page).toHaveURL(/\/dashboard\/promotions$/);
  await page.getByLabel('Search promotion').fill(code);
  await page.getByLabel('Search promotion').press('Enter');
  await expect(rowOf(page, name).getByRole('cell')).toContainText([name, code, '01/06/2025 – 30/06/2025', '50']);

  await rowOf(page, name)
    .getByRole('link', { name: `Edit ${name}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Edit Promotion' })).toBeVisible();
  await expect(textbox(page, 'Promo Code')).toHaveValue(code);
  await expect(textbox(page, 'Min Transaction')).toHaveValue('150000');
  // The uploaded image comes back from /media through the web server and the gateway.
  const preview = page.getByRole('img', { name: 'Promo Image preview' });
  await expect(preview).toHaveAttribute('src', /^\/media\/promotions\//);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await textbox(page, 'Quota').fill('75');
  await choose(page, 'Terms', 'Qty');
  await choose(page, 'Condition', '>');
  await textbox(page, 'Amount').fill('3');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(notification(page)).toHaveText(`Berhasil Memperbarui promotion ${name}`);
  // Spec 000 §2: the edit save returns to the Promotion route.
  await expect(page).toHaveURL(/\/dashboard\/promotions$/);
  await page.getByLabel('Search promotion').fill(code);
  await page.getByLabel('Search promotion').press('Enter');
  await expect(rowOf(page, name)).toContainText('75');

  await rowOf(page, name)
    .getByRole('switch', { name: `Status of ${name}` })
    .click();
  await expect(notification(page)).toHaveText('Updated promotion status menjadi Inactive');
  await page.reload();
  await expect(page.getByRole('switch', { name: `Status of ${name}` })).not.toBeChecked();
  await page.getByRole('switch', { name: `Status of ${name}` }).click();
  await expect(notification(page)).toHaveText('Updated promotion status menjadi Active');

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`Remove Promotion ${name} ?`);
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(notification(page)).toHaveText(`Berhasil Menghapus Promotion ${name}`);
  await expect(rowOf(page, name)).toHaveCount(0);
  await expect(page.getByText('No promotion matches the search and filter')).toBeVisible();
});

test("shows the server's message for a promo code in use and keeps what was typed", async ({ page }) => {
  await page.goto('/dashboard/add/promotion');
  await fillPromotion(page, 'Promo Kembar', 'SEAFOOD10');
  await page.getByRole('button', { name: 'Save' }).click();
  const message = 'Promo code SEAFOOD10 is already used by the promotion Diskon Seafood 10%';
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(textbox(page, 'Promo Name')).toHaveValue('Promo Kembar');
  await expect(textbox(page, 'Promo Code')).toHaveValue('SEAFOOD10');
  await expect(textbox(page, 'Min Transaction')).toHaveValue('150.000');
  await expect(page.locator('input[name=validUntil]')).toHaveValue('30/06/2025');
  await expect(page).toHaveURL(/\/dashboard\/add\/promotion$/);
});

test('shows and hides the conditional fields as the terms and the type change', async ({ page }) => {
  await page.goto('/dashboard/add/promotion');
  await expect(textbox(page, 'Min Transaction')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Condition' })).toHaveCount(0);

  await choose(page, 'Terms', 'Price');
  await expect(textbox(page, 'Min Transaction')).toHaveCount(0);
  await choose(page, 'Condition', '<');
  await expect(textbox(page, 'Max Amount')).toBeVisible();
  await expect(textbox(page, 'Amount')).toHaveCount(0);
  await choose(page, 'Condition', '>');
  await expect(textbox(page, 'Amount')).toBeVisible();
  await expect(textbox(page, 'Max Amount')).toHaveCount(0);
  await choose(page, 'Terms', 'Min transaction');
  await expect(page.getByRole('combobox', { name: 'Condition' })).toHaveCount(0);
  await expect(textbox(page, 'Min Transaction')).toBeVisible();

  await choose(page, 'Promo Type', 'Free shipping');
  await expect(textbox(page, 'Promo Value')).toHaveCount(0);
  await expect(textbox(page, 'Max Promo')).toBeVisible();
  await choose(page, 'Promo Type', 'Rounded (amount)');
  await expect(textbox(page, 'Promo Value')).toBeVisible();
  await expect(textbox(page, 'Max Promo')).toHaveCount(0);

  await textbox(page, 'Quota').fill('lima');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Quota must be a number')).toBeVisible();
});
