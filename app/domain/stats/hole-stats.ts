import { doglegDirection, type LngLat, polygonCentroid, toLocalMeters } from '../courses/geo';
import {
  completeHole,
  type EndLie,
  type HoleStrokesGained,
  holeStrokesGained,
  type SgShot,
  type StartLie,
} from './strokes-gained';

/*
 * The hole stat flags of spec 3 §3, derived once when a round is written (ingest, seed, backfill) and
 * stored on round_holes, so that reading statistics is aggregation. Every flag is true, false, or null
 * when the hole is no opportunity for it: a stat's successes are its true holes and its opportunities
 * its non-null holes. A hole that did not record what a flag is decided from (its shots, their
 * positions, the hole's layout) is no opportunity either, whatever the outcome: counting a hit as
 * "not missed left" where a miss could not be placed would make every side read 0 % (issue 29).
 */

/** Bumped whenever a definition below changes; the backfill recomputes holes of older versions. */
// 2: lies by the Rules of Golf (decision 031): a ball not played from where it stopped is out of
// play, a replay from the tee drives. 3: the approach's distance, green and strokes gained, and the
// tee shots' penalties, stored for the compare cards (decision 052). 4: a flag whose input the hole
// did not record is null, whatever the outcome (issue 29): the sides of a missed fairway or green and
// short-siding need the shots' positions, a dogleg the hole's playing line (par 3s too). 5: the Rules
// of Golf records (decision 111): penalties charged to the stroke that caused them, never a putt; a
// move by relief measured with the next stroke; a ball in a penalty area without a penalty in play.
export const HOLE_FLAGS_VERSION = 5;

/** Greenside: a bunker shot from this close or closer (sand saves, spec 3 §3 hasSandShot). */
export const GREENSIDE_SAND_YARDS = 50;
/** A shot from farther than this, off the green, is an approach (Broadie's 30-yard split). */
export const APPROACH_MIN_YARDS = 30;
// spec 2 §9: proximity circles at 5 % and 12 % of the distance from the shot to the pin.
const CLOSE_SHARE = 0.05;
const FAR_SHARE = 0.12;
const YARDS_PER_METER = 1.09361;

export type StatShot = SgShot & {
  endDistanceYards: number;
  start: LngLat | null;
  end: LngLat | null;
};

export type HoleGeometry = {
  /** The green's outline (open or closed ring). */
  green: ReadonlyArray<LngLat> | null;
  /** The playing line from tee to green; its bend is the dogleg. */
  centerline: ReadonlyArray<LngLat> | null;
};

/** What a scorecard says of a hole (decision 101); null where it does not say. */
export type CardFacts = {
  fairway: 'hit' | 'left' | 'right' | 'short' | 'long' | 'n.a.' | null;
  greenInRegulation: boolean | null;
  sandShots: number | null;
  upAndDown: boolean | null;
};

export type HoleStatsInput = {
  par: number;
  score: number | null;
  /** Putts as logged, used when the hole has no complete shot list. */
  putts: number | null;
  shots: ReadonlyArray<StatShot>;
  /**
   * False when the shots are kept as sent but do not make the hole (a partial list, or strokes that
   * do not add up to the score): the hole is then read as a scorecard (decision 101).
   */
  shotsComplete?: boolean;
  /** The scorecard's facts, read where the shots do not decide. */
  card?: CardFacts | null;
  /** The day's hole location. */
  pin: LngLat | null;
  geometry: HoleGeometry | null;
};

