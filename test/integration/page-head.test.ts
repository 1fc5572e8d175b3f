// Issue 30 §1 and §3: what search engines are told (robots.txt, meta description, noindex), the
// JavaScript a first visit loads (gzip bytes of the module scripts, modulepreloads and inline imports
// of the document, read from the client build) and the stylesheets that block its first paint, against
// fixed budgets. Size checks, not timings.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts } from '../../db/schema/accounts';
import { sessionCookieFor } from '../helpers/factories';
import { comparisonWithMate } from '../helpers/showcase';
import { startSeededTestWorkers, type TestWorkers } from '../helpers/workers';

const FIRST_LOAD_JS_BUDGET = 120 * 1024;
const SUMMARY_RENDER_BLOCKING_CSS_BUDGET = 12 * 1024;

let workers: TestWorkers;
let cookie: string;
let playerId: number;
let compareHash: number;

beforeAll(async () => {
  workers = await startSeededTestWorkers();
  const [player] = await workers.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.username, 'jordan-reyes'));
  if (!player) throw new Error('the seed has no jordan-reyes');
  playerId = player.id;
  cookie = await sessionCookieFor(workers.db, player.id);
  compareHash = await comparisonWithMate(workers.db, player.id);
}, 180_000);
afterAll(async () => {
  await workers?.dispose();
});

async function page(pagePath: string, signedIn = false): Promise<string> {
  const response = await workers.fetch(pagePath, signedIn ? { headers: { Cookie: cookie } } : {});
  expect(response.status, pagePath).toBe(200);
  return response.text();
}

function metaContent(html: string, name: string): string | null {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    if (new RegExp(`\\bname="${name}"`).test(tag)) return /\bcontent="([^"]*)"/.exec(tag)?.[1] ?? '';
  }
  return null;
}

/** Gzip bytes of the /assets/*.js a document loads on a first visit. */
function firstLoadJs(html: string): number {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)) {
    if (match[1]) sources.add(match[1]);
  }
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g))
    if (match[1]) sources.add(match[1]);
  let bytes = 0;
  for (const source of sources) bytes += gzipSync(readFileSync(path.join('build/client', source))).length;
  return bytes;
}

/** The /assets/*.css a document links as stylesheets: what blocks its first paint. */
function renderBlockingStylesheets(html: string): Array<string> {
  const hrefs = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="stylesheet"/.test(tag)) continue;
    const href = /\bhref="(\/assets\/[^"]+\.css)"/.exec(tag)?.[1];
    if (href) hrefs.add(href);
  }
  return [...hrefs];
}

/** Gzip bytes of the stylesheets a document links (render-blocking CSS). */
function renderBlockingCss(html: string): number {
  let bytes = 0;
  for (const href of renderBlockingStylesheets(html))
    bytes += gzipSync(readFileSync(path.join('build/client', href))).length;
  return bytes;
}

describe('robots.txt', () => {
  test('answers 200 in plain text: the APIs disallowed, the sitemap named', async () => {
    const response = await workers.fetch('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    const body = await response.text();
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).toMatch(/^Disallow: \/api\/$/m);
    expect(body).toMatch(new RegExp(`^Sitemap: ${workers.url.origin}/sitemap.xml$`, 'm'));
    expect(body).not.toMatch(/^Disallow: \/$/m);
  });

  test('a form posted to it is refused with a sentence', async () => {
    const response = await workers.fetch('/robots.txt', { method: 'POST' });
    expect(response.status).toBe(405);
  });
});

describe('head tags', () => {
  test('public pages have a description and are indexable', async () => {
    for (const pagePath of [
      '/',
      '/golf/search',
      '/player/jordan-reyes/summary',
      '/player/jordan-reyes/my-rounds',
    ]) {
      const html = await page(pagePath);
      expect(metaContent(html, 'description'), pagePath).toMatch(/\w{3,}/);
      expect(metaContent(html, 'robots'), pagePath).toBeNull();
    }
  });

  test('signed-in pages have a description, and a crawler (no session) is sent to sign in', async () => {
    for (const pagePath of ['/dashboard', '/dashboard/settings']) {
      const html = await page(pagePath, true);
      expect(metaContent(html, 'description'), pagePath).toMatch(/\w{3,}/);
      const anonymous = await workers.fetch(pagePath, { redirect: 'manual' });
      expect(anonymous.status, pagePath).toBeGreaterThanOrEqual(300);
      expect(anonymous.status, pagePath).toBeLessThan(400);
      expect(anonymous.headers.get('Location'), pagePath).toMatch(/^\/auth/);
      await anonymous.arrayBuffer();
    }
  });

  test('a report page has a description, is indexable and its skip link has a target', async () => {
    const html = await page(`/reports/public-player-stats-report?accountId=${playerId}`);
    expect(metaContent(html, 'description')).toMatch(/\w{3,}/);
    expect(metaContent(html, 'robots')).toBeNull();
    expect(html).toContain('href="#main"');
    expect(html).toMatch(/<main id="main"/);
  });
});

