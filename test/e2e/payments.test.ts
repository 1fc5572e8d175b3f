// issue 33 §5 in Chromium: a signed-in player chooses the Coach plan, leaves for Stripe Checkout (the
// local stand-in; the hosted page itself is Stripe's and is not part of the site), comes back to a
// success page that checked the payment, and finds the plan in the settings. Every payment page in
// its states, at 375 and 1280 px, light and dark: screenshots, and axe with WCAG 2.2 AA at 0.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ThemePreference } from '~/domain/accounts/theme-preference';
import { axeViolations } from '../helpers/axe';
import { launchChromium, screenshot, themedContext, VIEWPORTS, watchErrors } from '../helpers/browser';
import { createPlayer, sessionCookieFor } from '../helpers/factories';
import { type StripeStandIn, startStripeStandIn } from '../helpers/stripe-stand-in';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

const THEMES: Array<{ name: string; preference: ThemePreference }> = [
  { name: 'light', preference: { theme: 'default-theme', dark: false } },
  { name: 'dark', preference: { theme: 'default-theme', dark: true } },
];

let stripe: StripeStandIn;
let workers: TestWorkers;
let browser: Browser;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  [workers, browser] = await Promise.all([startTestWorkers({ vars: stripe.vars }), launchChromium()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await workers?.dispose();
  await stripe?.close();
});

async function violationsOf(page: Page, where: string): Promise<Array<string>> {
  const violations = await axeViolations(page);
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id} | ${node.target.join(' ')} | ${where}`));
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(new URL(path, workers.url).href, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.evaluate(() => document.fonts.ready);
}

describe.concurrent('payment pages', () => {
  for (const width of ['mobile', 'desktop'] as const) {
    for (const theme of THEMES) {
      const name = `${VIEWPORTS[width].width}-${theme.name}`;
      test(`choose Coach, pay at Stripe, come back to an active plan (${name})`, async () => {
        const player = await createPlayer(workers.db, {
          firstName: 'Casey',
          lastName: `Coach${width}${theme.name}`,
        });
        const session = await sessionCookieFor(workers.db, player.id);
        const context = await themedContext(browser, workers.url, {
          viewport: VIEWPORTS[width],
          theme: theme.preference,
          session,
          reducedMotion: true,
        });
        // Stripe's hosted page is outside the site: the browser is shown a page in its place.
        await context.route('https://checkout.stripe.com/**', (route) =>
          route.fulfill({
            status: 200,
            contentType: 'text/html',
            body: '<!doctype html><html lang="en"><title>Stripe Checkout</title><h1>Stripe Checkout</h1></html>',
          }),
        );
        const page = await context.newPage();
        const errors = watchErrors(page);
        const violations: Array<string> = [];

        // A visitor who is not signed in is asked to sign in before choosing.
        const anonymous = await (
          await themedContext(browser, workers.url, { viewport: VIEWPORTS[width], theme: theme.preference })
        ).newPage();
        await visit(anonymous, '/payment');
        expect(await anonymous.getByRole('link', { name: 'Sign in to choose Coach' }).isVisible()).toBe(true);
        violations.push(...(await violationsOf(anonymous, `/payment signed out ${name}`)));
        await anonymous.context().close();

        await visit(page, '/payment');
        violations.push(...(await violationsOf(page, `/payment ${name}`)));
        await screenshot(page, `payment-plans-${name}`);
        await page.getByRole('button', { name: 'Choose Coach' }).click();
        await page.waitForURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
        const sessionId = new URL(page.url()).pathname.split('/').pop() ?? '';
        expect(stripe.sessions.find((s) => s.id === sessionId)?.client_reference_id).toBe(String(player.id));

        // Back before paying: the session is open, and the page says no payment was taken.
        await visit(page, `/payment/success?session_id=${sessionId}`);
        expect(await page.getByRole('heading', { name: 'Checkout not finished' }).isVisible()).toBe(true);

        // The cancel page Stripe's "back" link leads to.
        await visit(page, '/payment/cancel');
        violations.push(...(await violationsOf(page, `/payment/cancel ${name}`)));
        await screenshot(page, `payment-cancel-${name}`);

        // A success link of another account's session, or none: not found, in words.
        await visit(page, '/payment/success?session_id=cs_test_unknown');
        expect(await page.getByRole('heading', { name: 'Payment not found' }).isVisible()).toBe(true);
        violations.push(...(await violationsOf(page, `/payment/success not found ${name}`)));
        await screenshot(page, `payment-not-found-${name}`);

        // Paid at Stripe, back on the success page: the plan is active, then in the settings.
        stripe.complete(sessionId);
        await visit(page, `/payment/success?session_id=${sessionId}`);
        expect(await page.getByRole('heading', { name: 'Your plan is active' }).isVisible()).toBe(true);
        expect(await page.getByText('your Coach plan is active').isVisible()).toBe(true);
        violations.push(...(await violationsOf(page, `/payment/success active ${name}`)));
        await screenshot(page, `payment-success-${name}`);
        expect(await page.getByRole('link', { name: 'See your plan' }).getAttribute('href')).toBe(
          '/dashboard/settings',
        );
        await visit(page, '/dashboard/settings');
        expect(await page.locator('.dash__plan').textContent()).toContain('Your plan: Coach, active since');
        expect(await page.getByText('Renews yearly.').isVisible()).toBe(true);
        violations.push(...(await violationsOf(page, `/dashboard/settings ${name}`)));
        await screenshot(page, `payment-settings-${name}`);

        // The pricing page now marks the plan held and sells no second one: the other plan is switched to
        // in Stripe's billing portal.
        await visit(page, '/payment');
        expect(await page.getByText('Your current plan', { exact: true }).isVisible()).toBe(true);
        expect(await page.getByRole('button', { name: 'Switch to Player' }).isVisible()).toBe(true);
        expect(await page.getByRole('button', { name: 'Choose Player' }).count()).toBe(0);
        violations.push(...(await violationsOf(page, `/payment with a plan ${name}`)));

        // "Change or cancel plan" in the settings opens the billing portal of this customer.
        await page.route('https://billing.stripe.com/**', (route) =>
          route.fulfill({
            contentType: 'text/html',
            body: '<title>Billing portal</title><h1>Billing portal</h1>',
          }),
        );
        await visit(page, '/dashboard/settings');
        await page.getByRole('button', { name: 'Change or cancel plan' }).click();
        await page.waitForURL(/^https:\/\/billing\.stripe\.com\/p\/session\/bps_/);
        expect(stripe.portalSessions.at(-1)?.return_url).toMatch(/\/dashboard\/settings$/);

        expect(violations).toEqual([]);
        // The one error the browser logs is the status of the "Payment not found" page (a 404).
        expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
        await context.close();
        // Six axe scans and five screenshots: more than the default minute on a loaded two-core machine.
      }, 150_000);
    }
  }
});