export type HoleFlags = {
  madeParOrBetter: boolean | null;
  madePar: boolean | null;
  madeOverPar: boolean | null;
  madeBogey: boolean | null;
  madeUnderPar: boolean | null;
  madeBirdie: boolean | null;
  madeDoubleBogeyOrHigher: boolean | null;
  madeEagle: boolean | null;
  fairwayHit: boolean | null;
  fairwayMissed: boolean | null;
  fairwayMissedLeft: boolean | null;
  fairwayMissedRight: boolean | null;
  madeGreenInRegulation: boolean | null;
  missedGreenInRegulation: boolean | null;
  missedGreenShort: boolean | null;
  missedGreenLong: boolean | null;
  shotToGreenProximityLessThan5Percent: boolean | null;
  approachShortSided: boolean | null;
  madeOnePuttOrLess: boolean | null;
  madeOnePutt: boolean | null;
  puttProximityLessThan5Percent: boolean | null;
  missedFourToTwelveFeetPutts: boolean | null;
  puttProximityGreaterThanTwelvePercent: boolean | null;
  missedLessThanFourFeetPutts: boolean | null;
  saveProximityGreaterThanTwelvePercent: boolean | null;
  madeUpDown: boolean | null;
  missedUpDown: boolean | null;
  missedUpDownLessThan15Yards: boolean | null;
  missedUpDown15To25Yards: boolean | null;
  missedUpDown25To35Yards: boolean | null;
  hasSandShot: boolean | null;
  madeSandSave: boolean | null;
  isDoglegLeft: boolean | null;
  isDoglegRight: boolean | null;
  isMiddlePin: boolean | null;
  isRightPin: boolean | null;
  isLeftPin: boolean | null;
  isFrontPin: boolean | null;
  isBackPin: boolean | null;
  isPar3: boolean;
  isPar4: boolean;
  isPar5: boolean;
};

export type HoleFlag = keyof HoleFlags;

/** Measured facts the aggregates of spec 3 §3 and the rounds grid of spec 2 §3 read. */
export type HoleFacts = {
  /** Strokes taken on the green (shots from the green); the logged putts without a shot list. */
  putts: number | null;
  driveDistanceYards: number | null;
  approachProximityFeet: number | null;
  /** Where the approach (see `shotFlags`) was played from; null without one. */
  approachDistanceYards: number | null;
  /**
   * 1 when the approach's ball ended on the green or in the hole, else 0: a count to sum, not a hole
   * stat flag (the flags are the true/false facts of spec 3 §3).
   */
  approachOnGreen: 0 | 1 | null;
  approachStrokesGained: number | null;
  /** Penalty strokes of the hole's tee shots, replays included (shot-by-shot holes only). */
  teePenaltyStrokes: number | null;
  firstPuttDistanceFeet: number | null;
  madePuttFeet: number | null;
  totalPuttFeet: number | null;
  sgOffTheTee: number | null;
  sgApproach: number | null;
  sgAroundTheGreen: number | null;
  sgPutting: number | null;
};

export type HoleStats = HoleFlags &
  HoleFacts & {
    flagsVersion: number;
    /** Strokes gained per shot in shot order; null when the hole has no complete shot list. */
    shotStrokesGained: Array<number> | null;
  };

type Vec = [number, number];

function dot(a: Vec, b: Vec): number {
  return a[0] * b[0] + a[1] * b[1];
}
/** Positive when b points to the left of a. */
function cross(a: Vec, b: Vec): number {
  return a[0] * b[1] - a[1] * b[0];
}
function norm(a: Vec): number {
  return Math.hypot(a[0], a[1]);
}
function unit(a: Vec): Vec | null {
  const n = norm(a);
  return n === 0 ? null : [a[0] / n, a[1] / n];
}

/** Strokes a shot costs: the swing plus its penalty strokes. */
function cost(shot: StatShot): number {
  return 1 + shot.penaltyStrokes;
}

function reachesGreen(lie: EndLie): boolean {
  return lie === 'green' || lie === 'holed';
}

/** The pin's place on the green, seen along the line of play (thirds of the green's depth and width). */
export function pinPosition(green: ReadonlyArray<LngLat>, pin: LngLat, from: LngLat): PinPlace | null {
  const frame = greenFrame(green, from);
  return frame ? pinPlaceIn(frame, pin) : null;
}

type PinPlace = { front: boolean; back: boolean; left: boolean; right: boolean; middle: boolean };

/** A green seen from where play comes in: its centre, the axis of play and its extent along and across it. */
type GreenFrame = {
  center: LngLat;
  axis: Vec;
  left: Vec;
  depth: [number, number];
  side: [number, number];
};

