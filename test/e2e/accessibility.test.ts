// WCAG 2.2 AA with axe-core on every page and every dialog of the site, at 375 and 1280 px, in the
// light, dark, black and black dark themes (decisions 038, 103); and the keyboard paths of the two dialogs a visitor
// opens most: the profile drawer and the news article.
// A public page is opened once per width and scanned in each theme in turn: the server's HTML of a
// page differs between themes only in <html data-theme data-dark> and the footer switch's own state,
// so the page is switched as the site's theme switch does (the attributes, in the page and its frames
// of this origin) and scanned again with the rules that read colours. Menus, dialogs and signed-in
// pages open in a context of each theme's own cookie, with every rule.
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ThemePreference } from '~/domain/accounts/theme-preference';
import { PLAYER_REPORT_KINDS } from '~/domain/reports/player-report';
import { COMPARE_TABS } from '~/domain/stats/compare-config';
import { organizations, playerGroups } from '../../db/schema/organizations';
import { playerShards } from '../../db/schema/shards';
import { DEMO_COACH_ACCOUNT_ID } from '../../db/seed/watch-lists';
import { axeViolations } from '../helpers/axe';
import { launchChromium, screenshot, themedContext, VIEWPORTS } from '../helpers/browser';
import { createAccount, createPlayer, sessionCookieFor } from '../helpers/factories';
import { comparisonWithMate, seededAccountId } from '../helpers/showcase';
import { startSeededTestWorkers, type TestWorkers } from '../helpers/workers';

// The seed's showcase player: rounds, events, news with images and videos, photos, swing videos.
const USERNAME = 'jordan-reyes';
const PLAYER = `/player/${USERNAME}`;

type ThemeCase = { name: string; preference: ThemePreference };
const LIGHT: ThemeCase = { name: 'light', preference: { theme: 'default-theme', dark: false } };
const DARK: ThemeCase = { name: 'dark', preference: { theme: 'default-theme', dark: true } };
const BLACK: ThemeCase = { name: 'black', preference: { theme: 'black-theme', dark: false } };
const BLACK_DARK: ThemeCase = { name: 'black dark', preference: { theme: 'black-theme', dark: true } };

type Configuration = { width: 'mobile' | 'desktop'; theme: ThemeCase };
const CONFIGURATIONS: Array<Configuration> = [
  { width: 'mobile', theme: LIGHT },
  { width: 'mobile', theme: DARK },
  { width: 'desktop', theme: LIGHT },
  { width: 'desktop', theme: DARK },
  { width: 'desktop', theme: BLACK },
  { width: 'desktop', theme: BLACK_DARK },
];

let workers: TestWorkers;
let browser: Browser;
let playerSession: string;
let newcomerSession: string;
let coachSession: string;
let playerId: number;
let organizationPath: string;
let groupPath: string;
/** A saved comparison of the showcase player with an associated player (two players' titles, colours). */
let comparisonHash: number;

