import type { HoleFlag } from './hole-stats';
import type { StrokesGained } from './round-stats';
import type { StandardId } from './standards';

/*
 * The modelled levels behind the standards and the strokes-gained ratings (decision 068,
 * docs/standards.md): the demo data's shot simulator played at a handicap, its hole stat flags and
 * strokes gained as hole-stats.ts derives them. `scripts/derive-standards.ts` writes the levels to
 * `data/standards-model.ts`; this module holds their shape and the rules that read them.
 */

export type ModelGender = 'M' | 'F';

/** One stat at one level: its share, its opportunities per 18 holes, and what it is worth. */
export type ModelFlag = {
  /** Share of opportunities where the stat happened. */
  rate: number;
  /** Opportunities per 18 holes. */
  perRound: number;
  /**
   * Strokes a hole saves when the stat happens: mean score to par of the holes it is measured
   * against (`STROKE_VALUE_AGAINST`, else its opportunities where it did not happen) minus that of
   * the holes where it happened. Positive for a stat worth making; null when either side had too
   * few holes to say.
   */
  strokeValue: number | null;
};

export type ModelLevel = {
  gender: ModelGender;
  /** The handicap index the simulated players were given. */
  handicap: number;
  holes: number;
  /** Mean score to par per 18 holes. */
  scoreToPar: number;
  /** Per 18 holes, against Broadie's PGA TOUR baseline (decision 014). */
  strokesGained: StrokesGained;
  flags: Partial<Record<HoleFlag, ModelFlag>>;
};

/** Where a standard sits on the model's ladder, and why there. */
export type Placement =
  | { kind: 'handicap'; gender: ModelGender; handicap: number }
  /** Where the model's strokes gained in total against the tour baseline is 0: the tour average. */
  | { kind: 'tour-average'; gender: ModelGender }
  /** Where the model's scoring average (score to par per 18 holes, par 72) equals a published one. */
  | { kind: 'scoring-average'; gender: ModelGender; scoringAverage: number };

// Junior Golf Hub, 2021 Signer Report ([SIGNERS] in standards.ts): Division I signees' tournament
// scoring averages, men 73.61, women 76.78. An estimate of a Division I player's level.
export const D1_MEN_SCORING_AVERAGE = 73.61;
export const D1_WOMEN_SCORING_AVERAGE = 76.78;

/** decision 068: the level each standard is modelled at. */
export const STANDARD_PLACEMENTS: Record<StandardId, Placement> = {
  'pga-tour': { kind: 'tour-average', gender: 'M' },
  'ncaa-d1-men': { kind: 'scoring-average', gender: 'M', scoringAverage: D1_MEN_SCORING_AVERAGE },
  'ncaa-d1-women': { kind: 'scoring-average', gender: 'F', scoringAverage: D1_WOMEN_SCORING_AVERAGE },
  scratch: { kind: 'handicap', gender: 'M', handicap: 0 },
  'hcp-5': { kind: 'handicap', gender: 'M', handicap: 5 },
  'hcp-10': { kind: 'handicap', gender: 'M', handicap: 10 },
  'hcp-15': { kind: 'handicap', gender: 'M', handicap: 15 },
  'hcp-20': { kind: 'handicap', gender: 'M', handicap: 20 },
};

/** The levels of one gender, best player first. */
export function ladderOf(levels: ReadonlyArray<ModelLevel>, gender: ModelGender): Array<ModelLevel> {
  return levels.filter((l) => l.gender === gender).sort((a, b) => a.handicap - b.handicap);
}

export type Inverse = { x: number; clamped: 'low' | 'high' | null };

/**
 * The x where a piecewise-linear curve through `points` (ordered by x) takes the value y: the first
 * segment that holds y. Beyond the curve's ends, the end whose value is nearer, flagged as clamped.
 */
export function inverseInterpolate(points: ReadonlyArray<readonly [number, number]>, y: number): Inverse {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) throw new Error('no points');
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (!a || !b) continue;
    const [x0, y0] = a;
    const [x1, y1] = b;
    if ((y - y0) * (y - y1) > 0) continue;
    if (y0 === y1) return { x: x0, clamped: null };
    return { x: x0 + ((x1 - x0) * (y - y0)) / (y1 - y0), clamped: null };
  }
  return Math.abs(y - first[1]) <= Math.abs(y - last[1])
    ? { x: first[0], clamped: 'low' }
    : { x: last[0], clamped: 'high' };
}

/** The handicap a placement puts a standard at, read from a ladder (levels of its gender). */
export function placedHandicap(levels: ReadonlyArray<ModelLevel>, placement: Placement): number {
  if (placement.kind === 'handicap') return placement.handicap;
  const ladder = ladderOf(levels, placement.gender);
  const found =
    placement.kind === 'tour-average'
      ? inverseInterpolate(
          ladder.map((l) => [l.handicap, l.strokesGained.total] as const),
          0,
        )
      : inverseInterpolate(
          ladder.map((l) => [l.handicap, l.scoreToPar] as const),
          placement.scoringAverage - 72,
        );
  if (found.clamped) throw new Error(`placement ${placement.kind} falls outside the model's levels`);
  return found.x;
}
