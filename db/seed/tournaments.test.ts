import { addDays, addMonths, format, parseISO } from 'date-fns';
import { describe, expect, test } from 'vitest';
import { seedPeople } from './people';
import { createRng } from './random';
import { seedTournaments, settleResults } from './tournaments';
import type { SeedCourse } from './types';

const TODAY = '2026-11-22';

// biome-ignore format: a table of minimal courses
const COURSES: Array<SeedCourse> = [
  ['Augusta National Golf Club', 'Augusta', 'GA', 'OpenStreetMap'], ['Longleaf Pines Golf Club', 'Pinehurst', 'NC', null],
  ['Saguaro Ridge Golf Club', 'Scottsdale', 'AZ', null], ['Live Oak Marsh Golf Club', 'Sea Island', 'GA', null],
  ['Cape Gorse Links', 'Bandon', 'OR', null], ['Egret Point Golf Club', 'Kiawah Island', 'SC', null],
  ['Hill Country Oaks Golf Club', 'Austin', 'TX', null], ['Heron Lakes Golf Club', 'Orlando', 'FL', null],
  ['Scioto Bend Golf Club', 'Columbus', 'OH', null],
].map(([name, city, state, attribution], i) => ({
  id: i + 1, name: name ?? '', city: city ?? '', state: state ?? '', country: 'US', center: [0, 0],
  attribution: attribution ?? null, tees: [], holes: [],
}));

function generate(seed = 42, today = TODAY) {
  const rng = createRng(seed);
  const people = seedPeople(
    rng.fork('people'),
    today,
    COURSES.map((c) => c.id),
  );
  const events = seedTournaments(rng.fork('tournaments'), today, people.players, COURSES);
  // Without courses there are no rounds: finishes stay as drawn (quoted-scores.test.ts has the rest).
  settleResults(rng.fork('tournaments'), events.tables, events.tournaments, []);
  return { people, ...events };
}

function shift(today: string, months: number): string {
  return format(addMonths(parseISO(today), months), 'yyyy-MM-dd');
}

const { tables, tournaments, people } = generate();
const byId = new Map(tables.tournaments.map((t) => [t.id ?? 0, t]));
const pastIds = new Set(tournaments.filter((t) => t.isPast).map((t) => t.id));
const upcomingEntries = tables.tournamentEntries.filter((e) => !pastIds.has(e.tournamentId));
const pastEntries = tables.tournamentEntries.filter((e) => pastIds.has(e.tournamentId));

test('the same seed and anchor date give identical rows', () => {
  expect(JSON.stringify(generate().tables)).toBe(JSON.stringify(generate().tables));
  expect(JSON.stringify(generate(43).tables)).not.toBe(JSON.stringify(generate().tables));
});

describe('tournaments', () => {
  test('about 40–60 events over the past 24 months and the next 8', () => {
    for (const today of [TODAY, '2025-03-01', '2026-06-15', '2027-09-30']) {
      const { tables: t } = generate(5, today);
      expect(t.tournaments.length).toBeGreaterThanOrEqual(40);
      expect(t.tournaments.length).toBeLessThanOrEqual(66);
      for (const row of t.tournaments) {
        expect(row.startDate >= shift(today, -24)).toBe(true);
        expect(row.startDate <= shift(today, 8)).toBe(true);
      }
      expect(t.tournaments.some((row) => row.startDate > today)).toBe(true);
      expect(t.tournaments.some((row) => row.startDate < shift(today, -18))).toBe(true);
    }
  });

  test('event types, locale types, team events, rounds and hole counts vary', () => {
    expect(new Set(tables.tournaments.map((t) => t.eventTypeId))).toEqual(new Set([3, 10, 11]));
    expect(new Set(tables.tournaments.map((t) => t.localeTypeId))).toEqual(new Set([1, 3, 4]));
    expect(new Set(tables.tournaments.map((t) => t.isTeamEvent))).toEqual(new Set([true, false]));
    const rounds = tables.tournaments.map((t) => t.numberOfRounds ?? 0);
    expect(Math.min(...rounds)).toBe(1);
    expect(Math.max(...rounds)).toBe(4);
    for (const t of tables.tournaments.filter((row) => row.eventTypeId === 10)) {
      expect(t.numberOfRounds).toBeLessThanOrEqual(2);
    }
    const nine = tournaments.filter((t) => t.holeCount === 9).length;
    expect(nine).toBeGreaterThan(0);
    expect(nine).toBeLessThan(tournaments.length / 10);
  });

  test('URLs with and without a scheme, and some without any', () => {
    const urls = tables.tournaments.map((t) => t.url);
    expect(urls.some((u) => u?.startsWith('https://'))).toBe(true);
    expect(urls.some((u) => u?.startsWith('www.'))).toBe(true);
    expect(urls.some((u) => u === null)).toBe(true);
  });

  test('dates, places and courses are consistent with the simulator view', () => {
    const courseIds = new Set(COURSES.map((c) => c.id));
    for (const t of tournaments) {
      const row = byId.get(t.id);
      expect(row?.startDate).toBe(t.startDate);
      expect(row?.endDate).toBe(format(addDays(parseISO(t.startDate), t.numberOfRounds - 1), 'yyyy-MM-dd'));
      expect(t.isPast).toBe((row?.endDate ?? '') < TODAY);
      expect(courseIds.has(t.courseId)).toBe(true);
      const course = COURSES.find((c) => c.id === t.courseId);
      expect(row).toMatchObject({ city: course?.city, state: course?.state, courseId: t.courseId });
      const entrants = tables.tournamentEntries
        .filter((e) => e.tournamentId === t.id)
        .map((e) => e.accountId);
      expect(t.entrantAccountIds).toEqual(entrants);
    }
    // The real course hosts no invented event.
    expect(tournaments.some((t) => t.courseId === 1)).toBe(false);
  });
});

