// Compare Stats as a coach uses it, in Chromium (spec 2 §2–§5): signed in, the header opens, a second
// player is picked (like for like, both sides named by player and selection: issue 29), the left
// side's rounds are changed with Select Rounds, tabs switch (and the metrics table scrolls to their
// column), a hole is stepped through on the shot map, and the saved comparison reopens from its
// address. Every tab is photographed at 375 and 1280 px in the light and dark themes, and checked at
// 375, 768 and 1280 px for a column cut short.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ThemePreference } from '~/domain/accounts/theme-preference';
import { COMPARE_TABS, TAB_COLUMN } from '~/domain/stats/compare-config';
import { associatedPlayers } from '~/routes/player.$username.stats.associated-players.server';
import { accounts } from '../../db/schema/accounts';
import {
  launchChromium,
  SCREENSHOT_DIR,
  screenshot,
  themedContext,
  VIEWPORTS,
  visitHydrated,
  watchErrors,
} from '../helpers/browser';
import {
  createAccount,
  createCourse,
  createPlayer,
  createRound,
  daysFromToday,
  sessionCookieFor,
} from '../helpers/factories';
import { startSeededTestWorkers, type TestWorkers } from '../helpers/workers';

const PAGE = '/player/jordan-reyes/stats';

let workers: TestWorkers;
let browser: Browser;
let coachCookie: string;
/** jordan-reyes against the first player associated with him, chosen with Compare By Player. */
let twoPlayers: string;
let mateName: string;

beforeAll(async () => {
  [workers, browser] = await Promise.all([startSeededTestWorkers(), launchChromium()]);
  const coach = await createAccount(workers.db, {
    firstName: 'Casey',
    lastName: 'Coach',
    username: 'casey-coach',
  });
  coachCookie = await sessionCookieFor(workers.db, coach.id);
  const [player] = await workers.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.username, 'jordan-reyes'));
  const [mate] = await associatedPlayers(workers.db, null, player?.id ?? 0, workers.shards);
  if (!mate) throw new Error('the seed has no player associated with jordan-reyes');
  mateName = mate.playerName;
  const chosen = await workers.fetch(PAGE, {
    method: 'POST',
    body: new URLSearchParams({ intent: 'player', accountId: String(mate.accountId) }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: workers.url.origin },
  });
  twoPlayers = chosen.headers.get('location') ?? '';
  if (!twoPlayers.includes('hash=')) throw new Error(`choosing a player answered ${chosen.status}`);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await workers?.dispose();
});

function newContext(width: keyof typeof VIEWPORTS, theme: ThemePreference): Promise<BrowserContext> {
  return themedContext(browser, workers.url, { viewport: VIEWPORTS[width], theme, session: coachCookie });
}

function visit(page: Page, path: string): Promise<void> {
  return visitHydrated(page, workers.url, path);
}

/** The metrics table's horizontal position and the focused column's box relative to it. */
function metricsView(page: Page, column: string) {
  return page.evaluate((name) => {
    const region = document.querySelector<HTMLElement>('.compare-metrics .table-scroll');
    const header = region?.querySelector<HTMLElement>(`[data-column="${name}"]`);
    if (!region || !header) return null;
    const box = region.getBoundingClientRect();
    const cell = header.getBoundingClientRect();
    return {
      visible: cell.left >= box.left - 1 && cell.left < box.right,
      focused: header.classList.contains('is-focused'),
    };
  }, column);
}

