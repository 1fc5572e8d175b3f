import { lngLatOf } from '../courses/geo';
import { eventLastDay } from '../schedule/tournament-ingest';
import { type CardFacts, type HoleGeometry, type HoleStats, holeStats } from '../stats/hole-stats';
import {
  type Coordinate,
  cardFactsOf,
  cardIssuesAtPar,
  type IngestIssue,
  puttsOfPartialList,
  type RoundIngest,
  shotsMakeHole,
  statShotsOf,
  yardsFrom,
} from './ingest';
import { type ShotType, shotType } from './shot-types';

/*
 * What a round posted to the ingest checks against its course and event, and what it stores (spec 3
 * §3, decisions 101 and 111): each hole's score, penalties and stat flags, each shot's type, lies,
 * distances, strokes gained and Rules of Golf records. db/queries/ingest.ts reads the facts and writes
 * these rows in one batch.
 */

/** The event a round names, as the ingest reads it. */
export type RoundEvent = { id: number; startDate: string; endDate: string | null; numberOfRounds: number };

/** What the course and the event say about a round (read in the check's one round trip). */
export type RoundFacts = {
  /** The tee the round names, when the course has it. */
  tee: { id: number } | undefined;
  /** The tournament the round names, when it exists. */
  event: RoundEvent | undefined;
  /** The course scorecard's par of each course hole. */
  parOf: ReadonlyMap<number, number>;
};

/** Why a round cannot be stored against its course and event (none: it can). */
export function roundIssues(round: RoundIngest, facts: RoundFacts): Array<IngestIssue> {
  const issues: Array<IngestIssue> = [];
  if (!facts.tee) issues.push({ path: 'tee', message: `The course has no tee named "${round.tee}".` });
  const { event } = facts;
  if (round.tournamentId !== undefined && !event)
    issues.push({
      path: 'tournamentId',
      message: 'No tournament with this id: send it to POST /api/v1/tournaments first.',
    });
  const playedOn = playedOnOf(round);
  if (event && round.roundType !== 'practice') {
    const last = eventLastDay(event);
    if (playedOn < event.startDate || playedOn > last)
      issues.push({
        path: 'startedAt',
        message: `The round was played on ${playedOn}; the tournament runs from ${event.startDate} to ${last}.`,
      });
  }
  round.holes.forEach((hole, i) => {
    const courseHole = hole.courseHoleNumber ?? hole.number;
    const par = hole.par ?? facts.parOf.get(courseHole);
    if (par === undefined)
      issues.push({
        path: `holes[${i}].par`,
        message: `The course scorecard has no par for hole ${courseHole}: send it.`,
      });
    else
      for (const issue of cardIssuesAtPar(hole, par))
        issues.push({ path: `holes[${i}].${issue.field}`, message: issue.message });
  });
  return issues;
}

/** The day a round was played: the date of its start. */
export function playedOnOf(round: RoundIngest): string {
  return round.startedAt.slice(0, 10);
}

/** A hole as stored: what was sent, what the course gives it, and its stat flags. */
export type StoredHole = {
  holeNumber: number;
  courseHoleNumber: number;
  par: number;
  yards: number | null;
  /** Its shots' count when they make the hole whole, else the score sent (decision 101). */
  score: number | null;
  penaltyStrokes: number;
  excluded: boolean;
  pin: Coordinate | null;
  card: CardFacts;
  /** The penalty strokes a scorecard hole was sent with (null: none sent). */
  cardPenaltyStrokes: number | null;
  shotsIncomplete: boolean;
  provisionalAbandoned: string | null;
  stats: HoleStats;
};

/** A shot as stored, with its strokes gained (unrounded) and the Rules of Golf records it carries. */
export type StoredShot = {
  holeNumber: number;
  shotNumber: number;
  type: ShotType;
  club: string | null;
  startLie: string;
  endLie: string;
  startDistanceYards: number;
  endDistanceYards: number;
  start: Coordinate | null;
  end: Coordinate | null;
  penaltyStrokes: number;
  strokesGained: number | null;
  penalties: string | null;
  reliefType: string | null;
  reliefReason: string | null;
  reliefFromLie: string | null;
  reliefFromDistanceYards: number | null;
  reliefFrom: Coordinate | null;
  provisional: boolean;
};

