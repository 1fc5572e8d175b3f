import { expect, test } from 'vitest';
import {
  buildCourseGuide,
  buildHoleMap,
  type CourseGuideRows,
  courseCredit,
  courseGuideHref,
  courseLocation,
  fitCamera,
  holeMapPoints,
  holePar,
  holeYardage,
  isLocationOnGreen,
  keptPrefersMetric,
  parList,
  positionOf,
  positiveIntegerParam,
  sortTargets,
  teeBoxPoints,
  teeToPinMeters,
  unitToggleHref,
  yardsList,
} from './course-guide';
import { destination, distanceMeters, formatPoints, type LngLat } from './geo';

const tee: LngLat = [-82.02, 33.5];
const pin = destination(tee, 300, 0);
// A 20 m × 30 m green around the pin.
const greenCorner = destination(destination(pin, 15, 180), 10, 270);
const green: Array<LngLat> = [
  greenCorner,
  destination(greenCorner, 20, 90),
  destination(destination(greenCorner, 20, 90), 30, 0),
  destination(greenCorner, 30, 0),
];

// ---------------------------------------------------------------------------------------------
// spec 1 §5: "A tee or pin position is absent if either coordinate is missing."
// ---------------------------------------------------------------------------------------------
test.each<[number | null | undefined, number | null | undefined, LngLat | null]>([
  [33.5, -82.02, [-82.02, 33.5]],
  [null, -82.02, null],
  [33.5, null, null],
  [undefined, undefined, null],
  [Number.NaN, -82.02, null],
  // Zero is a coordinate, not a missing one (only tee-box points drop zeros).
  [0, 0, [0, 0]],
])('positionOf(%j, %j) is %j', (latitude, longitude, expected) => {
  expect(positionOf(latitude, longitude)).toEqual(expected);
});

// spec 1 §5: "A tee-box point is ignored if its latitude or longitude is zero."
test.each<[string, Array<LngLat>]>([
  [
    '-82.02 33.5,-82.03 33.51',
    [
      [-82.02, 33.5],
      [-82.03, 33.51],
    ],
  ],
  ['0 33.5,-82.02 33.5', [[-82.02, 33.5]]],
  ['-82.02 0,-82.02 33.5', [[-82.02, 33.5]]],
  ['0 0', []],
])('teeBoxPoints(%j) is %j', (points, expected) => {
  expect(teeBoxPoints(points)).toEqual(expected);
});

// spec 1 §5: "A hole's par is 0 when there is no men's scorecard or the hole number exceeds the par
// list length."
test.each<[string, Array<number> | null, number, number]>([
  ['a hole on the card', [4, 5, 3], 2, 5],
  ['no men’s scorecard', null, 1, 0],
  ['the hole number exceeds the par list length', [4, 5, 3], 4, 0],
  ['the last hole of the list', [4, 5, 3], 3, 3],
])('par: %s', (_, pars, holeNumber, expected) => {
  expect(holePar(pars, holeNumber)).toBe(expected);
});

test('parList orders the men’s card by hole and is null without a card', () => {
  expect(
    parList([
      { holeNumber: 2, par: 5 },
      { holeNumber: 1, par: 4 },
    ]),
  ).toEqual([4, 5]);
  expect(parList([])).toBeNull();
  // A hole missing in the middle of the card has no par.
  expect(parList([{ holeNumber: 2, par: 3 }])).toEqual([0, 3]);
});

// spec 1 §5: "Scorecard yardage for a hole is undefined when a tee's list is shorter than the hole
// number."
test.each<[string, Array<number | null>, number, number | undefined]>([
  ['a hole in the list', [445, 585], 2, 585],
  ['the list is shorter than the hole number', [445, 585], 3, undefined],
  ['an empty list', [], 1, undefined],
  ['a gap in the list', [445, null, 350], 2, undefined],
])('yardage: %s', (_, yards, holeNumber, expected) => {
  expect(holeYardage(yards, holeNumber)).toBe(expected);
});

