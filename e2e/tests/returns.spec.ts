import { expect, type Locator, type Page } from '@playwright/test';

import { notification, test } from './session';

async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

const returnsTable = (page: Page) => page.getByRole('table', { name: 'Returns' });

test("adds a return from an order's Return button, finds it by its customer in any letter case, opens it and deletes it", async ({
  page,
}) => {
  // Only a shipped order's goods can come back.
  await page.goto('/dashboard/orders?shipment_status=SHIPPED');
  const openButton = page
    .getByRole('table', { name: 'Orders' })
    .getByRole('button', { name: /^Open order \d+$/ })
    .first();
  const orderId = (await openButton.getAttribute('aria-label'))!.replace('Open order ', '');
  await openButton.click();
  await page
    .getByRole('dialog', { name: `Order ${orderId}` })
    .getByRole('link', { name: 'Return' })
    .click();

  // The form opens with that order chosen and what it still holds unreturned, all of it prefilled.
  await expect(page).toHaveURL(new RegExp(`/dashboard/add/return/${orderId}$`));
  await expect(page.getByRole('heading', { name: 'Add New Return' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Order Number' })).toHaveValue(new RegExp(`^${orderId} - `));
  const lines = page.getByRole('table', { name: 'Returned products' }).locator('tbody tr');
  await expect(lines.first()).toBeVisible();
  const lineCount = await lines.count();
  const firstProduct = (await lines.first().locator('td').first().innerText()).trim();
  const returnable = (await lines.first().locator('td').nth(1).innerText()).split(' of ')[0]!;
  await expect(lines.first().getByRole('textbox')).toHaveValue(returnable);

  await choose(page, page.getByRole('combobox', { name: /^Ship To/ }), 'Gudang Muara Baru');
  await choose(page, page.getByRole('combobox', { name: /^Actions/ }), 'Return');
  await page.getByLabel('Memo').fill('E2E return');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(notification(page)).toHaveText(/^Berhasil menambahkan Return \d+$/);
  const returnId = (await notification(page).innerText()).replace('Berhasil menambahkan Return ', '');
  await expect(page).toHaveURL(/\/dashboard\/returns$/);
  const row = returnsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Open Return ${returnId}`, exact: true }) });
  await expect(row.getByRole('cell').nth(1)).toHaveText(orderId);
  await expect(row.getByRole('cell').nth(3)).toContainText(`${firstProduct} (x${returnable})`);
  await expect(row.getByRole('cell').nth(4)).toHaveText('Gudang Muara Baru');
  await expect(row.getByRole('cell').nth(5)).toHaveText('Received');

  // The customer search matches in any letter case (the old client's did not).
  const customer = (await row.getByRole('cell').nth(2).innerText()).trim();
  await page.getByLabel('Search customer').fill(customer.toUpperCase());
  await page.getByLabel('Search customer').press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?customer=`));
  await expect(returnsTable(page).getByRole('button', { name: `Open Return ${returnId}`, exact: true })).toBeVisible();

  await returnsTable(page)
    .getByRole('button', { name: `Open Return ${returnId}`, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: `Return ${returnId}` });
  await expect(dialog.getByRole('definition').first()).toHaveText(returnId);
  await expect(dialog.getByText('Customer Name')).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Returned products' }).locator('tbody tr')).toHaveCount(lineCount);
  await expect(
    dialog.getByRole('table', { name: 'Returned products' }).locator('tbody tr').first().locator('td'),
  ).toHaveText([firstProduct, returnable, /^Rp [\d.]+$/, /^Rp [\d.]+$/]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await returnsTable(page)
    .getByRole('button', { name: `Delete Return ${returnId}`, exact: true })
    .click();
  const confirm = page.getByRole('dialog', { name: `Remove Return ${returnId} ?` });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(notification(page)).toHaveText(`Berhasil menghapus Return ${returnId}`);
  await expect(returnsTable(page).getByRole('button', { name: `Open Return ${returnId}`, exact: true })).toHaveCount(0);
});