describe('first-load JavaScript', () => {
  test.each([
    ['home', '/', false],
    ['search', '/golf/search', false],
    ['profile summary', '/player/jordan-reyes/summary', false],
    ['dashboard (signed in)', '/dashboard', true],
    ['compare with two players', '/player/jordan-reyes/stats?hash=HASH', false],
    ['My Rounds', '/player/jordan-reyes/my-rounds', false],
    ['schedule', '/player/jordan-reyes/schedule/0', false],
    ['a report page', '/reports/public-player-stats-report?accountId=PLAYER', false],
    ['another report page', '/reports/ppr?accountId=PLAYER', false],
  ])('%s loads at most 120 KiB gzip', async (_name, pagePath, signedIn) => {
    const html = await page(
      pagePath.replace('PLAYER', String(playerId)).replace('HASH', String(compareHash)),
      signedIn,
    );
    expect(html).not.toMatch(/Page Not Found|Something went wrong/);
    expect(firstLoadJs(html)).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
  });

  test('the top navigation and the dashboard header do not load Radix menus with the page', async () => {
    for (const [pagePath, signedIn] of [
      ['/', false],
      ['/dashboard', true],
    ] as const) {
      const html = await page(pagePath, signedIn);
      expect(html, pagePath).not.toMatch(/\/assets\/(top-nav-menus|dashboard-header-controls)-/);
    }
  });

  test('dialogs, chart scales and round search come with their use, not with the page', async () => {
    for (const pagePath of [
      '/player/jordan-reyes/summary',
      '/player/jordan-reyes/schedule/0',
      '/player/jordan-reyes/my-rounds',
      `/player/jordan-reyes/stats?hash=${compareHash}`,
    ]) {
      const html = await page(pagePath);
      expect(html, pagePath).not.toMatch(
        /\/assets\/(date-range-dialog|chart-details-dialog|share-dialog|round-list-panel|stat-filter-panel|view-shots-dialog|metrics-picker-dialog|stat-probability-shots|compare-debug-dialog|linear|band|fuse|schemas)-/,
      );
    }
  });
});

describe('render-blocking CSS', () => {
  test('the profile summary links at most 12 KiB gzip of stylesheets', async () => {
    const html = await page('/player/jordan-reyes/summary');
    expect(renderBlockingStylesheets(html).length).toBeGreaterThan(0);
    expect(renderBlockingCss(html)).toBeLessThanOrEqual(SUMMARY_RENDER_BLOCKING_CSS_BUDGET);
    // The dialogs' rules come with the dialogs' code.
    expect(renderBlockingStylesheets(html).join(' ')).not.toMatch(/\/assets\/[^ ]*dialog[^/ ]*\.css/);
  });

  test('the dashboard does not link My Rounds’ or the map’s stylesheets: they come with the lazy section', async () => {
    const html = await page('/dashboard', true);
    expect(html).toContain('My Rounds');
    expect(renderBlockingStylesheets(html).join(' ')).not.toMatch(
      /\/assets\/(maplibre|shot-map|hole-map|my-rounds)[^/]*\.css/,
    );
  });
});

describe('share previews (issue 33 §4, decision 091)', () => {
  /** The content of each meta tag of the document, by property or name. */
  function metaTags(html: string): Map<string, string> {
    const tags = new Map<string, string>();
    for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\/>/g)) {
      if (match[1] && match[2] !== undefined && !tags.has(match[1])) tags.set(match[1], match[2]);
    }
    return tags;
  }

  test('a profile, an organization and a saved report name their PNG share card, its size and words', async () => {
    const [organization] = await workers.d1
      .prepare('select short from organizations limit 1')
      .all<{ short: string }>()
      .then((r) => r.results);
    const origin = workers.url.origin;
    const cases = [
      {
        page: '/player/jordan-reyes/summary',
        card: `${origin}/player/jordan-reyes/card.png`,
        name: 'Jordan Reyes',
      },
      {
        page: `/org/${organization?.short}`,
        card: `${origin}/org/${organization?.short}/card.png`,
        name: '',
      },
    ];
    for (const { page: pagePath, card, name } of cases) {
      const tags = metaTags(await page(pagePath));
      expect(tags.get('og:image'), pagePath).toBe(card);
      expect(tags.get('og:image:type'), pagePath).toBe('image/png');
      expect(tags.get('og:image:width'), pagePath).toBe('1200');
      expect(tags.get('og:image:height'), pagePath).toBe('630');
      expect(tags.get('og:image:alt'), pagePath).toContain(name);
      expect(tags.get('twitter:card'), pagePath).toBe('summary_large_image');
      expect(tags.get('twitter:image'), pagePath).toBe(card);
      const image = await workers.fetch(new URL(card).pathname);
      expect(image.status, card).toBe(200);
      expect(image.headers.get('Content-Type'), card).toBe('image/png');
      await image.arrayBuffer();
    }
  });
});
