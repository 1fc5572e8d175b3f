import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FeatureSetting } from '../../app/domain/access/features';
import type { Db } from '../client';
import { accounts } from '../schema/accounts';
import { courseHoles } from '../schema/courses';
import { roundHoles, rounds, shots } from '../schema/rounds';
import { playerShards } from '../schema/shards';
import type { RoundShards } from '../shards';
import { featureSettingsQuery, subCircleQuery } from './profile';

export type ApproachShot = {
  startLatitude: number;
  startLongitude: number;
  endLatitude: number;
  endLongitude: number;
  pinLatitude: number;
  pinLongitude: number;
  endLie: string;
  playedOn: string;
};

export type DispersionSource = {
  player: {
    accountId: number;
    username: string;
    firstName: string;
    lastName: string;
    settings: Array<FeatureSetting>;
    subCircleAccountIds: Array<number>;
  };
  shots: Array<ApproachShot>;
} | null;

/**
 * A player's latest approach shots with where they started, where they finished and the hole's pin
 * (the round's pin, else the course's), with what access rules need: the account, its settings and
 * its round shard from the directory; the shots from that shard (decision 119); the course pins from
 * the directory, for the holes whose round has none.
 */
export async function approachShotsOf(
  dir: Db,
  shards: RoundShards,
  username: string,
  limit = 400,
): Promise<DispersionSource> {
  const name = username.toLowerCase();
  const account = dir.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, name));
  const [[player], settings, circle] = await dir.batch([
    dir
      .select({
        accountId: accounts.id,
        username: accounts.username,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        shard: playerShards.shard,
      })
      .from(accounts)
      .leftJoin(playerShards, eq(playerShards.accountId, accounts.id))
      .where(eq(accounts.username, name))
      .limit(1),
    featureSettingsQuery(dir, sql`(${account})`),
    subCircleQuery(dir, sql`(${account})`),
  ]);
  if (!player?.username) return null;
  const shard = shards.ofPlayer(player.shard);
  const rows = await shard
    .select({
      startLatitude: shots.startLatitude,
      startLongitude: shots.startLongitude,
      endLatitude: shots.endLatitude,
      endLongitude: shots.endLongitude,
      roundPinLatitude: roundHoles.pinLatitude,
      roundPinLongitude: roundHoles.pinLongitude,
      courseId: rounds.courseId,
      courseHoleNumber: roundHoles.courseHoleNumber,
      endLie: shots.endLie,
      playedOn: rounds.playedOn,
    })
    .from(shots)
    .innerJoin(rounds, eq(rounds.id, shots.roundId))
    .innerJoin(
      roundHoles,
      and(eq(roundHoles.roundId, shots.roundId), eq(roundHoles.holeNumber, shots.holeNumber)),
    )
    .where(
      and(
        eq(rounds.accountId, player.accountId),
        eq(shots.type, 'Approach'),
        // Shots of a hole they do not make whole are kept as sent, not measured (decision 101).
        eq(roundHoles.shotsIncomplete, false),
        isNotNull(shots.startLatitude),
        isNotNull(shots.startLongitude),
        isNotNull(shots.endLatitude),
        isNotNull(shots.endLongitude),
      ),
    )
    .orderBy(desc(rounds.playedOn), desc(rounds.id), shots.holeNumber, shots.shotNumber);
  const courseIds = [...new Set(rows.map((row) => row.courseId))];
  const pins = await dir
    .select({
      courseId: courseHoles.courseId,
      holeNumber: courseHoles.holeNumber,
      pinLatitude: courseHoles.pinLatitude,
      pinLongitude: courseHoles.pinLongitude,
    })
    .from(courseHoles)
    .where(inArray(courseHoles.courseId, courseIds.length > 0 ? courseIds : [-1]));
  const pinOf = new Map(pins.map((pin) => [`${pin.courseId}:${pin.holeNumber}`, pin]));
  return {
    player: {
      accountId: player.accountId,
      username: player.username,
      firstName: player.firstName,
      lastName: player.lastName,
      settings,
      subCircleAccountIds: circle.map((row) => row.memberAccountId),
    },
    shots: rows
      .flatMap((row) => {
        const coursePin = pinOf.get(`${row.courseId}:${row.courseHoleNumber}`);
        const pinLatitude = row.roundPinLatitude ?? coursePin?.pinLatitude ?? null;
        const pinLongitude = row.roundPinLongitude ?? coursePin?.pinLongitude ?? null;
        return row.startLatitude === null ||
          row.startLongitude === null ||
          row.endLatitude === null ||
          row.endLongitude === null ||
          pinLatitude === null ||
          pinLongitude === null
          ? []
          : [
              {
                startLatitude: row.startLatitude,
                startLongitude: row.startLongitude,
                endLatitude: row.endLatitude,
                endLongitude: row.endLongitude,
                pinLatitude,
                pinLongitude,
                endLie: row.endLie,
                playedOn: row.playedOn,
              },
            ];
      })
      .slice(0, limit),
  };
}
