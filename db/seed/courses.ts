import { readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  convexHull,
  destination,
  distanceMeters,
  distanceToLineMeters,
  formatPoints,
  isPointInPolygon,
  lineLength,
  metersToYards,
  openRing,
  pointAlongLine,
  polygonCentroid,
} from '../../app/domain/courses/geo';
import type { Rng } from './random';
import type { LngLat, SeedCourse, SeedHole, SeedTables } from './types';

export type CourseSpec = {
  id: number;
  name: string;
  city: string;
  state: string;
  country: string;
  center: LngLat;
  holeCount?: 18;
  /** Chance that a hole has water (coastal and lake-country courses more, desert ones less). */
  waterChance?: number;
};

export type CourseRows = Pick<
  SeedTables,
  | 'courses'
  | 'courseHoles'
  | 'courseHoleShapes'
  | 'courseManagementTargets'
  | 'courseManagementTargetLines'
  | 'courseScorecards'
  | 'tees'
  | 'teeHoleYardages'
>;

const METERS_PER_YARD = 1 / 1.09361;
const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

// ---------------------------------------------------------------------------------------------
// The demo's courses
// ---------------------------------------------------------------------------------------------

/** Fictional clubs at real golfing towns; centres sit in open land near each town. */
export const GENERATED_COURSES: ReadonlyArray<CourseSpec> = [
  {
    id: 2,
    name: 'Longleaf Pines Golf Club',
    city: 'Pinehurst',
    state: 'NC',
    country: 'US',
    center: [-79.482, 35.176],
    waterChance: 0.15,
  },
  {
    id: 3,
    name: 'Saguaro Ridge Golf Club',
    city: 'Scottsdale',
    state: 'AZ',
    country: 'US',
    center: [-111.872, 33.701],
    waterChance: 0.08,
  },
  {
    id: 4,
    name: 'Live Oak Marsh Golf Club',
    city: 'Sea Island',
    state: 'GA',
    country: 'US',
    center: [-81.402, 31.192],
    waterChance: 0.35,
  },
  {
    id: 5,
    name: 'Cape Gorse Links',
    city: 'Bandon',
    state: 'OR',
    country: 'US',
    center: [-124.362, 43.082],
    waterChance: 0.06,
  },
  {
    id: 6,
    name: 'Egret Point Golf Club',
    city: 'Kiawah Island',
    state: 'SC',
    country: 'US',
    center: [-80.072, 32.618],
    waterChance: 0.35,
  },
  {
    id: 7,
    name: 'Hill Country Oaks Golf Club',
    city: 'Austin',
    state: 'TX',
    country: 'US',
    center: [-97.884, 30.332],
    waterChance: 0.2,
  },
  {
    id: 8,
    name: 'Foothill Meadows Golf Course',
    city: 'Palo Alto',
    state: 'CA',
    country: 'US',
    center: [-122.178, 37.392],
    waterChance: 0.12,
  },
  {
    id: 9,
    name: 'Heron Lakes Golf Club',
    city: 'Orlando',
    state: 'FL',
    country: 'US',
    center: [-81.522, 28.462],
    waterChance: 0.4,
  },
  {
    id: 10,
    name: 'Scioto Bend Golf Club',
    city: 'Columbus',
    state: 'OH',
    country: 'US',
    center: [-83.182, 40.128],
    waterChance: 0.22,
  },
  {
    id: 11,
    name: 'Prairie Lake Golf Club',
    city: 'Chaska',
    state: 'MN',
    country: 'US',
    center: [-93.642, 44.792],
    waterChance: 0.28,
  },
  {
    id: 12,
    name: 'Carmel Valley Ridge Golf Club',
    city: 'Carmel Valley',
    state: 'CA',
    country: 'US',
    center: [-121.802, 36.522],
    waterChance: 0.1,
  },
  {
    id: 13,
    name: 'Seawind Golf Club',
    city: 'Ponte Vedra Beach',
    state: 'FL',
    country: 'US',
    center: [-81.412, 30.212],
    waterChance: 0.38,
  },
];

/** Augusta National (id 1, real OSM geometry) and the generated courses (ids 2…). */
export function seedCourses(rng: Rng): Array<SeedCourse> {
  return [
    augustaNational(1, loadAugustaGeoJson()),
    // A fork per course, so changing one course's draws leaves the others as they were.
    ...GENERATED_COURSES.map((spec) => generateCourse(rng.fork(`course-${spec.id}`), spec)),
  ];
}

/** Reads the bundled OSM extract. Node only: the seed runs through tsx, never in the Worker. */
export function loadAugustaGeoJson(): unknown {
  const text = readFileSync(new URL('./data/augusta-national.geojson', import.meta.url), 'utf8');
  return JSON.parse(text);
}

// ---------------------------------------------------------------------------------------------
// Augusta National from OpenStreetMap
// ---------------------------------------------------------------------------------------------

/** Masters tees, 2024 (db/seed/data/README.md); the OSM line of 13 predates its +35 yd. */
export const AUGUSTA_PUBLISHED = {
  par: [4, 5, 4, 3, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 5, 3, 4, 4],
  yards: [445, 585, 350, 240, 495, 180, 450, 570, 460, 495, 520, 155, 545, 440, 550, 170, 440, 465],
} as const;

const position = z.tuple([z.number(), z.number()]);
const osmFeature = z.object({
  properties: z.object({
    golf: z.string(),
    ref: z.coerce.number().int().optional(),
    par: z.coerce.number().int().optional(),
    handicap: z.coerce.number().int().optional(),
  }),
  geometry: z.discriminatedUnion('type', [
    z.object({ type: z.literal('Point'), coordinates: position }),
    z.object({ type: z.literal('LineString'), coordinates: z.array(position) }),
    z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(position)) }),
  ]),
});
type OsmFeature = z.infer<typeof osmFeature>;
type OsmPolygon = { golf: string; ring: Array<LngLat> };

// Farther than this (m) from every hole line, a polygon belongs to the practice ground or the par-3 course.
const OSM_ASSIGN_MAX_METERS = 45;
// A bunker this close to a green is a greenside bunker of that green's hole.
const GREENSIDE_BUNKER_METERS = 20;

