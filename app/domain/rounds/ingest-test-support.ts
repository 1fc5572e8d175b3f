import { expect } from 'vitest';
import { holeStats } from '../stats/hole-stats';
import {
  ingestIssues,
  type RoundIngest,
  type RoundIngestBody,
  roundIngestSchema,
  statShotsOf,
} from './ingest';

/*
 * What the unit tests of POST /api/v1/rounds share (ingest, Rules records, scorecards): a round of
 * one hole, the schema's answer either way, and the first hole's stats as the write derives them.
 * Imported by tests only.
 */

export type HoleBody = RoundIngestBody['holes'][number];
export type ShotBody = NonNullable<HoleBody['shots']>[number];

/** A round in progress with one hole of these shots, numbered from 1. */
export function oneHole(
  par: number,
  shots: Array<Omit<ShotBody, 'number'>>,
  extra: Partial<HoleBody> = {},
): RoundIngestBody {
  return {
    clientRoundId: 'r-1',
    clientCourseId: 'c-1',
    tee: 'Blue',
    startedAt: '2026-11-21T08:40:00',
    roundType: 'practice',
    holeCount: 18,
    inProgress: true,
    holes: [{ number: 1, par, shots: shots.map((s, i) => ({ ...s, number: i + 1 })), ...extra }],
  };
}

/** A shot from one lie and distance to another, with any other field of the body. */
export function shot(
  startLie: ShotBody['startLie'],
  distanceBefore: number,
  endLie: ShotBody['endLie'],
  distanceAfter: number,
  extra: Partial<ShotBody> = {},
): Omit<ShotBody, 'number'> {
  return { startLie, distanceBefore, endLie, distanceAfter, ...extra };
}

/** The round as stored; the refused fields in the error when it is not accepted. */
export function accepted(body: RoundIngestBody): RoundIngest {
  const parsed = roundIngestSchema.safeParse(body);
  if (!parsed.success) throw new Error(JSON.stringify(ingestIssues(parsed.error)));
  return parsed.data;
}

/** The refused fields, each with its path and sentence. */
export function refused(body: RoundIngestBody) {
  const parsed = roundIngestSchema.safeParse(body);
  expect(parsed.success).toBe(false);
  return parsed.success ? [] : ingestIssues(parsed.error);
}

/**
 * The first hole's stats as writeRound derives them (statShotsOf): the flags, each shot's strokes
 * gained, their sum and the four categories' sum.
 */
export function firstHoleStats(round: RoundIngest) {
  const hole = round.holes[0];
  if (!hole) throw new Error('no hole');
  const shots = statShotsOf(hole);
  const stats = holeStats({ par: hole.par ?? 4, score: null, putts: null, shots, pin: null, geometry: null });
  const perShot = stats.shotStrokesGained ?? [];
  const categories =
    (stats.sgOffTheTee ?? 0) +
    (stats.sgApproach ?? 0) +
    (stats.sgAroundTheGreen ?? 0) +
    (stats.sgPutting ?? 0);
  return { stats, perShot, sum: perShot.reduce((a, b) => a + b, 0), categories };
}
