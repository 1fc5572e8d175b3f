// The Stat Probability - View Shots tab of the compare page in Chromium (spec 2 §2 shot map viewer,
// §4 shot map, §9 map): the stat cards of a demo player, ticking a stat, the viewer opened
// from View Shots (maplibre requested only then), hole navigation, the zoom modes, Show Yards, the
// rounds picker; axe on the card and the viewer at 375 and 1280 px in the light and dark themes.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ThemePreference } from '~/domain/accounts/theme-preference';
import { axeViolations } from '../helpers/axe';
import {
  launchChromium,
  SCREENSHOT_DIR,
  screenshot,
  themedContext,
  VIEWPORTS,
  watchErrors,
} from '../helpers/browser';
import { startSeededTestWorkers, type TestWorkers } from '../helpers/workers';

// A player whose latest round has a drive into a penalty area and the relief after it (hole 9).
const PAGE = '/player/zoe-anderson/stats?tab=stat-probability';

let workers: TestWorkers;
let browser: Browser;

beforeAll(async () => {
  [workers, browser] = await Promise.all([startSeededTestWorkers(), launchChromium()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await workers?.dispose();
});

function newContext(width: keyof typeof VIEWPORTS, theme: ThemePreference): Promise<BrowserContext> {
  return themedContext(browser, workers.url, { viewport: VIEWPORTS[width], theme, reducedMotion: true });
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

async function openTab(page: Page): Promise<void> {
  await page.goto(new URL(PAGE, workers.url).href, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.locator('.stat-probability__card').first().waitFor({ timeout: 30_000 });
}

async function openViewer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'View Shots', exact: true }).first().click();
  await page.getByRole('dialog', { name: 'View Shots' }).waitFor();
  await page
    .locator('.shot-map__canvas[data-map-state="ready"]')
    .waitFor({ state: 'attached', timeout: 30_000 });
}

const holeLabel = (page: Page) => page.getByTestId('shot-map-hole').textContent();

/** On to the round's hole whose shot list notes relief before a shot (hole 9 of the latest round). */
async function toReliefHole(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'View Shots' });
  for (let i = 0; i < 18 && (await dialog.locator('.shot-map__note').count()) === 0; i++)
    await dialog.getByRole('button', { name: 'Next hole' }).click();
  await dialog.locator('.shot-map__note').first().waitFor();
}

