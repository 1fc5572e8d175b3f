import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { insertSelect } from '../insert-under';
import { accounts } from '../schema/accounts';
import { courseScorecards, courses, tees } from '../schema/courses';
import { idSequences, playerShards, shardFill } from '../schema/shards';
import { tournaments } from '../schema/tournaments';
import type { ShardName } from '../shards';

/*
 * The directory's side of round shards (issue 32, decision 119): which shard holds a player, placing a
 * player on their first round, and the directory rows a shard keeps copies of so that a player's round
 * queries join them there (the player's anchor row and the courses, tees and events their rounds name).
 */

export type PlayerShard = { shard: ShardName; movingTo: ShardName | null };

/** The player's shard row (none before their first round). */
export function playerShardQuery(dir: Db, accountId: number) {
  return dir
    .select({ shard: playerShards.shard, movingTo: playerShards.movingTo })
    .from(playerShards)
    .where(eq(playerShards.accountId, accountId))
    .limit(1);
}

/**
 * The player's shard, placing them by the rule of app/domain/shards/placement.ts when they have none:
 * the configured shard with the fewest players, the earlier-listed on a tie. The rule is applied by
 * the insert itself, so that first rounds of many players at once (a team signing up) each see the
 * placements before theirs (the directory runs one statement at a time) instead of all reading the
 * same fill and choosing the same shard. Two first rounds of one player at once agree: the row is
 * inserted only when absent and read back.
 */
export async function placePlayer(
  dir: Db,
  accountId: number,
  names: ReadonlyArray<ShardName>,
): Promise<PlayerShard> {
  if (names.length === 0) throw new Error('no round shard is configured');
  const [, placed] = await dir.batch([
    insertSelect(
      dir,
      playerShards,
      { accountId: sql`${accountId}`, shard: sql`candidate.value` },
      // The names travel as one JSON parameter (D1 binds at most 100, a deployment may list more
      // shards); json_each's key is a name's place in the list. `where true`: SQLite's upsert after
      // a select with a join needs a where clause.
      sql`from json_each(${JSON.stringify(names)}) as candidate left join ${shardFill} on ${shardFill.shard} = candidate.value where true order by coalesce(${shardFill.players}, 0), candidate.key limit 1 on conflict do nothing`,
    ),
    playerShardQuery(dir, accountId),
  ]);
  const row = placed[0];
  if (!row) throw new Error(`player ${accountId} was not placed`);
  return row;
}

/**
 * What a shard needs copied beside a player's rounds: the player's anchor (account id and guid, the
 * parent of their rows), and the courses with their tees and scorecards and the events those rounds
 * name, which the rounds' queries join (names, ratings, stroke indexes).
 */
export type ShardCopyKeys = {
  accountId: number;
  courseIds: ReadonlyArray<number>;
  teeIds: ReadonlyArray<number>;
  tournamentIds: ReadonlyArray<number>;
};

export const courseCopyColumns = {
  id: courses.id,
  name: courses.name,
  city: courses.city,
  state: courses.state,
  country: courses.country,
  latitude: courses.latitude,
  longitude: courses.longitude,
  holeCount: courses.holeCount,
  attribution: courses.attribution,
};
export const teeCopyColumns = {
  id: tees.id,
  courseId: tees.courseId,
  name: tees.name,
  color: tees.color,
  rating: tees.rating,
  slope: tees.slope,
};
export const scorecardCopyColumns = {
  courseId: courseScorecards.courseId,
  gender: courseScorecards.gender,
  holeNumber: courseScorecards.holeNumber,
  par: courseScorecards.par,
  strokeIndex: courseScorecards.strokeIndex,
};
export const tournamentCopyColumns = {
  id: tournaments.id,
  name: tournaments.name,
  url: tournaments.url,
  eventTypeId: tournaments.eventTypeId,
  localeTypeId: tournaments.localeTypeId,
  isTeamEvent: tournaments.isTeamEvent,
  city: tournaments.city,
  state: tournaments.state,
  startDate: tournaments.startDate,
  endDate: tournaments.endDate,
  numberOfRounds: tournaments.numberOfRounds,
  fieldSize: tournaments.fieldSize,
};

