import { expect, type Locator, type Page } from '@playwright/test';

import { choose, TINY_PNG } from './fields';
import { notification, test } from './session';

const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
/** A select's name is its label and then its value ('Ingredient 1 Udang'). */
const combobox = (page: Page, label: string) => page.getByRole('combobox', { name: new RegExp(`^${label}( |$)`) });
const table = (page: Page) => page.getByRole('table', { name: 'Recipes' });
const rowOf = (page: Page, name: string): Locator => table(page).getByRole('row', { name: new RegExp(name) });

async function search(page: Page, text: string) {
  await page.getByLabel('Search recipe').fill(text);
  await page.getByLabel('Search recipe').press('Enter');
}

test('lists recipes 5 a page, newest first', async ({ page }) => {
  await page.goto('/dashboard/recipe');
  await expect(table(page).getByRole('row')).toHaveCount(6);
  await expect(page.getByText(/^1–5 of \d+$/)).toBeVisible();
});

test('adds a recipe with two ingredients and an image, opens it by its slug, edits and deletes it', async ({
  page,
}) => {
  const stamp = Date.now();
  const name = `Udang Bakar E2E ${stamp}`;
  await page.goto('/dashboard/recipe');
  await page.getByRole('link', { name: 'Add Recipe' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add\/recipe$/);

  await textbox(page, 'Recipe Name').fill(name);
  await textbox(page, 'Recipe Category Name').fill('Seafood');
  await textbox(page, 'Description').fill('Udang bakar madu untuk uji');
  await textbox(page, 'Serving Size').fill('4');
  await textbox(page, 'Serving Time').fill('30');
  await choose(page, combobox(page, 'Cooking Method'), 'Bakar');
  await choose(page, combobox(page, 'Age Range'), 'normal_adult');
  await page.getByRole('textbox', { name: 'Instructions' }).fill('Bakar udang sampai matang.');
  await choose(page, combobox(page, 'Ingredient 1'), 'Udang');
  await textbox(page, 'Grams 1').fill('500');
  await page.getByRole('button', { name: 'Add Ingredient' }).click();
  await choose(page, combobox(page, 'Ingredient 2'), 'Bawang Putih');
  await textbox(page, 'Grams 2').fill('15');
  await page.locator('input[type=file]').setInputFiles({ name: 'udang.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByRole('img', { name: 'Recipe Image preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(notification(page)).toHaveText(`Success add data recipe ${name}`);
  await expect(page).toHaveURL(/\/dashboard\/recipe$/);
  await search(page, `${stamp}`);
  await expect(rowOf(page, name).getByRole('cell')).toContainText([name, 'Seafood', 'Bakar', '30 min', 'normal_adult']);

  // The edit address names the recipe by the slug the REST API made of its name.
  const slug = `udang-bakar-e2e-${stamp}`;
  await expect(rowOf(page, name).getByRole('link', { name: `Edit ${name}` })).toHaveAttribute(
    'href',
    `/dashboard/edit/recipe/${slug}`,
  );
  await page.goto(`/dashboard/edit/recipe/${slug}`);
  await expect(page.getByRole('heading', { name: 'Edit Recipe' })).toBeVisible();
  await expect(textbox(page, 'Recipe Name')).toHaveValue(name);
  await expect(combobox(page, 'Ingredient 1')).toHaveText('Udang');
  await expect(textbox(page, 'Grams 1')).toHaveValue('500');
  await expect(combobox(page, 'Ingredient 2')).toHaveText('Bawang Putih');
  await expect(textbox(page, 'Grams 2')).toHaveValue('15');
  await expect(page.getByRole('textbox', { name: 'Instructions' })).toHaveText('Bakar udang sampai matang.');
  // The uploaded image comes back from /media through the web server and the gateway.
  const preview = page.getByRole('img', { name: 'Recipe Image preview' });
  await expect(preview).toHaveAttribute('src', /^\/media\/recipes\//);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await textbox(page, 'Serving Time').fill('45');
  await page.getByRole('button', { name: 'Remove ingredient line 2' }).click();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(notification(page)).toHaveText('Success edit data recipe');
  await expect(page).toHaveURL(/\/dashboard\/recipe$/);
  await search(page, `${stamp}`);
  await expect(rowOf(page, name)).toContainText('45 min');

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`Remove Recipe ${name} ?`);
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(notification(page)).toHaveText('Berhasil Menghapus Recipe');
  await expect(rowOf(page, name)).toHaveCount(0);
  await expect(page.getByText('No recipe matches the search')).toBeVisible();
});

test("names a repeated ingredient's line and keeps what was typed", async ({ page }) => {
  await page.goto('/dashboard/add/recipe');
  await textbox(page, 'Recipe Name').fill('Resep Kembar');
  await choose(page, combobox(page, 'Ingredient 1'), 'Cumi');
  await textbox(page, 'Grams 1').fill('200');
  await page.getByRole('button', { name: 'Add Ingredient' }).click();
  await choose(page, combobox(page, 'Ingredient 2'), 'Cumi');
  await textbox(page, 'Grams 2').fill('100');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Line 2: this ingredient is already in the recipe')).toBeVisible();
  await expect(textbox(page, 'Recipe Name')).toHaveValue('Resep Kembar');
  await expect(page).toHaveURL(/\/dashboard\/add\/recipe$/);
});