test('a coach compares two players, changes the rounds, switches tabs, steps a hole and reopens the comparison', async () => {
  const context = await newContext('desktop', { theme: 'default-theme', dark: false });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await visit(page, PAGE);

  // spec 2 §4 Header: starts collapsed and initializing, opens 500 ms later.
  const header = page.locator('.compare-header');
  await expect.poll(() => header.getAttribute('data-open')).toBe('true');
  expect(await header.getAttribute('data-initializing')).toBe('false');

  // Compare By Player: the picker lists the associated players; one is chosen.
  await page.getByRole('button', { name: 'Choose Player' }).click();
  const picker = page.getByRole('dialog');
  await picker.waitFor();
  const first = picker.getByRole('row').nth(1);
  const name = ((await first.getByRole('cell').nth(1).textContent()) ?? '').trim();
  expect(name).not.toBe('');
  await first.getByRole('checkbox').check();
  await picker.getByRole('button', { name: /Apply|Compare/ }).click();
  await page.waitForURL(/hash=\d+/);
  await expect
    .poll(() => page.getByRole('heading', { name: `${name}'s Shots to Green Accuracy` }).count())
    .toBe(1);
  expect(await page.getByRole('button', { name: 'End Comparison' }).count()).toBe(1);
  // Like for like: the chosen player's Last 10 Rounds against the coach's page player's Last 10
  // Rounds, each side named by its player and selection in the metrics table and on its card.
  const sides = ['Jordan Reyes — Last 10 Rounds', `${name} — Last 10 Rounds`];
  expect(await page.locator('.compare-metrics__table tbody th').allTextContents()).toEqual(sides);
  expect(await page.locator('.compare-card__descriptor-label').allTextContents()).toEqual(sides);
  expect(await page.locator('main').textContent()).not.toMatch(/Left Selection|Right Selection|Best 10/);
  // Counts say over what: greens in regulation of greens.
  expect(
    await page.locator('.compare-metrics__table td[data-metric="Approach"]').first().textContent(),
  ).toMatch(/^\d+%\d+\/\d+ greens$/);

  // Select Rounds: the left side becomes a Scoring filter at or under 75.
  const before = page.url();
  await page.getByRole('button', { name: 'Select Rounds' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Rounds' });
  await dialog.waitFor();
  const left = dialog.locator('.compare-panel--left');
  await left.getByRole('button', { name: 'Scoring', exact: true }).click();
  await left.getByLabel('Max Score').fill('75');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => page.url()).not.toBe(before);
  await dialog.waitFor({ state: 'detached' });
  await expect
    .poll(() => page.locator('.compare-card--left .compare-card__descriptor-label').textContent())
    .toBe('Jordan Reyes — Rounds of 75 or Better');
  // The descriptor's details: the Scoring filter's lines.
  await page.locator('.compare-card--left .compare-card__descriptor-toggle').click();
  await expect
    .poll(() => page.locator('.compare-card--left .compare-card__lines').textContent())
    .toContain('Max Score75');

  // Tabs: each one is part of the address, and the metrics table follows to its column.
  for (const [tab, title, column] of [
    ['putts', 'Putts', 'Putt'],
    ['drive', 'Drive', 'Drive'],
    ['scoring', 'Scoring', 'Scoring'],
  ] as const) {
    await page.getByRole('tab', { name: title, exact: true }).click();
    await page.waitForURL(new RegExp(`tab=${tab}`));
    await expect
      .poll(() => metricsView(page, column), { message: column })
      .toMatchObject({ visible: true, focused: true });
  }

  // The tab strip by keyboard: one Tab stop (the active tab), arrows move along it, Enter opens.
  const activeTab = page.getByRole('tab', { selected: true });
  expect(await activeTab.textContent()).toBe('Scoring');
  expect(
    await page.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => t.getAttribute('tabindex'))),
  ).toEqual(COMPARE_TABS.map((tab) => (tab === 'scoring' ? '0' : '-1')));
  await activeTab.focus();
  const focusedTab = () => page.evaluate(() => document.activeElement?.textContent);
  await page.keyboard.press('ArrowRight');
  expect(await focusedTab()).toBe(
    await page
      .getByRole('tab')
      .nth(COMPARE_TABS.indexOf('scoring') + 1)
      .textContent(),
  );
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowRight');
  expect(await focusedTab()).toBe(await page.getByRole('tab').first().textContent());
  await page.keyboard.press('ArrowLeft');
  expect(await focusedTab()).toBe(await page.getByRole('tab').last().textContent());
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`tab=${COMPARE_TABS.at(-1)}`));
  await expect
    .poll(() => page.getByRole('tab', { selected: true }).textContent())
    .toBe(await page.getByRole('tab').last().textContent());
  await expect
    .poll(() => page.getByRole('tabpanel').getAttribute('aria-labelledby'))
    .toBe(`compare-tab-${COMPARE_TABS.at(-1)}`);

  // The shot map: View Shots, then a step to the next hole.
  await page.getByRole('tab', { name: 'Stat Probability - View Shots' }).click();
  await page.waitForURL(/tab=stat-probability/);
  // Its figures are shares of holes, and say so, unlike the metrics table's shares of chances.
  const percents = page.locator('.compare-card--left .stat-probability__percent');
  await percents.first().waitFor();
  for (const shown of await percents.allTextContents()) expect(shown).toMatch(/^\d+% of holes$/);
  for (const shown of await page.locator('.compare-card--left .stat-probability__holes').allTextContents()) {
    expect(shown).toMatch(/^\d+ of \d+ holes?$/);
  }
  await page.getByRole('button', { name: 'View Shots', exact: true }).first().click();
  const viewer = page.getByRole('dialog', { name: 'View Shots' });
  await viewer.waitFor();
  const hole = page.getByTestId('shot-map-hole');
  await expect.poll(() => hole.textContent()).toMatch(/\d/);
  const firstHole = await hole.textContent();
  await viewer.getByRole('button', { name: 'Next hole' }).click();
  await expect.poll(() => hole.textContent()).not.toBe(firstHole);
  await page.keyboard.press('Escape');

  // The saved comparison reopens from its address, as another visitor would open a shared link.
  const saved = page.url();
  const fresh = await context.newPage();
  await visit(fresh, saved.replace(workers.url.origin, ''));
  expect(await fresh.getByRole('heading', { name: `${name}'s Stat Probability` }).count()).toBe(1);
  expect(await fresh.locator('.compare-card--left .compare-card__descriptor-label').textContent()).toBe(
    'Jordan Reyes — Rounds of 75 or Better',
  );
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);

