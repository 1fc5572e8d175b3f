// Issue 33 §3 coach watch lists, in Chromium against the built Worker with the demo data: a coach
// filters the class of 2027 women in Texas who average 75 or better, saves two of them to a watch
// list from the results, opens the list and compares the two on the compare page; at a phone's width
// and a laptop's. Screenshots of the list pages at 375 and 1280 px, light and dark.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_COACH_ACCOUNT_ID } from '../../db/seed/watch-lists';
import { launchChromium, screenshot, themedContext, VIEWPORTS, watchErrors } from '../helpers/browser';
import { createCoach, sessionCookieFor } from '../helpers/factories';
import { startSeededTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let browser: Browser;

beforeAll(async () => {
  [workers, browser] = await Promise.all([startSeededTestWorkers(), launchChromium()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await workers?.dispose();
});

const LIGHT = { theme: 'default-theme', dark: false } as const;
const DARK = { theme: 'default-theme', dark: true } as const;

/** The result whose name is `name`, as shown at this width (cards on a phone, table rows on a laptop). */
function resultOf(page: Page, name: string) {
  return page.locator('.discovery-card:visible, .discovery-table tbody tr:visible').filter({ hasText: name });
}

async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]');
}

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test(`a coach saves two recruits from discovery to a list and compares them (${width})`, async () => {
    const coach = await createCoach(workers.db, { firstName: 'Riley', lastName: `Scout${width}` });
    const context = await themedContext(browser, workers.url, {
      viewport,
      theme: LIGHT,
      session: coach.cookie,
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    let pages = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) pages += 1;
    });
    const started = performance.now();

    await page.goto(new URL('/golf/search?type=account', workers.url).href);
    await hydrated(page);
    await page.getByText('Filter players by class, place and statistics').click();
    await page.getByLabel('Class from').fill('2027');
    await page.getByLabel('Class to').fill('2027');
    await page.getByLabel('Gender').selectOption('F');
    await page.getByLabel('State').selectOption('TX');
    await page.getByLabel('Average to').fill('75');
    await page.getByRole('button', { name: 'Show players' }).click();
    await page.waitForURL(/avgMax=75/);
    await hydrated(page);

    // No list yet: the first save makes one; the second goes to it.
    await resultOf(page, 'Chloe Bennett')
      .getByRole('button', { name: /Save to a watch list/ })
      .click();
    await page.getByText('Chloe Bennett saved to “My watch list”.').waitFor();
    await resultOf(page, 'Amara Nwosu').getByRole('button', { name: /^Save/ }).click();
    await page.getByText('Amara Nwosu saved to “My watch list”.').waitFor();
    expect(new URL(page.url()).searchParams.get('avgMax')).toBe('75');
    await screenshot(page, `watch-save-discovery-${width}`);

    await page.goto(new URL('/watch-lists', workers.url).href);
    await hydrated(page);
    await page.getByRole('link', { name: 'My watch list' }).click();
    await page.waitForURL(/\/watch-lists\/\d+$/);
    await hydrated(page);
    const cards = page.locator('.watch-card');
    await expect.poll(() => cards.count()).toBe(2);
    expect(await page.locator('.watch-card .discovery-card__name').allInnerTexts()).toEqual(
      ['Chloe Bennett', 'Amara Nwosu'].sort(
        (a, b) => a.split(' ')[1]?.localeCompare(b.split(' ')[1] ?? '') ?? 0,
      ),
    );
    await screenshot(page, `watch-list-new-${width}`);

    await page.getByLabel('Player', { exact: true }).selectOption({ label: 'Chloe Bennett' });
    await page.getByLabel('Compared with').selectOption({ label: 'Amara Nwosu' });
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await page.waitForURL(/\/player\/[^/]+\/stats\?hash=\d+/);
    await hydrated(page);
    const main = page.locator('main');
    await expect.poll(async () => ((await main.textContent()) ?? '').includes('Amara Nwosu')).toBe(true);
    expect(await main.textContent()).toContain('Chloe Bennett');
    await screenshot(page, `watch-list-compare-${width}`);
    console.log(
      `watch-list flow (${width}): ${pages} page loads, ${((performance.now() - started) / 1000).toFixed(2)} s`,
    );
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
}

test('the demo coach’s list and lists page at 375 and 1280 px, light and dark', async () => {
  const session = await sessionCookieFor(workers.db, DEMO_COACH_ACCOUNT_ID);
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    for (const [name, theme] of [
      ['light', LIGHT],
      ['dark', DARK],
    ] as const) {
      const context = await themedContext(browser, workers.url, { viewport, theme, session });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(new URL('/watch-lists', workers.url).href);
      await hydrated(page);
      await expect.poll(() => page.getByRole('link', { name: 'Texas recruits' }).count()).toBe(1);
      await screenshot(page, `watch-lists-${width}-${name}`);
      await page.goto(new URL('/watch-lists/1', workers.url).href);
      await hydrated(page);
      expect(await page.locator('.watch-card').count()).toBe(3);
      await screenshot(page, `watch-list-demo-${width}-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  }
}, 120_000);
