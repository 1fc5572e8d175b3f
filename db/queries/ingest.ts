import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatPoints, lngLatOf } from '../../app/domain/courses/geo';
import type { Coordinate, CourseIngest, IngestIssue, RoundIngest } from '../../app/domain/rounds/ingest';
import { ROUND_TYPE_IDS } from '../../app/domain/rounds/ingest';
import {
  hasRulesRecords,
  playedOnOf,
  type RoundFacts,
  roundIssues,
  type StoredHole,
  type StoredShot,
  storedRound,
} from '../../app/domain/rounds/stored-round';
import type { Db } from '../client';
import { insertSelect, rowsUnder } from '../insert-under';
import { accounts } from '../schema/accounts';
import {
  courseHoleShapes,
  courseHoles,
  courseScorecards,
  courses,
  teeHoleYardages,
  tees,
} from '../schema/courses';
import { roundHoles, rounds, shots } from '../schema/rounds';
import { idSequences, shardMoves } from '../schema/shards';
import { tournamentEntries, tournaments } from '../schema/tournaments';
import type { RoundShards } from '../shards';
import { refreshPlayerDiscovery } from './discovery';
import { recordRoundWritten } from './handicap';
import { holeGeometryMap, holeGeometryQueries, holeStatsColumns, roundSg } from './hole-stats';
import {
  courseCopyColumns,
  placePlayer,
  playerShardQuery,
  type ShardCopies,
  shardCopyWrites,
  teeCopyColumns,
  tournamentCopyColumns,
} from './player-shards';

/*
 * Writes of the mobile app's ingest API (issue 5 point 8). Each request is one D1 batch, so it is
 * stored whole or not at all; rows that belong to a row written in the same batch find it by its
 * natural key in a subquery, as D1 has no interactive transactions.
 */

// Parents of the rows a request inserts, as in decision 015; their values are bound per request.
const courseOfRequest = sql`select ${courses.id} as id from ${courses} where ${courses.ownerAccountId} = ${sql.placeholder('accountId')} and ${courses.clientCourseId} = ${sql.placeholder('clientCourseId')}`;
const teeOfRequest = sql`select ${tees.id} as id from ${tees} where ${tees.courseId} = (${courseOfRequest}) and ${tees.name} = ${sql.placeholder('tee')}`;
const roundOfRequest = sql`select ${rounds.id} as id from ${rounds} where ${rounds.accountId} = ${sql.placeholder('accountId')} and ${rounds.clientRoundId} = ${sql.placeholder('clientRoundId')} and ${rounds.ingestId} = ${sql.placeholder('ingestId')}`;
const insertCourseHoles = rowsUnder(courseHoles, courseHoles.courseId, courseOfRequest);
const insertCourseShapes = rowsUnder(courseHoleShapes, courseHoleShapes.courseId, courseOfRequest);
const insertScorecards = rowsUnder(courseScorecards, courseScorecards.courseId, courseOfRequest);
const insertYardages = rowsUnder(teeHoleYardages, teeHoleYardages.teeId, teeOfRequest);
const insertRoundHoles = rowsUnder(roundHoles, roundHoles.roundId, roundOfRequest);
const insertShots = rowsUnder(shots, shots.roundId, roundOfRequest);

// ------------------------------------------------------------------------------------------------
// Courses
// ------------------------------------------------------------------------------------------------

/**
 * Creates the course, or updates the one this account sent before under the same clientCourseId:
 * its holes, geometry and scorecard are replaced; tees are matched by name and keep their ids
 * (rounds point at them), tees no longer listed stay for the rounds played from them.
 */