test('Report: the options dialog, two pages unticked, the PDF of the other four with its snackbar', async () => {
  const context = await newContext('desktop', { theme: 'default-theme', dark: false });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await visit(page, PAGE);
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare Stats Report Options' });
  await dialog.waitFor();
  // The live preview shows the report of the ticked pages.
  const preview = page.frameLocator('iframe[title="Report preview"]');
  await preview.getByText('Open in Compare Stats').waitFor();
  await dialog.getByLabel('Drives Page').uncheck();
  await dialog.getByLabel('Rounds Page').uncheck();
  await expect
    .poll(() => dialog.locator('iframe').getAttribute('src'))
    .toMatch(/pages=summary,scoring,shots-to-green,putts$/);
  await preview.getByRole('heading', { name: 'Putts', exact: true }).waitFor();
  // The frame reloads with the new address: the Drive section leaves it.
  await expect.poll(() => preview.getByRole('heading', { name: 'Drive', exact: true }).count()).toBe(0);
  // The preview is a page of the site: let it finish starting up before the dialog (and the frame)
  // goes away, or its in-flight route-discovery request ends in a console error of a removed frame.
  await preview.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await screenshot(page, 'compare-report-options-desktop-light');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Generate Report' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    `Jordan-Reyes-${new Date().getUTCFullYear() + 1}-Compare-Stats.pdf`,
  );
  await expect
    .poll(() => page.locator('.snackbar__text', { hasText: 'PDF Downloaded, Success!' }).isVisible())
    .toBe(true);
  await dialog.waitFor({ state: 'detached' });
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, 'compare-report.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  for (const shown of [
    'Jordan Reyes',
    'Scoring: Par or Better',
    'SCORES (SHARE OF HOLES)',
    'SHOTS TO GREEN',
    'PUTTING',
  ]) {
    expect(text, shown).toContain(shown);
  }
  expect(text).not.toContain('DRIVING');
  expect(text).not.toMatch(/\bROUNDS\n/);
  execFileSync('pdftoppm', ['-r', '80', '-png', file, path.join(SCREENSHOT_DIR, 'compare-report-pdf-page')]);
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);

/**
 * What is cut short on the page: a card's table wider than its card (its last columns hidden behind a
 * scroll), and, in the metrics table, the first column of the tab's category not wholly in view
 * beside the side names (both sides of a metric must read, at 375 px too).
 */
function cutColumns(page: Page, column: string | null) {
  return page.evaluate((focus) => {
    const cut: Array<string> = [];
    for (const region of document.querySelectorAll<HTMLElement>('.compare-card .bar-table')) {
      const scroller = region.closest<HTMLElement>('.table-scroll');
      if (scroller && scroller.scrollWidth > scroller.clientWidth + 1) {
        cut.push(`${scroller.getAttribute('aria-label')}: ${scroller.scrollWidth} > ${scroller.clientWidth}`);
      }
    }
    // On a phone the metrics read a row per metric, both sides side by side: every figure in the card.
    const byMetric = document.querySelector<HTMLElement>('.compare-metrics__by-metric');
    if (byMetric && byMetric.offsetParent !== null) {
      const card = byMetric.closest<HTMLElement>('.compare-metrics')?.getBoundingClientRect();
      for (const cell of byMetric.querySelectorAll<HTMLElement>('td, th')) {
        const box = cell.getBoundingClientRect();
        if (!card || box.left < card.left - 1 || box.right > card.right + 1) {
          cut.push(`metrics by metric: ${cell.textContent} at ${box.left}–${box.right}`);
        }
      }
    }
    const metrics = document.querySelector<HTMLElement>('.compare-metrics .table-scroll');
    if (metrics && metrics.offsetParent !== null) {
      const box = metrics.getBoundingClientRect();
      const names = metrics.querySelector<HTMLElement>('tbody th')?.getBoundingClientRect();
      const category = focus ?? metrics.querySelector<HTMLElement>('[data-metric]')?.dataset.metric;
      const first = metrics.querySelector<HTMLElement>(`thead th[data-metric="${category}"]`);
      const index = first ? [...(first.parentElement?.children ?? [])].indexOf(first) : -1;
      for (const row of metrics.querySelectorAll<HTMLElement>('tbody tr')) {
        const cell = row.children[index]?.getBoundingClientRect();
        if (!cell || !names || cell.left < names.right - 1 || cell.right > box.right + 1) {
          cut.push(
            `metrics ${category}: ${cell?.left}–${cell?.right} beside ${names?.right} in ${box.right}`,
          );
        }
      }
    }
    return cut;
  }, column);
}

