// Keyboard and feedback (issue 30, point 5) in Chromium: the compare report dialog (Generate Report
// within five Tabs, its preview after the actions, Escape from anywhere inside it, the focus back
// on Report), the resume designer (Escape, the focus back on Design Resume), the verify page's first
// digit focused, the section skip links of the dashboard and compare, a download's busy state, the
// report preview's loading state, the saved standard announced, and text fields' focus rings drawn
// like the buttons'. Focus rings and spinners are photographed in the light and dark themes.
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
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
import { createAccount, sessionCookieFor } from '../helpers/factories';
import { comparisonWithMate, SHOWCASE_USERNAME, seededAccountId } from '../helpers/showcase';
import { startSeededTestWorkers, type TestWorkers } from '../helpers/workers';

const LIGHT: ThemePreference = { theme: 'default-theme', dark: false };
const DARK: ThemePreference = { theme: 'default-theme', dark: true };
const COMPARE = `/player/${SHOWCASE_USERNAME}/stats`;

let workers: TestWorkers;
let browser: Browser;
let playerCookie: string;
let coachCookie: string;
let twoPlayers: string;

beforeAll(async () => {
  [workers, browser] = await Promise.all([startSeededTestWorkers(), launchChromium()]);
  const playerId = await seededAccountId(workers.db);
  playerCookie = await sessionCookieFor(workers.db, playerId);
  const coach = await createAccount(workers.db, { firstName: 'Kim', lastName: 'Keys', username: 'kim-keys' });
  coachCookie = await sessionCookieFor(workers.db, coach.id);
  twoPlayers = `${COMPARE}?hash=${await comparisonWithMate(workers.db, playerId)}`;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await workers?.dispose();
});

function newContext(
  session: string | null,
  theme: ThemePreference = LIGHT,
  width = 1280,
): Promise<BrowserContext> {
  return themedContext(browser, workers.url, {
    viewport: { width, height: width === VIEWPORTS.mobile.width ? VIEWPORTS.mobile.height : 900 },
    theme,
    session,
  });
}

function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Holds the requests matching `pattern` until `release()`: a busy state can be looked at. */
async function holdRequests(page: Page, pattern: string | RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/**
 * Waits until every request the page started has ended, apart from those of frames that are gone
 * (a preview closed while it loaded: Chromium drops its request without Playwright seeing it end,
 * so `networkidle` would wait for it forever). Fails naming what is still open after 30 s.
 */
function trackRequests(page: Page): { settled: () => Promise<void> } {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  const pending = () => [...open].filter((request) => !request.frame().isDetached()).map((r) => r.url());
  return {
    settled: () => expect.poll(pending, { timeout: 30_000 }).toEqual([]),
  };
}

test('the compare report dialog: Generate Report within five Tabs, the preview after it, Escape from inside the preview', async () => {
  const context = await newContext(coachCookie);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const requests = trackRequests(page);
  await visitHydrated(page, workers.url, twoPlayers);
  // The preview's page is held back: its loading state shows until it arrives.
  const held = await holdRequests(page, /\/reports\/compare-stats\?/);
  const opener = page.getByRole('button', { name: 'Report', exact: true });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Compare Stats Report Options' });
  await dialog.waitFor();
  const pane = dialog.locator('.compare-report-dialog__preview');
  await dialog.getByRole('status').filter({ hasText: 'Loading the preview…' }).waitFor();
  expect(await pane.getAttribute('aria-busy')).toBe('true');
  await screenshot(page, 'keyboard-report-preview-loading');
  held.release();
  const preview = page.frameLocator('iframe[title="Report preview"]');
  await preview.getByText('Open in Compare Stats').waitFor();
  await preview.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect.poll(() => pane.getAttribute('aria-busy')).toBe('false');
  // Later previews pass straight through: one closed at once is not left half-routed.
  await page.unroute(/\/reports\/compare-stats\?/);

  // From the dialog's first stop, Generate Report is at most five Tabs away.
  const generate = dialog.getByRole('button', { name: 'Generate Report' });
  await expect.poll(() => generate.isEnabled()).toBe(true);
  let tabs = 0;
  while (tabs < 5 && !(await isFocused(generate))) {
    await page.keyboard.press('Tab');
    tabs += 1;
  }
  expect(await isFocused(generate)).toBe(true);
  await screenshot(page, 'keyboard-report-generate-focused');

  // The preview (a page with stops of its own) comes after the actions and the checklist; Escape
  // typed inside it closes the dialog.
  const stops: Array<string> = [];
  for (let i = 0; i < 10 && stops.at(-1) !== 'IFRAME'; i += 1) {
    await page.keyboard.press('Tab');
    stops.push(await page.evaluate(() => document.activeElement?.tagName ?? ''));
  }
  expect(stops).toEqual([...Array.from({ length: 6 }, () => 'INPUT'), 'IFRAME']);
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => isFocused(opener)).toBe(true);

  // Escape from a checkbox closes it too, and the focus is back on Report again.
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  await dialog.getByLabel('Putts Page').focus();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => isFocused(opener)).toBe(true);
  await requests.settled();
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);

