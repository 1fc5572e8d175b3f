import { shardForNewPlayer } from '../../app/domain/shards/placement';
import type { SeedTables } from './types';

/** The seed's tables that hold a player's rounds (decision 119): on the player's shard. */
const ROUND_TABLES = ['rounds', 'roundHoles', 'shots'] as const;

export type ShardedSeed = {
  /** What the directory holds: every table but the rounds' (unless the directory is the one shard). */
  directory: SeedTables;
  /** Each shard's rows: its players' rounds, their anchors and copies of the courses and events named. */
  shards: Map<string, SeedTables>;
  /** The directory's map rows, in placement order. */
  placements: Array<{ accountId: number; shard: string }>;
};

/** The seed's tables, every one empty. */
export function emptyTables(tables: SeedTables): SeedTables {
  return Object.fromEntries(Object.keys(tables).map((key) => [key, []])) as unknown as SeedTables;
}

/**
 * The demo data spread over the round shards as the app would have placed its players: each player
 * with rounds, in id order, on the shard with the fewest players (app/domain/shards/placement.ts).
 * A shard receives the players' anchor rows (id and guid) and copies of the courses, tees, scorecards
 * and events their rounds name, as the ingest writes them (db/queries/player-shards.ts).
 */
export function shardSeed(tables: SeedTables, shardNames: ReadonlyArray<string>): ShardedSeed {
  const owners = [...new Set(tables.rounds.map((round) => round.accountId))].sort((a, b) => a - b);
  const fill = new Map<string, number>();
  const shardOf = new Map<number, string>();
  for (const accountId of owners) {
    const shard = shardForNewPlayer(
      shardNames,
      [...fill].map(([name, players]) => ({ shard: name, players })),
    );
    shardOf.set(accountId, shard);
    fill.set(shard, (fill.get(shard) ?? 0) + 1);
  }
  const placements = owners.map((accountId) => ({ accountId, shard: shardOf.get(accountId) ?? '' }));
  if (shardNames.length === 1 && shardNames[0] === 'DB') {
    return { directory: tables, shards: new Map(), placements };
  }
  const directory: SeedTables = { ...tables };
  for (const key of ROUND_TABLES) directory[key] = [] as never;
  const shards = new Map<string, SeedTables>();
  for (const name of new Set(shardOf.values())) {
    const rounds = tables.rounds.filter((round) => shardOf.get(round.accountId) === name);
    const roundIds = new Set(rounds.map((round) => round.id));
    const accountIds = new Set(rounds.map((round) => round.accountId));
    const courseIds = new Set(rounds.map((round) => round.courseId));
    const teeIds = new Set(rounds.map((round) => round.teeId));
    const eventIds = new Set(rounds.map((round) => round.tournamentId));
    const shard = emptyTables(tables);
    shard.accounts = tables.accounts
      .filter((account) => account.id !== undefined && accountIds.has(account.id))
      .map((account) => ({ id: account.id, guid: account.guid, createdAt: account.createdAt }));
    shard.courses = tables.courses
      .filter((course) => course.id !== undefined && courseIds.has(course.id))
      .map((course) => ({ ...course, ownerAccountId: null, clientCourseId: null }));
    shard.courseScorecards = tables.courseScorecards.filter((card) => courseIds.has(card.courseId));
    shard.tees = tables.tees.filter((tee) => tee.id !== undefined && teeIds.has(tee.id));
    // An event's copy names no course and no creator: the directory's row keeps those.
    shard.tournaments = tables.tournaments
      .filter((event) => event.id !== undefined && eventIds.has(event.id))
      .map((event) => ({ ...event, courseId: null, createdBy: null }));
    shard.rounds = rounds;
    shard.roundHoles = tables.roundHoles.filter((hole) => roundIds.has(hole.roundId));
    shard.shots = tables.shots.filter((shot) => roundIds.has(shot.roundId));
    shards.set(name, shard);
  }
  return { directory, shards, placements };
}
