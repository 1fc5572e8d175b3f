// issue 33 §5: a real checkout. Stripe Checkout for the Player and Coach plans against a local stand-in
// of the Stripe endpoints the site uses, with webhooks signed for real (decision 092).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountPlans, stripeEvents } from '../../db/schema/payments';
import { createPlayer, sessionCookieFor } from '../helpers/factories';
import { STRIPE_TEST_KEYS, type StripeStandIn, startStripeStandIn } from '../helpers/stripe-stand-in';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let stripe: StripeStandIn;
let workers: TestWorkers;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  workers = await startTestWorkers({ vars: { ...stripe.vars, PUBLIC_ORIGIN: 'https://golf.example' } });
});
afterAll(async () => {
  await workers?.dispose();
  await stripe?.close();
});

async function signedIn() {
  const player = await createPlayer(workers.db);
  return { ...player, cookie: await sessionCookieFor(workers.db, player.id) };
}

function choose(cookie: string, plan: string) {
  return workers.fetch('/payment?index', {
    method: 'POST',
    body: new URLSearchParams({ plan }),
    headers: { Cookie: cookie },
  });
}

function deliver(event: { body: string; signature: string }, signature = event.signature) {
  return workers.fetch('/api/v1/stripe/webhook', {
    method: 'POST',
    body: event.body,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signature },
  });
}

/** A page's HTML without React's text separators (`a <!-- -->b`). */
async function pageText(response: Response): Promise<string> {
  return (await response.text()).replaceAll('<!-- -->', '');
}

async function planOf(accountId: number) {
  const [row] = await workers.db.select().from(accountPlans).where(eq(accountPlans.accountId, accountId));
  return row ?? null;
}

/** A player who chose `plan` and finished paying at Stripe: their session, as Stripe has it. */
async function paidCheckout(plan: 'player' | 'coach', paymentStatus: 'paid' | 'unpaid' = 'paid') {
  const account = await signedIn();
  const response = await choose(account.cookie, plan);
  expect(response.status).toBe(303);
  const id = new URL(response.headers.get('Location') ?? '').pathname.split('/').pop() ?? '';
  return { account, session: stripe.complete(id, paymentStatus) };
}

describe('checkout', () => {
  test('choosing a plan creates a subscription Checkout Session for the account and leaves for it', async () => {
    const account = await signedIn();
    const response = await choose(account.cookie, 'coach');
    expect(response.status).toBe(303);
    const location = response.headers.get('Location') ?? '';
    const session = stripe.sessions.at(-1);
    expect(session).toBeDefined();
    expect(location).toBe(`https://checkout.stripe.com/c/pay/${session?.id}`);
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: String(account.id),
      metadata: { plan: 'coach', account_id: String(account.id) },
      line_items_price: STRIPE_TEST_KEYS.STRIPE_PRICE_COACH,
      success_url: 'https://golf.example/payment/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://golf.example/payment/cancel',
    });
    // The page's CSP lets the form's redirect reach Stripe, and nowhere else.
    const page = await workers.fetch('/payment', { headers: { Cookie: account.cookie } });
    expect(page.headers.get('Content-Security-Policy')).toContain(
      "form-action 'self' https://checkout.stripe.com https://billing.stripe.com;",
    );
    const html = await page.text();
    expect(html).toContain('Choose Player');
    expect(html).toContain('Choose Coach');
    expect(html).not.toContain('Plans cannot be bought here');
  });

  test('a visitor is asked to sign in first; a posted choice goes to the sign-in and back', async () => {
    const html = await pageText(await workers.fetch('/payment'));
    expect(html).toContain('Sign in to choose Coach');
    expect(html).toContain('href="/auth?returnUrl=%2Fpayment"');
    const response = await workers.fetch('/payment?index', {
      method: 'POST',
      body: new URLSearchParams({ plan: 'player' }),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toMatch(/^\/auth\?returnUrl=/);
  });

  test('an unknown plan is a 400 in words, and no session is created', async () => {
    const account = await signedIn();
    const before = stripe.sessions.length;
    const response = await choose(account.cookie, 'platinum');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Choose the Player or the Coach plan.');
    expect(stripe.sessions.length).toBe(before);
  });

  test('an account with a plan is sold neither it again nor a second one', async () => {
    const { account, session } = await paidCheckout('player');
    await workers.fetch(`/payment/success?session_id=${session.id}`, { headers: { Cookie: account.cookie } });
    const again = await choose(account.cookie, 'player');
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Your Player plan is already active.');
    const other = await choose(account.cookie, 'coach');
    expect(other.status).toBe(409);
    expect(await other.text()).toContain('switch to this one with &quot;Change or cancel plan&quot;');
    const page = await (await workers.fetch('/payment', { headers: { Cookie: account.cookie } })).text();
    expect(page).toContain('Your current plan');
    expect(page).not.toContain('Choose Coach');
    expect(page).toContain('Switch to Coach');
  });
});

