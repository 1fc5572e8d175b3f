// Security issue "no 5xx on any input", issue 33 §5: the checkout form, the success page and Stripe's
// webhook, against the local stand-in of Stripe (test/helpers/stripe-stand-in.ts), with webhook
// bodies signed for real and not.
import fc from 'fast-check';
import { afterAll, beforeAll, test } from 'vitest';
import { STRIPE_TEST_KEYS, startStripeStandIn } from '../helpers/stripe-stand-in';
import {
  type Body,
  formBody,
  jsonBody,
  markup,
  PROTOTYPE_KEYS,
  pairs,
  readRequest,
  text,
  valueFrom,
  withQuery,
  writeRequest,
} from './arbitraries';
import { cookies, fuzzWorldFor } from './fixtures';
import { expectClearAnswer, fuzzRoute } from './harness';

const stripe = await startStripeStandIn();
const context = fuzzWorldFor('payments', { vars: stripe.vars });
afterAll(() => stripe.close());

/** Checkout Sessions of the stand-in: the recruit's paid, pending and open ones, another account's. */
const sessionIds: Array<string> = [];
beforeAll(() => {
  const recruit = String(context.world.recruit.id);
  const viewer = String(context.world.viewer.id);
  const add = (owner: string, plan: string) =>
    stripe.addSession({ client_reference_id: owner, metadata: { plan } });
  sessionIds.push(
    stripe.complete(add(recruit, 'player').id).id,
    stripe.complete(add(recruit, 'coach').id, 'unpaid').id,
    add(recruit, 'coach').id,
    stripe.complete(add(viewer, 'coach').id).id,
    stripe.addSession({ client_reference_id: recruit, metadata: { plan: 'platinum' }, status: 'complete' })
      .id,
  );
});

test('POST /payment', async () => {
  // A plan to buy, or `intent=manage`: the billing portal of the plan held (decision 110).
  const fields = pairs(['plan', 'intent'], (name) =>
    valueFrom(name === 'plan' ? ['player', 'coach'] : ['manage']),
  );
  await fuzzRoute(
    'POST /payment',
    writeRequest(fc.constantFrom('/payment', '/payment?index'), formBody(fields), cookies(context.world)),
    context.send,
    (response, request) =>
      expectClearAnswer(response, request, {
        messages: [
          'Choose the Player or the Coach plan.',
          'plan is already active',
          'switch to this one',
          'This account has no paid plan to change or cancel.',
          'The billing portal could not open',
        ],
        redirects: [
          'https://checkout.stripe.com/c/pay/cs_test_',
          'https://billing.stripe.com/p/session/bps_',
        ],
      }),
  );
});

test('GET /payment/success', async () => {
  const ids = fc.oneof(
    fc.constantFrom(...sessionIds),
    valueFrom(['cs_test_', 'cs_live_x', 'cs_test_unknown', 'cs_test_a/../../v1/customers', 'pi_123']),
    markup,
    fc.constantFrom(...PROTOTYPE_KEYS),
  );
  const target = fc
    .array(fc.tuple(fc.constantFrom('session_id', 'session_id', 'plan', '__proto__'), ids), { maxLength: 3 })
    .map((list) => withQuery('/payment/success', new URLSearchParams(list).toString()));
  await fuzzRoute(
    'GET /payment/success',
    readRequest(target, cookies(context.world)),
    context.send,
    (response, request) => expectClearAnswer(response, request),
  );
});

/** A Checkout Session as an event carries it, with any of its fields replaced by anything. */
function sessionObject(): fc.Arbitrary<unknown> {
  return fc.record({
    id: fc.oneof(fc.constantFrom(...sessionIds), fc.constant('cs_test_fuzz'), anything),
    object: fc.constant('checkout.session'),
    status: fc.oneof(fc.constantFrom('complete', 'open', 'expired'), anything),
    payment_status: fc.oneof(fc.constantFrom('paid', 'unpaid', 'no_payment_required'), anything),
    client_reference_id: fc.oneof(
      fc.constantFrom(String(context.world.recruit.id), String(context.world.viewer.id), '0', '9'.repeat(30)),
      anything,
    ),
    metadata: fc.oneof(fc.record({ plan: fc.oneof(fc.constantFrom('player', 'coach'), anything) }), anything),
    customer: fc.oneof(fc.constant('cus_1'), fc.constant({ id: 'cus_2' }), anything),
    subscription: fc.oneof(fc.constant('sub_1'), fc.constant({ id: 'sub_2' }), anything),
  });
}

