import { formatShortDate } from '../calendar/dates';
import type { HoleMapData, HoleMapShape, ShapeKind } from '../courses/course-guide';
import { positionOf, teeBoxPoints } from '../courses/course-guide';
import {
  bearingDegrees,
  distanceMeters,
  type LngLat,
  metersToFeet,
  metersToYards,
  openRing,
  parsePoints,
} from '../courses/geo';
import { formatFixed, formatSignedFixed, NO_VALUE } from '../format/numbers';
import {
  PENALTY_KIND_WORDS,
  PENALTY_KINDS,
  type Penalty,
  penaltiesInWords,
  RELIEF_REASONS,
  type ReliefReason,
  type ReliefType,
  reliefReasonWords,
} from './rules-of-golf';
import { isSelectable, unfinishedMark } from './unfinished';

/*
 * The shot map (spec 2 §2 Shot map viewer, §3 Map round, §4 Shot map, §5, §9 Map): the map rounds
 * built from stored rows, the zoom modes, the proximity circles and the yardage markers.
 */

// spec 2 §9 Map: satellite imagery, minimum zoom 15, green zoom 21.
export const MAP_MIN_ZOOM = 15;
export const MAP_GREEN_ZOOM = 21;
// spec 2 §4: the view is applied again 1 s after the map is initialized.
export const VIEW_REAPPLY_MS = 1000;
// spec 2 §9: proximity circles at 5 % and 12 % of the distance from the shot to the pin.
export const PROXIMITY_SHARES = [0.05, 0.12] as const;
// spec 2 §9: yardage markers show feet when the distance to the pin is under 30 (feet), else yards
// (3.28084 ft and 1.09361 yd per metre, courses/geo.ts).
export const FEET_MARKER_LIMIT = 30;

export type MapShot = {
  shotNumber: number;
  /** Tee, Approach, Layup, Chip, Sand, Recovery or Putt (spec 2 §3: type with value Putt). */
  type: string;
  start: LngLat | null;
  end: LngLat | null;
};

/**
 * A shot as the shot list shows it (issue 29: known without positions too): its lies, the distance
 * to the hole before and after it in yards (putts too: feet / 3, as stored), its penalty strokes and
 * its strokes gained. `strokesGained` is left out where the viewer may not see the stats (spec 1 §6);
 * null where the hole has no complete shot list.
 */
export type MapShotDetail = MapShot & {
  startLie: string;
  endLie: string;
  distanceBeforeYards: number;
  distanceAfterYards: number;
  penaltyStrokes: number;
  strokesGained?: number | null;
  /** What the penalty strokes were for, when the tracker said (decision 111). */
  penalties?: Array<Penalty>;
  /** Relief taken before this shot, from where the previous shot's ball lay (decision 111). */
  relief?: MapRelief;
  /** Played with a provisional ball that became the ball in play (Rule 18.3c(2)). */
  provisional?: true;
};

export type MapRelief = {
  type: ReliefType;
  reason: ReliefReason;
  fromLie: string;
  fromDistanceYards: number | null;
};

export type MapHoleStats = {
  fairwayHit: boolean | null;
  fairwayMissed: boolean | null;
  madeGreenInRegulation: boolean | null;
  madeUpDown: boolean | null;
  missedUpDown: boolean | null;
  puttCount: number | null;
};

export type MapRoundHole = {
  roundHoleNumber: number;
  courseHoleNumber: number;
  par: number;
  score: number | null;
  scoreToPar: number | null;
  lengthYards: number | null;
  coordinates: { tee: LngLat; pin: LngLat } | null;
  shots: Array<MapShotDetail>;
  /** The shots are kept as sent but do not make the hole (only some of them, decision 101). */
  shotsIncomplete: boolean;
  stats: MapHoleStats;
};

export type MapRoundView = {
  golfRoundId: number;
  golfCourseId: number;
  golfCourseName: string;
  label: string;
  playedDate: string;
  tournamentId: number | null;
  tournamentName: string | null;
  /** Rounds of one course share a key: the additional rounds drawn with the current one. */
  groupKey: string;
  /** An included unfinished round's mark ("Unfinished · 2 of 9 holes"), else null (issue 29). */
  unfinished: string | null;
  holes: Array<MapRoundHole>;
};

/** The drawn geometry of one course hole (the course guide's polygons). */
export type MapCourseHole = { holeNumber: number; shapes: Array<HoleMapShape> };
export type MapCourse = { golfCourseId: number; holes: Array<MapCourseHole> };

