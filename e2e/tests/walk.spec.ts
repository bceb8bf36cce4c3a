import { expect } from '@playwright/test';

import { sidebarLinks } from '../../web/src/features/shell/sidebarLinks';
import { test } from './session';

/*
 * The whole suite runs on one REST API profile and this walk, with the flows that differ between profiles
 * (auth, list presets, returns, stock: see e2e/run.mjs), on the other (issue 24): every screen loads its
 * rows over either kind of upstream.
 */
test('every sidebar screen shows its rows', async ({ page }) => {
  for (const link of sidebarLinks) {
    await page.goto(`/dashboard/${link.path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The header row and at least one row of demo data (the stock tracker, too, lists the seeded stock).
    await expect(page.getByRole('row').nth(1), `a row on ${link.label}`).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
});
