import { expect, type Locator, type Page } from '@playwright/test';

import { accountingPreviewUrls } from '../../web/src/features/accountingPreviews/urls';
import { customerUrls } from '../../web/src/features/customers/urls';
import { deliveryFeeUrls } from '../../web/src/features/deliveryFees/urls';
import { faqCategoryUrls } from '../../web/src/features/faqCategories/urls';
import { faqUrls } from '../../web/src/features/faqs/urls';
import { internalTransferUrls } from '../../web/src/features/internalTransfers/urls';
import { newsletterSubscriberUrls } from '../../web/src/features/newsletterSubscribers/urls';
import { orderUrls } from '../../web/src/features/orders/urls';
import { productUrls } from '../../web/src/features/products/urls';
import { promotionUrls } from '../../web/src/features/promotions/urls';
import { recipeUrls } from '../../web/src/features/recipes/urls';
import { retailerLocationUrls } from '../../web/src/features/retailerLocations/urls';
import { sidebarLinks } from '../../web/src/features/shell/sidebarLinks';
import { stockTrackerUrls } from '../../web/src/features/stockTracker/urls';
import { vendorUrls } from '../../web/src/features/vendors/urls';
import { warehouseUrls } from '../../web/src/features/warehouses/urls';
import { test } from './session';

/** The built areas, from their own address modules: each has a list, an add form and an edit form. */
const areas = [
  productUrls,
  deliveryFeeUrls,
  warehouseUrls,
  customerUrls,
  vendorUrls,
  promotionUrls,
  orderUrls,
  retailerLocationUrls,
  faqUrls,
  faqCategoryUrls,
  recipeUrls,
];

/** The screen has drawn its data: its heading is there and no spinner or refreshing bar is left. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/**
 * Nothing reaches past the screen's right edge: the document is no wider than the window, and the only
 * boxes that scroll sideways are a table's own (a form or a filter bar never does).
 */
async function expectFitsScreen(page: Page, where: string) {
  const layout = await page.evaluate(() => ({
    screen: window.innerWidth,
    document: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    sidewaysBoxes: Array.from(document.querySelectorAll('body *'))
      .filter(
        (element) =>
          ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth,
      )
      .filter((element) => !(element.children.length === 1 && element.firstElementChild!.tagName === 'TABLE'))
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} (${element.scrollWidth} px in ${element.clientWidth})`,
      ),
  }));
  expect
    .soft(layout.document, `${where} is ${layout.document} px wide on a ${layout.screen} px screen`)
    .toBeLessThanOrEqual(layout.screen);
  expect
    .soft(layout.body, `${where}'s body is ${layout.body} px wide on a ${layout.screen} px screen`)
    .toBeLessThanOrEqual(layout.screen);
  expect.soft(layout.sidewaysBoxes, `boxes of ${where} that scroll sideways`).toEqual([]);
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box!;
}

/** `inner` lies wholly within `outer` (to the pixel's rounding). */
async function expectInside(inner: Locator, outer: Locator) {
  const [a, b] = [await boxOf(inner), await boxOf(outer)];
  expect(a.x).toBeGreaterThanOrEqual(b.x - 0.5);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 0.5);
}

/** The overview over 90 days (the demo's orders fill every chart), its charts drawn. */
async function openOverview(page: Page) {
  await page.goto('/dashboard?period=90');
  await settled(page);
  await expect(page.locator('svg.MuiChartsSurface-root').first()).toBeVisible();
}

/** The overview's cards, top to bottom as the page reads. */
const overviewCards = (page: Page) => page.getByRole('main').getByRole('region').all();

/** Each chart lies within its card, as wide as its card lets it be. */
async function expectChartsInsideCards(page: Page) {
  for (const card of await overviewCards(page)) {
    for (const chart of await card.locator('svg.MuiChartsSurface-root').all()) {
      await expectInside(chart, card);
      expect((await boxOf(chart)).width).toBeGreaterThan((await boxOf(card)).width / 2);
    }
  }
}

/** The box a table scrolls in (DataTable's TableContainer). */
const scrollBoxOf = (table: Locator) => table.locator('xpath=..');

/** How many lines an element's text takes: its text's boxes, top to bottom, that start below the line before. */
const lineCount = (element: Locator) =>
  element.evaluate((node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const boxes: DOMRect[] = [];
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      boxes.push(...Array.from(range.getClientRects()).filter((box) => box.width > 0));
    }
    boxes.sort((a, b) => a.top - b.top);
    let lines = 0;
    let lineBottom = -Infinity;
    for (const box of boxes) {
      if (box.top >= lineBottom - 1) lines += 1;
      lineBottom = Math.max(lineBottom, box.bottom);
    }
    return lines;
  });

