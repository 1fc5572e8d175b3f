import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { augustaNational, loadAugustaGeoJson } from '../../db/seed/courses';
import { launchBrowser, screenshot, VIEWPORTS, watchErrors } from '../helpers/browser';
import { createGuideCourse, createSeedCourse } from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let browser: BrowserContext;
const AUGUSTA_ID = 1;

beforeAll(async () => {
  [workers, browser] = await Promise.all([startTestWorkers(), launchBrowser()]);
  await createSeedCourse(workers.db, augustaNational(AUGUSTA_ID, loadAugustaGeoJson()));
  await createGuideCourse(workers.db, { name: 'Longleaf Pines Golf Club', city: 'Pinehurst', state: 'NC' });
});
afterAll(async () => {
  await browser?.close();
  await workers?.dispose();
});

function url(path: string): string {
  return new URL(path, workers.url).href;
}

/** Every script the page requests from now on. */
function watchScripts(page: Page): Array<string> {
  const scripts: Array<string> = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(request.url()))
      scripts.push(request.url());
  });
  return scripts;
}

/** Colours in the element's pixels (quantised), and the share that differs from the background. */
async function pixelVariety(page: Page, element: Locator, background: string) {
  const png = (await element.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, background }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const [br, bg, bb] = [1, 3, 5].map((i) => Number.parseInt(background.slice(i, i + 2), 16));
      const colours = new Set<number>();
      let other = 0;
      for (let i = 0; i < data.length; i += 4) {
        const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
        colours.add(((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4));
        if (Math.abs(r - (br ?? 0)) + Math.abs(g - (bg ?? 0)) + Math.abs(b - (bb ?? 0)) > 24) other++;
      }
      return { colours: colours.size, share: other / (data.length / 4) };
    },
    { png, background },
  );
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test(`the course guide: list, Augusta, a hole on the map (${viewportName})`, async () => {
    const page = await browser.newPage();
    await page.setViewportSize(viewport);
    const errors = watchErrors(page);

    await page.goto(url('/cgr'), { waitUntil: 'load' });
    await page.waitForFunction(() => '__remixContext' in window);
    const augustaLink = page.getByRole('link', { name: 'Augusta National Golf Club' });
    expect(await augustaLink.isVisible()).toBe(true);
    expect(await page.getByText('© OpenStreetMap contributors, ODbL').first().isVisible()).toBe(true);
    await screenshot(page, `cgr-list-${viewportName}`);

    await augustaLink.click();
    await page.waitForURL(/\/cgr\/1$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Augusta National Golf Club' }).isVisible())
      .toBe(true);
    // The Masters tee: 7,555 yds over 18 holes, par 72 (db/seed/data/README.md).
    expect(await page.getByText('Masters7,555 yds').isVisible()).toBe(true);
    expect(await page.getByText('Par 72').first().isVisible()).toBe(true);
    await screenshot(page, `cgr-course-${viewportName}`);

    // Amen Corner: the 12th.
    await page.getByRole('link', { name: 'Hole 12', exact: true }).click();
    await page.waitForURL(/hole=12/);
    const map = page.locator('.hole-map__canvas[data-map-state="ready"][data-hole="12"]');
    await map.waitFor({ state: 'attached', timeout: 30_000 });
    // Let the fonts and the last frame settle before reading pixels.
    await page.waitForTimeout(500);
    const frame = page.locator('.hole-map__frame');
    await frame.scrollIntoViewIfNeeded();
    const variety = await pixelVariety(page, frame, '#24412f');
    expect(variety.colours).toBeGreaterThan(6);
    expect(variety.share).toBeGreaterThan(0.25);
    expect(await page.getByRole('heading', { level: 2, name: 'Hole 12' }).isVisible()).toBe(true);
    await screenshot(page, `cgr-hole-${viewportName}`);
    await frame.screenshot({ path: `test-results/screenshots/cgr-hole-map-${viewportName}.png` });

    // The next hole reuses the map.
    await page.getByRole('link', { name: 'Next hole' }).click();
    await page
      .locator('.hole-map__canvas[data-map-state="ready"][data-hole="13"]')
      .waitFor({ state: 'attached', timeout: 30_000 });

    // Metric keeps the hole and shows metres.
    await page.getByRole('link', { name: /Metric/ }).click();
    await page.waitForURL(/prefersMetric=true/);
    expect(page.url()).toContain('hole=13');
    await expect.poll(() => page.getByText('Masters7,555 yds').count()).toBe(0);
    // Each hole's yards in metres, added up: 6,907 m.
    expect(await page.locator('.tee-chip').first().textContent()).toBe('Masters6,907 m');
    await page.locator('.hole-map__canvas[data-map-state="ready"]').waitFor({ state: 'attached' });
    await screenshot(page, `cgr-hole-metric-${viewportName}`);

    expect(errors).toEqual([]);
    await page.close();
  });
}

test('maplibre loads only when a hole map is shown', async () => {
  const page = await browser.newPage();
  await page.setViewportSize(VIEWPORTS.desktop);
  const scripts = watchScripts(page);
  await page.goto(url(`/cgr/${AUGUSTA_ID}`), { waitUntil: 'load' });
  await page.waitForFunction(() => '__remixContext' in window);
  await page.waitForTimeout(300);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => /maplibre|hole-map/.test(script))).toEqual([]);

  await page.getByRole('link', { name: 'Hole 1', exact: true }).click();
  await page
    .locator('.hole-map__canvas[data-map-state="ready"]')
    .waitFor({ state: 'attached', timeout: 30_000 });
  expect(scripts.some((script) => /hole-map\.client-[\w-]+\.js$/.test(script))).toBe(true);
  await page.close();
});

test('a hole map opened by its address renders after hydration', async () => {
  const page = await browser.newPage();
  await page.setViewportSize(VIEWPORTS.mobile);
  const errors = watchErrors(page);
  await page.goto(url(`/cgr/${AUGUSTA_ID}?hole=16&prefersMetric=True`), { waitUntil: 'load' });
  await page
    .locator('.hole-map__canvas[data-map-state="ready"][data-hole="16"]')
    .waitFor({ state: 'attached', timeout: 30_000 });
  expect(await page.getByRole('link', { name: 'Imperial' }).getAttribute('href')).toBe(
    `/cgr/${AUGUSTA_ID}?hole=16&prefersMetric=false`,
  );
  expect(errors).toEqual([]);
  await page.close();
});
