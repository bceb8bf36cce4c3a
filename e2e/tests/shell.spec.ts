import { expect, test } from '@playwright/test';
import { logIn } from './session';

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('an unknown address shows a not-found page with a way back, and stays where it is', async ({ page }) => {
  await page.goto('/dashboard/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('There is no page at /dashboard/no-such-page')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/no-such-page$/);
  await page.getByRole('link', { name: 'Back to Inventory' }).click();
  await expect(page).toHaveURL(/\/dashboard\/inventory$/);

  await page.goto('/no-such-page');
  await expect(page.getByText('There is no page at /no-such-page')).toBeVisible();
});

test("a spec address whose screen is not built yet says so under its area's name, the same way everywhere", async ({ page }) => {
  const addresses: Array<[string, string]> = [
    // Recipes are the last area not built (the accounting mock-ups, chart_account among them, are built).
    ['/dashboard/recipe', 'Recipe'],
    ['/dashboard/add/recipe', 'Recipe'],
  ];
  for (const [address, area] of addresses) {
    await page.goto(address);
    await expect(page.getByRole('heading', { name: area })).toBeVisible();
    await expect(page.getByText('Not built yet')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  }
});

test('the stock, sales and consignment areas are built: their addresses open their screens, not the not-built page', async ({ page }) => {
  const addresses: Array<[string, string]> = [
    ['/dashboard/stocks', 'Internal Transfer'],
    ['/dashboard/add/stock', 'Add Stock'],
    ['/dashboard/stock_tracker', 'Stock Tracker'],
    ['/dashboard/samples', 'Samples'],
    ['/dashboard/add/sample', 'Add New Sample'],
    ['/dashboard/tester', 'Tester'],
    ['/dashboard/returns', 'Returns'],
    ['/dashboard/add/return', 'Add New Return'],
    ['/dashboard/consignment_invoice', 'Consignment Invoice'],
    ['/dashboard/add/invoice/?id_order=71', 'Create Invoice'],
  ];
  for (const [address, title] of addresses) {
    await page.goto(address);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('Not built yet')).toHaveCount(0);
  }
});
