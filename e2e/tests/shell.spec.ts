import { expect } from '@playwright/test';

import { navigationLinks, sidebarLinks } from '../../web/src/features/shell/sidebarLinks';
import { test } from './session';

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

test('animates for staff who have not asked for less motion, and not for those who have (WCAG 2.3.3)', async ({
  page,
}) => {
  await page.goto('/dashboard/warehouse');
  const ordersLink = page.getByRole('link', { name: 'Orders', exact: true });
  const transition = () => ordersLink.evaluate((element) => getComputedStyle(element).transitionDuration);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await transition()).not.toMatch(/^(0s|1e-05s)(, (0s|1e-05s))*$/);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await transition()).toMatch(/^1e-05s(, 1e-05s)*$/);
});

test('each of the 21 sidebar links (the overview, the 18 areas, Activity and Staff) opens its screen: none is left unbuilt', async ({
  page,
}) => {
  expect(sidebarLinks).toHaveLength(20);
  expect(navigationLinks).toHaveLength(21);
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  // Starting elsewhere, so the overview's link too has somewhere to go.
  await page.goto('/dashboard/warehouse');
  for (const link of navigationLinks) {
    await sidebar.getByRole('link', { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard${link.path && `/${link.path}`}(\\?.*)?$`));
    await expect(sidebar.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('aria-current', 'page');
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

test("an old dashboard's bookmark in the REST API's spellings filters as it did, and the address is rewritten in place", async ({
  page,
}) => {
  await page.goto('/dashboard/warehouse');
  await page.goto('/dashboard/orders?status=payment_success&sales_type=crystal%20web&shipment_status=Out_for_delivery');
  await expect(page).toHaveURL(
    /\/dashboard\/orders\?status=PAYMENT_SUCCESS&sales_type=CRYSTAL_WEB&shipment_status=OUT_FOR_DELIVERY$/,
  );
  await expect(page.getByRole('combobox', { name: 'Payment Status' })).toHaveText('Payment Success');
  await expect(page.getByRole('combobox', { name: 'Shipment Status' })).toHaveText('Out_for_delivery');
  await expect(page.getByRole('combobox', { name: 'Channel' })).toHaveText('crystal web');
  // Replaced, not pushed: Back leaves the list rather than returning to the old spelling.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/warehouse$/);
});

test('the sidebar is narrow on a laptop, each label read under its icon, and the browser remembers the choice', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard/warehouse');
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  const toggle = page.getByRole('button', { name: 'Wide sidebar' });
  // At 1280 px it starts narrow, so the lists' columns fit beside it; each label shows whole under its icon.
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const box = (await sidebar.boundingBox())!;
  expect(box.width).toBeLessThan(100);
  for (const name of ['Samples', 'Tester', 'Returns', 'Consignment Invoice', 'Newsletter Subscriber']) {
    const label = sidebar.getByText(name, { exact: true });
    await label.scrollIntoViewIfNeeded();
    const shown = (await label.boundingBox())!;
    expect.soft(shown.width, `${name} is shown, not visually hidden`).toBeGreaterThan(20);
    expect.soft(shown.x + shown.width, `${name} fits in the sidebar`).toBeLessThanOrEqual(box.x + box.width);
    // Its text no wider than its box: no word cut at the sidebar's edge.
    expect.soft(await label.evaluate((element) => element.scrollWidth <= element.clientWidth), name).toBe(true);
  }

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Wide sidebar' })).toHaveAttribute('aria-pressed', 'true');
  expect((await sidebar.boundingBox())!.width).toBeGreaterThan(200);
});