export function augustaNational(id: number, geojson: unknown): SeedCourse {
  const features = osmFeatures(geojson);
  const holes = osmHoles(features);
  const greens = osmPolygons(features, ['green']);
  for (const hole of holes) hole.green = greenFor(hole.pin, greens);
  for (const polygon of osmPolygons(features, ['tee', 'fairway', 'bunker', 'water_hazard'])) {
    const hole = owningHole(polygon, holes);
    if (!hole) continue;
    if (polygon.golf === 'tee') hole.teeBoxes.push(polygon.ring);
    if (polygon.golf === 'fairway') hole.fairways.push(polygon.ring);
    if (polygon.golf === 'bunker') hole.bunkers.push(polygon.ring);
    if (polygon.golf === 'water_hazard') hole.water.push(polygon.ring);
  }
  const finished = holes.map((hole) => ({ ...hole, perimeter: holePerimeter(hole) }));
  const geometryYards = finished.map((hole) => metersToYards(lineLength(hole.centerline)));
  return {
    id,
    name: 'Augusta National Golf Club',
    city: 'Augusta',
    state: 'GA',
    country: 'US',
    center: polygonCentroid(convexHull(finished.flatMap((hole) => hole.centerline))),
    attribution: OSM_ATTRIBUTION,
    tees: [
      // Masters tees: a widely quoted estimate of rating and slope; the club publishes none.
      {
        id: id * 10 + 1,
        name: 'Masters',
        color: '#006747',
        rating: 78.1,
        slope: 137,
        yards: [...AUGUSTA_PUBLISHED.yards],
      },
      scaledTee(id * 10 + 2, 'Members', '#FFFFFF', geometryYards, 0.88),
      scaledTee(id * 10 + 3, 'Forward', '#D4A017', geometryYards, 0.76),
    ],
    holes: finished,
  };
}

