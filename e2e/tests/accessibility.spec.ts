import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import axe from 'axe-core';

import { testLimits } from '../../testLimits';
import { dashboardUrl, loginUrl } from '../../web/src/appUrls';
import { routePatterns } from '../../web/src/routePaths';
import { logIn } from './session';

/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = ['serious', 'critical'];
/**
 * axe-core leaves its experimental rules out unless asked; those that test one of these WCAG criteria run
 * too (label-content-name-mismatch, WCAG 2.5.3, is one: a visible label must be part of the accessible name).
 */
const EXPERIMENTAL_WCAG_RULES = Object.fromEntries(
  axe
    .getRules(WCAG_TAGS)
    .filter((rule) => rule.tags.includes('experimental'))
    .map((rule) => [rule.ruleId, { enabled: true }]),
);

/**
 * A route's parameters (`:id`…) filled with 1: the e2e database is fresh and the seed fills every table, so
 * the first product, warehouse, order… has id 1, and each edit page shows a real record. A `:slug` names a
 * seeded recipe. The empty pattern is the overview, /dashboard itself.
 */
const addressOf = (pattern: string) =>
  pattern ? `${dashboardUrl}/${pattern.replace(/:slug\b/g, 'udang-saus-padang').replace(/:\w+/g, '1')}` : dashboardUrl;

/** Waits until the page has drawn its data: `shown` is there, nothing is loading, no transition is under way. */
async function settled(page: Page, shown: Locator) {
  await expect(shown).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // A fading dialog or menu is half transparent, which axe would report as low contrast.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** The serious and critical violations on the page as it is now, one line per element: page, rule, impact, element and its start. */
async function violations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // axe's default opens a blank page per check to merge the results of cross-origin frames; the dashboard has no
    // frames (bring the default back if it embeds one), and that page cost half of this walk's checking time.
    .setLegacyMode()
    .options({ rules: EXPERIMENTAL_WCAG_RULES })
    .analyze();
  return violations
    .filter((violation) => FAILING_IMPACTS.includes(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${where}: ${violation.id} (${violation.impact}) at ${node.target.join(' > ')} ${node.html.slice(0, 120)}: ${violation.help}`,
      ),
    );
}

async function check(page: Page, where: string, shown: Locator = page.getByRole('heading', { level: 1 })) {
  await settled(page, shown);
  // Soft, so that one run lists the findings of every page rather than stopping at the first.
  expect.soft(await violations(page, where), `axe-core on ${where}`).toEqual([]);
}

/**
 * Every screen of the dashboard, walked from the app's own route table (web/src/routePaths.ts, from which
 * the router is built): a screen added there is checked here without editing this test. One signed-in
 * page is reused, one load per address.
 */
test('every screen has no serious or critical WCAG 2.1 A/AA violation (axe-core)', async ({ page }) => {
  const addresses = routePatterns().map(addressOf);
  test.setTimeout(testLimits.e2eTestMs + addresses.length * testLimits.e2ePageMs);

  await test.step('login, signed out', async () => {
    await page.goto(loginUrl);
    await check(page, loginUrl);
  });
  await logIn(page);

  for (const address of addresses) {
    await test.step(address, async () => {
      await page.goto(address);
      await check(page, address);
    });
  }

  await test.step("the overview's charts shown as tables, over 90 days", async () => {
    await page.goto(`${dashboardUrl}?period=90`);
    await settled(
      page,
      page.getByRole('region', { name: 'Top ten products' }).getByRole('button', { name: 'Show table' }),
    );
    for (const toggle of await page.getByRole('button', { name: 'Show table' }).all()) await toggle.click();
    await check(page, 'overview with tables', page.getByRole('table', { name: /^Top ten products/ }));
  });

  await test.step('not-found page', async () => {
    const address = `${dashboardUrl}/no-such-page`;
    await page.goto(address);
    await check(page, address, page.getByRole('heading', { name: 'Page not found' }));
  });

  await test.step('order detail dialog', async () => {
    await page.goto(addressOf('orders'));
    await page
      .getByRole('table', { name: 'Orders' })
      .getByRole('button', { name: /^Open order \d+$/ })
      .first()
      .click();
    await check(page, 'order detail dialog', page.getByRole('dialog', { name: /^Order \d+$/ }));
  });

  await test.step('internal transfer detail dialog', async () => {
    await page.goto(addressOf('stocks'));
    await page
      .getByRole('table', { name: 'Internal transfers' })
      .getByRole('button', { name: /^Open Internal Transfer \d+$/ })
      .first()
      .click();
    await check(page, 'internal transfer detail dialog', page.getByRole('dialog', { name: /^Internal Transfer \d+$/ }));
  });

  await test.step('Add Stock with a second, removable product line', async () => {
    await page.goto(addressOf('add/stock'));
    await page.getByRole('button', { name: 'Add Product' }).click();
    await check(page, 'Add Stock with two lines', page.getByRole('button', { name: 'Remove product line 2' }));
  });
});
