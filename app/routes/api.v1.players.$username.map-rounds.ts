import type { AppLoadContext, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { packCourses } from '~/domain/rounds/packed-geometry';
import { buildMapRounds } from '~/domain/rounds/shot-map';
import { apiJson, requireParsed, requirePlayerFeature } from '~/routes/api.v1.players.$username.server';
import {
  parseGeometryFormat,
  parseMapFeature,
  parseRoundIdList,
  parseUnfinishedChoice,
} from '~/server/api/api-params';
import type { MapRoundsReadAnswer } from '~/server/api/read-answers';
import { jsonError } from '~/server/api-json.server';
import { getOnlyJson } from '~/server/read-only.server';
import { mapRoundsQueries } from '~db/queries/map-rounds';
import { mapGeometryOfCoursesQueries } from '~db/queries/report-rounds';

/**
 * GET /api/v1/players/{username}/map-rounds?roundIds=1,2 (spec 2 §2 shot map viewer, §3 map round,
 * §5, §9 map): the player's own rounds with their holes, shots and hole stats, the drawn geometry of
 * their courses, and the satellite style when one is configured. Only rounds with hole data are
 * listed; an empty list is "Cannot set empty rounds list"; a round that is not this player's is 404.
 * Guarded by compare stats (spec 2 §6, id 63), or by My Rounds (id 86) with `feature=my-rounds`, the
 * map of My Rounds and View Shots (decision 051). `geometry=packed` sends the course polygons packed
 * (decision 050), as the shot map viewer reads them. Unfinished rounds are left out and named in
 * `unfinished` unless `unfinished=include` (spec 2 §3 inProgressRounds, issue 29). Every hole lists
 * its shots (lies, distances, and strokes gained where the viewer may see the stats) whether or not
 * they have positions.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const roundIds = requireParsed(parseRoundIdList(url.searchParams));
  const feature = requireParsed(parseMapFeature(url.searchParams));
  const geometry = requireParsed(parseGeometryFormat(url.searchParams));
  const includeUnfinished = requireParsed(parseUnfinishedChoice(url.searchParams));
  const {
    player,
    sees,
    results: [rounds, holes, shots, shardHoles, shardShapes],
  } = await requirePlayerFeature(request, context, params.username, feature, (playerId, shard) =>
    mapRoundsQueries(shard, playerId, roundIds),
  );
  const found = new Set(rounds.map((r) => r.id));
  const missing = roundIds.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw jsonError(404, 'NotFound', `No rounds of this player with the ids ${missing.join(', ')}.`);
  }
  const [courseHoles, shapes] = await courseGeometry(context, player.roundShard, rounds, [
    shardHoles,
    shardShapes,
  ]);
  const styleUrl = context.config.MAP_STYLE_URL;
  // Strokes gained per shot is compare stats' data (the hole stats API's, spec 1 §6): only where shared.
  const built = buildMapRounds(
    { rounds, holes, shots, courseHoles, shapes },
    { includeUnfinished, strokesGained: sees('stats') },
  );
  const imagery = styleUrl === '' ? null : { styleUrl };
  const answer: MapRoundsReadAnswer =
    geometry === 'packed'
      ? { ...built, geometry, courses: packCourses(built.courses), imagery }
      : { ...built, imagery };
  return apiJson(answer);
}

/**
 * The drawn geometry of the rounds' courses: the directory's (decision 119). When the player's shard
 * is the directory itself, the rounds' batch read it already.
 */
async function courseGeometry<G>(
  context: AppLoadContext,
  roundShard: string | null,
  rounds: ReadonlyArray<{ courseId: number }>,
  fromShard: G,
) {
  if (context.shards.ofPlayer(roundShard) === context.db) return fromShard;
  const courseIds = [...new Set(rounds.map((round) => round.courseId))];
  return context.db.batch(mapGeometryOfCoursesQueries(context.db, courseIds));
}

export function action() {
  return getOnlyJson();
}
