// issue 15 point 2: the onboarding form in Chromium: a new number signs in with the code from the
// development outbox, lands on /auth/welcome, gets a username that follows its name, meets a taken
// one, and lands on the dashboard; the same form without JavaScript; axe finds no violation;
// screenshots at 375 and 1280 px.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts } from '../../db/schema/accounts';
import { launchBrowser, screenshot, VIEWPORTS, watchErrors } from '../helpers/browser';
import { createAccount, createPlayer, sessionCookieFor } from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let browser: BrowserContext;
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

beforeAll(async () => {
  [workers, browser] = await Promise.all([startTestWorkers(), launchBrowser()]);
  await createPlayer(workers.db, { username: 'jordan-lee', firstName: 'Jordan', lastName: 'Lee' });
  // Accounts created by sign-ins take the next free id; start them far above the factories' ids.
  await workers.db.insert(accounts).values({ id: 10_000_000, guid: 'id-floor' });
});
afterAll(async () => {
  await browser?.close();
  await workers?.dispose();
});

let phoneCounter = 700;
function freshPhone() {
  phoneCounter += 1;
  const national = `2025${String(phoneCounter).padStart(6, '0')}`;
  return { national, e164: `+1${national}` };
}

async function outboxCode(e164: string): Promise<string> {
  const response = await workers.fetch(`/resources/dev/sms-outbox?phone=${encodeURIComponent(e164)}`);
  const { messages } = (await response.json()) as { messages: Array<{ body: string }> };
  return /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1] ?? '';
}

/** axe-core's violations on the page (run through the DevTools protocol, so the page's CSP allows it). */
async function axeViolations(page: Page): Promise<Array<string>> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: () => Promise<{
            violations: Array<{
              id: string;
              help: string;
              nodes: Array<{ target: Array<string>; failureSummary: string }>;
            }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run();
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join('; ')})`,
    );
  });
}

describe('onboarding a new number', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`sign in → welcome form → taken username → dashboard (${name})`, async () => {
      await browser.clearCookies();
      const page = await browser.newPage();
      const errors = watchErrors(page);
      await page.setViewportSize(viewport);
      await page.goto(new URL('/auth/phone', workers.url).href);
      await page.waitForSelector('html[data-hydrated="true"]');
      const phone = freshPhone();
      await page.click('#login-phone');
      await page.fill('#login-phone', phone.national);
      await Promise.all([page.waitForURL(/\/auth\/verify/), page.click('button:has-text("Continue")')]);
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.click('.otp__box >> nth=0');
      await Promise.all([
        page.waitForURL(/\/auth\/welcome$/),
        page.keyboard.type(await outboxCode(phone.e164), { delay: 30 }),
      ]);
      await page.waitForSelector('html[data-hydrated="true"]');
      expect(await page.title()).toBe('ScoreTrack Golf - Welcome');
      expect(await page.textContent('h1')).toBe('Welcome');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `onboarding-${name}`);

      // The username follows the name until it is edited; the server finds it taken and offers another.
      await page.fill('#onboarding-first-name', 'Jordan');
      await page.fill('#onboarding-last-name', 'Lee');
      expect(await page.inputValue('#onboarding-username')).toBe('jordan-lee');
      await page.click('button:has-text("Continue")');
      await expect
        .poll(() => page.textContent('#onboarding-username-error'))
        .toBe('"jordan-lee" is taken. Try "jordan-lee-2".');
      expect(await page.getAttribute('#onboarding-username', 'aria-invalid')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `onboarding-taken-${name}`);

      await page.fill('#onboarding-username', `jordan-lee-${name}`);
      await Promise.all([page.waitForURL(/\/dashboard$/), page.click('button:has-text("Continue")')]);
      await expect.poll(() => page.textContent('h1')).toBe('Jordan Lee');
      expect(await page.getAttribute('a:has-text("Your profile")', 'href')).toBe(
        `/player/jordan-lee-${name}`,
      );
      await screenshot(page, `onboarding-done-${name}`);
      expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
      await page.close();
    });
  }

  test('the form works without JavaScript: a free username is filled in, then saved', async () => {
    await browser.clearCookies();
    const { id } = await createAccount(workers.db, { firstName: '', lastName: '' });
    const [cookieName, value] = (await sessionCookieFor(workers.db, id)).split('=');
    await browser.addCookies([{ name: cookieName ?? '', value: value ?? '', url: workers.url.href }]);
    const page = await browser.newPage();
    // No script of the site runs: the plain HTML form posts and the server answers.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto(new URL('/dashboard', workers.url).href);
    expect(new URL(page.url()).pathname).toBe('/auth/welcome');
    expect(await page.locator('html[data-hydrated="true"]').count()).toBe(0);
    await page.fill('#onboarding-first-name', 'Ana');
    await page.fill('#onboarding-last-name', 'Núñez');
    await Promise.all([page.waitForLoadState('load'), page.click('button:has-text("Continue")')]);
    expect(await page.textContent('#onboarding-username-error')).toBe('Choose a username.');
    expect(await page.inputValue('#onboarding-username')).toBe('ana-nunez');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'onboarding-nojs-mobile');
    await Promise.all([page.waitForURL(/\/dashboard$/), page.click('button:has-text("Continue")')]);
    await expect.poll(() => page.textContent('h1')).toBe('Ana Núñez');
    await page.close();
  });
});