function greenFrame(green: ReadonlyArray<LngLat>, from: LngLat): GreenFrame | null {
  if (green.length < 3) return null;
  const center = polygonCentroid(green);
  const axis = unit(toLocalMeters(from, center));
  if (!axis) return null;
  const left: Vec = [-axis[1], axis[0]];
  const depth: [number, number] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
  const side: [number, number] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (const point of green) {
    const p = toLocalMeters(center, point);
    const d = dot(p, axis);
    const s = dot(p, left);
    depth[0] = Math.min(depth[0], d);
    depth[1] = Math.max(depth[1], d);
    side[0] = Math.min(side[0], s);
    side[1] = Math.max(side[1], s);
  }
  return { center, axis, left, depth, side };
}

function pinPlaceIn(frame: GreenFrame, pin: LngLat): PinPlace {
  const p = toLocalMeters(frame.center, pin);
  const depth = dot(p, frame.axis);
  const side = dot(p, frame.left);
  const depthThird = (frame.depth[1] - frame.depth[0]) / 3;
  const sideThird = (frame.side[1] - frame.side[0]) / 3;
  const front = depth < frame.depth[0] + depthThird;
  const back = depth > frame.depth[1] - depthThird;
  const left = side > frame.side[1] - sideThird;
  const right = side < frame.side[0] + sideThird;
  return { front, back, left, right, middle: !front && !back && !left && !right };
}

type Layout = {
  dogleg: 'left' | 'right' | null;
  center: LngLat | null;
  origin: LngLat | null;
  /** The green seen from the playing line, when the hole has both. */
  frame: GreenFrame | null;
};

// The layout of a hole depends on its geometry only: worked out once per geometry object.
const layouts = new WeakMap<HoleGeometry, Layout>();

function layoutOf(geometry: HoleGeometry): Layout {
  let layout = layouts.get(geometry);
  if (layout) return layout;
  const { green, centerline } = geometry;
  const center = green && green.length >= 3 ? polygonCentroid(green) : null;
  let origin: LngLat | null = null;
  if (center && centerline) {
    // Play comes into the green from the playing line's last point well short of it.
    for (let i = centerline.length - 1; i >= 0 && origin === null; i--) {
      const point = centerline[i];
      if (point && norm(toLocalMeters(center, point)) > 30) origin = point;
    }
  }
  const frame = green && origin ? greenFrame(green, origin) : null;
  layout = { dogleg: centerline ? doglegDirection(centerline) : null, center, origin, frame };
  layouts.set(geometry, layout);
  return layout;
}

/**
 * Which side of the playing line (or of the line from the shot's start to the pin) a point lies;
 * null without either line.
 */
function sideOfLine(
  point: LngLat,
  start: LngLat,
  pin: LngLat | null,
  line: ReadonlyArray<LngLat> | null,
): 'left' | 'right' | 'on-line' | null {
  let a: LngLat | null = start;
  let b: LngLat | null = pin;
  if (line && line.length >= 2) {
    // The nearest leg of the playing line.
    let best = Number.POSITIVE_INFINITY;
    for (let i = 1; i < line.length; i++) {
      const p = line[i - 1];
      const q = line[i];
      if (!p || !q) continue;
      const pq = toLocalMeters(p, q);
      const pp = toLocalMeters(p, point);
      const len2 = dot(pq, pq);
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, dot(pp, pq) / len2));
      const d = norm([pp[0] - pq[0] * t, pp[1] - pq[1] * t]);
      if (d < best) {
        best = d;
        a = p;
        b = q;
      }
    }
  }
  if (!a || !b) return null;
  const s = cross(toLocalMeters(a, b), toLocalMeters(a, point));
  if (s === 0) return 'on-line';
  return s > 0 ? 'left' : 'right';
}

/** Where the ball of a shot finished along the line from its start to the pin: short or long. */
function shortOrLong(start: LngLat, end: LngLat, pin: LngLat): 'short' | 'long' | null {
  const toPin = toLocalMeters(start, pin);
  const direction = unit(toPin);
  if (!direction) return null;
  return dot(toLocalMeters(start, end), direction) < norm(toPin) ? 'short' : 'long';
}

