import { expect } from '@playwright/test';

import { capturePrints, MM_IN_PT, printedPdf } from './printCapture';
import { notification, test } from './session';

test('prints the labels of three selected orders as one 3-page PDF and marks them Label Printed', async ({ page }) => {
  await capturePrints(page);
  await page.goto('/dashboard/orders?shipment_status=PROCESSED');
  const table = page.getByRole('table', { name: 'Orders' });
  const boxes = table.getByRole('checkbox', { name: /^Select order \d+$/ });
  await expect(boxes.nth(2)).toBeVisible();
  const ids: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    ids.push((await boxes.nth(index).getAttribute('aria-label'))!.replace('Select order ', ''));
    await boxes.nth(index).check();
  }
  const bar = page.getByRole('region', { name: 'Selection' });
  await expect(bar.getByText('3 selected')).toBeVisible();

  await bar.getByRole('button', { name: 'Print shipping labels' }).click();
  await expect(notification(page)).toHaveText('Shipping labels printed for 3 orders');
  const labels = await printedPdf(page, 1);
  expect(labels.pageCount).toBe(3);
  for (const [width, height] of labels.mediaBoxes) {
    expect(width / MM_IN_PT).toBeCloseTo(110, 1);
    expect(height / MM_IN_PT).toBeCloseTo(150, 1);
  }
  // The list, filtered on Processed, is fetched again without them, and the selection is gone.
  await expect(bar).toBeHidden();
  for (const id of ids)
    await expect(table.getByRole('checkbox', { name: `Select order ${id}`, exact: true })).toHaveCount(0);

  for (const id of ids) {
    await page.goto(`/dashboard/orders?order=${id}`);
    const row = page
      .getByRole('table', { name: 'Orders' })
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox', { name: `Select order ${id}`, exact: true }) });
    await expect(row.getByRole('cell', { name: 'Label Printed', exact: true })).toBeVisible();
  }
});
