import { describe, expect, test } from 'vitest';
import {
  applyCaps,
  courseHandicap,
  exceptionalScoreReduction,
  expectedNineHoleDifferential,
  formatHandicapIndex,
  type HandicapRound,
  handicapRecord,
  indexFromDifferentials,
  lowestCounted,
  maximumHoleScore,
  roundTenth,
  scoreDifferential,
  strokesReceived,
} from './whs';

/** A round over a par-72 course of eighteen par 4s rated 72.0 / 113: the differential is AGS − 72. */
function round(
  id: number,
  playedOn: string,
  scores: Array<number | null>,
  extra: Partial<HandicapRound> = {},
) {
  return {
    roundId: id,
    playedOn,
    rating: 72,
    slope: 113,
    holeCount: scores.length,
    inProgress: false,
    playedInSimulator: false,
    holes: scores.map((score, i) => ({ courseHoleNumber: i + 1, par: 4, strokeIndex: i + 1, score })),
    ...extra,
  } satisfies HandicapRound;
}

/** Eighteen holes adding up to `total` (each hole 4–9, so nothing is adjusted before an index). */
function scoresFor(total: number): Array<number> {
  const scores = Array.from({ length: 18 }, () => 4);
  let left = total - 72;
  for (let i = 0; left > 0; i = (i + 1) % 18) {
    scores[i] = (scores[i] ?? 4) + 1;
    left -= 1;
  }
  return scores;
}

function day(n: number): string {
  const d = new Date(Date.UTC(2026, 0, 1 + n));
  return d.toISOString().slice(0, 10);
}

describe('Rule 5.1 score differential', () => {
  test('Rule 5.1a: (113 ÷ Slope Rating) × (adjusted gross score − Course Rating − PCC), to a tenth', () => {
    // 113 / 125 × (85 − 71.3) = 12.3848
    expect(roundTenth(scoreDifferential(85, 71.3, 125))).toBe(12.4);
    expect(roundTenth(scoreDifferential(90, 72, 113))).toBe(18);
  });

  test('Rule 5.1a: .5 rounds upwards', () => {
    expect(roundTenth(12.25)).toBe(12.3);
    expect(roundTenth(12.24)).toBe(12.2);
  });

  test('Rule 5.1c: a minus differential rounds upwards towards 0 (the rule’s examples)', () => {
    expect(roundTenth(-1.54)).toBe(-1.5);
    expect(roundTenth(-1.55)).toBe(-1.5);
    expect(roundTenth(-1.56)).toBe(-1.6);
  });
});

describe('Rule 6 course handicap and strokes received', () => {
  test('Rule 6.1a: Handicap Index × (Slope Rating ÷ 113) + (Course Rating − par), whole', () => {
    // 10.4 × 123 / 113 + (71.2 − 72) = 10.52
    expect(courseHandicap(10.4, 123, 71.2, 72)).toBe(11);
    expect(courseHandicap(-1.2, 130, 73.5, 72)).toBe(0);
  });

  test('Rule 6.1b: over nine holes half the index with the nine’s ratings', () => {
    // 10.4 / 2 × 123 / 113 + (35.6 − 36) = 5.26
    expect(courseHandicap(10.4, 123, 35.6, 36, 9)).toBe(5);
  });

  test('Rule 6.2: strokes fall on the hardest holes first; a plus handicap gives them back on the easiest', () => {
    expect(strokesReceived(20, 1)).toBe(2);
    expect(strokesReceived(20, 2)).toBe(2);
    expect(strokesReceived(20, 3)).toBe(1);
    expect(strokesReceived(5, 6)).toBe(0);
    expect(strokesReceived(-2, 18)).toBe(-1);
    expect(strokesReceived(-2, 17)).toBe(-1);
    expect(strokesReceived(-2, 16)).toBe(0);
    expect(strokesReceived(3, 3, 9)).toBe(1);
  });
});

