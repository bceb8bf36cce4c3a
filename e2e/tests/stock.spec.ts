import { expect, type Locator, type Page } from '@playwright/test';

import { notification, readData, test } from './session';

// Staff work in Jakarta, and the gateway's "today" is Jakarta's: the browser's dates are too.
test.use({ timezoneId: 'Asia/Jakarta' });

const WAREHOUSE = 'Gudang Muara Baru';
const PRODUCT = 'UDG-VNM-KPS-500 - Udang Vaname Kupas 500 gr';
const EMPTY_REAL_STOCK = '[ERROR] Error saving real stock. Real Stock cannot be empty';

async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** The tracker narrowed to the product at the warehouse: its row, or none where nothing ever moved it. */
async function openTracker(page: Page) {
  await page.goto('/dashboard/stock_tracker');
  await choose(page, page.getByRole('combobox', { name: 'Ship From' }), WAREHOUSE);
  await page.getByLabel('Search item').fill('Udang Vaname Kupas');
  await page.getByLabel('Search item').press('Enter');
  await expect(page).toHaveURL(/[?&]warehouse=\d+&item=Udang\+Vaname\+Kupas$/);
  const row = page.getByRole('table', { name: 'Stock counts' }).getByRole('row', { name: /Udang Vaname Kupas/ });
  await expect(row.or(page.getByText('No stock matches these filters'))).toBeVisible();
  await expect(page.getByText('Loading Stock Data...')).toHaveCount(0);
  return row;
}

const currentStockOf = async (row: Locator) =>
  (await row.count()) === 0 ? 0 : Number(await row.getByRole('cell').nth(2).textContent());

test('a purchase raises the tracked stock; a count corrects it; the transfer is listed, shown and deleted', async ({
  page,
}) => {
  const memo = `E2E purchase ${Date.now()}`;
  const before = await currentStockOf(await openTracker(page));

  // Add Stock: a purchase of 7 into the warehouse.
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Internal Transfer' }).click();
  await expect(page.getByRole('heading', { name: 'Internal Transfer' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Stock' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add\/stock$/);
  await choose(page, page.getByRole('combobox', { name: /^Type/ }), 'Purchases');
  await choose(page, page.getByRole('combobox', { name: /^Destination Warehouse/ }), WAREHOUSE);
  await page.getByLabel('Memo').fill(memo);
  await page.getByRole('combobox', { name: 'Product 1' }).fill('Udang Vaname Kupas');
  await page.getByRole('option', { name: PRODUCT, exact: true }).click();
  await page.getByLabel('Quantity 1').fill('7');
  await expect(page.getByLabel('Total Quantity')).toHaveText('7');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page)).toContainText(/^Berhasil Menambahkan Internal Transfer Baru #\d+$/);
  const id = /#(\d+)$/.exec((await notification(page).textContent())!)![1]!;
  await expect(page).toHaveURL(/\/dashboard\/stocks$/);

  // The list shows it (latest received first), and its details.
  const listed = page.getByRole('table', { name: 'Internal transfers' }).getByRole('row', { name: new RegExp(memo) });
  await expect(listed.getByRole('cell')).toHaveText([
    /^\d{2}\/\d{2}\/\d{4}$/,
    '-',
    WAREHOUSE,
    'Purchases',
    'Udang Vaname Kupas 500 gr (x7)',
    memo,
    '',
  ]);
  await listed.getByRole('button', { name: `Open Internal Transfer ${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]detail=${id}$`));
  const dialog = page.getByRole('dialog', { name: `Internal Transfer ${id}` });
  await expect(dialog.getByRole('definition')).toHaveText([
    /^\d{2}\/\d{2}\/\d{4}$/,
    /^\d{2}\/\d{2}\/\d{4}$/,
    'Purchases',
    '-',
    WAREHOUSE,
    memo,
  ]);
  await expect(dialog.getByRole('table', { name: 'Transfer lines' }).getByRole('row').nth(1)).toHaveText(`${PRODUCT}7`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // The tracker's current stock rose by the purchase.
  const row = await openTracker(page);
  await expect(row.getByRole('cell').nth(2)).toHaveText(String(before + 7));

  // An empty Real Stock, or a fraction, says so on the row's field and changes nothing.
  const realStock = row.getByLabel(/^Real Stock of/);
  const save = row.getByRole('button', { name: /^Save Real Stock of/ });
  await save.click();
  await expect(realStock).toHaveAccessibleDescription(EMPTY_REAL_STOCK);
  await realStock.fill('2.5');
  await save.click();
  await expect(realStock).toHaveAccessibleDescription('Real stock must be a whole number');
  await expect(row.getByRole('cell').nth(2)).toHaveText(String(before + 7));

  // A count 2 short records an adjustment: the row shows the counted stock.
  const counted = before + 5;
  await realStock.fill(String(counted));
  await save.click();
  await expect(notification(page)).toHaveText('Berhasil Update Stock');
  await expect(row.getByRole('cell').nth(2)).toHaveText(String(counted));
  // The success leaves no old refusal beside it: the field shows the last count again.
  await expect(realStock).toHaveAccessibleDescription(`Last count: ${counted}`);

  // Deleting the purchase takes its 7 back out.
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Internal Transfer' }).click();
  await listed.getByRole('button', { name: `Delete Internal Transfer ${id}` }).click();
  await page
    .getByRole('dialog', { name: `Remove Internal Transfer ${id} ?` })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(notification(page)).toHaveText(`Berhasil menghapus Internal Transfer ${id}`);
  await expect(listed).toHaveCount(0);
  await expect((await openTracker(page)).getByRole('cell').nth(2)).toHaveText(String(counted - 7));
});

test('opens the tracker filtered by Available Below from its address, its total the pairs below it', async ({
  page,
}) => {
  // The overview's stock running low links here with the user's threshold.
  await page.goto('/dashboard/stock_tracker?below=30');
  await expect(page.getByLabel('Available Below')).toHaveValue('30');
  const { stockCounts } = await readData(page, '{ stockCounts(perPage: -1) { rows { currentStock pendingStock } } }');
  const low = stockCounts.rows.filter(
    (row: { currentStock: number; pendingStock: number }) => row.currentStock - row.pendingStock < 30,
  ).length;
  expect(low).toBeGreaterThan(0);
  await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText(new RegExp(` of ${low}$`));
});
