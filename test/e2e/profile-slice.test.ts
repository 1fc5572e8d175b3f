import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, screenshot, VIEWPORTS, watchErrors } from '../helpers/browser';
import { createPlayer } from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let browser: BrowserContext;

beforeAll(async () => {
  [workers, browser] = await Promise.all([startTestWorkers(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await workers?.dispose();
});

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test(`the profile summary shows the player from D1 and hydrates (${viewportName})`, async () => {
    const player = await createPlayer(workers.db, {
      firstName: 'Avery',
      lastName: 'Brooks',
      about: 'Committed to play college golf; 3.9 GPA; loves links golf.',
    });
    const page = await browser.newPage();
    await page.setViewportSize(viewport);
    const errors = watchErrors(page);

    await page.goto(new URL(`/player/${player.username}/summary`, workers.url).href);

    await expect
      .poll(() => page.getByRole('heading', { name: 'Avery Brooks' }).first().isVisible())
      .toBe(true);
    expect(
      await page.getByText('Committed to play college golf; 3.9 GPA; loves links golf.').isVisible(),
    ).toBe(true);
    // No picture stored: the default image is shown instead of a broken one (spec 1 §2).
    const image = page.locator('img[alt="Avery Brooks"]').first();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // Hydration finished without errors.
    await page.waitForFunction(() => '__remixContext' in window);
    expect(errors).toEqual([]);
    await screenshot(page, `profile-summary-${viewportName}`);
    await page.close();
  });
}

test('an unknown player redirects the browser to the home page', async () => {
  const page = await browser.newPage();
  await page.goto(new URL('/player/no-such-player/summary', workers.url).href);
  expect(new URL(page.url()).pathname).toBe('/');
  await page.close();
});
