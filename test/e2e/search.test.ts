import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, screenshot, VIEWPORTS, watchErrors } from '../helpers/browser';
import { createOrganization, createPlayer } from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let browser: BrowserContext;

const PLAYERS = [
  ['Jordan', 'Reyes', 'jordan-reyes', 'Lakeside University'],
  ['Emma', 'Caldwell', 'emma-caldwell', 'Harbor View High School'],
  ['Marcus', 'Okafor', 'marcus-okafor', 'Redwood State University'],
  ['Priya', 'Raman', 'priya-raman', 'Lakeside University'],
  ['Sofia', 'Marchetti', 'sofia-marchetti', 'Mesa Ridge High School'],
  ['Hannah', 'Kim', 'hannah-kim', 'Redwood State University'],
  ['Diego', 'Alvarez', 'diego-alvarez', 'Mesa Ridge High School'],
  ['Chloe', 'Bennett', 'chloe-bennett', 'Bayshore College'],
  ['Noah', 'Fitzgerald', 'noah-fitzgerald', null],
] as const;

beforeAll(async () => {
  [workers, browser] = await Promise.all([startTestWorkers(), launchBrowser()]);
  for (const [firstName, lastName, username, college] of PLAYERS) {
    await createPlayer(workers.db, {
      username,
      firstName,
      lastName,
      // One player without a picture shows the default image.
      imgUrl: username === 'noah-fitzgerald' ? null : `/demo/players/${username}.svg`,
      college,
      about: `${firstName} plays to a low handicap.`,
    });
  }
  await createOrganization(workers.db, {
    name: 'Lakeside University',
    short: 'lakeside-u',
    imgUrl: '/demo/orgs/lakeside-u.svg',
    rosters: [
      { id: 101, name: "Men's Team 2026-27", season: '2026-27' },
      { id: 102, name: "Women's Team 2026-27", season: '2026-27' },
      { id: 103, name: "Men's Team 2025-26", season: '2025-26' },
    ],
  });
  await createOrganization(workers.db, {
    name: 'Redwood State University',
    short: 'redwood-state',
    imgUrl: '/demo/orgs/redwood-state.svg',
    rosters: [{ id: 201, name: "Women's Team 2026-27", season: '2026-27' }],
  });
  await createOrganization(workers.db, { name: 'Riverside Golf Club', short: 'riverside', imgUrl: null });
});
afterAll(async () => {
  await browser?.close();
  await workers?.dispose();
});

async function open(path: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize(viewport);
  await page.goto(new URL(path, workers.url).href);
  return page;
}

async function frameAndContent(page: Page) {
  return page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe.home-frame');
    const root = frame?.contentDocument?.documentElement;
    return {
      window: window.innerHeight,
      frame: frame?.getBoundingClientRect().height ?? Number.NaN,
      content: root?.offsetHeight ?? Number.NaN,
      pageHeight: document.documentElement.scrollHeight,
      frameScrolls: root ? root.scrollHeight > (frame?.clientHeight ?? 0) + 1 : true,
    };
  });
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`home: the front page flows in the page at its content's height, in the site's fonts, with one h1 (${name})`, async () => {
    const page = await open('/', viewport);
    const errors = watchErrors(page);
    await page.waitForFunction(() => '__remixContext' in window);
    const frame = page.frameLocator('iframe.home-frame');
    await expect.poll(() => frame.getByRole('heading', { level: 1 }).textContent()).toContain('Every round');
    // As tall as its content: the window scrolls it, the frame has no scroll box of its own.
    await expect
      .poll(async () => {
        const sizes = await frameAndContent(page);
        return Math.abs(sizes.frame - sizes.content) <= 1 && !sizes.frameScrolls;
      })
      .toBe(true);
    const first = await frameAndContent(page);
    expect(first.frame).toBeGreaterThan(first.window);
    expect(first.pageHeight).toBeGreaterThan(first.frame);

    // A narrower window makes the content taller; the frame follows.
    await page.setViewportSize({ width: Math.max(360, viewport.width - 300), height: viewport.height });
    await expect
      .poll(async () => {
        const sizes = await frameAndContent(page);
        return Math.abs(sizes.frame - sizes.content) <= 1;
      })
      .toBe(true);
    await page.setViewportSize(viewport);

    // The site's own text and display faces, loaded inside the frame.
    const fonts = await page
      .frames()
      .find((f) => f.url().includes('/front-page.html'))
      ?.evaluate(async () => {
        await document.fonts.ready;
        const heading = document.querySelector('h1');
        return {
          body: getComputedStyle(document.body).fontFamily.split(',')[0]?.trim(),
          heading: heading ? getComputedStyle(heading).fontFamily.split(',')[0]?.trim() : '',
          // The system faces scaled to stand in while a site face loads (decision 114) are local():
          // one the page painted with before its face came is loaded too, and fetched nothing.
          loaded: [...document.fonts]
            .filter((f) => f.status === 'loaded')
            .map((f) => f.family.replaceAll('"', ''))
            .filter((family) => !/ (Arial|Roboto|DejaVu)$/.test(family)),
        };
      });
    expect(fonts?.body).toBe('"Inter Variable"');
    expect(fonts?.heading).toBe('"Barlow Condensed"');
    expect(new Set(fonts?.loaded)).toEqual(new Set(['Inter Variable', 'Barlow Condensed']));
    expect(await page.locator('h1').count()).toBe(1);
    await page.waitForTimeout(300);
    expect(errors).toEqual([]);
    await screenshot(page, `home-${name}`);
    await page.close();
  });
}

