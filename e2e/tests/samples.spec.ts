import { expect, type Page } from '@playwright/test';

import { choose } from './fields';
import { capturePrints, MM_IN_PT, printedPdf } from './printCapture';
import { notification, test } from './session';

const VENDOR = 'CV Tuna Mas';
const WAREHOUSE = 'Gudang Muara Baru';
const PRODUCT = 'UDG-VNM-KPS-500 - Udang Vaname Kupas 500 gr';

/** Adds a sample for the vendor through the form, from the samples list, and answers its id. */
async function addVendorSample(page: Page, purpose: string): Promise<string> {
  await page.goto('/dashboard/samples');
  await expect(page.getByRole('heading', { name: 'Samples' })).toBeVisible();
  await page.getByRole('link', { name: 'Add New Sample' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add\/sample$/);
  await choose(page, page.getByRole('combobox', { name: /^Recipient Type/ }), 'Vendor');
  await page.getByRole('combobox', { name: 'Vendor', exact: true }).fill('Tuna Mas');
  await page.getByRole('option', { name: new RegExp(`^${VENDOR} \\(#\\d+\\)$`) }).click();
  // The vendor's own phone and address fill the form.
  await expect(page.getByLabel('Address')).not.toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'City' })).not.toHaveText('');
  await choose(page, page.getByRole('combobox', { name: /^Ship From/ }), WAREHOUSE);
  await choose(page, page.getByRole('combobox', { name: /^Purpose/ }), purpose);
  await page.getByRole('button', { name: 'Add Product' }).click();
  await page.getByRole('combobox', { name: 'Product 1' }).fill('Udang Vaname Kupas');
  await page.getByRole('option', { name: PRODUCT, exact: true }).click();
  await page.getByLabel('Quantity 1').fill('2');
  await expect(page.getByLabel('Total Quantity')).toHaveText('2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page)).toContainText(/^berhasil menambahkan Sample \d+$/);
  const id = /(\d+)$/.exec((await notification(page).textContent())!)![1]!;
  // Back one page: the list it was added from.
  await expect(page).toHaveURL(/\/dashboard\/samples$/);
  return id;
}

test('adds a sample for a vendor, prints its 110 × 150 mm label (Label Printed) and ships it with a tracking code', async ({
  page,
}) => {
  const id = await addVendorSample(page, 'Review');
  // The print capture takes effect with the next page load.
  await capturePrints(page);
  await page.goto('/dashboard/samples');

  // Found by its id, and opened from the list.
  await page.getByLabel('Search sample or company').fill(`#${id}`);
  await page.getByLabel('Search sample or company').press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]sample=${id}$`));
  const row = page
    .getByRole('table', { name: 'Samples' })
    .getByRole('row', { name: new RegExp(`${VENDOR} \\(Vendor\\)`) });
  await expect(row.getByRole('cell')).toHaveText([
    /^\d{2}\/\d{2}\/\d{4}$/,
    `${VENDOR} (Vendor)`,
    'Udang Vaname Kupas 500 gr (x2)',
    /^0\d+$/,
    WAREHOUSE,
    /.+/,
    'Review',
    'Processed',
    '',
  ]);
  await row.getByRole('button', { name: `Open sample ${id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Sample ${id}` });
  await expect(dialog.getByRole('table', { name: 'Sample lines' })).toContainText('Udang Vaname Kupas 500 gr2Rp 0');
  await expect(dialog.getByRole('combobox', { name: 'Shipping Status' })).toHaveText('Processed');

  // The label mutation first (Processed becomes Label Printed), then one 110 × 150 mm page.
  await dialog.getByRole('button', { name: 'Generate Shipping Label' }).click();
  await expect(notification(page)).toHaveText(`Sample ${id} berhasil diperbarui: Label Printed`);
  const label = await printedPdf(page, 1);
  expect(label.pageCount).toBe(1);
  expect(label.mediaBoxes[0]![0] / MM_IN_PT).toBeCloseTo(110, 1);
  expect(label.mediaBoxes[0]![1] / MM_IN_PT).toBeCloseTo(150, 1);
  await expect(dialog.getByRole('combobox', { name: 'Shipping Status' })).toHaveText('Label Printed');

  // A tracking code on a Label Printed sample ships it; the dialog shows the answer and closes.
  await dialog.getByLabel('Tracking Code').fill(`JNE-E2E-${id}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page)).toHaveText(`Sample ${id} berhasil diperbarui`);
  await expect(dialog).toBeHidden();
  // The Ship Status filter and the row's Status chip speak of the same status, the shipment status.
  await choose(page, page.getByRole('combobox', { name: 'Ship Status' }), 'Shipped');
  await expect(page).toHaveURL(new RegExp(`[?&]ship_status=SHIPPED`));
  await expect(row.getByRole('cell', { name: 'Shipped', exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Open sample ${id}` }).click();
  await expect(dialog.getByRole('combobox', { name: 'Shipping Status' })).toHaveText('Shipped');
  await expect(dialog.getByLabel('Tracking Code')).toHaveValue(`JNE-E2E-${id}`);
});

test('accepts a Pending tester, after which its status cannot change', async ({ page }) => {
  const id = await addVendorSample(page, 'Tester');

  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Tester' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tester$/);
  await choose(page, page.getByRole('combobox', { name: 'Status' }), 'Pending');
  await expect(page).toHaveURL(/\?status=PENDING$/);
  await page
    .getByRole('table', { name: 'Testers' })
    .getByRole('button', { name: `Open tester ${id}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Tester ${id}` });
  const buttons = ['Accepted', 'Pending', 'Rejected'].map((name) => dialog.getByRole('button', { name, exact: true }));
  for (const button of buttons) await expect(button).toBeEnabled();

  await buttons[0]!.click();
  await expect(notification(page)).toHaveText(`Tester ${id} berhasil diperbarui`);
  await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveText('Accepted');
  for (const button of buttons) await expect(button).toBeDisabled();
  await expect(dialog.getByText('Only a Pending tester can change')).toBeVisible();
});
