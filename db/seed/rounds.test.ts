import { describe, expect, test } from 'vitest';
import { distanceMeters, isPointInPolygon } from '~/domain/courses/geo';
import { createRng } from './random';
import { chooseTee, simulateRounds } from './rounds';
import { benchmarkFor, type Gender } from './skill';
import type { LngLat, SeedCourse, SeedHole, SeedPlayer, SeedTables, SeedTournament } from './types';

type Played = Pick<SeedTables, 'rounds' | 'roundHoles' | 'shots'>;
type Shot = SeedTables['shots'][number];

// ------------------------------------------------------------------------------------------------
// A fixture course shaped like the generated ones: par 72, 6,890 yd from the back, five tees, doglegs,
// greens 25–40 yd long with front/back/left/right pins, fairways 33 yd wide from about 175 yd off the
// back tee, greenside and fairway bunkers, a lake, a pond to carry and a creek, and a hole outline
// 15 m outside the fairway.
// ------------------------------------------------------------------------------------------------

type Xy = { x: number; y: number };

const ORIGIN: LngLat = [-75, 40];
const M_PER_LAT = (6_371_008.8 * Math.PI) / 180;
const M_PER_LNG = M_PER_LAT * Math.cos((ORIGIN[1] * Math.PI) / 180);
const YARD = 0.9144;

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 5, 4];
const BACK_YARDS = [390, 415, 180, 535, 380, 430, 165, 400, 550, 385, 205, 425, 520, 365, 410, 155, 560, 420];
const DOGLEG_DEGREES = [0, 18, 0, -20, 0, 12, 0, -15, 22, 0, 0, -12, 20, 0, 15, 0, -18, 0];
const LAKE_RIGHT = new Set([5, 13]);
const POND_TO_CARRY = new Set([16]);
const CREEK_ACROSS = new Set([9]);

function lngLat(p: Xy): LngLat {
  return [ORIGIN[0] + p.x / M_PER_LNG, ORIGIN[1] + p.y / M_PER_LAT];
}

function along(from: Xy, dir: Xy, meters: number, offset = 0): Xy {
  return { x: from.x + dir.x * meters + dir.y * offset, y: from.y + dir.y * meters - dir.x * offset };
}

/** A polyline's point and direction `s` metres along it. */
function walk(points: Array<Xy>, s: number): { p: Xy; dir: Xy } {
  let start = s;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] ?? { x: 0, y: 0 };
    const b = points[i] ?? a;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const dir = { x: (b.x - a.x) / len, y: (b.y - a.y) / len };
    if (start <= len || i === points.length - 1) return { p: along(a, dir, start), dir };
    start -= len;
  }
  return { p: points[0] ?? { x: 0, y: 0 }, dir: { x: 0, y: 1 } };
}

/** A strip of half-width `w` along the polyline (tapered at its ends, as fairways are). */
function strip(points: Array<Xy>, from: number, to: number, w: number, taper: boolean): Array<LngLat> {
  const left: Array<Xy> = [];
  const right: Array<Xy> = [];
  const steps = Math.max(2, Math.ceil((to - from) / 12));
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const width = taper ? w * (0.6 + 0.4 * Math.min(1, Math.min(t, 1 - t) / 0.15)) : w;
    const { p, dir } = walk(points, from + t * (to - from));
    left.push(along(p, dir, 0, -width));
    right.push(along(p, dir, 0, width));
  }
  return [...left, ...right.reverse()].map(lngLat);
}

function ellipse(center: Xy, dir: Xy, semiAlong: number, semiAcross: number, n = 20): Array<LngLat> {
  return Array.from({ length: n }, (_, i) => {
    const t = (2 * Math.PI * i) / n;
    return lngLat(along(center, dir, Math.cos(t) * semiAlong, Math.sin(t) * semiAcross));
  });
}

