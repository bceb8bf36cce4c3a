import { type APIRequestContext, expect, type Page, test as base } from '@playwright/test';

import { LOGGED_IN_KEY, ROLE_HINT_KEY } from '../../web/src/session';

export const demoAdmin = { email: 'admin@example.com', password: 'admin12345' };

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { expiresAt }
}`;

/** A GraphQL request as the app sends it (Apollo's CSRF header), in `request`'s session. */
const postGraphql = (request: APIRequestContext, query: string, variables?: Record<string, unknown>) =>
  request.post('/graphql', { data: { query, variables }, headers: { 'apollo-require-preflight': 'true' } });

/**
 * The `test` of every spec whose tests start signed in: each test's browser context opens with a session of its own,
 * as the demo admin. It is signed in as the login form signs in (the gateway's Login mutation, whose cookie the context
 * keeps, and the app's signed-in flag and role, web/src/session.ts), without the form and the overview it lands on:
 * those took about 1.8 CPU s a test. The form itself is tested by auth.spec.ts, with `logIn`.
 */
export const test = base.extend({
  storageState: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const response = await postGraphql(request, LOGIN, demoAdmin);
    expect(response.ok()).toBe(true);
    expect((await response.json()).errors).toBeUndefined();
    const { cookies } = await request.storageState();
    await request.dispose();
    await use({
      cookies,
      // As the login form leaves them: signed in, and the role login answered (issue 39; the demo admin's).
      origins: [
        {
          origin: new URL(baseURL!).origin,
          localStorage: [
            { name: LOGGED_IN_KEY, value: 'true' },
            { name: ROLE_HINT_KEY, value: 'ADMIN' },
          ],
        },
      ],
    });
  },
});

/** Signs in through the login form as `user` (the demo admin unless said), as staff do, and lands on the overview. */
export async function logIn(page: Page, user: { email: string; password: string } = demoAdmin) {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // The landing page: the overview, at /dashboard itself (issue 27).
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The success or error message of the last action (it clears itself after 3 s). */
export const notification = (page: Page) => page.getByTestId('notification');

/** The data of a GraphQL query asked in the page's session, as the app asks (Apollo's CSRF header). */
export async function readData(page: Page, query: string) {
  const response = await postGraphql(page.request, query);
  expect(response.ok()).toBe(true);
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}
