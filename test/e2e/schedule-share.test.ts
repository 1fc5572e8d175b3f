// spec 3 §2.3 Share menu and report-parameter dialog, §4 share and export in Chromium (decision 060):
// a status unticked, Share → Spreadsheet downloads the page's rows (opened by LibreOffice), Share →
// PDF Report → Generate downloads the schedule PDF holding the page's events; the dialogs and the
// report pages pass axe at 375 and 1280 px in the light and dark themes, and are photographed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ThemePreference } from '~/domain/accounts/theme-preference';
import { accounts } from '../../db/schema/accounts';
import { organizations } from '../../db/schema/organizations';
import { axeViolations } from '../helpers/axe';
import {
  launchChromium,
  screenshot,
  themedContext,
  VIEWPORTS,
  visitHydrated,
  watchErrors,
} from '../helpers/browser';
import { openWithLibreOffice } from '../helpers/spreadsheets';
import { startSeededTestWorkers, type TestWorkers } from '../helpers/workers';

const PLAYER = '/player/jordan-reyes';
const LIGHT: ThemePreference = { theme: 'default-theme', dark: false };
const DARK: ThemePreference = { theme: 'default-theme', dark: true };

let workers: TestWorkers;
let browser: Browser;
let jordanId: number;
let organizationId: number;
const dir = mkdtempSync(path.join(tmpdir(), 'schedule-share-'));

beforeAll(async () => {
  [workers, browser] = await Promise.all([startSeededTestWorkers(), launchChromium()]);
  const [jordan] = await workers.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.username, 'jordan-reyes'));
  const [org] = await workers.db.select({ id: organizations.id }).from(organizations).limit(1);
  jordanId = jordan?.id ?? 0;
  organizationId = org?.id ?? 0;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await workers?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

async function newPage(viewport: { width: number; height: number }, theme: ThemePreference = LIGHT) {
  const context = await themedContext(browser, workers.url, { viewport, theme, reducedMotion: true });
  const page = await context.newPage();
  return { page, errors: watchErrors(page), close: () => context.close() };
}

async function violations(page: Page, include?: string) {
  const found = await axeViolations(page, include ? { include } : {});
  return found.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} ${v.help}`));
}

/** The saved download's path. */
async function saved(download: import('playwright-core').Download): Promise<string> {
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

test('a status unticked, Share → Spreadsheet downloads the page’s rows; Share → PDF Report → Generate downloads the events', async () => {
  const { page, errors, close } = await newPage(VIEWPORTS.desktop);
  await visitHydrated(page, workers.url, `${PLAYER}/schedule/0`);
  await page.getByText('Options', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Considering' }).uncheck();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect
    .poll(() => new URL(page.url()).searchParams.getAll('status').sort())
    .toEqual(['1', '3', '4', '5', '6']);
  const upcoming = page.locator('.panel', { hasText: 'Upcoming Events' }).locator('tbody tr');
  await expect.poll(() => upcoming.count()).toBeGreaterThan(0);
  const shownEvents = (await upcoming.locator('td:first-child, th:first-child').allInnerTexts()).map(
    (t) => t.split('\n')[0]?.trim() ?? '',
  );

  // The spreadsheet: slowed a little so that the progress snackbar can be seen.
  await page.route('**/schedule.xlsx*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share' });
  await share.waitFor();
  expect(await share.getByRole('radio', { name: 'PDF Report' }).isChecked()).toBe(true);
  await share.getByText('Spreadsheet', { exact: true }).click();
  const download = page.waitForEvent('download');
  await share.getByRole('button', { name: 'Go' }).click();
  await page.getByText('Exporting Schedule (Spreadsheet)...').waitFor();
  expect(await page.getByRole('button', { name: 'Dismiss' }).count()).toBe(1);
  await screenshot(page, 'schedule-share-exporting-desktop');
  const xlsx = await download;
  expect(xlsx.suggestedFilename()).toBe('Schedule-Jordan-Reyes.xlsx');
  const sheets = await openWithLibreOffice(new Uint8Array(readFileSync(await saved(xlsx))).buffer);
  const [header, ...rows] = sheets.Upcoming ?? [];
  const status = header?.indexOf('Status') ?? -1;
  expect(rows.map((row) => row[0])).toEqual(shownEvents);
  expect(rows.some((row) => row[status] === 'Considering')).toBe(false);
  await page.getByText('Exporting Schedule (Spreadsheet)...').waitFor({ state: 'detached' });

  // The PDF report: the dialog refuses no section, then Generate downloads the PDF.
  await page.getByRole('button', { name: 'Share' }).click();
  await share.waitFor();
  // The last format chosen stays chosen.
  expect(await share.getByRole('radio', { name: 'Spreadsheet' }).isChecked()).toBe(true);
  await share.getByText('PDF Report', { exact: true }).click();
  await share.getByRole('button', { name: 'Go' }).click();
  const dialog = page.getByRole('dialog', { name: 'PDF Report' });
  await dialog.waitFor();
  await dialog.getByRole('checkbox', { name: 'Upcoming Events' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Results' }).uncheck();
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await dialog.getByText('Choose at least one section: Upcoming Events or Results.').waitFor();
  await dialog.getByRole('checkbox', { name: 'Upcoming Events' }).check();
  await dialog.getByRole('checkbox', { name: 'Results' }).check();
  await dialog.getByLabel('View upcoming by').selectOption('month');
  const pdfDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await page.getByText('Generating PDF Report...').waitFor();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe('Jordan-Reyes-Schedule-Upcoming-Results.pdf');
  const text = execFileSync('pdftotext', ['-layout', await saved(pdf), '-'], { encoding: 'utf8' });
  expect(text).toContain('Jordan Reyes');
  for (const name of shownEvents) expect(text).toContain(name.slice(0, 24));
  expect(text).not.toContain('Considering');
  expect(errors).toEqual([]);
  await close();
}, 180_000);

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  for (const [themeName, theme] of [
    ['light', LIGHT],
    ['dark', DARK],
  ] as const) {
    test(`the Share menu, the parameter dialog and the report pages at ${viewport.width} px, ${themeName}: no axe violations`, async () => {
      const { page, errors, close } = await newPage(viewport, theme);
      await visitHydrated(page, workers.url, `${PLAYER}/schedule/1`);
      await page.evaluate(() => document.fonts.ready);
      await page.getByRole('button', { name: 'Share' }).click();
      await page.getByRole('dialog', { name: 'Share' }).waitFor();
      expect(await violations(page)).toEqual([]);
      await screenshot(page, `schedule-share-${width}-${themeName}`);
      await page.getByRole('button', { name: 'Go' }).click();
      const dialog = page.getByRole('dialog', { name: 'PDF Report' });
      await dialog.waitFor();
      expect(await violations(page)).toEqual([]);
      await screenshot(page, `schedule-report-dialog-${width}-${themeName}`);
      // Keyboard: Escape closes the dialog.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      for (const [name, href] of [
        ['player', `/reports/public-player-schedule-report?accountId=${jordanId}`],
        ['org', `/reports/org-schedule-report?organizationId=${organizationId}`],
      ] as const) {
        await visitHydrated(page, workers.url, href);
        expect(await violations(page), href).toEqual([]);
        await screenshot(page, `schedule-report-${name}-${width}-${themeName}`);
      }
      expect(errors).toEqual([]);
      await close();
    }, 120_000);
  }
}