function fixtureHole(index: number): SeedHole {
  const holeNumber = index + 1;
  const par = PARS[index] ?? 4;
  const length = (BACK_YARDS[index] ?? 400) * YARD;
  const tee = { x: index * 320, y: 0 };
  const bendAt = par === 3 ? length : Math.min(230, length * 0.6);
  const bend = { x: tee.x, y: bendAt };
  const turn = ((DOGLEG_DEGREES[index] ?? 0) * Math.PI) / 180;
  const green = {
    x: bend.x + Math.sin(turn) * (length - bendAt),
    y: bend.y + Math.cos(turn) * (length - bendAt),
  };
  const line = par === 3 ? [tee, green] : [tee, bend, green];
  const dir = walk(line, length).dir;
  const semiLength = ((25 + ((index * 7) % 16)) * YARD) / 2;
  const semiWidth = ((20 + ((index * 5) % 10)) * YARD) / 2;
  const at = (a: number, o: number) => along(green, dir, a, o);
  const pinAlong = ([-0.45, 0, 0.4][index % 3] ?? 0) * semiLength;
  const pinAcross = ([-0.45, 0, 0.45][Math.floor(index / 3) % 3] ?? 0) * semiWidth;
  const bunkers = [
    ellipse(at(-semiLength * 0.5, semiWidth + 7), dir, 8, 4.5, 14),
    ellipse(at(semiLength * 0.3, -(semiWidth + 7)), dir, 7, 4.5, 14),
  ];
  const fairways = par === 3 ? [] : [strip(line, 160, length - semiLength - 7, 16.5, true)];
  if (par !== 3) {
    const landing = walk(line, Math.min(240, length - 120));
    bunkers.push(ellipse(along(landing.p, landing.dir, 0, 23), landing.dir, 10, 5, 14));
  }
  const water: Array<Array<LngLat>> = [];
  if (LAKE_RIGHT.has(holeNumber)) {
    const lake = walk(line, 0.6 * length);
    water.push(ellipse(along(lake.p, lake.dir, 0, 48), lake.dir, 70, 20));
  }
  if (POND_TO_CARRY.has(holeNumber)) water.push(ellipse(at(-semiLength - 40, 0), dir, 28, 30));
  if (CREEK_ACROSS.has(holeNumber)) water.push(ellipse(at(-semiLength - 32, 0), dir, 10, 40));
  const outline = [{ x: tee.x, y: -20 }, ...line.slice(1), at(semiLength + 15, 0)];
  return {
    holeNumber,
    par,
    strokeIndex: ((index * 7) % 18) + 1,
    tee: lngLat(tee),
    pin: lngLat(at(pinAlong, pinAcross)),
    centerline: line.map(lngLat),
    green: ellipse(green, dir, semiLength, semiWidth, 24),
    fairways,
    bunkers,
    water,
    teeBoxes: [ellipse(tee, { x: 0, y: 1 }, 6, 5, 8)],
    perimeter: strip(outline, 0, length + semiLength + 35, water.length > 0 ? 55 : 31, false),
  };
}

function fixtureCourse(id: number): SeedCourse {
  const tee = (n: number, name: string, share: number) => ({
    id: id * 10 + n,
    name,
    color: name,
    rating: 72,
    slope: 130,
    yards: BACK_YARDS.map((yards) => Math.round(yards * share)),
  });
  return {
    id,
    name: `Fixture ${id}`,
    city: 'Lancaster',
    state: 'PA',
    country: 'US',
    center: ORIGIN,
    attribution: null,
    tees: [
      tee(1, 'Black', 1),
      tee(2, 'Blue', 0.94),
      tee(3, 'White', 0.88),
      tee(4, 'Gold', 0.81),
      tee(5, 'Red', 0.74),
    ],
    holes: PARS.map((_, i) => fixtureHole(i)),
  };
}

// ------------------------------------------------------------------------------------------------
// Helpers
// ------------------------------------------------------------------------------------------------

const TODAY = '2026-06-01';
const COURSE = fixtureCourse(1);

function player(accountId: number, gender: Gender, handicap: number, roundsPerSeason = 30): SeedPlayer {
  return { accountId, gender, handicap, homeCourseIds: [COURSE.id], roundsPerSeason };
}

function simulate(seed: number, players: Array<SeedPlayer>, tournaments: Array<SeedTournament> = []): Played {
  return simulateRounds({ rng: createRng(seed), today: TODAY, players, courses: [COURSE], tournaments });
}