export async function upsertCourse(
  db: Db,
  accountId: number,
  course: CourseIngest,
): Promise<{ courseId: number; created: boolean }> {
  const key = and(eq(courses.ownerAccountId, accountId), eq(courses.clientCourseId, course.clientCourseId));
  const courseIdSql = sql`(select ${courses.id} from ${courses} where ${courses.ownerAccountId} = ${accountId} and ${courses.clientCourseId} = ${course.clientCourseId})`;
  const parent = { accountId, clientCourseId: course.clientCourseId };
  const values = {
    name: course.name,
    city: course.city ?? null,
    state: course.state ?? null,
    country: course.country ?? null,
    latitude: course.latitude,
    longitude: course.longitude,
    holeCount: course.holes.length,
  };
  const holes = course.holes.map((hole) => ({
    holeNumber: hole.number,
    teeLatitude: hole.tee?.latitude ?? null,
    teeLongitude: hole.tee?.longitude ?? null,
    pinLatitude: hole.pin?.latitude ?? null,
    pinLongitude: hole.pin?.longitude ?? null,
    centerline: hole.centerline ? formatPoints(hole.centerline.map(lngLatOf)) : null,
  }));
  const shapes = course.holes.flatMap((hole) => {
    const shape = (kind: 'green' | 'fairway' | 'bunker' | 'water', outline: Array<Coordinate>) => ({
      holeNumber: hole.number,
      kind,
      points: formatPoints(outline.map(lngLatOf)),
    });
    return [
      ...(hole.green ? [shape('green', hole.green)] : []),
      ...(hole.fairways ?? []).map((o) => shape('fairway', o)),
      ...(hole.bunkers ?? []).map((o) => shape('bunker', o)),
      ...(hole.water ?? []).map((o) => shape('water', o)),
    ];
  });
  const scorecards = course.holes.flatMap((hole) => [
    { gender: 'men', holeNumber: hole.number, par: hole.par, strokeIndex: hole.strokeIndex ?? null },
    ...(hole.womenPar === undefined
      ? []
      : [
          {
            gender: 'women',
            holeNumber: hole.number,
            par: hole.womenPar,
            strokeIndex: hole.strokeIndex ?? null,
          },
        ]),
  ]);
  const teeIdSql = (name: string) =>
    sql`select ${tees.id} as id from ${tees} where ${tees.courseId} = ${courseIdSql} and ${tees.name} = ${name}`;

  const results = await db.batch([
    db.select({ id: courses.id }).from(courses).where(key),
    db
      .insert(courses)
      .values({ ...values, ownerAccountId: accountId, clientCourseId: course.clientCourseId })
      .onConflictDoUpdate({ target: [courses.ownerAccountId, courses.clientCourseId], set: values }),
    db.delete(courseHoles).where(eq(courseHoles.courseId, courseIdSql)),
    db.delete(courseHoleShapes).where(eq(courseHoleShapes.courseId, courseIdSql)),
    db.delete(courseScorecards).where(eq(courseScorecards.courseId, courseIdSql)),
    db
      .delete(teeHoleYardages)
      .where(
        inArray(
          teeHoleYardages.teeId,
          db.select({ id: tees.id }).from(tees).where(eq(tees.courseId, courseIdSql)),
        ),
      ),
    ...course.tees.flatMap((tee) => [
      db
        .update(tees)
        .set({ color: tee.color ?? null, rating: tee.rating ?? null, slope: tee.slope ?? null })
        .where(and(eq(tees.courseId, courseIdSql), eq(tees.name, tee.name))),
      insertSelect(
        db,
        tees,
        {
          courseId: courseIdSql,
          name: sql.param(tee.name, tees.name),
          color: sql.param(tee.color ?? null, tees.color),
          rating: sql.param(tee.rating ?? null, tees.rating),
          slope: sql.param(tee.slope ?? null, tees.slope),
        },
        sql`where not exists (${teeIdSql(tee.name)})`,
      ),
    ]),
    ...insertCourseHoles(db, parent, holes),
    ...insertCourseShapes(db, parent, shapes),
    ...insertScorecards(db, parent, scorecards),
    ...course.tees.flatMap((tee) =>
      insertYardages(
        db,
        { ...parent, tee: tee.name },
        tee.yards.map((yards, i) => ({ holeNumber: i + 1, yards })),
      ),
    ),
    db.select({ id: courses.id }).from(courses).where(key),
  ]);
  const before = results[0] as Array<{ id: number }>;
  const after = results[results.length - 1] as Array<{ id: number }>;
  const courseId = after[0]?.id;
  if (courseId === undefined) throw new Error('the course was not saved');
  return { courseId, created: before.length === 0 };
}

