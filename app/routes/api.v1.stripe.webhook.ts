import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { jsonError, jsonOk } from '~/server/api-json.server';
import { requestNow } from '~/server/clock.server';
import { readTextBody } from '~/server/request-body.server';
import { handleEvent, stripeSetup, verifiedEvent } from '~/server/stripe.server';

/** Stripe's events are a few kilobytes; a checkout session with its line items stays far below this. */
const WEBHOOK_MAX_BYTES = 512 * 1024;

/**
 * issue 33 §5: Stripe's webhook. Only a delivery whose Stripe-Signature matches its body under the
 * webhook secret is read; the plan change and the event's id are written in one batch, so a replayed
 * event (same id) changes nothing and is answered 200 like the first. Stripe sends no Origin header:
 * the cross-site check of workers/app.ts lets it through, and the signature is the authentication.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return jsonError(405, 'MethodNotAllowed', 'Stripe posts its events here.');
  const setup = stripeSetup(context.config);
  if (!setup) return jsonError(404, 'NotConfigured', 'Payments are not configured on this site.');
  const signature = request.headers.get('Stripe-Signature');
  if (signature === null || signature.trim() === '') {
    return jsonError(400, 'MissingSignature', 'The Stripe-Signature header is missing.');
  }
  const body = await readTextBody(request, WEBHOOK_MAX_BYTES);
  if (!body.ok) return jsonError(body.status, 'InvalidRequest', body.message);
  const event = await verifiedEvent(setup, body.text, signature);
  if (event === 'invalid') {
    return jsonError(400, 'InvalidSignature', 'The Stripe-Signature does not match this body and secret.');
  }
  if (event === 'malformed') return jsonError(400, 'InvalidEvent', 'The body is not a Stripe event.');
  const { duplicate } = await handleEvent(
    context.db,
    setup,
    event,
    requestNow(request, context.config).toISOString(),
  );
  return jsonOk({ received: true, duplicate });
}

export function loader() {
  return jsonError(405, 'MethodNotAllowed', 'Stripe posts its events here.');
}