test("home: the front page's first screen is laid out the same before and after the site's faces arrive", async () => {
  // A phone that paints before the faces come sets the page in scaled system faces (decision 114):
  // every line breaks where it will in the site's faces, so nothing moves when they arrive.
  for (const viewport of [VIEWPORTS.mobile, { width: 412, height: 823 }, { width: 1024, height: 768 }]) {
    const layouts: Array<Array<string>> = [];
    for (const faces of ['system', 'site'] as const) {
      const page = await browser.newPage();
      await page.setViewportSize(viewport);
      if (faces === 'system') await page.route('**/*.woff2', (route) => route.abort());
      await page.goto(new URL('/front-page.html', workers.url).href);
      const loaded = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].some(
          (f) => f.status === 'loaded' && f.family.replaceAll('"', '') === 'Barlow Condensed',
        );
      });
      expect(loaded, `${faces} ${viewport.width}`).toBe(faces === 'site');
      layouts.push(
        await page.evaluate((height) => {
          const boxes = document.querySelectorAll('h1, p, .hero__actions, .hero__proof, .strip, section');
          return [...boxes]
            .map((box) => box.getBoundingClientRect())
            .filter((box) => box.top < height)
            .map((box) => `${Math.round(box.top)}/${Math.round(box.height)}`);
        }, viewport.height),
      );
      await page.close();
    }
    expect(layouts[0], `width ${viewport.width}`).toEqual(layouts[1]);
  }
});

test('home: a navigation section scrolls the window to that section of the front page', async () => {
  const page = await open('/?section=news', VIEWPORTS.desktop);
  await page.waitForFunction(() => '__remixContext' in window);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const frame = document.querySelector<HTMLIFrameElement>('iframe.home-frame');
        const news = frame?.contentDocument?.getElementById('news');
        if (!frame || !news) return Number.NaN;
        return Math.round(frame.getBoundingClientRect().top + news.getBoundingClientRect().top);
      }),
    )
    .toBeLessThan(5);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.close();
});

test('home: the provider button opens a new window; the search bar goes to the search page', async () => {
  const page = await open('/', VIEWPORTS.desktop);
  const website = page.getByRole('link', { name: /Visit our website/ });
  expect(await website.getAttribute('target')).toBe('_blank');
  expect(await website.getAttribute('rel')).toContain('noopener');
  await page.getByRole('searchbox', { name: 'Search players' }).fill('Caldwell');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/golf\/search\?/);
  expect(new URL(page.url()).searchParams.get('q')).toBe('Caldwell');
  await expect.poll(() => page.getByText('Results: 1').isVisible()).toBe(true);
  await page.close();
});

