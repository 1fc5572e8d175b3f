// My Rounds and View Shots in Chromium (spec 3 §2.1, §2.2, §4): the grouped scorecard's expand and
// collapse cycle, the round name's delayed tooltip, a clicked cell focusing its round and hole on the
// map, Filter Holes by Stat, rounds picked with a quick filter and with the search, View Shots as a
// dialog and as a page; a hole without coordinates opened with its shots listed, a round without any
// coordinates listed without a map, unfinished rounds included from the round list (issue 29);
// screenshots at 375 and 1280 px in the light and dark themes.
import type { Browser, BrowserContext, Page } from 'playwright-core';
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
import { apiTokenFor, createPlayer, daysFromToday, sessionCookieFor } from '../helpers/factories';
import { courseWithoutCoordinates, exampleCourse, exampleRound, withoutCoordinates } from '../helpers/ingest';
import { seededAccountId } from '../helpers/showcase';
import { startSeededTestWorkers, type TestWorkers } from '../helpers/workers';

const PLAYER = '/player/jordan-reyes';

let workers: TestWorkers;
let browser: Browser;
/** A player whose tracker lost its GPS (issue 29): a round half without coordinates, one without any. */
let tracker: { path: string; halfMapped: number; unmapped: number };

beforeAll(async () => {
  [workers, browser] = await Promise.all([startSeededTestWorkers(), launchChromium()]);
  tracker = await trackerWithoutCoordinates();
}, 180_000);

/**
 * Through the ingest API: a course whose holes 10 to 18 have no coordinates and a round on it whose
 * back nine has neither a pin nor shot positions; a course and a round without any coordinates.
 */
async function trackerWithoutCoordinates() {
  const player = await createPlayer(workers.db, { firstName: 'Gps', lastName: 'Lost' });
  const token = await apiTokenFor(workers.db, player.id);
  const post = async (path: string, body: unknown) => {
    const response = await workers.fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    expect(response.status, path).toBe(201);
    return (await response.json()) as { roundId: number };
  };
  const course = exampleCourse('half', 'Half Mapped Links');
  const bare = courseWithoutCoordinates('half');
  await post('/api/v1/courses', {
    ...course,
    holes: course.holes.map((h, i) => (i < 9 ? h : bare.holes[i])),
  });
  await post('/api/v1/courses', courseWithoutCoordinates('none', 'Unmapped Hills'));
  const round = exampleRound({
    clientRoundId: 'half-1',
    clientCourseId: 'half',
    startedAt: `${daysFromToday(-2)}T08:40:00`,
  });
  const blind = withoutCoordinates(round);
  const half = await post('/api/v1/rounds', {
    ...round,
    holes: round.holes.map((hole, i) => (i < 9 ? hole : blind.holes[i])),
  });
  const none = await post(
    '/api/v1/rounds',
    withoutCoordinates(
      exampleRound({
        clientRoundId: 'none-1',
        clientCourseId: 'none',
        startedAt: `${daysFromToday(-4)}T08:40:00`,
      }),
    ),
  );
  return { path: `/player/${player.username}`, halfMapped: half.roundId, unmapped: none.roundId };
}
afterAll(async () => {
  await browser?.close();
  await workers?.dispose();
});

function newContext(width: keyof typeof VIEWPORTS, theme: ThemePreference): Promise<BrowserContext> {
  return themedContext(browser, workers.url, { viewport: VIEWPORTS[width], theme, reducedMotion: true });
}

function visit(page: Page, path: string): Promise<void> {
  return visitHydrated(page, workers.url, path);
}

const mapReady = (scope: Page | ReturnType<Page['locator']>) =>
  scope.locator('.shot-map__canvas[data-map-state="ready"]').waitFor({ state: 'attached', timeout: 30_000 });

/** On a phone My Rounds shows the map once asked (decision 077): the stand-in's button asks. */
async function askForMap(page: Page): Promise<void> {
  const ask = page.getByRole('button', { name: 'Show the shot map' });
  if (await ask.isVisible()) await ask.click();
}

