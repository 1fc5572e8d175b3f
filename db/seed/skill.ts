/**
 * Skill model of the demo players by handicap index, used by the round simulator (`rounds.ts`).
 *
 * Two kinds of figures live here:
 * - `Benchmark`: what a golfer of a handicap averages over a round (score, GIR, fairways, putts, …).
 *   These are published figures, each with its source, and the simulated rounds are tested against them.
 * - `Skill`: the knobs of the shot model (distance, dispersion, proximity, make rates). Distances and
 *   make rates come from published figures; knobs that have no direct published value (dispersion,
 *   mishit rates, lag leave) are calibrated so that the simulated rounds reproduce the benchmarks.
 *
 * Sources cited below:
 * - [Arccos] Arccos Golf data (540–750 M shots) as published by Golf Monthly, "Scratch vs 10 vs 20
 *   handicap – how the stats compare" (2023-03-01) and "Scratch vs 18 handicap" (2022-07-27), and
 *   vcpgolf.com "The stats behind a scratch golfer" (2022-07-21) / "Scratch vs 12 handicap".
 * - [Broadie] Mark Broadie, "Every Shot Counts" (2014) and "Assessing Golfer Performance on the PGA
 *   TOUR", Interfaces 42(2) (2012): the PGA TOUR putting baseline of /work/shared/data/README.md.
 * - [USGA] USGA / R&A Distance Insights Project, annual Distance Report (2018): average male amateur
 *   drive 215 yd, average female amateur 148 yd.
 * - [LPGA] LPGA Tour season statistics (driving distance ≈ 255–260 yd in 2023).
 * - [Demo] a target set by the demo-data brief where no published figure exists for this population
 *   (competitive junior and college golfers drive longer than the Arccos amateur population).
 */

export type Gender = 'M' | 'F';

export type Skill = {
  handicap: number;
  gender: Gender;
  /** Total driving distance, yards. */
  driveMeanYards: number;
  driveSdYards: number;
  /** Standard deviation of the start line of full shots off the tee, degrees. */
  teeDispersionDegrees: number;
  /** Share of full shots that are big misses (a slice or hook three times the usual dispersion). */
  wildShotRate: number;
  /** Share of full shots that are mishit (topped, thinned, chunked): much shorter than intended. */
  mishitRate: number;
  /** Median distance to the hole after an approach from the fairway, as a fraction of shot length. */
  approachProximity: number;
  /** Median distance to the hole after a chip or pitch from the fairway, fraction of shot length. */
  shortGameProximity: number;
  /** Share of chips that are chunked or skulled. */
  chipFailRate: number;
  /** Median distance to the hole after a greenside bunker shot, fraction of shot length. */
  sandProximity: number;
  /** Share of bunker shots that stay in the sand or fly the green. */
  sandFailRate: number;
  /** Lowers the log-odds of the PGA TOUR make rate at every distance (0 = tour putter). */
  puttLogitShift: number;
  /** Median distance left after a missed putt, as a fraction of the putt's length. */
  lagLeaveFraction: number;
};

/** Round averages a golfer of a handicap produces (what the simulated rounds are checked against). */
export type Benchmark = {
  /** Strokes over par on a par-72 course from the tees that golfer plays. */
  scoreOverPar: number;
  girRate: number;
  fairwayRate: number;
  puttsPerRound: number;
  threePuttsPerRound: number;
  /** Share of holes where, from off the green within 35 yd, the golfer holed out in two or fewer. */
  upAndDownRate: number;
  sandSaveRate: number;
  birdiesPerRound: number;
  onePuttFrom8Feet: number;
  penaltiesPerRound: number;
  /** Shots played from a bunker (greenside or fairway) a round. */
  bunkerShotsPerRound: number;
};

/** Anchor handicaps: a "+2" college elite, scratch, 5, 10, 15, 20. */
type Anchors = readonly [number, number, number, number, number, number];
const ANCHOR_HANDICAPS: Anchors = [-2, 0, 5, 10, 15, 20];

// --- Benchmarks (published figures) ---------------------------------------------------------------

