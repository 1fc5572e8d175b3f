// Every page usable on a 375 px phone (issue 30 point 4): Compare Stats shows a metric's two sides side
// by side, the Rounds tab keeps the score in view, the drive histogram's labels stay apart and
// readable, Stat Probability's categories fold away; no control breaks a word in two, no placeholder is
// cut off, and the home page's front page takes the dark theme. (No sideways scrolling on any page:
// test/e2e/layout.test.ts.) Photographed at 375 px, light and dark.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ThemePreference } from '~/domain/accounts/theme-preference';
import { launchChromium, screenshot, themedContext, VIEWPORTS, visitHydrated } from '../helpers/browser';
import { createAccount, sessionCookieFor } from '../helpers/factories';
import {
  comparisonWithMate,
  SHOWCASE_USERNAME,
  seededAccountId,
  seededOrganizationPath,
} from '../helpers/showcase';
import { startSeededTestWorkers, type TestWorkers } from '../helpers/workers';

const PLAYER = `/player/${SHOWCASE_USERNAME}`;
const LIGHT: ThemePreference = { theme: 'default-theme', dark: false };
const DARK: ThemePreference = { theme: 'default-theme', dark: true };

let workers: TestWorkers;
let browser: Browser;
let playerId: number;
let playerSession: string;
let newcomerSession: string;
let organizationPath: string;
let compare: string;

beforeAll(async () => {
  [workers, browser] = await Promise.all([startSeededTestWorkers(), launchChromium()]);
  playerId = await seededAccountId(workers.db);
  const newcomer = await createAccount(workers.db, { firstName: 'Nina', lastName: 'Newcomer' });
  let hash: number;
  [organizationPath, hash, playerSession, newcomerSession] = await Promise.all([
    seededOrganizationPath(workers.db),
    comparisonWithMate(workers.db, playerId),
    sessionCookieFor(workers.db, playerId),
    sessionCookieFor(workers.db, newcomer.id),
  ]);
  compare = `${PLAYER}/stats?hash=${hash}`;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await workers?.dispose();
});

function phone(
  theme: ThemePreference = LIGHT,
  session: string | null = playerSession,
): Promise<BrowserContext> {
  return themedContext(browser, workers.url, {
    viewport: VIEWPORTS.mobile,
    theme,
    session,
    reducedMotion: true,
  });
}

async function visit(page: Page, path: string): Promise<void> {
  await visitHydrated(page, workers.url, path);
  await page.evaluate(() => document.fonts.ready);
}

/** Each metric row of the phone's metrics table: its name and both figures' boxes. */
function metricRows(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.compare-metrics__by-metric tbody tr')]
      .filter((row) => row.querySelector('th[scope="row"]'))
      .map((row) => {
        const [left, right] = [...row.querySelectorAll('td')].map((cell) => {
          const box = cell.getBoundingClientRect();
          return { left: box.left, right: box.right, top: box.top, text: cell.textContent ?? '' };
        });
        return { name: row.querySelector('th')?.textContent ?? '', left, right };
      }),
  );
}