test('yardsList orders a tee’s yardages by hole', () => {
  expect(
    yardsList([
      { holeNumber: 3, yards: 350 },
      { holeNumber: 1, yards: 445 },
    ]),
  ).toEqual([445, null, 350]);
});

// spec 1 §5: "A location is on the green only if the hole has green boundary points and the point
// lies inside that polygon."
test.each<[string, LngLat, Array<string>, boolean]>([
  ['inside the green', pin, [formatPoints(green)], true],
  ['outside the green', tee, [formatPoints(green)], false],
  ['the hole has no green', pin, [], false],
  ['the green has no points', pin, [''], false],
])('on the green: %s', (_, point, greens, expected) => {
  expect(isLocationOnGreen(point, greens)).toBe(expected);
});

// spec 1 §4: "Distance from tee to pin is computed in metres."
test('teeToPinMeters is the distance in metres, null when either end is absent', () => {
  expect(teeToPinMeters(tee, pin)).toBeCloseTo(300, 6);
  expect(teeToPinMeters(null, pin)).toBeNull();
  expect(teeToPinMeters(tee, null)).toBeNull();
});

// spec 1 §4: "Targets are sorted by shotNumber ascending."
test('sortTargets orders by shot number ascending without changing its input', () => {
  const targets = [{ shotNumber: 3 }, { shotNumber: 1 }, { shotNumber: 2 }];
  expect(sortTargets(targets).map((t) => t.shotNumber)).toEqual([1, 2, 3]);
  expect(targets.map((t) => t.shotNumber)).toEqual([3, 1, 2]);
});

// ---------------------------------------------------------------------------------------------
// Input and links (spec 1 §2 cgr: prefersMetric true or True means Metric, anything else Imperial)
// ---------------------------------------------------------------------------------------------
test.each<[string, number | null]>([
  ['1', 1],
  ['42', 42],
  ['0', null],
  ['-1', null],
  ['01', null],
  ['1.5', null],
  ['1e3', null],
  ['0x10', null],
  ['abc', null],
  ['', null],
  ['9999999999', null],
])('positiveIntegerParam(%j) is %j', (raw, expected) => {
  const parsed = positiveIntegerParam.safeParse(raw);
  expect(parsed.success ? parsed.data : null).toBe(expected);
});

test.each<[string | null, string | null]>([
  [null, null],
  ['true', 'true'],
  ['True', 'true'],
  ['false', 'false'],
  ['1', 'false'],
  ['', 'false'],
])('links carry prefersMetric=%j on as %j', (raw, expected) => {
  expect(keptPrefersMetric(raw)).toBe(expected);
});

test('courseGuideHref keeps prefersMetric and sets the hole', () => {
  expect(courseGuideHref('/cgr/1', { prefersMetric: null })).toBe('/cgr/1');
  expect(courseGuideHref('/cgr/1', { prefersMetric: 'true', hole: 3 })).toBe(
    '/cgr/1?prefersMetric=true&hole=3',
  );
  expect(courseGuideHref('/cgr', { prefersMetric: 'false' })).toBe('/cgr?prefersMetric=false');
});

test('unitToggleHref sets prefersMetric and keeps the hole', () => {
  expect(unitToggleHref('/cgr/1', '?hole=3&prefersMetric=True', 'imperial')).toBe(
    '/cgr/1?hole=3&prefersMetric=false',
  );
  expect(unitToggleHref('/cgr', '', 'metric')).toBe('/cgr?prefersMetric=true');
});

test('courseLocation names the country outside the United States', () => {
  expect(courseLocation({ city: 'Augusta', state: 'GA', country: 'US' })).toBe('Augusta, GA');
  expect(courseLocation({ city: 'St Andrews', state: null, country: 'GB' })).toBe('St Andrews, GB');
  expect(courseLocation({ city: null, state: null, country: null })).toBe('');
});