describe('Rule 3 adjusted gross score', () => {
  test('Rule 3.1a: a hole counts at most net double bogey (par + 2 + strokes received)', () => {
    expect(maximumHoleScore(4, 1)).toBe(7);
    expect(maximumHoleScore(3, 0)).toBe(5);
    expect(maximumHoleScore(5, -1)).toBe(6);
  });

  test('Rule 3.1b: before a Handicap Index exists a hole counts at most par + 5', () => {
    expect(maximumHoleScore(4, null)).toBe(9);
    const first = scoresFor(90);
    first[0] = 12;
    const record = handicapRecord([round(1, day(0), first)]);
    expect(record.entries[0]?.adjustedGrossScore).toBe(17 * 5 + 9);
  });

  test('Rule 3.1a in a record: after an index, a blow-up hole counts as net double bogey', () => {
    const rounds = [90, 90, 90].map((t, i) => round(i + 1, day(i), scoresFor(t)));
    // Index 18 − 2 = 16.0: course handicap 16, hole 1 (stroke index 1) receives a stroke: max 7.
    const fourth = scoresFor(90);
    fourth[0] = 11;
    const record = handicapRecord([...rounds, round(4, day(3), fourth)]);
    expect(record.entries[2]?.indexAfter).toBe(16);
    expect(record.entries[3]?.adjustedGrossScore).toBe(17 * 5 + 7);
  });

  test('Rule 3.2: with an index, holes not played count as net par; without one the round does not count', () => {
    const gap: Array<number | null> = [...scoresFor(72)];
    gap.fill(null, 4, 10);
    const alone = handicapRecord([round(1, day(0), gap)]);
    expect(alone.entries[0]?.differential).toBeNull();
    expect(alone.entries[0]?.reason).toMatch(/Rule 3\.2/);

    const partial: Array<number | null> = [...scoresFor(72)];
    partial.fill(null, 12);
    const established = [80, 80, 80].map((t, i) => round(i + 1, day(i), scoresFor(t)));
    const record = handicapRecord([...established, round(4, day(3), partial)]);
    // Index 8 − 2 = 6.0; course handicap 6: holes 13–18 (stroke index 13–18) get no stroke, net par 4.
    expect(record.entries[3]?.adjustedGrossScore).toBe(72);
    expect(record.entries[3]?.differential).toBe(0);
  });

  test('Rule 3.2: fewer than 10 holes of an 18-hole round do not make a score', () => {
    const established = [80, 80, 80].map((t, i) => round(i + 1, day(i), scoresFor(t)));
    const short: Array<number | null> = [...scoresFor(72)];
    short.fill(null, 8);
    const record = handicapRecord([...established, round(4, day(3), short)]);
    expect(record.entries[3]?.differential).toBeNull();
    expect(record.entries[3]?.reason).toMatch(/needs 10/);
  });
});

describe('Rule 5.2 calculation of a Handicap Index', () => {
  test('Rule 5.2a: the table for fewer than 20 scores, with its adjustments', () => {
    expect(lowestCounted(2)).toBeNull();
    expect(lowestCounted(3)).toEqual({ count: 1, adjustment: -2 });
    expect(lowestCounted(4)).toEqual({ count: 1, adjustment: -1 });
    expect(lowestCounted(5)).toEqual({ count: 1, adjustment: 0 });
    expect(lowestCounted(6)).toEqual({ count: 2, adjustment: -1 });
    expect(lowestCounted(8)).toEqual({ count: 2, adjustment: 0 });
    expect(lowestCounted(9)).toEqual({ count: 3, adjustment: 0 });
    expect(lowestCounted(12)).toEqual({ count: 4, adjustment: 0 });
    expect(lowestCounted(15)).toEqual({ count: 5, adjustment: 0 });
    expect(lowestCounted(17)).toEqual({ count: 6, adjustment: 0 });
    expect(lowestCounted(19)).toEqual({ count: 7, adjustment: 0 });
    expect(lowestCounted(20)).toEqual({ count: 8, adjustment: 0 });
  });

  test('Rule 5.2b: the lowest 8 of the most recent 20, averaged and rounded to a tenth', () => {
    const older = [0, 0, 0];
    const recent = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29];
    const result = indexFromDifferentials([...older, ...recent]);
    // (10 + … + 17) / 8 = 13.5; the three older zeros are out of the 20.
    expect(result?.index).toBe(13.5);
    expect(result?.counted.sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
  });

  test('Rule 2.2: 54 holes establish an index: none after two 18-hole scores, one after three', () => {
    const record = handicapRecord([90, 85, 95].map((t, i) => round(i + 1, day(i), scoresFor(t))));
    expect(record.entries.map((e) => e.differential)).toEqual([18, 13, 23]);
    expect(record.entries.map((e) => e.indexAfter)).toEqual([null, null, 11]);
    expect(record.index).toBe(11);
    expect(record.revisedOn).toBe(day(2));
    expect(record.entries.map((e) => e.counts)).toEqual([false, true, false]);
  });

  test('Rule 5.3: the index is at most 54.0', () => {
    expect(indexFromDifferentials([70, 80, 90, 75, 66])?.index).toBe(54);
  });
});