function osmFeatures(geojson: unknown): Array<OsmFeature> {
  const collection = z.object({ features: z.array(z.unknown()) }).parse(geojson);
  return collection.features.flatMap((raw) => {
    const parsed = osmFeature.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
}

function osmHoles(features: ReadonlyArray<OsmFeature>): Array<SeedHole> {
  const pins = new Map<number, LngLat>();
  for (const { properties, geometry } of features) {
    if (properties.golf === 'pin' && geometry.type === 'Point' && properties.ref)
      pins.set(properties.ref, geometry.coordinates);
  }
  const holes: Array<SeedHole> = [];
  for (const { properties, geometry } of features) {
    if (properties.golf !== 'hole' || geometry.type !== 'LineString' || !properties.ref) continue;
    const holeNumber = properties.ref;
    const centerline = geometry.coordinates;
    const tee = centerline[0];
    const pin = pins.get(holeNumber) ?? centerline[centerline.length - 1];
    if (!tee || !pin) continue;
    holes.push({
      holeNumber,
      par: properties.par ?? AUGUSTA_PUBLISHED.par[holeNumber - 1] ?? 4,
      strokeIndex: properties.handicap ?? 0,
      tee,
      pin,
      centerline,
      green: [],
      fairways: [],
      bunkers: [],
      water: [],
      teeBoxes: [],
      perimeter: [],
    });
  }
  holes.sort((a, b) => a.holeNumber - b.holeNumber);
  if (holes.length !== 18) throw new Error(`Augusta GeoJSON has ${holes.length} hole lines, expected 18`);
  if (holes.some((hole) => hole.strokeIndex === 0))
    return withStrokeIndexes(holes, (hole) => lineLength(hole.centerline));
  return holes;
}

function osmPolygons(features: ReadonlyArray<OsmFeature>, kinds: ReadonlyArray<string>): Array<OsmPolygon> {
  return features.flatMap(({ properties, geometry }) => {
    if (!kinds.includes(properties.golf) || geometry.type !== 'Polygon') return [];
    const ring = openRing(geometry.coordinates[0] ?? []);
    if (ring.length < 3) return [];
    return [{ golf: properties.golf, ring }];
  });
}

/** The green containing the pin, else the one whose edge is nearest to it. */
function greenFor(pin: LngLat, greens: ReadonlyArray<OsmPolygon>): Array<LngLat> {
  const containing = greens.find((green) => isPointInPolygon(pin, green.ring));
  if (containing) return containing.ring;
  return nearest(greens, (green) => distanceToLineMeters(pin, closed(green.ring)))?.ring ?? [];
}

function owningHole(polygon: OsmPolygon, holes: ReadonlyArray<SeedHole>): SeedHole | undefined {
  if (polygon.golf === 'bunker') {
    const greenside = nearest(holes, (hole) => distanceToGreen(polygon, hole));
    if (greenside && distanceToGreen(polygon, greenside) <= GREENSIDE_BUNKER_METERS) return greenside;
  }
  // Each point votes for its nearest hole line: a centroid can fall outside a bent fairway.
  const votes = new Map<SeedHole, number>();
  for (const p of polygon.ring) {
    const hole = nearest(holes, (candidate) => distanceToLineMeters(p, candidate.centerline));
    if (hole) votes.set(hole, (votes.get(hole) ?? 0) + 1);
  }
  const winner = nearest([...votes.keys()], (hole) => -(votes.get(hole) ?? 0));
  return winner && distanceToHole(polygon, winner) <= OSM_ASSIGN_MAX_METERS ? winner : undefined;
}

/** Edge-to-edge distance from a polygon to a hole's green (0 when they touch). */
function distanceToGreen(polygon: OsmPolygon, hole: SeedHole): number {
  if (hole.green.length === 0) return Number.POSITIVE_INFINITY;
  return Math.min(...polygon.ring.map((p) => distanceToLineMeters(p, closed(hole.green))));
}

function distanceToHole(polygon: OsmPolygon, hole: SeedHole): number {
  return Math.min(...polygon.ring.map((p) => distanceToLineMeters(p, hole.centerline)));
}

function scaledTee(
  id: number,
  name: string,
  color: string,
  geometryYards: ReadonlyArray<number>,
  factor: number,
): SeedCourse['tees'][number] {
  const yards = geometryYards.map((y) => Math.round(y * factor));
  return { id, name, color, ...ratingAndSlope(sum(yards), 1), yards };
}

// ---------------------------------------------------------------------------------------------
// Generated courses
// ---------------------------------------------------------------------------------------------

/** East/north metres from the course centre; generation works on this plane. */
type Xy = [number, number];

type TeeSet = { name: string; color: string; factor: number };
const TEE_SCHEMES: ReadonlyArray<ReadonlyArray<TeeSet>> = [
  [
    { name: 'Black', color: '#000000', factor: 1 },
    { name: 'Blue', color: '#1F4FBF', factor: 0.94 },
    { name: 'White', color: '#FFFFFF', factor: 0.87 },
    { name: 'Red', color: '#C8102E', factor: 0.76 },
  ],
  [
    { name: 'Blue', color: '#1F4FBF', factor: 1 },
    { name: 'White', color: '#FFFFFF', factor: 0.93 },
    { name: 'Gold', color: '#D4A017', factor: 0.86 },
    { name: 'Red', color: '#C8102E', factor: 0.77 },
  ],
  [
    { name: 'Black', color: '#000000', factor: 1 },
    { name: 'Blue', color: '#1F4FBF', factor: 0.93 },
    { name: 'White', color: '#FFFFFF', factor: 0.85 },
  ],
];

/** Back-tee yardage ranges per par, kept a little inside the brief's limits so rounding stays in. */
const YARDS_BY_PAR: Record<3 | 4 | 5, [number, number]> = { 3: [150, 238], 4: [350, 480], 5: [510, 592] };
const NEXT_TEE_FROM_GREEN_METERS = 40;
// The first tees of the two nines sit this far either side of the clubhouse.
const FIRST_TEE_FROM_CLUBHOUSE_METERS = 40;

/**
 * A returning nine plays out along an inner lane, crosses at the far end and comes back along an
 * outer lane, `width` metres farther from the other nine at the clubhouse and flaring away from the
 * inner lane (`flare` metres per metre out), so that the far end has room for a hole to cross.
 * `side` is 1 when the outer lane is to the right of the way out (the nine turns clockwise).
 */
type Lanes = { axis: number; side: -1 | 1; width: number; flare: number };

type NineDraw = { holeNumber: number; par: 3 | 4 | 5; dogleg: -1 | 0 | 1; shape: CenterlineShape };

type HolePlan = {
  holeNumber: number;
  par: 3 | 4 | 5;
  dogleg: -1 | 0 | 1;
  centerline: Array<Xy>;
  heading: number;
  /** The side (−1 left, 1 right) with room for a lake: away from the neighbouring holes. */
  openSide: -1 | 1;
};

/**
 * A realistic 18-hole layout: two returning nines side by side, opening out in a V from the
 * clubhouse (the course centre), each tee near the previous green, parallel holes 110–140 m apart.
 */
export function generateCourse(rng: Rng, spec: CourseSpec): SeedCourse {
  const pars = courseParList(rng.fork('pars'));
  const doglegs = doglegPlan(rng.fork('doglegs'), pars);
  const teeSets = rng.fork('tees').pick(TEE_SCHEMES);
  const routing = rng.fork('routing');
  const [heading, spread] = [routing.range(0, 360), routing.range(0, 30)];
  const holes = ([1, -1] as const).flatMap((side) => {
    const flare = Math.tan((routing.range(6, 9) * Math.PI) / 180);
    const lanes: Lanes = { axis: heading + (side * spread) / 2, side, width: routing.range(110, 130), flare };
    const draws = Array.from({ length: 9 }, (_, i): NineDraw => {
      const holeNumber = (side === 1 ? 1 : 10) + i;
      const par = pars[holeNumber - 1] ?? 4;
      const dogleg = doglegs[holeNumber - 1] ?? 0;
      const meters = rng.fork(`length-${holeNumber}`).range(...YARDS_BY_PAR[par]) * METERS_PER_YARD;
      return {
        holeNumber,
        par,
        dogleg,
        shape: centerlineShape(rng.fork(`shape-${holeNumber}`), par, dogleg, meters),
      };
    });
    return layoutNine({ rng, draws, teeSets, waterChance: spec.waterChance ?? 0.2 }, lanes);
  });
  return finishCourse(rng.fork('ratings'), spec, holes, teeSets);
}

/**
 * Lays a nine along its lanes: holes before the crossing go out, the crossing hole changes lanes,
 * the rest come back, and the ninth takes the length that reaches home (within its par's range).
 */
function layoutNine(
  nine: { rng: Rng; draws: ReadonlyArray<NineDraw>; teeSets: ReadonlyArray<TeeSet>; waterChance: number },
  lanes: Lanes,
): Array<PlanarHole> {
  const crossing = chooseCrossing(nine.draws, lanes);
  const home = lanePoint(lanes, 'outer', 0);
  const holes: Array<PlanarHole> = [];
  let tee = lanePoint(lanes, 'inner', 0);
  nine.draws.forEach((draw, i) => {
    const walkRng = nine.rng.fork(`walk-${draw.holeNumber}`);
    const wobble = walkRng.range(-8, 8);
    const phase = phaseOf(i, crossing.index);
    const finishing = i === nine.draws.length - 1;
    const aim = finishing ? home : aimFor(lanes, { phase, tee, length: chord(draw.shape), crossing, wobble });
    // Holes after the out leg take the length that reaches their aim (within their par's range).
    const shape = phase === 'out' ? draw.shape : reshaped(nine.rng, draw, Math.hypot(...sub(aim, tee)));
    // Going out, a dogleg's corner bulges into the nine, not towards the other nine. Lakes go where
    // no other hole is: inside the nine going out (the outside of those doglegs), outside coming back.
    const dogleg = phase === 'out' && draw.dogleg !== 0 ? opposite(lanes.side) : draw.dogleg;
    const openSide = phase === 'out' ? lanes.side : opposite(lanes.side);
    const plan = planHole(
      { ...draw, dogleg, shape: dogleg === draw.dogleg ? shape : mirrored(shape) },
      { tee, aim, openSide, jitter: finishing ? 0 : walkRng.range(-3, 3) },
    );
    const hole = buildHole(nine.rng.fork(`hole-${draw.holeNumber}`), plan, nine.teeSets, nine.waterChance);
    holes.push(hole);
    // The next tee lies on the way: ahead going out, towards the outer lane before the crossing.
    const onwards =
      phase !== 'out' ? lanes.axis + 180 : i + 1 < crossing.index ? lanes.axis : lanes.axis + 90 * lanes.side;
    tee = offset(hole.greenCenter, onwards + walkRng.range(-20, 20), NEXT_TEE_FROM_GREEN_METERS);
  });
  return holes;
}

/**
 * Which hole crosses from the inner to the outer lane (square across or angled forward or back),
 * and how much longer or shorter the holes coming back must play so that the ninth green comes home
 * level with the first tee. Picks the crossing that needs the least change, mid-nine if it can.
 */
function chooseCrossing(
  draws: ReadonlyArray<NineDraw>,
  lanes: Lanes,
): { index: number; forward: boolean; backScale: number } {
  const gap = NEXT_TEE_FROM_GREEN_METERS;
  const chords = draws.map((draw) => chord(draw.shape));
  let best = { index: 4, forward: false, backScale: 1, score: Number.POSITIVE_INFINITY };
  for (let index = 2; index < draws.length - 1; index++) {
    const back = draws.slice(index + 1);
    const out = sum(chords.slice(0, index)) + (index - 1) * gap;
    // The walk to the crossing hole's tee goes sideways, so that hole has this far left to cross.
    const across = laneWidth(lanes, out) - gap;
    const crossing = chords[index] ?? 0;
    const crossAlong = Math.sqrt(Math.max(0, crossing ** 2 - across ** 2));
    // A hole too short to reach the outer lane cannot be the crossing.
    const tooShort = crossing < across + 20 ? 1000 : 0;
    const planned = sum(chords.slice(index + 1));
    const [shortest, longest] = back.map(chordRange).reduce(([lo, hi], [a, b]) => [lo + a, hi + b], [0, 0]);
    for (const forward of [true, false]) {
      const needed = out + (forward ? crossAlong : -crossAlong) - back.length * gap;
      const miss = Math.max(0, shortest - needed, needed - longest);
      // Angling back keeps the crossing hole clear of the holes coming home.
      const score =
        tooShort + miss + Math.abs(needed / planned - 1) * 100 + Math.abs(index - 4) * 5 + (forward ? 30 : 0);
      if (score < best.score) best = { index, forward, backScale: needed / planned, score };
    }
  }
  return best;
}

/** The shortest and longest tee-to-green distance the hole's par allows, for its shape. */
function chordRange(draw: NineDraw | undefined): [number, number] {
  if (!draw) return [0, 0];
  const ratio = chord(draw.shape) / draw.shape.meters;
  const [minYards, maxYards] = YARDS_BY_PAR[draw.par];
  return [minYards * METERS_PER_YARD * ratio, maxYards * METERS_PER_YARD * ratio];
}

type Phase = 'out' | 'crossing' | 'back';

function phaseOf(index: number, crossingIndex: number): Phase {
  if (index < crossingIndex) return 'out';
  return index === crossingIndex ? 'crossing' : 'back';
}

/**
 * Where a hole `length` metres long should finish: along the inner lane going out, along the outer
 * lane coming back (scaled to come home), and, crossing, where that length meets the outer lane.
 */
function aimFor(
  lanes: Lanes,
  hole: {
    phase: Phase;
    tee: Xy;
    length: number;
    crossing: { forward: boolean; backScale: number };
    wobble: number;
  },
): Xy {
  const { phase, tee, length, crossing, wobble } = hole;
  const along = alongAxis(lanes, tee);
  if (phase === 'out') return lanePoint(lanes, 'inner', along + length, wobble);
  if (phase === 'back') return lanePoint(lanes, 'outer', along - length * crossing.backScale, wobble);
  const level = lanePoint(lanes, 'outer', along, wobble);
  const across = Math.hypot(...sub(level, tee));
  const ahead = Math.sqrt(Math.max(0, length * length - across * across));
  return offset(level, lanes.axis + (crossing.forward ? 0 : 180), ahead);
}

function lanePoint(lanes: Lanes, lane: 'inner' | 'outer', along: number, wobble = 0): Xy {
  const across = FIRST_TEE_FROM_CLUBHOUSE_METERS + (lane === 'outer' ? laneWidth(lanes, along) : 0) + wobble;
  return local([0, 0], lanes.axis, along, lanes.side * across);
}

function laneWidth(lanes: Lanes, along: number): number {
  return lanes.width + Math.max(0, along) * lanes.flare;
}

function alongAxis(lanes: Lanes, p: Xy): number {
  const radians = (lanes.axis * Math.PI) / 180;
  return p[0] * Math.sin(radians) + p[1] * Math.cos(radians);
}

/** Pars for 18 holes: four par 3s (two a nine), par 72, 71 or 70 by the number of par 5s. */
function courseParList(rng: Rng): Array<3 | 4 | 5> {
  const par5s = rng.pick([4, 4, 4, 3, 3, 2]);
  const frontPar5s = rng.chance(0.5) ? Math.ceil(par5s / 2) : Math.floor(par5s / 2);
  return [...nineParList(rng, frontPar5s), ...nineParList(rng, par5s - frontPar5s)];
}

function nineParList(rng: Rng, par5s: number): Array<3 | 4 | 5> {
  const pars: Array<3 | 4 | 5> = [3, 3, ...Array<5>(par5s).fill(5), ...Array<4>(7 - par5s).fill(4)];
  // A nine opens with a par 4 or 5 and never has two par 3s or two par 5s in a row.
  for (let attempt = 0; attempt < 200; attempt++) {
    const order = rng.shuffle(pars);
    const repeats = order.some((par, i) => i > 0 && par !== 4 && par === order[i - 1]);
    if (order[0] !== 3 && !repeats) return order;
  }
  return pars.slice().sort((a, b) => b - a);
}

/** About a third of the par 4s and 5s bend, left or right (−1 left, 1 right, 0 straight). */
function doglegPlan(rng: Rng, pars: ReadonlyArray<number>): Array<-1 | 0 | 1> {
  const candidates = pars.flatMap((par, i) => (par === 3 ? [] : [i]));
  const count = Math.round(candidates.length * rng.range(0.28, 0.38));
  const chosen = new Set(rng.shuffle(candidates).slice(0, count));
  return pars.map((_, i) => (chosen.has(i) ? rng.pick([-1, 1] as const) : 0));
}

/** Turns the hole's shape about its tee so that its green (not its first leg) faces the aim. */
function planHole(
  draw: { holeNumber: number; par: 3 | 4 | 5; dogleg: -1 | 0 | 1; shape: CenterlineShape },
  at: { tee: Xy; aim: Xy; openSide: -1 | 1; jitter: number },
): HolePlan {
  const facingNorth = centerlineFrom(draw.shape, at.tee, 0);
  const toGreen = sub(facingNorth[facingNorth.length - 1] ?? at.tee, at.tee);
  const heading = headingOf(sub(at.aim, at.tee)) - headingOf(toGreen) + at.jitter;
  const centerline = centerlineFrom(draw.shape, at.tee, heading);
  return {
    holeNumber: draw.holeNumber,
    par: draw.par,
    dogleg: draw.dogleg,
    centerline,
    heading,
    openSide: at.openSide,
  };
}

/**
 * A hole's line of play, relative to its first leg. A par 4 bends once at the driving distance
 * (230–290 yd); a par 5 also has a lay-up point. A straight hole drifts a few degrees, under the 10°
 * that makes a dogleg.
 */
type CenterlineShape = {
  par: 3 | 4 | 5;
  meters: number;
  drive: number;
  turn: number;
  approach: number;
  finalTurn: number;
};

function centerlineShape(rng: Rng, par: 3 | 4 | 5, dogleg: -1 | 0 | 1, meters: number): CenterlineShape {
  const turn = dogleg === 0 ? rng.range(-4, 4) : dogleg * rng.range(18, 35);
  const drive = Math.min(rng.range(230, 290), meters / METERS_PER_YARD - 70) * METERS_PER_YARD;
  return {
    par,
    meters,
    drive,
    turn,
    approach: rng.range(80, 120) * METERS_PER_YARD,
    finalTurn: rng.range(-4, 4),
  };
}

/** The same shape with the length that reaches `meters` away, within the par's range. */
function reshaped(rng: Rng, draw: NineDraw, meters: number): CenterlineShape {
  const [minYards, maxYards] = YARDS_BY_PAR[draw.par];
  const clamped = clamp(
    meters * (draw.shape.meters / chord(draw.shape)),
    minYards * METERS_PER_YARD,
    maxYards * METERS_PER_YARD,
  );
  return centerlineShape(rng.fork(`shape-${draw.holeNumber}`), draw.par, draw.dogleg, clamped);
}

/** The mirror image: a dogleg the other way, same length and tee-to-green distance. */
function mirrored(shape: CenterlineShape): CenterlineShape {
  return { ...shape, turn: -shape.turn, finalTurn: -shape.finalTurn };
}

/** Straight-line distance from tee to green. */
function chord(shape: CenterlineShape): number {
  const line = centerlineFrom(shape, [0, 0], 0);
  return Math.hypot(...(line[line.length - 1] ?? [0, 0]));
}

function centerlineFrom(shape: CenterlineShape, tee: Xy, heading: number): Array<Xy> {
  const { par, meters, drive, turn, approach, finalTurn } = shape;
  if (par === 3) return [tee, offset(tee, heading, meters)];
  const bend = offset(tee, heading, drive);
  if (par === 4) return [tee, bend, offset(bend, heading + turn, meters - drive)];
  const layup = offset(bend, heading + turn, meters - drive - approach);
  return [tee, bend, layup, offset(layup, heading + turn + finalTurn, approach)];
}

type PlanarHole = {
  holeNumber: number;
  par: 3 | 4 | 5;
  centerline: Array<Xy>;
  greenCenter: Xy;
  green: Array<Xy>;
  pin: Xy;
  fairways: Array<Array<Xy>>;
  bunkers: Array<Array<Xy>>;
  water: Array<Array<Xy>>;
  teeBoxes: Array<Array<Xy>>;
  /** Yards each tee set plays short of the back tee. */
  teeOffsetsYards: Array<number>;
  hazardScore: number;
};

function buildHole(
  rng: Rng,
  plan: HolePlan,
  teeSets: ReadonlyArray<TeeSet>,
  waterChance: number,
): PlanarHole {
  const { centerline } = plan;
  const length = polylineLength(centerline);
  const tee = centerline[0] ?? [0, 0];
  const greenCenter = centerline[centerline.length - 1] ?? tee;
  const approach = headingOf(sub(greenCenter, centerline[centerline.length - 2] ?? tee));
  const green = greenShape(rng, greenCenter, approach);
  const teeOffsetsYards = teeSets.map((set, i) =>
    i === 0 ? 0 : (length * (1 - set.factor + rng.range(-0.015, 0.015))) / METERS_PER_YARD,
  );
  const teeBoxes = teeOffsetsYards.map((yards) => teeBox(rng, centerline, yards * METERS_PER_YARD));
  const lastTeeMeters = Math.max(...teeOffsetsYards) * METERS_PER_YARD;
  const water = rng.chance(waterChance)
    ? waterFor(rng, plan, centerline, length, green, lastTeeMeters)
    : null;
  const fairwayEnd = Math.min(length - green.semiLength - rng.range(4, 10), (water?.crossesAt ?? length) - 6);
  const fairway = plan.par === 3 ? null : fairwayShape(rng, centerline, fairwayEnd);
  const bunkers = [
    ...greensideBunkers(rng, plan.par, green, water?.crossesAt !== undefined),
    ...(fairway ? fairwayBunkers(rng, plan, centerline, length, fairway.halfWidth) : []),
  ].slice(0, 4);
  return {
    holeNumber: plan.holeNumber,
    par: plan.par,
    centerline,
    greenCenter,
    green: green.points,
    pin: green.pin,
    fairways: fairway ? [fairway.points] : [],
    bunkers,
    water: water ? [water.points] : [],
    teeBoxes,
    teeOffsetsYards,
    hazardScore: (water ? 0.06 : 0) + (plan.dogleg !== 0 ? 0.03 : 0) + bunkers.length * 0.01,
  };
}

type GreenShape = {
  points: Array<Xy>;
  pin: Xy;
  center: Xy;
  heading: number;
  semiLength: number;
  semiWidth: number;
};

/** An irregular oval 25–40 yd long and 20–30 yd wide, its long axis along the approach. */
function greenShape(rng: Rng, center: Xy, heading: number): GreenShape {
  const lengthYards = rng.range(25, 40);
  const semiLength = (lengthYards * METERS_PER_YARD) / 2;
  const semiWidth = (rng.range(20, Math.min(30, lengthYards)) * METERS_PER_YARD) / 2;
  const points = blob(rng, center, heading, semiLength, semiWidth, 28, 0.06);
  // Pin sheet: front / middle / back and left / centre / right, well inside the edge.
  const along = rng.pick([-0.45, 0, 0.4]) + rng.range(-0.08, 0.08);
  const across = rng.pick([-0.45, 0, 0.45]) + rng.range(-0.08, 0.08);
  const pin = local(center, heading, along * semiLength, across * semiWidth);
  return { points, pin, center, heading, semiLength, semiWidth };
}

/** A rectangle 10–14 m along the line of play and 8–11 m wide, centred on the centreline. */
function teeBox(rng: Rng, centerline: ReadonlyArray<Xy>, atMeters: number): Array<Xy> {
  const center = alongPolyline(centerline, atMeters);
  const heading = tangentAt(centerline, atMeters, 5);
  const [halfLength, halfWidth] = [rng.range(5, 7), rng.range(4, 5.5)];
  return [
    local(center, heading, -halfLength, -halfWidth),
    local(center, heading, -halfLength, halfWidth),
    local(center, heading, halfLength, halfWidth),
    local(center, heading, halfLength, -halfWidth),
  ];
}

/** 30–40 yd wide, from about 180 yd off the tee to just short of the green, narrower at its ends. */
function fairwayShape(
  rng: Rng,
  centerline: ReadonlyArray<Xy>,
  end: number,
): { points: Array<Xy>; halfWidth: number } {
  const start = rng.range(170, 195) * METERS_PER_YARD;
  const halfWidth = (rng.range(30, 40) * METERS_PER_YARD) / 2;
  const phase = rng.range(0, 2 * Math.PI);
  const steps = Math.max(2, Math.ceil((end - start) / 12));
  const right: Array<Xy> = [];
  const left: Array<Xy> = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const s = start + t * (end - start);
    const taper = 0.6 + 0.4 * smoothstep(Math.min(t, 1 - t) / 0.15);
    const width = halfWidth * taper * (1 + 0.08 * Math.sin((2 * Math.PI * s) / 90 + phase));
    // A wide tangent window keeps the inside edge of a dogleg from folding over itself.
    const heading = tangentAt(centerline, s, 30);
    const center = alongPolyline(centerline, s);
    right.push(local(center, heading, 0, width));
    left.push(local(center, heading, 0, -width));
  }
  return { points: [...right, ...left.reverse()], halfWidth };
}

/** 1–3 bunkers around the green, at distinct sides; none short of it when water is there. */
function greensideBunkers(rng: Rng, par: number, green: GreenShape, waterInFront: boolean): Array<Array<Xy>> {
  const count = par === 3 ? rng.int(1, 3) : rng.int(1, 2);
  // Angles from the approach direction: 0 is behind the green, ±90 its sides, 180 short of it.
  const angles = waterInFront ? [-90, -50, 50, 90, 0] : [-130, -90, -50, 50, 90, 130, 180, 0];
  const slots = rng.shuffle(angles).slice(0, count);
  return slots.map((angle) => {
    const [semiMajor, semiMinor] = [rng.range(6, 11), rng.range(3, 5.5)];
    const gap = 3 + semiMinor;
    const radians = (angle * Math.PI) / 180;
    // Outside the green's largest possible outline (its noise adds up to ~10 %).
    const center = local(
      green.center,
      green.heading,
      Math.cos(radians) * (green.semiLength * 1.1 + gap),
      Math.sin(radians) * (green.semiWidth * 1.1 + gap),
    );
    return blob(rng, center, green.heading + angle + 90, semiMajor, semiMinor, 16, 0.12);
  });
}

/** 0–2 bunkers beside the landing zone, on the inside corner of a dogleg more often than not. */
function fairwayBunkers(
  rng: Rng,
  plan: HolePlan,
  centerline: ReadonlyArray<Xy>,
  length: number,
  halfWidth: number,
): Array<Array<Xy>> {
  const count = plan.par === 5 ? rng.int(1, 2) : rng.int(0, 2);
  return Array.from({ length: count }, (_, i) => {
    const landing =
      i === 0 ? rng.range(235, 285) * METERS_PER_YARD : length - rng.range(100, 140) * METERS_PER_YARD;
    const s = clamp(landing, 200, length - 60);
    const inside = plan.dogleg !== 0 && rng.chance(0.7) ? plan.dogleg : rng.pick([-1, 1]);
    const [semiMajor, semiMinor] = [rng.range(7, 14), rng.range(3.5, 6)];
    const heading = tangentAt(centerline, s, 10);
    const center = local(
      alongPolyline(centerline, s),
      heading,
      0,
      inside * (halfWidth + semiMinor + rng.range(1, 4)),
    );
    return blob(rng, center, heading, semiMajor, semiMinor, 16, 0.12);
  });
}

/**
 * Water, placed clear of the tee boxes and the green: a pond to carry on a par 3, a lake along the
 * open side of a par 4 or 5, or a creek across a par 5 short of the green.
 */
function waterFor(
  rng: Rng,
  plan: HolePlan,
  centerline: ReadonlyArray<Xy>,
  length: number,
  green: GreenShape,
  lastTeeMeters: number,
): { points: Array<Xy>; crossesAt?: number } | null {
  const greenFront = length - green.semiLength * 1.1;
  if (plan.par === 3) {
    const s = rng.range(0.5, 0.6) * length;
    const semiAlong = Math.min(35, s - lastTeeMeters - 12, greenFront - 8 - s);
    if (semiAlong < 8) return null;
    return {
      points: blob(rng, alongPolyline(centerline, s), plan.heading, semiAlong, rng.range(25, 40), 24, 0.1),
      crossesAt: s - semiAlong * 1.1,
    };
  }
  if (plan.par === 5 && rng.chance(0.4)) {
    const s = greenFront - rng.range(30, 38);
    const heading = tangentAt(centerline, s, 10) + 90;
    return {
      points: blob(rng, alongPolyline(centerline, s), heading, rng.range(30, 45), rng.range(8, 12), 24, 0.1),
      crossesAt: s - 14,
    };
  }
  const s = rng.range(0.45, 0.75) * length;
  // Ends well short of the green, so it never meets a greenside bunker.
  const semiMajor = Math.min(rng.range(40, 90), s - 30, greenFront - 30 - s);
  const semiMinor = rng.range(15, 25);
  const heading = tangentAt(centerline, s, 10);
  const center = local(
    alongPolyline(centerline, s),
    heading,
    0,
    plan.openSide * (rng.range(24, 30) + semiMinor),
  );
  return { points: blob(rng, center, heading, semiMajor, semiMinor, 24, 0.1) };
}

/** Plane to [lng, lat], rounded to 7 decimals (about 1 cm) as OSM is, so points strings stay short. */
function toLngLat(center: LngLat, [east, north]: Xy): LngLat {
  const meters = Math.hypot(east, north);
  const [lng, lat] = meters === 0 ? center : destination(center, meters, headingOf([east, north]));
  return [round7(lng), round7(lat)];
}

function finishCourse(
  rng: Rng,
  spec: CourseSpec,
  planar: ReadonlyArray<PlanarHole>,
  teeSets: ReadonlyArray<TeeSet>,
): SeedCourse {
  const toGeo = (points: ReadonlyArray<Xy>) => points.map((p) => toLngLat(spec.center, p));
  const unranked = planar.map((hole) => {
    const centerline = toGeo(hole.centerline);
    const geo: Omit<SeedHole, 'perimeter'> = {
      holeNumber: hole.holeNumber,
      par: hole.par,
      strokeIndex: 0,
      tee: toLngLat(spec.center, hole.centerline[0] ?? [0, 0]),
      pin: toLngLat(spec.center, hole.pin),
      centerline,
      green: toGeo(hole.green),
      fairways: hole.fairways.map(toGeo),
      bunkers: hole.bunkers.map(toGeo),
      water: hole.water.map(toGeo),
      teeBoxes: hole.teeBoxes.map(toGeo),
    };
    return { ...geo, perimeter: holePerimeter(geo) };
  });
  const backYards = unranked.map((hole) => metersToYards(lineLength(hole.centerline)));
  const holes = withStrokeIndexes(
    unranked,
    (hole) => (backYards[hole.holeNumber - 1] ?? 0) * (1 + (planar[hole.holeNumber - 1]?.hazardScore ?? 0)),
  );
  const difficulty = rng.range(-0.6, 0.8);
  const tees = teeSets.map((set, i) => {
    const yards = backYards.map((back, h) => back - Math.round(planar[h]?.teeOffsetsYards[i] ?? 0));
    return {
      id: spec.id * 10 + i + 1,
      name: set.name,
      color: set.color,
      ...ratingAndSlope(sum(yards), difficulty),
      yards,
    };
  });
  return {
    id: spec.id,
    name: spec.name,
    city: spec.city,
    state: spec.state,
    country: spec.country,
    center: spec.center,
    attribution: null,
    tees,
    holes,
  };
}

// ---------------------------------------------------------------------------------------------
// Shared by both kinds of course
// ---------------------------------------------------------------------------------------------

const PERIMETER_MARGIN_METERS = 15;
// Only the parts of hazards and fairways near the line of play widen the hole's outline: an OSM
// fairway or creek can run on through the neighbouring holes.
const PERIMETER_REACH_METERS = 50;

/** A buffered convex hull around the hole: its line, green, tees and what lies near the line. */
function holePerimeter(hole: Omit<SeedHole, 'perimeter'>): Array<LngLat> {
  const nearby = [...hole.fairways, ...hole.bunkers, ...hole.water]
    .flat()
    .filter((p) => distanceToLineMeters(p, hole.centerline) <= PERIMETER_REACH_METERS);
  const points = [...hole.centerline, hole.pin, ...hole.green, ...hole.teeBoxes.flat(), ...nearby];
  // Every hull corner grows into an octagon; the hull of those is the hull plus a margin.
  const grown = convexHull(points).flatMap((corner) =>
    [0, 45, 90, 135, 180, 225, 270, 315].map((bearing) =>
      destination(corner, PERIMETER_MARGIN_METERS, bearing),
    ),
  );
  return convexHull(grown).map(([lng, lat]) => [round7(lng), round7(lat)]);
}

/**
 * Stroke indexes: the hardest hole is 1. Odd indexes go to the front nine and even ones to the
 * back (the usual split), each nine ranked by difficulty.
 */
function withStrokeIndexes<T extends { holeNumber: number; par: number; strokeIndex: number }>(
  holes: ReadonlyArray<T>,
  yardsOf: (hole: T) => number,
): Array<T> {
  const indexes = new Map<number, number>();
  const nines = [
    { holes: holes.filter((h) => h.holeNumber <= 9), first: 1 },
    { holes: holes.filter((h) => h.holeNumber > 9), first: 2 },
  ];
  for (const nine of nines) {
    const ranked = [...nine.holes].sort((a, b) => difficulty(b, yardsOf(b)) - difficulty(a, yardsOf(a)));
    ranked.forEach((hole, rank) => {
      indexes.set(hole.holeNumber, nine.first + rank * 2);
    });
  }
  return holes.map((hole) => ({ ...hole, strokeIndex: indexes.get(hole.holeNumber) ?? hole.strokeIndex }));
}

// Length against a typical hole of its par; par 3s rank lower, as on most cards.
const TYPICAL_YARDS = { 3: 170, 4: 400, 5: 530 } as const;
const PAR_WEIGHT = { 3: -0.3, 4: 0.05, 5: 0 } as const;

function difficulty(hole: { par: number }, yards: number): number {
  const par = hole.par === 3 || hole.par === 5 ? hole.par : 4;
  return yards / TYPICAL_YARDS[par] + PAR_WEIGHT[par];
}

/** USGA-like estimate for a scratch golfer: rating ≈ 40.9 + yards / 220; slope rises with length. */
function ratingAndSlope(totalYards: number, difficultyStrokes: number): { rating: number; slope: number } {
  const rating = Math.round((40.9 + totalYards / 220 + difficultyStrokes) * 10) / 10;
  const slope = Math.round(clamp(118 + (totalYards - 5400) / 90 + difficultyStrokes * 3, 100, 155));
  return { rating, slope };
}

// ---------------------------------------------------------------------------------------------
// Rows
// ---------------------------------------------------------------------------------------------

type Target = { shotNumber: number; point: LngLat; club: string };

const CLUBS_BY_YARDS: ReadonlyArray<[number, string]> = [
  [240, 'Driver'],
  [220, '3 Wood'],
  [205, '5 Wood'],
  [195, 'Hybrid'],
  [185, '4 Iron'],
  [175, '5 Iron'],
  [165, '6 Iron'],
  [155, '7 Iron'],
  [145, '8 Iron'],
  [135, '9 Iron'],
  [120, 'Pitching Wedge'],
  [0, 'Gap Wedge'],
];

export function clubForYards(yards: number): string {
  return CLUBS_BY_YARDS.find(([min]) => yards >= min)?.[1] ?? 'Gap Wedge';
}

/**
 * Course-management targets, sorted by shot number (spec 1 §4): the green on a par 3, the landing
 * zone of the drive on a par 4 or 5 (the bend of a dogleg), and the lay-up of a par 5.
 */
export function managementTargets(hole: SeedHole): Array<Target> {
  const length = lineLength(hole.centerline);
  if (hole.par === 3) {
    const green = hole.green.length >= 3 ? polygonCentroid(hole.green) : hole.pin;
    return [
      { shotNumber: 1, point: green, club: clubForYards(metersToYards(distanceMeters(hole.tee, green))) },
    ];
  }
  const driveMeters = driveTargetMeters(hole.centerline, length);
  const drive = pointAlongLine(hole.centerline, driveMeters);
  const targets: Array<Target> = [
    { shotNumber: 1, point: drive, club: clubForYards(metersToYards(driveMeters)) },
  ];
  if (hole.par >= 5) {
    const layupMeters = Math.max(driveMeters + 60, length - 100 * METERS_PER_YARD);
    const layup = pointAlongLine(hole.centerline, layupMeters);
    targets.push({
      shotNumber: 2,
      point: layup,
      club: clubForYards(metersToYards(layupMeters - driveMeters)),
    });
  }
  return targets.map((target) => ({ ...target, point: [round7(target.point[0]), round7(target.point[1])] }));
}

/** The first bend if it is a driving distance from the tee, else about 265 yd (less on short holes). */
function driveTargetMeters(centerline: ReadonlyArray<LngLat>, length: number): number {
  const [tee, bend] = centerline;
  if (centerline.length >= 3 && tee && bend) {
    const toBend = metersToYards(distanceMeters(tee, bend));
    if (toBend >= 200 && toBend <= 320) return distanceMeters(tee, bend);
  }
  return Math.min(265 * METERS_PER_YARD, length - 110 * METERS_PER_YARD);
}

export function courseRows(courses: ReadonlyArray<SeedCourse>): CourseRows {
  const rows: CourseRows = {
    courses: [],
    courseHoles: [],
    courseHoleShapes: [],
    courseManagementTargets: [],
    courseManagementTargetLines: [],
    courseScorecards: [],
    tees: [],
    teeHoleYardages: [],
  };
  for (const course of courses) {
    rows.courses.push({
      id: course.id,
      name: course.name,
      city: course.city,
      state: course.state,
      country: course.country,
      latitude: course.center[1],
      longitude: course.center[0],
      holeCount: course.holes.length,
      attribution: course.attribution,
    });
    for (const hole of course.holes) holeRows(rows, course.id, hole);
    scorecardRows(rows, course);
    for (const tee of course.tees) {
      rows.tees.push({
        id: tee.id,
        courseId: course.id,
        name: tee.name,
        color: tee.color,
        rating: tee.rating,
        slope: tee.slope,
      });
      tee.yards.forEach((yards, i) => {
        rows.teeHoleYardages.push({ teeId: tee.id, holeNumber: i + 1, yards });
      });
    }
  }
  return rows;
}

function holeRows(rows: CourseRows, courseId: number, hole: SeedHole): void {
  const { holeNumber } = hole;
  rows.courseHoles.push({
    courseId,
    holeNumber,
    teeLatitude: hole.tee[1],
    teeLongitude: hole.tee[0],
    pinLatitude: hole.pin[1],
    pinLongitude: hole.pin[0],
    centerline: formatPoints(hole.centerline),
  });
  const shapes: Array<[SeedTables['courseHoleShapes'][number]['kind'], Array<LngLat>]> = [
    ['perimeter', hole.perimeter],
    ['green', hole.green],
    ...hole.teeBoxes.map((points): ['tee_box', Array<LngLat>] => ['tee_box', points]),
    ...hole.fairways.map((points): ['fairway', Array<LngLat>] => ['fairway', points]),
    ...hole.bunkers.map((points): ['bunker', Array<LngLat>] => ['bunker', points]),
    ...hole.water.map((points): ['water', Array<LngLat>] => ['water', points]),
  ];
  for (const [kind, points] of shapes) {
    if (points.length === 0) continue;
    rows.courseHoleShapes.push({
      id: rows.courseHoleShapes.length + 1,
      courseId,
      holeNumber,
      kind,
      points: formatPoints(points),
    });
  }
  const targets = managementTargets(hole);
  for (const target of targets) {
    rows.courseManagementTargets.push({
      id: rows.courseManagementTargets.length + 1,
      courseId,
      holeNumber,
      shotNumber: target.shotNumber,
      latitude: target.point[1],
      longitude: target.point[0],
      club: target.club,
    });
  }
  rows.courseManagementTargetLines.push({
    id: rows.courseManagementTargetLines.length + 1,
    courseId,
    holeNumber,
    points: formatPoints([hole.tee, ...targets.map((target) => target.point), hole.pin]),
  });
}

/**
 * The men's card always; a women's card where the course has a forward (Red) tee, its stroke
 * indexes ranked on that tee's yardages. Pars are the same on both (spec 1 §5: par comes from the
 * men's card).
 */
function scorecardRows(rows: CourseRows, course: SeedCourse): void {
  for (const hole of course.holes) {
    rows.courseScorecards.push({
      courseId: course.id,
      gender: 'men',
      holeNumber: hole.holeNumber,
      par: hole.par,
      strokeIndex: hole.strokeIndex,
    });
  }
  const red = course.tees.find((tee) => tee.name === 'Red');
  if (!red) return;
  const women = withStrokeIndexes(course.holes, (hole) => red.yards[hole.holeNumber - 1] ?? 0);
  for (const hole of women) {
    rows.courseScorecards.push({
      courseId: course.id,
      gender: 'women',
      holeNumber: hole.holeNumber,
      par: hole.par,
      strokeIndex: hole.strokeIndex,
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Plane helpers (metres east / north)
// ---------------------------------------------------------------------------------------------

function offset(p: Xy, heading: number, meters: number): Xy {
  const radians = (heading * Math.PI) / 180;
  return [p[0] + Math.sin(radians) * meters, p[1] + Math.cos(radians) * meters];
}

/** A point `along` metres ahead and `across` metres to the right of p, facing `heading`. */
function local(p: Xy, heading: number, along: number, across: number): Xy {
  return offset(offset(p, heading, along), heading + 90, across);
}

function sub(a: Xy, b: Xy): Xy {
  return [a[0] - b[0], a[1] - b[1]];
}

/** Compass heading of a vector, degrees clockwise from north. */
function headingOf([east, north]: Xy): number {
  const degrees = (Math.atan2(east, north) * 180) / Math.PI;
  return degrees < 0 ? degrees + 360 : degrees;
}

function polylineLength(line: ReadonlyArray<Xy>): number {
  return line.reduce((total, p, i) => {
    const previous = line[i - 1];
    return previous ? total + Math.hypot(...sub(p, previous)) : total;
  }, 0);
}

function alongPolyline(line: ReadonlyArray<Xy>, meters: number): Xy {
  let remaining = Math.max(0, meters);
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1];
    const b = line[i];
    if (!a || !b) continue;
    const segment = Math.hypot(...sub(b, a));
    if (remaining <= segment) return offset(a, headingOf(sub(b, a)), remaining);
    remaining -= segment;
  }
  return line[line.length - 1] ?? [0, 0];
}

/** Heading of the line around `meters`, averaged over ±window metres (smooths the bends). */
function tangentAt(line: ReadonlyArray<Xy>, meters: number, window: number): number {
  const length = polylineLength(line);
  const from = alongPolyline(line, clamp(meters - window, 0, length - 1));
  const to = alongPolyline(line, clamp(meters + window, 1, length));
  return headingOf(sub(to, from));
}

/**
 * An irregular ellipse: semi-axes along and across `heading`, its radius wobbling by up to
 * ±`wobble` with two smooth harmonics so it looks drawn, not computed.
 */
function blob(
  rng: Rng,
  center: Xy,
  heading: number,
  semiAlong: number,
  semiAcross: number,
  count: number,
  wobble: number,
): Array<Xy> {
  const [phase2, phase3] = [rng.range(0, 2 * Math.PI), rng.range(0, 2 * Math.PI)];
  return Array.from({ length: count }, (_, i) => {
    const angle = (2 * Math.PI * i) / count;
    const scale = 1 + wobble * (0.6 * Math.sin(2 * angle + phase2) + 0.4 * Math.sin(3 * angle + phase3));
    return local(center, heading, Math.cos(angle) * semiAlong * scale, Math.sin(angle) * semiAcross * scale);
  });
}

function nearest<T>(items: ReadonlyArray<T>, distanceOf: (item: T) => number): T | undefined {
  let best: T | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const item of items) {
    const d = distanceOf(item);
    if (d < bestDistance) [best, bestDistance] = [item, d];
  }
  return best;
}

function closed(ring: ReadonlyArray<LngLat>): Array<LngLat> {
  const first = ring[0];
  return first ? [...ring, first] : [];
}

function opposite(side: -1 | 1): -1 | 1 {
  return side === 1 ? -1 : 1;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function smoothstep(x: number): number {
  const t = clamp(x, 0, 1);
  return t * t * (3 - 2 * t);
}

function sum(values: ReadonlyArray<number>): number {
  return values.reduce((total, v) => total + v, 0);
}

function round7(value: number): number {
  return Math.round(value * 1e7) / 1e7;
}
