/** Test support: choosing in MUI's fields as staff do. */
import type { Locator, Page } from '@playwright/test';

/** Opens a select (or an autocomplete's list) and clicks the option of exactly these words. */
export async function choose(page: Page, combobox: Locator, option: string | RegExp) {
  await combobox.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}