/**
 * Brings the copies of a changed course up to date on every round shard (decision 119: a shard keeps
 * copies of the courses, tees and scorecards its rounds name, for their joins): the course's name and
 * place, its tees' ratings and slopes, and its scorecard. Each shard updates only the rows it holds,
 * one batch per shard, all shards at once; a shard that is the directory itself holds the rows.
 */
export async function refreshCourseCopies(dir: Db, shards: RoundShards, courseId: number): Promise<void> {
  const [courseRows, teeRows, scorecards] = await dir.batch([
    dir.select(courseCopyColumns).from(courses).where(eq(courses.id, courseId)),
    dir.select(teeCopyColumns).from(tees).where(eq(tees.courseId, courseId)),
    dir
      .select({
        gender: courseScorecards.gender,
        holeNumber: courseScorecards.holeNumber,
        par: courseScorecards.par,
        strokeIndex: courseScorecards.strokeIndex,
      })
      .from(courseScorecards)
      .where(eq(courseScorecards.courseId, courseId)),
  ]);
  const [course] = courseRows;
  if (!course) return;
  const { id: _course, ...courseSet } = course;
  const copies = shards.names.map((name) => shards.db(name)).filter((shard) => shard !== dir);
  await Promise.all(
    copies.map((shard) =>
      shard.batch([
        shard.update(courses).set(courseSet).where(eq(courses.id, courseId)),
        ...teeRows.map(({ id, courseId: _teeCourse, ...teeSet }) =>
          shard.update(tees).set(teeSet).where(eq(tees.id, id)),
        ),
        // The card is replaced whole, on a shard that holds the course only.
        shard.delete(courseScorecards).where(eq(courseScorecards.courseId, courseId)),
        insertSelect(
          shard,
          courseScorecards,
          {
            courseId: sql`${courseId}`,
            gender: sql`json_extract(value, '$.gender')`,
            holeNumber: sql`json_extract(value, '$.holeNumber')`,
            par: sql`json_extract(value, '$.par')`,
            strokeIndex: sql`json_extract(value, '$.strokeIndex')`,
          },
          sql`from json_each(${JSON.stringify(scorecards)})
            where exists (select 1 from ${courses} where ${courses.id} = ${courseId})`,
        ),
      ]),
    ),
  );
}

// ------------------------------------------------------------------------------------------------
// Rounds
// ------------------------------------------------------------------------------------------------

export type RoundWriteResult =
  | { ok: true; roundId: number; created: boolean }
  | { ok: false; issues: Array<IngestIssue> }
  /** The player's rounds are being moved between shards: nothing was written; send it again shortly. */
  | { ok: false; moving: true };

/**
 * Stores a round with its holes and shots, the hole stat flags and strokes gained computed at write
 * (spec 3 §3), on the player's round shard (decision 119). Idempotent by (account, clientRoundId):
 * the round row is inserted ON CONFLICT DO NOTHING, and holes and shots are inserted only under the
 * round this request inserted (its ingest id), so a retry, also a concurrent one, stores nothing more
 * and answers the same round id.
 */
export async function writeRound(
  dir: Db,
  shards: RoundShards,
  accountId: number,
  round: RoundIngest,
): Promise<RoundWriteResult> {
  const checked = await checkRound(dir, shards, accountId, round, { forWrite: true });
  if (checked.kind === 'refused') return { ok: false, issues: checked.issues };
  if (checked.kind === 'moving') return { ok: false, moving: true };
  if (checked.kind === 'stored') return { ok: true, roundId: checked.roundId, created: false };
  return storeCheckedRound(dir, shards, accountId, round, checked.facts);
}

/** What the checks read for the write: the course, its tee, pars, yardages, geometry and event. */
type CheckedFacts = {
  courseId: number;
  tee: { id: number };
  event: { id: number } | undefined;
  playedOn: string;
  parOf: ReadonlyMap<number, number>;
  yardsOf: ReadonlyMap<number, number>;
  geometry: ReturnType<typeof holeGeometryMap>;
  /** The player's shard, when placed. */
  shard: string | null;
  /** The directory rows the shard copies beside the round. */
  copies: ShardCopies;
  /** The round's id, unique across shards (checked for a write only). */
  roundId: number | null;
};