test('compare at 375 px: each metric a row with both sides side by side, in the screen', async () => {
  for (const theme of [LIGHT, DARK]) {
    const context = await phone(theme);
    const page = await context.newPage();
    await visit(page, `${compare}&tab=drive`);
    expect(await page.locator('.compare-metrics__wide').isVisible()).toBe(false);
    const sides = await page.locator('.compare-metrics__by-metric thead th').allTextContents();
    expect(sides).toHaveLength(2);
    for (const side of sides) expect(side).toMatch(/^\S.* — .+$/);
    const rows = await metricRows(page);
    expect(rows.length).toBeGreaterThan(3);
    for (const { name, left, right } of rows) {
      expect(left, name).toBeDefined();
      expect(right, name).toBeDefined();
      if (!left || !right) continue;
      // Side by side on one line, both inside the 375 px screen.
      expect(Math.abs(left.top - right.top), name).toBeLessThan(2);
      expect(left.right, name).toBeLessThanOrEqual(right.left + 1);
      expect(left.left, name).toBeGreaterThanOrEqual(0);
      expect(right.right, name).toBeLessThanOrEqual(375);
      expect(left.text, name).not.toBe('');
      expect(right.text, name).not.toBe('');
    }
    // The tab's category is marked, and its picker is at hand.
    expect(
      await page.locator('.compare-metrics__by-metric tbody.is-focused th[data-column]').textContent(),
    ).toMatch(/^Drive/);
    expect(
      await page
        .locator('.compare-metrics__by-metric')
        .getByRole('button', { name: 'Choose Drive metrics' })
        .count(),
    ).toBe(1);
    await screenshot(page, `phone-compare-metrics-${theme.dark ? 'dark' : 'light'}`);
    await context.close();
  }
  // From a tablet up, the table of a row per side is the one shown.
  const wide = await themedContext(browser, workers.url, {
    viewport: VIEWPORTS.desktop,
    theme: LIGHT,
    session: playerSession,
  });
  const page = await wide.newPage();
  await visit(page, `${compare}&tab=drive`);
  expect(await page.locator('.compare-metrics__wide').isVisible()).toBe(true);
  expect(await page.locator('.compare-metrics__by-metric').isVisible()).toBe(false);
  await wide.close();
}, 120_000);

test('the Rounds tab at 375 px keeps the date and the score in view wherever its rows are scrolled', async () => {
  const context = await phone();
  const page = await context.newPage();
  await visit(page, `${compare}&tab=rounds`);
  const region = page.locator('.compare-card--left .rounds-grid__scroll');
  await region.locator('tbody tr').first().waitFor();
  const inView = () =>
    region.evaluate((scroller) => {
      const box = scroller.getBoundingClientRect();
      const cells = [
        ...scroller.querySelectorAll<HTMLElement>('[data-column="score"], [data-column="startDate"]'),
      ];
      return cells.every((cell) => {
        const at = cell.getBoundingClientRect();
        return at.left >= box.left - 1 && at.right <= box.right + 1;
      });
    });
  const widest = await region.evaluate((scroller) => scroller.scrollWidth - scroller.clientWidth);
  expect(widest).toBeGreaterThan(0);
  for (const left of [0, widest / 3, (2 * widest) / 3, widest]) {
    await region.evaluate((scroller, to) => scroller.scrollTo({ left: to }), left);
    expect(await inView(), `scrolled to ${left}`).toBe(true);
  }
  // Scrolled to the end, the score still reads as the row's score beside its date.
  const first = await region.evaluate((scroller) => {
    const row = scroller.querySelector('tbody tr');
    return [
      row?.querySelector('[data-column="startDate"]')?.textContent,
      row?.querySelector('[data-column="score"]')?.textContent,
    ];
  });
  expect(first[0]).toMatch(/^\d\d\/\d\d\/\d\d$/);
  expect(first[1]).toMatch(/^\d+$/);
  await page.evaluate(() => document.querySelector('.compare-card--left .rounds-grid')?.scrollIntoView());
  await screenshot(page, 'phone-compare-rounds-scrolled');
  await context.close();
}, 60_000);

test("the drive histogram's labels at 375 px: readable size, each apart from the next", async () => {
  const context = await phone();
  const page = await context.newPage();
  await visit(page, `${compare}&tab=drive`);
  const labels = await page.locator('.compare-card--left .column-chart__label').evaluateAll((spans) =>
    spans.map((span) => {
      const range = document.createRange();
      range.selectNodeContents(span);
      const boxes = [...range.getClientRects()];
      return {
        text: span.textContent ?? '',
        size: Number.parseFloat(getComputedStyle(span).fontSize),
        left: Math.min(...boxes.map((b) => b.left)),
        right: Math.max(...boxes.map((b) => b.right)),
      };
    }),
  );
  expect(labels.length).toBeGreaterThan(3);
  for (const [index, label] of labels.entries()) {
    expect(label.size, label.text).toBeGreaterThanOrEqual(12);
    const next = labels[index + 1];
    if (next) expect(label.right, `${label.text} against ${next.text}`).toBeLessThan(next.left);
  }
  await context.close();
}, 60_000);

