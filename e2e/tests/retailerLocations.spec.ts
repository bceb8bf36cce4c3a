import { expect, type Page } from '@playwright/test';

import { TINY_PNG } from './fields';
import { notification, test } from './session';

const table = (page: Page) => page.getByRole('table', { name: 'Retail Partner Locations' });
const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function search(page: Page, text: string) {
  await page.getByLabel('Search retail location').fill(text);
  await page.getByLabel('Search retail location').press('Enter');
}

test('lists retail partner locations 5 a page, newest first, with the spec columns', async ({ page }) => {
  await page.goto('/dashboard/retail-partner');
  await expect(page.getByRole('heading', { name: 'Retail Partner Locations' })).toBeVisible();
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'Customer',
    'Location Name',
    'Mobile Number',
    'Website',
    'Action',
  ]);
  await expect(table(page).getByRole('row')).toHaveCount(6);
  await expect(page.getByText(/^1–5 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(table(page).getByRole('row')).toHaveCount(6);
});

test('adds a retail partner with an image, names a refused website on its field, edits and deletes it', async ({
  page,
}) => {
  const name = `Toko E2E ${Date.now()}`;
  await page.goto('/dashboard/retail-partner');
  await page.getByRole('link', { name: 'Add Retail Location' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add\/retail-partner$/);

  // The customer is searched on the server as it is typed (by name, company or id).
  await page.getByRole('combobox', { name: 'Customer' }).fill('Swalayan Mitra');
  const option = page
    .getByRole('listbox')
    .getByRole('option', { name: /Swalayan Mitra/ })
    .first();
  const customerName = (await option.textContent())!.split(' - ')[0]!;
  await option.click();
  await textbox(page, 'Retail Type').fill('Supermarket');
  await textbox(page, 'Display Name').fill(name);
  await textbox(page, 'Website').fill('ftp://x');
  await textbox(page, 'WhatsApp Link').fill('https://wa.me/6281311220999');
  await textbox(page, 'Operational Hours').fill('Senin–Minggu 08.00–21.00');
  await textbox(page, 'Display Phone').fill('81311220999');
  await textbox(page, 'Address').fill('Jl. Pemuda No. 1, Semarang');
  await textbox(page, 'Longitude').fill('110.4203');
  await textbox(page, 'Latitude').fill('-6,9826');
  await page.locator('input[type=file]').setInputFiles({ name: 'toko.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(textbox(page, 'Website')).toHaveAccessibleDescription('Website must be an http(s) address');
  await expect(textbox(page, 'Website')).toHaveValue('ftp://x');
  await expect(textbox(page, 'Display Name')).toHaveValue(name);
  await expect(page).toHaveURL(/\/dashboard\/add\/retail-partner$/);
  await textbox(page, 'Website').fill('https://tokoe2e.co.id');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(notification(page)).toHaveText(`Success add data location retail ${name}`);
  await expect(page).toHaveURL(/\/dashboard\/retail-partner$/);
  await search(page, name);
  const row = table(page).getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('cell')).toContainText([customerName, name, '081311220999', 'https://tokoe2e.co.id']);

  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Retail Location' })).toBeVisible();
  await expect(textbox(page, 'Display Name')).toHaveValue(name);
  await expect(textbox(page, 'Latitude')).toHaveValue('-6.9826');
  await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveValue(
    new RegExp(`^${customerName} - Swalayan Mitra`),
  );
  // The uploaded image comes back from /media through the web server and the gateway.
  const preview = page.getByRole('img', { name: 'Image preview' });
  await expect(preview).toHaveAttribute('src', /^\/media\//);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await textbox(page, 'Operational Hours').fill('Senin–Sabtu 09.00–20.00');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(notification(page)).toHaveText(`Success Update data location retail ${name}`);
  await expect(page).toHaveURL(/\/dashboard\/retail-partner$/);

  await search(page, name);
  await table(page)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Remove Retailer Location ${name} ?` });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(notification(page)).toHaveText(`Berhasil Menghapus Reatiler Location ${name}`);
  await expect(table(page).getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
