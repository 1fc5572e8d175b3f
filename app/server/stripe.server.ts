import Stripe from 'stripe';
import { z } from 'zod';
import { CHECKOUT_SESSION_ID, checkoutState, type PlanId } from '~/domain/accounts/plans';
import type { Db } from '~db/client';
import {
  activatePlanStatement,
  changePlanStatement,
  type EventGuard,
  endPlanStatement,
  type PlanActivation,
  recordEventStatement,
  type SubscriptionChange,
} from '~db/queries/plans';
import { type AppConfig, isLocalMode } from './env.server';

/**
 * Stripe Checkout for the Player and Coach plans (issue 33 §5, decision 092), through the official SDK
 * on its fetch client and Web Crypto (the Workers runtime has neither node:https nor node:crypto here).
 */

/** Where Stripe's hosted payment pages live (the page's form-action allows the redirect there). */
export const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';
/** Where Stripe's billing portal lives: a plan holder changes or cancels the plan there. */
export const STRIPE_PORTAL_ORIGIN = 'https://billing.stripe.com';

type StripeKeys = Pick<
  AppConfig,
  | 'ENVIRONMENT'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_PRICE_PLAYER'
  | 'STRIPE_PRICE_COACH'
  | 'STRIPE_API_URL'
>;

export type StripeSetup = {
  client: Stripe;
  webhookSecret: string;
  prices: Record<PlanId, string>;
};

/** Whether plans can be bought here: the secret key, the webhook secret and both price ids are set. */
export function isCheckoutConfigured(
  config: Pick<
    AppConfig,
    'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_PRICE_PLAYER' | 'STRIPE_PRICE_COACH'
  >,
): boolean {
  return (
    config.STRIPE_SECRET_KEY !== '' &&
    config.STRIPE_WEBHOOK_SECRET !== '' &&
    config.STRIPE_PRICE_PLAYER !== '' &&
    config.STRIPE_PRICE_COACH !== ''
  );
}

/**
 * Where the SDK sends its requests: api.stripe.com, or in a local mode the stand-in named by
 * STRIPE_API_URL (production refuses that variable: env.server.ts).
 */
function apiAddress(config: StripeKeys): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!isLocalMode(config) || config.STRIPE_API_URL === '' || !URL.canParse(config.STRIPE_API_URL)) return {};
  const url = new URL(config.STRIPE_API_URL);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { protocol, host: url.hostname, port: url.port || (protocol === 'http' ? '80' : '443') };
}

/** The Stripe client and what checkout needs, or null when checkout is not configured. Per request. */
export function stripeSetup(config: StripeKeys): StripeSetup | null {
  if (!isCheckoutConfigured(config)) return null;
  const client = new Stripe(config.STRIPE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
    ...apiAddress(config),
  });
  return {
    client,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    prices: { player: config.STRIPE_PRICE_PLAYER, coach: config.STRIPE_PRICE_COACH },
  };
}

/** What a new Checkout Session carries: who buys which plan, and where Stripe sends them back. */
export type CheckoutRequest = {
  accountId: number;
  plan: PlanId;
  /** The site's public origin, for the return addresses. */
  origin: string;
};

/**
 * A Checkout Session for one plan (mode `subscription`: the plans are billed yearly until cancelled);
 * its URL is the hosted payment page. Throws Stripe's errors for the caller to word.
 */
export async function createCheckoutSession(
  setup: StripeSetup,
  request: CheckoutRequest,
): Promise<{ id: string; url: string | null }> {
  const accountId = String(request.accountId);
  const session = await setup.client.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: setup.prices[request.plan], quantity: 1 }],
    // Stripe puts the session's id in place of the literal {CHECKOUT_SESSION_ID}.
    success_url: `${request.origin}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${request.origin}/payment/cancel`,
    client_reference_id: accountId,
    metadata: { plan: request.plan, account_id: accountId },
    subscription_data: { metadata: { plan: request.plan, account_id: accountId } },
  });
  return { id: session.id, url: session.url };
}

/**
 * A billing portal session for a plan holder (issue 33 §5): Stripe's own pages where they switch to
 * the other plan, cancel at the end of the paid year, or update the card; they come back to
 * `returnUrl`. Throws Stripe's errors for the caller to word.
 */
export async function createPortalSession(
  setup: StripeSetup,
  request: { customerId: string; returnUrl: string },
): Promise<string> {
  const session = await setup.client.billingPortal.sessions.create({
    customer: request.customerId,
    return_url: request.returnUrl,
  });
  return session.url;
}

/** A Checkout Session as Stripe has it now, or null when Stripe knows no such session. */
export async function retrieveCheckoutSession(
  setup: StripeSetup,
  sessionId: string,
): Promise<SessionFacts | null> {
  try {
    return sessionFacts(await setup.client.checkout.sessions.retrieve(sessionId));
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
    throw error;
  }
}

// What the site reads of Stripe's objects, checked: a signed event is Stripe's, but its content is still
// input (an API version with other shapes must not break a write).
const reference = z
  .union([z.string().max(255), z.object({ id: z.string().max(255) }).transform((object) => object.id)])
  .nullable()
  .catch(null);

const sessionSchema = z.object({
  id: z.string().regex(CHECKOUT_SESSION_ID),
  status: z.string().nullable(),
  payment_status: z.string(),
  client_reference_id: z.string().nullable(),
  metadata: z.record(z.string(), z.string()).nullable().catch(null),
  customer: reference.default(null),
  subscription: reference.default(null),
});

