// The player dashboard in Chromium (spec 3 §2.1; spec 2 "Dashboard header", §4 overview loading): the
// seed's showcase player signs in, the other groups' menu entries fill in after the first, the group,
// standard, mode and hole count are switched (and come back after a reload), chips and grid rows are
// toggled, and the window narrows below 1350 and 800 px. Photographed at 375, 800, 1280 and 1900 px in
// the light and dark themes.
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ThemePreference } from '~/domain/accounts/theme-preference';
import { accounts } from '../../db/schema/accounts';
import { dashboardPreferences } from '../../db/schema/dashboard';
import { launchChromium, screenshot, themedContext, visitHydrated, watchErrors } from '../helpers/browser';
import { sessionCookieFor } from '../helpers/factories';
import { startSeededTestWorkers, type TestWorkers } from '../helpers/workers';

const USERNAME = 'jordan-reyes';
const WIDTHS = [375, 800, 1280, 1900] as const;

let workers: TestWorkers;
let browser: Browser;
let playerCookie: string;

beforeAll(async () => {
  [workers, browser] = await Promise.all([startSeededTestWorkers(), launchChromium()]);
  const [player] = await workers.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.username, USERNAME));
  if (!player) throw new Error(`the seed has no ${USERNAME}`);
  playerCookie = await sessionCookieFor(workers.db, player.id);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await workers?.dispose();
});

function newContext(width: number, theme: ThemePreference): Promise<BrowserContext> {
  return themedContext(browser, workers.url, {
    viewport: { width, height: 900 },
    theme,
    session: playerCookie,
  });
}

function visit(page: Page, path: string): Promise<void> {
  return visitHydrated(page, workers.url, path);
}

/** Runs a change and waits for the choices to be saved. */
async function saved(page: Page, change: () => Promise<unknown>): Promise<void> {
  await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/dashboard'),
    ),
    change(),
  ]);
}

function assessment(page: Page) {
  return page.locator('.dash-section').nth(1);
}