describe('Rule 5.1b nine-hole scores', () => {
  test('Rule 5.1b (2020, kept before an index exists): two nines combine into one 18-hole differential', () => {
    const nine = (id: number, on: string, total: number) =>
      round(id, on, scoresFor(total + 36).slice(0, 9), { holeCount: 9 });
    const record = handicapRecord([nine(1, day(0), 45), nine(2, day(1), 41)]);
    expect(record.entries[0]?.differential).toBeNull();
    expect(record.entries[0]?.reason).toMatch(/Combined/);
    // (45 − 36) + (41 − 36) = 14.0 over the nines' Course Rating of 36.0 (half the 18-hole 72.0).
    expect(record.entries[1]?.differential).toBe(14);
  });

  test('Rule 5.1b (2024): with an index, a nine plus the expected differential of the index', () => {
    const established = [80, 80, 80].map((t, i) => round(i + 1, day(i), scoresFor(t)));
    const nine = round(4, day(3), [5, 5, 4, 4, 4, 4, 4, 4, 4], { holeCount: 9 });
    const record = handicapRecord([...established, nine]);
    // Index 6.0: the nine is 2 over its 36.0 rating; expected over the other nine 0.52 × 6 + 1.2 = 4.32.
    expect(expectedNineHoleDifferential(6)).toBeCloseTo(4.32, 6);
    expect(record.entries[3]?.differential).toBe(6.3);
  });

  test('an 18-hole round with one nine complete and too few holes posts the nine', () => {
    const established = [80, 80, 80].map((t, i) => round(i + 1, day(i), scoresFor(t)));
    const half: Array<number | null> = [...scoresFor(72)];
    half.fill(null, 9);
    const record = handicapRecord([...established, round(4, day(3), half)]);
    expect(record.entries[3]?.holes).toBe(9);
    expect(record.entries[3]?.differential).toBe(roundTenth(0 + expectedNineHoleDifferential(6)));
  });
});

test('an 18-hole round whose back nine was never recorded posts its front nine', () => {
  const established = [80, 80, 80].map((t, i) => round(i + 1, day(i), scoresFor(t)));
  const front = round(4, day(3), [4, 4, 4, 4, 4, 4, 4, 4, 4], { holeCount: 18 });
  const record = handicapRecord([...established, front]);
  expect(record.entries[3]?.holes).toBe(9);
  expect(record.entries[3]?.adjustedGrossScore).toBe(36);
});

describe('Rule 5.7 and 5.8 low index and caps', () => {
  test('Rule 5.8 soft cap (the USGA’s example): 11.6 against a low of 6.5 is 10.6', () => {
    expect(applyCaps(11.6, 6.5)).toEqual({ index: 10.6, cap: 'soft' });
  });

  test('Rule 5.8 hard cap (the USGA’s example): 18.2 against a low of 10.2 is 15.2', () => {
    expect(applyCaps(18.2, 10.2)).toEqual({ index: 15.2, cap: 'hard' });
  });

  test('Rule 5.8: within 3.0 of the low index, or without one, nothing is capped', () => {
    expect(applyCaps(9.5, 6.5)).toEqual({ index: 9.5, cap: null });
    expect(applyCaps(30, null)).toEqual({ index: 30, cap: null });
  });

  test('Rule 5.7: caps apply from 20 scores, against the low index of the last 365 days', () => {
    const good = Array.from({ length: 20 }, (_, i) => round(i + 1, day(i), scoresFor(77)));
    const bad = Array.from({ length: 20 }, (_, i) => round(21 + i, day(20 + i), scoresFor(95)));
    const record = handicapRecord([...good, ...bad]);
    expect(record.entries[19]?.indexAfter).toBe(5);
    // The low index of the year is 3.0 (after three scores): never more than 8.0.
    expect(record.lowIndex).toBe(3);
    expect(record.index).toBe(8);
    expect(record.entries[39]?.cap).toBe('hard');
  });

  test('Rule 5.7: a low index older than 365 days no longer holds the index down', () => {
    const good = Array.from({ length: 20 }, (_, i) => round(i + 1, day(i), scoresFor(77)));
    const bad = Array.from({ length: 20 }, (_, i) => round(21 + i, day(800 + i), scoresFor(95)));
    const record = handicapRecord([...good, ...bad]);
    // The 3.0 of two years ago is out of the window; the year's low is the 5.0 of day 800.
    expect(record.lowIndex).toBe(5);
    expect(record.index).toBe(10);
    expect(record.entries[39]?.cap).toBe('hard');
  });
});