const BENCHMARKS: { [K in keyof Benchmark]: Anchors } = {
  // [Demo] scratch 72–74, 10 hcp 82–84, 20 hcp 92–95 on a par 72 from their own tees; Arccos gives the
  // same picture by hole type: scratch +0.1/+0.2/−0.3 on par 3/4/5, 18 hcp about one stroke a hole more.
  scoreOverPar: [-1, 1.5, 6.5, 11, 16, 21.5],
  // [Arccos] GIR: scratch 56 %, 12 hcp 31 %, 18 hcp 23 %; 20 hcp ≈ 13 % [Demo]; +2 extrapolated.
  girRate: [0.63, 0.56, 0.44, 0.33, 0.23, 0.14],
  // [Arccos] fairways: scratch 51 %, 10 hcp 46 %, 20 hcp 41 %; [Demo] 50–60 % for the competitive end.
  fairwayRate: [0.58, 0.55, 0.51, 0.47, 0.44, 0.41],
  // [Arccos] 11–20 hcp average 34–35 putts; scratch 5.2 one-putts, 1.7 three-putts a round.
  puttsPerRound: [29.8, 30.6, 31.5, 32.5, 33.5, 34.5],
  // [Arccos] scratch 1.7 three-putts a round; [Demo] "rarely" for scratch, ≈ 3 for a 20 hcp.
  threePuttsPerRound: [0.6, 0.9, 1.4, 1.9, 2.5, 3.0],
  // [Arccos] up-and-down inside 25 yd: scratch 57 %, 18 hcp 26 %; 25–50 yd scratch 35 %. Over all
  // chips within 35 yd: [Demo] scratch ≈ 50 %, 20 hcp ≈ 20 %.
  upAndDownRate: [0.56, 0.5, 0.41, 0.33, 0.26, 0.2],
  // [Arccos] scratch sand saves 39 % inside 25 yd; PGA TOUR ≈ 50 % [Broadie]; 20 hcp ≈ 12 % [Demo].
  sandSaveRate: [0.45, 0.39, 0.3, 0.22, 0.16, 0.12],
  // [Arccos] birdies a round: scratch 2.2, 10 hcp 0.7, 18 hcp 0.4, 20 hcp 0.3; [Demo] scratch ≈ 3,
  // 20 hcp ≈ 0.5 — the demo's juniors and college players drive it further than Arccos's scratch.
  birdiesPerRound: [3.4, 2.6, 1.6, 1.0, 0.65, 0.4],
  // [Broadie] tour 50 % from 8 ft; [Demo] scratch 45 %, 20 hcp 30 %.
  onePuttFrom8Feet: [0.47, 0.45, 0.41, 0.37, 0.33, 0.3],
  // [Demo] assumption, no published figure found: water penalties grow from one in five rounds for
  // scratch to most rounds for a 20 hcp (they follow from WILD_SHOT and the course's water).
  penaltiesPerRound: [0.12, 0.18, 0.28, 0.38, 0.5, 0.62],
  // [Demo] assumption: bunker shots grow from about one every other round to more than one a round
  // (they follow from the proximity knobs and the course's bunkering).
  bunkerShotsPerRound: [0.45, 0.6, 0.8, 0.95, 1.1, 1.2],
};

// Shorter drives stray fewer yards: the LPGA Tour hits about 70 % of fairways against the PGA TOUR's
// ≈ 60 % [LPGA] / PGA TOUR season statistics; the same gap is assumed for amateurs.
const WOMEN_EXTRA_FAIRWAYS = 0.08;

// --- Shot-model knobs -----------------------------------------------------------------------------

