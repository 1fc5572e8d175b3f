/**
 * The round simulator of the demo data: two seasons of rounds per player, played shot by shot on the
 * courses' geometry with outcomes drawn from the skill model (`skill.ts`), so each player's statistics
 * follow their handicap. Stat flags and strokes gained are derived later by another module.
 */
import type { Rng } from './random';
import { type Gender, puttMakeProbability, type Skill, skillFor, tourMakeProbability } from './skill';
import type { LngLat, SeedCourse, SeedHole, SeedPlayer, SeedTables, SeedTournament } from './types';

type RoundRow = SeedTables['rounds'][number];
type RoundHoleRow = SeedTables['roundHoles'][number];
type ShotRow = SeedTables['shots'][number];
type ShotType = ShotRow['type'];
type StartLie = ShotRow['startLie'];
type EndLie = ShotRow['endLie'];
type Tee = SeedCourse['tees'][number];

export type SimulateRoundsInput = {
  rng: Rng;
  /** Anchor date, YYYY-MM-DD: rounds cover the 24 months up to it. */
  today: string;
  players: Array<SeedPlayer>;
  courses: Array<SeedCourse>;
  tournaments: Array<SeedTournament>;
};

const METERS_PER_YARD = 0.9144;
const FEET_PER_METER = 1 / 0.3048;
const WINDOW_DAYS = 730;
const DAY_MS = 86_400_000;
/** A ball this close outside the green's edge is on the fringe (collar). */
const FRINGE_METERS = 2;
/** Farther than this from the playing line is in the trees. */
const RECOVERY_METERS = 42;
/** A ball this far outside a hole's outline is among the trees. */
const PERIMETER_ROUGH_METERS = 6;
/** Inside this distance from the hole, off the green, a player chips or pitches. */
const CHIP_METERS = 40;
/** Inside this distance a bunker shot is a greenside splash. */
const GREENSIDE_SAND_METERS = 50;

// ================================================================================================
// Plane geometry: each hole is played in metres east/north of its tee (an equirectangular projection,
// exact to centimetres over a hole), which keeps the simulation fast and free of trigonometry per shot.
// ================================================================================================

type Vec = { x: number; y: number };

type Frame = { lng0: number; lat0: number; metersPerLng: number; metersPerLat: number };

type Polygon = { points: Array<Vec>; minX: number; maxX: number; minY: number; maxY: number };

// Turf's mean Earth radius, so distances agree with `app/domain/courses/geo.ts` (haversine).
const METERS_PER_DEGREE = (6_371_008.8 * Math.PI) / 180;

function frameAt(origin: LngLat): Frame {
  const lat0 = origin[1];
  return {
    lng0: origin[0],
    lat0,
    metersPerLng: METERS_PER_DEGREE * Math.cos((lat0 * Math.PI) / 180),
    metersPerLat: METERS_PER_DEGREE,
  };
}

function toLocal(frame: Frame, point: LngLat): Vec {
  return { x: (point[0] - frame.lng0) * frame.metersPerLng, y: (point[1] - frame.lat0) * frame.metersPerLat };
}

function toLngLat(frame: Frame, v: Vec): LngLat {
  return [round(frame.lng0 + v.x / frame.metersPerLng, 7), round(frame.lat0 + v.y / frame.metersPerLat, 7)];
}

function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

function add(a: Vec, b: Vec, scale = 1): Vec {
  return { x: a.x + b.x * scale, y: a.y + b.y * scale };
}

function sub(a: Vec, b: Vec): Vec {
  return { x: a.x - b.x, y: a.y - b.y };
}

function length(v: Vec): number {
  return Math.hypot(v.x, v.y);
}

function distance(a: Vec, b: Vec): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

function unit(v: Vec): Vec {
  const l = length(v);
  return l === 0 ? { x: 0, y: 1 } : { x: v.x / l, y: v.y / l };
}

function rotate(v: Vec, degrees: number): Vec {
  const r = (degrees * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  return { x: v.x * c - v.y * s, y: v.x * s + v.y * c };
}

/** The left-hand normal of a direction. */
function perpendicular(v: Vec): Vec {
  return { x: -v.y, y: v.x };
}

function toPolygon(frame: Frame, ring: Array<LngLat>): Polygon {
  const points = ring.map((p) => toLocal(frame, p));
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    maxX = Math.max(maxX, p.x);
    minY = Math.min(minY, p.y);
    maxY = Math.max(maxY, p.y);
  }
  return { points, minX, maxX, minY, maxY };
}

/** Ray casting; the bounding box rejects most points without touching the edges. */
function inside(polygon: Polygon, p: Vec): boolean {
  if (p.x < polygon.minX || p.x > polygon.maxX || p.y < polygon.minY || p.y > polygon.maxY) return false;
  const pts = polygon.points;
  let result = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const a = pts[i];
    const b = pts[j];
    if (a === undefined || b === undefined) continue;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) result = !result;
  }
  return result;
}

function insideAny(polygons: Array<Polygon>, p: Vec): boolean {
  for (const polygon of polygons) if (inside(polygon, p)) return true;
  return false;
}

function segmentDistance(p: Vec, a: Vec, b: Vec): number {
  const ab = sub(b, a);
  const len2 = ab.x * ab.x + ab.y * ab.y;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / len2));
  return Math.hypot(p.x - (a.x + ab.x * t), p.y - (a.y + ab.y * t));
}

function edgeDistance(polygon: Polygon, p: Vec): number {
  const pts = polygon.points;
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const a = pts[i];
    const b = pts[j];
    if (a !== undefined && b !== undefined) best = Math.min(best, segmentDistance(p, a, b));
  }
  return best;
}