beforeAll(async () => {
  [workers, browser] = await Promise.all([startSeededTestWorkers(), launchChromium()]);
  playerId = await seededAccountId(workers.db, USERNAME);
  const [group] = await workers.db
    .select({ short: organizations.short, name: playerGroups.name })
    .from(playerGroups)
    .innerJoin(organizations, eq(organizations.id, playerGroups.organizationId))
    .limit(1);
  if (!group) throw new Error('the seed has no player group');
  organizationPath = `/org/${group.short}`;
  groupPath = `/org/${group.short}/${encodeURIComponent(group.name)}`;
  comparisonHash = await comparisonWithMate(workers.db, playerId);
  // A signed-in account without a username yet is sent to onboarding (/auth/welcome).
  const newcomer = await createAccount(workers.db, { firstName: 'Nina', lastName: 'Newcomer' });
  [playerSession, newcomerSession, coachSession] = await Promise.all([
    sessionCookieFor(workers.db, playerId),
    sessionCookieFor(workers.db, newcomer.id),
    // The demo coach (Coach plan, one watch list: issue 33 §3).
    sessionCookieFor(workers.db, DEMO_COACH_ACCOUNT_ID),
  ]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await workers?.dispose();
});

/** Pages anyone may open. */
function publicPages(): Array<string> {
  return [
    '/',
    '/front-page.html',
    '/golf/search',
    '/golf/search?q=jordan',
    // Discovery (issue 33 §1): the coach's filters, and every player by scoring average (the table).
    '/golf/search?type=account&gradMin=2027&gradMax=2027&gender=F&state=TX&avgMax=75',
    '/golf/search?type=account&sort=avg&gender=F',
    organizationPath,
    groupPath,
    '/cgr',
    '/cgr/1',
    // A selected hole: its card takes the primary colour.
    '/cgr/1?hole=1',
    `${PLAYER}/summary`,
    `${PLAYER}/schedule/0`,
    `${PLAYER}/schedule/1`,
    `${PLAYER}/my-rounds`,
    // A grouping with higher-order groups and a stat filter; View Shots (spec 3 §2.2).
    `${PLAYER}/my-rounds?group=Season-Year&stats=missedGreenInRegulation`,
    `${PLAYER}/view-shots`,
    `${PLAYER}/resume`,
    `${PLAYER}/stats`,
    // Every tab of a comparison of two players (spec 2 §2), and its report.
    ...COMPARE_TABS.map((tab) => `${PLAYER}/stats?hash=${comparisonHash}&tab=${tab}`),
    `/reports/compare-stats?hash=${comparisonHash}`,
    `${PLAYER}/data-analysis`,
    `${PLAYER}/report-viewer`,
    `${PLAYER}/gallery`,
    `${PLAYER}/gallery?section=videos`,
    `/reports/resume?accountId=${playerId}`,
    // Every player report kind (decisions 054 and 059), asked by account.
    ...PLAYER_REPORT_KINDS.map((kind) => `/reports/${kind}?accountId=${playerId}`),
    '/auth',
    '/auth/phone',
    '/auth/alternative',
    '/payment',
    '/payment/success',
    '/payment/cancel',
    '/store-redirect',
    '/experimental/config-compare-stats',
    `/experimental/shot-dispersion-chart?username=${USERNAME}`,
    // An unknown player: the 404 page.
    '/player/no-such-player/summary',
    // A page's own error inside the profile (issue 31 §6): a custom range without its dates.
    `${PLAYER}/summary?range=custom`,
  ];
}

/** Every other page of `pages`, from the first (half 1) or the second (half 2): the heavy profile pages in both. */
function halfOf(pages: Array<string>, half: 1 | 2): Array<string> {
  return pages.filter((_, index) => index % 2 === half - 1);
}

/** Pages of a signed-in player. */
// A player has no Coach plan: the watch lists page says so.
const PLAYER_PAGES = [
  '/dashboard',
  '/dashboard/settings',
  '/dashboard/settings/import',
  '/auth/verify',
  '/watch-lists',
  `${PLAYER}/resume`,
];

/** Pages of the demo coach (issue 33 §3): the watch lists, the seeded list, discovery and a profile with "Save". */
const COACH_PAGES = [
  '/watch-lists',
  '/watch-lists/1',
  // A profile's header with "Save to watch list".
  `${PLAYER}/summary`,
  '/golf/search?type=account&gradMin=2027&gradMax=2027&gender=F&state=TX&avgMax=75',
  '/golf/search?type=account&sort=avg&gender=F',
  // decision 104: her settings, with her circle's links and the rosters she may invite players onto.
  '/dashboard/settings',
];

type Violation = { rule: string; target: string; where: string; detail: string };

/**
 * The WCAG 2.2 AA rules of axe that read colours: all a theme changes on a page whose markup is the
 * same (the other rules read the markup, names, sizes and layout, which no theme changes).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function scan(
  page: Page,
  where: string,
  include?: string,
  only: 'every rule' | 'colour rules' = 'every rule',
): Promise<Array<Violation>> {
  const violations = await axeViolations(page, {
    ...(only === 'colour rules' ? { rules: COLOUR_RULES } : {}),
    ...(include ? { include } : {}),
  });
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      rule: violation.id,
      target: node.target.map(String).join(' '),
      where,
      detail: contrastDetail(node.any[0]?.data) ?? violation.help,
    })),
  );
}

/** "#7d8b85 on #ffffff 3.55:1 (needs 4.5:1)" for a colour-contrast finding. */
function contrastDetail(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('fgColor' in data)) return null;
  const { fgColor, bgColor, contrastRatio, expectedContrastRatio } = data as Record<string, unknown>;
  return `${fgColor} on ${bgColor} ${contrastRatio}:1 (needs ${expectedContrastRatio})`;
}