test('Stat Probability at 375 px: a disclosure per category, the first open; a closed one opens from the keyboard', async () => {
  const context = await phone();
  const page = await context.newPage();
  await visit(page, `${compare}&tab=stat-probability`);
  const groups = page.locator('.compare-card--left details.stat-probability__group');
  await groups.first().waitFor();
  const open = await groups.evaluateAll((all) => all.map((group) => (group as HTMLDetailsElement).open));
  expect(open.length).toBeGreaterThan(2);
  expect(open).toEqual(open.map((_, index) => index === 0));
  // A closed category's stats are out of sight and out of the tab order until it opens.
  const second = groups.nth(1);
  expect(await second.locator('input[type="checkbox"]').first().isVisible()).toBe(false);
  await second.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => second.locator('input[type="checkbox"]').first().isVisible()).toBe(true);
  // Ticking a stat in it says so on its summary.
  await second.locator('.stat-probability__card').first().click();
  await expect.poll(() => second.locator('.stat-probability__count').textContent()).toMatch(/1 ticked$/);
  await page.keyboard.press('Enter');
  // Folded, the tab is a fraction of its old 7 000 px at this width.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(5_000);
  await screenshot(page, 'phone-compare-stat-probability');
  await context.close();
}, 60_000);

/**
 * Words of controls (buttons, tabs, disclosures, links) that wrap onto two lines mid-word; a break
 * after a hyphen or a dash is a break between words. Web addresses and e-mail may break anywhere.
 */
function brokenWords(page: Page): Promise<Array<string>> {
  return page.evaluate(() => {
    const found: Array<string> = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a, [role="tab"], [role="button"], summary, label',
    );
    for (const control of controls) {
      if (control.closest('[aria-hidden="true"], .sr-only')) continue;
      const style = getComputedStyle(control);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('.sr-only')) continue;
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const word = match[0];
          if (/[/@.:]/.test(word)) continue;
          const range = document.createRange();
          for (let at = 1; at < word.length; at++) {
            if (/[-–—]/.test(word[at - 1] ?? '')) continue;
            range.setStart(node, match.index + at - 1);
            range.setEnd(node, match.index + at + 1);
            const tops = new Set(
              [...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)),
            );
            if (tops.size > 1) {
              found.push(
                `"${word}" in ${control.tagName.toLowerCase()} "${control.textContent?.trim().slice(0, 40)}"`,
              );
              break;
            }
          }
        }
      }
    }
    return found;
  });
}

/** Inputs whose placeholder is wider than the room for text inside them. */
function cutPlaceholders(page: Page): Promise<Array<string>> {
  return page.evaluate(() => {
    const found: Array<string> = [];
    const measure = document.createElement('canvas').getContext('2d');
    if (!measure) return ['no canvas to measure with'];
    for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[placeholder], textarea[placeholder]',
    )) {
      const style = getComputedStyle(input);
      if (input.getBoundingClientRect().width === 0 || style.visibility === 'hidden') continue;
      const text = getComputedStyle(input, '::placeholder');
      measure.font = `${text.fontStyle} ${text.fontWeight} ${text.fontSize} ${text.fontFamily}`;
      const width = measure.measureText(input.placeholder).width;
      const room =
        input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      if (width > room + 0.5) {
        found.push(`"${input.placeholder}": ${Math.ceil(width)} px in ${Math.floor(room)} px`);
      }
    }
    return found;
  });
}