/** Any JSON value where Stripe has a field of its own shape. */
const anything = fc.oneof(text, fc.integer(), fc.constant(null), fc.jsonValue(), fc.constant({ id: 1 }));

/** A webhook delivery: an event signed for its body (a few ids, so replays happen), or unsigned ones. */
function delivery(): fc.Arbitrary<Body> {
  const types = [
    'checkout.session.completed',
    'checkout.session.async_payment_succeeded',
    'customer.subscription.deleted',
    'customer.subscription.updated',
    'invoice.paid',
  ];
  // A subscription as the billing portal leaves it: switched price, cancelled for a date, or resumed.
  const subscription = fc.record({
    id: fc.oneof(fc.constantFrom('sub_1', 'sub_2'), text),
    cancel_at: fc.oneof(fc.constant(null), fc.integer({ min: -1, max: 4_102_444_800 }), anything),
    cancel_at_period_end: fc.oneof(fc.boolean(), anything),
    current_period_end: fc.oneof(fc.integer({ min: 0, max: 4_102_444_800 }), anything),
    items: fc.oneof(
      fc.record({
        data: fc.array(
          fc.record({
            price: fc.oneof(
              fc.record({ id: fc.constantFrom('price_player_yearly', 'price_coach_yearly', 'price_x') }),
              anything,
            ),
            current_period_end: fc.oneof(fc.integer({ min: 0, max: 4_102_444_800 }), anything),
          }),
          { maxLength: 2 },
        ),
      }),
      anything,
    ),
  });
  const signed = fc
    .tuple(
      fc.oneof(fc.constantFrom(...types), text),
      fc.oneof(
        sessionObject(),
        fc.record({ id: fc.oneof(fc.constant('sub_1'), text) }),
        subscription,
        fc.jsonValue(),
      ),
      fc.oneof(fc.constantFrom('evt_1', 'evt_2', 'evt_3'), fc.uuid()),
    )
    .map(([type, object, id]): Body => {
      const event = stripe.signedEvent(type, object, { id });
      return {
        body: event.body,
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
      };
    });
  // Signed bodies that are not events: anything at all, signed with the right secret.
  const signedAnything = fc
    .oneof(
      text,
      fc.jsonValue().map((value) => JSON.stringify(value) ?? 'null'),
    )
    .map(
      (body): Body => ({
        body,
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': stripe.sign(body) },
      }),
    );
  const unsigned = fc
    .tuple(
      jsonBody(
        fc.record({ id: text, type: fc.constantFrom(...types), data: fc.jsonValue() }),
        'x'.repeat(600_000),
      ),
      fc.oneof(
        fc.constant(undefined),
        // A header value is bytes: printable ASCII, as any client can send.
        fc.stringMatching(/^[\x21-\x7e][\x20-\x7e]{0,80}$/),
        fc.constant('t=1,v1=00'),
        fc.constant(stripe.signedEvent('checkout.session.completed', {}).signature),
        fc.constant(
          stripe.signedEvent('x', {}, { secret: `${STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET}x` }).signature,
        ),
      ),
    )
    .map(
      ([body, signature]): Body =>
        signature === undefined
          ? body
          : { ...body, headers: { ...body.headers, 'Stripe-Signature': signature } },
    );
  return fc.oneof(
    { weight: 4, arbitrary: signed },
    { weight: 1, arbitrary: signedAnything },
    { weight: 3, arbitrary: unsigned },
  );
}

test('POST /api/v1/stripe/webhook', async () => {
  await fuzzRoute(
    'POST /api/v1/stripe/webhook',
    writeRequest(fc.constant('/api/v1/stripe/webhook'), delivery()),
    context.send,
    (response, request) => expectClearAnswer(response, request),
  );
});