function centroid(polygon: Polygon): Vec {
  const n = Math.max(1, polygon.points.length);
  const sum = polygon.points.reduce((acc, p) => add(acc, p), { x: 0, y: 0 });
  return { x: sum.x / n, y: sum.y / n };
}

function near(polygon: Polygon, p: Vec, margin: number): boolean {
  return (
    p.x >= polygon.minX - margin &&
    p.x <= polygon.maxX + margin &&
    p.y >= polygon.minY - margin &&
    p.y <= polygon.maxY + margin
  );
}

// ================================================================================================
// Holes prepared for play
// ================================================================================================

type PreparedHole = {
  hole: SeedHole;
  frame: Frame;
  line: Array<Vec>;
  /** Arc length of the playing line at each of its points. */
  arc: Array<number>;
  lineLength: number;
  green: Polygon;
  fairways: Array<Polygon>;
  bunkers: Array<Polygon>;
  water: Array<Polygon>;
  perimeter: Polygon | null;
  pin: Vec;
  greenCenter: Vec;
};

function prepareHole(hole: SeedHole): PreparedHole {
  const frame = frameAt(hole.tee);
  const line = (hole.centerline.length >= 2 ? hole.centerline : [hole.tee, hole.pin]).map((p) =>
    toLocal(frame, p),
  );
  const arc = [0];
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1];
    const b = line[i];
    arc.push((arc[i - 1] ?? 0) + (a && b ? distance(a, b) : 0));
  }
  const ring = (shape: Array<LngLat>) => toPolygon(frame, shape);
  const green = ring(hole.green);
  const pin = toLocal(frame, hole.pin);
  return {
    hole,
    frame,
    line,
    arc,
    lineLength: arc[arc.length - 1] ?? 0,
    green,
    fairways: hole.fairways.map(ring),
    bunkers: hole.bunkers.map(ring),
    water: hole.water.map(ring),
    perimeter: hole.perimeter.length >= 3 ? ring(hole.perimeter) : null,
    // A pin drawn off its green would leave putts nowhere to finish: fall back to the green's middle.
    pin: inside(green, pin) ? pin : centroid(green),
    greenCenter: centroid(green),
  };
}

/** The point of the playing line `s` metres from its start; before the start it extends the first leg. */
function pointAtArc(h: PreparedHole, s: number): Vec {
  const first = h.line[0] ?? { x: 0, y: 0 };
  const second = h.line[1] ?? first;
  if (s <= 0) return add(first, unit(sub(first, second)), -s);
  for (let i = 1; i < h.line.length; i++) {
    const a = h.line[i - 1];
    const b = h.line[i];
    const a0 = h.arc[i - 1] ?? 0;
    const a1 = h.arc[i] ?? 0;
    if (a && b && s <= a1) return add(a, sub(b, a), a1 === a0 ? 0 : (s - a0) / (a1 - a0));
  }
  return h.line[h.line.length - 1] ?? first;
}

/**
 * The point of the playing line ahead of `from` (at arc `fromArc`) that lies `reach` metres away in a
 * straight line: round a dogleg that is farther along the line than `reach`, so a straight shot of
 * that length finishes on the line instead of cutting through the corner's trees.
 */
function pointAtDistance(h: PreparedHole, from: Vec, fromArc: number, reach: number): Vec {
  let lo = fromArc + reach * 0.5;
  let hi = fromArc + reach * 1.5;
  for (let i = 0; i < 20; i++) {
    const mid = (lo + hi) / 2;
    if (distance(from, pointAtArc(h, mid)) < reach) lo = mid;
    else hi = mid;
  }
  return pointAtArc(h, lo);
}

/** Arc length of the playing line's point nearest to `p`, and how far `p` is from the line. */
function projectOnLine(h: PreparedHole, p: Vec): { arc: number; offset: number } {
  let best = { arc: 0, offset: Number.POSITIVE_INFINITY };
  for (let i = 1; i < h.line.length; i++) {
    const a = h.line[i - 1];
    const b = h.line[i];
    if (!a || !b) continue;
    const ab = sub(b, a);
    const len2 = ab.x * ab.x + ab.y * ab.y;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / len2));
    const offset = Math.hypot(p.x - (a.x + ab.x * t), p.y - (a.y + ab.y * t));
    if (offset < best.offset) best = { arc: (h.arc[i - 1] ?? 0) + t * Math.sqrt(len2), offset };
  }
  return best;
}

type Lie = Exclude<EndLie, 'holed' | 'penalty'>;

/** The lie where a ball comes to rest, read from the hole's shapes. */
function lieAt(h: PreparedHole, p: Vec): Lie {
  if (inside(h.green, p)) return 'green';
  if (insideAny(h.water, p)) return 'water';
  if (insideAny(h.bunkers, p)) return 'sand';
  if (insideAny(h.fairways, p)) return 'fairway';
  if (near(h.green, p, FRINGE_METERS) && edgeDistance(h.green, p) <= FRINGE_METERS) return 'fringe';
  if (projectOnLine(h, p).offset > RECOVERY_METERS) return 'recovery';
  // Just outside the hole's outline is still open rough; beyond it, the trees between the holes.
  if (h.perimeter && !inside(h.perimeter, p) && edgeDistance(h.perimeter, p) > PERIMETER_ROUGH_METERS)
    return 'recovery';
  return 'rough';
}

/** The day's hole location: a few metres from the course's pin, never within 3 m of the green's edge. */
function dayPin(rng: Rng, h: PreparedHole): Vec {
  for (let attempt = 0; attempt < 10; attempt++) {
    const candidate = add(h.pin, rotate({ x: 0, y: 1 }, rng.range(0, 360)), rng.range(0, 7));
    if (inside(h.green, candidate) && edgeDistance(h.green, candidate) >= 3) return candidate;
  }
  return h.pin;
}