export type RoundCheck =
  | { kind: 'stored'; roundId: number }
  | { kind: 'refused'; issues: Array<IngestIssue> }
  | { kind: 'moving' }
  | { kind: 'new'; facts: CheckedFacts };

/**
 * The checks of a round that need the database (the course, its tee and pars, the tournament's days),
 * writing nothing: one directory round trip, then, for a player with rounds, one on their shard for a
 * round stored before under this clientRoundId (`stored`). The import's preview (decision 105)
 * answers from it what Confirm would do.
 */
export async function checkRound(
  dir: Db,
  shards: RoundShards,
  accountId: number,
  round: RoundIngest,
  { forWrite = false }: { forWrite?: boolean } = {},
): Promise<RoundCheck> {
  // One round trip for everything the checks and the derivation need: the course is named by id or
  // by the app's course id, so each read finds it through the same subquery.
  const courseIdSql =
    round.courseId !== undefined
      ? sql`(select ${courses.id} from ${courses} where ${courses.id} = ${round.courseId})`
      : sql`(select ${courses.id} from ${courses} where ${courses.ownerAccountId} = ${accountId} and ${courses.clientCourseId} = ${round.clientCourseId ?? ''})`;
  const [placed, account, found, teeRows, yardages, scorecards, tournament, lines, greens, ...rest] =
    await dir.batch([
      playerShardQuery(dir, accountId),
      dir.select({ id: accounts.id, guid: accounts.guid }).from(accounts).where(eq(accounts.id, accountId)),
      dir.select(courseCopyColumns).from(courses).where(eq(courses.id, courseIdSql)),
      dir
        .select(teeCopyColumns)
        .from(tees)
        .where(and(eq(tees.courseId, courseIdSql), eq(tees.name, round.tee))),
      dir
        .select({ holeNumber: teeHoleYardages.holeNumber, yards: teeHoleYardages.yards })
        .from(teeHoleYardages)
        .innerJoin(tees, eq(tees.id, teeHoleYardages.teeId))
        .where(and(eq(tees.courseId, courseIdSql), eq(tees.name, round.tee))),
      dir.select().from(courseScorecards).where(eq(courseScorecards.courseId, courseIdSql)),
      dir
        .select(tournamentCopyColumns)
        .from(tournaments)
        .where(eq(tournaments.id, round.tournamentId ?? -1)),
      ...holeGeometryQueries(dir, courseIdSql),
      // A write takes the next round id with its checks (an id a refused round took is never used).
      ...(forWrite ? [nextRoundId(dir)] : []),
    ]);
  const allocated = forWrite ? (rest[0] as Array<{ last: number }>)[0]?.last : undefined;
  const mapped = placed[0];
  if (mapped?.movingTo) return { kind: 'moving' };
  if (mapped) {
    const shard = shards.db(mapped.shard);
    const existing = await shard
      .select({ id: rounds.id })
      .from(rounds)
      .where(and(eq(rounds.accountId, accountId), eq(rounds.clientRoundId, round.clientRoundId)));
    const prior = existing[0];
    if (prior) return { kind: 'stored', roundId: prior.id };
  }
  const course = found[0];
  if (!course) {
    const path = round.courseId !== undefined ? 'courseId' : 'clientCourseId';
    return {
      kind: 'refused',
      issues: [{ path, message: 'No course with this id: send it to POST /api/v1/courses first.' }],
    };
  }
  const courseId = course.id;
  const pars = scorecards.filter((card) => card.gender === 'men');
  const facts: RoundFacts = {
    tee: teeRows[0],
    event: tournament[0],
    parOf: new Map(pars.map((p) => [p.holeNumber, p.par])),
  };
  const issues = roundIssues(round, facts);
  const tee = teeRows[0];
  if (issues.length > 0 || !tee) return { kind: 'refused', issues };
  const yardsOf = new Map(yardages.map((y) => [y.holeNumber, y.yards]));
  const geometry = holeGeometryMap(lines, greens);
  return {
    kind: 'new',
    facts: {
      courseId,
      tee,
      event: facts.event,
      playedOn: playedOnOf(round),
      parOf: facts.parOf,
      yardsOf,
      geometry,
      shard: mapped?.shard ?? null,
      copies: { account, courses: [course], tees: [tee], scorecards, tournaments: tournament },
      roundId: allocated ?? null,
    },
  };
}

