import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FeatureSetting } from '../../app/domain/access/features';
import type { Db } from '../client';
import { accounts } from '../schema/accounts';
import { courseHoles } from '../schema/courses';
import { roundHoles, rounds, shots } from '../schema/rounds';
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
 * (the round's pin, else the course's), with what access rules need, in one batch.
 */
export async function approachShotsOf(db: Db, username: string, limit = 400): Promise<DispersionSource> {
  const name = username.toLowerCase();
  const account = db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, name));
  const pinLatitude = sql<number>`coalesce(${roundHoles.pinLatitude}, ${courseHoles.pinLatitude})`;
  const pinLongitude = sql<number>`coalesce(${roundHoles.pinLongitude}, ${courseHoles.pinLongitude})`;
  const [[player], settings, circle, rows] = await db.batch([
    db
      .select({
        accountId: accounts.id,
        username: accounts.username,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
      })
      .from(accounts)
      .where(eq(accounts.username, name))
      .limit(1),
    featureSettingsQuery(db, sql`(${account})`),
    subCircleQuery(db, sql`(${account})`),
    db
      .select({
        startLatitude: shots.startLatitude,
        startLongitude: shots.startLongitude,
        endLatitude: shots.endLatitude,
        endLongitude: shots.endLongitude,
        pinLatitude,
        pinLongitude,
        endLie: shots.endLie,
        playedOn: rounds.playedOn,
      })
      .from(shots)
      .innerJoin(rounds, eq(rounds.id, shots.roundId))
      .innerJoin(
        roundHoles,
        and(eq(roundHoles.roundId, shots.roundId), eq(roundHoles.holeNumber, shots.holeNumber)),
      )
      .leftJoin(
        courseHoles,
        and(
          eq(courseHoles.courseId, rounds.courseId),
          eq(courseHoles.holeNumber, roundHoles.courseHoleNumber),
        ),
      )
      .where(
        and(
          sql`${rounds.accountId} IN ${account}`,
          eq(shots.type, 'Approach'),
          // Shots of a hole they do not make whole are kept as sent, not measured (decision 101).
          eq(roundHoles.shotsIncomplete, false),
          isNotNull(shots.startLatitude),
          isNotNull(shots.startLongitude),
          isNotNull(shots.endLatitude),
          isNotNull(shots.endLongitude),
          sql`${pinLatitude} IS NOT NULL AND ${pinLongitude} IS NOT NULL`,
        ),
      )
      .orderBy(desc(rounds.playedOn), desc(rounds.id), shots.holeNumber, shots.shotNumber)
      .limit(limit),
  ]);
  if (!player?.username) return null;
  return {
    player: {
      ...player,
      username: player.username,
      settings,
      subCircleAccountIds: circle.map((row) => row.memberAccountId),
    },
    shots: rows.flatMap((row) =>
      row.startLatitude === null ||
      row.startLongitude === null ||
      row.endLatitude === null ||
      row.endLongitude === null
        ? []
        : [
            {
              ...row,
              startLatitude: row.startLatitude,
              startLongitude: row.startLongitude,
              endLatitude: row.endLatitude,
              endLongitude: row.endLongitude,
            },
          ],
    ),
  };
}
