// Download my data (issue 21 point 6) in Chromium: the settings page's card passes axe at 375 and
// 1280 px in the light and dark themes, and its links download the account's files by their names.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { axeViolations } from '../helpers/axe';
import { launchChromium, screenshot, themedContext, VIEWPORTS, visitHydrated } from '../helpers/browser';
import {
  createCourse,
  createPlayer,
  createRound,
  daysFromToday,
  sessionCookieFor,
} from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let browser: Browser;
let session: string;

beforeAll(async () => {
  [workers, browser] = await Promise.all([startTestWorkers(), launchChromium()]);
  const player = await createPlayer(workers.db, { firstName: 'Nia', lastName: 'Park' });
  const course = await createCourse(workers.db, { name: 'Download Dunes' });
  await createRound(workers.db, {
    accountId: player.id,
    courseId: course.id,
    playedOn: daysFromToday(-2),
    score: 74,
  });
  session = await sessionCookieFor(workers.db, player.id);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await workers?.dispose();
});

for (const width of ['mobile', 'desktop'] as const) {
  for (const dark of [false, true]) {
    test(`the Download my data card at ${width} ${dark ? 'dark' : 'light'}: no axe violation`, async () => {
      const context = await themedContext(browser, workers.url, {
        viewport: VIEWPORTS[width],
        theme: { theme: 'default-theme', dark },
        session,
        reducedMotion: true,
      });
      const page = await context.newPage();
      await visitHydrated(page, workers.url, '/dashboard/settings');
      const card = page.locator('.dash__data');
      await expect.poll(() => card.isVisible()).toBe(true);
      const violations = await axeViolations(page, { include: '.dash__data' });
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `my-data-${width}-${dark ? 'dark' : 'light'}`);
      await context.close();
    });
  }
}

test('the links download the spreadsheet and the CSVs named after the player', async () => {
  const context = await themedContext(browser, workers.url, {
    viewport: VIEWPORTS.desktop,
    theme: { theme: 'default-theme', dark: false },
    session,
  });
  const page = await context.newPage();
  await visitHydrated(page, workers.url, '/dashboard/settings');
  const day = new Date().toISOString().slice(0, 10);
  for (const [text, name] of [
    ['Spreadsheet (.xlsx): rounds, tournaments and stats', `Nia-Park-My-Data-${day}.xlsx`],
    ['Rounds (CSV)', `Nia-Park-My-Data-Rounds-${day}.csv`],
    ['Tournaments (CSV)', `Nia-Park-My-Data-Tournaments-${day}.csv`],
    ['Stats (CSV)', `Nia-Park-My-Data-Stats-${day}.csv`],
  ]) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: text }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(name);
    expect(await download.failure()).toBeNull();
  }
  await context.close();
});
