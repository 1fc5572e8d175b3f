// Issue 30 §1: the shot map (maplibre and the viewer's code) is not requested with the page. On a
// phone (decision 077) My Rounds' map — on its page and in the dashboard's section — starts only when
// the reader asks for it (the stand-in's button or a tapped score), and in the dashboard's section not
// before the section nears the viewport; on a wide screen it starts once its place nears the viewport.

import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { accounts } from '../../db/schema/accounts';
import { launchChromium, themedContext, VIEWPORTS, visitHydrated } from '../helpers/browser';
import { sessionCookieFor } from '../helpers/factories';
import { startSeededTestWorkers, type TestWorkers } from '../helpers/workers';

const PLAYER = 'jordan-reyes';
const MAP_SCRIPT = /\/assets\/(maplibre[^/]*|shot-map-viewer\.client-[^/]*|hole-map-style-[^/]*)\.js$/;

let workers: TestWorkers;
let browser: Browser;
let cookie: string;

beforeAll(async () => {
  [workers, browser] = await Promise.all([startSeededTestWorkers(), launchChromium()]);
  const [player] = await workers.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.username, PLAYER));
  if (!player) throw new Error(`the seed has no ${PLAYER}`);
  cookie = await sessionCookieFor(workers.db, player.id);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await workers?.dispose();
});

/** The map scripts the page requests from now on. */
function watchMapScripts(page: Page): Array<string> {
  const scripts: Array<string> = [];
  page.on('request', (request) => {
    if (MAP_SCRIPT.test(new URL(request.url()).pathname)) scripts.push(request.url());
  });
  return scripts;
}

/** How far below the viewport's bottom edge the element starts, in CSS pixels. */
function distanceBelowFold(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().top - window.innerHeight);
}

test.each([['the dashboard', '/dashboard', true, 'section.dash-section:has(h2:text-is("My Rounds"))']])(
  'on %s the map script is requested only once the map nears the viewport',
  async (_name, path, signedIn, mapPlace) => {
    const context = await themedContext(browser, workers.url, {
      viewport: { width: VIEWPORTS.mobile.width, height: 700 },
      theme: { theme: 'default-theme', dark: false },
      session: signedIn ? cookie : null,
    });
    const page = await context.newPage();
    const scripts = watchMapScripts(page);
    await visitHydrated(page, workers.url, path);
    await page.waitForTimeout(1500);
    // My Rounds starts well below the first screen of a phone, past the loading margin.
    expect(await distanceBelowFold(page, mapPlace)).toBeGreaterThan(600);
    expect(scripts).toEqual([]);

    await page.locator(mapPlace).first().scrollIntoViewIfNeeded();
    // The section's rounds have come; on a phone the map waits for the reader.
    const ask = page.getByRole('button', { name: 'Show the shot map' });
    await ask.waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    expect(scripts).toEqual([]);
    await ask.click();
    await page
      .locator('.shot-map__canvas[data-map-state="ready"]')
      .waitFor({ state: 'attached', timeout: 60_000 });
    expect(scripts.length).toBeGreaterThan(0);
    await context.close();
  },
  120_000,
);

test.each([
  ['a phone', VIEWPORTS.mobile, true],
  ['a wide screen', VIEWPORTS.desktop, false],
])(
  'on My Rounds on %s the document names no map script; the map loads after hydration, on a phone once asked',
  async (_name, viewport, onRequest) => {
    const context = await themedContext(browser, workers.url, {
      viewport,
      theme: { theme: 'default-theme', dark: false },
    });
    const page = await context.newPage();
    const scripts = watchMapScripts(page);
    const response = await page.goto(new URL(`/player/${PLAYER}/my-rounds`, workers.url).href, {
      waitUntil: 'domcontentloaded',
    });
    expect(await response?.text()).not.toMatch(/maplibre|shot-map-viewer\.client|hole-map-style/);
    await page.waitForSelector('html[data-hydrated="true"]');
    const ask = page.getByRole('button', { name: 'Show the shot map' });
    if (onRequest) {
      await page.waitForTimeout(1500);
      expect(scripts).toEqual([]);
      await ask.click();
    } else {
      expect(await ask.isVisible()).toBe(false);
    }
    await page
      .locator('.shot-map__canvas[data-map-state="ready"]')
      .waitFor({ state: 'attached', timeout: 60_000 });
    expect(scripts.length).toBeGreaterThan(0);
    await context.close();
  },
  120_000,
);

test('on My Rounds on a phone a tapped score starts the map at that hole', async () => {
  const context = await themedContext(browser, workers.url, {
    viewport: VIEWPORTS.mobile,
    theme: { theme: 'default-theme', dark: false },
  });
  const page = await context.newPage();
  await visitHydrated(page, workers.url, `/player/${PLAYER}/my-rounds`);
  const rows = page.locator('.my-scorecard__round');
  const index = await rows.evaluateAll((all) =>
    all.findIndex((row) => row.querySelectorAll('td > button').length >= 5),
  );
  const cell = rows.nth(index).locator('td > button').nth(4);
  const hole = await cell.getAttribute('data-hole');
  await cell.click();
  await page
    .locator('.shot-map__canvas[data-map-state="ready"]')
    .waitFor({ state: 'attached', timeout: 60_000 });
  await expect.poll(() => page.getByTestId('shot-map-hole').textContent()).toBe(`Hole ${hole}`);
  await context.close();
}, 120_000);

// Issue 31 §6: a part loaded after the page fails alone. With the map's scripts unreachable, My Rounds
// says so where the map would be and keeps its rounds; the error page does not replace it.
test('on My Rounds a map whose script cannot load says so in its place; the rounds stay', async () => {
  const context = await themedContext(browser, workers.url, {
    viewport: VIEWPORTS.desktop,
    theme: { theme: 'default-theme', dark: false },
  });
  const page = await context.newPage();
  await page.route(MAP_SCRIPT, (route) => route.abort('connectionfailed'));
  await visitHydrated(page, workers.url, `/player/${PLAYER}/my-rounds`);
  const failure = page.getByRole('alert').filter({ hasText: 'The shot map could not be loaded.' });
  await failure.waitFor({ timeout: 60_000 });
  expect(await failure.getByRole('button', { name: 'Reload the page' }).isVisible()).toBe(true);
  expect(await page.locator('.my-scorecard__round').count()).toBeGreaterThan(0);
  expect(await page.locator('.error-page').count()).toBe(0);
  await page.screenshot({ path: 'test-results/screenshots/lazy-part-failed-map.png' });
  await context.close();
}, 120_000);