/**
 * The round's one all-or-nothing batch on the player's shard (placed first when it is their first
 * round), once checkRound found it new; then the directory learns of it (the event entry, the
 * profile's version, the discovery row). A shard that marks the player as moving takes no round.
 */
async function storeCheckedRound(
  dir: Db,
  shards: RoundShards,
  accountId: number,
  round: RoundIngest,
  facts: CheckedFacts,
): Promise<RoundWriteResult> {
  const { courseId, tee, event, playedOn, parOf, yardsOf, geometry } = facts;
  const stored = storedRound(round, {
    parOf,
    yardsOf,
    geometryOf: (courseHoleNumber) => geometry.get(`${courseId}:${courseHoleNumber}`) ?? null,
  });
  const placement = facts.shard ?? (await placePlayer(dir, accountId, shards.names)).shard;
  const shard = shards.db(placement);
  // D1 binds 100 parameters a statement: a round without Rules records writes its shots without
  // those columns (their defaults), in fewer statements.
  const withRules = hasRulesRecords(stored.shots);
  const withAbandoned = stored.holes.some((hole) => hole.provisionalAbandoned !== null);
  const holeRows = stored.holes.map((hole) => holeRow(hole, withAbandoned));
  const shotRows = stored.shots.map((shot) => shotRow(shot, withRules));
  const ingestId = crypto.randomUUID();
  const parent = { accountId, clientRoundId: round.clientRoundId, ingestId };
  if (facts.roundId === null) throw new Error('a round is stored with the id its checks took');
  const roundValues = {
    id: sql.param(facts.roundId, rounds.id),
    accountId: sql.param(accountId, rounds.accountId),
    clientRoundId: sql.param(round.clientRoundId, rounds.clientRoundId),
    ingestId: sql.param(ingestId, rounds.ingestId),
    courseId: sql.param(courseId, rounds.courseId),
    teeId: sql.param(tee.id, rounds.teeId),
    tournamentId: sql.param(round.tournamentId ?? null, rounds.tournamentId),
    roundTypeId: sql.param(ROUND_TYPE_IDS[round.roundType], rounds.roundTypeId),
    roundNumber: sql.param(round.roundNumber, rounds.roundNumber),
    isFinalRound: sql.param(round.isFinalRound, rounds.isFinalRound),
    holeCount: sql.param(round.holeCount, rounds.holeCount),
    playedInSimulator: sql.param(round.playedInSimulator, rounds.playedInSimulator),
    inProgress: sql.param(round.inProgress, rounds.inProgress),
    startedAt: sql.param(
      round.startedAt.length === 16 ? `${round.startedAt}:00` : round.startedAt,
      rounds.startedAt,
    ),
    playedOn: sql.param(playedOn, rounds.playedOn),
    score: sql.param(stored.totals.score, rounds.score),
    par: sql.param(stored.totals.par, rounds.par),
    yards: sql.param(stored.totals.yards, rounds.yards),
  };
  const [copyFirst, ...copyRest] = shardCopyWrites(shard, facts.copies);
  // The copies lead: the round's row names the player's anchor, its course, tee and event.
  const written = await shard.batch([
    copyFirst ?? shard.select({ id: accounts.id }).from(accounts).limit(0),
    ...copyRest,
    // Inserted only while the shard holds the player (no move has begun) and the round is new.
    insertSelect(
      shard,
      rounds,
      roundValues,
      sql`where not exists (select 1 from ${shardMoves} where ${shardMoves.accountId} = ${accountId}) on conflict (${rounds.accountId}, ${rounds.clientRoundId}) do nothing`,
    ),
    ...insertRoundHoles(shard, parent, holeRows),
    ...insertShots(shard, parent, shotRows),
    shard
      .select({ id: rounds.id, ingestId: rounds.ingestId })
      .from(rounds)
      .where(and(eq(rounds.accountId, accountId), eq(rounds.clientRoundId, round.clientRoundId))),
  ]);
  const saved = (
    written[written.length - 1] as Array<{ id: number; ingestId: string | null }> | undefined
  )?.[0];
  // Not saved and not there: a move of the player began after the checks read the map.
  if (!saved) return { ok: false, moving: true };
  const created = saved.ingestId === ingestId;
  if (created) {
    // The player's Handicap Index (decision 102) on the shard, then what the directory shows of the
    // round: the event's entry (their schedule and results list it), the profile's version (cached
    // pages), and the discovery row (decision 093).
    await recordRoundWritten(shard, accountId, { roundId: saved.id, playedOn });
    await dir.batch([
      dir
        .update(accounts)
        .set({ version: sql`${accounts.version} + 1` })
        .where(eq(accounts.id, accountId)),
      ...(event
        ? [dir.insert(tournamentEntries).values({ tournamentId: event.id, accountId }).onConflictDoNothing()]
        : []),
    ]);
    await refreshPlayerDiscovery(dir, shards, [accountId]);
  }
  return { ok: true, roundId: saved.id, created };
}