/** The directory's rows a shard copies, for one batch (an empty key list reads nothing). */
export function shardCopyQueries(dir: Db, keys: ShardCopyKeys) {
  const none = -1;
  return [
    dir
      .select({ id: accounts.id, guid: accounts.guid })
      .from(accounts)
      .where(eq(accounts.id, keys.accountId)),
    dir
      .select(courseCopyColumns)
      .from(courses)
      .where(inArray(courses.id, keys.courseIds.length > 0 ? [...keys.courseIds] : [none])),
    dir
      .select(teeCopyColumns)
      .from(tees)
      .where(inArray(tees.id, keys.teeIds.length > 0 ? [...keys.teeIds] : [none])),
    dir
      .select(scorecardCopyColumns)
      .from(courseScorecards)
      .where(inArray(courseScorecards.courseId, keys.courseIds.length > 0 ? [...keys.courseIds] : [none])),
    dir
      .select(tournamentCopyColumns)
      .from(tournaments)
      .where(inArray(tournaments.id, keys.tournamentIds.length > 0 ? [...keys.tournamentIds] : [none])),
  ] as const;
}

export type ShardCopies = {
  account: Array<{ id: number; guid: string }>;
  courses: Array<Pick<typeof courses.$inferSelect, keyof typeof courseCopyColumns>>;
  tees: Array<Pick<typeof tees.$inferSelect, keyof typeof teeCopyColumns>>;
  scorecards: Array<typeof courseScorecards.$inferSelect>;
  tournaments: Array<Pick<typeof tournaments.$inferSelect, keyof typeof tournamentCopyColumns>>;
};

export function toShardCopies([account, courseRows, teeRows, scorecards, tournamentRows]: readonly [
  ShardCopies['account'],
  ShardCopies['courses'],
  ShardCopies['tees'],
  ShardCopies['scorecards'],
  ShardCopies['tournaments'],
]): ShardCopies {
  return { account, courses: courseRows, tees: teeRows, scorecards, tournaments: tournamentRows };
}

/**
 * The statements that bring a shard's copies up to date, to lead the batch that writes the rounds
 * naming them (all or nothing with it). The player's anchor row carries only the account's id and
 * guid: the directory is the one home of an account's fields, and nothing reads them on a shard.
 */
export function shardCopyWrites(shard: Db, copies: ShardCopies) {
  const { id: _course, ...courseSet } = courseCopyColumns;
  const { id: _tee, ...teeSet } = teeCopyColumns;
  const { id: _event, ...eventSet } = tournamentCopyColumns;
  return [
    ...copies.account.map((row) => shard.insert(accounts).values(row).onConflictDoNothing()),
    ...copies.courses.map((row) =>
      shard
        .insert(courses)
        .values(row)
        .onConflictDoUpdate({ target: courses.id, set: pick(row, courseSet) }),
    ),
    ...copies.tees.map((row) =>
      shard
        .insert(tees)
        .values(row)
        .onConflictDoUpdate({ target: tees.id, set: pick(row, teeSet) }),
    ),
    // Five values a row: 18 rows a statement stay within D1's 100 bound parameters.
    ...chunks(copies.scorecards, 18).map((rows) =>
      shard
        .insert(courseScorecards)
        .values(rows)
        .onConflictDoUpdate({
          target: [courseScorecards.courseId, courseScorecards.gender, courseScorecards.holeNumber],
          set: { par: sql`excluded.par`, strokeIndex: sql`excluded.stroke_index` },
        }),
    ),
    ...copies.tournaments.map((row) =>
      shard
        .insert(tournaments)
        .values(row)
        .onConflictDoUpdate({ target: tournaments.id, set: pick(row, eventSet) }),
    ),
  ];
}

function chunks<T>(items: ReadonlyArray<T>, size: number): Array<Array<T>> {
  const parts: Array<Array<T>> = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}

function pick<R extends Record<string, unknown>>(row: R, columns: object): Partial<R> {
  return Object.fromEntries(Object.keys(columns).map((key) => [key, row[key]])) as Partial<R>;
}

/** The shard rows of some players, for a batch. */
export function playerShardsQuery(dir: Db, accountIds: ReadonlyArray<number>) {
  return dir
    .select({ accountId: playerShards.accountId, shard: playerShards.shard })
    .from(playerShards)
    .where(inArray(playerShards.accountId, accountIds.length > 0 ? [...accountIds] : [-1]));
}

/** Players grouped by the shard that holds them; a player not placed has no rounds and is left out. */
export function groupByShard(
  rows: ReadonlyArray<{ accountId: number; shard: ShardName }>,
): Map<ShardName, Array<number>> {
  const groups = new Map<ShardName, Array<number>>();
  for (const row of rows) {
    const group = groups.get(row.shard);
    if (group) group.push(row.accountId);
    else groups.set(row.shard, [row.accountId]);
  }
  return groups;
}

/** Round ids handed out from now on stay above `id` (rounds written with ids of their own: the seed). */
export function roundIdsAbove(dir: Db, id: number) {
  return dir
    .insert(idSequences)
    .values({ name: 'rounds', last: id })
    .onConflictDoUpdate({
      target: idSequences.name,
      set: { last: sql`max(${idSequences.last}, excluded.last)` },
    });
}
