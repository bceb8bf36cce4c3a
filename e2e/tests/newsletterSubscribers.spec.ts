import { expect } from '@playwright/test';

import { test } from './session';

test('lists newsletter subscribers 5 a page with their dates as DD/MM/YYYY', async ({ page }) => {
  await page.goto('/dashboard/newsletter_subscriber');
  const table = page.getByRole('table', { name: 'Newsletter Subscriber' });
  await expect(table.getByRole('columnheader')).toHaveText(['Email', 'Created At']);
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(page.getByText(/^1–5 of \d+$/)).toBeVisible();
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  for (const row of await rows.all()) {
    await expect(row.getByRole('cell').nth(0)).toHaveText(/^\S+@\S+\.\S+$/);
    await expect(row.getByRole('cell').nth(1)).toHaveText(/^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/);
  }

  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('listbox').getByRole('option', { name: '15', exact: true }).click();
  await expect(page).toHaveURL(/per_page=15/);
  await expect(table.getByRole('row')).toHaveCount(16);
});