// ================================================================================================
// Clubs
// ================================================================================================

/** Club carry as a share of the player's driver distance (a typical gapped set). */
const CLUBS: ReadonlyArray<readonly [string, number]> = [
  ['Driver', 1],
  ['3 Wood', 0.9],
  ['5 Wood', 0.84],
  ['Hybrid', 0.79],
  ['4 Iron', 0.73],
  ['5 Iron', 0.69],
  ['6 Iron', 0.645],
  ['7 Iron', 0.6],
  ['8 Iron', 0.56],
  ['9 Iron', 0.52],
  ['Pitching Wedge', 0.47],
  ['Gap Wedge', 0.42],
  ['Sand Wedge', 0.36],
  ['Lob Wedge', 0.3],
];

/** The shortest club (never the driver off the deck) that reaches `meters`. */
function clubFor(skill: Skill, meters: number): string {
  const yards = meters / METERS_PER_YARD;
  let club = '3 Wood';
  for (const [name, share] of CLUBS) {
    if (name === 'Driver') continue;
    if (skill.driveMeanYards * share >= yards) club = name;
  }
  return club;
}

function shortGameClub(meters: number, lie: StartLie): string {
  if (lie === 'sand') return 'Sand Wedge';
  if (lie === 'fringe') return meters < 12 ? 'Putter' : '9 Iron';
  if (meters < 15) return 'Lob Wedge';
  if (meters < 30) return 'Sand Wedge';
  return 'Gap Wedge';
}

// ================================================================================================
// One shot
// ================================================================================================

type HolePlay = {
  rng: Rng;
  skill: Skill;
  hole: PreparedHole;
  pin: Vec;
  par: number;
};

type Stroke = { type: ShotType; club: string; end: Vec; holed: boolean };

function meters(yards: number): number {
  return yards * METERS_PER_YARD;
}

/** Where a full shot aimed from `from` along `direction` for `carry` metres comes to rest. */
function fullShot(play: HolePlay, from: Vec, direction: Vec, carry: number, sdDegrees: number): Vec {
  const { rng, skill } = play;
  let dist = carry + rng.normal(0, meters(skill.driveSdYards) * (carry / meters(skill.driveMeanYards)));
  let angle = rng.normal(0, sdDegrees);
  if (rng.chance(skill.mishitRate)) {
    dist *= rng.range(0.4, 0.75);
    angle *= 1.4;
  } else if (rng.chance(skill.wildShotRate)) {
    // A slice or hook: well outside the usual pattern, on one side.
    angle = (rng.chance(0.6) ? 1 : -1) * sdDegrees * rng.range(2.2, 4);
    dist *= 0.93;
  }
  return add(from, rotate(direction, angle), Math.max(5, dist));
}

/**
 * A shot at a target: a 2-D normal scatter around it, longer along the line than across it, with a
 * median miss of `medianMiss` metres and a bias to come up short (amateurs under-club).
 */
function scatterAt(
  play: HolePlay,
  from: Vec,
  target: Vec,
  reach: number,
  medianMiss: number,
  shortBias: number,
): Vec {
  const { rng } = play;
  const toTarget = sub(target, from);
  const dir = unit(toTarget);
  const sigma = medianMiss / 1.18;
  const along = Math.min(length(toTarget), reach) + rng.normal(-shortBias * sigma, sigma * 1.2);
  const across = rng.normal(0, sigma * 0.75);
  return add(add(from, dir, along), perpendicular(dir), across);
}

/**
 * Where an approach is aimed: at the flag with a wedge, towards the middle of the green from farther
 * out, and the more so the weaker the player (a tucked pin is a trap for a long iron).
 */
function approachTarget(play: HolePlay, from: Vec): Vec {
  const { pin, hole, skill } = play;
  const away = Math.min(1, Math.max(0, (distance(from, pin) - 60) / 100));
  const caution = Math.min(0.75, Math.max(0.1, 0.25 + 0.022 * skill.handicap));
  return add(pin, sub(hole.greenCenter, pin), caution * away);
}

/** Chip-ins and hole-outs: a share (`factor`) of the tour's make rate from where the ball stops. */
function holesOut(play: HolePlay, end: Vec, factor: number): boolean {
  const feet = distance(end, play.pin) * FEET_PER_METER;
  return play.rng.chance(factor * tourMakeProbability(feet));
}

function approach(play: HolePlay, from: Vec, lie: StartLie, type: ShotType, reach: number): Stroke {
  const { rng, skill, pin } = play;
  const shotLength = distance(from, pin);
  const lieFactor = lie === 'rough' ? 1.35 : lie === 'sand' ? 1.7 : lie === 'recovery' ? 2.4 : 1;
  // Accuracy falls with the club: a shot half the player's drive is the reference, and amateurs lose
  // more with the longer clubs than pros do.
  const reference = meters(skill.driveMeanYards) * 0.55;
  const lengthFactor = (Math.max(shotLength, 40) / reference) ** (0.1 + 0.012 * Math.max(0, skill.handicap));
  const medianMiss = skill.approachProximity * lieFactor * lengthFactor * shotLength + 1.2;
  const shortBias = 0.15 + 0.02 * Math.max(0, skill.handicap);
  let end = scatterAt(play, from, approachTarget(play, from), reach, medianMiss, shortBias);
  if (rng.chance(skill.mishitRate * (lie === 'rough' ? 1.5 : 1))) {
    const dir = unit(sub(pin, from));
    end = add(
      add(from, dir, Math.min(shotLength, reach) * rng.range(0.45, 0.85)),
      perpendicular(dir),
      rng.normal(0, 0.08 * shotLength),
    );
  }
  const club =
    lie === 'recovery'
      ? clubFor(skill, Math.min(shotLength, reach) * 1.15)
      : clubFor(skill, Math.min(shotLength, reach));
  return { type, club, end, holed: holesOut(play, end, 0.03) };
}

