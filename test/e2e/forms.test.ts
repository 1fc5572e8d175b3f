// Decision 040 in the browser: a refused form marks its fields aria-invalid, describes each by its
// message (role="alert"), and moves the focus to the first invalid field; messages wait for a touch.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, VIEWPORTS, watchErrors } from '../helpers/browser';
import { createPlayer, sessionCookieFor } from '../helpers/factories';
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

async function open(path: string, cookie?: string): Promise<Page> {
  await browser.clearCookies();
  if (cookie) {
    const [name, value] = cookie.split('=');
    await browser.addCookies([{ name: name ?? '', value: value ?? '', url: workers.url.href }]);
  }
  const page = await browser.newPage();
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(new URL(path, workers.url).href);
  await page.waitForSelector('html[data-hydrated="true"]');
  return page;
}

/** The field's aria-invalid, and the text and role of every element its aria-describedby names. */
async function describedError(page: Page, selector: string) {
  return page.$eval(selector, (field) => ({
    invalid: field.getAttribute('aria-invalid'),
    described: (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => {
        const element = document.getElementById(id);
        return { text: element?.textContent ?? null, role: element?.getAttribute('role') ?? null };
      }),
  }));
}

test('a submitted invalid form focuses its first invalid field, marked and described', async () => {
  const page = await open('/auth/phone');
  const errors = watchErrors(page);
  await page.waitForFunction(() => !(document.getElementById('login-phone') as HTMLInputElement).readOnly);
  expect(await page.getAttribute('#login-phone', 'aria-invalid')).toBeNull();
  await page.click('button:has-text("Continue")');
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('login-phone');
  expect(await describedError(page, '#login-phone')).toEqual({
    invalid: 'true',
    described: [{ text: 'Phone number is required', role: 'alert' }],
  });
  // Typing a valid number clears the mark and the message.
  await page.fill('#login-phone', '2025550199');
  await expect.poll(() => page.getAttribute('#login-phone', 'aria-invalid')).toBeNull();
  expect(await page.locator('.auth-field__error').count()).toBe(0);
  expect(errors).toEqual([]);
  await page.close();
});

test('the dashboard password form checks as you go; a mismatch focuses the second field', async () => {
  const player = await createPlayer(workers.db);
  const page = await open('/dashboard/settings', await sessionCookieFor(workers.db, player.id));
  const errors = watchErrors(page);
  const newPassword = '#dash-password-newPassword';
  const again = '#dash-password-confirmPassword';
  // spec 1 §5's rule on every form: nothing shows before the field is dirty or touched.
  await page.click(newPassword);
  expect(await page.locator('.dash-password .auth-field__error').count()).toBe(0);
  await page.keyboard.type('too short');
  await expect
    .poll(() => describedError(page, newPassword))
    .toEqual({ invalid: 'true', described: [{ text: 'Use at least 15 characters.', role: 'alert' }] });
  await page.fill(newPassword, 'a long enough sentence');
  await page.fill(again, 'a different long sentence');
  await page.click('button:has-text("Set password")');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.id))
    .toBe('dash-password-confirmPassword');
  expect(await describedError(page, again)).toEqual({
    invalid: 'true',
    described: [{ text: 'The two new passwords differ.', role: 'alert' }],
  });
  expect(errors).toEqual([]);
  await page.close();
});
