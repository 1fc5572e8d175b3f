// Issue 6: the owner's resume designer in Chromium (spec 2 §2, §4, §8), and the PDF it downloads,
// rendered to images with pdftoppm for a look.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, SCREENSHOT_DIR, screenshot, VIEWPORTS, watchErrors } from '../helpers/browser';
import { createRecruit } from '../helpers/resume-fixture';
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

async function signIn(cookie: string) {
  const [name = '', value = ''] = cookie.split('=');
  await browser.addCookies([{ name, value, url: workers.url.href }]);
}

function snackbar(page: Page, text: string) {
  return page.locator('.snackbar__text', { hasText: text });
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test(`the designer: one item open at a time, live preview, revert on an empty range, save (${viewportName})`, async () => {
    const player = await createRecruit(workers.db, `E${viewportName}`, {
      imgUrl: '/demo/players/aaliyah-brooks.svg',
      customLogoUrl: '/demo/orgs/bayshore.svg',
    });
    await signIn(player.cookie);
    const page = await browser.newPage();
    await page.setViewportSize(viewport);
    const errors = watchErrors(page);
    await page.goto(new URL(`/player/${player.username}/resume`, workers.url).href);
    await page.waitForSelector('html[data-hydrated="true"]');
    await screenshot(page, `resume-page-${viewportName}`);

    await page.getByRole('link', { name: 'Design Resume' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => snackbar(page, 'Loading resume preview...').isVisible()).toBe(true);
    // spec 2 §2: header and live preview hidden on mobile.
    // (Located by class: on mobile it is display: none, which role queries skip.)
    const preview = dialog.locator('.rd-preview');
    expect(await dialog.getByRole('heading', { name: 'Resume Preview' }).isVisible()).toBe(
      viewportName === 'desktop',
    );
    expect(await preview.isVisible()).toBe(viewportName === 'desktop');

    // One expansion item open at a time.
    const personal = dialog.locator('[data-item="personal"]');
    // spec 2 §3 customLogo: off by default; ticked, the preview shows the logo.
    expect(await preview.locator('.rdoc-logo').count()).toBe(0);
    await personal.getByLabel('Custom Logo').check();
    await expect.poll(() => preview.locator('.rdoc-logo img').count(), { timeout: 10_000 }).toBe(1);
    const tournaments = dialog.locator('[data-item="pastTournaments"]');
    expect(await personal.getAttribute('data-state')).toBe('open');
    await tournaments.getByRole('button', { name: /Highlighted Tournaments/ }).click();
    expect(await tournaments.getAttribute('data-state')).toBe('open');
    expect(await personal.getAttribute('data-state')).toBe('closed');

    // Ticking an option ticks its master; the preview follows after the 200 ms re-validation.
    const master = tournaments.getByLabel('Include Highlighted Tournaments');
    expect(await master.isChecked()).toBe(false);
    await tournaments.getByLabel(/Past Open E/).check();
    expect(await master.isChecked()).toBe(true);
    await expect
      .poll(() => preview.locator('h3', { hasText: 'Highlighted Tournaments' }).count(), { timeout: 10_000 })
      .toBe(1);
    await tournaments.getByLabel('Include notes').check();
    await expect
      .poll(() => preview.locator('.rdoc-note', { hasText: 'won in a playoff' }).count(), { timeout: 10_000 })
      .toBe(1);
    // The overlay is fixed to the viewport: a viewport shot shows it as the user sees it.
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `resume-designer-${viewportName}.png`) });

    // A custom chart range without rounds: reverted, with the error snackbar at the top.
    const charts = dialog.locator('[data-item="charts"]');
    await charts.getByRole('button', { name: /Performance Charts/ }).click();
    // The chart range is chosen with the date range selector: Custom, its start and end, Apply.
    await charts.getByRole('button', { name: /^Chart date range:/ }).click();
    const range = page.getByRole('dialog', { name: 'Chart date range' });
    await range.getByRole('button', { name: 'Choose custom start and end dates' }).click();
    await range.getByLabel('Start', { exact: true }).fill('2001-01-01');
    await range.getByLabel('End', { exact: true }).fill('2001-12-31');
    await range.getByRole('button', { name: 'Apply' }).click();
    await range.getByRole('button', { name: 'Apply' }).click();
    const revert = snackbar(page, 'No data found for new date range, reverting to previous.');
    await expect.poll(() => revert.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.locator('.snackbar-region--top .snackbar--error').count()).toBe(1);
    await charts.getByRole('button', { name: 'Chart date range: Last 24 Months' }).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `resume-designer-revert-${viewportName}.png`) });

    // Save: the form action stores the selections; the page shows them to everyone.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => snackbar(page, 'Resume saved').isVisible(), { timeout: 10_000 }).toBe(true);
    const visitor = await (await workers.fetch(`/player/${player.username}/resume`)).text();
    expect(visitor).toContain('won in a playoff');
    expect(visitor).toContain('class="rdoc-logo"');
    // The saved resume with its logo, as visitors see it.
    await page.goto(new URL(`/player/${player.username}/resume`, workers.url).href);
    await page.waitForSelector('html[data-hydrated="true"]');
    await screenshot(page, `resume-page-saved-${viewportName}`);
    // The refused preview (422) is the one failed request the browser reports.
    expect(errors.filter((e) => !e.includes('status of 422'))).toEqual([]);
    await page.close();
  });
}

