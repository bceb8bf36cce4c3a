import { readFile } from 'node:fs/promises';

import { expect, type Page } from '@playwright/test';

import { sidebarLinks } from '../../web/src/features/shell/sidebarLinks';
import { test } from './session';

/**
 * Clicks the list's Export CSV and reads the saved file. The gateway's answer is awaited first, so a failure says
 * which half went wrong: the export itself, or the browser's saving of it.
 */
async function exportCsv(page: Page) {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/export/'));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).first().click();
  expect((await answered).status()).toBe(200);
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

test('exports the filtered orders as CSV: the columns shown, and every matching row rather than the page', async ({
  page,
}) => {
  await page.goto('/dashboard/orders');
  await page.getByRole('combobox', { name: 'Payment Status' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Payment Success', exact: true }).click();
  await expect(page).toHaveURL(/\?status=PAYMENT_SUCCESS$/);
  const statuses = page.getByRole('table', { name: 'Orders' }).locator('tbody tr td:nth-child(10)'); // after the selection's checkbox
  // The previous rows stay on screen while the filtered list loads: wait until rows are shown and every one matches
  // (no row at all matched too, vacuously, while the list was loading on a busy machine).
  await expect
    .poll(async () => {
      const texts = await statuses.allInnerTexts();
      return texts.length > 0 && texts.every((text) => text.trim() === 'Payment Success');
    })
    .toBe(true);
  const shownRange = await page.locator('.MuiTablePagination-displayedRows').innerText();
  const total = Number(/of (\d+)/.exec(shownRange)?.[1]);
  expect(total).toBeGreaterThan(await statuses.count());

  const { name, text } = await exportCsv(page);
  expect(name).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(text.charCodeAt(0)).toBe(0xfeff);
  // Orders hold no line breaks in their cells, so a record is a line.
  const [heading, ...rows] = text.slice(1).split('\r\n').filter(Boolean);
  expect(heading).toBe('Date,Channel,Customer,Product,Ship From,Ship,Total,Ship Status,Status');
  expect(rows).toHaveLength(total);
  // Statuses in the list's words; dates as ISO days, money as a plain number.
  expect(rows.every((row) => row.endsWith(',Payment Success'))).toBe(true);
  expect(rows[0]).toMatch(/^\d{4}-\d{2}-\d{2},[a-z_ ]*,.*,\d+(\.\d+)?,[A-Z][A-Za-z_ ]*,Payment Success$/);
  // No enum value (LABEL_PRINTED, WHATSAPP_CATALOG) where the list shows words.
  expect(rows.filter((row) => /(^|,)[A-Z]+_[A-Z_]+(,|$)/.test(row))).toEqual([]);
  await expect(page.getByRole('alert').filter({ hasText: 'Export failed' })).toHaveCount(0);
});

test('every sidebar list exports a CSV headed by its columns: no list names a column the schema lacks', async ({
  page,
}) => {
  for (const link of sidebarLinks) {
    await test.step(link.label, async () => {
      await page.goto(`/dashboard/${link.path}`);
      const { text } = await exportCsv(page);
      const [heading] = text.slice(1).split('\r\n');
      expect(heading, link.label).toMatch(/^[^,]+(,[^,]+)+$/);
      await expect(page.getByRole('alert').filter({ hasText: 'Export failed' })).toHaveCount(0);
    });
  }
});

/** The cells of one CSV record without line breaks: quoted cells may hold commas and doubled quotes. */
function csvCells(line: string): string[] {
  return [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((match) =>
    match[1] !== undefined ? match[1].replaceAll('""', '"') : match[2]!,
  );
}

test.describe('in Jakarta, where the business and its staff are', () => {
  test.use({ timezoneId: 'Asia/Jakarta' });

  test("writes each samples cell as the screen's cell reads: the day, the recipient, the items, the phone once", async ({
    page,
  }) => {
    await page.goto('/dashboard/samples');
    const table = page.getByRole('table', { name: 'Samples' });
    // The columns compared one by one below come first; the status and the action follow.
    await expect(table.locator('thead th')).toHaveText([
      'Date',
      'Recipient',
      'Product',
      'Contact',
      'Ship From',
      'Ship By',
      'Purpose',
      /Status$/,
      'Action',
    ]);
    const headings = (await table.locator('thead th').allInnerTexts()).map((text) => text.trim());
    const shown = table.locator('tbody tr');
    await expect(shown.first().locator('td')).toHaveCount(headings.length);
    const screenRows = await shown.evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.innerText.trim())),
    );

    const { text } = await exportCsv(page);
    const [heading, ...records] = text.slice(1).split('\r\n').filter(Boolean);
    expect(heading).toBe(headings.slice(0, -1).join(','));

    for (const [index, screen] of screenRows.entries()) {
      const [date, recipient, product, contact, ...rest] = csvCells(records[index]!);
      const [shownDate, shownRecipient, shownProduct, shownContact, ...shownRest] = screen;
      // The day the screen shows (DD/MM/YYYY), written as spreadsheets read a day everywhere.
      expect(date!.split('-').reverse().join('/'), `row ${index + 1}`).toBe(shownDate);
      expect(recipient, `row ${index + 1}`).toBe(shownRecipient);
      // The screen shows the first three items and "...N more"; the file has every item, written alike.
      const items = shownProduct!.split('\n').filter((line) => !/^\.\.\.\d+ more$/.test(line));
      expect(product!.split('; ').slice(0, items.length), `row ${index + 1}`).toEqual(items);
      expect(contact || '-', `row ${index + 1}`).toBe(shownContact);
      expect(rest, `row ${index + 1}`).toEqual(shownRest.slice(0, -1));
    }
  });
});