/** Every stat flag, measured fact and strokes-gained split of one played hole (spec 3 §3). */
export function holeStats(input: HoleStatsInput): HoleStats {
  const { par, geometry } = input;
  const shots = input.shotsComplete === false ? null : completeHole(input.shots);
  const card = input.card ?? null;
  const score = input.score ?? (shots ? shots.reduce((sum, s) => sum + cost(s), 0) : null);
  // spec 3 §3: putts are strokes taken on the green.
  const putts = shots ? shots.filter((s) => s.startLie === 'green').length : input.putts;
  const toPar = score === null ? null : score - par;

  // Course layout: par and, from the hole's playing line, the dogleg. A par 3 is no dogleg, but only
  // a hole whose playing line is known counts: par 3s alone would make Dogleg Left read 0 %.
  const layout = geometry ? layoutOf(geometry) : null;
  const dogleg = !geometry?.centerline ? null : par === 3 ? 'none' : (layout?.dogleg ?? 'none');
  // Without a playing line, play comes in from where the tee shot started.
  const pinFrom = layout?.origin ?? shots?.[0]?.start ?? null;
  const pin = input.pin ?? shots?.[shots.length - 1]?.end ?? null;
  let pinPlace: PinPlace | null = null;
  if (pin && layout?.frame) pinPlace = pinPlaceIn(layout.frame, pin);
  else if (pin && pinFrom && geometry?.green) pinPlace = pinPosition(geometry.green, pin, pinFrom);

  const d = shots
    ? withCardSides(shotFlags(shots, par, score, pin, geometry, layout?.center ?? null), card)
    : cardFlags(par, score, putts, card);

  // One literal with every key in a fixed order: the seed builds 50 000 of these.
  return {
    flagsVersion: HOLE_FLAGS_VERSION,
    madeParOrBetter: toPar === null ? null : toPar <= 0,
    madePar: toPar === null ? null : toPar === 0,
    madeOverPar: toPar === null ? null : toPar > 0,
    madeBogey: toPar === null ? null : toPar === 1,
    madeUnderPar: toPar === null ? null : toPar < 0,
    madeBirdie: toPar === null ? null : toPar === -1,
    madeDoubleBogeyOrHigher: toPar === null ? null : toPar >= 2,
    // Eagle or better: an albatross (−3) counts with the eagles.
    madeEagle: toPar === null ? null : toPar <= -2,
    fairwayHit: d.fairwayHit,
    fairwayMissed: d.fairwayHit === null ? null : !d.fairwayHit,
    fairwayMissedLeft: d.fairwaySide === null ? null : d.fairwaySide === 'left',
    fairwayMissedRight: d.fairwaySide === null ? null : d.fairwaySide === 'right',
    madeGreenInRegulation: d.gir,
    missedGreenInRegulation: d.gir === null ? null : !d.gir,
    missedGreenShort: d.greenSide === null ? null : d.greenSide === 'short',
    missedGreenLong: d.greenSide === null ? null : d.greenSide === 'long',
    shotToGreenProximityLessThan5Percent: d.shotToGreenProximityLessThan5Percent,
    approachShortSided: d.approachShortSided,
    madeOnePuttOrLess: putts === null ? null : putts <= 1,
    madeOnePutt: putts === null ? null : putts === 1,
    puttProximityLessThan5Percent: d.puttProximityLessThan5Percent,
    missedFourToTwelveFeetPutts: d.missedFourToTwelveFeetPutts,
    puttProximityGreaterThanTwelvePercent: d.puttProximityGreaterThanTwelvePercent,
    missedLessThanFourFeetPutts: d.missedLessThanFourFeetPutts,
    saveProximityGreaterThanTwelvePercent: d.saveProximityGreaterThanTwelvePercent,
    madeUpDown: d.madeUpDown,
    missedUpDown: d.madeUpDown === null ? null : !d.madeUpDown,
    missedUpDownLessThan15Yards: d.missedUpDownLessThan15Yards,
    missedUpDown15To25Yards: d.missedUpDown15To25Yards,
    missedUpDown25To35Yards: d.missedUpDown25To35Yards,
    hasSandShot: d.hasSandShot,
    madeSandSave: d.madeSandSave,
    isDoglegLeft: dogleg === null ? null : dogleg === 'left',
    isDoglegRight: dogleg === null ? null : dogleg === 'right',
    isMiddlePin: pinPlace ? pinPlace.middle : null,
    isRightPin: pinPlace ? pinPlace.right : null,
    isLeftPin: pinPlace ? pinPlace.left : null,
    isFrontPin: pinPlace ? pinPlace.front : null,
    isBackPin: pinPlace ? pinPlace.back : null,
    isPar3: par === 3,
    isPar4: par === 4,
    isPar5: par === 5,
    putts,
    driveDistanceYards: d.driveDistanceYards,
    approachProximityFeet: d.approachProximityFeet,
    approachDistanceYards: d.approachDistanceYards,
    approachOnGreen: d.approachOnGreen,
    approachStrokesGained: d.approachStrokesGained,
    teePenaltyStrokes: d.teePenaltyStrokes,
    firstPuttDistanceFeet: d.firstPuttDistanceFeet,
    madePuttFeet: d.madePuttFeet,
    totalPuttFeet: d.totalPuttFeet,
    sgOffTheTee: d.sg?.byCategory.offTheTee ?? null,
    sgApproach: d.sg?.byCategory.approach ?? null,
    sgAroundTheGreen: d.sg?.byCategory.aroundTheGreen ?? null,
    sgPutting: d.sg?.byCategory.putting ?? null,
    shotStrokesGained: d.sg?.shots ?? null,
  };
}