test('stat cards, a ticked stat, and the shot map: maplibre only once View Shots opens', async () => {
  const context = await newContext('desktop', { theme: 'default-theme', dark: false });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const scripts = watchScripts(page);
  await openTab(page);
  const card = page.locator('.stat-probability').first();
  await expect.poll(() => card.getByRole('group').count()).toBeGreaterThan(1);
  // The map's code waits for the viewer.
  await page.waitForTimeout(300);
  expect(scripts.filter((script) => /maplibre|shot-map-viewer\.client/.test(script))).toEqual([]);

  // Ticking a stat narrows the holes to those where it happened: its own card reads 100 %.
  const holes = () => card.locator('.stat-probability__summary strong').textContent();
  const before = Number(await holes());
  const parOrBetter = card.getByRole('checkbox', { name: /^Par or Better/ });
  await parOrBetter.check();
  await expect.poll(async () => Number(await holes())).toBeLessThan(before);
  await expect
    .poll(() => card.locator('[data-active="true"] .stat-probability__percent').textContent())
    .toBe('100% of holes');
  await card.getByRole('button', { name: 'Clear ticked stats' }).click();
  await expect.poll(async () => Number(await holes())).toBe(before);

  await openViewer(page);
  expect(scripts.some((script) => /shot-map-viewer\.client-[\w-]+\.js$/.test(script))).toBe(true);
  const dialog = page.getByRole('dialog', { name: 'View Shots' });
  const canvas = dialog.locator('.shot-map__canvas');
  expect(await dialog.locator('canvas').getAttribute('aria-label')).toMatch(/^Shot map of hole \d+/);

  // spec 2 §4: hole navigation wraps through the holes present.
  const first = await holeLabel(page);
  await dialog.getByRole('button', { name: 'Next hole' }).click();
  expect(await holeLabel(page)).not.toBe(first);
  await dialog.getByRole('button', { name: 'Previous hole' }).click();
  expect(await holeLabel(page)).toBe(first);

  // Zoom modes: green, a chosen shot (free), back to hole on navigation.
  await dialog.getByRole('button', { name: 'Green View' }).click();
  await expect.poll(() => canvas.getAttribute('data-view')).toBe('green');
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/shot-map-green-view.png` });
  // The hole's shots are a table (lies, distances, strokes gained); a shot's number shows it.
  await dialog
    .getByRole('table', { name: /^Shots of hole \d+,/ })
    .getByRole('button', { name: /^Show shot \d+ on the map$/ })
    .first()
    .click();
  await expect.poll(() => canvas.getAttribute('data-view')).toBe('free');
  expect(await dialog.getByRole('button', { name: 'Green View' }).getAttribute('aria-pressed')).toBe('false');
  await dialog.getByRole('button', { name: 'Next hole' }).click();
  await expect.poll(() => canvas.getAttribute('data-view')).toBe('hole');

  // The Rules records (decision 111): the penalty's kind after its strokes, and the relief before
  // the next shot with its rule and where the ball lay.
  await toReliefHole(page);
  const shotList = dialog.getByRole('table', { name: /^Shots of hole \d+,/ });
  await expect
    .poll(() => shotList.locator('.shot-map__lies').first().textContent())
    .toMatch(/^Tee → Penalty area \(\+1 penalty stroke: penalty area\)$/);
  expect(await shotList.locator('.shot-map__note').first().textContent()).toMatch(
    /^After penalty relief for a penalty area \(Rule 17\.1d\), from Penalty area \d+ yds$/,
  );

  // Show Yards: a marker per shot, in yards or feet (spec 2 §9).
  await dialog.getByRole('button', { name: 'Show Yards', exact: true }).click();
  await expect.poll(() => dialog.locator('.shot-map__yardage').count()).toBeGreaterThan(0);
  expect(await dialog.locator('.shot-map__yardage').first().textContent()).toMatch(/^\d+ (yds|ft)$/);

  // The rounds picker: All, then Close.
  await dialog.getByRole('button', { name: /^Rounds showing: \d+$/ }).click();
  const picker = page.getByRole('dialog', { name: 'Rounds Showing' });
  await picker.waitFor();
  await picker.getByRole('button', { name: 'All' }).click();
  await picker.getByRole('button', { name: 'Close' }).last().click();
  await picker.waitFor({ state: 'detached' });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/shot-map-viewer.png` });
  await page.keyboard.press('Escape');
  await screenshot(page, 'stat-probability-desktop-light');
  await dialog.waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);

describe.concurrent('axe', () => {
  for (const width of ['mobile', 'desktop'] as const) {
    for (const dark of [false, true]) {
      const name = `${width}-${dark ? 'dark' : 'light'}`;
      test(`the card and the viewer pass axe (${name})`, async () => {
        const context = await newContext(width, { theme: 'default-theme', dark });
        const page = await context.newPage();
        await openTab(page);
        const scan = async (include: string) =>
          (await axeViolations(page, { include })).map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
        expect(await scan('.stat-probability')).toEqual([]);
        await openViewer(page);
        await toReliefHole(page);
        expect(await scan('.shot-map-dialog')).toEqual([]);
        await page.getByRole('button', { name: /^Rounds showing: \d+$/ }).click();
        await page.getByRole('dialog', { name: 'Rounds Showing' }).waitFor();
        expect(await scan('.rounds-picker')).toEqual([]);
        await page
          .getByRole('dialog', { name: 'Rounds Showing' })
          .getByRole('button', { name: 'Close' })
          .last()
          .click();
        // The dialog as it is seen (a full-page picture would stretch the page behind it).
        await page.screenshot({ path: `${SCREENSHOT_DIR}/shot-map-${name}.png` });
        await context.close();
      }, 120_000);
    }
  }
});