describe('entries', () => {
  test('several entrants per event, one entry per player and event', () => {
    for (const t of tournaments) expect(t.entrantAccountIds.length).toBeGreaterThanOrEqual(3);
    const keys = tables.tournamentEntries.map((e) => `${e.tournamentId}/${e.accountId}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(tables.tournamentEntries.map((e) => e.id)).toEqual(tables.tournamentEntries.map((_, i) => i + 1));
  });

  test('past entries carry a finish and no status; upcoming ones a status and no finish', () => {
    for (const e of pastEntries) {
      expect(e.statusId).toBeNull();
      expect(e.finishPosition).toMatch(/^T?\d+$/);
    }
    for (const e of upcomingEntries) {
      expect([1, 2, 3, 4, 5, 6]).toContain(e.statusId);
      expect(e.finishPosition).toBeNull();
      expect(e.isFeatured).toBe(false);
    }
  });

  test('upcoming entries cover statuses 1–6', () => {
    for (const today of [TODAY, '2025-03-01', '2027-09-30']) {
      const { tables: t, tournaments: ts } = generate(9, today);
      const past = new Set(ts.filter((x) => x.isPast).map((x) => x.id));
      const statuses = new Set(
        t.tournamentEntries.filter((e) => !past.has(e.tournamentId)).map((e) => e.statusId),
      );
      expect(statuses).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    }
  });

  test("each player's best past results are featured", () => {
    const featured = pastEntries.filter((e) => e.isFeatured);
    expect(featured.length).toBeGreaterThan(20);
    expect(featured.some((e) => e.finishPosition?.startsWith('T'))).toBe(true);
  });

  test('accounts 1 and 2: upcoming events in at least 4 statuses, at least 6 featured past events', () => {
    for (const today of [TODAY, '2025-03-01', '2026-06-15', '2027-09-30']) {
      const { tables: t, tournaments: ts } = generate(11, today);
      const past = new Set(ts.filter((x) => x.isPast).map((x) => x.id));
      for (const accountId of [1, 2]) {
        const own = t.tournamentEntries.filter((e) => e.accountId === accountId);
        const statuses = new Set(own.filter((e) => !past.has(e.tournamentId)).map((e) => e.statusId));
        expect(statuses.size, `${accountId} on ${today}`).toBeGreaterThanOrEqual(4);
        const featured = own.filter((e) => past.has(e.tournamentId) && e.isFeatured);
        expect(featured.length, `${accountId} on ${today}`).toBeGreaterThanOrEqual(6);
      }
    }
  });

  test('players only enter events for their gender', () => {
    const gender = new Map(people.players.map((p) => [p.accountId, p.gender]));
    for (const t of tables.tournaments) {
      const women = /Women's|Girls'?/.test(t.name);
      const men = /Men's|Boys|U\.S\. (Junior )?Amateur/.test(t.name);
      for (const e of tables.tournamentEntries.filter((x) => x.tournamentId === t.id)) {
        if (women) expect(gender.get(e.accountId), t.name).toBe('F');
        if (men) expect(gender.get(e.accountId), t.name).toBe('M');
      }
    }
  });

  test('most players have some tournament history', () => {
    const withPast = new Set(pastEntries.map((e) => e.accountId));
    expect(withPast.size).toBeGreaterThan(people.players.length * 0.8);
  });
});
