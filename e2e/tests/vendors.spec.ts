import { expect, type Locator, type Page } from '@playwright/test';

import { notification, test } from './session';

async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

test('lists vendors, searches by name or id and by company name, and filters the shown rows by phone', async ({
  page,
}) => {
  await page.goto('/dashboard/vendors');
  const table = page.getByRole('table', { name: 'Vendors' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Name',
    'Company Name',
    'Email',
    'Phone Number',
    'City',
    'Action',
  ]);
  await expect(table.getByRole('row')).toHaveCount(16);
  await expect(page.getByText('1–15 of 30')).toBeVisible();

  await page.getByLabel('Search company name').fill('bahari');
  await page.getByLabel('Search company name').press('Enter');
  await expect(page).toHaveURL(/\?company_name=bahari$/);
  await expect(table.getByRole('row')).toHaveCount(2);
  const bahari = table.getByRole('row', { name: /CV Bahari Laut Jaya/ });
  await expect(bahari.getByRole('cell')).toContainText([
    'Budi Adi Santoso',
    'CV Bahari Laut Jaya',
    'budi.santoso@baharilautjaya.co.id',
    '08121003571',
    'Kota Jakarta Utara',
  ]);

  // Each search waits for its rows: a search box takes the address's value again once the list shows it.
  await page.getByLabel('Search company name').fill('');
  await expect(table.getByRole('row')).toHaveCount(16);
  await page.getByLabel('Search vendor name or id').fill('santoso budi');
  await page.getByLabel('Search vendor name or id').press('Enter');
  await expect(page).toHaveURL(/\?vendor=santoso\+budi$/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row', { name: /CV Bahari Laut Jaya/ })).toBeVisible();
  await page.getByLabel('Search vendor name or id').fill('1');
  await page.getByLabel('Search vendor name or id').press('Enter');
  await expect(page).toHaveURL(/\?vendor=1$/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row', { name: /CV Bahari Laut Jaya/ })).toBeVisible();

  await page.getByLabel('Search vendor name or id').fill('');
  await expect(table.getByRole('row')).toHaveCount(16);
  await choose(page, page.getByRole('combobox', { name: 'Rows per page' }), 'All');
  await expect(page).toHaveURL(/per_page=-1/);
  await expect(table.getByRole('row')).toHaveCount(31);
  // Every other seeded vendor has an 0857 number; the filter narrows the loaded rows only.
  await page.getByLabel('Phone Number').fill('0857');
  await expect(table.getByRole('row')).toHaveCount(16);
  await expect(page).toHaveURL(/\?per_page=-1$/);
});

test('adds, edits and deletes a vendor through the screens', async ({ page }) => {
  // A long form filled in field by field, then edited and deleted.
  const company = `CV E2E Vendor ${Date.now()}`;
  await page.goto('/dashboard/vendors');
  await page.getByRole('link', { name: 'Add Vendor' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add\/vendor$/);
  // The address changes before the form replaces the list (whose search boxes have similar labels).
  await expect(page.getByRole('heading', { name: 'Add Vendor' })).toBeVisible();

  await page.getByLabel('Company Name').fill(company);
  await page.getByLabel('First Name').fill('Wahyu');
  await page.getByLabel('Last Name').fill('Nugroho');
  await choose(page, page.getByRole('combobox', { name: 'Gender' }), 'Male');
  await page.getByLabel('Email').fill('wahyu@e2evendor.co.id');
  await page.getByLabel('Phone Number').fill('081298765432');
  await page.getByLabel('Address').fill('Jl. Pelabuhan No. 8');
  await page.getByLabel('Bank Name').fill('BNI');
  await page.getByLabel('Account Name').fill(company);
  await page.getByLabel('Account Number').fill('0987654321');
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveCount(0);
  await choose(page, page.getByRole('combobox', { name: 'Province' }), 'Jawa Timur');
  await choose(page, page.getByRole('combobox', { name: 'City' }), 'Kota Surabaya');
  await page.getByLabel('Postal Code').fill('60175');
  await choose(page, page.getByRole('combobox', { name: 'Tax Status' }), 'Non PKP');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(notification(page)).toHaveText(`Berhasil menambahkan Vendor ${company}`);
  await expect(page).toHaveURL(/\/dashboard\/vendors$/);
  await page.getByLabel('Search company name').fill(company);
  await page.getByLabel('Search company name').press('Enter');
  const row = page.getByRole('row', { name: new RegExp(company) });
  await expect(row.getByRole('cell')).toContainText([
    'Wahyu Nugroho',
    company,
    'wahyu@e2evendor.co.id',
    '081298765432',
    'Kota Surabaya',
  ]);

  await row.getByRole('link', { name: `Edit ${company}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Vendor' })).toBeVisible();
  await expect(page.getByLabel('Phone Number')).toHaveValue('81298765432');
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveText('Kota Surabaya');
  await expect(page.getByRole('combobox', { name: 'Tax Status' })).toHaveText('Non PKP');
  await page.getByLabel('Middle Name').fill('Adi');
  await choose(page, page.getByRole('combobox', { name: 'Tax Status' }), 'PKP');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(notification(page)).toHaveText(`Berhasil Memperbarui Vendor ${company}`);
  await expect(page).toHaveURL(/\/dashboard\/vendors$/);

  await page.getByLabel('Search vendor name or id').fill('wahyu adi nugroho');
  await page.getByLabel('Search vendor name or id').press('Enter');
  await page.getByRole('button', { name: `Delete ${company}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`Remove Vendor ${company} ?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(notification(page)).toHaveText(`Berhasil menghapus Vendors ${company}`);
  await expect(page.getByText('No vendor matches these filters')).toBeVisible();
});

test('keeps what was typed and names the field when the input is wrong', async ({ page }) => {
  await page.goto('/dashboard/add/vendor');
  await page.getByLabel('Company Name').fill('CV Salah Ketik');
  await page.getByLabel('First Name').fill('Joko');
  await page.getByLabel('Email').fill('joko@salah');
  await page.getByLabel('Postal Code').fill('601');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('E-mail must be a valid email')).toBeVisible();
  await expect(page.getByText('Postal code must be 5 digits')).toBeVisible();
  await expect(page.getByText('Tax status is required')).toBeVisible();
  await expect(page.getByLabel('Company Name')).toHaveValue('CV Salah Ketik');
  await expect(page.getByLabel('Email')).toHaveValue('joko@salah');
  await expect(page).toHaveURL(/\/dashboard\/add\/vendor$/);
});