/** A player whose `plan` is active (the webhook reported the paid session): their session and cookie. */
async function planHolder(plan: 'player' | 'coach') {
  const bought = await paidCheckout(plan);
  expect((await deliver(stripe.signedEvent('checkout.session.completed', bought.session))).status).toBe(200);
  return bought;
}

function manage(cookie?: string) {
  return workers.fetch('/payment?index', {
    method: 'POST',
    body: new URLSearchParams({ intent: 'manage' }),
    headers: cookie ? { Cookie: cookie } : {},
  });
}

/** A `customer.subscription.updated` event as Stripe sends it after a change in the billing portal. */
function subscriptionUpdated(subscription: string | null, price: string, cancelAt: number | null) {
  return stripe.signedEvent('customer.subscription.updated', {
    id: subscription,
    object: 'subscription',
    status: 'active',
    cancel_at: cancelAt,
    cancel_at_period_end: cancelAt !== null,
    items: {
      object: 'list',
      data: [{ id: 'si_1', price: { id: price }, current_period_end: cancelAt ?? 1_830_000_000 }],
    },
  });
}

describe('changing or cancelling a plan', () => {
  test("a plan holder goes to Stripe's billing portal for their customer, back to their settings", async () => {
    const { account, session } = await planHolder('player');
    const settings = await pageText(
      await workers.fetch('/dashboard/settings', { headers: { Cookie: account.cookie } }),
    );
    expect(settings).toContain('Renews yearly.');
    expect(settings).toContain('Change or cancel plan');
    const response = await manage(account.cookie);
    expect(response.status).toBe(303);
    const portal = stripe.portalSessions.at(-1);
    expect(portal).toMatchObject({
      customer: session.customer,
      return_url: 'https://golf.example/dashboard/settings',
    });
    expect(response.headers.get('Location')).toBe(portal?.url);
  });

  test('without a plan, or signed out, nothing is opened: a 409 in words, or the sign-in', async () => {
    const account = await signedIn();
    const before = stripe.portalSessions.length;
    const refused = await manage(account.cookie);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('This account has no paid plan to change or cancel.');
    const visitor = await manage();
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('Location')).toMatch(/^\/auth\?returnUrl=/);
    expect(stripe.portalSessions.length).toBe(before);
  });

  test('the portal switches the plan and cancels it for the end of the year; the webhook reports both once', async () => {
    const { account, session } = await planHolder('player');
    const switched = subscriptionUpdated(session.subscription, STRIPE_TEST_KEYS.STRIPE_PRICE_COACH, null);
    expect(await (await deliver(switched)).json()).toEqual({ received: true, duplicate: false });
    expect(await planOf(account.id)).toMatchObject({ plan: 'coach', status: 'active', endsAt: null });
    // 2027-06-01T00:00:00Z: the end of the paid year.
    const cancelled = subscriptionUpdated(
      session.subscription,
      STRIPE_TEST_KEYS.STRIPE_PRICE_COACH,
      1_811_808_000,
    );
    expect((await deliver(cancelled)).status).toBe(200);
    expect(await planOf(account.id)).toMatchObject({
      plan: 'coach',
      status: 'active',
      endsAt: '2027-06-01T00:00:00.000Z',
    });
    const settings = await pageText(
      await workers.fetch('/dashboard/settings', { headers: { Cookie: account.cookie } }),
    );
    expect(settings).toContain('Cancelled: it stays active until June 1, 2027.');
    const pricing = await pageText(await workers.fetch('/payment', { headers: { Cookie: account.cookie } }));
    expect(pricing).toContain('Your Coach plan is cancelled: it stays active until June 1, 2027.');
    // A replay of the switch (an older event, delivered again) changes nothing.
    expect(await (await deliver(switched)).json()).toEqual({ received: true, duplicate: true });
    expect((await planOf(account.id))?.endsAt).toBe('2027-06-01T00:00:00.000Z');
    // Resumed before the end: it renews again.
    expect(
      (await deliver(subscriptionUpdated(session.subscription, STRIPE_TEST_KEYS.STRIPE_PRICE_COACH, null)))
        .status,
    ).toBe(200);
    expect((await planOf(account.id))?.endsAt).toBeNull();
    // Deleted at the end; an update delivered late does not revive it.
    const deleted = stripe.signedEvent('customer.subscription.deleted', {
      id: session.subscription,
      object: 'subscription',
    });
    expect((await deliver(deleted)).status).toBe(200);
    expect(
      (await deliver(subscriptionUpdated(session.subscription, STRIPE_TEST_KEYS.STRIPE_PRICE_PLAYER, null)))
        .status,
    ).toBe(200);
    expect(await planOf(account.id)).toMatchObject({ plan: 'coach', status: 'ended' });
  });

  test("a price that is none of the site's plans keeps the plan as it is", async () => {
    const { account, session } = await planHolder('coach');
    expect(
      (await deliver(subscriptionUpdated(session.subscription, 'price_someone_else', null))).status,
    ).toBe(200);
    expect((await planOf(account.id))?.plan).toBe('coach');
  });
});

