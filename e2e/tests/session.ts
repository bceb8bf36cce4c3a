import { expect, type Page } from '@playwright/test';

export const demoAdmin = { email: 'admin@example.com', password: 'admin12345' };

export async function logIn(page: Page) {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(demoAdmin.email);
  await page.getByLabel('Password').fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // The landing page: the overview, at /dashboard itself (issue 27).
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The success or error message of the last action (it clears itself after 3 s). */
export const notification = (page: Page) => page.getByTestId('notification');

/** The data of a GraphQL query asked in the page's session, as the app asks (Apollo's CSRF header). */
export async function readData(page: Page, query: string) {
  const response = await page.request.post('/graphql', {
    data: { query },
    headers: { 'apollo-require-preflight': 'true' },
  });
  expect(response.ok()).toBe(true);
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}