const roundRows = (page: Page) => page.locator('.my-scorecard__round');

test('My Rounds: expand and collapse, a cell focuses the map, stats filter holes, quick filter and search pick rounds', async () => {
  const context = await newContext('desktop', { theme: 'default-theme', dark: false });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const scripts: Array<string> = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const response = await page.goto(new URL(`${PLAYER}/my-rounds`, workers.url).href, { waitUntil: 'load' });
  // The map's code is never in the first load: the document links none of it.
  expect(await response?.text()).not.toMatch(/maplibre|shot-map-viewer\.client/);
  await page.waitForSelector('html[data-hydrated="true"]');
  await expect.poll(() => roundRows(page).count()).toBe(6);

  // spec 3 §4: the top control collapses all from expanded, a group's toggle makes it mixed, the top
  // control collapses all again from mixed, then expands all from collapsed.
  const top = page.locator('.my-scorecard__bar button');
  // Each state is polled: a click's re-render may land a frame after the click returns.
  const expansion = () => top.getAttribute('data-expansion');
  await expect.poll(expansion).toBe('expanded');
  await top.click();
  await expect.poll(expansion).toBe('collapsed');
  await expect.poll(() => roundRows(page).filter({ visible: true }).count()).toBe(0);
  await page.locator('.my-scorecard__group-head .my-scorecard__toggle').first().click();
  const groups = await page.locator('.my-scorecard__group').count();
  if (groups > 1) await expect.poll(expansion).toBe('mixed');
  await top.click();
  await expect.poll(expansion).toBe('collapsed');
  await top.click();
  await expect.poll(expansion).toBe('expanded');
  await expect.poll(() => roundRows(page).filter({ visible: true }).count()).toBe(6);

  // spec 3 §2.1: the round name's tooltip shows after 1500 ms of hover, not before.
  await roundRows(page).first().locator('.my-scorecard__round-name').hover();
  await page.waitForTimeout(700);
  expect(await page.getByRole('tooltip').count()).toBe(0);
  await page.getByRole('tooltip').waitFor({ timeout: 2000 });
  await page.mouse.move(0, 0);

  // spec 3 §2.1: clicking a cell focuses that round and hole on the map.
  await mapReady(page);
  // Not the first round (the map opens on it), and one that holds a fifth hole: the demo data ends on
  // the day it is seeded, so which rounds are short or unfinished depends on the date.
  const rowIndex = await roundRows(page).evaluateAll((rows) =>
    rows.findIndex((row, index) => index > 0 && row.querySelectorAll('td > button').length >= 5),
  );
  expect(rowIndex).toBeGreaterThan(0);
  const row = roundRows(page).nth(rowIndex);
  const cell = row.locator('td > button').nth(4);
  const hole = await cell.getAttribute('data-hole');
  const roundId = await row.getAttribute('data-round');
  await cell.click();
  await expect.poll(() => page.getByTestId('shot-map-hole').textContent()).toBe(`Hole ${hole}`);
  await expect
    .poll(() => page.locator('.shot-map__canvas').getAttribute('data-settled'), { timeout: 10_000 })
    .toBe(`${roundId}:${hole}`);
  await expect.poll(() => cell.getAttribute('aria-current')).toBe('true');
  expect(scripts.some((s) => /shot-map-viewer\.client-[\w-]+\.js$/.test(s))).toBe(true);

  // Filter Holes by Stat: missed greens only; its own card reads 100 %.
  await page.getByRole('button', { name: /^Filter Holes by Stat/ }).click();
  const filter = page.getByRole('dialog', { name: 'Filter Holes by Stat' });
  await filter
    .getByRole('checkbox', { name: /^Green Missed\b/ })
    .first()
    .click();
  await page.waitForURL(/stats=missedGreenInRegulation/);
  await expect
    .poll(() => filter.locator('[data-flag="missedGreenInRegulation"] .stat-filter__percent').textContent())
    .toBe('100%');
  await filter.getByRole('button', { name: 'Clear' }).click();
  await page.waitForURL((url) => !url.search.includes('stats='));
  await filter.getByRole('button', { name: 'Done' }).click();

  // A quick filter: Past 12 Months, applied from the round list.
  await page.locator('.my-rounds__chip').click();
  const list = page.getByRole('dialog', { name: 'Select Rounds' });
  await list.getByLabel('Selected Rounds').selectOption('Past 12 Months');
  await list.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(/select=Past\+12\+Months/);
  await expect
    .poll(() => page.locator('.my-rounds__chip').textContent())
    .toMatch(/^Past 12 Months · \d+ rounds$/);

  // The search: nothing for nonsense; a course name finds rounds, and ticking one makes it Custom.
  await page.locator('.my-rounds__chip').click();
  await list.getByPlaceholder('Search').fill('qqqzzzxxy');
  await list.getByText('No Matching Rounds').waitFor();
  await list.getByRole('button', { name: 'Clear Selections' }).click();
  const name = (await roundRows(page).first().locator('.my-scorecard__round-name').textContent()) ?? '';
  await list.getByPlaceholder('Search').fill(name.split(' ')[0] ?? name);
  const option = list.locator('.round-list__round').first();
  await option.waitFor();
  const picked = await option.getAttribute('data-round');
  await option.locator('input').check();
  await list.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(new RegExp(`select=Custom&rounds=${picked}(&|$)`));
  await expect.poll(() => roundRows(page).count()).toBe(1);

  expect(errors).toEqual([]);
  await context.close();
}, 120_000);