/** Until the metrics table has stopped scrolling (to the tab's column): a photograph shows where it ends. */
async function scrollSettled(page: Page): Promise<void> {
  const position = () =>
    page.evaluate(() => document.querySelector('.compare-metrics .table-scroll')?.scrollLeft ?? 0);
  let last = -1;
  for (let tries = 0; tries < 20; tries++) {
    const now = await position();
    if (now === last) return;
    last = now;
    await page.waitForTimeout(100);
  }
}

test('every tab of two players and their report at 375, 768 and 1280 px: nothing cut; photographed at 375 and 1280 px, light and dark', async () => {
  const hash = new URL(twoPlayers, workers.url).searchParams.get('hash');
  const pages = [
    ...COMPARE_TABS.map((tab) => ({ name: tab, path: `${twoPlayers}&tab=${tab}`, column: TAB_COLUMN[tab] })),
    { name: 'report', path: `/reports/compare-stats?hash=${hash}`, column: undefined },
  ];
  const widths = [
    { name: 'mobile', viewport: VIEWPORTS.mobile, themes: [false, true] },
    { name: 'tablet', viewport: { width: 768, height: 1024 }, themes: [false] },
    { name: 'desktop', viewport: VIEWPORTS.desktop, themes: [false, true] },
  ] as const;
  for (const { name: width, viewport, themes } of widths) {
    for (const dark of themes) {
      const context = await themedContext(browser, workers.url, {
        viewport,
        theme: { theme: 'default-theme', dark },
        session: coachCookie,
      });
      const page = await context.newPage();
      const errors = watchErrors(page);
      for (const { name, path, column } of pages) {
        await visit(page, path);
        await page.locator('.compare-card').first().waitFor();
        // Both sides named by player and selection, of the same kind (like for like).
        expect(await page.locator('main').textContent(), `${name} ${width}`).toContain(
          `${mateName} — Last 10 Rounds`,
        );
        // Nothing wider than the screen: the page scrolls down, never sideways.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${name} ${width}`).toBeLessThanOrEqual(0);
        await page.waitForTimeout(name === 'stat-probability' || name === 'rounds' ? 800 : 100);
        // The metrics table scrolls smoothly to the tab's column: what is in view is read once it is there.
        await expect
          .poll(() => cutColumns(page, column ?? null), { message: `${name} ${width}` })
          .toEqual([]);
        await scrollSettled(page);
        await screenshot(page, `compare-${name}-${width}-${dark ? 'dark' : 'light'}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  }
}, 360_000);

test('spec 2 §1: a player with one round sees the empty state with the store badges; Report and Select Rounds wait', async () => {
  const course = await createCourse(workers.db, { name: 'Empty State Links' });
  const player = await createPlayer(workers.db, { firstName: 'Noa', lastName: 'Single' });
  await createRound(workers.db, {
    accountId: player.id,
    courseId: course.id,
    playedOn: daysFromToday(-4),
    score: 74,
  });
  for (const width of ['mobile', 'desktop'] as const) {
    const context = await newContext(width, { theme: 'default-theme', dark: false });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await visit(page, `/player/${player.username}/stats`);
    await page
      .getByText('Log in on your mobile device and enter at least 2 rounds of play to see your stats.')
      .waitFor();
    expect(await page.getByRole('heading', { name: 'Play Some Rounds!' }).count()).toBe(1);
    expect(await page.getByRole('img', { name: 'Download on the App Store' }).count()).toBe(1);
    expect(await page.getByRole('img', { name: 'Get it on Google Play' }).count()).toBe(1);
    // Under 768 px the controls are behind the menu button.
    if (width === 'mobile') await page.locator('.compare-header__menu').click();
    for (const name of ['Select Rounds', 'Report']) {
      const button = page.getByRole('button', { name, exact: true });
      expect(await button.isDisabled(), name).toBe(true);
      expect(await button.getAttribute('aria-describedby'), name).toMatch(/waiting$/);
    }
    await page.getByText('Nothing to compare yet: each side needs at least 2 rounds of 18 holes.').waitFor();
    // The header has opened (spec 2 §4: 0.4 s) before it is photographed.
    await page.locator('.compare-header[data-open="true"]').waitFor();
    await page.waitForTimeout(500);
    await screenshot(page, `compare-empty-${width}-light`);
    expect(errors).toEqual([]);
    await context.close();
  }
}, 120_000);
