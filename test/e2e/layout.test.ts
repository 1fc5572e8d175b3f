// No clipped column (issue 29): on every page at 375, 768 and 1280 px, no table cell or figure has its
// content cut off by a box that hides what overflows it. Wide content may scroll inside its own region
// (overflow auto or scroll); it may never be hidden. And no page scrolls sideways (issue 30): the
// document is never wider than the screen, at any of the three widths.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PLAYER_REPORT_KINDS } from '~/domain/reports/player-report';
import { COMPARE_TABS } from '~/domain/stats/compare-config';
import { DEMO_COACH_ACCOUNT_ID } from '../../db/seed/watch-lists';
import { launchChromium, themedContext } from '../helpers/browser';
import { sessionCookieFor } from '../helpers/factories';
import {
  comparisonWithMate,
  SHOWCASE_USERNAME,
  seededAccountId,
  seededOrganizationPath,
} from '../helpers/showcase';
import { startSeededTestWorkers, type TestWorkers } from '../helpers/workers';

const PLAYER = `/player/${SHOWCASE_USERNAME}`;
const WIDTHS = [375, 768, 1280] as const;

let workers: TestWorkers;
let browser: Browser;
let playerId: number;
let playerSession: string;
let organizationPath: string;
let comparisonHash: number;

beforeAll(async () => {
  [workers, browser] = await Promise.all([startSeededTestWorkers(), launchChromium()]);
  playerId = await seededAccountId(workers.db);
  [organizationPath, comparisonHash, playerSession] = await Promise.all([
    seededOrganizationPath(workers.db),
    comparisonWithMate(workers.db, playerId),
    sessionCookieFor(workers.db, playerId),
  ]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await workers?.dispose();
});

function pages(): Array<{ path: string }> {
  return [
    { path: '/golf/search?q=a' },
    // Discovery: the filter form, and the results as cards on phones and a table on wide screens.
    { path: '/golf/search?type=account&sort=avg&gender=F' },
    { path: organizationPath },
    { path: `${PLAYER}/summary` },
    { path: `${PLAYER}/schedule/0` },
    { path: `${PLAYER}/schedule/1` },
    { path: `${PLAYER}/my-rounds` },
    { path: `${PLAYER}/view-shots` },
    { path: `${PLAYER}/resume` },
    ...COMPARE_TABS.map((tab) => ({ path: `${PLAYER}/stats?tab=${tab}` })),
    ...COMPARE_TABS.map((tab) => ({ path: `${PLAYER}/stats?hash=${comparisonHash}&tab=${tab}` })),
    { path: `/reports/compare-stats?hash=${comparisonHash}` },
    { path: `${PLAYER}/data-analysis` },
    ...PLAYER_REPORT_KINDS.map((kind) => ({ path: `/reports/${kind}?accountId=${playerId}` })),
    { path: '/dashboard' },
  ];
}

/** The main and report pages a phone opens, signed in, besides those of pages() (checked with them). */
function phoneOnlyPages(): Array<string> {
  return [
    '/',
    '/golf/search',
    '/cgr',
    '/cgr/1',
    `${PLAYER}/report-viewer`,
    `${PLAYER}/gallery`,
    `/reports/resume?accountId=${playerId}`,
    '/dashboard/settings',
    '/dashboard/settings/import',
    '/payment',
    '/store-redirect',
  ];
}

type Clip = { element: string; text: string; hidden: number };

/**
 * Every table cell, and every element with text of its own, whose box reaches beyond an ancestor that
 * hides what overflows it; and every cell that hides its own overflowing text. Visually hidden text
 * (the 1 px screen-reader-only pattern) is left out: it is meant to be invisible.
 */
function findClips(page: Page, width: number): Promise<Array<Clip>> {
  return page.evaluate((width) => {
    const hides = (style: CSSStyleDeclaration) => style.overflowX === 'hidden' || style.overflowX === 'clip';
    const isVisuallyHidden = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width <= 1 || box.height <= 1;
    };
    const describe = (element: Element) => {
      const classes = [...element.classList].slice(0, 2).join('.');
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`;
    };
    const clips: Array<Clip> = [];
    const candidates = document.querySelectorAll<HTMLElement>(
      'main th, main td, main [class*="num"], main dd',
    );
    for (const element of candidates) {
      if (element.closest('[aria-hidden="true"], .sr-only, svg')) continue;
      const text = (element.textContent ?? '').trim();
      if (text === '' || isVisuallyHidden(element)) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // Its own text cut off.
      if (hides(style) && element.scrollWidth > element.clientWidth + 1) {
        clips.push({
          element: describe(element),
          text: text.slice(0, 40),
          hidden: element.scrollWidth - element.clientWidth,
        });
        continue;
      }
      // Cut off by an ancestor that hides overflow (a scrolling region is fine: its content can be reached).
      const box = element.getBoundingClientRect();
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const parentStyle = getComputedStyle(parent);
        if (parentStyle.overflowX === 'auto' || parentStyle.overflowX === 'scroll') break;
        if (!hides(parentStyle) || isVisuallyHidden(parent)) continue;
        const frame = parent.getBoundingClientRect();
        const hidden = Math.max(box.right - frame.right, frame.left - box.left);
        if (hidden > 1)
          clips.push({ element: describe(element), text: text.slice(0, 40), hidden: Math.round(hidden) });
        break;
      }
    }
    // From a tablet up, a region that scrolls sideways at rest hides part of its table, unless it says
    // it is wide by design (a scorecard of 18 holes, a grid of many stats: `ScrollRegion wide`). On a
    // phone a wide table scrolls inside its region.
    for (const region of document.querySelectorAll<HTMLElement>('main *')) {
      const style = getComputedStyle(region);
      if (width < 768 || (style.overflowX !== 'auto' && style.overflowX !== 'scroll')) continue;
      if (region.closest('[data-wide="true"], [role="dialog"]') || !region.querySelector('table')) continue;
      const hidden = region.scrollWidth - region.clientWidth;
      if (hidden > 1) {
        const header = region.querySelector('th')?.textContent?.trim() ?? '';
        clips.push({ element: `scrolling ${describe(region)}`, text: header.slice(0, 40), hidden });
      }
    }
    return clips;
  }, width);
}

describe.concurrent('no clipped content', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px`, async () => {
      const context = await themedContext(browser, workers.url, {
        // A phone's screen at 375 px (the sideways check below reads the same pages).
        viewport: { width, height: width === 375 ? 812 : 900 },
        theme: { theme: 'default-theme', dark: false },
        session: playerSession,
        reducedMotion: true,
      });
      const page = await context.newPage();
      const found: Array<string> = [];
      for (const { path } of pages()) {
        await page.goto(new URL(path, workers.url).href, { waitUntil: 'load' });
        await page.waitForSelector('html[data-hydrated="true"]');
        await page.evaluate(() => document.fonts.ready);
        // Parts that load after hydration (charts, grids) are in place.
        await page.waitForTimeout(width === 375 ? 300 : 150);
        for (const clip of await findClips(page, width)) {
          found.push(`${path} ${width}px: ${clip.element} "${clip.text}" (${clip.hidden} px hidden)`);
        }
        // No page scrolls sideways (issue 30 on a phone; a tablet's signed-in header too): checked
        // here for these pages, below for the rest.
        found.push(...(await sidewaysFindings(page, `${path} ${width}px`)));
      }
      await context.close();
      expect(found, found.join('\n')).toEqual([]);
    }, 300_000);
  }
});