test('a visitor downloads the saved resume with the success snackbar', async () => {
  const player = await createRecruit(workers.db, 'Visitor');
  await browser.clearCookies();
  const page = await browser.newPage();
  await page.goto(new URL(`/player/${player.username}/resume`, workers.url).href);
  await page.waitForSelector('html[data-hydrated="true"]');
  expect(await page.getByRole('link', { name: 'Design Resume' }).count()).toBe(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Riley-StoneVisitor-\d{4}-Resume\.pdf$/);
  await expect.poll(() => snackbar(page, 'PDF Downloaded, Success!').isVisible()).toBe(true);
  await page.close();
});

test('Download saves the PDF of the selections; its pages rendered for a look', async () => {
  // A name outside WinAnsi, a portrait and a custom logo (decision 022).
  const player = await createRecruit(workers.db, 'Pdf', {
    lastName: 'Łukasiewicz-Nguyễn',
    imgUrl: '/demo/players/aaliyah-brooks.svg',
    customLogoUrl: '/demo/orgs/bayshore.svg',
  });
  await signIn(player.cookie);
  const page = await browser.newPage();
  await page.setViewportSize(VIEWPORTS.desktop);
  const errors = watchErrors(page);
  await page.goto(new URL(`/player/${player.username}/resume?designer`, workers.url).href);
  await page.waitForSelector('html[data-hydrated="true"]');
  const dialog = page.getByRole('dialog');
  const tournaments = dialog.locator('[data-item="pastTournaments"]');
  await tournaments.getByRole('button', { name: /Highlighted Tournaments/ }).click();
  await tournaments.getByLabel(/Past Open Pdf/).check();
  await tournaments.getByLabel('Include notes').check();
  const rounds = dialog.locator('[data-item="pastRounds"]');
  await rounds.getByRole('button', { name: /Highlighted Rounds/ }).click();
  await rounds.getByLabel('Include Highlighted Rounds').check();
  const personal = dialog.locator('[data-item="personal"]');
  await personal.getByRole('button', { name: /Personal Information/ }).click();
  await personal.getByLabel('Custom Logo').check();
  const school = dialog.locator('[data-item="school"]');
  await school.getByRole('button', { name: /School Information/ }).click();
  await school.getByLabel('College Name').check();
  await school.getByLabel('High School Name').check();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    `Riley-Lukasiewicz-Nguyen-${new Date().getUTCFullYear() + 1}-Resume.pdf`,
  );
  await expect.poll(() => snackbar(page, 'PDF Downloaded, Success!').isVisible()).toBe(true);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, 'resume.pdf');
  await download.saveAs(file);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  // Cover, charts page, and the continuation of the cover's long rounds list.
  expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1])).toBeGreaterThanOrEqual(2);
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  // The portrait and the logo on the cover.
  const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
  expect(images.split('\n').slice(2).filter(Boolean)).toHaveLength(2);
  for (const shown of [
    'Riley Łukasiewicz-Nguyễn',
    'HIGHLIGHTED TOURNAMENTS',
    'HIGHLIGHTED ROUNDS',
    'College Pdf',
    'BEST 10 ROUNDS',
  ]) {
    expect(text, shown).toContain(shown);
  }
  execFileSync('pdftoppm', ['-r', '110', '-png', file, path.join(SCREENSHOT_DIR, 'resume-pdf-page')]);
  expect(errors).toEqual([]);
  await page.close();
});

test('a change made while a preview is on its way is asked for when it arrives; none is aborted', async () => {
  const player = await createRecruit(workers.db, 'Slow', { customLogoUrl: '/demo/orgs/bayshore.svg' });
  await signIn(player.cookie);
  const page = await browser.newPage();
  await page.setViewportSize(VIEWPORTS.desktop);
  const errors = watchErrors(page);
  await page.goto(new URL(`/player/${player.username}/resume?designer`, workers.url).href);
  await page.waitForSelector('html[data-hydrated="true"]');
  // A slow network: every preview takes 1.5 s to come back. A request cut off before its answer came
  // was aborted by a newer one.
  const previews: Array<string> = [];
  const answered = new Set<Request>();
  const abortedInFlight: Array<string> = [];
  page.on('response', (response) => answered.add(response.request()));
  page.on('requestfailed', (request) => {
    if (!answered.has(request)) abortedInFlight.push(`${request.method()} ${request.url()}`);
  });
  await page.route(
    (url) => url.pathname.startsWith(`/player/${player.username}/resume`),
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      previews.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    },
  );
  const dialog = page.getByRole('dialog');
  const preview = dialog.locator('.rd-preview');
  await dialog.locator('[data-item="personal"]').getByLabel('Custom Logo').check();
  // The first preview is on its way when the second change is made.
  await expect.poll(() => previews.length).toBe(1);
  const tournaments = dialog.locator('[data-item="pastTournaments"]');
  await tournaments.getByRole('button', { name: /Highlighted Tournaments/ }).click();
  await tournaments.getByLabel(/Past Open Slow/).check();
  await expect
    .poll(() => preview.locator('h3', { hasText: 'Highlighted Tournaments' }).count(), { timeout: 15_000 })
    .toBe(1);
  expect(await preview.locator('.rdoc-logo img').count()).toBe(1);
  expect(previews).toHaveLength(2);
  expect(abortedInFlight).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
});
