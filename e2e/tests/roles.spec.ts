import { type Browser, expect, type Page } from '@playwright/test';

import { logIn, notification, readData, test } from './session';

/**
 * Issue 39: staff with roles. The demo data has two members of staff besides the admin, who have no role until the
 * admin gives them one on the Staff screen; each then sees only their screens, and an address they may not open says
 * so. The admin is the test's own page (session.ts); each member signs in through the login form in a browser of
 * their own.
 */
const gudang = { email: 'gudang@example.com', password: 'gudang12345' };
const sales = { email: 'sales@example.com', password: 'sales12345' };

/**
 * `user` signed in through the login form, in a browser context of their own: without the admin's session, which a
 * context made in a test otherwise starts with (session.ts's storageState).
 */
async function signedInAs(browser: Browser, user: typeof gudang): Promise<Page> {
  const page = await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
  await logIn(page, user);
  return page;
}

/** The admin gives `email` the role `label` on the Staff screen. */
async function giveRole(admin: Page, email: string, label: string) {
  await admin.goto('/dashboard/staff');
  const row = admin.getByRole('row', { name: new RegExp(email) });
  await row.getByRole('button', { name: /^Edit / }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await admin.getByRole('option', { name: label, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(label);
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });

/** The refused page of an address the role may not open, naming it and the way out. */
async function expectRefused(page: Page, path: string, roleLabel: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'No access to this page' })).toBeVisible();
  await expect(page.getByText(`Your role, ${roleLabel}, cannot open ${path}`)).toBeVisible();
  await expect(page.getByText(/ask an admin if your work needs it/)).toBeVisible();
}

test('a warehouse clerk has no role until the admin gives one, then sees the stock and shipping screens only', async ({
  page,
  browser,
}) => {
  const clerk = await signedInAs(browser, gudang);
  await expect(clerk.getByText('You have no role in the back office yet')).toBeVisible();

  await giveRole(page, gudang.email, 'Warehouse');
  await clerk.getByRole('button', { name: 'Reload' }).click();
  for (const label of ['Orders', 'Internal Transfer', 'Stock Tracker', 'Warehouse', 'Activity'])
    await expect(sidebar(clerk).getByRole('link', { name: label, exact: true })).toBeVisible();
  for (const label of ['Customers', 'Promotions', 'Tester', 'Staff', 'FAQ'])
    await expect(sidebar(clerk).getByRole('link', { name: label, exact: true })).toHaveCount(0);

  // Orders: labels and the shipping, no new order.
  await clerk.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(clerk.getByRole('table', { name: 'Orders' })).toBeVisible();
  await expect(clerk.getByRole('link', { name: 'Add New Order' })).toHaveCount(0);

  await expectRefused(clerk, '/dashboard/customers', 'Warehouse');
  await expectRefused(clerk, '/dashboard/add/product', 'Warehouse');
  await expectRefused(clerk, '/dashboard/staff', 'Warehouse');
  await clerk.getByRole('link', { name: 'Back to the Overview' }).click();
  await expect(clerk).toHaveURL(/\/dashboard$/);
  await clerk.context().close();
});

test('a sales clerk sees customers and orders to add, and not the stock to add nor the staff', async ({
  page,
  browser,
}) => {
  const clerk = await signedInAs(browser, sales);
  await expect(clerk.getByText('You have no role in the back office yet')).toBeVisible();

  await giveRole(page, sales.email, 'Sales');
  await clerk.getByRole('button', { name: 'Reload' }).click();
  for (const label of ['Customers', 'Orders', 'Samples', 'Tester', 'Returns', 'Promotions'])
    await expect(sidebar(clerk).getByRole('link', { name: label, exact: true })).toBeVisible();
  for (const label of ['FAQ', 'Recipe', 'Retail Partner', 'Staff'])
    await expect(sidebar(clerk).getByRole('link', { name: label, exact: true })).toHaveCount(0);

  await clerk.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(clerk.getByRole('link', { name: 'Add New Order' })).toBeVisible();
  // Stock is theirs to read, not to add.
  await clerk.getByRole('link', { name: 'Internal Transfer', exact: true }).click();
  await expect(clerk.getByRole('table')).toBeVisible();
  await expectRefused(clerk, '/dashboard/add/stock', 'Sales');
  await expectRefused(clerk, '/dashboard/faq', 'Sales');
  await clerk.context().close();
});

test("an order's history is the changes made to it, newest first, and so is the Activity screen", async ({ page }) => {
  // A new order, so that its history holds this test's changes alone.
  const created = await readData(
    page,
    `mutation { createOrder(input: {
      customer: { name: "Riwayat Pesanan", phoneNumber: "+6281234567890", address: "Jl. Pluit Raya No. 5",
        provinceId: "31", cityId: "3175", postalCode: "14450" },
      orderDate: "2026-11-21", shipFromId: "1", courierId: "2", salesChannel: TOKOPEDIA, customerType: INDIVIDUAL,
      paymentStatus: PAYMENT_PENDING, shipmentStatus: PROCESSED, taxPercent: 11, deliveryFee: 15000,
      lines: [{ productId: "1", quantity: 2, unitPrice: 50000 }]
    }) { id } }`,
  );
  const id: string = created.createOrder.id;

  await page.goto(`/dashboard/orders?order=${id}&shipment_status=`);
  await page.getByRole('button', { name: `Open order ${id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${id}` });
  await dialog.getByRole('button', { name: 'Generate Shipping Label' }).click();
  await expect(notification(page)).toHaveText(`Order ${id} berhasil diperbarui: Label Printed`);
  await dialog.getByLabel('Tracking Code').fill('JNE-HIST-0001');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page)).toHaveText(`Order ${id} berhasil diperbarui`);
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Open order ${id}` }).click();
  await dialog.getByRole('button', { name: 'History' }).click();
  const history = dialog.getByRole('region', { name: 'History' });
  await expect(history.getByText(/changes made through this dashboard only/)).toBeVisible();
  // Newest first, each entry the changes it made, and nothing else.
  const entries = history.getByRole('list', { name: 'Changes' }).locator('> li');
  await expect(entries).toHaveCount(3);
  const changesOf = (entry: number) => entries.nth(entry).getByRole('list').getByRole('listitem');
  await expect(entries.nth(0)).toContainText('Changed the shipping');
  await expect(changesOf(0)).toHaveText([
    'Shipment Status: Label Printed → Shipped',
    'Tracking Code: (empty) → JNE-HIST-0001',
  ]);
  await expect(entries.nth(1)).toContainText('Printed the shipping label');
  await expect(changesOf(1)).toHaveText(['Shipment Status: Processed → Label Printed']);
  await expect(entries.nth(2)).toContainText('Added the order');
  await expect(changesOf(2).first()).toHaveText('Customer Name: Riwayat Pesanan');
  // Who: the demo admin's name where the REST API gives one (the default profile), else their e-mail.
  await expect(entries.nth(2)).toContainText(/(Admin|admin@example\.com) · /);

  await page.goto(`/dashboard/activity?record_type=ORDER`);
  const table = page.getByRole('table', { name: 'Activity' });
  await expect(table.getByRole('row', { name: new RegExp(`JNE-HIST-0001`) })).toBeVisible();
});
