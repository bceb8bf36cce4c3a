import { expect, test } from '@playwright/test';

import { demoAdmin, logIn } from './session';

test('validates the login form with the spec messages', async ({ page }) => {
  await page.goto('/');
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login).toBeDisabled();
  await page.getByLabel('E-mail').click();
  await page.getByLabel('Password').click();
  await expect(page.getByText('E-mail is required')).toBeVisible();
  await page.getByLabel('E-mail').fill('admin');
  await expect(page.getByText('E-mail must be a valid email')).toBeVisible();
  await page.getByLabel('Password').fill('x');
  await expect(login).toBeDisabled();
  await page.getByLabel('E-mail').fill(demoAdmin.email);
  await expect(login).toBeEnabled();
});

test("shows the server's message for a wrong password", async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(demoAdmin.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail atau password salah');
  await expect(page).toHaveURL(/\/$/);
});

test('sends a visitor without a session to Login', async ({ page }) => {
  await page.goto('/dashboard/warehouse');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('signs in to the overview, keeps the token out of page scripts, and logs out', async ({ page, context }) => {
  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Work queues' })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'bo_session')!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('bo_session');
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(cookie.value);

  // The dashboard path is the overview itself, not a redirect; an existing session skips Login and lands there.
  await page.goto('/dashboard/inventory');
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();

  // The overview first, then the spec's 18 areas in its order, then Activity and Staff (issue 39): an admin sees all.
  const links = page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link');
  await expect(links).toHaveCount(21);
  await expect(links.first()).toHaveAccessibleName('Overview');
  expect(await links.evaluateAll((all) => all.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).toEqual([
    '/dashboard',
    '/dashboard/inventory',
    '/dashboard/delivery',
    '/dashboard/warehouse',
    '/dashboard/customers',
    '/dashboard/vendors',
    '/dashboard/promotions',
    '/dashboard/stocks',
    '/dashboard/orders',
    '/dashboard/samples',
    '/dashboard/tester',
    '/dashboard/returns',
    '/dashboard/stock_tracker',
    '/dashboard/consignment_invoice',
    '/dashboard/retail-partner',
    '/dashboard/faq',
    '/dashboard/faq_category',
    '/dashboard/recipe',
    '/dashboard/newsletter_subscriber',
    '/dashboard/activity',
    '/dashboard/staff',
  ]);

  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await page.goto('/dashboard/warehouse');
  await expect(page).toHaveURL(/\/$/);
});

test('an ended session found mid-way goes back to Login', async ({ page, context }) => {
  await logIn(page);
  await expect(page.getByRole('region', { name: 'Work queues' })).toBeVisible();
  await context.clearCookies();
  await page.getByRole('link', { name: 'Warehouse' }).click();
  await expect(page).toHaveURL(/\/$/);
});
