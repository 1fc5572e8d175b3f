import type { z } from 'zod';
import { type IngestIssue, ingestIssues } from '~/domain/rounds/ingest';
import type { ApiError } from './api/errors';
import { INGEST_JSON_MAX_BYTES, readJsonBody } from './request-body.server';

const noStore = { 'Cache-Control': 'no-store' };

/** issue 5 point 8: 400 with every invalid field, each a path and a message a person understands. */
export function invalid(what: string, issues: Array<IngestIssue>, status = 400): Response {
  const body: ApiError = { error: `The ${what} is not valid; nothing was stored.`, issues };
  return Response.json(body, { status, headers: noStore });
}

export function saved(body: Record<string, unknown>, created: boolean): Response {
  return Response.json(body, { status: created ? 201 : 200, headers: noStore });
}

/** What a round sent while its player's rounds are being moved between databases hears. */
export const ROUNDS_MOVING =
  'Your rounds are being moved to new storage for a moment; nothing was stored. Send the round again in a minute.';

/** 503 with Retry-After: the player's rounds are being moved (decision 119); the app sends it again. */
export function movingRetry(): Response {
  const body: ApiError = { error: ROUNDS_MOVING };
  return Response.json(body, { status: 503, headers: { ...noStore, 'Retry-After': '60' } });
}

/** Only POST (a GET of an ingest URL is a 405 that names the method to use). */
export function postOnly(): Response {
  return Response.json(
    { error: 'Use POST with a JSON body.' },
    { status: 405, headers: { ...noStore, Allow: 'POST' } },
  );
}

/** The request's JSON body checked against a schema, or the 4xx response to send (400, 413, 415). */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  what: string,
): Promise<{ data: z.infer<S> } | { response: Response }> {
  const body = await readJsonBody(request, INGEST_JSON_MAX_BYTES);
  if (!body.ok) return { response: invalid(what, [{ path: '(body)', message: body.message }], body.status) };
  const parsed = schema.safeParse(body.json);
  if (!parsed.success) return { response: invalid(what, ingestIssues(parsed.error)) };
  return { data: parsed.data };
}