const DRIVE_MEN: Anchors = [
  // [Demo] college elite ≈ 295 yd, scratch 280–290 yd, 20 hcp ≈ 215 yd. For comparison [Arccos]
  // scratch 259, 10 hcp 233, 20 hcp 213 yd (total distance) and [USGA] average male amateur 215 yd.
  295, 285, 265, 245, 229, 215,
];
const DRIVE_WOMEN: Anchors = [
  // [Demo] elite college women 245–250 yd (LPGA Tour ≈ 255–260 yd [LPGA]), 20 hcp ≈ 175–180 yd; the
  // average female amateur (mostly higher handicaps) drives 148 yd [USGA].
  250, 240, 222, 205, 190, 176,
];
// Calibrated: spread of drive length; mishits are modelled separately.
const DRIVE_SD: Anchors = [11, 12, 14, 17, 20, 23];
// Calibrated against fairways hit [Arccos] on fairways about 30–35 m wide.
const TEE_DISPERSION: Anchors = [4.0, 4.4, 5.1, 6.0, 6.8, 7.6];
// Calibrated against penalties and doubles a round [Arccos: doubles+ 0.7 scratch, 2.9 10 hcp, 6.6 20 hcp].
const WILD_SHOT: Anchors = [0.01, 0.015, 0.032, 0.05, 0.068, 0.085];
const MISHIT: Anchors = [0.01, 0.015, 0.03, 0.045, 0.062, 0.08];
// [Broadie] PGA TOUR approaches finish about 5.5–7 % of the shot length from the hole (e.g. 27 ft from
// 150–175 yd); [Arccos] GIR approaches: scratch 26 ft, 12 hcp 32 ft; all approaches 44 ft vs 69 ft.
// [Demo] 20 hcp ≈ 15 %+. Values in between calibrated against GIR. The figure holds for a shot half
// the player's drive long; the simulator scales it up for longer clubs, from the rough and the sand.
const APPROACH_PROXIMITY: Anchors = [0.064, 0.069, 0.085, 0.101, 0.119, 0.136];
// [Arccos] scratch chips inside 25 yd finish 12 ft away on average (≈ 20 % of 20 yd); tour ≈ 8 ft
// [Broadie]. Medians are below those means; higher handicaps calibrated against up-and-down.
const SHORT_GAME_PROXIMITY: Anchors = [0.095, 0.108, 0.126, 0.145, 0.168, 0.19];
const CHIP_FAIL: Anchors = [0.007, 0.01, 0.025, 0.04, 0.056, 0.073];
// Calibrated against sand saves [Arccos] (scratch 39 %).
const SAND_PROXIMITY: Anchors = [0.15, 0.17, 0.23, 0.29, 0.35, 0.4];
const SAND_FAIL: Anchors = [0.015, 0.025, 0.06, 0.095, 0.13, 0.17];
// Solves the [Demo] make rates from 8 ft against the tour curve: logit(0.5) − logit(p8).
const PUTT_LOGIT_SHIFT: Anchors = [0.12, 0.2, 0.36, 0.53, 0.69, 0.85];
// Calibrated against three-putts a round [Arccos]/[Demo].
const LAG_LEAVE: Anchors = [0.07, 0.075, 0.09, 0.106, 0.119, 0.132];

/**
 * PGA TOUR make rate by putt length in feet [Broadie]: from the expected-putts baseline of
 * /work/shared/data/README.md (a short putt's make rate is ≈ 2 − expected putts; 8 ft: 1.50 → 50 %),
 * and Broadie's published make rates for long putts (20 ft 15 %, 30 ft 7 %).
 */
const TOUR_MAKE_RATE: ReadonlyArray<readonly [number, number]> = [
  [0, 1],
  [1, 0.995],
  [2, 0.99],
  [3, 0.96],
  [4, 0.88],
  [5, 0.77],
  [6, 0.66],
  [7, 0.58],
  [8, 0.5],
  [9, 0.45],
  [10, 0.4],
  [15, 0.23],
  [20, 0.15],
  [30, 0.07],
  [40, 0.045],
  [50, 0.03],
  [60, 0.02],
  [90, 0.01],
];

