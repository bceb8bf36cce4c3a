import { expect, type Page } from '@playwright/test';

import { notification, test } from './session';

const card = (page: Page, name: string) => page.getByRole('region', { name });

const cardNames = ['Work queues', 'Stock running low', 'Paid sales', 'Orders by shipment status', 'Top ten products'];

/** Each queue's words on the card, and the list its count opens: its address and heading. */
const queues: Array<[string, RegExp, string]> = [
  ['Paid, waiting for a label', /\/dashboard\/orders\?status=PAYMENT_SUCCESS&shipment_status=PROCESSED$/, 'Orders'],
  [
    'Label printed, no tracking code',
    /\/dashboard\/orders\?shipment_status=LABEL_PRINTED&has_tracking_code=false$/,
    'Orders',
  ],
  ['Payment pending over 2 days', /\/dashboard\/orders\?status=PAYMENT_PENDING&end_date=\d{4}-\d{2}-\d{2}$/, 'Orders'],
  ['Testers to review', /\/dashboard\/tester\?status=PENDING$/, 'Tester'],
  ['Stockist orders not invoiced', /\/dashboard\/consignment_invoice\?status=PENDING$/, 'Consignment Invoice'],
  ['Stockist orders partly invoiced', /\/dashboard\/consignment_invoice\?status=ON_PROCESS$/, 'Consignment Invoice'],
  ['Samples to label', /\/dashboard\/samples\?ship_status=PROCESSED$/, 'Samples'],
  ['Samples labelled, not shipped', /\/dashboard\/samples\?ship_status=LABEL_PRINTED$/, 'Samples'],
];

