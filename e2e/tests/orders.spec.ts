import { expect, type Page } from '@playwright/test';

import { choose } from './fields';
import { capturePrints, MM_IN_PT, printedPdf } from './printCapture';
import { notification, readData, test } from './session';

// The product picker searches on the server: what is typed finds the product, which is then picked.
async function chooseProduct(page: Page, line: number, search: string, option: string) {
  await page.getByRole('combobox', { name: `Product ${line}` }).fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

const ordersTable = (page: Page) => page.getByRole('table', { name: 'Orders' });

test('creates an order for a new customer, edits it, duplicates it and orders again for the chosen customer, who stays one', async ({
  page,
}) => {
  // A long form filled in field by field, then edited, copied and filled once more.
  const customer = `Budi E2E${Date.now()}`;
  await page.goto('/dashboard/orders');
  await page.getByRole('link', { name: 'Add New Order' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add\/order$/);
  await expect(page.getByRole('heading', { name: 'Add New Order' })).toBeVisible();

  const customerName = page.getByRole('combobox', { name: 'Customer Name' });
  await customerName.fill(customer);
  await page.getByLabel('Contact', { exact: true }).fill('081234567890');
  await page.getByLabel('Shipment Address').fill('Jl. Braga No. 10');
  await choose(page, page.getByRole('combobox', { name: 'Province' }), 'Jawa Barat');
  await choose(page, page.getByRole('combobox', { name: 'City' }), 'Kota Bandung');
  await page.getByLabel('Postal Code').fill('40115');
  await choose(page, page.getByRole('combobox', { name: /^Ship From/ }), 'Gudang Muara Baru');
  await choose(page, page.getByRole('combobox', { name: /^Sales Channel/ }), 'tokopedia');
  await choose(page, page.getByRole('combobox', { name: /^Customer Type/ }), 'Individual');
  await chooseProduct(page, 1, 'Udang Vaname Kupas', 'UDG-VNM-KPS-500 - Udang Vaname Kupas 500 gr');
  await expect(page.getByLabel('Price Each 1')).toHaveValue('85000');
  await page.getByLabel('Quantity 1').fill('2');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await chooseProduct(page, 2, 'Cumi Ring', 'CMS-RING-500 - Cumi Ring 500 gr');
  await page.getByLabel('Quantity 2').fill('3');
  await page.getByLabel('Price Each 2').fill('65000');
  await choose(page, page.getByRole('combobox', { name: 'Tax' }), '11%');
  await page.getByLabel('Delivery Fee').fill('15.000');
  await expect(page.getByLabel('Sub Total')).toHaveText('Rp 365.000');
  await expect(page.getByLabel('Tax Amount')).toHaveText('Rp 40.150');
  await expect(page.getByLabel('Total', { exact: true })).toHaveText('Rp 420.150');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(notification(page)).toHaveText(/^berhasil menambahkan Order \d+$/);
  const id = (await notification(page).innerText()).replace('berhasil menambahkan Order ', '');
  // Back one page: the list it came from.
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await page.getByLabel('Search order id').fill(id);
  await page.getByLabel('Search order id').press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?order=${id}$`));
  const row = ordersTable(page).getByRole('row', { name: new RegExp(customer) });
  await expect(row.getByRole('cell')).toHaveText([
    // The selection's checkbox.
    '',
    /^\d{2}\/\d{2}\/\d{4}$/,
    'tokopedia',
    customer,
    'Udang Vaname Kupas 500 gr (x2)Cumi Ring 500 gr (x3)',
    'Gudang Muara Baru',
    'Jl. Braga No. 10, 40115',
    'Rp 420.150',
    'Processed',
    'Payment Pending',
    '',
  ]);

  await row.getByRole('button', { name: `Open order ${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`\\?order=${id}&detail=${id}$`));
  const dialog = page.getByRole('dialog', { name: `Order ${id}` });
  await dialog.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/edit/order/${id}$`));
  await expect(page.getByRole('heading', { name: `Edit Order ${id}` })).toBeVisible();
  await expect(customerName).toHaveValue(customer);
  await expect(page.getByLabel('Contact', { exact: true })).toHaveValue('81234567890');
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveText('Kota Bandung');
  await expect(page.getByLabel('Price Each 2')).toHaveValue('65000');
  await page.getByLabel('Quantity 1').fill('4');
  await page.getByLabel('Memo').fill('Kirim sebelum jam 10');
  await expect(page.getByLabel('Total', { exact: true })).toHaveText('Rp 608.850');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(notification(page)).toHaveText(`Berhasil mengubah Order ${id}`);

  // Back one page: the list with the dialog, showing the order as saved.
  await expect(page).toHaveURL(new RegExp(`\\?order=${id}&detail=${id}$`));
  await expect(dialog.getByRole('row', { name: /Udang Vaname Kupas 500 gr/ })).toContainText('4');
  await expect(dialog.getByLabel('Total', { exact: true })).toHaveText('Rp 608.850');
  await dialog.getByRole('link', { name: 'Duplicate' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/add/order\\?duplicate=${id}$`));
  await expect(page.getByText(`A new order, filled in from Order ${id}.`)).toBeVisible();
  await expect(customerName).toHaveValue(customer);
  await expect(page.getByLabel('Shipment Address')).toHaveValue('Jl. Braga No. 10');
  await expect(page.getByLabel('Quantity 1')).toHaveValue('4');
  await expect(page.getByLabel('Memo')).toHaveValue('Kirim sebelum jam 10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page)).toHaveText(/^berhasil menambahkan Order \d+$/);
  const copyId = (await notification(page).innerText()).replace('berhasil menambahkan Order ', '');
  expect(copyId).not.toBe(id);
  // The new order opens, not the one it was copied from (issue 9 item 7).
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders\\?detail=${copyId}$`));
  const copy = page.getByRole('dialog', { name: `Order ${copyId}` });
  await expect(copy.getByText(customer)).toBeVisible();
  await copy.getByRole('button', { name: 'Close' }).click();

  // A third order, for the same customer chosen on the name field (issue 9 item 9).
  await page.getByRole('link', { name: 'Add New Order' }).click();
  await customerName.fill(customer);
  await page.getByRole('option', { name: new RegExp(customer) }).click();
  await expect(page.getByLabel('Contact', { exact: true })).toHaveValue('81234567890');
  await expect(page.getByLabel('Shipment Address')).toHaveValue('Jl. Braga No. 10');
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveText('Kota Bandung');
  await choose(page, page.getByRole('combobox', { name: /^Ship From/ }), 'Gudang Muara Baru');
  await choose(page, page.getByRole('combobox', { name: /^Sales Channel/ }), 'whatsapp');
  await choose(page, page.getByRole('combobox', { name: /^Customer Type/ }), 'Individual');
  await chooseProduct(page, 1, 'Cumi Ring', 'CMS-RING-500 - Cumi Ring 500 gr');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page)).toHaveText(/^berhasil menambahkan Order \d+$/);

  // Three orders, one customer.
  await page.goto(`/dashboard/customers?customer=${encodeURIComponent(customer)}`);
  await expect(
    page.getByRole('table', { name: 'Customers' }).getByRole('row', { name: new RegExp(customer) }),
  ).toHaveCount(1);
});

test('prints invoices and labels from the detail dialog, and ships an order with a tracking code', async ({ page }) => {
  await capturePrints(page);
  await page.goto('/dashboard/orders?shipment_status=PROCESSED');
  const openButton = ordersTable(page)
    .getByRole('button', { name: /^Open order \d+$/ })
    .first();
  const id = (await openButton.getAttribute('aria-label'))!.replace('Open order ', '');
  await openButton.click();
  const dialog = page.getByRole('dialog', { name: `Order ${id}` });
  await expect(dialog.getByRole('combobox', { name: 'Shipping Status' })).toHaveText('Processed');
  // The lines table ends with four total rows under the header.
  const lineCount = (await dialog.getByRole('table', { name: 'Order lines' }).getByRole('row').count()) - 1 - 4;
  expect(lineCount).toBeGreaterThan(0);

  await dialog.getByRole('button', { name: 'Print' }).click();
  await page.getByRole('menuitem', { name: 'PPN Detail' }).click();
  const invoice = await printedPdf(page, 1);
  // 10 lines a page, then the packing list on a page of its own.
  expect(invoice.pageCount).toBe(Math.ceil(lineCount / 10) + 1);
  expect(invoice.mediaBoxes[0]![0]).toBeCloseTo(595.28, 1);

  await dialog.getByRole('button', { name: 'Generate Shipping Label' }).click();
  await expect(notification(page)).toHaveText(`Order ${id} berhasil diperbarui: Label Printed`);
  const label = await printedPdf(page, 2);
  expect(label.pageCount).toBe(1);
  expect(label.mediaBoxes[0]![0] / MM_IN_PT).toBeCloseTo(110, 1);
  expect(label.mediaBoxes[0]![1] / MM_IN_PT).toBeCloseTo(150, 1);
  await expect(dialog.getByRole('combobox', { name: 'Shipping Status' })).toHaveText('Label Printed');

  await dialog.getByLabel('Tracking Code').fill('JNE-E2E-0001');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page)).toHaveText(`Order ${id} berhasil diperbarui`);
  await expect(dialog).toBeHidden();
  // The list, filtered on Processed, is fetched again and no longer holds the order.
  await expect(ordersTable(page).getByRole('button', { name: `Open order ${id}` })).toHaveCount(0);
  await page.getByLabel('Search order id').fill(id);
  await page.getByLabel('Search order id').press('Enter');
  await expect(page.getByText('No order matches these filters')).toBeVisible();
  await choose(page, page.getByRole('combobox', { name: 'Shipment Status' }), 'All');
  await expect(page).toHaveURL(new RegExp(`\\?order=${id}$`));
  await expect(ordersTable(page).getByRole('row').nth(1).getByRole('cell').nth(8)).toHaveText('Shipped');

  await ordersTable(page)
    .getByRole('button', { name: `Open order ${id}` })
    .click();
  await expect(dialog.getByLabel('Tracking Code')).toHaveValue('JNE-E2E-0001');
  await dialog.getByRole('link', { name: 'Return' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/add/return/${id}$`));
  await expect(page.getByRole('combobox', { name: 'Order Number' })).toHaveValue(new RegExp(`^${id} - `));
});