test('courseCredit adds the ODbL and its page to an OpenStreetMap credit', () => {
  expect(courseCredit('© OpenStreetMap contributors')).toEqual({
    text: '© OpenStreetMap contributors, ODbL',
    href: 'https://www.openstreetmap.org/copyright',
  });
  expect(courseCredit('Survey by the club')).toEqual({ text: 'Survey by the club', href: null });
  expect(courseCredit(null)).toBeNull();
  expect(courseCredit('  ')).toBeNull();
});

// ---------------------------------------------------------------------------------------------
// The guide
// ---------------------------------------------------------------------------------------------
function rows(overrides: Partial<CourseGuideRows> = {}): CourseGuideRows {
  return {
    course: {
      id: 7,
      name: 'Test Links',
      city: 'Augusta',
      state: 'GA',
      country: 'US',
      holeCount: 3,
      attribution: null,
    },
    holes: [
      { holeNumber: 1, teeLatitude: tee[1], teeLongitude: tee[0], pinLatitude: pin[1], pinLongitude: pin[0] },
      { holeNumber: 2, teeLatitude: null, teeLongitude: tee[0], pinLatitude: pin[1], pinLongitude: pin[0] },
    ],
    shapes: [{ holeNumber: 1, kind: 'green', points: formatPoints(green) }],
    tees: [
      { id: 1, name: 'Blue', color: '#1d5bbf' },
      { id: 2, name: 'Red', color: '#c62a2f' },
    ],
    yardages: [
      { teeId: 1, holeNumber: 1, yards: 400 },
      { teeId: 1, holeNumber: 2, yards: 150 },
      { teeId: 1, holeNumber: 3, yards: 520 },
      { teeId: 2, holeNumber: 1, yards: 350 },
    ],
    menScorecard: [
      { holeNumber: 1, par: 4 },
      { holeNumber: 2, par: 3 },
    ],
    targets: [
      { holeNumber: 1, shotNumber: 2, latitude: pin[1], longitude: pin[0], club: 'Wedge' },
      {
        holeNumber: 1,
        shotNumber: 1,
        latitude: destination(tee, 200, 0)[1],
        longitude: destination(tee, 200, 0)[0],
        club: 'Driver',
      },
    ],
    targetLines: [],
    ...overrides,
  };
}

test('buildCourseGuide shows yards and the tee-to-pin distance in the imperial system', () => {
  const guide = buildCourseGuide(rows(), 'imperial');
  expect(guide.holes.map((hole) => hole.yardages)).toEqual([
    [400, 350],
    [150, null],
    [520, null],
  ]);
  // 300 m × 1.09361 = 328.08 → 328 yds.
  expect(guide.holes[0]?.teeToPin).toBe(328);
  expect(guide.tees.map((t) => t.total)).toEqual([1070, 350]);
});

test('buildCourseGuide shows metres in the metric system', () => {
  const guide = buildCourseGuide(rows(), 'metric');
  // 400 yds / 1.09361 = 365.76 → 366 m.
  expect(guide.holes[0]?.yardages).toEqual([366, 320]);
  expect(guide.holes[0]?.teeToPin).toBe(300);
  // The total adds up the metres shown per hole.
  expect(guide.tees[0]?.total).toBe(366 + 137 + 475);
});

test('buildCourseGuide applies the par rule and totals the par', () => {
  const guide = buildCourseGuide(rows(), 'imperial');
  expect(guide.holes.map((hole) => hole.par)).toEqual([4, 3, 0]);
  expect(guide.course.totalPar).toBe(7);
  const noCard = buildCourseGuide(rows({ menScorecard: [] }), 'imperial');
  expect(noCard.holes.map((hole) => hole.par)).toEqual([0, 0, 0]);
});

test('buildCourseGuide has no tee-to-pin distance where the tee, the pin or the hole is missing', () => {
  const guide = buildCourseGuide(rows(), 'imperial');
  expect(guide.holes.map((hole) => hole.teeToPin)).toEqual([328, null, null]);
});

