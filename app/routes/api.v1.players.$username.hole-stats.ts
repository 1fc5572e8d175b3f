import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { parseNameList, parseRoundIdList } from '~/domain/api-params';
import type { HoleFlag } from '~/domain/hole-stats';
import { holeStatProbability } from '~/domain/overview-groups';
import { STAT_CATALOGUE } from '~/domain/stat-catalogue';
import { jsonError } from '~/server/api-json.server';
import { apiJson, requireParsed, requirePlayerFeature } from '~/server/player-api.server';
import { roundHoleFlagsQuery } from '~db/queries/analytics-api';

const FLAGS: ReadonlyArray<HoleFlag> = STAT_CATALOGUE.map((s) => s.flag);

/**
 * GET /api/v1/players/{username}/hole-stats?roundIds=1,2&active=fairwayHit,… (issue 5 point 7;
 * spec 2 §3 map round holes, §5, §7 hole stat probability; spec 3 §3 flags, §4 stat filters): the
 * holes of the player's own rounds with their stored flags, and the stat probability cards of the
 * holes that satisfy every active flag. An empty list is "Cannot set empty rounds list"; a round
 * that is not this player's is 404. Guarded by compare stats (spec 2 §6, id 63).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const roundIds = requireParsed(parseRoundIdList(url.searchParams));
  const active = requireParsed(parseNameList(url.searchParams, 'active', FLAGS));
  const {
    results: [rows],
  } = await requirePlayerFeature(
    request,
    context,
    params.username,
    'stats',
    (playerId) => [roundHoleFlagsQuery(context.db, playerId, roundIds)] as const,
  );
  const found = new Set(rows.map((r) => r.roundId));
  const missing = roundIds.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw jsonError(404, 'NotFound', `No rounds of this player with the ids ${missing.join(', ')}.`);
  }
  const rounds = new Map<
    number,
    { roundId: number; playedOn: string; courseName: string; holes: Array<unknown> }
  >();
  const counted: Array<{ roundId: number; holeNumber: number } & Partial<Record<HoleFlag, boolean | null>>> =
    [];
  for (const row of rows) {
    const {
      roundId,
      playedOn,
      courseName,
      holeNumber,
      courseHoleNumber,
      par,
      score,
      putts,
      excluded,
      ...flags
    } = row;
    let round = rounds.get(roundId);
    if (!round) {
      round = { roundId, playedOn, courseName, holes: [] };
      rounds.set(roundId, round);
    }
    round.holes.push({ holeNumber, courseHoleNumber, par, score, putts, excluded, flags });
    // spec 3 §2.1: excluded holes count nowhere.
    if (!excluded && score !== null) counted.push({ roundId, holeNumber, ...flags });
  }
  const probability = holeStatProbability(counted, FLAGS, active);
  return apiJson({
    rounds: [...rounds.values()],
    probability: {
      active,
      holes: probability.holes.length,
      shownHoles: probability.holes.map((h) => ({ roundId: h.roundId, holeNumber: h.holeNumber })),
      cards: probability.cards.map((card) => ({
        ...card,
        name: STAT_CATALOGUE.find((s) => s.flag === card.key)?.name ?? card.key,
      })),
    },
  });
}
