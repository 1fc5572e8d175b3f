import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import type { z } from 'zod';
import { roundIngestSchema, type roundSavedSchema } from '~/domain/rounds/ingest';
import { requireApiAccount } from '~/server/api-auth.server';
import { invalid, movingRetry, parseBody, postOnly, saved } from '~/server/ingest.server';
import { writeRound } from '~db/queries/ingest';

/**
 * POST /api/v1/rounds (issue 5 point 8): the mobile app stores a round with its holes and shots.
 * 201 with the round id when stored, 200 with the same id when this clientRoundId was stored before.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return postOnly();
  const accountId = await requireApiAccount(request, context);
  const body = await parseBody(request, roundIngestSchema, 'round');
  if ('response' in body) return body.response;
  const result = await writeRound(context.db, context.shards, accountId, body.data);
  if (!result.ok) return 'moving' in result ? movingRetry() : invalid('round', result.issues);
  const answer: z.infer<typeof roundSavedSchema> = { roundId: result.roundId, created: result.created };
  return saved(answer, result.created);
}

export function loader() {
  return postOnly();
}