/** One browser context per width and theme: its own theme cookie, viewport and session. */
async function newContext(configuration: Configuration): Promise<BrowserContext> {
  // Transitions finish at once: colours are measured in their final state.
  const context = await themedContext(browser, workers.url, {
    viewport: VIEWPORTS[configuration.width],
    theme: configuration.theme.preference,
    reducedMotion: true,
  });
  // Embedded video players would reach the network; the test stays offline.
  await context.route(/youtube(-nocookie)?\.com/, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>video</title></html>',
    }),
  );
  return context;
}

async function signInAs(context: BrowserContext, cookie: string | null): Promise<void> {
  await context.clearCookies({ name: '__session' });
  if (!cookie) return;
  const [name = '', value = ''] = cookie.split('=');
  await context.addCookies([{ name, value, url: workers.url.href }]);
}

/**
 * Switches an open page to a theme as the site's switch does: the attributes on <html> (frames of this
 * origin too) and the footer switch's pressed states.
 */
async function applyTheme(page: Page, theme: ThemePreference): Promise<void> {
  const origin = workers.url.origin;
  await Promise.all(
    page
      .frames()
      .filter((frame) => frame.url().startsWith(origin))
      .map((frame) =>
        frame.evaluate(
          ({ name, dark }) => {
            document.documentElement.setAttribute('data-theme', name);
            document.documentElement.setAttribute('data-dark', String(dark));
            // ThemeSwitch: "Black theme" first, then "Dark mode".
            const [black, darkMode] = document.querySelectorAll('.theme-switch__button');
            black?.setAttribute('aria-pressed', String(name === 'black-theme'));
            darkMode?.setAttribute('aria-pressed', String(dark));
          },
          { name: theme.theme, dark: theme.dark },
        ),
      ),
  );
}

function bodyBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

/** Opens a page and waits until React has hydrated it (the built-in front page has no React). */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(new URL(path, workers.url).href, { waitUntil: 'load' });
  if (path.endsWith('.html')) return;
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.evaluate(() => document.fonts.ready);
  // Lazy client parts (charts, maps) render right after hydration.
  await page.waitForTimeout(150);
}

function describeViolations(violations: Array<Violation>): string {
  return violations.map((v) => `${v.rule} | ${v.target} | ${v.where} | ${v.detail}`).join('\n');
}

/**
 * A page of its own context for one width (the first theme's cookie), and what its scans found. Each
 * scan reads the page in the first theme with every rule, then in each other theme with the colour
 * rules, and switches back.
 */