/** Where the tee shot finished against the fairway, when its positions say: hit, or a miss's side. */
type FairwaySide = 'hit' | 'left' | 'right' | 'on-line' | null;
/** Where the regulation strokes left the ball against the green, when their positions say. */
type GreenSide = 'hit' | 'short' | 'long' | null;

type Derived = {
  fairwayHit: boolean | null;
  fairwaySide: FairwaySide;
  gir: boolean | null;
  greenSide: GreenSide;
  shotToGreenProximityLessThan5Percent: boolean | null;
  approachShortSided: boolean | null;
  puttProximityLessThan5Percent: boolean | null;
  missedFourToTwelveFeetPutts: boolean | null;
  puttProximityGreaterThanTwelvePercent: boolean | null;
  missedLessThanFourFeetPutts: boolean | null;
  saveProximityGreaterThanTwelvePercent: boolean | null;
  madeUpDown: boolean | null;
  missedUpDownLessThan15Yards: boolean | null;
  missedUpDown15To25Yards: boolean | null;
  missedUpDown25To35Yards: boolean | null;
  hasSandShot: boolean | null;
  madeSandSave: boolean | null;
  driveDistanceYards: number | null;
  approachProximityFeet: number | null;
  approachDistanceYards: number | null;
  approachOnGreen: 0 | 1 | null;
  approachStrokesGained: number | null;
  teePenaltyStrokes: number | null;
  firstPuttDistanceFeet: number | null;
  madePuttFeet: number | null;
  totalPuttFeet: number | null;
  sg: HoleStrokesGained | null;
};

/** The side of a fairway miss a scorecard names: short and long miss on neither side. */
function cardFairwaySide(fairway: CardFacts['fairway']): FairwaySide {
  if (fairway === null || fairway === 'n.a.') return null;
  if (fairway === 'hit' || fairway === 'left' || fairway === 'right') return fairway;
  return 'on-line';
}

/**
 * A tracked hole whose shots have no positions cannot place a fairway miss; its card can, where it
 * agrees with the shots on hit or miss (the shots decide, decision 101).
 */
