import { createHash } from 'node:crypto';
import { beforeAll, expect, test } from 'vitest';
import { HOLE_FLAGS_VERSION } from '../../app/domain/stats/hole-stats';
import { expectedStrokes } from '../../app/domain/stats/strokes-gained';
import { generateSeed } from './generate';
import { SCORECARD_PLAYER_IDS } from './scorecards';
import { SEED_TABLE_ORDER, toSqlStatements } from './sql';
import type { SeedTables } from './types';

const TODAY = '2026-11-22';

function digest(statements: Array<string>): string {
  const hash = createHash('sha256');
  for (const statement of statements) hash.update(statement);
  return hash.digest('hex');
}

const sqlFor = (seed: number) => toSqlStatements(generateSeed({ seed, today: TODAY }));
let seed42: Array<string> = [];
beforeAll(() => {
  seed42 = sqlFor(42);
}, 60_000);

test('the same seed and anchor date give byte-identical SQL', { timeout: 60_000 }, () => {
  expect(digest(sqlFor(42))).toBe(digest(seed42));
});

test('another seed gives other data', { timeout: 60_000 }, () => {
  expect(digest(sqlFor(43))).not.toBe(digest(seed42));
});

test('the demo data has the counts every page needs', { timeout: 60_000 }, () => {
  const tables = generateSeed({ seed: 42, today: TODAY });
  const playerIds = new Set(
    tables.accountProfiles.filter((p) => [4, 5, 6, 7, 12].includes(p.profileTypeId)).map((p) => p.accountId),
  );
  expect(playerIds.size).toBeGreaterThanOrEqual(40);
  const genders = new Set(tables.accounts.filter((a) => playerIds.has(a.id ?? -1)).map((a) => a.gender));
  expect(genders).toEqual(new Set(['M', 'F']));
  expect(tables.accounts.length).toBeGreaterThan(playerIds.size);
  expect(tables.accountRoles.filter((r) => r.role === 'product-manager')).toHaveLength(1);
  expect(tables.organizations.length).toBeGreaterThanOrEqual(6);
  expect(tables.rosters.some((r) => (r.id ?? 0) < 0)).toBe(true);
  expect(tables.playerGroups.length).toBeGreaterThan(0);
  expect(tables.courses.length).toBeGreaterThanOrEqual(12);
  expect(tables.courses.some((c) => c.attribution?.includes('OpenStreetMap'))).toBe(true);

  // Two seasons of rounds for every player, shot by shot but for the scorecard keepers (decision 101).
  const roundsByPlayer = new Map<number, number>();
  for (const round of tables.rounds) {
    roundsByPlayer.set(round.accountId, (roundsByPlayer.get(round.accountId) ?? 0) + 1);
  }
  for (const id of playerIds) expect(roundsByPlayer.get(id) ?? 0).toBeGreaterThanOrEqual(20);
  const roundTypes = new Set(tables.rounds.map((r) => r.roundTypeId));
  expect(roundTypes).toEqual(new Set([1, 3, 10, 11]));
  expect(new Set(tables.rounds.map((r) => r.holeCount))).toEqual(new Set([9, 18]));
  expect(tables.rounds.some((r) => r.isFinalRound)).toBe(true);
  const dates = tables.rounds.map((r) => r.playedOn).sort();
  expect(dates[0] && dates[0] < '2025-01-01').toBe(true);
  expect((dates.at(-1) ?? '') <= TODAY && dates.length > 0).toBe(true);
  expect(tables.shots.length).toBeGreaterThan(tables.roundHoles.length * 3);
  // spec 3 §3: flags and strokes gained are stored with every hole and shot.
  expect(
    tables.roundHoles.every((h) => h.flagsVersion === HOLE_FLAGS_VERSION && h.madeGreenInRegulation != null),
  ).toBe(true);
  expect(tables.roundHoles.some((h) => h.isDoglegLeft) && tables.roundHoles.some((h) => h.isFrontPin)).toBe(
    true,
  );
  expect(tables.shots.every((s) => typeof s.strokesGained === 'number')).toBe(true);
  // The scorecard keepers' rounds have no shots; their cards agree with their flags and scores.
  const cardRounds = new Set(
    tables.rounds.filter((r) => SCORECARD_PLAYER_IDS.has(r.accountId)).map((r) => r.id ?? -1),
  );
  expect(cardRounds.size).toBeGreaterThanOrEqual(20);
  expect(tables.shots.some((s) => cardRounds.has(s.roundId))).toBe(false);
  const cardHoles = tables.roundHoles.filter((h) => cardRounds.has(h.roundId));
  for (const hole of cardHoles) {
    expect(hole.fairwayHit ?? null).toBe(
      hole.cardFairway === 'n.a.' || hole.par === 3 ? null : hole.cardFairway === 'hit',
    );
    expect(hole.madeGreenInRegulation).toBe(hole.cardGreenInRegulation);
    expect(hole.hasSandShot).toBe((hole.cardSandShots ?? 0) > 0);
    expect(hole.sgPutting ?? null).toBeNull();
  }
  expect(
    cardHoles.some((h) => h.cardFairway === 'left') && cardHoles.some((h) => h.cardFairway === 'hit'),
  ).toBe(true);
  // Strokes gained: on every hole the stored split adds up to the baseline at the tee minus the
  // strokes (within the 4 stored decimals of each category).
  const firstShots = new Map(
    tables.shots.filter((s) => s.shotNumber === 1).map((s) => [`${s.roundId}:${s.holeNumber}`, s]),
  );
  for (const hole of tables.roundHoles) {
    if (cardRounds.has(hole.roundId)) continue;
    const first = firstShots.get(`${hole.roundId}:${hole.holeNumber}`);
    if (!first) throw new Error('a seeded hole without shots');
    const split =
      (hole.sgOffTheTee ?? 0) + (hole.sgApproach ?? 0) + (hole.sgAroundTheGreen ?? 0) + (hole.sgPutting ?? 0);
    expect(
      Math.abs(split - (expectedStrokes('tee', first.startDistanceYards) - (hole.score ?? 0))),
    ).toBeLessThan(0.001);
  }

  // Tournaments past and upcoming, entries in every status, featured ones with notes.
  expect(tables.tournaments.some((t) => t.startDate > TODAY)).toBe(true);
  expect(tables.tournaments.some((t) => t.startDate < TODAY)).toBe(true);
  expect(new Set(tables.tournamentEntries.map((e) => e.statusId).filter((s) => s != null))).toEqual(
    new Set([1, 2, 3, 4, 5, 6]),
  );
  expect(tables.tournamentEntries.some((e) => e.isFeatured && e.note)).toBe(true);

  // Content.
  expect(tables.newsItems.length).toBeGreaterThan(0);
  const mediaKinds = new Set(tables.newsItemMedia.map((m) => m.kind));
  expect(mediaKinds).toEqual(new Set(['image', 'link', 'video']));
  expect(tables.newsItemMedia.some((m) => /youtu\.?be/.test(m.url))).toBe(true);
  expect(tables.galleryMedia.length).toBeGreaterThan(0);
  expect(tables.swingVideos.length).toBeGreaterThan(0);
});

test('every seed statement fits under the 100 KB D1 statement limit', () => {
  const utf8 = new TextEncoder();
  const sizes = seed42.map((statement) => utf8.encode(statement).length);
  expect(Math.max(...sizes)).toBeLessThan(100_000);
});

test('seed SQL quotes text as literals and refuses a NUL, which would cut the statement short', () => {
  const empty = Object.fromEntries(SEED_TABLE_ORDER.map(([key]) => [key, []])) as unknown as SeedTables;
  const course = (name: string) => ({ ...empty, courses: [{ id: 1, name, latitude: 30.5, longitude: -97 }] });
  // Columns no row sets are left to their defaults.
  expect(toSqlStatements(course("O'Hare \\ 100%"))[0]).toBe(
    `INSERT INTO "courses" ("id", "name", "latitude", "longitude") VALUES\n(1, 'O''Hare \\ 100%', 30.5, -97)`,
  );
  expect(() => toSqlStatements(course('a\u0000b'))).toThrow('NUL');
});
