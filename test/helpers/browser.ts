import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import type { ThemePreference } from '~/domain/accounts/theme-preference';
import { serializeThemePreference } from '~/server/theme.server';

export const SCREENSHOT_DIR = 'test-results/screenshots';

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, the build Playwright itself runs headless):
 * the same Blink without the full browser around it, a seventh less CPU over the browser files than the
 * full `chromium` in headless mode (decision 108). The full browser when the shell is not installed.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
];

/** The system Chromium (installed by scripts/ensure-system-tools.ts) with the flags this machine needs. */
export async function launchBrowser(): Promise<BrowserContext> {
  return chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'chromium-')), {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** The same Chromium as a browser that holds several independent contexts (cookies, viewport). */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Collects uncaught page errors and console errors, so a test can assert a clean page. */
export function watchErrors(page: Page): Array<string> {
  const errors: Array<string> = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * A browser context of one viewport in one theme (its theme cookie), signed in when `session` (a
 * `name=value` session cookie) is given; `reducedMotion` makes transitions finish at once.
 */
export async function themedContext(
  browser: Browser,
  origin: URL,
  options: {
    viewport: { width: number; height: number };
    theme: ThemePreference;
    session?: string | null;
    reducedMotion?: boolean;
  },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: options.viewport,
    ...(options.reducedMotion ? { reducedMotion: 'reduce' as const } : {}),
  });
  const cookies = [
    (await serializeThemePreference(options.theme, false)).split(';')[0] ?? '',
    options.session ?? '',
  ]
    .filter((cookie) => cookie !== '')
    .map((cookie) => {
      const at = cookie.indexOf('=');
      return { name: cookie.slice(0, at), value: cookie.slice(at + 1), url: origin.href };
    });
  await context.addCookies(cookies);
  return context;
}

/** Opens a page of the site and waits until React has hydrated it. */
export async function visitHydrated(page: Page, origin: URL, path: string): Promise<void> {
  await page.goto(new URL(path, origin).href, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
}