function withCardSides(derived: Derived, card: CardFacts | null): Derived {
  if (!card || derived.fairwayHit === null || derived.fairwaySide !== null) return derived;
  const side = cardFairwaySide(card.fairway);
  if (side === null || (side === 'hit') !== derived.fairwayHit) return derived;
  return { ...derived, fairwaySide: side };
}

/**
 * A hole without a complete shot list: what its score, putts and card say (decision 101). A fairway
 * is a par 4 or 5's tee shot as the card marks it. A green in regulation is the card's, else reached
 * in par − 2 strokes or fewer (score − putts), and an up and down on the card is a missed green. An
 * up-and-down chance is a missed green, made in par or better. Sand shots are the card's count of
 * greenside bunker strokes; a sand save is holing out in two strokes or fewer from the bunker, which
 * the card shows as its sand shots and putts adding up to 2 or fewer. Everything else needs shots.
 */
function cardFlags(par: number, score: number | null, putts: number | null, card: CardFacts | null): Derived {
  const fairwaySide = par >= 4 ? cardFairwaySide(card?.fairway ?? null) : null;
  const fairwayHit = fairwaySide === null ? null : fairwaySide === 'hit';
  const byStrokes = score === null || putts === null ? null : score - putts <= par - 2;
  const gir = card?.greenInRegulation ?? (card?.upAndDown === true ? false : byStrokes);
  const sandShots = card?.sandShots ?? null;
  return {
    fairwayHit,
    fairwaySide,
    gir,
    greenSide: null,
    shotToGreenProximityLessThan5Percent: null,
    approachShortSided: null,
    puttProximityLessThan5Percent: null,
    missedFourToTwelveFeetPutts: null,
    puttProximityGreaterThanTwelvePercent: null,
    missedLessThanFourFeetPutts: null,
    saveProximityGreaterThanTwelvePercent: null,
    madeUpDown: gir === null || gir ? null : score !== null && score <= par,
    missedUpDownLessThan15Yards: null,
    missedUpDown15To25Yards: null,
    missedUpDown25To35Yards: null,
    hasSandShot: sandShots === null ? null : sandShots > 0,
    madeSandSave: sandShots === null || sandShots === 0 || putts === null ? null : sandShots + putts <= 2,
    driveDistanceYards: null,
    approachProximityFeet: null,
    approachDistanceYards: null,
    approachOnGreen: null,
    approachStrokesGained: null,
    teePenaltyStrokes: null,
    firstPuttDistanceFeet: null,
    madePuttFeet: null,
    totalPuttFeet: null,
    sg: null,
  };
}

/**
 * Where each shot's ball came to rest for the flags: its recorded end lie when the next shot is
 * played from there, else `penalty` (out of play). A ball in a penalty area is in play only when it
 * is played as it lies (the next shot starts in `water`); after a shot that carries a penalty stroke,
 * a next shot from another lie is relief or a stroke-and-distance replay (decision 031), so the
 * recorded lie (rough, recovery, even fairway) was not where play went on from.
 */
function restingLies(shots: ReadonlyArray<StatShot>): Array<EndLie> {
  return shots.map((shot, i) => {
    const next = shots[i + 1];
    if (!next) return shot.endLie;
    if (shot.endLie === 'penalty') return 'penalty';
    // Without a penalty stroke the ball was played as it lay, wherever the tracker placed the next
    // shot (Rule 17.1b, decision 111).
    if (shot.endLie === 'water')
      return next.startLie === 'water' || shot.penaltyStrokes === 0 ? 'water' : 'penalty';
    if (shot.penaltyStrokes > 0 && next.startLie !== shot.endLie) return 'penalty';
    return shot.endLie;
  });
}

