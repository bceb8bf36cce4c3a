/** Test support: choosing in MUI's fields as staff do. */
import type { Locator, Page } from '@playwright/test';

/** Opens a select (or an autocomplete's list) and clicks the option of exactly these words. */
export async function choose(page: Page, combobox: Locator, option: string | RegExp) {
  await combobox.click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .click();
}

/** A 1 × 1 PNG, for the image slots of the forms (the gateway checks an image by its bytes). */
export const TINY_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f00050001ff89993d1d0000000049454e44ae426082',
  'hex',
);
