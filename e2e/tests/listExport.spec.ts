import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { sidebarLinks } from '../../web/src/features/shell/sidebarLinks';
import { logIn } from './session';

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('exports the filtered orders as CSV: the columns shown, and every matching row rather than the page', async ({ page }) => {
  await page.goto('/dashboard/orders');
  await page.getByRole('combobox', { name: 'Payment Status' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Payment Success', exact: true }).click();
  await expect(page).toHaveURL(/\?status=PAYMENT_SUCCESS$/);
  const statuses = page.getByRole('table', { name: 'Orders' }).locator('tbody tr td:nth-child(10)'); // after the selection's checkbox
  // The previous rows stay on screen while the filtered list loads: wait until every row shown matches.
  await expect.poll(async () => (await statuses.allInnerTexts()).every((text) => text.trim() === 'Payment Success')).toBe(true);
  const shownRange = await page.locator('.MuiTablePagination-displayedRows').innerText();
  const total = Number(/of (\d+)/.exec(shownRange)?.[1]);
  expect(total).toBeGreaterThan(await statuses.count());

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await file.path())!, 'utf8');
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

test('every sidebar list exports a CSV headed by its columns: no list names a column the schema lacks', async ({ page }) => {
  test.setTimeout(180_000);
  for (const link of sidebarLinks) {
    await test.step(link.label, async () => {
      await page.goto(`/dashboard/${link.path}`);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).first().click();
      const text = await readFile((await (await download).path())!, 'utf8');
      const [heading] = text.slice(1).split('\r\n');
      expect(heading, link.label).toMatch(/^[^,]+(,[^,]+)+$/);
      await expect(page.getByRole('alert').filter({ hasText: 'Export failed' })).toHaveCount(0);
    });
  }
});
