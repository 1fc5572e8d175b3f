// spec 3 §2.3 / §2.4 in Chromium: the Timeframe chosen by typing into the date range selector,
// View Results By Featured / Score, a status unticked in the Options panel, the choices kept in
// session storage, the keyboard and the browser's offset; screenshots at 375 and 1280 px in the light
// and dark themes.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ThemePreference } from '~/domain/accounts/theme-preference';
import {
  launchChromium,
  screenshot,
  themedContext,
  VIEWPORTS,
  visitHydrated,
  watchErrors,
} from '../helpers/browser';
import { startSeededTestWorkers, type TestWorkers } from '../helpers/workers';

// The seed's showcase player: featured tournaments, past results and upcoming events of every status.
const PLAYER = '/player/jordan-reyes';

let workers: TestWorkers;
let browser: Browser;

beforeAll(async () => {
  [workers, browser] = await Promise.all([startSeededTestWorkers(), launchChromium()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await workers?.dispose();
});

const LIGHT: ThemePreference = { theme: 'default-theme', dark: false };
const DARK: ThemePreference = { theme: 'default-theme', dark: true };

async function newPage(viewport: { width: number; height: number }, theme: ThemePreference = LIGHT) {
  const context = await themedContext(browser, workers.url, { viewport, theme, reducedMotion: true });
  const page = await context.newPage();
  return { page, errors: watchErrors(page), close: () => context.close() };
}

const query = (page: Page) => new URL(page.url()).searchParams;

test('typing "10 weeks" sets the timeframe; Featured and Score switch the lists; an unticked status leaves its rows out', async () => {
  const { page, errors, close } = await newPage(VIEWPORTS.desktop);
  await visitHydrated(page, workers.url, `${PLAYER}/schedule/1`);
  expect(await page.getByRole('button', { name: 'Featured', pressed: true }).count()).toBe(1);
  expect(await page.getByRole('heading', { name: 'My Featured Rounds' }).isVisible()).toBe(true);

  await page.getByRole('button', { name: 'Score' }).click();
  await expect.poll(() => query(page).get('view')).toBe('score');
  await page.getByRole('heading', { name: 'My Best Rounds' }).waitFor();
  expect(await page.getByRole('button', { name: 'Timeframe: Last 12 Months' }).count()).toBe(1);

  // The floating dialog: the search box has the focus; the typed range is the one option.
  await page.getByRole('button', { name: /^Timeframe:/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Timeframe' });
  await dialog.waitFor();
  await page.keyboard.type('10 weeks');
  const option = dialog.getByRole('radio', { name: 'Last 10 Weeks' });
  await option.waitFor({ state: 'attached' });
  // The radio itself is drawn by its label (the check mark shows the choice).
  await dialog.locator('label', { hasText: 'Last 10 Weeks' }).click();
  expect(await option.isChecked()).toBe(true);
  await screenshot(page, 'schedule-date-range-open-desktop');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => query(page).get('range')).toBe('last-10-weeks');
  await page.getByRole('button', { name: 'Timeframe: Last 10 Weeks' }).waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);

  // Choosing the same days again changes nothing (spec 3 §4).
  await page.getByRole('button', { name: /^Timeframe:/ }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  expect(query(page).get('range')).toBe('last-10-weeks');

  await page.getByRole('button', { name: 'Featured' }).click();
  await expect.poll(() => query(page).get('view')).toBe('featured');
  expect(query(page).get('range')).toBeNull();
  await page.getByRole('button', { name: 'Timeframe: All Time' }).waitFor();

  // Tab 0: untick Considering in the Options panel.
  await page.getByRole('link', { name: 'Events', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`${PLAYER}/schedule/0`);
  const upcoming = page.locator('.panel', { hasText: 'Upcoming Events' }).locator('table');
  await expect.poll(() => upcoming.getByText('Considering', { exact: true }).count()).toBeGreaterThan(0);
  await page.getByText('Options', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Considering' }).uncheck();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => query(page).getAll('status').sort()).toEqual(['1', '3', '4', '5', '6']);
  await expect.poll(() => upcoming.getByText('Considering', { exact: true }).count()).toBe(0);

  // Session storage: the plain address comes back with the stored choices.
  await visitHydrated(page, workers.url, `${PLAYER}/schedule/0`);
  await expect.poll(() => query(page).getAll('status').sort()).toEqual(['1', '3', '4', '5', '6']);
  expect(errors).toEqual([]);
  await close();
}, 120_000);

test("from the keyboard: the selector opens on Enter with the search box focused, Escape closes it; the browser's offset joins the address", async () => {
  // A visitor in Chicago (UTC−6 in winter, −5 in summer): the page adds the browser's offset.
  const chicago = await browser.newContext({ viewport: VIEWPORTS.desktop, timezoneId: 'America/Chicago' });
  const page = await chicago.newPage();
  const errors = watchErrors(page);
  await visitHydrated(page, workers.url, `${PLAYER}/schedule/1`);
  await expect.poll(() => ['300', '360'].includes(query(page).get('tz') ?? '')).toBe(true);
  const trigger = page.getByRole('button', { name: /^Timeframe:/ });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Timeframe' }).waitFor();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('placeholder')))
    .toBe('Custom Range: 10 Weeks, 6 Months, etc.');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await expect.poll(() => trigger.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(errors).toEqual([]);
  await chicago.close();
}, 60_000);

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  for (const [themeName, theme] of [
    ['light', LIGHT],
    ['dark', DARK],
  ] as const) {
    test(`the schedule at ${viewport.width} px, ${themeName}: My Results with the selector open, Events with the options`, async () => {
      const { page, errors, close } = await newPage(viewport, theme);
      await visitHydrated(page, workers.url, `${PLAYER}/schedule/1`);
      await page.evaluate(() => document.fonts.ready);
      await page.getByRole('button', { name: /^Timeframe:/ }).click();
      await page.getByRole('dialog', { name: 'Timeframe' }).waitFor();
      await page.keyboard.type('months');
      await page.getByRole('radio', { name: 'Last 36 Months' }).waitFor({ state: 'attached' });
      await screenshot(page, `schedule-results-${width}-${themeName}`);
      await page.keyboard.press('Escape');
      await visitHydrated(page, workers.url, `${PLAYER}/schedule/0`);
      await page.getByText('Options', { exact: true }).click();
      await screenshot(page, `schedule-events-${width}-${themeName}`);
      expect(errors).toEqual([]);
      await close();
    }, 60_000);
  }
}