test('asks QuickBooks again from the detail dialog (QB Status)', async ({ page }) => {
  await page.goto('/dashboard/orders');
  await ordersTable(page)
    .getByRole('button', { name: /^Open order \d+$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Order \d+$/ });
  const field = dialog.getByLabel('QuickBooks Status');
  await expect(field).not.toHaveValue('');
  const shown = await field.inputValue();
  await dialog.getByRole('button', { name: 'QB Status' }).click();
  // The demo's QuickBooks answers the same for an unchanged order: what the field showed, asked afresh.
  await expect(notification(page)).toHaveText(`QuickBooks Status: ${shown}`);
  await expect(field).toHaveValue(shown);
  await expect(dialog.getByRole('button', { name: 'QB Status' })).toBeEnabled();
});

test('filters the list with the spec query keys', async ({ page }) => {
  await page.goto('/dashboard/orders');
  await expect(ordersTable(page).getByRole('row')).toHaveCount(16);
  await choose(page, page.getByRole('combobox', { name: 'Payment Status' }), 'Payment Success');
  await expect(page).toHaveURL(/\?status=PAYMENT_SUCCESS$/);
  await page.getByRole('combobox', { name: 'Channel' }).click();
  await page.getByRole('option', { name: 'shopee' }).click();
  await page.getByRole('option', { name: 'crystal web' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\?status=PAYMENT_SUCCESS&sales_type=SHOPEE%2CCRYSTAL_WEB$/);
  // The previous rows stay on screen while the filtered list loads: wait until every row shown matches.
  const column = (index: number) => ordersTable(page).locator(`tbody tr td:nth-child(${index})`);
  const allMatch = async (index: number, pattern: RegExp) => {
    const texts = await column(index).allInnerTexts();
    return texts.length > 0 && texts.every((text) => pattern.test(text.trim()));
  };
  // The first column holds the selection's checkboxes.
  await expect.poll(() => allMatch(3, /^(shopee|crystal web)$/)).toBe(true);
  await expect.poll(() => allMatch(10, /^Payment Success$/)).toBe(true);
});

test('opens the list filtered by tracking code from its address, its total the orders without one', async ({
  page,
}) => {
  // The overview's queue of labelled orders not handed to a courier links here.
  await page.goto('/dashboard/orders?shipment_status=LABEL_PRINTED&has_tracking_code=false');
  await expect(page.getByRole('combobox', { name: 'Tracking Code' })).toHaveText('Without tracking code');
  await expect(page.getByRole('combobox', { name: 'Shipment Status' })).toHaveText('Label Printed');
  const { orders } = await readData(
    page,
    '{ orders(filter: { shipmentStatus: LABEL_PRINTED }, perPage: -1) { rows { trackingCode } } }',
  );
  const untracked = orders.rows.filter((row: { trackingCode: string | null }) => !row.trackingCode?.trim()).length;
  expect(untracked).toBeGreaterThan(0);
  await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText(new RegExp(` of ${untracked}$`));
});

test('keeps what was typed and says so when an order has no product line', async ({ page }) => {
  await page.goto('/dashboard/add/order');
  await page.getByLabel('Customer Name').fill('Siti Tanpa Produk');
  await page.getByLabel('Shipment Address').fill('Jl. Asia Afrika No. 1');
  await page.getByRole('button', { name: 'Remove product line 1' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Add at least one product line')).toBeVisible();
  await expect(page.getByLabel('Customer Name')).toHaveValue('Siti Tanpa Produk');
  await expect(page.getByLabel('Shipment Address')).toHaveValue('Jl. Asia Afrika No. 1');
  await expect(page).toHaveURL(/\/dashboard\/add\/order$/);
});
