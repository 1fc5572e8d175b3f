// The report viewer (spec 2 §2, decision 054) in Chromium against the built Workers and the seed:
// the owner opens a stored report and its PDF link, deletes one through the confirm dialog, and
// the viewer, the dialog and every kind's page pass axe (WCAG 2.2 AA) at 375 and 1280 px.
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PLAYER_REPORT_KINDS } from '../../app/domain/reports/player-report';
import { accounts } from '../../db/schema/accounts';
import { reportParameters } from '../../db/schema/reports';
import { axeViolations } from '../helpers/axe';
import { launchChromium, screenshot, themedContext, VIEWPORTS, visitHydrated } from '../helpers/browser';
import { sessionCookieFor } from '../helpers/factories';
import { startSeededTestWorkers, type TestWorkers } from '../helpers/workers';

const USERNAME = 'jordan-reyes';
const VIEWER = `/player/${USERNAME}/report-viewer`;

let workers: TestWorkers;
let browser: Browser;
let playerId: number;
let session: string;

beforeAll(async () => {
  [workers, browser] = await Promise.all([startSeededTestWorkers(), launchChromium()]);
  const [player] = await workers.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.username, USERNAME));
  if (!player) throw new Error(`the seed has no ${USERNAME}`);
  playerId = player.id;
  session = await sessionCookieFor(workers.db, playerId);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await workers?.dispose();
});

async function expectNoViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    where,
  ).toEqual([]);
}

async function storedCount(): Promise<number> {
  const rows = await workers.db
    .select({ hash: reportParameters.hash })
    .from(reportParameters)
    .where(eq(reportParameters.accountId, playerId));
  return rows.length;
}

for (const width of ['mobile', 'desktop'] as const) {
  test(`the owner opens a stored report and deletes another (${VIEWPORTS[width].width}px)`, async () => {
    const context = await themedContext(browser, workers.url, {
      viewport: VIEWPORTS[width],
      theme: { theme: 'default-theme', dark: false },
      session,
      reducedMotion: true,
    });
    const page = await context.newPage();
    try {
      await visitHydrated(page, workers.url, VIEWER);
      const items = page.locator('.report-list__item');
      const before = await items.count();
      expect(before).toBeGreaterThanOrEqual(2);
      expect(before).toBe(await storedCount());
      await expectNoViolations(page, `${width} report viewer`);
      await screenshot(page, `report-viewer-${width}`);

      // Open: the stored report's page, with its PDF link.
      const first = items.first();
      const pdfHref = await first.getByRole('link', { name: /^Download PDF/ }).getAttribute('href');
      expect(pdfHref).toMatch(/^\/reports\/[a-z-]+\.pdf\?hash=\d+$/);
      await first.getByRole('link', { name: /^Open/ }).click();
      await page.waitForURL(/\/reports\/[a-z-]+\?hash=\d+$/);
      await page.waitForSelector('html[data-hydrated="true"]');
      await expect.poll(() => page.locator('h1').textContent()).toContain('Jordan Reyes');
      await expectNoViolations(page, `${width} stored report`);
      await screenshot(page, `stored-report-${width}`);
      const pdf = await page.request.get(new URL(pdfHref ?? '', workers.url).href);
      expect(pdf.headers()['content-type']).toBe('application/pdf');

      // Every kind's page, as a visitor of the player's public profile would open it.
      for (const kind of PLAYER_REPORT_KINDS) {
        await visitHydrated(page, workers.url, `/reports/${kind}?accountId=${playerId}`);
        await expectNoViolations(page, `${width} ${kind}`);
        await screenshot(page, `${kind}-${width}`);
      }

      // Delete: the confirm dialog, then one report fewer.
      await visitHydrated(page, workers.url, VIEWER);
      await page
        .locator('.report-list__item')
        .last()
        .getByRole('button', { name: /^Delete/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Delete this report?' });
      await dialog.waitFor();
      await expectNoViolations(page, `${width} delete dialog`);
      await dialog.getByRole('button', { name: 'Delete Report' }).click();
      await expect.poll(() => page.locator('.report-list__item').count()).toBe(before - 1);
      expect(await storedCount()).toBe(before - 1);
    } finally {
      await context.close();
    }
  }, 120_000);
}

test('the course plan’s course picker shows another course, by keyboard and without JavaScript', async () => {
  const context = await themedContext(browser, workers.url, {
    viewport: VIEWPORTS.mobile,
    theme: { theme: 'default-theme', dark: false },
    reducedMotion: true,
  });
  const page = await context.newPage();
  try {
    await visitHydrated(page, workers.url, `/reports/course-plan-report?accountId=${playerId}`);
    const select = page.getByLabel('Course', { exact: true });
    const options = await select.locator('option').allTextContents();
    expect(options.length).toBeGreaterThanOrEqual(2);
    const subtitle = page.locator('.player-report__subtitle');
    const first = (options[0] ?? '').split(' · ')[0] ?? '';
    const second = (options[1] ?? '').split(' · ')[0] ?? '';
    await expect.poll(() => subtitle.textContent()).toContain(first);
    await expectNoViolations(page, 'course picker');

    // Keyboard: the list moves to the second course, the button shows it.
    await select.focus();
    await page.keyboard.press('ArrowDown');
    expect(page.url()).not.toContain('course=');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Show course');
    await page.keyboard.press('Enter');
    await page.waitForURL(/course=\d+/);
    await expect.poll(() => subtitle.textContent()).toContain(second);
    await screenshot(page, 'course-plan-report-picked-mobile');
  } finally {
    await context.close();
  }

  // Without JavaScript the form is a plain GET.
  const plain = await browser.newContext({ viewport: VIEWPORTS.desktop, javaScriptEnabled: false });
  const noScript = await plain.newPage();
  try {
    await noScript.goto(new URL(`/reports/course-plan-report?accountId=${playerId}`, workers.url).href);
    const select = noScript.getByLabel('Course', { exact: true });
    const value = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(value ?? '');
    await noScript.getByRole('button', { name: 'Show course' }).click();
    await noScript.waitForURL(new RegExp(`course=${value}`));
    expect(new URL(noScript.url()).searchParams.get('accountId')).toBe(String(playerId));
    expect(await select.inputValue()).toBe(value);
  } finally {
    await plain.close();
  }
}, 120_000);
