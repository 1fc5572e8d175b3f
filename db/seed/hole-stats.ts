/**
 * The stored hole stat flags and strokes gained of the demo rounds (spec 3 §3), derived with the same
 * rules as the ingest API and the backfill (`app/domain/stats/hole-stats.ts`), from the simulated shots and
 * the courses' geometry.
 */
import type { LngLat } from '../../app/domain/courses/geo';
import { type HoleGeometry, holeStats } from '../../app/domain/stats/hole-stats';
import { holeStatsColumns, roundSg, statShotOf } from '../queries/hole-stats';
import type { SeedCourse, SeedTables } from './types';

type Played = Pick<SeedTables, 'rounds' | 'roundHoles' | 'shots'>;

/** Sets the derived columns on the freshly simulated rows in place (copies would double the seed's memory). */
export function withHoleStats(played: Played, courses: ReadonlyArray<SeedCourse>): Played {
  const geometry = new Map<string, HoleGeometry>();
  for (const course of courses) {
    for (const hole of course.holes) {
      geometry.set(`${course.id}:${hole.holeNumber}`, { green: hole.green, centerline: hole.centerline });
    }
  }
  const courseOf = new Map(played.rounds.map((r) => [r.id, r.courseId]));
  // Shots come round by round and hole by hole, as the holes do: walk both lists together.
  let next = 0;
  for (const row of played.roundHoles) {
    const holeShots: Played['shots'] = [];
    while (next < played.shots.length) {
      const s = played.shots[next];
      if (!s || s.roundId !== row.roundId || s.holeNumber !== row.holeNumber) break;
      holeShots.push(s);
      next++;
    }
    const pin: LngLat | null =
      row.pinLongitude != null && row.pinLatitude != null ? [row.pinLongitude, row.pinLatitude] : null;
    const stats = holeStats({
      par: row.par,
      score: row.score ?? null,
      putts: row.putts ?? null,
      shots: holeShots.map(statShotOf),
      pin,
      geometry: geometry.get(`${courseOf.get(row.roundId)}:${row.courseHoleNumber}`) ?? null,
    });
    holeShots.forEach((s, i) => {
      s.strokesGained = roundSg(stats.shotStrokesGained?.[i] ?? null);
    });
    Object.assign(row, holeStatsColumns(stats));
  }
  if (next !== played.shots.length) throw new Error('seed shots are not in hole order');
  return played;
}