test('the resume designer: Escape closes it from inside, the focus goes back to Design Resume', async () => {
  const context = await newContext(playerCookie);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await visitHydrated(page, workers.url, `/player/${SHOWCASE_USERNAME}/resume`);
  const opener = page.getByRole('link', { name: 'Design Resume' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Resume Preview' });
  await dialog.waitFor();
  // Deep inside: a checkbox of the selections.
  await dialog.getByRole('checkbox').first().focus();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => isFocused(opener)).toBe(true);
  // Cancel closes it too, with the same return.
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  await dialog.getByRole('link', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => isFocused(opener)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);

test('the resume designer’s Download shows its progress and keeps the focus while the PDF is made', async () => {
  const context = await newContext(playerCookie);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await visitHydrated(page, workers.url, `/player/${SHOWCASE_USERNAME}/resume`);
  await page.getByRole('link', { name: 'Design Resume' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resume Preview' });
  await dialog.waitFor();
  const held = await holdRequests(page, /\/resume\.pdf/);
  const asked: Array<string> = [];
  page.on('request', (request) => {
    if (/\/resume\.pdf/.test(request.url())) asked.push(request.method());
  });
  const download = dialog.getByRole('button', { name: 'Download', exact: true });
  await download.focus();
  await page.keyboard.press('Enter');
  const busy = dialog.getByRole('button', { name: 'Generating PDF…' });
  await busy.waitFor();
  expect(await busy.getAttribute('aria-disabled')).toBe('true');
  expect(await busy.locator('.spinner').count()).toBe(1);
  expect(await isFocused(busy)).toBe(true);
  await dialog.getByRole('status').filter({ hasText: 'Generating PDF…' }).waitFor({ state: 'attached' });
  await screenshot(page, 'keyboard-resume-download-busy');
  // Busy, another press asks for nothing more.
  await page.keyboard.press('Enter');
  const [file] = await Promise.all([page.waitForEvent('download'), Promise.resolve(held.release())]);
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  expect(asked).toEqual(['POST']);
  await download.waitFor();
  expect(await download.getAttribute('aria-disabled')).toBeNull();
  expect(await isFocused(download)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);

test('the verify page focuses the first digit, after the phone step and on a reload', async () => {
  const context = await newContext(null);
  const page = await context.newPage();
  await visitHydrated(page, workers.url, '/auth/phone');
  await page.fill('#login-phone', '2025550177');
  await Promise.all([page.waitForURL(/\/auth\/verify/), page.click('button:has-text("Continue")')]);
  const first = page.getByLabel('Digit 1 of 6');
  await expect.poll(() => isFocused(first)).toBe(true);
  await page.reload();
  await page.waitForSelector('html[data-hydrated="true"]');
  await expect.poll(() => isFocused(first)).toBe(true);
  for (const [name, theme] of [
    ['light', LIGHT],
    ['dark', DARK],
  ] as const) {
    const themed = await newContext(null, theme);
    const other = await themed.newPage();
    await visitHydrated(other, workers.url, '/auth/phone');
    await other.fill('#login-phone', name === 'light' ? '2025550178' : '2025550179');
    await Promise.all([other.waitForURL(/\/auth\/verify/), other.click('button:has-text("Continue")')]);
    await expect.poll(() => isFocused(other.getByLabel('Digit 1 of 6'))).toBe(true);
    await screenshot(other, `keyboard-verify-focus-${name}`);
    await themed.close();
  }
  await context.close();
}, 120_000);

test('text fields draw the focus ring of the buttons, in both themes', async () => {
  for (const [name, theme] of [
    ['light', LIGHT],
    ['dark', DARK],
  ] as const) {
    const context = await newContext(null, theme);
    const page = await context.newPage();
    await visitHydrated(page, workers.url, '/auth/alternative');
    const ring = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        if (!element) return '';
        const style = getComputedStyle(element);
        return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.outlineOffset}`;
      });
    const field = page.locator('input.auth-input').first();
    await field.focus();
    const fieldRing = await ring();
    await screenshot(page, `keyboard-input-focus-${name}`);
    // Tab on (the keyboard's focus) to the form's first button.
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.classList.contains('button'))) break;
    }
    expect(await page.evaluate(() => document.activeElement?.classList.contains('button'))).toBe(true);
    expect(fieldRing).toBe(await ring());
    expect(fieldRing).toMatch(/^solid 2px /);
    await context.close();
  }
}, 120_000);

test('a download shows its progress until the file arrives, then the link is ready again', async () => {
  for (const [name, theme] of [
    ['light', LIGHT],
    ['dark', DARK],
  ] as const) {
    const context = await newContext(playerCookie, theme);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await visitHydrated(page, workers.url, '/dashboard/settings');
    const held = await holdRequests(page, /\/my-data\.xlsx/);
    const link = page.getByRole('link', { name: 'Spreadsheet (.xlsx): rounds, tournaments and stats' });
    await link.click();
    const busy = page.getByRole('link', { name: 'Downloading the spreadsheet…' });
    await busy.waitFor();
    expect(await busy.getAttribute('aria-disabled')).toBe('true');
    expect(await busy.locator('.spinner').count()).toBe(1);
    await page.getByRole('status').filter({ hasText: 'Downloading the spreadsheet…' }).waitFor();
    await busy.scrollIntoViewIfNeeded();
    await screenshot(page, `keyboard-download-busy-${name}`);
    const [download] = await Promise.all([page.waitForEvent('download'), Promise.resolve(held.release())]);
    expect(download.suggestedFilename()).toMatch(/-My-Data-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await link.waitFor();
    expect(await link.getAttribute('aria-disabled')).toBeNull();
    expect(await page.getByRole('status').filter({ hasText: 'Downloading' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }
}, 120_000);

test('the report page’s Download PDF shows its progress while the PDF is made', async () => {
  const context = await newContext(playerCookie);
  const page = await context.newPage();
  await visitHydrated(page, workers.url, `/player/${SHOWCASE_USERNAME}/resume`);
  const held = await holdRequests(page, /\/resume\.pdf/);
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const busy = page.getByRole('link', { name: 'Generating PDF…' });
  await busy.waitFor();
  expect(await busy.getAttribute('aria-disabled')).toBe('true');
  await screenshot(page, 'keyboard-pdf-busy');
  const [download] = await Promise.all([page.waitForEvent('download'), Promise.resolve(held.release())]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  await page.getByRole('link', { name: 'Download PDF' }).waitFor();
  await context.close();
}, 120_000);

test('saving a standard on the dashboard is announced', async () => {
  const context = await newContext(playerCookie);
  const page = await context.newPage();
  await visitHydrated(page, workers.url, '/dashboard');
  const select = page.getByLabel('Standard', { exact: true });
  const options = await select.locator('option').allTextContents();
  const current = await select.evaluate((element) =>
    element instanceof HTMLSelectElement ? element.selectedOptions[0]?.text : undefined,
  );
  const next = options.find((option) => option !== current) ?? '';
  await select.selectOption({ label: next });
  await page
    .getByRole('status')
    .filter({ hasText: `Standard saved: ${next}` })
    .waitFor({ state: 'attached' });
  await context.close();
}, 120_000);

/** Every skip link takes no room on screen until it has the focus, then shows whole inside the viewport. */
async function expectHiddenUntilFocused(nav: Locator): Promise<void> {
  const links = await nav.getByRole('link').all();
  for (const link of links) {
    expect((await link.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  }
  for (const link of links) {
    await link.focus();
    const box = await link.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(40);
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    await link.blur();
    expect((await link.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  }
}

test('the dashboard and compare have a skip link per section, shown on focus, landing on its heading', async () => {
  const context = await newContext(playerCookie, LIGHT, VIEWPORTS.mobile.width);
  const page = await context.newPage();
  await visitHydrated(page, workers.url, '/dashboard');
  const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
  expect(await nav.getByRole('link').allTextContents()).toEqual([
    'Skip to Player Performance',
    'Skip to Round Assessment',
    'Skip to My Rounds',
  ]);
  await expectHiddenUntilFocused(nav);
  const toMyRounds = nav.getByRole('link', { name: 'Skip to My Rounds' });
  await toMyRounds.focus();
  await screenshot(page, 'keyboard-skip-link-dashboard');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('My Rounds');

  await visitHydrated(page, workers.url, twoPlayers);
  const compareNav = page.getByRole('navigation', { name: 'Compare sections' });
  const links = await compareNav.getByRole('link').allTextContents();
  expect(links[0]).toBe('Skip to Comparison settings');
  expect(links.at(-1)).toBe('Skip to Stats by category');
  await expectHiddenUntilFocused(compareNav);
  await compareNav.getByRole('link', { name: 'Skip to Stats by category' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
  await context.close();
}, 120_000);

test('Generate Report and the schedule’s Share show their progress and keep the focus while busy', async () => {
  const context = await newContext(coachCookie);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await visitHydrated(page, workers.url, twoPlayers);
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare Stats Report Options' });
  const preview = page.frameLocator('iframe[title="Report preview"]');
  await preview.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect
    .poll(() => dialog.locator('.compare-report-dialog__preview').getAttribute('aria-busy'))
    .toBe('false');
  const held = await holdRequests(page, /\/reports\/compare-stats\.pdf/);
  const generate = dialog.getByRole('button', { name: 'Generate Report' });
  await generate.focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('status').filter({ hasText: 'Generating the report…' }).waitFor();
  expect(await generate.getAttribute('aria-disabled')).toBe('true');
  expect(await isFocused(generate)).toBe(true);
  expect(await generate.locator('.spinner').count()).toBe(1);
  await screenshot(page, 'keyboard-generate-busy');
  const [download] = await Promise.all([page.waitForEvent('download'), Promise.resolve(held.release())]);
  expect(download.suggestedFilename()).toMatch(/Compare-Stats\.pdf$/);
  await dialog.waitFor({ state: 'detached' });

  await visitHydrated(page, workers.url, `/player/${SHOWCASE_USERNAME}/schedule/0`);
  const heldSheet = await holdRequests(page, /\/schedule\.xlsx/);
  const share = page.getByRole('button', { name: 'Share' });
  await share.click();
  const shareDialog = page.getByRole('dialog', { name: 'Share' });
  await shareDialog.getByText('Spreadsheet', { exact: true }).click();
  await shareDialog.getByRole('button', { name: 'Go' }).click();
  const exporting = page.getByRole('button', { name: 'Exporting…' });
  await exporting.waitFor();
  expect(await exporting.getAttribute('aria-disabled')).toBe('true');
  // Busy, a click does not open the dialog again.
  await exporting.click({ force: true });
  expect(await shareDialog.count()).toBe(0);
  await screenshot(page, 'keyboard-share-busy');
  const [sheet] = await Promise.all([page.waitForEvent('download'), Promise.resolve(heldSheet.release())]);
  expect(sheet.suggestedFilename()).toMatch(/\.xlsx$/);
  await share.waitFor();
  expect(await share.getAttribute('aria-disabled')).toBeNull();
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);

test('a dialog whose code comes on intent, opened by the keyboard before it came: focus inside, Escape closes, focus back', async () => {
  const context = await newContext(null, LIGHT, VIEWPORTS.mobile.width);
  const page = await context.newPage();
  const errors = watchErrors(page);
  for (const { path, chunk, name, dialogName, inside } of [
    {
      path: `/player/${SHOWCASE_USERNAME}/summary`,
      chunk: /\/assets\/date-range-dialog-[^/]+\.js$/,
      name: /^Chart range:/,
      dialogName: 'Chart range',
      inside: (dialog: Locator) => dialog.getByRole('searchbox', { name: 'Custom range' }),
    },
    {
      path: `/player/${SHOWCASE_USERNAME}/schedule/0`,
      chunk: /\/assets\/share-dialog-[^/]+\.js$/,
      name: 'Share',
      dialogName: 'Share',
      inside: (dialog: Locator) => dialog.getByRole('button', { name: 'Close' }),
    },
  ]) {
    await visitHydrated(page, workers.url, path);
    // The dialog's code is held back: Enter reaches the button the page drew before it.
    const held = await holdRequests(page, chunk);
    const opener = page.getByRole('button', { name }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    held.release();
    const dialog = page.getByRole('dialog', { name: dialogName });
    await dialog.waitFor();
    await expect.poll(() => isFocused(inside(dialog))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(page.getByRole('button', { name }).first())).toBe(true);
  }
  expect(errors).toEqual([]);
  await context.close();
});
