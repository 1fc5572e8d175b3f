// spec 3 §2.4 / §3 / §4 in Chromium: the date range selector where the site chooses a range — the
// summary's Performance Trends ("10 weeks" typed, Last 20 Rounds), the schedule's My Results (Last 10
// Rounds, the 9 / 18 / Both hole count, kept in session storage) and the resume designer's chart range
// (the live preview follows) — and axe at 375 and 1280 px, light and dark, with each selector open.
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ThemePreference } from '~/domain/accounts/theme-preference';
import { accounts } from '../../db/schema/accounts';
import { axeViolations } from '../helpers/axe';
import {
  launchChromium,
  screenshot,
  themedContext,
  VIEWPORTS,
  visitHydrated,
  watchErrors,
} from '../helpers/browser';
import { sessionCookieFor } from '../helpers/factories';
import { startSeededTestWorkers, type TestWorkers } from '../helpers/workers';

// The seed's showcase player: two seasons of rounds, past events of 18 holes, a saved resume.
const USERNAME = 'jordan-reyes';
const PLAYER = `/player/${USERNAME}`;
const LIGHT: ThemePreference = { theme: 'default-theme', dark: false };
const DARK: ThemePreference = { theme: 'default-theme', dark: true };

let workers: TestWorkers;
let browser: Browser;
let ownerSession = '';

beforeAll(async () => {
  [workers, browser] = await Promise.all([startSeededTestWorkers(), launchChromium()]);
  const [player] = await workers.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.username, USERNAME));
  if (!player) throw new Error(`the seed has no ${USERNAME}`);
  ownerSession = await sessionCookieFor(workers.db, player.id);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await workers?.dispose();
});

async function newPage(
  viewport: { width: number; height: number },
  theme: ThemePreference = LIGHT,
  session: string | null = null,
) {
  const context = await themedContext(browser, workers.url, {
    viewport,
    theme,
    session,
    reducedMotion: true,
  });
  const page = await context.newPage();
  return { page, errors: watchErrors(page), close: () => context.close() };
}

const query = (page: Page) => new URL(page.url()).searchParams;

/** The titles of the bars of the Performance Trends chart shown (the wide one on a desktop). */
function barTitles(page: Page): Promise<Array<string>> {
  return page
    .locator('.trends-card .score-chart__svg--wide g > title')
    .evaluateAll((titles) => titles.map((t) => t.textContent ?? ''));
}

