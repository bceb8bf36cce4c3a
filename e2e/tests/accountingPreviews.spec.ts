import { expect, type Page } from '@playwright/test';

import {
  type AccountingPreview,
  accountingPreviewTitles,
  accountingPreviewUrls,
  PREVIEW_NOTICE,
} from '../../web/src/features/accountingPreviews/urls';
import { test } from './session';

const screens = Object.keys(accountingPreviewUrls) as AccountingPreview[];

/**
 * Every /graphql request the page makes from now on but the dashboard frame's `Me` (who is signed in, and their role:
 * issue 39), which every full page load of the dashboard asks.
 */
function graphqlRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/graphql')) return;
    const body = request.postData() ?? '';
    if ((JSON.parse(body || '{}') as { operationName?: string }).operationName !== 'Me')
      seen.push(`${request.method()} ${request.url()} ${body}`);
  });
  return seen;
}

async function expectPreview(page: Page, screen: AccountingPreview) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(accountingPreviewTitles[screen]);
  await expect(page.getByRole('note')).toHaveText(PREVIEW_NOTICE);
}

test('every accounting mock-up shows its title and the preview mark, and asks the server nothing', async ({ page }) => {
  const requests = graphqlRequests(page);
  for (const screen of screens) {
    await test.step(accountingPreviewUrls[screen], async () => {
      await page.goto(accountingPreviewUrls[screen]);
      await expectPreview(page, screen);
      // A mock-up is reached by its address only, never from the sidebar.
      await expect(
        page
          .getByRole('navigation', { name: 'Sidebar' })
          .getByRole('link', { name: accountingPreviewTitles[screen], exact: true }),
      ).toHaveCount(0);
    });
  }
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
});

test("Bill Items' Manual Input leads to Input Internal Stock Data, whose form saves nothing", async ({ page }) => {
  const requests = graphqlRequests(page);
  await page.goto(accountingPreviewUrls.billItems);
  await page.getByRole('link', { name: 'Manual Input' }).click();
  await expect(page).toHaveURL(new RegExp(`${accountingPreviewUrls.addInternalStock}$`));
  await expectPreview(page, 'addInternalStock');
  await expect(page.getByRole('button', { name: 'Save (preview only)' })).toBeDisabled();
  expect(requests).toEqual([]);
});

test("Chart of Account's Print Account leads to Create Checks", async ({ page }) => {
  const requests = graphqlRequests(page);
  await page.goto(accountingPreviewUrls.chartOfAccount);
  await page.getByRole('link', { name: 'Print Account' }).click();
  await expect(page).toHaveURL(new RegExp(`${accountingPreviewUrls.addCheck}$`));
  await expectPreview(page, 'addCheck');
  await page.getByRole('tab', { name: 'Items' }).click();
  await expect(page.getByRole('table', { name: 'Item lines' })).toBeVisible();
  expect(requests).toEqual([]);
});