function byHole(played: Played): Map<string, Array<Shot>> {
  const holes = new Map<string, Array<Shot>>();
  for (const shot of played.shots) {
    const key = `${shot.roundId}:${shot.holeNumber}`;
    const list = holes.get(key) ?? [];
    list.push(shot);
    holes.set(key, list);
  }
  return holes;
}

function dayOf(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

function courseHole(courseHoleNumber: number): SeedHole {
  const hole = COURSE.holes[courseHoleNumber - 1];
  if (!hole) throw new Error(`no hole ${courseHoleNumber}`);
  return hole;
}

const TOURNAMENTS: Array<SeedTournament> = [
  {
    id: 1,
    courseId: 1,
    startDate: '2025-07-14',
    numberOfRounds: 3,
    eventTypeId: 3,
    holeCount: 18,
    entrantAccountIds: [1, 2],
    isPast: true,
  },
  {
    id: 2,
    courseId: 1,
    startDate: '2025-09-06',
    numberOfRounds: 1,
    eventTypeId: 10,
    holeCount: 18,
    entrantAccountIds: [1],
    isPast: true,
  },
  {
    id: 3,
    courseId: 1,
    startDate: '2026-04-18',
    numberOfRounds: 2,
    eventTypeId: 11,
    holeCount: 18,
    entrantAccountIds: [2],
    isPast: true,
  },
  {
    id: 4,
    courseId: 1,
    startDate: '2026-05-02',
    numberOfRounds: 1,
    eventTypeId: 3,
    holeCount: 9,
    entrantAccountIds: [1, 2],
    isPast: true,
  },
  {
    id: 5,
    courseId: 1,
    startDate: '2026-07-20',
    numberOfRounds: 3,
    eventTypeId: 3,
    holeCount: 18,
    entrantAccountIds: [1, 2],
    isPast: false,
  },
];

const MIXED_PLAYERS = [
  player(1, 'M', 0.5),
  player(2, 'F', 4),
  player(3, 'M', 12),
  player(4, 'F', 18),
  player(5, 'M', 22, 20),
  player(6, 'M', -2.5, 35),
];

const mixed = simulate(42, MIXED_PLAYERS, TOURNAMENTS);

// ------------------------------------------------------------------------------------------------
// Rows
// ------------------------------------------------------------------------------------------------

test('the same seed gives the same rounds, another seed other rounds', () => {
  expect(simulate(42, MIXED_PLAYERS, TOURNAMENTS)).toEqual(mixed);
  expect(simulate(43, MIXED_PLAYERS, TOURNAMENTS).shots).not.toEqual(mixed.shots);
});

describe('every hole', () => {
  const holes = byHole(mixed);

  test('is scored as its strokes plus penalties, with its putts counted', () => {
    expect(mixed.roundHoles.length).toBeGreaterThan(1000);
    for (const hole of mixed.roundHoles) {
      const shots = holes.get(`${hole.roundId}:${hole.holeNumber}`) ?? [];
      const penalties = shots.reduce((sum, s) => sum + (s.penaltyStrokes ?? 0), 0);
      expect(hole.score).toBe(shots.length + penalties);
      expect(hole.penaltyStrokes).toBe(penalties);
      expect(hole.putts).toBe(shots.filter((s) => s.type === 'Putt').length);
      expect(hole.excluded).toBe(false);
    }
  });

  test('numbers its shots 1..n and ends holed at distance 0 on the pin', () => {
    for (const hole of mixed.roundHoles) {
      const shots = holes.get(`${hole.roundId}:${hole.holeNumber}`) ?? [];
      expect(shots.map((s) => s.shotNumber)).toEqual(shots.map((_, i) => i + 1));
      const last = shots[shots.length - 1];
      expect(last?.endLie).toBe('holed');
      expect(last?.endDistanceYards).toBe(0);
      expect([last?.endLongitude, last?.endLatitude]).toEqual([hole.pinLongitude, hole.pinLatitude]);
      expect(shots.filter((s) => s.endLie === 'holed')).toHaveLength(1);
    }
  });

  test('plays each shot from where the last one stopped, or from a drop after water', () => {
    // Tens of thousands of shots: checked in plain code, with one expect on what went wrong.
    let drops = 0;
    const wrong: Array<string> = [];
    for (const [key, shots] of holes) {
      if (shots[0]?.startLie !== 'tee' || shots[0]?.type !== 'Tee') wrong.push(`${key}: not from the tee`);
      for (let i = 1; i < shots.length; i++) {
        const previous = shots[i - 1];
        const shot = shots[i];
        if (!previous || !shot) continue;
        if (previous.endLie === 'water') {
          drops++;
          if (previous.penaltyStrokes !== 1 || shot.startLie === 'tee') wrong.push(`${key} #${i}: drop`);
          continue;
        }
        const samePlace =
          previous.penaltyStrokes === 0 &&
          shot.startLie === previous.endLie &&
          shot.startDistanceYards === previous.endDistanceYards &&
          shot.startLongitude === previous.endLongitude &&
          shot.startLatitude === previous.endLatitude;
        if (!samePlace) wrong.push(`${key} #${i}: not from where the last one stopped`);
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(drops).toBeGreaterThan(0);
  });

  test('putts from the green, and only putts there', () => {
    for (const shot of mixed.shots) {
      if (shot.type === 'Putt') expect(shot.startLie).toBe('green');
      if (shot.startLie === 'green') expect(shot.type).toBe('Putt');
      if (shot.type === 'Putt' && shot.endLie !== 'holed') expect(shot.endLie).toBe('green');
      expect(shot.strokesGained ?? null).toBeNull();
    }
  });

  test('names shot types by lie and distance', () => {
    const types = new Set(mixed.shots.map((s) => s.type));
    expect([...types].sort()).toEqual(['Approach', 'Chip', 'Layup', 'Putt', 'Recovery', 'Sand', 'Tee']);
    for (const shot of mixed.shots) {
      if (shot.type === 'Sand') expect(shot.startLie).toBe('sand');
      if (shot.type === 'Tee') expect(shot.shotNumber).toBe(1);
      expect(shot.club).toBeTruthy();
    }
  });
});

test('lies agree with the course geometry and distances with the coordinates', () => {
  const rounds = new Map(mixed.rounds.map((r) => [r.id, r]));
  const courseHoles = new Map(mixed.roundHoles.map((h) => [`${h.roundId}:${h.holeNumber}`, h]));
  let checked = 0;
  let agree = 0;
  for (const shot of mixed.shots) {
    const roundHole = courseHoles.get(`${shot.roundId}:${shot.holeNumber}`);
    if (!roundHole || !rounds.has(shot.roundId)) continue;
    const hole = courseHole(roundHole.courseHoleNumber);
    const end: LngLat = [shot.endLongitude ?? 0, shot.endLatitude ?? 0];
    const pin: LngLat = [roundHole.pinLongitude ?? 0, roundHole.pinLatitude ?? 0];
    expect(Math.abs(distanceMeters(end, pin) / YARD - shot.endDistanceYards)).toBeLessThan(1);
    const shapes =
      shot.endLie === 'green'
        ? [hole.green]
        : shot.endLie === 'sand'
          ? hole.bunkers
          : shot.endLie === 'water'
            ? hole.water
            : shot.endLie === 'fairway'
              ? hole.fairways
              : null;
    if (!shapes) continue;
    checked++;
    if (shapes.some((shape) => isPointInPolygon(end, shape))) agree++;
  }
  expect(checked).toBeGreaterThan(10_000);
  // Only a ball on an edge can fall either way between the two projections.
  expect(agree / checked).toBeGreaterThan(0.998);
});

test('the day’s pin is on the green, near the course’s pin, the same for everyone that day', () => {
  const rounds = new Map(mixed.rounds.map((r) => [r.id, r]));
  const pinByDay = new Map<string, string>();
  for (const h of mixed.roundHoles) {
    const hole = courseHole(h.courseHoleNumber);
    const pin: LngLat = [h.pinLongitude ?? 0, h.pinLatitude ?? 0];
    expect(isPointInPolygon(pin, hole.green)).toBe(true);
    expect(distanceMeters(pin, hole.pin)).toBeLessThan(8);
    const key = `${rounds.get(h.roundId)?.playedOn}:${h.courseHoleNumber}`;
    const seen = pinByDay.get(key);
    if (seen) expect(pin.join()).toBe(seen);
    pinByDay.set(key, pin.join());
  }
});

test('a round adds up its holes: score, par and yards from the tees played', () => {
  const holesOf = new Map<number, Array<SeedTables['roundHoles'][number]>>();
  for (const h of mixed.roundHoles) holesOf.set(h.roundId, [...(holesOf.get(h.roundId) ?? []), h]);
  for (const round of mixed.rounds) {
    const holes = holesOf.get(round.id ?? 0) ?? [];
    const tee = COURSE.tees.find((t) => t.id === round.teeId);
    expect(tee).toBeDefined();
    expect(round.score).toBe(holes.reduce((sum, h) => sum + (h.score ?? 0), 0));
    expect(round.par).toBe(holes.reduce((sum, h) => sum + h.par, 0));
    expect(round.yards).toBe(holes.reduce((sum, h) => sum + (h.yards ?? 0), 0));
    for (const h of holes) expect(h.yards).toBe(tee?.yards[h.courseHoleNumber - 1]);
    expect(holes.map((h) => h.holeNumber)).toEqual(holes.map((_, i) => i + 1));
    if (round.inProgress) {
      expect(holes.length).toBeGreaterThan(0);
      expect(holes.length).toBeLessThan(round.holeCount);
    } else {
      expect(holes).toHaveLength(round.holeCount);
    }
  }
});

// ------------------------------------------------------------------------------------------------
// The round mix
// ------------------------------------------------------------------------------------------------

describe('the round mix', () => {
  test('ids run from 1 in date order, then account', () => {
    expect(mixed.rounds.map((r) => r.id)).toEqual(mixed.rounds.map((_, i) => i + 1));
    for (let i = 1; i < mixed.rounds.length; i++) {
      const a = mixed.rounds[i - 1];
      const b = mixed.rounds[i];
      if (!a || !b) continue;
      expect(a.playedOn <= b.playedOn).toBe(true);
      if (a.playedOn === b.playedOn) expect(a.accountId).toBeLessThanOrEqual(b.accountId);
    }
    for (const round of mixed.rounds) {
      expect(round.clientRoundId).toBe(`seed-${round.id}`);
      expect(round.startedAt.startsWith(`${round.playedOn}T`)).toBe(true);
      expect(round.startedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00$/);
    }
  });

  test('covers the two seasons before today, about roundsPerSeason × 2 a player, mostly practice', () => {
    const today = dayOf(TODAY);
    for (const p of MIXED_PLAYERS) {
      const own = mixed.rounds.filter((r) => r.accountId === p.accountId);
      expect(own.length).toBeGreaterThanOrEqual(p.roundsPerSeason * 2 - 2);
      expect(own.length).toBeLessThanOrEqual(p.roundsPerSeason * 2 + 2);
      expect(own.filter((r) => r.roundTypeId === 1).length).toBeGreaterThan(own.length / 2);
      for (const r of own) {
        expect(dayOf(r.playedOn)).toBeLessThanOrEqual(today);
        expect(dayOf(r.playedOn)).toBeGreaterThan(today - 731);
      }
    }
  });

  test('tournament entrants play each day of the event on its course', () => {
    const stroke = mixed.rounds.filter((r) => r.tournamentId === 1 && r.accountId === 1);
    expect(stroke.map((r) => [r.roundNumber, r.playedOn, r.isFinalRound, r.roundTypeId, r.courseId])).toEqual(
      [
        [1, '2025-07-14', false, 3, 1],
        [2, '2025-07-15', false, 3, 1],
        [3, '2025-07-16', true, 3, 1],
      ],
    );
    expect(mixed.rounds.filter((r) => r.tournamentId === 1)).toHaveLength(6);
    const qualifier = mixed.rounds.filter((r) => r.tournamentId === 2);
    expect(qualifier.map((r) => [r.accountId, r.roundTypeId, r.isFinalRound])).toEqual([[1, 10, true]]);
    const match = mixed.rounds.filter((r) => r.tournamentId === 3);
    expect(match.map((r) => [r.accountId, r.roundTypeId, r.roundNumber])).toEqual([
      [2, 11, 1],
      [2, 11, 2],
    ]);
    expect(mixed.rounds.filter((r) => r.tournamentId === 4).every((r) => r.holeCount === 9)).toBe(true);
    expect(mixed.rounds.filter((r) => r.tournamentId === 5)).toHaveLength(0);
    expect(mixed.rounds.filter((r) => r.roundTypeId === 1).every((r) => r.tournamentId === null)).toBe(true);
  });

  test('nine-hole rounds play the front or the back nine', () => {
    const nines = mixed.rounds.filter((r) => r.holeCount === 9 && r.roundTypeId === 1);
    expect(nines.length).toBeGreaterThan(5);
    const starts = new Set<number>();
    for (const round of nines) {
      const holes = mixed.roundHoles.filter((h) => h.roundId === round.id);
      const first = holes[0]?.courseHoleNumber ?? 0;
      starts.add(first);
      expect(holes.map((h) => h.courseHoleNumber)).toEqual(holes.map((_, i) => first + i));
      expect(round.par).toBe(holes.reduce((sum, h) => sum + h.par, 0));
    }
    expect([...starts].sort((a, b) => a - b)).toEqual([1, 10]);
  });

  test('the two most recent practice rounds of each player are in progress', () => {
    for (const p of MIXED_PLAYERS) {
      const practice = mixed.rounds.filter((r) => r.accountId === p.accountId && r.roundTypeId === 1);
      const open = practice.filter((r) => r.inProgress);
      expect(open.map((r) => r.id)).toEqual(practice.slice(-2).map((r) => r.id));
    }
  });

  test('men with low handicaps play the back tees and women the forward ones', () => {
    expect(chooseTee(COURSE, 'M', 0).name).toBe('Black');
    expect(chooseTee(COURSE, 'M', 10).name).toBe('Blue');
    expect(chooseTee(COURSE, 'M', 20).name).toBe('White');
    expect(chooseTee(COURSE, 'F', 0).name).toBe('White');
    expect(chooseTee(COURSE, 'F', 10).name).toBe('Gold');
    expect(chooseTee(COURSE, 'F', 20).name).toBe('Red');
  });
});

// ------------------------------------------------------------------------------------------------
// Skill calibration: many rounds per handicap against the published figures (skill.ts)
// ------------------------------------------------------------------------------------------------

type Stats = {
  score: number;
  gir: number;
  fir: number;
  putts: number;
  threePutts: number;
  upAndDown: number;
  birdies: number;
  onePuttFrom8Feet: number;
  penalties: number;
  bunkerShots: number;
};

/** Round averages over completed 18-hole rounds (definitions as in the Benchmark type). */
function measure(played: Played, accountIds: Set<number>): Stats {
  const rounds = played.rounds.filter(
    (r) => accountIds.has(r.accountId) && !r.inProgress && r.holeCount === 18,
  );
  const ids = new Set(rounds.map((r) => r.id));
  const holes = byHole(played);
  const totals = {
    over: 0,
    holes: 0,
    gir: 0,
    teeShots: 0,
    fairways: 0,
    putts: 0,
    threePutts: 0,
    chances: 0,
    saves: 0,
  };
  const more = { birdies: 0, eightFooters: 0, eightMade: 0, penalties: 0, bunkerShots: 0 };
  for (const h of played.roundHoles) {
    if (!ids.has(h.roundId)) continue;
    const shots = holes.get(`${h.roundId}:${h.holeNumber}`) ?? [];
    const score = h.score ?? 0;
    totals.holes++;
    totals.over += score - h.par;
    if (score === h.par - 1) more.birdies++;
    totals.putts += h.putts ?? 0;
    more.penalties += h.penaltyStrokes ?? 0;
    more.bunkerShots += shots.filter((s) => s.startLie === 'sand').length;
    if ((h.putts ?? 0) >= 3) totals.threePutts++;
    let strokes = 0;
    for (const s of shots) {
      strokes += 1 + (s.penaltyStrokes ?? 0);
      if (s.endLie === 'green' || s.endLie === 'holed') {
        if (strokes <= h.par - 2) totals.gir++;
        break;
      }
    }
    if (h.par >= 4) {
      totals.teeShots++;
      if (shots[0]?.endLie === 'fairway') totals.fairways++;
    }
    const chance = shots.findIndex(
      (s) => s.startLie !== 'tee' && s.startLie !== 'green' && s.startDistanceYards <= 35,
    );
    if (chance >= 0) {
      totals.chances++;
      if (shots.length - chance <= 2) totals.saves++;
    }
    for (const s of shots) {
      const feet = s.startDistanceYards * 3;
      if (s.type !== 'Putt' || feet < 7 || feet > 9) continue;
      more.eightFooters++;
      if (s.endLie === 'holed') more.eightMade++;
    }
  }
  const n = rounds.length;
  return {
    score: 72 + totals.over / n,
    gir: totals.gir / totals.holes,
    fir: totals.fairways / totals.teeShots,
    putts: totals.putts / n,
    threePutts: totals.threePutts / n,
    upAndDown: totals.saves / totals.chances,
    birdies: more.birdies / n,
    onePuttFrom8Feet: more.eightMade / more.eightFooters,
    penalties: more.penalties / n,
    bunkerShots: more.bunkerShots / n,
  };
}

describe('skill calibration', () => {
  const groups: Array<{ gender: Gender; handicap: number; score: [number, number] }> = [
    { gender: 'M', handicap: 0, score: [72, 74] },
    { gender: 'M', handicap: 10, score: [82, 84] },
    { gender: 'M', handicap: 20, score: [92, 95] },
    { gender: 'F', handicap: 0, score: [72, 74] },
    { gender: 'F', handicap: 10, score: [82, 84] },
    { gender: 'F', handicap: 20, score: [92, 95] },
  ];
  // Thirty players a group, so one player's quirks (a long hitter, a poor putter) average out.
  const players = groups.flatMap((g, i) =>
    Array.from({ length: 30 }, (_, k) => player(i * 100 + k + 1, g.gender, g.handicap, 8)),
  );
  const played = simulate(2024, players);
  const stats = groups.map((g, i) => {
    const ids = new Set(players.filter((p) => Math.floor(p.accountId / 100) === i).map((p) => p.accountId));
    return { ...g, stats: measure(played, ids) };
  });

  test.each(stats)('$gender $handicap: scores in the published range', ({ stats: s, score }) => {
    expect(s.score).toBeGreaterThanOrEqual(score[0]);
    expect(s.score).toBeLessThanOrEqual(score[1]);
  });

  test.each(stats)(
    '$gender $handicap: GIR, fairways, putting and short game match the benchmarks',
    ({ stats: s, gender, handicap }) => {
      const b = benchmarkFor(handicap, gender);
      expect(Math.abs(s.score - 72 - b.scoreOverPar)).toBeLessThan(1.5);
      expect(Math.abs(s.gir - b.girRate)).toBeLessThan(0.06);
      expect(Math.abs(s.fir - b.fairwayRate)).toBeLessThan(0.07);
      expect(Math.abs(s.putts - b.puttsPerRound)).toBeLessThan(1.2);
      expect(Math.abs(s.threePutts - b.threePuttsPerRound)).toBeLessThan(0.5);
      expect(Math.abs(s.upAndDown - b.upAndDownRate)).toBeLessThan(0.07);
      expect(Math.abs(s.birdies - b.birdiesPerRound)).toBeLessThan(0.5);
      expect(Math.abs(s.onePuttFrom8Feet - b.onePuttFrom8Feet)).toBeLessThan(0.07);
      // These two depend as much on the course's water and sand as on the player.
      expect(Math.abs(s.penalties - b.penaltiesPerRound)).toBeLessThan(0.3);
      expect(Math.abs(s.bunkerShots - b.bunkerShotsPerRound)).toBeLessThan(0.4);
    },
  );

  test('the brief’s landmarks: scratch GIR 55–60 %, 10 hcp ≈ 30 %, 20 hcp 10–15 %; 3-putts rare for scratch', () => {
    const at = (gender: Gender, handicap: number) =>
      stats.find((g) => g.gender === gender && g.handicap === handicap)?.stats;
    for (const gender of ['M', 'F'] as const) {
      expect(at(gender, 0)?.gir).toBeGreaterThanOrEqual(0.53);
      expect(at(gender, 0)?.gir).toBeLessThanOrEqual(0.62);
      expect(at(gender, 10)?.gir).toBeGreaterThanOrEqual(0.27);
      expect(at(gender, 10)?.gir).toBeLessThanOrEqual(0.37);
      expect(at(gender, 20)?.gir).toBeGreaterThanOrEqual(0.1);
      expect(at(gender, 20)?.gir).toBeLessThanOrEqual(0.2);
      expect(at(gender, 0)?.threePutts).toBeLessThan(1.2);
      expect(at(gender, 20)?.threePutts).toBeGreaterThan(2.3);
      expect(at(gender, 0)?.birdies).toBeGreaterThan(2.2);
      expect(at(gender, 20)?.birdies).toBeLessThan(0.8);
    }
  });

  test('every statistic is monotonic in handicap', () => {
    for (const gender of ['M', 'F'] as const) {
      const [scratch, ten, twenty] = [0, 10, 20].map(
        (h) => stats.find((g) => g.gender === gender && g.handicap === h)?.stats,
      );
      if (!scratch || !ten || !twenty) throw new Error('missing group');
      for (const key of ['score', 'putts', 'threePutts', 'penalties'] as const) {
        expect(scratch[key]).toBeLessThan(ten[key]);
        expect(ten[key]).toBeLessThan(twenty[key]);
      }
      for (const key of ['gir', 'fir', 'upAndDown', 'birdies', 'onePuttFrom8Feet'] as const) {
        expect(scratch[key]).toBeGreaterThan(ten[key]);
        expect(ten[key]).toBeGreaterThan(twenty[key]);
      }
    }
  });

  test('players improve over the two seasons and rounds vary day to day', () => {
    // Each player's first year against their second, so handicap differences cancel out.
    const today = dayOf(TODAY);
    const gains = players.flatMap((p) => {
      const own = played.rounds.filter(
        (r) => r.accountId === p.accountId && !r.inProgress && r.holeCount === 18,
      );
      const mean = (rounds: typeof own) =>
        rounds.reduce((sum, r) => sum + (r.score ?? 0) - (r.par ?? 0), 0) / rounds.length;
      const early = own.filter((r) => today - dayOf(r.playedOn) >= 365);
      const late = own.filter((r) => today - dayOf(r.playedOn) < 365);
      return early.length > 0 && late.length > 0 ? [mean(early) - mean(late)] : [];
    });
    expect(gains.length).toBeGreaterThan(150);
    expect(gains.reduce((a, b) => a + b, 0) / gains.length).toBeGreaterThan(0.4);
    const scratchScores = played.rounds
      .filter((r) => r.accountId < 100 && !r.inProgress && r.holeCount === 18)
      .map((r) => r.score ?? 0);
    const mean = scratchScores.reduce((a, b) => a + b, 0) / scratchScores.length;
    const sd = Math.sqrt(scratchScores.reduce((a, b) => a + (b - mean) ** 2, 0) / scratchScores.length);
    expect(sd).toBeGreaterThan(2.5);
    expect(sd).toBeLessThan(5);
  });

  test('a round is 60–80 shots for most players and few are simulator rounds', () => {
    const full = played.rounds.filter((r) => !r.inProgress && r.holeCount === 18);
    const perRound = played.shots.length / played.rounds.length;
    expect(perRound).toBeGreaterThan(55);
    expect(perRound).toBeLessThan(85);
    const sim = played.rounds.filter((r) => r.playedInSimulator).length / played.rounds.length;
    expect(sim).toBeGreaterThan(0.01);
    expect(sim).toBeLessThan(0.06);
    expect(full.length).toBeGreaterThan(2000);
  });

  test('fewer rounds in the northern winter', () => {
    const months = new Array<number>(12).fill(0);
    for (const r of played.rounds) {
      const month = Number(r.playedOn.slice(5, 7)) - 1;
      months[month] = (months[month] ?? 0) + 1;
    }
    const winter = (months[11] ?? 0) + (months[0] ?? 0) + (months[1] ?? 0);
    const summer = (months[5] ?? 0) + (months[6] ?? 0) + (months[7] ?? 0);
    expect(winter).toBeLessThan(summer / 2);
  });
});