test('View Shots as a dialog from My Rounds and as a page', async () => {
  const context = await newContext('desktop', { theme: 'default-theme', dark: false });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await visit(page, `${PLAYER}/my-rounds`);
  await page.getByRole('button', { name: 'View Shots', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'View Shots' });
  await dialog.waitFor();
  await mapReady(dialog);
  // The dialog's scorecard is grouped by Round: one group per round.
  await expect.poll(() => dialog.locator('.my-scorecard__group').count()).toBe(6);
  const box = await dialog.boundingBox();
  expect(box?.width).toBeCloseTo(1280 * 0.9, -1);
  // Dragged by its header.
  const header = dialog.locator('.view-shots-dialog__header');
  const start = await header.boundingBox();
  if (start) {
    await page.mouse.move(start.x + 40, start.y + 10);
    await page.mouse.down();
    await page.mouse.move(start.x + 100, start.y + 60, { steps: 4 });
    await page.mouse.up();
    const moved = await header.boundingBox();
    expect(Math.round((moved?.x ?? 0) - start.x)).toBe(60);
  }
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });

  await visit(page, `${PLAYER}/view-shots`);
  await page.getByRole('heading', { name: 'View Shots' }).waitFor();
  await mapReady(page);
  await page.getByRole('button', { name: 'My Rounds', exact: true }).click();
  await page.getByRole('dialog', { name: 'My Rounds' }).waitFor();
  await page.keyboard.press('Escape');
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);

