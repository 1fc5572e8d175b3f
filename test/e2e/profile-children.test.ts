import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, SCREENSHOT_DIR, screenshot, VIEWPORTS, watchErrors } from '../helpers/browser';
import { startSeededTestWorkers, type TestWorkers } from '../helpers/workers';

// The demo data anchored today: the showcase player Jordan Reyes has rounds, events past and upcoming,
// featured tournaments with notes, news with images, links and videos, photos and swing videos.
const USERNAME = 'jordan-reyes';

let workers: TestWorkers;
let browser: BrowserContext;

beforeAll(async () => {
  [workers, browser] = await Promise.all([startSeededTestWorkers(), launchBrowser()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await workers?.dispose();
});

/** Every child of the side navigation, with what its page must show once loaded. */
const CHILDREN: Array<{ group: string; link: string; path: string; heading: RegExp; shot: string }> = [
  { group: 'My Apps', link: 'Summary', path: '/summary', heading: /^Performance Trends$/, shot: 'summary' },
  { group: 'My Apps', link: 'Schedule', path: '/schedule/0', heading: /^Schedule$/, shot: 'schedule' },
  { group: 'My Apps', link: 'My Rounds', path: '/my-rounds', heading: /^My Rounds$/, shot: 'my-rounds' },
  { group: 'My Apps', link: 'Player Resume', path: '/resume', heading: /^Player Resume$/, shot: 'resume' },
  {
    group: 'Available Apps',
    link: 'Compare Stats',
    path: '/stats',
    heading: /^Compare Stats$/,
    shot: 'stats',
  },
  {
    group: 'Available Apps',
    link: 'Round Assessment',
    path: '/data-analysis',
    heading: /^Round Assessment$/,
    shot: 'data-analysis',
  },
  {
    group: 'Coming Soon',
    link: 'Swing Videos',
    path: '/gallery',
    heading: /^Swing Videos$/,
    shot: 'gallery',
  },
  {
    group: 'Coming Soon',
    link: 'Reports',
    path: '/report-viewer',
    heading: /^Reports$/,
    shot: 'report-viewer',
  },
];

async function newPage(viewport: {
  width: number;
  height: number;
}): Promise<{ page: Page; errors: Array<string> }> {
  const page = await browser.newPage();
  await page.setViewportSize(viewport);
  // Embedded video players would reach the network; the test stays offline.
  await page.route(/youtube(-nocookie)?\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title>' }),
  );
  return { page, errors: watchErrors(page) };
}

/** Follows a side-navigation link like a visitor: through the drawer on a phone, opening its group. */
async function followNav(page: Page, group: string, link: string, mobile: boolean): Promise<void> {
  if (mobile) await page.getByRole('button', { name: 'Open profile menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Profile' });
  const details = nav.locator('details', { has: page.locator('summary', { hasText: group }) });
  if (!(await details.evaluate((element: HTMLDetailsElement) => element.open))) {
    await details.locator('summary').click();
  }
  await nav.getByRole('link', { name: link, exact: true }).click();
  if (mobile) {
    // The drawer (a dialog) closes over 0.4 s (spec 1 §9 header collapse) and then leaves the page.
    await page.getByRole('dialog', { name: 'Profile menu' }).waitFor({ state: 'detached' });
  }
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  const mobile = viewportName === 'mobile';

  test(`every child of the side navigation renders its data and hydrates (${viewportName})`, async () => {
    const { page, errors } = await newPage(viewport);
    await page.goto(new URL(`/player/${USERNAME}/summary`, workers.url).href);
    await page.waitForFunction(() => '__remixRouter' in window);

    // Hydrated: the chart set switcher answers a click.
    const lastTen = page.getByRole('button', { name: 'Last 10', exact: true });
    await lastTen.click();
    await expect.poll(() => lastTen.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Best 10', exact: true }).click();

    for (const child of CHILDREN) {
      await followNav(page, child.group, child.link, mobile);
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/player/${USERNAME}${child.path}`);
      await expect
        .poll(() => page.getByRole('heading', { level: 2, name: child.heading }).first().isVisible())
        .toBe(true);
      await page.waitForLoadState('load');
      await page.evaluate(() => document.fonts.ready);
      // Scroll through once so that lazy images below the fold are in the picture too.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(300);
      await screenshot(page, `profile-child-${child.shot}-${viewportName}`);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  test(`a news item opens in the article dialog (${viewportName})`, async () => {
    const { page, errors } = await newPage(viewport);
    await page.goto(new URL(`/player/${USERNAME}/summary`, workers.url).href);
    await page.waitForFunction(() => '__remixRouter' in window);
    const news = page.getByRole('region', { name: 'Recent News' });
    const first = news.getByRole('button').first();
    const header = (await first.locator('.news-card__header').textContent()) ?? '';
    await first.click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('heading').first().textContent()).toBe(header);
    await page.waitForTimeout(300);
    // The dialog is fixed to the window: a picture of the window, not of the whole page.
    await page.screenshot({ path: `${SCREENSHOT_DIR}/profile-child-news-dialog-${viewportName}.png` });
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  test(`Performance Trends: the chart-details dialog lists the chart's rounds; the spider chart has every set (${viewportName})`, async () => {
    const { page, errors } = await newPage(viewport);
    await page.goto(new URL(`/player/${USERNAME}/summary`, workers.url).href);
    await page.waitForFunction(() => '__remixRouter' in window);
    const spider = page.getByRole('region', { name: /^Category performance vs / });
    expect(await spider.locator('svg.radar polygon[stroke]').count()).toBe(4);
    // Its table: a row per category, a column per set.
    expect(await spider.locator('tbody tr').count()).toBe(5);
    expect(await spider.locator('thead th').count()).toBe(1 + 4);
    await page.getByRole('button', { name: 'Last 10', exact: true }).click();
    await page.getByRole('button', { name: 'Chart details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Last 10 Rounds' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // spec 3 §2.4: 640 px wide (less the margins on a phone); name, course, length, score and par.
    // (Polled: the dialog grows into place.)
    await expect
      .poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0))
      .toBe(mobile ? viewport.width - 32 : 640);
    expect(await dialog.locator('thead th').allTextContents()).toEqual([
      'Round',
      'Course',
      'Length',
      'Score',
      'Par',
    ]);
    expect(await dialog.locator('tbody tr').count()).toBe(10);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/profile-child-chart-details-${viewportName}.png` });
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
}

test('My Rounds shows its scorecard and the schedule switches to My Results', async () => {
  const { page, errors } = await newPage(VIEWPORTS.desktop);
  await page.goto(new URL(`/player/${USERNAME}/my-rounds`, workers.url).href);
  await page.waitForFunction(() => '__remixRouter' in window);
  await expect.poll(() => page.locator('table.my-scorecard__table').isVisible()).toBe(true);
  expect(await page.locator('table.my-scorecard__table thead th', { hasText: 'Total' }).count()).toBe(1);
  await screenshot(page, 'profile-child-scorecard-desktop');

  await page.goto(new URL(`/player/${USERNAME}/schedule/0`, workers.url).href);
  await page.waitForFunction(() => '__remixRouter' in window);
  await page.getByRole('link', { name: 'My Results' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/player/${USERNAME}/schedule/1`);
  await expect
    .poll(() => page.getByRole('heading', { name: 'My Featured Tournaments' }).isVisible())
    .toBe(true);
  await screenshot(page, 'profile-child-schedule-results-desktop');
  expect(errors).toEqual([]);
  await page.close();
});