function chip(play: HolePlay, from: Vec, lie: StartLie): Stroke {
  const { rng, skill, pin } = play;
  const shotLength = distance(from, pin);
  const lieFactor = lie === 'fringe' ? 0.65 : lie === 'rough' ? 1.3 : 1;
  let end = scatterAt(
    play,
    from,
    pin,
    shotLength,
    skill.shortGameProximity * lieFactor * shotLength + 0.5,
    0.1,
  );
  if (rng.chance(skill.chipFailRate * lieFactor)) {
    // Chunked (short) or skulled (through the green).
    const dir = unit(sub(pin, from));
    end = add(
      from,
      rotate(dir, rng.normal(0, 6)),
      shotLength * (rng.chance(0.6) ? rng.range(0.3, 0.7) : rng.range(1.35, 1.8)),
    );
  }
  return { type: 'Chip', club: shortGameClub(shotLength, lie), end, holed: holesOut(play, end, 0.1) };
}

function splash(play: HolePlay, from: Vec): Stroke {
  const { rng, skill, pin } = play;
  const shotLength = distance(from, pin);
  let end = scatterAt(play, from, pin, shotLength, skill.sandProximity * shotLength + 1.2, 0.1);
  if (rng.chance(skill.sandFailRate)) {
    const dir = unit(sub(pin, from));
    end = add(
      from,
      rotate(dir, rng.normal(0, 8)),
      shotLength * (rng.chance(0.75) ? rng.range(0.05, 0.35) : rng.range(1.5, 2.1)),
    );
  }
  return { type: 'Sand', club: 'Sand Wedge', end, holed: holesOut(play, end, 0.06) };
}

function teeShot(play: HolePlay, from: Vec, startArc: number): Stroke {
  const { skill, hole } = play;
  const drive = meters(skill.driveMeanYards);
  // Short par 4s: lay back to leave a full wedge instead of running through the fairway.
  const room = hole.lineLength - startArc - 35;
  const intended = Math.min(drive, Math.max(room, drive * 0.55));
  const aim = pointAtDistance(hole, from, startArc, intended);
  const carry = distance(from, aim);
  const club = intended >= drive * 0.97 ? 'Driver' : clubFor(skill, intended);
  const end = fullShot(play, from, unit(sub(aim, from)), carry, skill.teeDispersionDegrees);
  return { type: 'Tee', club, end, holed: false };
}

/** The point of the playing line `remaining` metres from the pin, between the ball and the green. */
function layupTarget(play: HolePlay, from: Vec, remaining: number): Vec {
  const { hole, pin } = play;
  const fromArc = projectOnLine(hole, from).arc;
  for (let s = hole.lineLength; s > fromArc; s -= 5) {
    const p = pointAtArc(hole, s);
    if (distance(p, pin) >= remaining) return p;
  }
  return add(from, unit(sub(pin, from)), distance(from, pin) - remaining);
}

function layup(play: HolePlay, from: Vec, lie: StartLie, reach: number): Stroke {
  const { rng, skill, pin } = play;
  const d = distance(from, pin);
  // Leave a full wedge when there is room, else advance as far as the club goes.
  const remaining = Math.max(d - reach, meters(rng.range(75, 110)));
  const aim = layupTarget(play, from, remaining);
  const carry = Math.min(distance(from, aim), reach);
  const end = fullShot(play, from, unit(sub(aim, from)), carry, skill.teeDispersionDegrees * 0.85);
  return { type: lie === 'recovery' ? 'Recovery' : 'Layup', club: clubFor(skill, carry), end, holed: false };
}

/** Out of the trees: back to the playing line, a little nearer the green. */
function punchOut(play: HolePlay, from: Vec): Stroke {
  const { rng, hole, pin } = play;
  const { arc } = projectOnLine(hole, from);
  let target = pointAtArc(hole, Math.min(arc + rng.range(30, 100), hole.lineLength - 20));
  if (distance(target, pin) >= distance(from, pin)) target = add(from, unit(sub(pin, from)), 40);
  const carry = distance(from, target);
  const end = add(from, rotate(unit(sub(target, from)), rng.normal(0, 8)), carry * rng.range(0.8, 1.15));
  return { type: 'Recovery', club: carry > 90 ? '7 Iron' : '9 Iron', end, holed: false };
}

/** How far a player can hit it from a lie, metres. */
function reachFrom(skill: Skill, lie: StartLie): number {
  const drive = meters(skill.driveMeanYards);
  if (lie === 'rough') return drive * 0.8;
  if (lie === 'sand') return drive * 0.7;
  if (lie === 'recovery') return drive * 0.55;
  return drive * 0.9;
}

/** A runaway hole ends: the next shot finds the green, a couple of metres short of the hole's middle side. */
function onTheGreen(play: HolePlay, lie: StartLie): Stroke {
  const { pin, hole } = play;
  const type: ShotType = lie === 'sand' ? 'Sand' : lie === 'recovery' ? 'Recovery' : 'Chip';
  const end = add(pin, unit(sub(hole.greenCenter, pin)), Math.min(2, distance(pin, hole.greenCenter)));
  return { type, club: 'Sand Wedge', end, holed: false };
}