test('a player switches group, standard, mode and hole count, toggles chips and rows, and narrows the window', async () => {
  const context = await newContext(1400, { theme: 'default-theme', dark: false });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await visit(page, '/dashboard');

  // The selected group is in the document; the others of the mode load after it (spec 2 §4).
  await expect
    .poll(() => page.getByRole('heading', { name: 'Recent Performance Assessment' }).count())
    .toBe(1);
  await page.getByRole('button', { name: 'Recent Performance' }).first().click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  await expect.poll(() => menu.locator('[data-status="loading"]').count(), { timeout: 15_000 }).toBe(0);
  expect(await menu.getByRole('menuitemradio').count()).toBe(5);

  // Group: Best 3 Rounds (one overview per round).
  await saved(page, () => menu.getByRole('menuitemradio', { name: /Best 3 Rounds/ }).click());
  await page.getByRole('heading', { name: 'Best 3 Rounds Assessment' }).waitFor();
  await page.getByRole('button', { name: 'Best Round', exact: true }).waitFor();

  // Standard: the standards row takes its name.
  await saved(page, () => page.getByLabel('Standard', { exact: true }).selectOption('hcp-10'));
  await assessment(page).getByRole('rowheader', { name: '10 Handicap' }).waitFor();

  // Chips: one off (struck through), hide all, show all.
  const cards = page.locator('.dash-card');
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(1);
  const chip = page.locator('.dash-chip').first();
  await chip.click();
  expect(await chip.getAttribute('aria-pressed')).toBe('false');
  expect(await chip.locator('.dash-chip__name').evaluate((e) => getComputedStyle(e).textDecorationLine)).toBe(
    'line-through',
  );
  expect(await cards.count()).toBe(shown - 1);
  await page.getByRole('button', { name: 'Hide all', exact: true }).click();
  expect(await cards.count()).toBe(0);
  await page.getByRole('button', { name: 'Show all', exact: true }).click();
  expect(await cards.count()).toBe(shown);

  // Grid rows: one eye, then the header's eye (none hidden → hides all; then shows all).
  const rows = assessment(page).locator('tbody tr');
  await rows.first().locator('.dash-eye').click();
  expect(await rows.first().getAttribute('data-hidden')).toBe('true');
  const allEye = assessment(page).locator('thead .dash-eye');
  await allEye.click();
  expect(await rows.evaluateAll((list) => list.every((r) => r.getAttribute('data-hidden') === 'false'))).toBe(
    true,
  );
  await allEye.click();
  expect(await rows.evaluateAll((list) => list.every((r) => r.getAttribute('data-hidden') === 'true'))).toBe(
    true,
  );
  await allEye.click();

  // Category above 1350 px: the slider; the grid shows the category's stats.
  await saved(page, () => page.locator('.dash-category__wide').getByRole('button', { name: 'Putt' }).click());
  await assessment(page).getByRole('columnheader', { name: 'Putt: made' }).waitFor();

  // Mode: Assessment opens its default group, Recent.
  await saved(page, () => page.getByRole('button', { name: 'Assessment', exact: true }).click());
  await page.getByRole('heading', { name: 'Recent Assessment' }).waitFor();

  // Hole count: 9 Hole, then back to 18.
  await saved(page, () => page.getByRole('button', { name: '9 Hole' }).click());
  expect(await page.getByRole('button', { name: '9 Hole' }).getAttribute('aria-pressed')).toBe('true');
  await expect.poll(() => page.locator('.dash-section[aria-busy="true"]').count()).toBe(0);
  await saved(page, () => page.getByRole('button', { name: '18 Hole' }).click());

  // The choices come back after a reload.
  await visit(page, '/dashboard');
  await page.getByRole('heading', { name: 'Recent Assessment' }).waitFor();
  expect(
    await page.getByRole('button', { name: 'Assessment', exact: true }).getAttribute('aria-pressed'),
  ).toBe('true');
  expect(await page.getByLabel('Standard', { exact: true }).inputValue()).toBe('hcp-10');

  // Up to 1350 px the category is a dropdown.
  await page.setViewportSize({ width: 1200, height: 900 });
  expect(await page.locator('.dash-category__wide').isVisible()).toBe(false);
  expect(await page.locator('.dash-category__narrow select').isVisible()).toBe(true);
  await saved(page, () => page.locator('.dash-category__narrow select').selectOption('Approach'));
  await assessment(page).getByRole('columnheader', { name: 'Approach: made' }).waitFor();

  // Under 800 px the cards expand and collapse.
  await page.setViewportSize({ width: 700, height: 900 });
  const card = page.locator('.dash-card').first();
  const toggle = card.locator('.dash-card__toggle');
  expect(await toggle.isVisible()).toBe(true);
  await toggle.click();
  expect(await card.locator('.dash-card__body').isVisible()).toBe(false);
  await toggle.click();
  expect(await card.locator('.dash-card__body').isVisible()).toBe(true);

  // A reload while the later groups load aborts their requests: that is the browser's doing, not an error.
  expect(errors.filter((error) => !error.includes('AbortError'))).toEqual([]);
  await context.close();
}, 120_000);

test('screenshots of the dashboard and data-analysis at 375, 800, 1280 and 1900 px, light and dark', async () => {
  // The default choices (the test above saved others).
  await workers.db.delete(dashboardPreferences);
  for (const dark of [false, true]) {
    for (const width of WIDTHS) {
      const context = await newContext(width, { theme: 'default-theme', dark });
      const page = await context.newPage();
      await visit(page, '/dashboard');
      await page.locator('.dash-card').first().waitFor();
      // My Rounds fetches its rounds once it nears the viewport: its scorecard replaces the placeholder.
      await page.getByRole('heading', { name: 'My Rounds' }).scrollIntoViewIfNeeded();
      await page.locator('.my-scorecard__round').first().waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(700);
      // Nothing widens the page: wide tables scroll inside their regions.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `dashboard-${width}-${dark ? 'dark' : 'light'}`);
      if (width === 375 || width === 1280) {
        await visit(page, `/player/${USERNAME}/data-analysis`);
        await page.waitForTimeout(300);
        await screenshot(page, `data-analysis-${width}-${dark ? 'dark' : 'light'}`);
      }
      await context.close();
    }
  }
}, 180_000);