/** The overview has drawn every card: no skeleton is left. */
async function settled(page: Page) {
  for (const name of cardNames) await expect(card(page, name)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** A number as the dashboard writes it ("10.000", "Rp 1.250.000"). */
const numberIn = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** The total the list headed `heading` shows in its pager ("1–15 of 18"), once its rows have come. */
async function listTotal(page: Page, heading: string) {
  // The list itself, not the overview still shown while the list's code loads.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const pager = page.locator('.MuiTablePagination-displayedRows');
  await expect(pager).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  return Number(/of (\d+)$/.exec(await pager.innerText())?.[1]);
}

/** DD/MM/YYYY as the page shows it, as the API's YYYY-MM-DD. */
const isoDay = (shown: string) => shown.split('/').reverse().join('-');

/** A GraphQL request in the page's session, as the app sends it (Apollo's CSRF header). */
async function graphql(page: Page, query: string, variables: Record<string, unknown>) {
  const response = await page.request.post('/graphql', {
    data: { query, variables },
    headers: { 'apollo-require-preflight': 'true' },
  });
  expect(response.ok()).toBe(true);
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

test('shows its cards, each without an error, and keeps the period in the address', async ({ page }) => {
  await page.goto('/dashboard');
  await settled(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
  const period = page.getByRole('group', { name: 'Period' });
  await expect(period.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, 'Paid sales')).toContainText('in the last 7 days');

  await period.getByRole('button', { name: '30 days' }).click();
  await expect(page).toHaveURL(/\/dashboard\?period=30$/);
  await expect(card(page, 'Paid sales')).toContainText('in the last 30 days');
  await period.getByRole('button', { name: '90 days' }).click();
  await expect(page).toHaveURL(/\/dashboard\?period=90$/);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Period' }).getByRole('button', { name: '90 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await settled(page);
  // Each chart has a name, and its figures as a table: hidden until Show table, then in the chart's place.
  const products = card(page, 'Top ten products');
  await expect(products.getByRole('figure', { name: /^Top ten products by quantity sold/ })).toBeVisible();
  const table = products.getByRole('table', { name: /^Top ten products by quantity sold/ });
  // The box the table shows in: 1 px while visually hidden.
  const width = async () => (await table.locator('xpath=..').boundingBox())?.width ?? 0;
  expect(await width(), 'the table, there for screen readers, takes no room on screen').toBeLessThanOrEqual(1);
  await products.getByRole('button', { name: 'Show table' }).click();
  await expect.poll(width).toBeGreaterThan(100);
  await expect(products.locator('svg.MuiChartsSurface-root')).toHaveCount(0);
  await expect(table.getByRole('row')).toHaveCount(11);
});

test("each queue's count opens its list filtered, showing as many as the count", async ({ page }) => {
  for (const [words, address, heading] of queues) {
    await test.step(words, async () => {
      await page.goto('/dashboard');
      await settled(page);
      const link = card(page, 'Work queues').getByRole('link', { name: new RegExp(`^${words}`) });
      // The line ends with its count.
      const count = numberIn(/[\d.]+$/.exec(await link.innerText())![0]);
      await link.click();
      await expect(page).toHaveURL(address);
      expect(await listTotal(page, heading), `${words}: the list's total`).toBe(count);
    });
  }
});

test("the sales total of the last 30 days is the sum of that period's paid orders", async ({ page }) => {
  await page.goto('/dashboard?period=30');
  await settled(page);
  const [, today, startDate] = /^Today is (\S+); the charts cover (\S+) to/.exec(
    await page.getByText(/^Today is /).innerText(),
  )!;
  const { orders } = await graphql(
    page,
    `
      query PaidOrders($filter: OrderFilter) {
        orders(filter: $filter, perPage: -1) {
          totalCount
          rows {
            totals {
              total
            }
          }
        }
      }
    `,
    { filter: { paymentStatus: 'PAYMENT_SUCCESS', startDate: isoDay(startDate!), endDate: isoDay(today!) } },
  );
  const sum = orders.rows.reduce((all: number, order: any) => all + order.totals.total, 0);
  expect(orders.totalCount, 'the demo has paid orders in the last 30 days').toBeGreaterThan(0);

  const sales = card(page, 'Paid sales');
  expect(numberIn(await sales.getByTestId('paid-sales-total').innerText())).toBe(sum);
  await expect(sales).toContainText(`from ${orders.totalCount} paid order`);
  // The chart's table adds up to the same: its days' totals.
  const days = sales.getByRole('table', { name: /^Paid sales per day by channel/ }).locator('tbody tr td:nth-child(3)');
  const dayTotals = (await days.allInnerTexts()).map(numberIn);
  expect(dayTotals.reduce((all, total) => all + total, 0)).toBe(sum);
});

test("a chart's bar opens the orders it counts, the list showing as many", async ({ page }) => {
  await page.goto('/dashboard?period=90');
  await settled(page);
  await expect(page.getByText(/^Today is .* Figures from \d{2}:\d{2} WIB\.$/)).toBeVisible();
  const shipments = card(page, 'Orders by shipment status');
  // The first bar is the first row of the chart's table: its status and count.
  const [status, count] = await shipments
    .getByRole('table')
    .locator('tbody tr')
    .first()
    .locator('th, td')
    .allInnerTexts();
  await shipments.locator('.MuiBarElement-root').first().click();
  await expect(page).toHaveURL(/\/dashboard\/orders\?shipment_status=[A-Z_]+&start_date=[\d-]+&end_date=[\d-]+$/);
  expect(await listTotal(page, 'Orders'), `${status}: the list's total`).toBe(numberIn(count!));
  await expect(page.getByRole('combobox', { name: 'Shipment Status' })).toHaveText(status!);
});

test('keeps the threshold saved across a reload, and its count opens the Stock Tracker showing as many', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await settled(page);
  const lowStock = card(page, 'Stock running low');
  const field = lowStock.getByRole('textbox', { name: 'Threshold' });
  const saved = await field.inputValue();

  await field.fill('abc');
  await lowStock.getByRole('button', { name: 'Save' }).click();
  await expect(field).toHaveAccessibleDescription('Threshold must be a number');
  await expect(field).toHaveValue('abc');

  await field.fill('25');
  await lowStock.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page)).toHaveText('Threshold saved');
  const count = lowStock.getByRole('link');
  await expect(count).toHaveAttribute('href', '/dashboard/stock_tracker?below=25');

  await page.reload();
  await settled(page);
  await expect(field).toHaveValue('25');
  const shown = numberIn(await count.innerText());
  await count.click();
  await expect(page).toHaveURL(/\/dashboard\/stock_tracker\?below=25$/);
  expect(await listTotal(page, 'Stock Tracker')).toBe(shown);

  // As it was, for whoever signs in next.
  await page.goto('/dashboard');
  await field.fill(saved);
  await lowStock.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page)).toHaveText('Threshold saved');
});