function nextStroke(play: HolePlay, from: Vec, lie: StartLie, strokes: number, startArc: number): Stroke {
  const d = distance(from, play.pin);
  if (strokes === 0 && play.par >= 4) return teeShot(play, from, startArc);
  if (strokes >= 9) return onTheGreen(play, lie);
  if (lie === 'sand' && d <= GREENSIDE_SAND_METERS) return splash(play, from);
  if (lie !== 'sand' && lie !== 'recovery' && lie !== 'tee' && d <= CHIP_METERS) return chip(play, from, lie);
  const reach = reachFrom(play.skill, lie);
  if (lie === 'recovery' && d > reach) return punchOut(play, from);
  const type: ShotType = strokes === 0 ? 'Tee' : lie === 'recovery' ? 'Recovery' : 'Approach';
  if (d <= reach * 1.06) return approach(play, from, lie, type, reach);
  const stroke = layup(play, from, lie, reach);
  return strokes === 0 ? { ...stroke, type: 'Tee' } : stroke;
}

// ================================================================================================
// Putting
// ================================================================================================

function puttLeave(play: HolePlay, from: Vec): Vec {
  const { rng, skill, pin, hole } = play;
  const feet = distance(from, pin) * FEET_PER_METER;
  const leaveFeet = Math.max(
    rng.range(0.5, 1.5),
    feet * skill.lagLeaveFraction * Math.exp(rng.normal(0, 0.55)),
  );
  const dir = unit(sub(pin, from));
  // Most misses run past the hole; the rest die short of it.
  const side = rng.chance(0.7) ? 1 : -1;
  let leave = leaveFeet / FEET_PER_METER;
  const heading = rotate(dir, rng.normal(0, 25));
  for (let i = 0; i < 6; i++) {
    const p = add(pin, heading, side * leave);
    if (inside(hole.green, p)) return p;
    leave /= 2;
  }
  return add(pin, heading, 0.2);
}

function putt(play: HolePlay, from: Vec, puttsTaken: number): Stroke {
  const feet = distance(from, play.pin) * FEET_PER_METER;
  const makes = puttsTaken >= 4 || play.rng.chance(puttMakeProbability(feet, play.skill.puttLogitShift));
  if (makes) return { type: 'Putt', club: 'Putter', end: play.pin, holed: true };
  return { type: 'Putt', club: 'Putter', end: puttLeave(play, from), holed: false };
}

// ================================================================================================
// One hole
// ================================================================================================

type PlayedShot = {
  type: ShotType;
  club: string;
  startLie: StartLie;
  endLie: EndLie;
  start: Vec;
  end: Vec;
  penalty: number;
  /** Where the ball lay in the penalty area before its drop (Rule 17.1d), on the shot after it. */
  reliefFrom?: Vec;
};

/** Where a ball in the water is dropped: back along its line until clear of the hazard. */
function dropPoint(h: PreparedHole, water: Vec, from: Vec): Vec {
  const back = unit(sub(from, water));
  const span = distance(from, water);
  for (let step = 3; step < span; step += 3) {
    const p = add(water, back, step);
    if (!insideAny(h.water, p)) return add(p, back, 2);
  }
  return from;
}

function teeStart(h: PreparedHole, yards: number): { start: Vec; arc: number } {
  const arc = h.lineLength - meters(yards);
  return { start: pointAtArc(h, arc), arc };
}

function playHole(play: HolePlay, yards: number): Array<PlayedShot> {
  const shots: Array<PlayedShot> = [];
  const { start, arc } = teeStart(play.hole, yards);
  let pos = start;
  let lie: StartLie = 'tee';
  let putts = 0;
  let reliefFrom: Vec | undefined;
  // Ends: after nine strokes the ball is put on the green, and the fifth putt drops.
  for (;;) {
    const stroke: Stroke =
      lie === 'green' ? putt(play, pos, putts) : nextStroke(play, pos, lie, shots.length, arc);
    if (stroke.type === 'Putt') putts++;
    const relief = reliefFrom ? { reliefFrom } : {};
    reliefFrom = undefined;
    if (stroke.holed) {
      shots.push({
        ...stroke,
        startLie: lie,
        endLie: 'holed',
        start: pos,
        end: play.pin,
        penalty: 0,
        ...relief,
      });
      return shots;
    }
    const endLie: Lie = stroke.type === 'Putt' ? 'green' : lieAt(play.hole, stroke.end);
    shots.push({
      ...stroke,
      startLie: lie,
      endLie,
      start: pos,
      penalty: endLie === 'water' ? 1 : 0,
      ...relief,
    });
    if (endLie === 'water') {
      reliefFrom = stroke.end;
      pos = dropPoint(play.hole, stroke.end, pos);
      const dropLie = lieAt(play.hole, pos);
      lie = dropLie === 'water' ? 'rough' : dropLie;
    } else {
      pos = stroke.end;
      lie = endLie;
    }
  }
}

// ================================================================================================
// Round plans: which rounds each player logs, on which day, course and tees
// ================================================================================================

type RoundPlan = {
  player: SeedPlayer;
  course: SeedCourse;
  tee: Tee;
  tournamentId: number | null;
  roundTypeId: number;
  roundNumber: number;
  isFinalRound: boolean;
  /** Course hole numbers in playing order. */
  holeNumbers: Array<number>;
  holesPlayed: number;
  playedInSimulator: boolean;
  inProgress: boolean;
  playedOn: string;
  startedAt: string;
  daysAgo: number;
};

/** Days since 1970-01-01 of a YYYY-MM-DD date (UTC, so no time zone shifts a day). */
function dayNumber(date: string): number {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  return Math.floor(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / DAY_MS);
}