/** The next round id, unique across every shard (decision 119). */
function nextRoundId(dir: Db) {
  return dir
    .update(idSequences)
    .set({ last: sql`${idSequences.last} + 1` })
    .where(eq(idSequences.name, 'rounds'))
    .returning({ last: idSequences.last });
}

/** A stored hole's row of `round_holes` (its flags as columns; the abandoned provisional only when sent). */
function holeRow(hole: StoredHole, withAbandoned: boolean): Record<string, unknown> {
  return {
    holeNumber: hole.holeNumber,
    courseHoleNumber: hole.courseHoleNumber,
    par: hole.par,
    yards: hole.yards,
    score: hole.score,
    penaltyStrokes: hole.penaltyStrokes,
    excluded: hole.excluded,
    pinLatitude: hole.pin?.latitude ?? null,
    pinLongitude: hole.pin?.longitude ?? null,
    cardFairway: hole.card.fairway,
    cardGreenInRegulation: hole.card.greenInRegulation,
    cardPenaltyStrokes: hole.cardPenaltyStrokes,
    cardSandShots: hole.card.sandShots,
    cardUpAndDown: hole.card.upAndDown,
    shotsIncomplete: hole.shotsIncomplete,
    ...(withAbandoned ? { provisionalAbandoned: hole.provisionalAbandoned } : {}),
    ...holeStatsColumns(hole.stats),
  };
}

/** A stored shot's row of `shots` (the Rules of Golf columns only when the round has any, decision 111). */
function shotRow(shot: StoredShot, withRules: boolean): Record<string, unknown> {
  return {
    holeNumber: shot.holeNumber,
    shotNumber: shot.shotNumber,
    type: shot.type,
    club: shot.club,
    startLie: shot.startLie,
    endLie: shot.endLie,
    startDistanceYards: shot.startDistanceYards,
    endDistanceYards: shot.endDistanceYards,
    startLatitude: shot.start?.latitude ?? null,
    startLongitude: shot.start?.longitude ?? null,
    endLatitude: shot.end?.latitude ?? null,
    endLongitude: shot.end?.longitude ?? null,
    penaltyStrokes: shot.penaltyStrokes,
    strokesGained: roundSg(shot.strokesGained),
    ...(withRules
      ? {
          penalties: shot.penalties,
          reliefType: shot.reliefType,
          reliefReason: shot.reliefReason,
          reliefFromLie: shot.reliefFromLie,
          reliefFromDistanceYards: shot.reliefFromDistanceYards,
          reliefFromLatitude: shot.reliefFrom?.latitude ?? null,
          reliefFromLongitude: shot.reliefFrom?.longitude ?? null,
          provisional: shot.provisional,
        }
      : {}),
  };
}
