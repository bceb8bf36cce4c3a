import { expect, type Locator, type Page } from '@playwright/test';

import { notification, test } from './session';

async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

test('lists courier fees 15 a page', async ({ page }) => {
  await page.goto('/dashboard/delivery');
  await expect(page.getByRole('heading', { name: 'Courier List' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Courier fees' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Courier',
    'Service Name',
    'Fees',
    'Unit Fees (Kg)',
    'Type',
    'Origins',
    'Destination',
    'Status',
    'Actions',
  ]);
  await expect(table.getByRole('row')).toHaveCount(16);
  await expect(page.getByText('1–15 of 24')).toBeVisible();
  const jneReg = table.getByRole('row', { name: /^JNE REG / });
  await expect(jneReg.getByRole('cell')).toContainText([
    'JNE',
    'REG',
    'Rp 9.000',
    'Rp 9.000',
    'Domestic',
    'Kota Jakarta Utara',
    'Kota Bandung',
  ]);
  // 15 rows is the only size the delivery table offers (spec 000 §9).
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(table.getByRole('row')).toHaveCount(10);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(table.getByRole('row')).toHaveCount(10);
});

test('adds, edits, switches and deletes a courier fee through the screens', async ({ page }) => {
  const code = `E2E ${Date.now()}`;
  const fee = `AnterAja - ${code}`;
  await page.goto('/dashboard/delivery');
  await page.getByRole('link', { name: 'Add Courier' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add\/courier$/);

  await choose(page, page.getByRole('combobox', { name: 'Courier Company' }), 'AnterAja');
  await page.getByRole('textbox', { name: 'Service Name' }).fill(code);
  await choose(page, page.getByRole('combobox', { name: 'Delivery Type' }), 'International');
  await page.getByRole('textbox', { name: 'Fees', exact: true }).fill('25.000');
  await page.getByRole('textbox', { name: 'Unit Fees (Kg)' }).fill('12000');
  const origins = page.getByRole('group', { name: 'Origins' });
  await choose(page, origins.getByRole('combobox', { name: 'Province' }), 'DKI Jakarta');
  await choose(page, origins.getByRole('combobox', { name: 'City' }), 'Kota Jakarta Utara');
  const destination = page.getByRole('group', { name: 'Destination' });
  await choose(page, destination.getByRole('combobox', { name: 'Province' }), 'Jawa Timur');
  await choose(page, destination.getByRole('combobox', { name: 'City' }), 'Kota Surabaya');
  await page.getByRole('textbox', { name: 'Tracking Website' }).fill('https://anteraja.id/tracking');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(notification(page)).toHaveText(`Berhasil Menambahkan Courier dengan Service Name ${code}`);
  await expect(page).toHaveURL(/\/dashboard\/delivery$/);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row.getByRole('cell')).toContainText([
    'AnterAja',
    code,
    'Rp 25.000',
    'Rp 12.000',
    'International',
    'Kota Jakarta Utara',
    'Kota Surabaya',
  ]);
  await expect(page.getByText('1–15 of 25')).toBeVisible();

  await row.getByRole('link', { name: `Edit ${fee}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Courier' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Service Name' })).toHaveValue(code);
  await expect(page.getByRole('textbox', { name: 'Fees', exact: true })).toHaveValue('25000');
  await expect(origins.getByRole('combobox', { name: 'City' })).toHaveText('Kota Jakarta Utara');
  await expect(destination.getByRole('combobox', { name: 'City' })).toHaveText('Kota Surabaya');
  await page.getByRole('textbox', { name: 'Fees', exact: true }).fill('30000');
  await choose(page, page.getByRole('combobox', { name: 'Delivery Type' }), 'Domestic');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(notification(page)).toHaveText(`Berhasil Memperbarui Courier ${fee}`);
  // Spec 000 §2: the edit save returns to the Delivery route.
  await expect(page).toHaveURL(/\/dashboard\/delivery$/);
  await expect(row.getByRole('cell')).toContainText(['AnterAja', code, 'Rp 30.000', 'Rp 12.000', 'Domestic']);

  await row.getByRole('switch', { name: `Status of ${fee}` }).click();
  await expect(notification(page)).toHaveText(`Updated Courier ${fee} status menjadi Inactive`);
  await page.reload();
  await expect(page.getByRole('switch', { name: `Status of ${fee}` })).not.toBeChecked();

  await page.getByRole('button', { name: `Delete ${fee}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`Remove Courier ${fee} ?`);
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(notification(page)).toHaveText(`Berhasil menghapus Courier ${fee}`);
  await expect(page.getByRole('row', { name: new RegExp(code) })).toHaveCount(0);
  await expect(page.getByText('1–15 of 24')).toBeVisible();
});

test("says 'Field tidak boleh kosong' for every empty field and keeps what was typed", async ({ page }) => {
  await page.goto('/dashboard/add/courier');
  await page.getByRole('textbox', { name: 'Service Name' }).fill('REG');
  await page.getByRole('button', { name: 'Save' }).click();
  // Courier, delivery type, fees, unit fees, origins, destination and tracking website.
  await expect(page.getByText('Field tidak boleh kosong')).toHaveCount(7);
  await expect(page.getByRole('group', { name: 'Origins' }).getByText('Field tidak boleh kosong')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Service Name' })).toHaveValue('REG');
  await expect(page).toHaveURL(/\/dashboard\/add\/courier$/);
});
