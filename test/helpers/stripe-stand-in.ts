import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local HTTP stand-in for exactly the Stripe endpoints the site uses (decision 092): POST
 * /v1/checkout/sessions, GET /v1/checkout/sessions/{id} and POST /v1/billing_portal/sessions (for a
 * customer a completed checkout made), answering as Stripe does (form-encoded
 * parameters in, the session object or Stripe's error object out). Tests move a session on as a
 * customer would (`complete`) and sign webhook events for real with the webhook secret.
 */

export const STRIPE_TEST_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_standin0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_standin0123456789abcdef',
  STRIPE_PRICE_PLAYER: 'price_player_yearly',
  STRIPE_PRICE_COACH: 'price_coach_yearly',
} as const;

type Session = {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  url: string | null;
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer: string | null;
  subscription: string | null;
  line_items_price: string;
  livemode: false;
  created: number;
};

type PortalSession = {
  id: string;
  object: 'billing_portal.session';
  customer: string;
  return_url: string;
  url: string;
  livemode: false;
  created: number;
};

export type StripeStandIn = {
  /** The value for STRIPE_API_URL. */
  url: string;
  /** The Workers' vars: the test keys, price ids and this stand-in's address. */
  vars: Record<string, string>;
  /** Every session created, in order. */
  sessions: Array<Session>;
  /** Every billing portal session created, in order. */
  portalSessions: Array<PortalSession>;
  /** Requests received, as `METHOD path`. */
  requests: Array<string>;
  /** The customer finished paying (or, with `unpaid`, finished a bank debit that has not cleared). */
  complete: (id: string, paymentStatus?: 'paid' | 'unpaid') => Session;
  /** A session of this stand-in made directly, for an account (the success page's other cases). */
  addSession: (fields: Partial<Session>) => Session;
  /** A webhook delivery: the event's JSON and a valid Stripe-Signature header for it. */
  signedEvent: (
    type: string,
    object: unknown,
    options?: { id?: string; secret?: string },
  ) => { body: string; signature: string };
  /** A valid Stripe-Signature header for any body (the webhook secret unless another is given). */
  sign: (body: string, secret?: string) => string;
  close: () => Promise<void>;
};

function randomId(prefix: string): string {
  return `${prefix}${crypto.randomUUID().replaceAll('-', '')}`;
}

function stripeError(response: ServerResponse, status: number, message: string, param?: string) {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': randomId('req_') });
  response.end(
    JSON.stringify({
      error: {
        type: 'invalid_request_error',
        message,
        ...(param ? { param } : {}),
        ...(status === 404 ? { code: 'resource_missing' } : {}),
      },
    }),
  );
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Array<Buffer> = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Stripe's form encoding of nested parameters: `metadata[plan]=coach` → metadata.plan. */
function nested(params: URLSearchParams, name: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) {
    const match = key.match(new RegExp(`^${name}\\[([^\\]]+)\\]$`));
    if (match?.[1]) out[match[1]] = value;
  }
  return out;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessions: Array<Session> = [];
  const portalSessions: Array<PortalSession> = [];
  const requests: Array<string> = [];
  const prices = new Set<string>([STRIPE_TEST_KEYS.STRIPE_PRICE_PLAYER, STRIPE_TEST_KEYS.STRIPE_PRICE_COACH]);

  function json(response: ServerResponse, value: unknown) {
    response.writeHead(200, { 'Content-Type': 'application/json', 'Request-Id': randomId('req_') });
    response.end(JSON.stringify(value));
  }

  function newSession(fields: Partial<Session>): Session {
    const id = randomId('cs_test_');
    const session: Session = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      success_url: '',
      cancel_url: '',
      client_reference_id: null,
      metadata: {},
      customer: null,
      subscription: null,
      line_items_price: STRIPE_TEST_KEYS.STRIPE_PRICE_PLAYER,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
      ...fields,
    };
    sessions.push(session);
    return session;
  }

  const server = createServer(async (request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    requests.push(`${request.method} ${path}`);
    if (request.headers.authorization !== `Bearer ${STRIPE_TEST_KEYS.STRIPE_SECRET_KEY}`) {
      response.writeHead(401, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key' } }));
      return;
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const params = new URLSearchParams(await bodyOf(request));
      const price = params.get('line_items[0][price]') ?? '';
      if (!prices.has(price))
        return stripeError(response, 400, `No such price: '${price}'`, 'line_items[0][price]');
      const mode = params.get('mode') ?? '';
      if (!['payment', 'subscription', 'setup'].includes(mode)) {
        return stripeError(response, 400, 'Invalid mode', 'mode');
      }
      const successUrl = params.get('success_url') ?? '';
      if (!URL.canParse(successUrl)) return stripeError(response, 400, 'Not a valid URL', 'success_url');
      const session = newSession({
        mode,
        success_url: successUrl,
        cancel_url: params.get('cancel_url') ?? '',
        client_reference_id: params.get('client_reference_id'),
        metadata: nested(params, 'metadata'),
        line_items_price: price,
      });
      return json(response, session);
    }
    if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
      const params = new URLSearchParams(await bodyOf(request));
      const customer = params.get('customer') ?? '';
      if (!sessions.some((s) => s.customer !== null && s.customer === customer))
        return stripeError(response, 400, `No such customer: '${customer}'`, 'customer');
      const returnUrl = params.get('return_url') ?? '';
      if (!URL.canParse(returnUrl)) return stripeError(response, 400, 'Not a valid URL', 'return_url');
      const id = randomId('bps_');
      const portal: PortalSession = {
        id,
        object: 'billing_portal.session',
        customer,
        return_url: returnUrl,
        url: `https://billing.stripe.com/p/session/${id}`,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      };
      portalSessions.push(portal);
      return json(response, portal);
    }
    const retrieve = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (request.method === 'GET' && retrieve) {
      const session = sessions.find((s) => s.id === decodeURIComponent(retrieve[1] ?? ''));
      if (!session)
        return stripeError(response, 404, `No such checkout.session: '${retrieve[1]}'`, 'session');
      return json(response, session);
    }
    return stripeError(response, 404, `Unrecognized request URL (${request.method}: ${path}).`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const stripe = new Stripe(STRIPE_TEST_KEYS.STRIPE_SECRET_KEY);
  const sign = (body: string, secret: string = STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET) =>
    stripe.webhooks.generateTestHeaderString({ payload: body, secret });

  return {
    url,
    vars: { ...STRIPE_TEST_KEYS, STRIPE_API_URL: url },
    sessions,
    portalSessions,
    requests,
    complete(id, paymentStatus = 'paid') {
      const session = sessions.find((s) => s.id === id);
      if (!session) throw new Error(`no session ${id}`);
      session.status = 'complete';
      session.payment_status = paymentStatus;
      session.url = null;
      session.customer = randomId('cus_');
      session.subscription = randomId('sub_');
      return session;
    },
    addSession: newSession,
    signedEvent(type, object, options = {}) {
      const body = JSON.stringify(
        {
          id: options.id ?? randomId('evt_'),
          object: 'event',
          api_version: '2026-01-28',
          created: Math.floor(Date.now() / 1000),
          type,
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          data: { object },
        },
        null,
        2,
      );
      return { body, signature: sign(body, options.secret) };
    },
    sign,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
