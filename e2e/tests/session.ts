import { expect, type Page } from '@playwright/test';

export const demoAdmin = { email: 'admin@example.com', password: 'admin12345' };

export async function logIn(page: Page) {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(demoAdmin.email);
  await page.getByLabel('Password').fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard\/inventory$/);
}

/** The success or error message of the last action (it clears itself after 3 s). */
export const notification = (page: Page) => page.getByTestId('notification');
