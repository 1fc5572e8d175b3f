import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { z } from 'zod';
import { localToolsEnabled } from '~/server/local-dev.server';
import { getOnlyText } from '~/server/read-only.server';
import { readOutbox } from '~db/queries/dev-sms-outbox';

const querySchema = z.object({ phone: z.string().regex(/^\+\d{6,16}$/) });

/**
 * Development-only SMS outbox (issue 4 §4): the messages the local sender "sent" to a number, newest
 * first, for the browser tests. It exists only in a local mode on a local host name: 404 elsewhere.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!localToolsEnabled(request, context.config) || context.config.SMS_SENDER !== 'log') {
    throw new Response('Not found', { status: 404 });
  }
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) {
    return Response.json({ error: 'Give the number as ?phone=+15551234567.' }, { status: 400 });
  }
  return Response.json(
    { messages: await readOutbox(context.db, parsed.data.phone) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export function action() {
  return getOnlyText();
}