describe('webhook', () => {
  test('a signed checkout.session.completed activates the plan once; a replay changes nothing', async () => {
    const { account, session } = await paidCheckout('coach');
    expect(await planOf(account.id)).toBeNull();
    const event = stripe.signedEvent('checkout.session.completed', session);
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const plan = await planOf(account.id);
    expect(plan).toMatchObject({
      plan: 'coach',
      status: 'active',
      checkoutSessionId: session.id,
      stripeCustomerId: session.customer,
      stripeSubscriptionId: session.subscription,
    });

    // The subscription ends; then the old completion is delivered again: it must not bring the plan back.
    const ended = stripe.signedEvent('customer.subscription.deleted', {
      id: session.subscription,
      object: 'subscription',
      status: 'canceled',
    });
    expect((await deliver(ended)).status).toBe(200);
    expect((await planOf(account.id))?.status).toBe('ended');
    const replay = await deliver(event);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect((await planOf(account.id))?.status).toBe('ended');
    const events = await workers.db.select().from(stripeEvents);
    expect(events.filter((e) => e.id === JSON.parse(event.body).id)).toHaveLength(1);
  });

  test('the same session reported by a new event id changes nothing either', async () => {
    const { account, session } = await paidCheckout('player');
    expect((await deliver(stripe.signedEvent('checkout.session.completed', session))).status).toBe(200);
    const first = await planOf(account.id);
    const later = stripe.signedEvent('checkout.session.completed', session);
    const answer = await deliver(later, later.signature);
    expect(answer.status).toBe(200);
    expect(await planOf(account.id)).toEqual(first);
  });

  test('a bad signature is a 400 in words and changes nothing', async () => {
    const { account, session } = await paidCheckout('coach');
    const event = stripe.signedEvent('checkout.session.completed', session);
    const forged = stripe.signedEvent('checkout.session.completed', session, { secret: 'whsec_wrong' });
    const altered = { body: event.body.replace('"coach"', '"player"'), signature: event.signature };
    for (const [body, signature] of [
      [event.body, forged.signature],
      [altered.body, altered.signature],
      [event.body, 't=1,v1=00'],
      [event.body, 'nonsense'],
    ] as const) {
      const response = await deliver({ body, signature });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain('Stripe-Signature');
    }
    const unsigned = await workers.fetch('/api/v1/stripe/webhook', { method: 'POST', body: event.body });
    expect(unsigned.status).toBe(400);
    expect(await planOf(account.id)).toBeNull();
    const recorded = await workers.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, JSON.parse(event.body).id));
    expect(recorded).toEqual([]);
  });

  test('an old signature (past the five-minute tolerance) is refused', async () => {
    const { account, session } = await paidCheckout('coach');
    const body = stripe.signedEvent('checkout.session.completed', session).body;
    const { default: Stripe } = await import('stripe');
    const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
      payload: body,
      secret: STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await deliver({ body, signature })).status).toBe(400);
    expect(await planOf(account.id)).toBeNull();
  });

  test('a completed but unpaid session activates nothing until its payment succeeds', async () => {
    const { account, session } = await paidCheckout('player', 'unpaid');
    expect((await deliver(stripe.signedEvent('checkout.session.completed', session))).status).toBe(200);
    expect(await planOf(account.id)).toBeNull();
    session.payment_status = 'paid';
    const succeeded = stripe.signedEvent('checkout.session.async_payment_succeeded', session);
    expect((await deliver(succeeded)).status).toBe(200);
    expect((await planOf(account.id))?.plan).toBe('player');
  });

  test('other event types are acknowledged and change nothing; GET is refused in words', async () => {
    const answer = await deliver(stripe.signedEvent('invoice.paid', { id: 'in_1', object: 'invoice' }));
    expect(answer.status).toBe(200);
    const get = await workers.fetch('/api/v1/stripe/webhook');
    expect(get.status).toBe(405);
    expect(((await get.json()) as { message: string }).message).toContain('Stripe posts');
  });
});

