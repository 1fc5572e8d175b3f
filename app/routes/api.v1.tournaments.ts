import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare';
import type { z } from 'zod';
import { ingestIssues } from '~/domain/rounds/ingest';
import {
  tournamentIngestSchema,
  type tournamentListSchema,
  type tournamentSavedSchema,
  tournamentSearchSchema,
} from '~/domain/schedule/tournament-ingest';
import { requireApiAccount } from '~/server/api-auth.server';
import { invalid, parseBody, saved } from '~/server/ingest.server';
import { tournamentSearchQuery, writeTournament } from '~db/queries/tournament-ingest';

/**
 * POST /api/v1/tournaments (issue 34 §4): the app stores an event and the player's entry in it — status
 * before it, finish after it — and gets the id its rounds name as tournamentId. 201 when the entry is
 * new (`shared` when the event was already there), 200 when this clientTournamentId was sent before.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') {
    return Response.json(
      { error: 'Use POST with a JSON body to store an event, or GET to list events.' },
      { status: 405, headers: { 'Cache-Control': 'no-store', Allow: 'GET, POST' } },
    );
  }
  const accountId = await requireApiAccount(request, context);
  const body = await parseBody(request, tournamentIngestSchema, 'tournament');
  if ('response' in body) return body.response;
  // The event's copies on every round shard follow a change of its details (decision 119).
  const shards = context.shards.names.map((name) => context.shards.db(name));
  const result = await writeTournament(context.db, accountId, body.data, shards);
  if (!result.ok) return invalid('tournament', result.issues);
  const { tournamentId, created, shared } = result;
  const answer: z.infer<typeof tournamentSavedSchema> = { tournamentId, created, shared };
  return saved(answer, created);
}

/** GET /api/v1/tournaments?q=&from=&to= : events to pick from before creating one (50 at most). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireApiAccount(request, context);
  const url = new URL(request.url);
  const parsed = tournamentSearchSchema.safeParse({
    q: url.searchParams.get('q') ?? undefined,
    from: url.searchParams.get('from') ?? undefined,
    to: url.searchParams.get('to') ?? undefined,
  });
  if (!parsed.success) {
    return Response.json(
      { error: 'The search is not valid.', issues: ingestIssues(parsed.error) },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  const events = await tournamentSearchQuery(context.db, parsed.data);
  const answer: z.infer<typeof tournamentListSchema> = { tournaments: events };
  return Response.json(answer, { headers: { 'Cache-Control': 'no-store' } });
}