function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function monthOf(day: number): number {
  return new Date(day * DAY_MS).getUTCMonth() + 1;
}

function weekdayOf(day: number): number {
  return new Date(day * DAY_MS).getUTCDay();
}

/** Fewer rounds in the local winter (Dec–Feb north of the equator, Jun–Aug south of it); more at weekends. */
function dayWeight(day: number, northern: boolean): number {
  const month = monthOf(day);
  const winter = northern ? month === 12 || month <= 2 : month >= 6 && month <= 8;
  const shoulder = northern ? month === 3 || month === 11 : month === 5 || month === 9;
  const season = winter ? 0.3 : shoulder ? 0.75 : 1;
  const weekday = weekdayOf(day);
  return season * (weekday === 0 || weekday === 6 ? 1 : 0.6);
}

function teeTime(rng: Rng, playedOn: string, earliest: number, latest: number): string {
  const minutes = Math.round(rng.range(earliest, latest) / 10) * 10;
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${playedOn}T${hh}:${mm}:00`;
}

function totalYards(tee: Tee): number {
  return tee.yards.reduce((sum, y) => sum + y, 0);
}

/**
 * Tees by gender and handicap, after the PGA of America / USGA "Tee It Forward" chart (total course
 * length ≈ 25–28 × driving distance): men from about 7,100 yd (plus handicaps) down to 6,000 yd
 * (20 hcp), women from about 6,100 yd down to 5,000 yd.
 */
export function chooseTee(course: SeedCourse, gender: Gender, handicap: number): Tee {
  const target = (gender === 'M' ? 7000 : 6000) - 50 * handicap;
  // Too long a course hurts more than too short a one.
  const misfit = (tee: Tee) => {
    const over = totalYards(tee) - target;
    return over > 0 ? over * 2 : -over;
  };
  let best = course.tees[0];
  for (const tee of course.tees) {
    if (!best || misfit(tee) < misfit(best)) best = tee;
  }
  if (!best) throw new Error(`course ${course.id} has no tees`);
  return best;
}

/** The player's usual tees, and now and then the next set up or back. */
function practiceTee(rng: Rng, course: SeedCourse, player: SeedPlayer): Tee {
  const usual = chooseTee(course, player.gender, player.handicap);
  if (!rng.chance(0.1)) return usual;
  const byLength = [...course.tees].sort((a, b) => totalYards(a) - totalYards(b));
  const next = byLength[byLength.indexOf(usual) + (rng.chance(0.5) ? 1 : -1)];
  return next ?? usual;
}

function holeOrder(course: SeedCourse, holeCount: number, startHole: number): Array<number> {
  const numbers = course.holes.map((h) => h.holeNumber).sort((a, b) => a - b);
  const from = numbers.indexOf(startHole);
  return numbers.slice(Math.max(0, from), Math.max(0, from) + holeCount);
}

function tournamentPlans(
  player: SeedPlayer,
  tournaments: Array<SeedTournament>,
  coursesById: Map<number, SeedCourse>,
  rng: Rng,
  today: number,
): Array<RoundPlan> {
  const plans: Array<RoundPlan> = [];
  for (const t of tournaments) {
    const course = coursesById.get(t.courseId);
    if (!t.isPast || !course || !t.entrantAccountIds.includes(player.accountId)) continue;
    const first = dayNumber(t.startDate);
    // Competitive events are played from longer tees than the player's everyday choice.
    const tee = chooseTee(course, player.gender, Math.min(player.handicap, 4));
    const holeCount = Math.min(t.holeCount, course.holes.length);
    for (let r = 1; r <= t.numberOfRounds; r++) {
      const day = first + r - 1;
      if (day > today) break;
      const playedOn = isoDate(day);
      plans.push({
        player,
        course,
        tee,
        tournamentId: t.id,
        roundTypeId: t.eventTypeId,
        roundNumber: r,
        isFinalRound: r === t.numberOfRounds,
        holeNumbers: holeOrder(course, holeCount, 1),
        holesPlayed: holeCount,
        playedInSimulator: false,
        inProgress: false,
        playedOn,
        startedAt: teeTime(rng, playedOn, 7.5 * 60, 13 * 60),
        daysAgo: today - day,
      });
    }
  }
  return plans;
}

function pickPracticeDays(
  rng: Rng,
  count: number,
  taken: Set<number>,
  today: number,
  northern: boolean,
): Array<number> {
  const days: Array<number> = [];
  for (let attempt = 0; days.length < count && attempt < count * 60; attempt++) {
    const day = today - rng.int(0, WINDOW_DAYS - 1);
    if (taken.has(day) || !rng.chance(dayWeight(day, northern))) continue;
    taken.add(day);
    days.push(day);
  }
  return days.sort((a, b) => a - b);
}

function practicePlans(
  player: SeedPlayer,
  count: number,
  taken: Set<number>,
  courses: Array<SeedCourse>,
  coursesById: Map<number, SeedCourse>,
  rng: Rng,
  today: number,
): Array<RoundPlan> {
  const homes = player.homeCourseIds.flatMap((id) => coursesById.get(id) ?? []);
  const northern = ((homes[0] ?? courses[0])?.center[1] ?? 0) >= 0;
  const plans: Array<RoundPlan> = [];
  for (const day of pickPracticeDays(rng, count, taken, today, northern)) {
    const course = homes.length > 0 && rng.chance(0.8) ? rng.pick(homes) : rng.pick(courses);
    const nine = course.holes.length < 18 || rng.chance(0.12);
    const holeCount = nine ? 9 : 18;
    const startHole = nine && course.holes.length >= 18 && rng.chance(0.5) ? 10 : 1;
    const tee = practiceTee(rng, course, player);
    const playedOn = isoDate(day);
    const holeNumbers = holeOrder(course, holeCount, startHole);
    plans.push({
      player,
      course,
      tee,
      tournamentId: null,
      roundTypeId: 1,
      roundNumber: 1,
      isFinalRound: false,
      holeNumbers,
      holesPlayed: holeNumbers.length,
      playedInSimulator: rng.chance(0.03),
      inProgress: false,
      playedOn,
      startedAt: teeTime(rng, playedOn, 7 * 60, 16.5 * 60),
      daysAgo: today - day,
    });
  }
  return plans;
}

/** The two most recent practice rounds are left unfinished, part of the way round. */
function leaveInProgress(plans: Array<RoundPlan>, rng: Rng): void {
  const practice = plans.filter((p) => p.roundTypeId === 1).sort((a, b) => b.daysAgo - a.daysAgo);
  for (const plan of practice.slice(-2)) {
    plan.inProgress = true;
    plan.holesPlayed = rng.int(2, plan.holeNumbers.length - 2);
  }
}

function playerPlans(
  player: SeedPlayer,
  input: SimulateRoundsInput,
  coursesById: Map<number, SeedCourse>,
  today: number,
): Array<RoundPlan> {
  const rng = input.rng.fork(`player-${player.accountId}`);
  const events = tournamentPlans(player, input.tournaments, coursesById, rng, today);
  const target = Math.round(player.roundsPerSeason * 2);
  // Practice rounds are the bulk even for busy tournament players.
  const practiceCount = Math.max(target - events.length, Math.ceil(target / 2));
  const taken = new Set(events.map((e) => today - e.daysAgo));
  const practice = practicePlans(player, practiceCount, taken, input.courses, coursesById, rng, today);
  leaveInProgress(practice, rng);
  return [...events, ...practice];
}

// ================================================================================================
// Rounds to rows
// ================================================================================================

/**
 * A player's own tendencies on top of the handicap's averages: long and loose or short and straight,
 * a good putter with a weaker wedge game, … Strengths are paid for elsewhere, so that a player still
 * scores to their handicap while their statistics differ from their peers'.
 */
type Traits = {
  distance: number;
  dispersion: number;
  approach: number;
  shortGame: number;
  putting: number;
  /** Strokes of handicap the player has improved over the two seasons. */
  improvement: number;
};

function traitsFor(rng: Rng, player: SeedPlayer): Traits {
  const r = rng.fork(`traits-${player.accountId}`);
  const length = r.normal(0, 1);
  // Three parts of the game, centred so that a strength in one is a weakness in another.
  const parts = [r.normal(0, 1), r.normal(0, 1), r.normal(0, 1)];
  const mean = (parts[0] ?? 0) / 3 + (parts[1] ?? 0) / 3 + (parts[2] ?? 0) / 3;
  const [approach, shortGame, putting] = parts.map((z) => z - mean);
  return {
    distance: Math.exp(0.035 * length),
    dispersion: Math.exp(0.09 * length + r.normal(0, 0.04)),
    approach: Math.exp(0.08 * (approach ?? 0)),
    shortGame: Math.exp(0.1 * (shortGame ?? 0)),
    putting: 0.12 * (putting ?? 0),
    improvement: r.range(0.5, 2.5),
  };
}

function daySkill(rng: Rng, plan: RoundPlan, traits: Traits): Skill {
  const { handicap, gender } = plan.player;
  // Then-handicap (players improve towards today's) plus the day's form.
  const form = rng.normal(0, 0.9 + 0.08 * Math.max(0, handicap));
  const base = skillFor(handicap + traits.improvement * (plan.daysAgo / WINDOW_DAYS) + form, gender);
  return {
    ...base,
    driveMeanYards: base.driveMeanYards * traits.distance,
    teeDispersionDegrees: base.teeDispersionDegrees * traits.dispersion,
    approachProximity: base.approachProximity * traits.approach,
    shortGameProximity: base.shortGameProximity * traits.shortGame,
    sandProximity: base.sandProximity * traits.shortGame,
    puttLogitShift: base.puttLogitShift + traits.putting,
  };
}

function yardsOf(v: number): number {
  return round(v / METERS_PER_YARD, 2);
}

type Simulated = { round: RoundRow; holes: Array<RoundHoleRow>; shots: Array<ShotRow> };

type Context = {
  rng: Rng;
  prepared: Map<string, PreparedHole>;
  pins: Map<string, Vec>;
};

function preparedHole(ctx: Context, course: SeedCourse, hole: SeedHole): PreparedHole {
  const key = `${course.id}:${hole.holeNumber}`;
  let h = ctx.prepared.get(key);
  if (!h) {
    h = prepareHole(hole);
    ctx.prepared.set(key, h);
  }
  return h;
}

/** Everyone on a course on a day plays to the same hole locations. */
function pinOfDay(ctx: Context, course: SeedCourse, h: PreparedHole, playedOn: string): Vec {
  const key = `${course.id}:${h.hole.holeNumber}:${playedOn}`;
  let pin = ctx.pins.get(key);
  if (!pin) {
    pin = dayPin(ctx.rng.fork(`pin-${key}`), h);
    ctx.pins.set(key, pin);
  }
  return pin;
}

function shotRows(
  roundId: number,
  holeNumber: number,
  played: Array<PlayedShot>,
  h: PreparedHole,
  pin: Vec,
): Array<ShotRow> {
  return played.map((s, i) => {
    const [startLongitude, startLatitude] = toLngLat(h.frame, s.start);
    const [endLongitude, endLatitude] = toLngLat(h.frame, s.end);
    const toHole = (p: Vec) => yardsOf(distance(p, pin));
    return {
      roundId,
      holeNumber,
      shotNumber: i + 1,
      type: s.type,
      club: s.club,
      startLie: s.startLie,
      endLie: s.endLie,
      startDistanceYards: toHole(s.start),
      endDistanceYards: s.endLie === 'holed' ? 0 : toHole(s.end),
      startLatitude,
      startLongitude,
      endLatitude,
      endLongitude,
      penaltyStrokes: s.penalty,
      // The simulator's only penalty is relief from a penalty area (decision 111).
      ...(s.penalty > 0 ? { penalties: JSON.stringify([{ kind: 'penalty-area', strokes: s.penalty }]) } : {}),
      ...(s.reliefFrom ? reliefColumns(h, s.reliefFrom, toHole(s.reliefFrom)) : {}),
    };
  });
}

/** A drop from a penalty area (Rule 17.1d) before a shot: where the ball lay, in the water. */
function reliefColumns(h: PreparedHole, from: Vec, yards: number): Partial<ShotRow> {
  const [longitude, latitude] = toLngLat(h.frame, from);
  return {
    reliefType: 'penalty',
    reliefReason: 'penalty-area',
    reliefFromLie: 'water',
    reliefFromDistanceYards: yards,
    reliefFromLatitude: latitude,
    reliefFromLongitude: longitude,
  };
}

function simulateRound(ctx: Context, id: number, plan: RoundPlan, traits: Traits): Simulated {
  const rng = ctx.rng.fork(`round-${id}`);
  const skill = daySkill(rng, plan, traits);
  const holes: Array<RoundHoleRow> = [];
  const shots: Array<ShotRow> = [];
  const byNumber = new Map(plan.course.holes.map((h) => [h.holeNumber, h]));
  plan.holeNumbers.slice(0, plan.holesPlayed).forEach((courseHoleNumber, index) => {
    const hole = byNumber.get(courseHoleNumber);
    if (!hole) return;
    const h = preparedHole(ctx, plan.course, hole);
    const pin = pinOfDay(ctx, plan.course, h, plan.playedOn);
    const yards = plan.tee.yards[courseHoleNumber - 1] ?? Math.round(h.lineLength / METERS_PER_YARD);
    const played = playHole({ rng, skill, hole: h, pin, par: hole.par }, yards);
    const rows = shotRows(id, index + 1, played, h, pin);
    const [pinLongitude, pinLatitude] = toLngLat(h.frame, pin);
    const penaltyStrokes = played.reduce((sum, s) => sum + s.penalty, 0);
    holes.push({
      roundId: id,
      holeNumber: index + 1,
      courseHoleNumber,
      par: hole.par,
      yards,
      score: played.length + penaltyStrokes,
      putts: played.filter((s) => s.type === 'Putt').length,
      penaltyStrokes,
      excluded: false,
      pinLatitude,
      pinLongitude,
    });
    shots.push(...rows);
  });
  const sum = (pick: (h: RoundHoleRow) => number) => holes.reduce((total, h) => total + pick(h), 0);
  const round: RoundRow = {
    id,
    accountId: plan.player.accountId,
    clientRoundId: `seed-${id}`,
    courseId: plan.course.id,
    teeId: plan.tee.id,
    tournamentId: plan.tournamentId,
    roundTypeId: plan.roundTypeId,
    roundNumber: plan.roundNumber,
    isFinalRound: plan.isFinalRound,
    holeCount: plan.holeNumbers.length,
    playedInSimulator: plan.playedInSimulator,
    inProgress: plan.inProgress,
    startedAt: plan.startedAt,
    playedOn: plan.playedOn,
    score: sum((h) => h.score ?? 0),
    par: sum((h) => h.par),
    yards: sum((h) => h.yards ?? 0),
  };
  return { round, holes, shots };
}

function comparePlans(a: RoundPlan, b: RoundPlan): number {
  if (a.playedOn !== b.playedOn) return a.playedOn < b.playedOn ? -1 : 1;
  if (a.player.accountId !== b.player.accountId) return a.player.accountId - b.player.accountId;
  return a.startedAt < b.startedAt ? -1 : a.startedAt > b.startedAt ? 1 : 0;
}

/**
 * Two seasons of rounds for every player, shot by shot. Round ids run from 1 in date order (then
 * account id), and each round draws from its own `round-{id}` stream, so the output is stable.
 */
export function simulateRounds(
  input: SimulateRoundsInput,
): Pick<SeedTables, 'rounds' | 'roundHoles' | 'shots'> {
  const today = dayNumber(input.today);
  const coursesById = new Map(input.courses.map((c) => [c.id, c]));
  const plans = input.players
    .flatMap((player) => playerPlans(player, input, coursesById, today))
    .sort(comparePlans);
  const ctx: Context = { rng: input.rng, prepared: new Map(), pins: new Map() };
  const traits = new Map(input.players.map((p) => [p.accountId, traitsFor(input.rng, p)]));
  const out: Pick<SeedTables, 'rounds' | 'roundHoles' | 'shots'> = { rounds: [], roundHoles: [], shots: [] };
  plans.forEach((plan, index) => {
    const playerTraits = traits.get(plan.player.accountId);
    if (!playerTraits) return;
    const { round, holes, shots } = simulateRound(ctx, index + 1, plan, playerTraits);
    out.rounds.push(round);
    for (const h of holes) out.roundHoles.push(h);
    for (const s of shots) out.shots.push(s);
  });
  return out;
}