describe('Rule 5.9 exceptional score reduction', () => {
  test('Rule 5.9: 7.0–9.9 below the index takes 1, 10.0 or more takes 2', () => {
    expect(exceptionalScoreReduction(14, 6.5)).toBe(-1);
    expect(exceptionalScoreReduction(14, 7.1)).toBe(0);
    expect(exceptionalScoreReduction(14, 7)).toBe(-1);
    expect(exceptionalScoreReduction(14, 4.1)).toBe(-1);
    expect(exceptionalScoreReduction(14, 4)).toBe(-2);
  });

  test('Rule 5.9: the reduction applies to the most recent 20 differentials, the exceptional one included', () => {
    const rounds = Array.from({ length: 5 }, (_, i) => round(i + 1, day(i), scoresFor(100)));
    // After five scores of 28.0 the index is 28.0; a 15.0 is 13.0 below it: 2 off every differential.
    const record = handicapRecord([...rounds, round(6, day(5), scoresFor(87))]);
    expect(record.entries[4]?.indexAfter).toBe(28);
    expect(record.entries.map((e) => e.esrAdjustment)).toEqual([-2, -2, -2, -2, -2, -2]);
    // Six scores: average of the lowest two (13.0 and 26.0) − 1.0 = 18.5.
    expect(record.index).toBe(18.5);
  });
});

describe('rounds that do not count say why', () => {
  test('an unrated tee, an unfinished round and a simulator round', () => {
    const record = handicapRecord([
      round(1, day(0), scoresFor(80), { rating: null, slope: null }),
      round(2, day(1), scoresFor(80), { inProgress: true }),
      round(3, day(2), scoresFor(80), { playedInSimulator: true }),
    ]);
    expect(record.entries.map((e) => e.reason)).toEqual([
      'The tee has no Course Rating and Slope Rating (Rule 5.1).',
      'The round is not finished (Rule 4.1).',
      'A simulator round is not an acceptable score here (Rule 4.1).',
    ]);
    expect(record.index).toBeNull();
  });
});

test('a plus index is written with a plus sign', () => {
  expect(formatHandicapIndex(-1.24)).toBe('+1.2');
  expect(formatHandicapIndex(12.35)).toBe('12.4');
  expect(formatHandicapIndex(0)).toBe('0.0');
});

test('a record carried on from its stored part equals the record computed whole', () => {
  // Nines before and after an index, 18-hole scores, an exceptional score, two rounds on one day.
  const totals = [
    45, 41, 90, 84, 95, 40, 88, 76, 70, 99, 92, 86, 44, 81, 83, 85, 90, 87, 79, 93, 96, 91, 89, 94,
  ];
  const rounds = totals.map((total, i) =>
    total < 60
      ? round(i + 1, day(Math.floor(i * 0.8)), scoresFor(total + 36).slice(0, 9), { holeCount: 9 })
      : round(i + 1, day(Math.floor(i * 0.8)), scoresFor(total)),
  );
  const whole = handicapRecord(rounds);
  expect(whole.entries.some((e) => e.esrAdjustment !== 0)).toBe(true);
  expect(whole.entries.some((e) => e.holes === 9 && e.differential !== null)).toBe(true);
  for (let split = 1; split < rounds.length; split++) {
    const stored = handicapRecord(rounds.slice(0, split)).entries;
    const carried = handicapRecord(rounds.slice(split), stored);
    expect(carried, `split at ${split}`).toEqual(whole);
  }
});
