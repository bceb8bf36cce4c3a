import { expect, type Page } from '@playwright/test';

import { BANK_TRANSFER } from '../../web/src/print/printConstants';
import { capturePrints, printedText } from './printCapture';
import { notification, readData, test } from './session';

test.beforeEach(async ({ page }) => {
  await capturePrints(page);
});

const bankLine = `${BANK_TRANSFER.bankName} ${BANK_TRANSFER.accountNumber} a/n ${BANK_TRANSFER.accountHolder}`;
const withoutSpaces = (text: string) => text.replace(/\s+/g, '');
const remainingOfFirst = (page: Page) =>
  page.getByRole('table', { name: 'Remaining items' }).locator('tbody tr').first().locator('td').nth(1);
const listStatusOf = async (page: Page, orderId: string) => {
  await page.goto(`/dashboard/consignment_invoice?order=${orderId}`);
  return page
    .getByRole('table', { name: 'Consignment orders' })
    .getByRole('row', { name: new RegExp(`^${orderId} `) })
    .locator('td')
    .nth(4);
};

test('invoices part of a Pending stockist order, views and prints it, edits it, is refused more than remains, and deletes it', async ({
  page,
}) => {
  // A Pending stockist order with more than one unit, so invoicing one leaves some remaining (On Process).
  await page.goto('/dashboard/consignment_invoice?per_page=100');
  const rows = page.getByRole('table', { name: 'Consignment orders' }).locator('tbody tr');
  await expect(page.getByRole('link', { name: /^Invoice List of order \d+$/ }).first()).toBeVisible();
  const orderId = await rows.evaluateAll((all) => {
    const pending = all.find((row) => {
      const cells = Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '');
      return cells[4] === 'Pending' && cells[3] !== '' && !/^[^()]*\(x1\)$/.test(cells[3]!);
    });
    return pending?.querySelector('td')?.textContent ?? null;
  });
  expect(orderId, 'the demo data holds a Pending stockist order').not.toBeNull();
  await page.getByRole('link', { name: `Invoice List of order ${orderId}` }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/add/invoice/\\?id_order=${orderId}$`));
  await expect(page.getByRole('heading', { name: 'Create Invoice' })).toBeVisible();
  await expect(page.getByLabel('Order', { exact: true })).toHaveValue(orderId!);
  await expect(page.getByLabel('Status Pending')).toBeVisible();
  const [remaining, ordered] = (await remainingOfFirst(page).innerText()).split(' of ').map(Number) as [number, number];
  expect(remaining).toBe(ordered);

  // Invoice one unit of the first product only.
  while (await page.getByRole('button', { name: 'Remove item 2' }).count())
    await page.getByRole('button', { name: 'Remove item 2' }).click();
  await expect(page.getByLabel('Quantity 1')).toHaveValue(String(remaining));
  await page.getByLabel('Quantity 1').fill('1');
  await page.getByLabel('Memo').fill('E2E titipan');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page)).toHaveText(/^Berhasil menambahkan Invoice CI\/\d{4}\/\d{4}$/);
  const invoiceNumber = (await notification(page).innerText()).replace('Berhasil menambahkan Invoice ', '');

  await expect(remainingOfFirst(page)).toHaveText(`${remaining - 1} of ${ordered}`);
  await expect(page.getByLabel('Status On Process')).toBeVisible();
  const invoiceRow = page
    .getByRole('table', { name: 'Invoices' })
    .getByRole('row', { name: new RegExp(invoiceNumber) });
  await expect(invoiceRow.locator('td')).toHaveText([invoiceNumber, 'E2E titipan', 'payment', '']);

  // View and print: the PDF shows the invoice number and the bank account line.
  await page.getByRole('button', { name: `View Invoice ${invoiceNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Invoice' });
  await expect(dialog.getByText(invoiceNumber)).toBeVisible();
  await expect(dialog.getByText(bankLine)).toBeVisible();
  await dialog.getByRole('button', { name: 'Print' }).click();
  const printed = await printedText(page, 1);
  expect(printed).toContain(withoutSpaces(invoiceNumber));
  expect(printed).toContain(withoutSpaces(bankLine));
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // More than remains: the server's message, and the form as typed.
  await expect(page.getByLabel('Quantity 1')).toHaveValue(String(remaining - 1));
  await page.getByLabel('Quantity 1').fill(String(remaining));
  await page.getByLabel('Memo').fill('E2E too many');
  await page.getByRole('button', { name: 'Save' }).click();
  // Shown once, on its line, not again above the form.
  await expect(page.getByLabel('Quantity 1')).toHaveAccessibleDescription(
    new RegExp(`order ${orderId} has ${remaining - 1} of .+ left to invoice, not ${remaining}$`),
  );
  await expect(page.getByRole('form', { name: 'Create Invoice' }).getByRole('alert')).toHaveCount(0);
  await expect(page.getByLabel('Quantity 1')).toHaveValue(String(remaining));
  await expect(page.getByLabel('Memo')).toHaveValue('E2E too many');

  // The list shows the order On Process.
  await expect(await listStatusOf(page, orderId!)).toHaveText('On Process');
  await page.getByRole('link', { name: `Invoice List of order ${orderId}` }).click();

  // Edit: prefilled, saved, back to Create Invoice of the order.
  await page.getByRole('link', { name: `Edit Invoice ${invoiceNumber}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Invoice' })).toBeVisible();
  await expect(page.getByLabel('Quantity 1')).toHaveValue('1');
  await expect(page.getByLabel('Memo')).toHaveValue('E2E titipan');
  await page.getByLabel('Memo').fill('E2E titipan diubah');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(notification(page)).toHaveText(`Berhasil mengubah Invoice ${invoiceNumber}`);
  await expect(page).toHaveURL(new RegExp(`/dashboard/add/invoice/\\?id_order=${orderId}$`));
  await expect(invoiceRow.locator('td').nth(1)).toHaveText('E2E titipan diubah');

  // Delete: asked first, then all of it remains again and the order is Pending.
  await page.getByRole('button', { name: `Delete Invoice ${invoiceNumber}` }).click();
  await page
    .getByRole('dialog', { name: `Remove Item Invoice No.${invoiceNumber} ?` })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(notification(page)).toHaveText(`Berhasil menghapus Invoice ${invoiceNumber}`);
  await expect(remainingOfFirst(page)).toHaveText(`${remaining} of ${ordered}`);
  await expect(page.getByLabel('Status Pending')).toBeVisible();
  await expect(await listStatusOf(page, orderId!)).toHaveText('Pending');
});

test('opens the list filtered by status from its address, its total the stockist orders at that status', async ({
  page,
}) => {
  // The overview's queue of stockist orders invoiced in part links here.
  await page.goto('/dashboard/consignment_invoice?status=ON_PROCESS');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('On Process');
  const { consignmentOrders } = await readData(
    page,
    '{ consignmentOrders(perPage: -1) { rows { consignmentStatus } } }',
  );
  const onProcess = consignmentOrders.rows.filter(
    (row: { consignmentStatus: string }) => row.consignmentStatus === 'ON_PROCESS',
  ).length;
  expect(onProcess).toBeGreaterThan(0);
  await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText(new RegExp(` of ${onProcess}$`));
  const statuses = page.getByRole('table', { name: 'Consignment orders' }).locator('tbody tr td:nth-child(5)');
  await expect(statuses).toHaveText(Array<string>(Math.min(onProcess, 15)).fill('On Process'));
});
