import { OFF_GREEN_BASELINE, PUTTING_BASELINE } from './data/strokes-gained-baseline';

/*
 * Strokes gained against the PGA TOUR baseline (issue 5 point 4; Broadie 2012, see
 * app/domain/stats/data/README.md). A shot gains E(start) − E(end) − 1 − its penalty strokes, where E is the
 * expected number of strokes to hole out from a lie and distance, read from the baseline by linear
 * interpolation, and E(holed) = 0. The end of a shot is where the next one starts (after a drop the
 * ball is played from elsewhere than where it stopped), so on every hole the shots add up to
 * E(first start) − strokes.
 *
 * Relief and penalties (decision 111, the Rules of Golf): when the ball was moved by free relief
 * before a shot and the tracker said from where, the shot before ends where its ball lay and the shot
 * after starts there too — the move is part of playing the next stroke, never credited to the stroke
 * that put the ball there. Relief with a penalty is the cost of the stroke that caused it: that stroke
 * ends where the relief put the ball, charged its penalty. A penalty is never charged to a putt:
 * penalty strokes recorded on a putt (a breach on the green) go to the hole's last stroke from off the
 * green before it. Either way the hole's shots still add up to E(tee) − score.
 */

/** `water` is a ball played as it lies in a penalty area (decision 031). */
export type StartLie = 'tee' | 'fairway' | 'rough' | 'sand' | 'recovery' | 'fringe' | 'green' | 'water';
export type EndLie = Exclude<StartLie, 'tee'> | 'water' | 'penalty' | 'holed';

export type SgCategory = 'offTheTee' | 'approach' | 'aroundTheGreen' | 'putting';

/** A shot as strokes gained needs it. Distances to the hole in yards (on the green too). */
export type SgShot = {
  shotNumber: number;
  startLie: StartLie;
  startDistanceYards: number;
  endLie: EndLie;
  penaltyStrokes: number;
  /** Where the ball lay before free relief moved it to this shot's start, when the tracker said. */
  reliefFrom?: { lie: Exclude<StartLie, 'tee'>; distanceYards: number } | null;
};

/**
 * Where a stroke after relief is measured from (decision 111): where the ball lay, for free relief
 * whose distance is known; null otherwise (relief with a penalty is the cost of the stroke before).
 */
export function measuredReliefFrom(
  relief: {
    type: string | null;
    fromLie: SgShot['startLie'] | null;
    fromDistanceYards: number | null;
  } | null,
): SgShot['reliefFrom'] {
  if (relief?.type !== 'free' || relief.fromLie === null || relief.fromDistanceYards === null) return null;
  if (relief.fromLie === 'tee') return null;
  return { lie: relief.fromLie, distanceYards: relief.fromDistanceYards };
}

/** Around the green: an off-green shot from this close or closer (Broadie's split, 30 yards). */
export const AROUND_THE_GREEN_YARDS = 30;

const COLUMN: Record<Exclude<StartLie, 'green'>, 1 | 2 | 3 | 4 | 5> = {
  tee: 1,
  fairway: 2,
  rough: 3,
  sand: 4,
  recovery: 5,
  // The baseline has no fringe column; the collar plays like the fairway (the nearest lie it has).
  fringe: 2,
  // Nor a penalty-area column: a ball played as it lies in a penalty area (in or beside the water,
  // often a restricted stance or swing) is a shot whose lie limits what the player can do, which is
  // what Broadie's recovery column measures; it is the nearest lie the baseline has.
  water: 5,
};

/** Linear interpolation on sorted points; outside them the nearest segment is extended. */
function interpolate(points: ReadonlyArray<readonly [number, number]>, x: number): number {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) throw new Error('empty baseline');
  let lower = first;
  let upper = points[1] ?? first;
  if (x >= last[0]) {
    lower = points[points.length - 2] ?? first;
    upper = last;
  } else {
    for (let i = 1; i < points.length; i++) {
      const p = points[i];
      if (p && x <= p[0]) {
        lower = points[i - 1] ?? first;
        upper = p;
        break;
      }
    }
  }
  if (upper[0] === lower[0]) return lower[1];
  return lower[1] + ((upper[1] - lower[1]) * (x - lower[0])) / (upper[0] - lower[0]);
}

function columnPoints(column: 1 | 2 | 3 | 4 | 5): Array<readonly [number, number]> {
  return OFF_GREEN_BASELINE.flatMap((row) => {
    const value = row[column];
    return value === null ? [] : [[row[0], value] as const];
  });
}

