// Compare Stats as a coach uses it, in Chromium (spec 2 §2–§5): signed in, the header opens, a second
// player is picked, the left side's rounds are changed with Select Rounds, tabs switch (and the metrics
// table scrolls to their column), a hole is stepped through on the shot map, and the saved comparison
// reopens from its address. Every tab is photographed at 375 and 1280 px in the light and dark themes.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ThemePreference } from '~/domain/accounts/theme-preference';
import { COMPARE_TABS } from '~/domain/stats/compare-config';
import {
  launchChromium,
  SCREENSHOT_DIR,
  screenshot,
  themedContext,
  VIEWPORTS,
  visitHydrated,
  watchErrors,
} from '../helpers/browser';
import { createAccount, sessionCookieFor } from '../helpers/factories';
import { startSeededTestWorkers, type TestWorkers } from '../helpers/workers';

const PAGE = '/player/jordan-reyes/stats';

let workers: TestWorkers;
let browser: Browser;
let coachCookie: string;

beforeAll(async () => {
  [workers, browser] = await Promise.all([startSeededTestWorkers(), launchChromium()]);
  const coach = await createAccount(workers.db, {
    firstName: 'Casey',
    lastName: 'Coach',
    username: 'casey-coach',
  });
  coachCookie = await sessionCookieFor(workers.db, coach.id);
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

  // The shot map: View Shots, then a step to the next hole.
  await page.getByRole('tab', { name: 'Stat Probability - View Shots' }).click();
  await page.waitForURL(/tab=stat-probability/);
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

test('every tab at 375 and 1280 px in the light and dark themes', async () => {
  for (const width of ['mobile', 'desktop'] as const) {
    for (const dark of [false, true]) {
      const context = await newContext(width, { theme: 'default-theme', dark });
      const page = await context.newPage();
      const errors = watchErrors(page);
      for (const tab of COMPARE_TABS) {
        await visit(page, `${PAGE}?tab=${tab}`);
        await page.locator('.compare-card').first().waitFor();
        // Nothing wider than the screen: the page scrolls down, never sideways.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${tab} ${width}`).toBeLessThanOrEqual(0);
        await page.waitForTimeout(tab === 'stat-probability' || tab === 'rounds' ? 800 : 100);
        await screenshot(page, `compare-${tab}-${width}-${dark ? 'dark' : 'light'}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  }
}, 240_000);