/** The fields of a Checkout Session the site reads, or null when it is not in Stripe's form. */
export type SessionFacts = z.infer<typeof sessionSchema>;

export function sessionFacts(value: unknown): SessionFacts | null {
  const parsed = sessionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const eventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.unknown() }),
});

export type StripeEvent = z.infer<typeof eventSchema>;

/**
 * The event of a webhook delivery: `invalid` unless its Stripe-Signature matches the body under the
 * webhook secret (within Stripe's five-minute tolerance); `malformed` if it is signed but not an event.
 */
export async function verifiedEvent(
  setup: StripeSetup,
  body: string,
  signature: string,
): Promise<StripeEvent | 'invalid' | 'malformed'> {
  let event: unknown;
  try {
    event = await setup.client.webhooks.constructEventAsync(
      body,
      signature,
      setup.webhookSecret,
      undefined,
      Stripe.createSubtleCryptoProvider(),
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) return 'invalid';
    // A signed body that is not JSON.
    if (error instanceof SyntaxError) return 'malformed';
    throw error;
  }
  const parsed = eventSchema.safeParse(event);
  return parsed.success ? parsed.data : 'malformed';
}

/**
 * The plan activation a Checkout Session grants this account, or null: only a complete, paid session
 * of the account (app/domain/accounts/plans.ts `checkoutState`).
 */
export function activationOf(session: SessionFacts, accountId: number, at: string): PlanActivation | null {
  const state = checkoutState(session, accountId);
  if (state.state !== 'paid') return null;
  return {
    accountId,
    plan: state.plan,
    checkoutSessionId: session.id,
    customerId: session.customer,
    subscriptionId: session.subscription,
    at,
  };
}

/** The account a Checkout Session was opened for (client_reference_id), or null. */
export function sessionAccountId(session: SessionFacts): number | null {
  const id = session.client_reference_id;
  if (id === null || !/^[1-9][0-9]{0,15}$/.test(id)) return null;
  const accountId = Number(id);
  return Number.isSafeInteger(accountId) ? accountId : null;
}

const subscriptionSchema = z.object({ id: z.string().min(1).max(255) });

const unixTime = z.number().int().positive().nullable().catch(null).default(null);

// What the site reads of a subscription Stripe reports updated; fields of other API versions are read
// where they are (the period's end moved from the subscription to its items in 2025).
const subscriptionUpdateSchema = z.object({
  id: z.string().min(1).max(255),
  cancel_at: unixTime,
  cancel_at_period_end: z.boolean().catch(false).default(false),
  current_period_end: unixTime,
  items: z
    .object({
      data: z.array(
        z.object({
          price: z
            .object({ id: z.string().max(255) })
            .nullable()
            .catch(null),
          current_period_end: unixTime,
        }),
      ),
    })
    .nullable()
    .catch(null)
    .default(null),
});

/** The change a `customer.subscription.updated` event reports: which plan its price is, when it ends. */
export function subscriptionChange(
  object: unknown,
  prices: Record<PlanId, string>,
): SubscriptionChange | null {
  const parsed = subscriptionUpdateSchema.safeParse(object);
  if (!parsed.success) return null;
  const subscription = parsed.data;
  const item = subscription.items?.data[0];
  const price = item?.price?.id;
  const plan = (Object.keys(prices) as Array<PlanId>).find((id) => prices[id] === price) ?? null;
  const periodEnd = subscription.current_period_end ?? item?.current_period_end ?? null;
  const endsAt = subscription.cancel_at ?? (subscription.cancel_at_period_end ? periodEnd : null);
  return {
    subscriptionId: subscription.id,
    plan,
    endsAt: endsAt === null ? null : new Date(endsAt * 1000).toISOString(),
  };
}

/** The plan change an event asks for, written only if the event was not handled before; or null. */
function planWrite(db: Db, event: StripeEvent, at: string, prices: Record<PlanId, string>) {
  const guard: EventGuard = { id: event.id, type: event.type };
  if (
    event.type === 'checkout.session.completed' ||
    event.type === 'checkout.session.async_payment_succeeded'
  ) {
    const session = sessionFacts(event.data.object);
    const accountId = session && sessionAccountId(session);
    const activation = session && accountId !== null ? activationOf(session, accountId, at) : null;
    return activation ? activatePlanStatement(db, activation, guard) : null;
  }
  if (event.type === 'customer.subscription.deleted') {
    const subscription = subscriptionSchema.safeParse(event.data.object);
    return subscription.success ? endPlanStatement(db, subscription.data.id, at, guard) : null;
  }
  if (event.type === 'customer.subscription.updated') {
    const change = subscriptionChange(event.data.object, prices);
    return change ? changePlanStatement(db, change, guard) : null;
  }
  return null;
}

/**
 * Handles a verified webhook event: its plan change, if any, and its id in one batch (D1 batches are
 * atomic), each statement guarded by the id not being recorded yet. `duplicate`: the id was already
 * recorded, and nothing changed.
 */
export async function handleEvent(
  db: Db,
  setup: Pick<StripeSetup, 'prices'>,
  event: StripeEvent,
  at: string,
): Promise<{ duplicate: boolean }> {
  const write = planWrite(db, event, at, setup.prices);
  const record = recordEventStatement(db, event, at);
  const results = write ? await db.batch([write, record]) : await db.batch([record]);
  const recorded = results[results.length - 1] as D1Result;
  return { duplicate: recorded.meta.changes === 0 };
}