async function scanner(width: Configuration['width'], themes: Array<ThemeCase>) {
  const pixels = `${VIEWPORTS[width].width}px`;
  const first = themes[0] ?? LIGHT;
  const context = await newContext({ width, theme: first });
  const page = await context.newPage();
  const violations: Array<Violation> = [];
  async function scanThemes(where: string, include?: string): Promise<void> {
    const lightBackground = await bodyBackground(page);
    for (const theme of themes) {
      if (theme !== first) await applyTheme(page, theme.preference);
      // The switch took: dark surfaces are not the light ones.
      if (theme === DARK) expect(await bodyBackground(page), where).not.toBe(lightBackground);
      const rules = theme === first ? 'every rule' : 'colour rules';
      violations.push(...(await scan(page, `${where} ${pixels} ${theme.name}`, include, rules)));
    }
    if (themes.length > 1) await applyTheme(page, first.preference);
  }
  async function scanPage(path: string, note = ''): Promise<void> {
    await visit(page, path);
    await scanThemes(`${path}${note}`);
  }
  async function scanDialog(name: string): Promise<void> {
    await page.waitForTimeout(200);
    await scanThemes(name, '[role="dialog"]');
  }
  return { context, page, violations, scanThemes, scanPage, scanDialog };
}

// Six tests, three at a time, each in its own context: per width the public pages (two halves), then
// menus, dialogs and signed-in pages. The desktop's come first: with four themes they are the longest.
describe.concurrent('axe', () => {
  for (const width of ['desktop', 'mobile'] as const) {
    const themes = CONFIGURATIONS.filter((c) => c.width === width).map((c) => c.theme);
    const label = `${VIEWPORTS[width].width}px: ${themes.map((t) => t.name).join(', ')}`;
    // The public pages in two halves, each a test of its own: the longest test no longer holds the file
    // alone at its end.
    for (const half of [1, 2] as const) {
      test(`no WCAG 2.2 AA violation on any public page (${label}; half ${half} of the pages)`, async () => {
        const { context, violations, scanPage } = await scanner(width, themes);
        for (const path of halfOf(publicPages(), half)) await scanPage(path);
        await context.close();
        expect(violations, describeViolations(violations)).toEqual([]);
      }, 600_000);
    }

    test(`no WCAG 2.2 AA violation on any menu, dialog or signed-in page (${label})`, async () => {
      const { context, page, violations, scanThemes, scanPage, scanDialog } = await scanner(width, themes);

      // The site header's menu: everything behind one button on a phone, dropdowns on a desktop.
      await visit(page, '/golf/search');
      const trigger = width === 'mobile' ? 'Open menu' : 'Product';
      await page.getByRole('button', { name: trigger }).click();
      await page.getByRole('menu').waitFor();
      await page.waitForTimeout(200);
      await scanThemes('site menu', '[role="menu"]');
      await page.keyboard.press('Escape');

      // Dialogs of the profile: the drawer (which exists only under 768 px) and a news article.
      await visit(page, `${PLAYER}/summary`);
      if (width === 'mobile') {
        await page.getByRole('button', { name: 'Open profile menu' }).click();
        await page.getByRole('dialog', { name: 'Profile menu' }).waitFor();
        await scanDialog('profile drawer');
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
      await openNewsArticle(page);
      await scanDialog('news article dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      // Performance Trends' chart-details dialog (spec 3 §2.4).
      await page.getByRole('button', { name: 'Chart details' }).click();
      await page.getByRole('dialog').waitFor();
      await scanDialog('chart details dialog');
      await page.keyboard.press('Escape');

      // The compare page's dialogs: Compare By Player, Select Rounds, a metrics picker.
      await visit(page, `${PLAYER}/stats`);
      if (width === 'mobile') await page.getByRole('button', { name: 'Menu', exact: true }).click();
      for (const [opener, name] of [
        ['Choose Player', 'player picker'],
        ['Select Rounds', 'select rounds dialog'],
        ['Choose Drive metrics', 'metrics picker'],
        ['Report', 'report options dialog'],
      ] as const) {
        await page.getByRole('button', { name: opener, exact: true }).click();
        await page.getByRole('dialog').waitFor();
        // Select Rounds and the player picker read their lists when they open: scanned with them.
        if (opener === 'Select Rounds') await page.locator('.compare-panel--left').waitFor();
        if (opener === 'Choose Player') await page.locator('.player-picker__list table').waitFor();
        // The report options dialog is scanned with its preview loaded (no preview on mobile).
        if (opener === 'Report' && width !== 'mobile') {
          await page
            .frameLocator('iframe[title="Report preview"]')
            .getByText('Open in Compare Stats')
            .waitFor();
        }
        await scanDialog(name);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }

      // My Rounds' dialogs: the round list, Filter Holes by Stat, View Shots (spec 3 §2.1).
      await visit(page, `${PLAYER}/my-rounds`);
      for (const [opener, name] of [
        [page.locator('.my-rounds__chip'), 'round list dialog'],
        [page.getByRole('button', { name: /^Filter Holes by Stat/ }), 'stat filter dialog'],
        [page.getByRole('button', { name: 'View Shots', exact: true }), 'view shots dialog'],
      ] as const) {
        await opener.click();
        await page.getByRole('dialog').waitFor();
        await scanDialog(name);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }

      // The schedule with its date range selector open under its button (spec 3 §2.4): a non-modal
      // dialog, scanned with the page around it.
      await visit(page, `${PLAYER}/schedule/1`);
      await page.getByRole('button', { name: /^Timeframe:/ }).click();
      await page.getByRole('dialog', { name: 'Timeframe' }).waitFor();
      await page.waitForTimeout(200);
      await scanThemes('schedule with the date range selector open');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await signInAs(context, newcomerSession);
      await scanPage('/auth/welcome', ' (new account)');
      await signInAs(context, coachSession);
      for (const path of COACH_PAGES) await scanPage(path, ' (coach)');
      await signInAs(context, playerSession);
      // The dashboard's dialog and menu: the standards' sources and the overview group menu.
      await visit(page, '/dashboard');
      await page.getByRole('button', { name: /^Sources of the/ }).click();
      await page.getByRole('dialog').waitFor();
      await scanDialog('standards dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.locator('.dash-chip-menu').click();
      await page.getByRole('menu').waitFor();
      await page.waitForTimeout(200);
      await scanThemes('overview group menu', '[role="menu"]');
      await page.keyboard.press('Escape');
      for (const path of PLAYER_PAGES) await scanPage(path, ' (signed in)');
      // The owner's resume designer, a dialog over the resume page (the last one opened).
      await page.getByRole('link', { name: 'Design Resume' }).click();
      await page.getByRole('dialog').waitFor();
      await scanDialog('resume designer dialog');

      await context.close();
      expect(violations, describeViolations(violations)).toEqual([]);
    }, 600_000);
  }
});

/** Opens a news card of the summary page (the newest by default) from the keyboard; returns its header. */
async function openNewsArticle(page: Page, index = 0): Promise<string> {
  const card = page.getByRole('region', { name: 'Recent News' }).getByRole('button').nth(index);
  const header = (await card.locator('.news-card__header').textContent()) ?? '';
  await card.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: header }).waitFor();
  return header;
}

/** Whether the focused element is inside the open dialog. */
function focusInsideDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active !== null && active !== document.body && active.closest('[role="dialog"]') !== null;
  });
}