describe('success page', () => {
  test('a paid session of the signed-in account: the plan is active, and shows in the settings', async () => {
    const { account, session } = await paidCheckout('coach');
    const response = await workers.fetch(`/payment/success?session_id=${session.id}`, {
      headers: { Cookie: account.cookie },
    });
    expect(response.status).toBe(200);
    const html = await pageText(response);
    expect(html).toContain('your Coach plan is active');
    expect(stripe.requests).toContain(`GET /v1/checkout/sessions/${session.id}`);
    expect((await planOf(account.id))?.plan).toBe('coach');
    // The webhook arriving after the page changes nothing.
    const before = await planOf(account.id);
    expect((await deliver(stripe.signedEvent('checkout.session.completed', session))).status).toBe(200);
    expect(await planOf(account.id)).toEqual(before);
    const settings = await pageText(
      await workers.fetch('/dashboard/settings', { headers: { Cookie: account.cookie } }),
    );
    expect(settings).toMatch(/Your plan: <strong>Coach<\/strong>, active since [A-Z][a-z]+ \d{1,2}, \d{4}/);
  });

  test('an unpaid or unfinished session says so and activates nothing', async () => {
    const pending = await paidCheckout('player', 'unpaid');
    const html = await (
      await workers.fetch(`/payment/success?session_id=${pending.session.id}`, {
        headers: { Cookie: pending.account.cookie },
      })
    ).text();
    expect(html).toContain('the payment has not cleared yet');
    expect(html).not.toContain('plan is active');
    expect(await planOf(pending.account.id)).toBeNull();

    const open = await signedIn();
    await choose(open.cookie, 'coach');
    const openId = stripe.sessions.at(-1)?.id ?? '';
    const openHtml = await (
      await workers.fetch(`/payment/success?session_id=${openId}`, { headers: { Cookie: open.cookie } })
    ).text();
    expect(openHtml).toContain('This checkout is not finished: no payment was taken.');
    expect(await planOf(open.id)).toBeNull();
  });

  test("another account's paid session, an unknown one or none: not found, nothing activated", async () => {
    const { session } = await paidCheckout('coach');
    const other = await signedIn();
    const headers = { Cookie: other.cookie };
    const theirs = await workers.fetch(`/payment/success?session_id=${session.id}`, { headers });
    expect(theirs.status).toBe(404);
    const html = await theirs.text();
    expect(html).toContain('No payment of your account was found for this link.');
    expect(html).toContain('href="/payment"');
    expect(await planOf(other.id)).toBeNull();
    const unknown = await workers.fetch('/payment/success?session_id=cs_test_doesnotexist', { headers });
    expect(unknown.status).toBe(404);
    const none = await workers.fetch('/payment/success', { headers });
    expect(none.status).toBe(400);
    expect(await none.text()).toContain('this one names no payment');
    const bad = await workers.fetch('/payment/success?session_id=../../v1/customers', { headers });
    expect(bad.status).toBe(400);
  });

  test('a visitor who is not signed in is sent to sign in and back to the same page', async () => {
    const response = await workers.fetch('/payment/success?session_id=cs_test_abc');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      `/auth?returnUrl=${encodeURIComponent('/payment/success?session_id=cs_test_abc')}`,
    );
  });
});

describe('without Stripe keys', () => {
  test('the pricing page says plans cannot be bought here and offers no button', async () => {
    const bare = await startTestWorkers();
    try {
      const account = await createPlayer(bare.db);
      const cookie = await sessionCookieFor(bare.db, account.id);
      const page = await bare.fetch('/payment', { headers: { Cookie: cookie } });
      const html = await page.text();
      expect(html).toContain('Plans cannot be bought here: payments are not set up on this site.');
      expect(html).not.toContain('Choose Coach');
      expect(html).not.toContain('plan__form');
      expect(page.headers.get('Content-Security-Policy')).toContain("form-action 'self';");
      const post = await bare.fetch('/payment?index', {
        method: 'POST',
        body: new URLSearchParams({ plan: 'coach' }),
        headers: { Cookie: cookie },
      });
      expect(post.status).toBe(409);
      expect(await post.text()).toContain('Plans cannot be bought here');
      const success = await bare.fetch('/payment/success?session_id=cs_test_abc', {
        headers: { Cookie: cookie },
      });
      expect(success.status).toBe(404);
      expect(await success.text()).toContain('payments are not set up on this site');
      const webhook = await bare.fetch('/api/v1/stripe/webhook', { method: 'POST', body: '{}' });
      expect(webhook.status).toBe(404);
    } finally {
      await bare.dispose();
    }
  });
});
