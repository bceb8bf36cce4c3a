import { expect, test } from '@playwright/test';
import { sidebarLinks } from '../../web/src/features/shell/sidebarLinks';
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

test('each of the 18 sidebar links opens its screen: no area is left unbuilt', async ({ page }) => {
  expect(sidebarLinks).toHaveLength(18);
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  for (const link of sidebarLinks) {
    await sidebar.getByRole('link', { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${link.path}(\\?.*)?$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await expect(page.getByText(/not built/i)).toHaveCount(0);
  }
});

test('the stock, sales and consignment addresses open their screens', async ({ page }) => {
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