test('at 375 px no control breaks a word in two and no placeholder is cut off, on any page or form', async () => {
  const context = await phone();
  const page = await context.newPage();
  const found: Array<string> = [];
  const check = async (where: string) => {
    for (const word of await brokenWords(page)) found.push(`${where}: word broken ${word}`);
    for (const cut of await cutPlaceholders(page)) found.push(`${where}: placeholder cut ${cut}`);
  };
  const pages = [
    '/',
    '/golf/search',
    '/golf/search?q=a',
    organizationPath,
    '/cgr',
    `${PLAYER}/summary`,
    `${PLAYER}/schedule/0`,
    `${PLAYER}/my-rounds`,
    `${PLAYER}/view-shots`,
    `${PLAYER}/resume`,
    `${compare}&tab=shot-to-green`,
    `${compare}&tab=stat-probability`,
    `${PLAYER}/data-analysis`,
    `${PLAYER}/report-viewer`,
    '/dashboard',
    '/dashboard/settings',
    '/auth/phone',
    '/auth/alternative',
    '/payment',
  ];
  for (const path of pages) {
    await visit(page, path);
    await page.waitForTimeout(300);
    await check(path);
  }
  // The forms behind buttons: the chart range selector, Select Rounds and Choose Player.
  await visit(page, `${PLAYER}/summary`);
  await page.getByRole('button', { name: /^Chart range:/ }).click();
  await page
    .getByRole('textbox', { name: 'Custom range' })
    .or(page.getByRole('searchbox', { name: 'Custom range' }))
    .waitFor();
  await check('summary chart range');
  await visit(page, `${compare}&tab=scoring`);
  await page.locator('.compare-header__menu').click();
  await page.getByRole('button', { name: 'Select Rounds' }).click();
  await page.getByRole('dialog', { name: 'Select Rounds' }).waitFor();
  await page.waitForTimeout(300);
  await check('compare Select Rounds');
  await page.keyboard.press('Escape');
  await visit(page, `${PLAYER}/stats`);
  await page.locator('.compare-header__menu').click();
  await page.getByRole('button', { name: 'Choose Player' }).click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(300);
  await check('compare Choose Player');
  await context.close();
  // Signed out, the sign-in pages; a newcomer, the onboarding form.
  for (const [session, paths] of [
    [null, ['/auth', '/auth/phone', '/auth/alternative']],
    [newcomerSession, ['/auth/welcome']],
  ] as const) {
    const other = await phone(LIGHT, session);
    const otherPage = await other.newPage();
    for (const path of paths) {
      await visit(otherPage, path);
      for (const word of await brokenWords(otherPage)) found.push(`${path}: word broken ${word}`);
      for (const cut of await cutPlaceholders(otherPage)) found.push(`${path}: placeholder cut ${cut}`);
    }
    await other.close();
  }
  expect(found, found.join('\n')).toEqual([]);
}, 300_000);

test("the home page's front page takes the dark theme at 375 px, as the page around it does", async () => {
  for (const theme of [LIGHT, DARK]) {
    const context = await phone(theme, null);
    const page = await context.newPage();
    await visit(page, '/');
    const frame = page.frameLocator('iframe.home-frame');
    await frame.locator('body').waitFor();
    const colours = await frame.locator('body').evaluate((body) => ({
      dark: body.ownerDocument.documentElement.dataset.dark,
      background: getComputedStyle(body).backgroundColor,
      text: getComputedStyle(body).color,
    }));
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = (colour.match(/\d+/g) ?? []).map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    };
    expect(colours.dark).toBe(String(theme.dark));
    if (theme.dark) {
      expect(luminance(colours.background)).toBeLessThan(0.2);
      expect(luminance(colours.text)).toBeGreaterThan(0.7);
    } else {
      expect(luminance(colours.background)).toBeGreaterThan(0.9);
    }
    await page.waitForTimeout(1_200);
    await screenshot(page, `phone-home-${theme.dark ? 'dark' : 'light'}`);
    await context.close();
  }
}, 60_000);
