/**
 * Demo players who keep a scorecard instead of shot-by-shot data (decision 101), as most juniors do:
 * their simulated rounds are written down as a card would hold them — each hole's score, putts,
 * fairway, green in regulation, penalty strokes, greenside sand shots and up and down, read off the
 * shots they played — and the shots are dropped. Their flags are then derived from the card alone,
 * as the ingest derives a scorecard hole's, so the card and its statistics agree.
 */
import { cardIssuesAtPar } from '../../app/domain/rounds/ingest';
import {
  type CardFacts,
  GREENSIDE_SAND_YARDS,
  type HoleGeometry,
  holeStats,
} from '../../app/domain/stats/hole-stats';
import { holeStatsColumns } from '../queries/hole-stats';
import type { SeedCourse, SeedTables } from './types';

type Played = Pick<SeedTables, 'rounds' | 'roundHoles' | 'shots'>;
type HoleRow = SeedTables['roundHoles'][number];
type ShotRow = SeedTables['shots'][number];

/** Lily Tanaka (38), a high-school junior who keeps a scorecard. */
export const SCORECARD_PLAYER_IDS: ReadonlySet<number> = new Set([38]);

/** What a card says of a hole that was played shot by shot, from its derived flags and its shots. */
function cardOf(hole: HoleRow, holeShots: ReadonlyArray<ShotRow>): CardFacts {
  let fairway: CardFacts['fairway'] = 'n.a.';
  if (hole.fairwayHit === true) fairway = 'hit';
  else if (hole.fairwayMissedLeft === true) fairway = 'left';
  else if (hole.fairwayMissedRight === true) fairway = 'right';
  else if (hole.fairwayHit === false) fairway = 'short';
  return {
    fairway,
    greenInRegulation: hole.madeGreenInRegulation ?? null,
    sandShots: holeShots.filter((s) => s.startLie === 'sand' && s.startDistanceYards <= GREENSIDE_SAND_YARDS)
      .length,
    upAndDown: hole.madeUpDown ?? null,
  };
}

/** The rounds of SCORECARD_PLAYER_IDS as scorecards, in place: card columns set, flags re-derived, shots dropped. */
export function withScorecards(played: Played, courses: ReadonlyArray<SeedCourse>): Played {
  const cardRounds = new Set(
    played.rounds.filter((r) => SCORECARD_PLAYER_IDS.has(r.accountId)).map((r) => r.id),
  );
  const courseOf = new Map(played.rounds.map((r) => [r.id, r.courseId]));
  // The course's layout is the course's, whoever keeps the card: its doglegs count as for everyone.
  const geometry = new Map<string, HoleGeometry>();
  for (const course of courses)
    for (const h of course.holes)
      geometry.set(`${course.id}:${h.holeNumber}`, { green: h.green, centerline: h.centerline });
  const shotsOf = new Map<string, Array<ShotRow>>();
  for (const s of played.shots) {
    if (!cardRounds.has(s.roundId)) continue;
    const key = `${s.roundId}:${s.holeNumber}`;
    shotsOf.set(key, [...(shotsOf.get(key) ?? []), s]);
  }
  for (const hole of played.roundHoles) {
    if (!cardRounds.has(hole.roundId)) continue;
    const card = cardOf(hole, shotsOf.get(`${hole.roundId}:${hole.holeNumber}`) ?? []);
    const score = hole.score ?? null;
    const putts = hole.putts ?? null;
    const contradiction = cardIssuesAtPar(
      {
        score: score ?? undefined,
        putts: putts ?? undefined,
        greenInRegulation: card.greenInRegulation ?? undefined,
      },
      hole.par,
    )[0];
    if (contradiction) throw new Error(`seed scorecard of round ${hole.roundId}: ${contradiction.message}`);
    const stats = holeStats({
      par: hole.par,
      score,
      putts,
      shots: [],
      card,
      pin: null,
      geometry: geometry.get(`${courseOf.get(hole.roundId)}:${hole.courseHoleNumber}`) ?? null,
    });
    Object.assign(hole, holeStatsColumns(stats), {
      cardFairway: card.fairway,
      cardGreenInRegulation: card.greenInRegulation,
      cardPenaltyStrokes: hole.penaltyStrokes ?? 0,
      cardSandShots: card.sandShots,
      cardUpAndDown: card.upAndDown,
      pinLatitude: null,
      pinLongitude: null,
    });
  }
  played.shots = played.shots.filter((s) => !cardRounds.has(s.roundId));
  return played;
}