/** Piecewise-linear through the anchors, extended along the end slopes beyond them. */
function interpolate(handicap: number, values: Anchors): number {
  const hs = ANCHOR_HANDICAPS;
  let i = 0;
  while (i < hs.length - 2 && handicap > (hs[i + 1] ?? handicap)) i++;
  const h0 = hs[i];
  const h1 = hs[i + 1];
  const v0 = values[i];
  const v1 = values[i + 1];
  if (h0 === undefined || h1 === undefined || v0 === undefined || v1 === undefined) return values[0];
  return v0 + ((v1 - v0) * (handicap - h0)) / (h1 - h0);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

// Beyond the anchors the straight-line extension is only trusted a little way.
function modelHandicap(handicap: number): number {
  return clamp(handicap, -5, 32);
}

export function skillFor(handicap: number, gender: Gender): Skill {
  const h = modelHandicap(handicap);
  const rate = (values: Anchors) => clamp(interpolate(h, values), 0, 0.6);
  return {
    handicap,
    gender,
    driveMeanYards: interpolate(h, gender === 'M' ? DRIVE_MEN : DRIVE_WOMEN),
    driveSdYards: interpolate(h, DRIVE_SD),
    teeDispersionDegrees: interpolate(h, TEE_DISPERSION),
    wildShotRate: rate(WILD_SHOT),
    mishitRate: rate(MISHIT),
    approachProximity: interpolate(h, APPROACH_PROXIMITY),
    shortGameProximity: interpolate(h, SHORT_GAME_PROXIMITY),
    chipFailRate: rate(CHIP_FAIL),
    sandProximity: interpolate(h, SAND_PROXIMITY),
    sandFailRate: rate(SAND_FAIL),
    puttLogitShift: Math.max(0, interpolate(h, PUTT_LOGIT_SHIFT)),
    lagLeaveFraction: interpolate(h, LAG_LEAVE),
  };
}

/**
 * The published round averages for a handicap, from the golfer's own tees: the same for both genders
 * (a handicap is the same number of strokes from any tee), except that women find more fairways.
 */
export function benchmarkFor(handicap: number, gender: Gender): Benchmark {
  const h = modelHandicap(handicap);
  const rate = (values: Anchors) => clamp(interpolate(h, values), 0, 1);
  return {
    scoreOverPar: interpolate(h, BENCHMARKS.scoreOverPar),
    girRate: rate(BENCHMARKS.girRate),
    fairwayRate: clamp(rate(BENCHMARKS.fairwayRate) + (gender === 'F' ? WOMEN_EXTRA_FAIRWAYS : 0), 0, 1),
    puttsPerRound: interpolate(h, BENCHMARKS.puttsPerRound),
    threePuttsPerRound: Math.max(0, interpolate(h, BENCHMARKS.threePuttsPerRound)),
    upAndDownRate: rate(BENCHMARKS.upAndDownRate),
    sandSaveRate: rate(BENCHMARKS.sandSaveRate),
    birdiesPerRound: Math.max(0, interpolate(h, BENCHMARKS.birdiesPerRound)),
    onePuttFrom8Feet: rate(BENCHMARKS.onePuttFrom8Feet),
    penaltiesPerRound: Math.max(0, interpolate(h, BENCHMARKS.penaltiesPerRound)),
    bunkerShotsPerRound: Math.max(0, interpolate(h, BENCHMARKS.bunkerShotsPerRound)),
  };
}

export function tourMakeProbability(feet: number): number {
  if (feet <= 0) return 1;
  for (let i = 1; i < TOUR_MAKE_RATE.length; i++) {
    const upper = TOUR_MAKE_RATE[i];
    const lower = TOUR_MAKE_RATE[i - 1];
    if (upper === undefined || lower === undefined) break;
    if (feet <= upper[0]) {
      return lower[1] + ((upper[1] - lower[1]) * (feet - lower[0])) / (upper[0] - lower[0]);
    }
  }
  // Past 90 ft the rate keeps falling towards zero.
  return 0.9 / feet;
}

/** Make rate of a putt of `feet` for a putter `logitShift` below the tour (see `Skill.puttLogitShift`). */
export function puttMakeProbability(feet: number, logitShift: number): number {
  const tour = tourMakeProbability(feet);
  if (tour >= 1) return 1;
  const logit = Math.log(tour / (1 - tour)) - logitShift;
  return 1 / (1 + Math.exp(-logit));
}