/** What the stored rows of a round derive from besides the round: the course's numbers and shapes. */
export type CourseFacts = {
  parOf: ReadonlyMap<number, number>;
  yardsOf: ReadonlyMap<number, number>;
  geometryOf: (courseHoleNumber: number) => HoleGeometry | null;
};

/** A round's holes and shots as stored, and its totals over the holes that count. */
export function storedRound(
  round: RoundIngest,
  course: CourseFacts,
): {
  holes: Array<StoredHole>;
  shots: Array<StoredShot>;
  totals: { score: number; par: number; yards: number };
} {
  const holes: Array<StoredHole> = [];
  const shots: Array<StoredShot> = [];
  for (const hole of round.holes) {
    const courseHoleNumber = hole.courseHoleNumber ?? hole.number;
    const par = hole.par ?? course.parOf.get(courseHoleNumber) ?? 4;
    const statShots = statShotsOf(hole);
    const shotsComplete = shotsMakeHole(hole);
    const shotPenalties = statShots.reduce((sum, s) => sum + s.penaltyStrokes, 0);
    const score = shotsComplete ? statShots.length + shotPenalties : (hole.score ?? null);
    const card = cardFactsOf(hole);
    const stats = holeStats({
      par,
      score,
      putts: hole.putts ?? puttsOfPartialList(hole),
      shots: statShots,
      shotsComplete,
      card,
      pin: hole.pin ? lngLatOf(hole.pin) : null,
      geometry: course.geometryOf(courseHoleNumber),
    });
    holes.push({
      holeNumber: hole.number,
      courseHoleNumber,
      par,
      yards: course.yardsOf.get(courseHoleNumber) ?? null,
      score,
      penaltyStrokes: shotsComplete ? shotPenalties : (hole.penaltyStrokes ?? shotPenalties),
      excluded: hole.excluded,
      pin: hole.pin ?? null,
      card,
      cardPenaltyStrokes: hole.penaltyStrokes ?? null,
      shotsIncomplete: hole.shots.length > 0 && !shotsComplete,
      provisionalAbandoned: hole.provisionalAbandoned ? JSON.stringify(hole.provisionalAbandoned) : null,
      stats,
    });
    hole.shots.forEach((shot, i) => {
      const s = statShots[i];
      if (!s) return;
      shots.push({
        holeNumber: hole.number,
        shotNumber: shot.number,
        type: shotType(s.startLie, s.startDistanceYards, shot.number - 1, par),
        club: shot.club ?? null,
        startLie: s.startLie,
        endLie: s.endLie,
        startDistanceYards: s.startDistanceYards,
        endDistanceYards: s.endDistanceYards,
        start: shot.start ?? null,
        end: shot.end ?? null,
        penaltyStrokes: s.penaltyStrokes,
        strokesGained: stats.shotStrokesGained?.[i] ?? null,
        penalties: shot.penalties ? JSON.stringify(shot.penalties) : null,
        reliefType: shot.relief?.type ?? null,
        reliefReason: shot.relief?.reason ?? null,
        reliefFromLie: shot.relief?.fromLie ?? null,
        reliefFromDistanceYards:
          shot.relief?.fromDistance === undefined
            ? null
            : yardsFrom(shot.relief.fromDistance, shot.relief.fromLie === 'green'),
        reliefFrom: shot.relief?.from ?? null,
        provisional: shot.provisional ?? false,
      });
    });
  }
  const counted = holes.filter((h) => !h.excluded && h.score !== null);
  const total = (of: (hole: StoredHole) => number | null) =>
    counted.reduce((sum, hole) => sum + (of(hole) ?? 0), 0);
  return {
    holes,
    shots,
    totals: { score: total((h) => h.score), par: total((h) => h.par), yards: total((h) => h.yards) },
  };
}

/** Whether any shot carries a Rules of Golf record (decision 111): else they are written without. */
export function hasRulesRecords(shots: ReadonlyArray<StoredShot>): boolean {
  return shots.some(
    (shot) =>
      shot.penalties !== null ||
      shot.reliefType !== null ||
      shot.reliefReason !== null ||
      shot.reliefFromLie !== null ||
      shot.reliefFromDistanceYards !== null ||
      shot.reliefFrom !== null ||
      shot.provisional,
  );
}