/**
 * Presses Tab `count` times and Shift+Tab as often; focus must stay inside the dialog throughout.
 * Polled: focus that enters or leaves an embedded video's out-of-process frame moves a task later.
 */
async function expectFocusTrapped(page: Page, count: number): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let index = 0; index < count; index += 1) {
      await page.keyboard.press(key);
      await expect
        .poll(() => focusInsideDialog(page), { message: `${key} #${index + 1}`, timeout: 2000 })
        .toBe(true);
    }
  }
}

test('the profile drawer: opened from its button, Tab stays inside, Escape closes it and focus returns', async () => {
  const context = await newContext({ width: 'mobile', theme: LIGHT });
  const page = await context.newPage();
  await visit(page, `${PLAYER}/summary`);
  // While the drawer is open the page behind it is hidden from assistive technology: includeHidden.
  const opener = page.getByRole('button', { name: 'Open profile menu', includeHidden: true });
  await opener.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Profile menu' });
  await drawer.waitFor();
  expect(await focusInsideDialog(page)).toBe(true);
  expect(await opener.getAttribute('aria-expanded')).toBe('true');
  // More presses than the drawer has stops: focus wraps around instead of leaving.
  const stops = await drawer.locator('a[href], button, summary').count();
  await expectFocusTrapped(page, stops + 2);
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
  await context.close();
});

