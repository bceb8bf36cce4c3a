import { expect, type Page } from '@playwright/test';

import { choose } from './fields';
import { notification, test } from './session';

const faqTable = (page: Page) => page.getByRole('table', { name: 'FAQ' });
const categoryTable = (page: Page) => page.getByRole('table', { name: 'FAQ Category' });
const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label });

async function search(page: Page, label: string, text: string) {
  await page.getByLabel(label).fill(text);
  await page.getByLabel(label).press('Enter');
}

test('adds a FAQ in en_US, edits it and deletes it, each with its message', async ({ page }) => {
  const stamp = Date.now();
  const title = `Do you ship frozen squid? ${stamp}`;
  const edited = `Do you ship frozen squid to Bali? ${stamp}`;
  await page.goto('/dashboard/faq');
  await expect(faqTable(page).getByRole('columnheader')).toHaveText(['Title', 'Category', 'Locale', 'Action']);
  await expect(faqTable(page).getByRole('row')).toHaveCount(6);

  await page.getByRole('link', { name: 'Add FAQ' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add\/faq$/);
  await textbox(page, 'Title').fill(title);
  await textbox(page, 'Body').fill('Yes, packed with dry ice.\nDelivery takes 1-3 days.');
  await choose(page, page.getByRole('combobox', { name: 'FAQ Category' }), 'Pengiriman');
  await choose(page, page.getByRole('combobox', { name: 'Locale' }), 'en_US');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page)).toHaveText(`Success add data faq ${title}`);
  await expect(page).toHaveURL(/\/dashboard\/faq$/);

  await search(page, 'Search FAQ', title);
  const row = faqTable(page).getByRole('row', { name: new RegExp(title.replace('?', '\\?')) });
  await expect(row.getByRole('cell')).toContainText([title, 'Pengiriman', 'en_US']);
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit FAQ' })).toBeVisible();
  await expect(textbox(page, 'Body')).toHaveValue('Yes, packed with dry ice.\nDelivery takes 1-3 days.');
  await expect(page.getByRole('combobox', { name: 'Locale' })).toHaveText('en_US');
  await textbox(page, 'Title').fill(edited);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(notification(page)).toHaveText(`Success edit data faq ${edited}`);
  await expect(page).toHaveURL(/\/dashboard\/faq$/);

  await search(page, 'Search FAQ', edited);
  await faqTable(page)
    .getByRole('button', { name: `Delete ${edited}` })
    .click();
  await page
    .getByRole('dialog', { name: `Remove Faq ${edited} ?` })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(notification(page)).toHaveText(`Berhasil Menghapus Faq ${edited}`);
  await expect(faqTable(page).getByText(edited)).toHaveCount(0);
});

test("adds and deletes a FAQ category; one still in use is refused with the gateway's message", async ({ page }) => {
  const name = `Kategori E2E ${Date.now()}`;
  await page.goto('/dashboard/faq_category');
  await expect(categoryTable(page).getByRole('columnheader')).toHaveText(['Name', 'Number of FAQs', 'Action']);

  await page.getByRole('link', { name: 'Add FAQ Category' }).click();
  await textbox(page, 'Name').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page)).toHaveText(`Success add data faq category ${name}`);
  await expect(page).toHaveURL(/\/dashboard\/faq_category$/);

  await search(page, 'Search FAQ category', name);
  await expect(
    categoryTable(page)
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('cell'),
  ).toContainText([name, '0']);
  await categoryTable(page)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await page
    .getByRole('dialog', { name: `Remove Faq Category ${name} ?` })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(notification(page)).toHaveText(`Berhasil Menghapus Faq Category ${name}`);
  await expect(categoryTable(page).getByText(name)).toHaveCount(0);

  await search(page, 'Search FAQ category', 'Pengiriman');
  await categoryTable(page).getByRole('button', { name: 'Delete Pengiriman' }).click();
  await page
    .getByRole('dialog', { name: 'Remove Faq Category Pengiriman ?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(notification(page)).toHaveText(/^FAQ category Pengiriman is used by \d+ FAQs?/);
});