/** The flags read from a complete shot list (spec 3 §3), each with its definition. */
function shotFlags(
  shots: Array<StatShot>,
  par: number,
  score: number | null,
  pin: LngLat | null,
  geometry: HoleGeometry | null,
  center: LngLat | null,
): Derived {
  // Strokes before each shot (penalties included).
  const before: Array<number> = [];
  let taken = 0;
  for (const shot of shots) {
    before.push(taken);
    taken += cost(shot);
  }
  const regulation = par - 2;
  const lies = restingLies(shots);
  const outOfPlay = (i: number) => lies[i] === 'penalty';

  // Fairway hit: the first tee shot of a par 4 or 5 comes to rest on the fairway and is played from
  // there (one chance a hole: a drive replayed after a penalty missed it). A drive onto the green
  // (or holed) is neither a hit nor a miss.
  const tee = shots[0];
  const teeLie = lies[0];
  const fairwayChance =
    par >= 4 && tee !== undefined && teeLie !== 'green' && teeLie !== 'fringe' && teeLie !== 'holed';
  const fairwayHit = fairwayChance ? teeLie === 'fairway' : null;
  // The side of a miss needs where the tee shot started and finished: a tee shot without positions
  // is no chance for Fairway Miss Left or Right, hit or missed.
  let fairwaySide: FairwaySide = null;
  if (fairwayHit !== null && tee?.start && tee.end) {
    fairwaySide = fairwayHit ? 'hit' : sideOfLine(tee.end, tee.start, pin, geometry?.centerline ?? null);
  }

  // Green in regulation: on the green (or holed) in par − 2 strokes or fewer, penalties counted.
  const onGreenIndex = lies.findIndex((lie) => reachesGreen(lie));
  const gir = (before[onGreenIndex] ?? 0) + 1 + (shots[onGreenIndex]?.penaltyStrokes ?? 0) <= regulation;
  // Short or long: where the ball was after the regulation strokes, along its last shot's line; a
  // hit counts only where the shot onto the green has its positions too, as a miss would need them.
  const lastRegulation = shots[shots.findLastIndex((s, i) => (before[i] ?? 0) + cost(s) <= regulation)];
  const onGreen = shots[onGreenIndex];
  let greenSide: GreenSide = null;
  if (gir && onGreen?.start && onGreen.end && pin) greenSide = 'hit';
  else if (!gir && lastRegulation?.start && lastRegulation.end && pin)
    greenSide = shortOrLong(lastRegulation.start, lastRegulation.end, pin);

  // The approach: the last shot from off the green from farther than 30 yards (a tee shot of a
  // par 4 or 5 drives, also when replayed, it does not approach).
  const approachIndex = shots.findLastIndex(
    (s) =>
      s.startLie !== 'green' &&
      s.startDistanceYards > APPROACH_MIN_YARDS &&
      !(s.startLie === 'tee' && par >= 4),
  );
  const approach = shots[approachIndex];
  const approachLie = lies[approachIndex];
  const approachLeft =
    approach && !outOfPlay(approachIndex) ? (approachLie === 'holed' ? 0 : approach.endDistanceYards) : null;
  // Short-sided: missed on the pin's side, nearer the hole than the green's middle, so there is
  // little green to work with. It needs where the approach finished, the pin and the green: an
  // approach without them is no chance, even one that found the green.
  let approachShortSided: boolean | null = null;
  if (approach?.end && approachLie && pin && center) {
    approachShortSided =
      !reachesGreen(approachLie) &&
      !outOfPlay(approachIndex) &&
      norm(toLocalMeters(approach.end, pin)) < norm(toLocalMeters(approach.end, center));
  }

  // Putting: proximity of the first putt, misses by distance band.
  const puttShots = shots.filter((s) => s.startLie === 'green');
  const firstPutt = puttShots[0];
  const firstPuttLeft = firstPutt ? (firstPutt.endLie === 'holed' ? 0 : firstPutt.endDistanceYards) : null;
  let missedShort = false;
  let missedMid = false;
  for (const s of puttShots) {
    if (s.endLie === 'holed') continue;
    const feet = s.startDistanceYards * 3;
    if (feet < 4) missedShort = true;
    else if (feet <= 12) missedMid = true;
  }
  const holed = shots[shots.length - 1];
  const sg = holeStrokesGained(shots, par);

  // Up and down (scrambling): par or better after missing the green in regulation. The attempt
  // starts with the first shot after the regulation strokes.
  const scramble = gir
    ? undefined
    : shots[before.findIndex((n, i) => n >= regulation && shots[i]?.startLie !== 'green')];
  const madeUpDown = gir ? null : score !== null && score <= par;
  const scrambleYards = scramble?.startDistanceYards ?? null;
  // A band needs the distance the scramble started from.
  const band = (min: number, max: number) =>
    madeUpDown === null || scrambleYards === null
      ? null
      : !madeUpDown && scrambleYards >= min && scrambleYards < max;
  const scrambleLeft = scramble ? (scramble.endLie === 'holed' ? 0 : scramble.endDistanceYards) : null;

  // Sand save: up and down from a greenside bunker, i.e. holed in two strokes or fewer from the
  // first greenside bunker shot, whatever the score.
  const sandIndex = shots.findIndex(
    (s) => s.startLie === 'sand' && s.startDistanceYards <= GREENSIDE_SAND_YARDS,
  );
  const sandStrokes = shots.slice(Math.max(0, sandIndex)).reduce((sum, s) => sum + cost(s), 0);

  // The drive measured: the last tee shot (after a replay, the ball that stayed in play) of a par 4 or
  // 5, when its ball was played from where it stopped.
  const driveIndex = shots.findLastIndex((s) => s.startLie === 'tee');
  const lastTee = shots[driveIndex];
  const drive = par >= 4 && lastTee && !outOfPlay(driveIndex) ? lastTee : null;
  const puttYards = puttShots.reduce((sum, s) => sum + s.startDistanceYards, 0);

  return {
    fairwayHit,
    fairwaySide,
    gir,
    greenSide,
    shotToGreenProximityLessThan5Percent:
      approach === undefined
        ? null
        : approachLeft !== null && approachLeft <= CLOSE_SHARE * approach.startDistanceYards,
    approachShortSided,
    puttProximityLessThan5Percent:
      firstPutt && firstPuttLeft !== null
        ? firstPuttLeft <= CLOSE_SHARE * firstPutt.startDistanceYards
        : null,
    missedFourToTwelveFeetPutts: puttShots.length === 0 ? null : missedMid,
    puttProximityGreaterThanTwelvePercent:
      firstPutt && firstPuttLeft !== null ? firstPuttLeft > FAR_SHARE * firstPutt.startDistanceYards : null,
    missedLessThanFourFeetPutts: puttShots.length === 0 ? null : missedShort,
    saveProximityGreaterThanTwelvePercent:
      scramble && scrambleLeft !== null ? scrambleLeft > FAR_SHARE * scramble.startDistanceYards : null,
    madeUpDown,
    missedUpDownLessThan15Yards: band(0, 15),
    missedUpDown15To25Yards: band(15, 25),
    missedUpDown25To35Yards: band(25, 35),
    hasSandShot: sandIndex >= 0,
    madeSandSave: sandIndex < 0 ? null : sandStrokes <= 2,
    driveDistanceYards: drive
      ? drive.start && drive.end
        ? norm(toLocalMeters(drive.start, drive.end)) * YARDS_PER_METER
        : Math.max(0, drive.startDistanceYards - drive.endDistanceYards)
      : null,
    approachProximityFeet: approachLeft === null ? null : approachLeft * 3,
    approachDistanceYards: approach ? approach.startDistanceYards : null,
    approachOnGreen: approach ? (approach.endLie === 'green' || approach.endLie === 'holed' ? 1 : 0) : null,
    approachStrokesGained: approach ? (sg?.shots[approachIndex] ?? null) : null,
    teePenaltyStrokes: shots.reduce((sum, s) => sum + (s.startLie === 'tee' ? s.penaltyStrokes : 0), 0),
    firstPuttDistanceFeet: firstPutt ? firstPutt.startDistanceYards * 3 : null,
    madePuttFeet:
      puttShots.length === 0 ? null : holed?.startLie === 'green' ? holed.startDistanceYards * 3 : 0,
    totalPuttFeet: puttShots.length === 0 ? null : puttYards * 3,
    sg,
  };
}

export type { EndLie, StartLie };
