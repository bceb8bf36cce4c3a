import { expect, type Locator, type Page } from '@playwright/test';

import { notification, test } from './session';

async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

test('lists customers and filters them by search, customer type, city and phone', async ({ page }) => {
  await page.goto('/dashboard/customers');
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Email', 'Phone Number', 'City', 'Action']);
  await expect(table.getByRole('row')).toHaveCount(16);
  await expect(page.getByText('1–15 of 45')).toBeVisible();

  await choose(page, page.getByRole('combobox', { name: 'Customer Type' }), 'Stockist');
  await expect(page).toHaveURL(/\?customer_type=STOCKIST$/);
  await expect(page.getByText('1–5 of 5')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(6);

  await page.getByLabel('Search customer').fill('stokis bandung');
  await page.getByLabel('Search customer').press('Enter');
  await expect(page).toHaveURL(/\?customer_type=STOCKIST&customer=stokis\+bandung$/);
  await expect(table.getByRole('row')).toHaveCount(2);

  await page.getByLabel('Search customer').fill('');
  await choose(page, page.getByRole('combobox', { name: 'Customer Type' }), 'All');
  await expect(page).toHaveURL(/\/dashboard\/customers$/);
  await page.getByRole('combobox', { name: 'Customer City' }).fill('surabaya');
  await page.getByRole('option', { name: 'Kota Surabaya', exact: true }).click();
  await expect(page).toHaveURL(/\?cityId=3578$/);
  await expect(page.getByText('1–2 of 2')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Kota Surabaya' })).toHaveCount(2);

  // The phone filter narrows the rows already loaded and leaves the address alone.
  const firstPhone = await table.getByRole('row').nth(1).getByRole('cell').nth(2).innerText();
  await page.getByLabel('Phone Number').fill(`0${firstPhone.slice(3)}`);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page).toHaveURL(/\?cityId=3578$/);
});

test('adds, edits and deletes a customer through the screens', async ({ page }) => {
  // A long form filled in field by field, then edited and deleted.
  const lastName = `E2E${Date.now()}`;
  await page.goto('/dashboard/customers');
  await page.getByRole('link', { name: 'Add Customer' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add\/customer$/);
  // The address changes before the form replaces the list (whose search boxes have similar labels).
  await expect(page.getByRole('heading', { name: 'Add Customer' })).toBeVisible();

  await page.getByLabel('Company Name').fill('Toko Kirana');
  await page.getByLabel('First Name').fill('Kirana');
  await page.getByLabel('Last Name').fill(lastName);
  await choose(page, page.getByRole('combobox', { name: 'Tax Status' }), 'PKP');
  await choose(page, page.getByRole('combobox', { name: 'Customer Type' }), 'Retailer');
  await page.getByLabel('Email').fill('kirana@tokokirana.com');
  await page.getByLabel('Phone Number').fill('087812345678');
  await choose(page, page.getByRole('combobox', { name: 'Gender' }), 'Female');
  await page.getByLabel('Ship-to Address').fill('Jl. Braga No. 10');
  await expect(page.getByRole('combobox', { name: /^City/ })).toHaveCount(0);
  await choose(page, page.getByRole('combobox', { name: /^Province/ }), 'Jawa Barat');
  await choose(page, page.getByRole('combobox', { name: /^City/ }), 'Kota Bandung');
  await page.getByLabel('Postal Code').fill('40115');
  await page.getByLabel('Invoice Address').fill('Jl. Asia Afrika No. 1');
  await expect(page.getByRole('combobox', { name: 'Invoice City' })).toHaveCount(0);
  await choose(page, page.getByRole('combobox', { name: 'Invoice Province' }), 'DKI Jakarta');
  await choose(page, page.getByRole('combobox', { name: 'Invoice City' }), 'Kota Jakarta Pusat');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(notification(page)).toHaveText('Berhasil Menambahkan Customer dengan Name Kirana');
  await expect(page).toHaveURL(/\/dashboard\/customers$/);
  await page.getByLabel('Search customer').fill(lastName);
  await page.getByLabel('Search customer').press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?customer=${lastName}$`));
  const row = page.getByRole('row', { name: new RegExp(lastName) });
  await expect(row.getByRole('cell')).toContainText([
    `Kirana ${lastName}`,
    'kirana@tokokirana.com',
    '087812345678',
    'Kota Bandung',
  ]);

  await row.getByRole('link', { name: `Edit Kirana ${lastName}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Customer' })).toBeVisible();
  await expect(page.getByLabel('Phone Number')).toHaveValue('87812345678');
  await expect(page.getByRole('combobox', { name: /^City/ })).toHaveText('Kota Bandung');
  await expect(page.getByRole('combobox', { name: 'Invoice City' })).toHaveText('Kota Jakarta Pusat');
  await choose(page, page.getByRole('combobox', { name: 'Customer Type' }), 'Wholesaler');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(notification(page)).toHaveText('Berhasil Memperbarui Customer Kirana');
  await expect(page).toHaveURL(/\/dashboard\/customers$/);

  await page.getByLabel('Search customer').fill(lastName);
  await page.getByLabel('Search customer').press('Enter');
  await choose(page, page.getByRole('combobox', { name: 'Customer Type' }), 'Wholesaler');
  await expect(page.getByRole('row', { name: new RegExp(lastName) })).toBeVisible();
  await page.getByRole('button', { name: `Delete Kirana ${lastName}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`Remove Customer Kirana ${lastName} ?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(notification(page)).toHaveText('Berhasil menghapus Customer Kirana');
  await expect(page.getByText('No customer matches these filters')).toBeVisible();
});

test('keeps what was typed and names the field when the input is wrong', async ({ page }) => {
  await page.goto('/dashboard/add/customer');
  await page.getByLabel('First Name').fill('Yuliana');
  await page.getByLabel('Phone Number').fill('12');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Phone number must be 6 to 13 digits after +62')).toBeVisible();
  await expect(page.getByText('Customer type is required')).toBeVisible();
  await expect(page.getByText('Province is required')).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Yuliana');
  await expect(page.getByLabel('Phone Number')).toHaveValue('12');
  await expect(page).toHaveURL(/\/dashboard\/add\/customer$/);
});