const OFF_GREEN_POINTS = {
  1: columnPoints(1),
  2: columnPoints(2),
  3: columnPoints(3),
  4: columnPoints(4),
  5: columnPoints(5),
};
const SHORTEST_TEE_YARDS = OFF_GREEN_POINTS[1][0]?.[0] ?? 100;
const SHORTEST_OFF_GREEN_YARDS = OFF_GREEN_POINTS[2][0]?.[0] ?? 10;
// Below the table's 2 ft a putt still takes at least one stroke: 1 at the hole's edge, 1.01 at 2 ft.
const PUTTING_POINTS: Array<readonly [number, number]> = [[0, 1], ...PUTTING_BASELINE];

/**
 * Expected strokes to hole out from a lie at a distance (yards; on the green the putting table in
 * feet). A tee shot shorter than the table's shortest tee distance (100 yd) uses the fairway; off the
 * green, nearer than the table's 10 yd keeps the 10-yd value; beyond the tables the last segment is
 * extended.
 */
export function expectedStrokes(lie: StartLie, yards: number): number {
  const distance = Math.max(0, yards);
  if (lie === 'green') return interpolate(PUTTING_POINTS, distance * 3);
  const column = lie === 'tee' && distance < SHORTEST_TEE_YARDS ? 2 : COLUMN[lie];
  return interpolate(OFF_GREEN_POINTS[column], Math.max(distance, SHORTEST_OFF_GREEN_YARDS));
}

/**
 * Broadie's categories: off the tee = a tee shot of a par 4 or 5 (a replay from the tee after a
 * penalty too); putting = strokes from the green; around the green = other shots from within 30
 * yards; approach = the rest (par-3 tee shots too).
 */
export function sgCategory(
  shot: Pick<SgShot, 'shotNumber' | 'startLie' | 'startDistanceYards'>,
  par: number,
): SgCategory {
  if (shot.startLie === 'green') return 'putting';
  if (shot.startLie === 'tee' && par >= 4) return 'offTheTee';
  return shot.startDistanceYards <= AROUND_THE_GREEN_YARDS ? 'aroundTheGreen' : 'approach';
}

/** The shots in order when they make a complete hole (the last one holed, and only the last), else null. */
export function completeHole<S extends SgShot>(shots: ReadonlyArray<S>): Array<S> | null {
  const ordered = [...shots].sort((a, b) => a.shotNumber - b.shotNumber);
  if (ordered[ordered.length - 1]?.endLie !== 'holed') return null;
  if (ordered.some((s, i) => s.endLie === 'holed' && i < ordered.length - 1)) return null;
  return ordered;
}

export type HoleStrokesGained = {
  /** Per shot, in shot order. */
  shots: Array<number>;
  total: number;
  byCategory: Record<SgCategory, number>;
};

/**
 * Strokes gained of every shot of a hole, or null when the hole is not complete shot by shot (no shots,
 * or the last one is not holed, or a holed shot before the last).
 */
export function holeStrokesGained(shots: ReadonlyArray<SgShot>, par: number): HoleStrokesGained | null {
  const ordered = completeHole(shots);
  if (!ordered) return null;
  const byCategory: Record<SgCategory, number> = {
    offTheTee: 0,
    approach: 0,
    aroundTheGreen: 0,
    putting: 0,
  };
  // Where each stroke is measured from: the relief's start when free relief moved the ball before it.
  const measuredFrom = ordered.map((shot) =>
    shot.reliefFrom
      ? expectedStrokes(shot.reliefFrom.lie, shot.reliefFrom.distanceYards)
      : expectedStrokes(shot.startLie, shot.startDistanceYards),
  );
  const charged = penaltiesCharged(ordered);
  const gained = ordered.map((shot, i) => {
    const value = (measuredFrom[i] ?? 0) - (measuredFrom[i + 1] ?? 0) - 1 - (charged[i] ?? 0);
    byCategory[sgCategory(shot, par)] += value;
    return value;
  });
  return { shots: gained, total: gained.reduce((sum, v) => sum + v, 0), byCategory };
}

/**
 * The penalty strokes charged to each shot (decision 111): its own, but a putt's go to the last
 * stroke from off the green before it (a complete hole starts on the tee, so there is one).
 */
export function penaltiesCharged(
  shots: ReadonlyArray<Pick<SgShot, 'startLie' | 'penaltyStrokes'>>,
): Array<number> {
  const charged = shots.map(() => 0);
  let lastOffGreen = -1;
  shots.forEach((shot, i) => {
    if (shot.startLie !== 'green') lastOffGreen = i;
    const to = shot.startLie === 'green' && lastOffGreen >= 0 ? lastOffGreen : i;
    charged[to] = (charged[to] ?? 0) + shot.penaltyStrokes;
  });
  return charged;
}