/** The rows db/queries/map-rounds.ts reads in one batch. */
export type MapRoundsRows = {
  rounds: Array<{
    id: number;
    courseId: number;
    courseName: string;
    playedOn: string;
    tournamentId: number | null;
    tournamentName: string | null;
    holeCount: number;
    inProgress: boolean;
  }>;
  holes: Array<
    {
      roundId: number;
      holeNumber: number;
      courseHoleNumber: number;
      par: number;
      yards: number | null;
      score: number | null;
      putts: number | null;
      excluded: boolean;
      shotsIncomplete: boolean;
      pinLatitude: number | null;
      pinLongitude: number | null;
    } & Omit<MapHoleStats, 'puttCount'>
  >;
  shots: Array<{
    roundId: number;
    holeNumber: number;
    shotNumber: number;
    type: string;
    startLie: string;
    endLie: string;
    startDistanceYards: number;
    endDistanceYards: number;
    penaltyStrokes: number;
    strokesGained: number | null;
    penalties: string | null;
    reliefType: ReliefType | null;
    reliefReason: string | null;
    reliefFromLie: string | null;
    reliefFromDistanceYards: number | null;
    provisional: boolean;
    startLatitude: number | null;
    startLongitude: number | null;
    endLatitude: number | null;
    endLongitude: number | null;
  }>;
  courseHoles: Array<{
    courseId: number;
    holeNumber: number;
    teeLatitude: number | null;
    teeLongitude: number | null;
    pinLatitude: number | null;
    pinLongitude: number | null;
  }>;
  shapes: Array<{ courseId: number; holeNumber: number; kind: ShapeKind; points: string }>;
};

/** "05/03/26 Spring Invitational": a round's label on the map (its date and event or course). */
export function mapRoundLabel(round: {
  playedOn: string;
  courseName: string;
  tournamentName: string | null;
}) {
  return `${formatShortDate(round.playedOn)} ${round.tournamentName ?? round.courseName}`;
}