test('a score of a hole without coordinates opens that hole and lists its shots (issue 29)', async () => {
  const context = await newContext('desktop', { theme: 'default-theme', dark: false });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await visit(page, `${tracker.path}/my-rounds?select=Custom&rounds=${tracker.halfMapped}`);
  // The map opens on the first hole with shot positions.
  await mapReady(page);
  await expect.poll(() => page.getByTestId('shot-map-hole').textContent()).toBe('Hole 1');
  const row = page.locator(`.my-scorecard__round[data-round="${tracker.halfMapped}"]`);
  const cell = row.locator('td > button[data-hole="12"]');
  await cell.click();
  await expect.poll(() => page.getByTestId('shot-map-hole').textContent()).toBe('Hole 12');
  // The scorecard marks the hole once the map reports it shown (the render after the map's).
  await expect.poll(() => cell.getAttribute('aria-current')).toBe('true');
  // No map for it, a note instead; its shots are listed with lies, distances and strokes gained.
  await page.getByText('No shot positions were recorded on this hole.').waitFor();
  expect(await page.locator('.shot-map__frame').count()).toBe(0);
  const table = page.getByRole('table', { name: /^Shots of hole 12,/ });
  await table.waitFor();
  const rows = table.locator('tbody tr');
  // Hole 12 (par 4, the third of a run): drive, approach into the rough, chip, two putts.
  await expect.poll(() => rows.count()).toBe(5);
  const cells = (index: number) => rows.nth(index).locator('th, td').allTextContents();
  const strokesGained = expect.stringMatching(/^([+−]\d\.\d\d|0\.00)$/);
  expect(await cells(0)).toEqual(['1Tee', 'Tee → Fairway', '398 yds', '148 yds', strokesGained]);
  expect(await cells(4)).toEqual(['5Putt', 'Green → Holed', '2 ft', 'Holed', strokesGained]);
  // Back to a hole with coordinates: the map again.
  await row.locator('td > button[data-hole="3"]').click();
  await expect.poll(() => page.getByTestId('shot-map-hole').textContent()).toBe('Hole 3');
  await mapReady(page);
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);

test('View Shots of a round without any coordinates lists its shots, without an empty map', async () => {
  const context = await newContext('desktop', { theme: 'default-theme', dark: false });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await visit(page, `${tracker.path}/view-shots?select=Custom&rounds=${tracker.unmapped}`);
  await page.getByText(/No shot positions were recorded in this round/).waitFor();
  await page.getByRole('table', { name: /^Shots of hole 1,/ }).waitFor();
  expect(await page.locator('.shot-map__frame, .shot-map__canvas').count()).toBe(0);
  await page.getByRole('button', { name: 'Next hole' }).click();
  await page.getByRole('table', { name: /^Shots of hole 2,/ }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);

test('unfinished rounds: left out of Last 6 Rounds, included and marked from the round list', async () => {
  const context = await newContext('desktop', { theme: 'default-theme', dark: false });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await visit(page, `${PLAYER}/my-rounds`);
  await expect.poll(() => roundRows(page).count()).toBe(6);
  expect(await page.locator('.my-scorecard .chip--unfinished').count()).toBe(0);
  await page.locator('.my-rounds__chip').click();
  const list = page.getByRole('dialog', { name: 'Select Rounds' });
  await list.getByLabel('Include unfinished rounds').check();
  // The list shows the demo player's unfinished rounds, marked.
  await expect.poll(() => list.locator('.chip--unfinished').count()).toBeGreaterThan(0);
  expect(await list.locator('.chip--unfinished').first().textContent()).toMatch(
    /^Unfinished · \d+ of (9|18) holes$/,
  );
  await list.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(/unfinished=include/);
  await expect
    .poll(() => page.locator('.my-rounds__chip').textContent())
    .toBe('Last 6 Rounds · 6 rounds · unfinished included');
  await expect.poll(() => page.locator('.my-scorecard .chip--unfinished').count()).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);

/** The open dialog's frame as drawn: fixed over the page, on an opaque surface, inside the window. */
function dialogFrame(page: Page) {
  return page.getByRole('dialog').evaluate((dialog) => {
    const style = getComputedStyle(dialog);
    const box = dialog.getBoundingClientRect();
    return {
      position: style.position,
      opaque: style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent',
      inside:
        box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight,
    };
  });
}

// Issue 31 §3: the dialogs own their styles, so the dashboard's My Rounds opens them as the page does.
test('Filter Holes by Stat and the round list open as overlays on My Rounds and on the dashboard', async () => {
  const session = await sessionCookieFor(workers.db, await seededAccountId(workers.db));
  for (const width of ['mobile', 'desktop'] as const) {
    const context = await themedContext(browser, workers.url, {
      viewport: VIEWPORTS[width],
      theme: { theme: 'default-theme', dark: false },
      session,
      reducedMotion: true,
    });
    const page = await context.newPage();
    for (const path of [`${PLAYER}/my-rounds`, '/dashboard']) {
      await visit(page, path);
      // The dashboard fetches its My Rounds section once it nears the viewport.
      if (path === '/dashboard') {
        await page.locator('.dash-section h2', { hasText: 'My Rounds' }).scrollIntoViewIfNeeded();
      }
      await page.getByRole('button', { name: /^Filter Holes by Stat/ }).click();
      await page.getByRole('dialog', { name: 'Filter Holes by Stat' }).waitFor();
      expect(await dialogFrame(page), `${path} ${width}: Filter Holes by Stat`).toEqual({
        position: 'fixed',
        opaque: true,
        inside: true,
      });
      await page.screenshot({
        path: `test-results/screenshots/stat-filter-${path === '/dashboard' ? 'dashboard' : 'my-rounds'}-${width}.png`,
      });
      await page.keyboard.press('Escape');
      await page.locator('.my-rounds__chip').click();
      await page.getByRole('dialog', { name: 'Select Rounds' }).waitFor();
      expect(await dialogFrame(page), `${path} ${width}: Select Rounds`).toEqual({
        position: 'fixed',
        opaque: true,
        inside: true,
      });
      await page.keyboard.press('Escape');
    }
    await context.close();
  }
}, 120_000);

test('screenshots at 375 and 1280 px, light and dark', async () => {
  for (const width of ['mobile', 'desktop'] as const) {
    for (const dark of [false, true]) {
      const context = await newContext(width, { theme: 'default-theme', dark });
      const page = await context.newPage();
      const name = `${VIEWPORTS[width].width}-${dark ? 'dark' : 'light'}`;
      await visit(page, `${PLAYER}/my-rounds`);
      if (width === 'mobile') await screenshot(page, `my-rounds-map-on-request-${name}`);
      await askForMap(page);
      await mapReady(page);
      await page.waitForTimeout(500);
      await screenshot(page, `my-rounds-${name}`);
      await page.getByRole('button', { name: /^Filter Holes by Stat/ }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(200);
      await page.screenshot({ path: `test-results/screenshots/my-rounds-stat-filter-${name}.png` });
      await page.keyboard.press('Escape');
      await page.locator('.my-rounds__chip').click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(200);
      await page.screenshot({ path: `test-results/screenshots/my-rounds-round-list-${name}.png` });
      await page.keyboard.press('Escape');
      await visit(page, `${PLAYER}/view-shots`);
      await mapReady(page);
      await page.waitForTimeout(500);
      await screenshot(page, `view-shots-${name}`);
      // Issue 29: unfinished rounds included and marked; the round list with them ticked in.
      await visit(page, `${PLAYER}/my-rounds?unfinished=include`);
      await askForMap(page);
      await mapReady(page);
      await page.waitForTimeout(500);
      await screenshot(page, `my-rounds-unfinished-${name}`);
      await page.locator('.my-rounds__chip').click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(200);
      await page.screenshot({ path: `test-results/screenshots/my-rounds-round-list-unfinished-${name}.png` });
      await page.keyboard.press('Escape');
      // A hole without coordinates opened from the scorecard, and a round without any on View Shots.
      await visit(page, `${tracker.path}/my-rounds?select=Custom&rounds=${tracker.halfMapped}`);
      await askForMap(page);
      await mapReady(page);
      await page.locator('.my-scorecard__round td > button[data-hole="12"]').click();
      await page.getByText('No shot positions were recorded on this hole.').waitFor();
      await page.waitForTimeout(300);
      await screenshot(page, `my-rounds-hole-without-coordinates-${name}`);
      await visit(page, `${tracker.path}/view-shots?select=Custom&rounds=${tracker.unmapped}`);
      await page.getByRole('table', { name: /^Shots of hole 1,/ }).waitFor();
      await page.waitForTimeout(300);
      await screenshot(page, `view-shots-without-coordinates-${name}`);
      await context.close();
    }
  }
}, 180_000);
