// Issue 33 §1 discovery, in Chromium against the built Worker with the demo data: a coach filters
// the class of 2027 women in Texas who average 75 or better, at a phone's width and a laptop's, with
// and without JavaScript; the filters stay in the address; screenshots of both widths.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, screenshot, VIEWPORTS, watchErrors } from '../helpers/browser';
import { startSeededTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let browser: BrowserContext;

beforeAll(async () => {
  [workers, browser] = await Promise.all([startSeededTestWorkers(), launchBrowser()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await workers?.dispose();
});

/** The names the visible results show: the cards on a phone, the table's rows on a laptop. */
async function visibleNames(page: Page): Promise<Array<string>> {
  return page
    .locator('.discovery-card__name a:visible, .discovery-table__player a:visible')
    .allInnerTexts()
    .then((names) => names.map((name) => name.trim()));
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`a coach finds the class of 2027 women in Texas averaging 75 or better (${name})`, async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.setViewportSize(viewport);
    const started = performance.now();
    let pages = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) pages += 1;
    });
    await page.goto(new URL('/golf/search?type=account', workers.url).href);
    await page.getByText('Filter players by class, place and statistics').click();
    await page.getByLabel('Class from').fill('2027');
    await page.getByLabel('Class to').fill('2027');
    await page.getByLabel('Gender').selectOption('F');
    await page.getByLabel('State').selectOption('TX');
    await page.getByLabel('Average to').fill('75');
    await page.getByRole('button', { name: 'Show players' }).click();
    await page.waitForURL(/avgMax=75/);
    await page.locator('.search-results__count').waitFor();

    const address = new URL(page.url());
    expect(Object.fromEntries(address.searchParams)).toMatchObject({
      gradMin: '2027',
      gradMax: '2027',
      gender: 'F',
      state: 'TX',
      avgMax: '75',
    });
    // A client navigation changes the URL before React draws the new results: wait for them.
    await expect
      .poll(() => visibleNames(page))
      .toEqual(expect.arrayContaining(['Chloe Bennett', 'Amara Nwosu']));
    const names = await visibleNames(page);
    expect(names.length).toBeGreaterThanOrEqual(2);
    await screenshot(page, `discovery-coach-${name}`);
    console.log(
      `discovery flow (${name}): ${pages} page loads, ${((performance.now() - started) / 1000).toFixed(2)} s`,
    );

    // The shared link opens the same results in a fresh page.
    const shared = await browser.newPage();
    await shared.setViewportSize(viewport);
    await shared.goto(address.href);
    expect(await visibleNames(shared)).toEqual(names);
    await shared.close();
    expect(errors).toEqual([]);
    await page.close();
  });
}

test('without JavaScript the filter form submits and the table sorts by its headers', async () => {
  const context = await browser
    .browser()
    ?.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.desktop });
  const page = (await context?.newPage()) ?? (await browser.newPage());
  await page.goto(new URL('/golf/search?type=account&gender=F&sort=avg', workers.url).href);
  const averages = async () =>
    (await page.locator('.discovery-table tbody tr td:nth-child(6)').allInnerTexts()).map((text) =>
      text.trim(),
    );
  const ascending = (await averages()).filter((text) => /^\d/.test(text)).map(Number);
  expect(ascending.length).toBeGreaterThan(3);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await screenshot(page, 'discovery-table-desktop');
  await page.getByRole('link', { name: /^Average/ }).click();
  await page.waitForURL(/dir=desc/);
  // The URL changes before React draws the new order: wait for the first row to change.
  const numbers = async () => (await averages()).filter((text) => /^\d/.test(text)).map(Number);
  await expect.poll(async () => ((await numbers())[0] ?? 0) > (ascending[0] ?? 0)).toBe(true);
  const descending = await numbers();
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  await context?.close();
});