/** Opens a selector by its name, types into its search box and picks the option of that label. */
async function choose(page: Page, name: string, typed: string | null, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${name}:`) }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  if (typed !== null) await page.keyboard.type(typed);
  await dialog.getByRole('radio', { name: option }).waitFor({ state: 'attached' });
  await dialog.locator('label', { hasText: option }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await dialog.waitFor({ state: 'detached' });
}

test('summary: typing "10 weeks" in the chart range changes the charts; Last 20 Rounds charts the last 20', async () => {
  const { page, errors, close } = await newPage(VIEWPORTS.desktop);
  await visitHydrated(page, workers.url, `${PLAYER}/summary`);
  await page.getByRole('button', { name: 'Chart range: Last 24 Months' }).waitFor();
  const before = await barTitles(page);
  expect(before).toHaveLength(10);

  await choose(page, 'Chart range', '10 weeks', 'Last 10 Weeks');
  await expect.poll(() => query(page).get('range')).toBe('last-10-weeks');
  await page.getByRole('button', { name: 'Chart range: Last 10 Weeks' }).waitFor();
  // Ten weeks hold other rounds than 24 months: other bars, or the note that there are too few.
  await expect
    .poll(async () => {
      const note = await page.getByText(/Fewer than 10 completed 18-hole rounds in Last 10 Weeks/).count();
      const now = await barTitles(page);
      return note > 0 || now.join('|') !== before.join('|');
    })
    .toBe(true);
  await screenshot(page, 'summary-range-10-weeks-desktop');

  await choose(page, 'Chart range', null, 'Last 20 Rounds');
  await expect.poll(() => query(page).get('range')).toBe('last-20-rounds');
  await page.getByRole('button', { name: 'Chart range: Last 20 Rounds' }).waitFor();
  await expect.poll(() => barTitles(page).then((t) => t.length)).toBe(10);
  // The chart details follow the range.
  await page.getByRole('button', { name: 'Chart details' }).click();
  const details = page.getByRole('dialog');
  await details.waitFor();
  expect(await details.getByText(/10 rounds · Last 20 Rounds/).count()).toBe(1);
  await screenshot(page, 'summary-range-rounds-details-desktop');
  await page.keyboard.press('Escape');

  // The address reopens the choice.
  await visitHydrated(page, workers.url, `${PLAYER}/summary?range=last-20-rounds`);
  await page.getByRole('button', { name: 'Chart range: Last 20 Rounds' }).waitFor();
  expect(errors).toEqual([]);
  await close();
}, 120_000);

test('schedule: Last 10 Rounds from the selector; the hole count switches 9, 18 and Both; both stay in session storage', async () => {
  const { page, errors, close } = await newPage(VIEWPORTS.desktop);
  await visitHydrated(page, workers.url, `${PLAYER}/schedule/1?view=score`);
  await page.getByRole('button', { name: 'Timeframe: Last 12 Months' }).waitFor();
  const holes = page.getByRole('group', { name: 'Holes' });
  expect(await holes.getByRole('radio', { name: '18 Holes' }).isChecked()).toBe(true);

  await choose(page, 'Timeframe', null, 'Last 10 Rounds');
  await expect.poll(() => query(page).get('range')).toBe('last-10-rounds');
  await page.getByRole('button', { name: 'Timeframe: Last 10 Rounds' }).waitFor();
  const count = page.locator('section', { has: page.getByRole('heading', { name: 'My Best Rounds' }) });
  await expect
    .poll(async () => Number((await count.locator('.card__count').textContent()) ?? '99'))
    .toBeLessThanOrEqual(10);
  await screenshot(page, 'schedule-last-10-rounds-desktop');

  // The hole count: a radio group, by pointer and by arrow keys.
  await holes.locator('label', { hasText: 'Both' }).click();
  await expect.poll(() => query(page).get('holes')).toBe('918');
  await expect.poll(() => holes.getByRole('radio', { name: 'Both' }).isChecked()).toBe(true);
  expect(query(page).get('range')).toBe('last-10-rounds');
  await holes.getByRole('radio', { name: 'Both' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => query(page).get('holes')).toBe('18');
  await holes.locator('label', { hasText: '9 Holes' }).click();
  await expect.poll(() => query(page).get('holes')).toBe('9');
  await expect.poll(() => holes.getByRole('radio', { name: '9 Holes' }).isChecked()).toBe(true);
  await screenshot(page, 'schedule-holes-9-desktop');

  // Session storage: the plain address takes the stored period and hole count back.
  await visitHydrated(page, workers.url, `${PLAYER}/schedule/1`);
  await expect.poll(() => query(page).get('holes')).toBe('9');
  expect(query(page).get('range')).toBe('last-10-rounds');
  expect(errors).toEqual([]);
  await close();
}, 120_000);

test('resume designer: a chart range typed in the selector updates the live preview', async () => {
  const { page, errors, close } = await newPage(VIEWPORTS.desktop, LIGHT, ownerSession);
  await visitHydrated(page, workers.url, `${PLAYER}/resume`);
  await page.getByRole('link', { name: 'Design Resume' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resume Preview' });
  await dialog.waitFor();
  const charts = dialog.locator('[data-item="charts"]');
  await charts.getByRole('button', { name: /Performance Charts/ }).click();
  const include = charts.getByLabel('Include Performance Charts');
  if (!(await include.isChecked())) await include.check();
  const preview = dialog.locator('.rd-preview');
  await expect
    .poll(() => preview.getByText(/Performance Charts · /).textContent())
    .toContain('Last 24 Months');
  await choose(page, 'Chart date range', '5 years', 'Last 5 Years');
  await expect
    .poll(() => preview.getByText(/Performance Charts · /).textContent(), { timeout: 10_000 })
    .toContain('Last 5 Years');
  await charts.getByRole('button', { name: 'Chart date range: Last 5 Years' }).waitFor();
  expect(await charts.locator('.rd-item__summary').textContent()).toBe('Last 5 Years');
  await screenshot(page, 'resume-designer-range-desktop');
  expect(errors).toEqual([]);
  await close();
}, 120_000);

type Violation = { rule: string; target: string; where: string };

async function scan(page: Page, where: string): Promise<Array<Violation>> {
  await page.waitForTimeout(250);
  const violations = await axeViolations(page);
  return violations.flatMap((v) =>
    v.nodes.map((node) => ({ rule: v.id, target: node.target.map(String).join(' '), where })),
  );
}

/** Opens a selector and types a unit, so that the scan sees its typed options. */
async function openSelector(page: Page, name: string, typed: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${name}:`) }).click();
  await page.getByRole('dialog', { name }).waitFor();
  await page.keyboard.type(typed);
  await page
    .getByRole('dialog', { name })
    .getByRole('radio', { name: /^Last 6 / })
    .waitFor({ state: 'attached' });
}

describe.concurrent('axe with the selector open', () => {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    for (const [themeName, theme] of [
      ['light', LIGHT],
      ['dark', DARK],
    ] as const) {
      const label = `${viewport.width}px ${themeName}`;
      test(`summary, schedule and resume designer: no WCAG 2.2 AA violation (${label})`, async () => {
        const { page, errors, close } = await newPage(viewport, theme, ownerSession);
        const violations: Array<Violation> = [];

        await visitHydrated(page, workers.url, `${PLAYER}/summary`);
        await openSelector(page, 'Chart range', 'rounds');
        violations.push(...(await scan(page, `summary ${label}`)));
        await page.screenshot({
          path: `test-results/screenshots/summary-range-open-${width}-${themeName}.png`,
        });

        await visitHydrated(page, workers.url, `${PLAYER}/schedule/1?view=score`);
        await openSelector(page, 'Timeframe', 'rounds');
        violations.push(...(await scan(page, `schedule ${label}`)));
        await page.screenshot({
          path: `test-results/screenshots/schedule-rounds-open-${width}-${themeName}.png`,
        });

        await visitHydrated(page, workers.url, `${PLAYER}/resume?designer`);
        const dialog = page.getByRole('dialog', { name: 'Resume Preview' });
        await dialog.waitFor();
        await dialog
          .locator('[data-item="charts"]')
          .getByRole('button', { name: /Performance Charts/ })
          .click();
        await openSelector(page, 'Chart date range', 'weeks');
        violations.push(...(await scan(page, `resume designer ${label}`)));
        await page.screenshot({
          path: `test-results/screenshots/resume-range-open-${width}-${themeName}.png`,
        });

        expect(violations).toEqual([]);
        expect(errors).toEqual([]);
        await close();
      }, 180_000);
    }
  }
});