test('buildCourseGuide lists the targets by shot, with distances and the on-green rule', () => {
  const [first, second] = buildCourseGuide(rows(), 'metric').holes[0]?.targets ?? [];
  expect(first).toEqual({ shotNumber: 1, club: 'Driver', carry: 200, toPin: 100, onGreen: false });
  expect(second).toEqual({ shotNumber: 2, club: 'Wedge', carry: 100, toPin: 0, onGreen: true });
});

test('buildCourseGuide gives a tee with no yardages no total', () => {
  const guide = buildCourseGuide(rows({ yardages: [] }), 'imperial');
  expect(guide.tees.map((t) => t.total)).toEqual([null, null]);
});

// ---------------------------------------------------------------------------------------------
// The hole map
// ---------------------------------------------------------------------------------------------
test('buildHoleMap draws one hole, drops zero tee-box points and turns the hole to play upwards', () => {
  const teeBox = [destination(tee, 5, 270), destination(tee, 5, 90), destination(tee, 5, 0)];
  const map = buildHoleMap(
    rows({
      shapes: [
        { holeNumber: 1, kind: 'green', points: formatPoints(green) },
        { holeNumber: 1, kind: 'tee_box', points: `${formatPoints(teeBox)},0 33.5` },
        { holeNumber: 2, kind: 'green', points: formatPoints(green) },
        { holeNumber: 1, kind: 'bunker', points: '1 1,2 2' },
      ],
      targetLines: [{ holeNumber: 1, points: formatPoints([tee, pin]) }],
    }),
    1,
  );
  expect(map?.shapes.map((shape) => shape.kind)).toEqual(['green', 'tee_box']);
  expect(map?.shapes[1]?.points).toHaveLength(3);
  expect(map?.tee).toEqual(tee);
  expect(map?.targets).toHaveLength(2);
  expect(map?.targetLines).toEqual([[tee, pin]]);
  expect(map?.bearing).toBeCloseTo(0, 0);
});

test('buildHoleMap is null for a hole with nothing to draw', () => {
  expect(buildHoleMap(rows({ shapes: [], targets: [] }), 3)).toBeNull();
});

test('fitCamera centres the points and zooms so they fill the viewport', () => {
  const camera = fitCamera([tee, pin], { width: 400, height: 600, padding: 0 }, 0);
  expect(camera).not.toBeNull();
  if (!camera) return;
  expect(distanceMeters(camera.center, destination(tee, 150, 0))).toBeLessThan(0.5);
  // 300 m over 600 px: 0.5 m per pixel (turf's mean radius and the Mercator radius differ by 0.1 %).
  const metersPerPixel =
    (2 * Math.PI * 6378137 * Math.cos((camera.center[1] * Math.PI) / 180)) / (512 * 2 ** camera.zoom);
  expect(metersPerPixel).toBeCloseTo(0.5, 2);
});

test('fitCamera fits the turned hole, not its north-up box', () => {
  const diagonalPin = destination(tee, 300, 45);
  const upwards = fitCamera([tee, diagonalPin], { width: 400, height: 600, padding: 0 }, 45);
  const northUp = fitCamera([tee, diagonalPin], { width: 400, height: 600, padding: 0 }, 0);
  // Turned to its own bearing, the 300 m hole spans the 600 px height; north-up, it is boxed in.
  expect(upwards?.zoom).toBeGreaterThan(northUp?.zoom ?? Number.POSITIVE_INFINITY);
});

test('fitCamera of no points is null', () => {
  expect(fitCamera([], { width: 400, height: 600, padding: 0 }, 0)).toBeNull();
});

test('holeMapPoints collects every drawn point', () => {
  const map = buildHoleMap(rows(), 1);
  expect(map && holeMapPoints(map)).toHaveLength(green.length + 2 + 2);
});