/** How far the document reaches past the screen, and the outermost elements that take it there. */
function sidewaysOverflow(page: Page): Promise<{ overflow: number; culprits: Array<string> }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const overflow = document.documentElement.scrollWidth - width;
    const culprits: Array<string> = [];
    if (overflow > 0) {
      for (const element of document.querySelectorAll<HTMLElement>('body *')) {
        if (element.getBoundingClientRect().right <= width + 0.5) continue;
        if ((element.parentElement?.getBoundingClientRect().right ?? 0) > width + 0.5) continue;
        const classes = [...element.classList].slice(0, 2).join('.');
        culprits.push(`${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`);
        if (culprits.length === 3) break;
      }
    }
    return { overflow, culprits };
  });
}

async function sidewaysFindings(page: Page, path: string): Promise<Array<string>> {
  const { overflow, culprits } = await sidewaysOverflow(page);
  return overflow > 0 ? [`${path}: ${overflow} px wider than the screen (${culprits.join(', ')})`] : [];
}

test('no other page a phone opens scrolls sideways at 375 px', async () => {
  const context = await themedContext(browser, workers.url, {
    viewport: { width: 375, height: 812 },
    theme: { theme: 'default-theme', dark: false },
    session: playerSession,
    reducedMotion: true,
  });
  const page = await context.newPage();
  const found: Array<string> = [];
  for (const path of phoneOnlyPages()) {
    await page.goto(new URL(path, workers.url).href, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.evaluate(() => document.fonts.ready);
    // Parts that load after hydration (charts, grids, the front page's height) are in place.
    await page.waitForTimeout(path === '/' ? 1_200 : 300);
    found.push(...(await sidewaysFindings(page, path)));
  }
  await context.close();
  expect(found, found.join('\n')).toEqual([]);
}, 300_000);

// issue 33 §3: the demo coach's watch lists, and a profile with "Save to watch list" in its header.
// decision 104: her settings, with her circle's links and the rosters she may invite players onto.
const COACH_PAGES = ['/watch-lists', '/watch-lists/1', `${PLAYER}/summary`, '/dashboard/settings'];

test('the coach’s pages clip nothing at 375, 768 and 1280 px and do not scroll sideways at 375 px', async () => {
  const coachSession = await sessionCookieFor(workers.db, DEMO_COACH_ACCOUNT_ID);
  const found: Array<string> = [];
  for (const width of WIDTHS) {
    const context = await themedContext(browser, workers.url, {
      viewport: { width, height: 900 },
      theme: { theme: 'default-theme', dark: false },
      session: coachSession,
      reducedMotion: true,
    });
    const page = await context.newPage();
    for (const path of COACH_PAGES) {
      await page.goto(new URL(path, workers.url).href, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(150);
      for (const clip of await findClips(page, width)) {
        found.push(`${path} ${width}px: ${clip.element} "${clip.text}" (${clip.hidden} px hidden)`);
      }
      // Sideways scrolling is checked at a phone's width, as for every other page.
      const { overflow, culprits } =
        width === 375 ? await sidewaysOverflow(page) : { overflow: 0, culprits: [] };
      if (overflow > 0)
        found.push(`${path} ${width}px: ${overflow} px wider than the screen (${culprits.join(', ')})`);
    }
    await context.close();
  }
  expect(found, found.join('\n')).toEqual([]);
}, 180_000);

/** Controls of the dashboard header (a select, the "i" button…) that reach past the header card's edges. */
function controlsOutsideHeader(page: Page): Promise<Array<string>> {
  return page.evaluate(() => {
    const card = document.querySelector<HTMLElement>('.dash-header');
    if (!card) return ['no dashboard header'];
    const box = card.getBoundingClientRect();
    const border = Number.parseFloat(getComputedStyle(card).borderRightWidth) || 0;
    const outside: Array<string> = [];
    for (const control of card.querySelectorAll<HTMLElement>('button, select, a, input')) {
      const rect = control.getBoundingClientRect();
      if (rect.width === 0) continue;
      if (rect.right > box.right - border + 0.5 || rect.left < box.left + border - 0.5) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';
        outside.push(
          `${control.tagName.toLowerCase()} "${name.slice(0, 30)}" ${Math.round(rect.right - box.right)} px`,
        );
      }
    }
    return outside;
  });
}

test('the dashboard header keeps its controls inside its card from 320 to 430 px', async () => {
  const found: Array<string> = [];
  for (const width of [320, 360, 375, 390, 414, 430]) {
    const context = await themedContext(browser, workers.url, {
      viewport: { width, height: 812 },
      theme: { theme: 'default-theme', dark: false },
      session: playerSession,
      reducedMotion: true,
    });
    const page = await context.newPage();
    await page.goto(new URL('/dashboard', workers.url).href, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.evaluate(() => document.fonts.ready);
    for (const control of await controlsOutsideHeader(page)) found.push(`${width} px: ${control}`);
    await context.close();
  }
  expect(found, found.join('\n')).toEqual([]);
}, 120_000);