/** The body cells of the column headed `heading`. */
async function columnCells(table: Locator, heading: string) {
  const headings = await table.getByRole('columnheader').allInnerTexts();
  const index = headings.findIndex((text) => text.trim() === heading);
  expect(index, `a column headed ${heading}`).toBeGreaterThanOrEqual(0);
  return table
    .getByRole('row')
    .filter({ has: table.page().getByRole('cell') })
    .locator(`td:nth-child(${index + 1})`);
}

/** The date fields of the screen whose text is cut short ('25/11/202'): the typed sections wider than the box they show in. */
const cutDateFields = (page: Page) =>
  page
    .locator('.MuiPickersSectionList-root')
    .evaluateAll((fields) =>
      fields
        .filter((field) => field.scrollWidth > field.clientWidth + 1)
        .map(
          (field) =>
            `${field.closest('.MuiFormControl-root')?.querySelector('label')?.textContent}: ${field.textContent}`,
        ),
    );

/** Screens with date fields: the list filters, Stock Until, Add Stock's dates. */
const dateFieldScreens = [
  `${stockTrackerUrls.list}`,
  `${internalTransferUrls.list}?start_date=2025-11-25&end_date=2025-11-25`,
  `${orderUrls.list}?start_date=2025-11-25&end_date=2025-11-25`,
  '/dashboard/samples?start_date=2025-11-25&end_date=2025-11-25',
  internalTransferUrls.add,
];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`date fields at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('show the whole date, year included', async ({ page }) => {
      for (const url of dateFieldScreens) {
        await page.goto(url);
        await settled(page);
        await expect(page.locator('.MuiPickersSectionList-root').first()).toBeVisible();
        expect.soft(await cutDateFields(page), `${url}: date fields cut short`).toEqual([]);
      }
    });
  });
}

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const urls of areas) {
    test(`${urls.list}: its list, add form and edit form are no wider than the screen`, async ({ page }) => {
      await page.goto(urls.list);
      await settled(page);
      await expectFitsScreen(page, urls.list);
      const edit = page
        .getByRole('table')
        .getByRole('link', { name: /^Edit / })
        .first();
      // Orders have no Edit link in the list; their edit form is checked with the detail dialog below.
      const editUrl = (await edit.count()) > 0 ? await edit.getAttribute('href') : null;

      await page.goto(urls.add);
      await settled(page);
      await expectFitsScreen(page, urls.add);

      if (editUrl) {
        await page.goto(editUrl);
        await settled(page);
        await expectFitsScreen(page, editUrl);
      }
    });
  }

  test('the overview is no wider than the screen: its cards one above the other, each chart and table inside its card', async ({
    page,
  }) => {
    await openOverview(page);
    await expectFitsScreen(page, 'the overview');
    const cards = await overviewCards(page);
    for (const [above, below] of cards.slice(0, -1).map((card, index) => [card, cards[index + 1]!] as const)) {
      const [a, b] = [await boxOf(above), await boxOf(below)];
      expect(b.x).toBeCloseTo(a.x, 0);
      expect(b.y).toBeGreaterThanOrEqual(a.y + a.height);
    }
    await expectChartsInsideCards(page);
    // Shown, a chart's table scrolls in its own box if it must, never the page.
    for (const toggle of await page.getByRole('button', { name: 'Show table' }).all()) await toggle.click();
    await expectFitsScreen(page, 'the overview with its tables');
  });

  test('the newsletter subscriber list is no wider than the screen', async ({ page }) => {
    await page.goto(newsletterSubscriberUrls.list);
    await settled(page);
    await expectFitsScreen(page, newsletterSubscriberUrls.list);
  });

  test('the accounting mock-ups and the credits dialog of Bill Payment are no wider than the screen', async ({
    page,
  }) => {
    for (const url of Object.values(accountingPreviewUrls)) {
      await page.goto(url);
      await settled(page);
      await expectFitsScreen(page, url);
    }
    await page.goto(accountingPreviewUrls.billPayments);
    await page.getByRole('button', { name: 'Discount and Credits' }).click();
    await expect(page.getByRole('dialog').getByRole('table', { name: 'Available credits' })).toBeVisible();
    await expectFitsScreen(page, 'the discount and credits dialog');
  });

  test('the stock screens (Internal Transfer, its details, Add Stock, Stock Tracker) are no wider than the screen', async ({
    page,
  }) => {
    await page.goto(internalTransferUrls.list);
    await settled(page);
    await expectFitsScreen(page, internalTransferUrls.list);
    await page
      .getByRole('button', { name: /^Open Internal Transfer \d+$/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByRole('table', { name: 'Transfer lines' })).toBeVisible();
    await expectFitsScreen(page, 'the dialog of an internal transfer');

    await page.goto(internalTransferUrls.add);
    await settled(page);
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expectFitsScreen(page, internalTransferUrls.add);

    await page.goto(stockTrackerUrls.list);
    await settled(page);
    await expectFitsScreen(page, stockTrackerUrls.list);
  });

  test('each Stock Tracker row shows item, warehouse, current and pending stock, the count field and its Save on screen', async ({
    page,
  }) => {
    await page.goto(stockTrackerUrls.list);
    await settled(page);
    const screenBox = { x: 0, y: 0, width: 390, height: Number.MAX_SAFE_INTEGER };
    const rows = page
      .getByRole('table', { name: 'Stock counts' })
      .getByRole('row')
      .filter({ has: page.getByRole('textbox') });
    await expect(rows).not.toHaveCount(0);
    for (const row of await rows.all()) {
      const [field, save] = [
        row.getByRole('textbox', { name: /^Real Stock of / }),
        row.getByRole('button', { name: /^Save Real Stock of / }),
      ];
      const name = (await field.getAttribute('aria-label'))!.replace('Real Stock of ', '');
      const [item, warehouse] = name.split(' at ') as [string, string];
      for (const part of [
        row.getByText(item).first(),
        row.getByText(warehouse).first(),
        row.getByText('Current Stock'),
        row.getByText('Pending Stock'),
        field,
        save,
      ]) {
        const box = await boxOf(part);
        expect(box.x, `${name}: ${await part.textContent()}`).toBeGreaterThanOrEqual(screenBox.x);
        expect(
          box.x + box.width,
          `${name}: ${(await part.textContent()) || (await part.getAttribute('aria-label'))}`,
        ).toBeLessThanOrEqual(screenBox.width);
      }
    }
    await expectFitsScreen(page, stockTrackerUrls.list);
  });

  test("an order's edit form fits the screen, and its detail dialog fills it", async ({ page }) => {
    await page.goto(orderUrls.list);
    await settled(page);
    const open = page.getByRole('button', { name: /^Open order \d+$/ }).first();
    const orderId = (await open.getAttribute('aria-label'))!.replace('Open order ', '');

    await open.click();
    const dialog = page.getByRole('dialog', { name: `Order ${orderId}` });
    await expect(dialog.getByRole('table', { name: 'Order lines' })).toBeVisible();
    await expectFitsScreen(page, `the dialog of order ${orderId}`);
    const [dialogBox, screen] = [await boxOf(dialog), page.viewportSize()!];
    // A detail dialog takes the whole phone screen (ui/DetailDialog), not a box inside its margins.
    expect(dialogBox.x).toBe(0);
    expect(dialogBox.width).toBe(screen.width);

    await page.goto(orderUrls.edit(orderId));
    await settled(page);
    await expect(page.getByRole('combobox', { name: 'Product 1' })).not.toHaveValue('');
    await expectFitsScreen(page, orderUrls.edit(orderId));
  });

  test("the sidebar stays hidden until the header's menu button opens it, and closes on navigation", async ({
    page,
  }) => {
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await page.goto(warehouseUrls.list);
    await settled(page);
    await expect(sidebar).toBeHidden();

    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await expect(sidebar).toBeVisible();
    // The drawer slides in from the left: measure it once the transition has brought it fully on screen.
    await expect
      .poll(async () => (await boxOf(sidebar)).x, { message: 'the drawer slides fully on screen' })
      .toBeGreaterThanOrEqual(-0.5);
    await expectInside(sidebar, page.locator('body'));
    await sidebar.getByRole('link', { name: 'Orders' }).click();

    await expect(page).toHaveURL(/\/dashboard\/orders$/);
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
    await expect(sidebar).toBeHidden();
  });

  test('a wide table scrolls in its own box, with its Action column in sight', async ({ page }) => {
    await page.goto(orderUrls.list);
    await settled(page);
    const table = page.getByRole('table', { name: 'Orders' });
    const scrollBox = scrollBoxOf(table);
    const widths = await scrollBox.evaluate((box) => ({ content: box.scrollWidth, box: box.clientWidth }));
    expect(widths.content, 'the orders table is wider than a phone').toBeGreaterThan(widths.box);
    await expectFitsScreen(page, orderUrls.list);
    await expectInside(table.getByRole('columnheader', { name: 'Action' }), scrollBox);
    await expectInside(table.getByRole('button', { name: /^Open order / }).first(), scrollBox);
  });
});

test.describe('on a laptop (1280 × 800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the orders table shows its Action column whole, its totals and items each on one line', async ({ page }) => {
    await page.goto(orderUrls.list);
    await settled(page);
    const table = page.getByRole('table', { name: 'Orders' });
    const scrollBox = scrollBoxOf(table);
    await expectInside(table.getByRole('columnheader', { name: 'Action' }), scrollBox);
    await expectInside(table.getByRole('button', { name: /^Open order / }).first(), scrollBox);

    const totals = await columnCells(table, 'Total');
    await expect(totals.first()).toContainText('Rp');
    for (const total of await totals.all()) expect(await lineCount(total), await total.innerText()).toBe(1);
    // Each item of the Product cell ("Kerang Dara 1 kg (x2)") is one line of its own.
    const products = await columnCells(table, 'Product');
    for (const product of await products.all()) {
      const items = product.locator('div');
      for (const item of await items.all()) expect(await lineCount(item), await item.innerText()).toBe(1);
    }
  });

  test("the courier list's headings and fees are each on one line", async ({ page }) => {
    await page.goto(deliveryFeeUrls.list);
    await settled(page);
    const table = page.getByRole('table', { name: 'Courier fees' });
    for (const heading of await table.getByRole('columnheader').all())
      expect(await lineCount(heading), await heading.innerText()).toBe(1);
    for (const column of ['Fees', 'Unit Fees (Kg)']) {
      const cells = await columnCells(table, column);
      await expect(cells.first()).toContainText('Rp');
      for (const cell of await cells.all()) expect(await lineCount(cell), await cell.innerText()).toBe(1);
    }
  });

  test('every list shows all its columns without sideways scrolling, each heading whole', async ({ page }) => {
    for (const link of sidebarLinks) {
      const url = `/dashboard/${link.path}`;
      await page.goto(url);
      await settled(page);
      for (const table of await page.getByRole('table').all()) {
        const name = `${url}: ${await table.getAttribute('aria-label')}`;
        const box = await scrollBoxOf(table).evaluate((element) => ({
          content: element.scrollWidth,
          shown: element.clientWidth,
        }));
        expect
          .soft(box.content, `${name} is ${box.content} px wide in a ${box.shown} px box`)
          .toBeLessThanOrEqual(box.shown);
        // A heading whose text is cut ("Ship Statu") is wider inside than its cell shows.
        const clipped = await table
          .getByRole('columnheader')
          .evaluateAll((cells) =>
            cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
          );
        expect.soft(clipped, `${name}: headings cut short`).toEqual([]);
      }
    }
  });

  test("a transfer's 600-character unbroken memo takes at most two lines and leaves the table its width", async ({
    page,
  }) => {
    const memo = 'x'.repeat(600);
    // The list as the server would answer it with such a memo on its first row.
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName !== 'InternalTransfers') return route.continue();
      const response = await route.fetch();
      const body = await response.json();
      body.data.internalTransfers.rows[0].memo = memo;
      await route.fulfill({ response, json: body });
    });
    await page.goto(internalTransferUrls.list);
    await settled(page);
    const table = page.getByRole('table', { name: 'Internal transfers' });
    const box = await scrollBoxOf(table).evaluate((element) => ({
      content: element.scrollWidth,
      shown: element.clientWidth,
    }));
    expect(box.content).toBeLessThanOrEqual(box.shown);
    const cell = table.getByTitle(memo);
    await expect(cell).toBeVisible();
    const lineHeight = await cell.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await boxOf(cell)).height).toBeLessThanOrEqual(2 * lineHeight + 1);
  });

  test('the overview fits the screen: the work queues beside the stock running low, each chart inside its card', async ({
    page,
  }) => {
    await openOverview(page);
    await expectFitsScreen(page, 'the overview');
    const [queues, lowStock] = [
      await boxOf(page.getByRole('region', { name: 'Work queues' })),
      await boxOf(page.getByRole('region', { name: 'Stock running low' })),
    ];
    expect(lowStock.y).toBeCloseTo(queues.y, 0);
    expect(lowStock.x).toBeGreaterThanOrEqual(queues.x + queues.width);
    await expectChartsInsideCards(page);
  });

  test('the header names the signed-in account Admin, as the spec writes it', async ({ page }) => {
    await page.goto(warehouseUrls.list);
    const account = page.getByRole('button', { name: 'Admin' });
    // innerText is the text as drawn, after any text-transform.
    await expect(account).toHaveText(/Admin$/, { useInnerText: true });
  });
});