test('top navigation works with the mouse and the keyboard, and collapses into one menu on mobile', async () => {
  const page = await open('/', VIEWPORTS.desktop);
  await page.waitForLoadState('networkidle');
  // Mouse: open Product, choose Watch Videos.
  await page.getByRole('button', { name: 'Product' }).click();
  await page.getByRole('menuitem', { name: 'Watch Videos' }).click();
  await page.waitForURL(/\?section=videos$/);
  await expect
    .poll(() => page.locator('iframe.home-frame').getAttribute('src'))
    .toBe('/front-page.html#videos');

  // Keyboard: focus About, open it with Enter, move down to Contact Us and choose it.
  await page.getByRole('button', { name: 'About' }).focus();
  await page.keyboard.press('Enter');
  const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  await expect.poll(focused).toBe('Our Team');
  await page.keyboard.press('ArrowDown');
  await expect.poll(focused).toBe('Contact Us');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\?section=contact$/);
  await page.close();

  const mobile = await open('/', VIEWPORTS.mobile);
  await mobile.waitForLoadState('networkidle');
  expect(await mobile.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
  await mobile.getByRole('button', { name: 'Open menu' }).click();
  // The menu's code comes with the first press (decision 074): it opens once it is in.
  await mobile.getByRole('menu').waitFor();
  for (const item of [
    'Home',
    'Who is it For',
    'Training Facility',
    'News and Updates',
    'Our Team',
    'Contact Us',
  ]) {
    expect(await mobile.getByRole('menuitem', { name: item }).isVisible()).toBe(true);
  }
  await mobile.waitForTimeout(300); // the menu's 0.2 s opening animation
  await screenshot(mobile, 'home-menu-mobile');
  await mobile.keyboard.press('Escape');
  await mobile.close();

  // Enter on a menu whose code has not come yet: it opens once the code is in, on its first item.
  const fresh = await open('/', VIEWPORTS.desktop);
  await fresh.waitForLoadState('networkidle');
  await fresh.getByRole('button', { name: 'Product' }).focus();
  await fresh.keyboard.press('Enter');
  await expect
    .poll(() => fresh.evaluate(() => document.activeElement?.getAttribute('role')))
    .toBe('menuitem');
  await fresh.close();
});

test('search: typing a name updates the results; clicking a card opens the player’s profile', async () => {
  const page = await open('/golf/search', VIEWPORTS.desktop);
  const errors = watchErrors(page);
  await page.waitForLoadState('networkidle');
  expect(await page.getByText('Results: 0').isVisible()).toBe(true);

  const box = page.getByPlaceholder('Search...');
  await box.pressSequentially('marc', { delay: 40 });
  // Live update (debounced) without pressing Enter: Marcus Okafor and Sofia Marchetti.
  await expect.poll(() => page.getByText('Results: 2').isVisible(), { timeout: 5000 }).toBe(true);
  expect(new URL(page.url()).searchParams.get('q')).toBe('marc');
  expect(await box.inputValue()).toBe('marc');

  await box.fill('');
  await box.pressSequentially('jordan reyes', { delay: 30 });
  await expect.poll(() => page.getByText('Results: 1').isVisible(), { timeout: 5000 }).toBe(true);
  // A marker on the window survives only a client-side navigation (no new document).
  await page.evaluate(() => {
    (window as unknown as { searchMarker: string }).searchMarker = 'kept';
  });
  await page.getByRole('link', { name: /Jordan Reyes/ }).click();
  await page.waitForURL(/\/player\/jordan-reyes/);
  expect(new URL(page.url()).pathname).toMatch(/^\/player\/jordan-reyes(\/|$)/);
  expect(await page.evaluate(() => (window as unknown as { searchMarker?: string }).searchMarker)).toBe(
    'kept',
  );
  expect(errors).toEqual([]);
  await page.close();
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`search pages look finished: accounts and organizations (${name})`, async () => {
    const page = await open('/golf/search?q=e&type=account', viewport);
    const errors = watchErrors(page);
    await page.waitForLoadState('networkidle');
    // The default image stands in for a player without a picture.
    const noah = page.locator('a[href="/player/noah-fitzgerald"] img');
    await expect
      .poll(() => noah.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await screenshot(page, `search-accounts-${name}`);

    await page.getByRole('link', { name: 'Organizations' }).click();
    await page.waitForURL(/type=organization/);
    await expect.poll(() => page.getByText('Results: 3').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('link', { name: "Men's Team 2026-27", exact: true }).getAttribute('href'))
      .toBe('/org/lakeside-u/101');
    expect(
      await page.getByRole('link', { name: 'Lakeside University', exact: true }).getAttribute('href'),
    ).toBe('/org/lakeside-u');
    await page.waitForTimeout(300); // the toggle's 0.2 s transition
    await screenshot(page, `search-organizations-${name}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  test(`store redirect, payment and experimental pages render (${name})`, async () => {
    const page = await open('/store-redirect', viewport);
    const errors = watchErrors(page);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('img', { name: 'Download on the App Store' }).isVisible()).toBe(true);
    expect(await page.getByText('West Coast').isVisible()).toBe(true);
    await screenshot(page, `store-redirect-${name}`);

    // Without Stripe keys the plans are shown with no button to buy them (test/e2e/payments.test.ts
    // drives a checkout).
    await page.goto(new URL('/payment', workers.url).href);
    expect(await page.getByText('Plans cannot be bought here').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Choose Coach' }).count()).toBe(0);
    await screenshot(page, `payment-${name}`);

    await page.goto(new URL('/experimental/config-compare-stats', workers.url).href);
    await screenshot(page, `experimental-config-${name}`);
    expect(errors.filter((error) => !error.includes('503'))).toEqual([]);
    await page.close();
  });
}
