import { expect } from '@playwright/test';

import { notification, test } from './session';

test('lists warehouses 15 a page and searches by name', async ({ page }) => {
  await page.goto('/dashboard/warehouse');
  const table = page.getByRole('table', { name: 'Warehouses' });
  await expect(table.getByRole('row')).toHaveCount(16);
  await expect(page.getByText('1–15 of 20')).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(table.getByRole('row')).toHaveCount(6);

  await page.getByLabel('Search warehouse').fill('surabaya');
  await page.getByLabel('Search warehouse').press('Enter');
  await expect(page).toHaveURL(/search=surabaya/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: 'Cold Storage Surabaya Perak', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Kota Surabaya', exact: true })).toBeVisible();
});

test('adds, edits, switches and deletes a warehouse through the screens', async ({ page }) => {
  const name = `Gudang E2E ${Date.now()}`;
  await page.goto('/dashboard/warehouse');
  await page.getByRole('link', { name: 'Add Warehouse' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add\/warehouse$/);

  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Latitude').fill('-6.2');
  await page.getByLabel('Longitude').fill('106.81');
  await page.getByLabel('Telephone').fill('0215550123');
  await page.getByLabel('Address').fill('Jl. Uji Coba No. 1');
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Province' }).click();
  await page.getByRole('option', { name: 'DKI Jakarta' }).click();
  await page.getByRole('combobox', { name: 'City' }).click();
  await expect(page.getByRole('option')).toHaveCount(6);
  await page.getByRole('option', { name: 'Kota Jakarta Selatan' }).click();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(notification(page)).toHaveText(`berhasil menambahkan Warehouse ${name}`);
  await expect(page).toHaveURL(/\/dashboard\/warehouse$/);
  await page.getByLabel('Search warehouse').fill(name);
  await page.getByLabel('Search warehouse').press('Enter');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Kota Jakarta Selatan');
  await expect(row).toContainText('0215550123');

  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Warehouse' })).toBeVisible();
  await expect(page.getByLabel('Telephone')).toHaveValue('215550123');
  await expect(page.getByRole('combobox', { name: 'Province' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveText('Kota Jakarta Selatan');
  await page.getByLabel('Address').fill('Jl. Uji Coba No. 2');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(notification(page)).toHaveText(`Berhasil Memperbarui Warehouse ${name}`);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Jl. Uji Coba No. 2');

  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('switch', { name: `Status of ${name}` })
    .click();
  await expect(notification(page)).toHaveText(`Updated Warehouse ${name} status menjadi Inactive`);
  await page.reload();
  await expect(page.getByRole('switch', { name: `Status of ${name}` })).not.toBeChecked();

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`Remove Warehouse ${name} ?`);
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(notification(page)).toHaveText(`Berhasil menghapus Warehouse ${name}`);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await expect(page.getByText('1–15 of 20')).toBeVisible();
  await page.getByLabel('Search warehouse').fill(name);
  await page.getByLabel('Search warehouse').press('Enter');
  await expect(page.getByText(`No warehouse matches "${name}"`)).toBeVisible();
});

test('keeps what was typed and names the field when the input is wrong', async ({ page }) => {
  await page.goto('/dashboard/add/warehouse');
  await page.getByLabel('Name').fill('Gudang Salah');
  await page.getByLabel('Latitude').fill('north');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Latitude must be a number')).toBeVisible();
  await expect(page.getByText('City is required')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Gudang Salah');
  await expect(page).toHaveURL(/\/dashboard\/add\/warehouse$/);
});