function groupBy<T>(items: ReadonlyArray<T>, key: (item: T) => string): Map<string, Array<T>> {
  const groups = new Map<string, Array<T>>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

export type MapRoundsOptions = {
  /** spec 2 §3 inProgressRounds: unfinished rounds are left out unless included (issue 29). */
  includeUnfinished?: boolean;
  /** Each shot's strokes gained, where the viewer may see the stats (spec 1 §6). */
  strokesGained?: boolean;
};

/**
 * spec 2 §3 map rounds in the order of the rows, and the geometry of their courses. The tee is the
 * course's tee, else where the first shot started; the pin is the round's pin, else the course's
 * (spec 2 §5: a hole without both has no coordinates). Only rounds with hole data are kept (§5);
 * unfinished rounds only when included, each marked, and those left out are named in `unfinished`.
 * A hole's shots are listed whether or not they have positions.
 */
export function buildMapRounds(
  rows: MapRoundsRows,
  options: MapRoundsOptions = {},
): {
  rounds: Array<MapRoundView>;
  courses: Array<MapCourse>;
  /** Requested rounds left out because they are unfinished. */
  unfinished: Array<number>;
} {
  const holesOf = groupBy(rows.holes, (h) => String(h.roundId));
  const shotsOf = groupBy(rows.shots, (s) => `${s.roundId}:${s.holeNumber}`);
  const courseHoleOf = new Map(rows.courseHoles.map((h) => [`${h.courseId}:${h.holeNumber}`, h]));
  const includeUnfinished = options.includeUnfinished === true;
  const kept = rows.rounds.filter((round) => isSelectable(round, includeUnfinished));
  const rounds = kept.map((round): MapRoundView => {
    const roundHoles = holesOf.get(String(round.id)) ?? [];
    const holes = roundHoles.map((hole): MapRoundHole => {
      const shots = (shotsOf.get(`${round.id}:${hole.holeNumber}`) ?? []).map(
        (shot): MapShotDetail => ({
          shotNumber: shot.shotNumber,
          type: shot.type,
          start: positionOf(shot.startLatitude, shot.startLongitude),
          end: positionOf(shot.endLatitude, shot.endLongitude),
          startLie: shot.startLie,
          endLie: shot.endLie,
          distanceBeforeYards: shot.startDistanceYards,
          distanceAfterYards: shot.endDistanceYards,
          penaltyStrokes: shot.penaltyStrokes,
          ...(options.strokesGained ? { strokesGained: shot.strokesGained } : {}),
          ...rulesRecordsOf(shot),
        }),
      );
      const course = courseHoleOf.get(`${round.courseId}:${hole.courseHoleNumber}`);
      const tee = positionOf(course?.teeLatitude, course?.teeLongitude) ?? shots[0]?.start ?? null;
      const pin =
        positionOf(hole.pinLatitude, hole.pinLongitude) ??
        positionOf(course?.pinLatitude, course?.pinLongitude);
      return {
        roundHoleNumber: hole.holeNumber,
        courseHoleNumber: hole.courseHoleNumber,
        par: hole.par,
        score: hole.score,
        scoreToPar: hole.score === null ? null : hole.score - hole.par,
        lengthYards: hole.yards,
        coordinates: tee && pin ? { tee, pin } : null,
        shots,
        shotsIncomplete: hole.shotsIncomplete,
        stats: {
          fairwayHit: hole.fairwayHit,
          fairwayMissed: hole.fairwayMissed,
          madeGreenInRegulation: hole.madeGreenInRegulation,
          madeUpDown: hole.madeUpDown,
          missedUpDown: hole.missedUpDown,
          puttCount: hole.putts,
        },
      };
    });
    return {
      golfRoundId: round.id,
      golfCourseId: round.courseId,
      golfCourseName: round.courseName,
      label: mapRoundLabel(round),
      playedDate: round.playedOn,
      tournamentId: round.tournamentId,
      tournamentName: round.tournamentName,
      groupKey: `course-${round.courseId}`,
      unfinished: unfinishedMark({
        inProgress: round.inProgress,
        holeCount: round.holeCount,
        holesPlayed: roundHoles.filter((h) => !h.excluded && h.score !== null).length,
      }),
      holes,
    };
  });
  const shapesOf = groupBy(rows.shapes, (s) => String(s.courseId));
  const courseIds = [...new Set(kept.map((r) => r.courseId))];
  const courses = courseIds.map((golfCourseId) => {
    const byHole = groupBy(shapesOf.get(String(golfCourseId)) ?? [], (s) => String(s.holeNumber));
    const holes = [...byHole.entries()].map(([holeNumber, shapes]) => ({
      holeNumber: Number(holeNumber),
      shapes: shapes
        .map((shape) => ({
          kind: shape.kind,
          points: openRing(shape.kind === 'tee_box' ? teeBoxPoints(shape.points) : parsePoints(shape.points)),
        }))
        .filter((shape) => shape.points.length >= 3),
    }));
    return { golfCourseId, holes };
  });
  return {
    rounds: rounds.filter((round) => round.holes.length > 0),
    courses,
    unfinished: rows.rounds.filter((round) => !isSelectable(round, includeUnfinished)).map((r) => r.id),
  };
}

/** Keeps only the given holes of each round (e.g. the holes of ticked stats); rounds left empty go. */
export function onlyHoles<
  R extends { golfRoundId: number; holes: ReadonlyArray<{ roundHoleNumber: number }> },
>(rounds: ReadonlyArray<R>, holes: ReadonlyArray<{ roundId: number; holeNumber: number }> | null): Array<R> {
  if (holes === null) return [...rounds];
  const wanted = new Set(holes.map((h) => `${h.roundId}:${h.holeNumber}`));
  return rounds
    .map((round) => ({
      ...round,
      holes: round.holes.filter((hole) => wanted.has(`${round.golfRoundId}:${hole.roundHoleNumber}`)),
    }))
    .filter((round) => round.holes.length > 0);
}

// ---------------------------------------------------------------------------------------------
// Zoom modes (spec 2 §4)
// ---------------------------------------------------------------------------------------------

export type ZoomMode = 'hole' | 'green' | 'free';
export type MapView = { mode: ZoomMode; focusedShot: number | null };
export type MapViewEvent =
  | { type: 'hole' }
  | { type: 'green' }
  | { type: 'drag' }
  | { type: 'choose-shot'; shotNumber: number }
  | { type: 'navigate' };

export const INITIAL_VIEW: MapView = { mode: 'hole', focusedShot: null };

/**
 * spec 2 §4: dragging or the wheel sets free; choosing a shot sets free and focuses that shot; hole
 * or green resets the focused shot; navigating rounds or holes switches free back to hole.
 */
export function nextView(view: MapView, event: MapViewEvent): MapView {
  switch (event.type) {
    case 'hole':
      return { mode: 'hole', focusedShot: null };
    case 'green':
      return { mode: 'green', focusedShot: null };
    case 'drag':
      return { mode: 'free', focusedShot: view.focusedShot };
    case 'choose-shot':
      return { mode: 'free', focusedShot: event.shotNumber };
    case 'navigate':
      return { mode: view.mode === 'free' ? 'hole' : view.mode, focusedShot: null };
  }
}

// ---------------------------------------------------------------------------------------------
// Proximity circles and yardage markers (spec 2 §9)
// ---------------------------------------------------------------------------------------------

/** The radii in metres of the 5 % and 12 % proximity circles around the pin for a shot from `from`. */
export function proximityRadii(from: LngLat, pin: LngLat): [number, number] {
  const distance = distanceMeters(from, pin);
  return [distance * PROXIMITY_SHARES[0], distance * PROXIMITY_SHARES[1]];
}

export type YardageMarker = { value: number; unit: 'ft' | 'yds'; text: string };

/** spec 2 §9: a marker in feet when the distance to the pin is under 30 ft, else in yards. */
export function yardageMarker(metersToPin: number): YardageMarker {
  const feet = metersToFeet(metersToPin);
  if (feet < FEET_MARKER_LIMIT) {
    const value = Math.round(feet);
    return { value, unit: 'ft', text: `${value} ft` };
  }
  const value = metersToYards(metersToPin);
  return { value, unit: 'yds', text: `${value} yds` };
}

/** The marker of a shot's start: its distance to the pin; null without the positions. */
export function shotMarker(shot: MapShot, pin: LngLat | null): YardageMarker | null {
  if (!shot.start || !pin) return null;
  return yardageMarker(distanceMeters(shot.start, pin));
}

export function isPutt(shot: Pick<MapShot, 'type'>): boolean {
  return shot.type === 'Putt';
}

/** What GET /api/v1/players/{username}/map-rounds answers. */
export type MapRoundsAnswer = {
  rounds: Array<MapRoundView>;
  courses: Array<MapCourse>;
  /** Requested rounds left out because they are unfinished (`unfinished=include` lists them). */
  unfinished: Array<number>;
  /** spec 2 §9 satellite imagery, when a style is configured. */
  imagery: { styleUrl: string } | null;
};

/**
 * What the map draws for one hole of a round: its course's polygons, the round's tee and pin, and
 * the map turned so the hole plays upwards (tee to pin; north when either is unknown).
 */
export function mapHoleData(
  courses: ReadonlyArray<MapCourse>,
  round: Pick<MapRoundView, 'golfCourseId'>,
  hole: Pick<MapRoundHole, 'roundHoleNumber' | 'courseHoleNumber' | 'coordinates'>,
): HoleMapData {
  const course = courses.find((c) => c.golfCourseId === round.golfCourseId);
  const shapes = course?.holes.find((h) => h.holeNumber === hole.courseHoleNumber)?.shapes ?? [];
  const tee = hole.coordinates?.tee ?? null;
  const pin = hole.coordinates?.pin ?? null;
  const bearing =
    tee && pin && distanceMeters(tee, pin) >= 1 ? Math.round(bearingDegrees(tee, pin) * 10) / 10 : 0;
  return { holeNumber: hole.roundHoleNumber, shapes, tee, pin, targets: [], targetLines: [], bearing };
}

// ---------------------------------------------------------------------------------------------
// The shot list (issue 29: every hole's shots, with or without positions)
// ---------------------------------------------------------------------------------------------

const LIE_WORDS: Record<string, string> = {
  tee: 'Tee',
  fairway: 'Fairway',
  rough: 'Rough',
  sand: 'Bunker',
  recovery: 'Recovery',
  fringe: 'Fringe',
  green: 'Green',
  water: 'Penalty area',
  penalty: 'Out of play',
  holed: 'Holed',
};

export function lieWords(lie: string): string {
  return LIE_WORDS[lie] ?? lie;
}

/** A distance to the hole as the app measured it: feet on the green, yards off it. */
export function formatShotDistance(yards: number, lie: string): string {
  if (lie === 'holed') return 'Holed';
  if (lie === 'green') return `${formatFixed(yards * 3, 0)} ft`;
  return `${formatFixed(yards, 0)} yds`;
}

/** Why a shot has no strokes gained: the baseline needs the whole hole, holed out. */
export const NO_SHOT_STROKES_GAINED =
  'Strokes gained needs every shot of the hole, holed out, and this hole’s shot list is not complete.';

/** A stored shot's Rules records (decision 111), only those it has: the answer stays small. */
function rulesRecordsOf(
  shot: MapRoundsRows['shots'][number],
): Pick<MapShotDetail, 'penalties' | 'relief' | 'provisional'> {
  const penalties = parsedPenalties(shot.penalties);
  const reason = RELIEF_REASONS.find((r) => r === shot.reliefReason);
  return {
    ...(penalties ? { penalties } : {}),
    ...(reason && shot.reliefType && shot.reliefFromLie
      ? {
          relief: {
            type: shot.reliefType,
            reason,
            fromLie: shot.reliefFromLie,
            fromDistanceYards: shot.reliefFromDistanceYards,
          },
        }
      : {}),
    ...(shot.provisional ? { provisional: true as const } : {}),
  };
}

/** The stored JSON list of a shot's penalties; null when absent or not a list of known kinds. */
function parsedPenalties(stored: string | null): Array<Penalty> | null {
  if (!stored) return null;
  try {
    const list: unknown = JSON.parse(stored);
    if (!Array.isArray(list)) return null;
    const penalties = list.filter(
      (p): p is Penalty =>
        typeof p === 'object' &&
        p !== null &&
        PENALTY_KINDS.includes(p.kind) &&
        typeof p.strokes === 'number',
    );
    return penalties.length > 0 ? penalties : null;
  } catch {
    return null;
  }
}

/** " (+1 penalty stroke: penalty area)": a shot's penalty strokes, with what they were for when known. */
function penaltyWords(shot: Pick<MapShotDetail, 'penaltyStrokes' | 'penalties'>): string {
  const n = shot.penaltyStrokes;
  if (n <= 0) return '';
  const strokes = `+${n} penalty stroke${n === 1 ? '' : 's'}`;
  const penalties = shot.penalties ?? [];
  if (penalties.length === 0) return ` (${strokes})`;
  const first = penalties[0];
  const what = penalties.length === 1 && first ? PENALTY_KIND_WORDS[first.kind] : penaltiesInWords(penalties);
  return ` (${strokes}: ${what})`;
}

/** "After free relief for an embedded ball (Rule 16.3), from Rough 140 yds": what came before a shot. */
function shotNote(shot: Pick<MapShotDetail, 'relief' | 'provisional'>): string | null {
  const notes: Array<string> = [];
  if (shot.provisional) notes.push('Provisional ball, in play (Rule 18.3c)');
  const relief = shot.relief;
  if (relief) {
    const from =
      relief.fromDistanceYards === null
        ? lieWords(relief.fromLie)
        : `${lieWords(relief.fromLie)} ${formatShotDistance(relief.fromDistanceYards, relief.fromLie)}`;
    notes.push(`After ${relief.type} relief ${reliefReasonWords(relief.reason)}, from ${from}`);
  }
  return notes.length > 0 ? notes.join('. ') : null;
}

export type ShotRow = {
  shotNumber: number;
  type: string;
  /** "Tee → Fairway", with the penalty strokes (and what for) when there are some. */
  lies: string;
  /** Relief before the shot, a provisional ball (decision 111); null for a plain shot. */
  note: string | null;
  before: string;
  after: string;
  /** "+0.14"; '–' without a value; null when the stats are not shared with this viewer. */
  strokesGained: string | null;
  /** Where the map can show the shot. */
  positioned: boolean;
};

/** The rows of a hole's shot list, whatever the hole recorded of positions. */
export function shotRows(hole: Pick<MapRoundHole, 'shots'>): Array<ShotRow> {
  return hole.shots.map((shot) => {
    return {
      shotNumber: shot.shotNumber,
      type: shot.type,
      lies: `${lieWords(shot.startLie)} → ${lieWords(shot.endLie)}${penaltyWords(shot)}`,
      note: shotNote(shot),
      before: formatShotDistance(shot.distanceBeforeYards, shot.startLie),
      after: formatShotDistance(shot.distanceAfterYards, shot.endLie),
      strokesGained:
        shot.strokesGained === undefined
          ? null
          : shot.strokesGained === null
            ? NO_VALUE
            : formatSignedFixed(shot.strokesGained, 2),
      positioned: shot.start !== null || shot.end !== null,
    };
  });
}

/** Whether a hole has something of its own to draw on the map: coordinates and a shot position. */
export function holeHasPositions(hole: Pick<MapRoundHole, 'coordinates' | 'shots'>): boolean {
  return hole.coordinates !== null && hole.shots.some((shot) => shot.start !== null || shot.end !== null);
}