test('the news article dialog: Tab stays inside; Escape or Close closes it and focus returns to its card', async () => {
  const context = await newContext({ width: 'desktop', theme: LIGHT });
  const page = await context.newPage();
  await visit(page, `${PLAYER}/summary`);
  // The header of the focused news card; null when focus is anywhere else (<body> included).
  const focusedCard = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      if (!active?.classList.contains('news-card')) return null;
      return active.querySelector('.news-card__header')?.textContent ?? null;
    });

  // The newest article embeds a video: the frame is inside the dialog, and focus never leaves it.
  const header = await openNewsArticle(page);
  const dialog = page.getByRole('dialog', { name: header });
  expect(await focusInsideDialog(page)).toBe(true);
  expect(await dialog.locator('iframe[title]').count()).toBe(1);
  const stops = await dialog.locator('a[href], button, iframe, video, [tabindex="0"]').count();
  await expectFocusTrapped(page, stops + 2);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(focusedCard).toBe(header);

  const second = await openNewsArticle(page, 1);
  const secondDialog = page.getByRole('dialog', { name: second });
  await secondDialog.getByRole('button', { name: 'Close' }).click();
  await secondDialog.waitFor({ state: 'detached' });
  await expect.poll(focusedCard).toBe(second);
  await context.close();
});

test('the scan finds what it is there to find: a picture without a text and text without contrast', async () => {
  const context = await newContext({ width: 'mobile', theme: LIGHT });
  const page = await context.newPage();
  await page.setContent(
    '<!doctype html><html lang="en"><title>t</title><main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#bbb;background:#fff">Faint text</p></main></html>',
  );
  const rules = async (only: 'every rule' | 'colour rules') =>
    [...new Set((await scan(page, 'a broken page', undefined, only)).map((v) => v.rule))].sort();
  expect(await rules('every rule')).toEqual(['color-contrast', 'image-alt']);
  expect(await rules('colour rules')).toEqual(['color-contrast']);
  await context.close();
});

// The page the Worker answers itself when a player's rounds live on a database it cannot reach
// (decision 119): its own markup, without the site's stylesheet, in the browser's light or dark
// colours as the system asks (`color-scheme: light dark`). The busy page of the render gate is the
// same builder with other words (workers/unavailable-response.ts).
test('no WCAG 2.2 AA violation on the 503 page of a player whose rounds cannot be reached, at both widths, light and dark', async () => {
  const lost = await createPlayer(workers.db, { username: 'unreachable-rounds' });
  await workers.db.insert(playerShards).values({ accountId: lost.id, shard: 'SHARD_9' });
  const violations: Array<Violation> = [];
  for (const width of ['mobile', 'desktop'] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: VIEWPORTS[width], colorScheme });
      const page = await context.newPage();
      const answer = await page.goto(new URL('/player/unreachable-rounds/summary', workers.url).href);
      expect(answer?.status()).toBe(503);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Not available right now');
      await screenshot(page, `unreachable-rounds-${width}-${colorScheme}`);
      violations.push(...(await scan(page, `503 page ${VIEWPORTS[width].width}px ${colorScheme}`)));
      await context.close();
    }
  }
  expect(violations, describeViolations(violations)).toEqual([]);
});
