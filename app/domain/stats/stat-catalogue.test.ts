import { expect, test } from 'vitest';
import { holeStats, type StatShot } from './hole-stats';
import {
  countFlags,
  describeStat,
  formatStat,
  formatStatCount,
  NOT_RECORDED,
  STAT_CATALOGUE,
  STAT_CATEGORIES,
  statOf,
} from './stat-catalogue';

const ft = (feet: number) => feet / 3;

function s(
  n: number,
  startLie: StatShot['startLie'],
  from: number,
  endLie: StatShot['endLie'],
  to: number,
): StatShot {
  return {
    shotNumber: n,
    startLie,
    startDistanceYards: from,
    endLie,
    endDistanceYards: to,
    penaltyStrokes: 0,
    start: null,
    end: null,
  };
}

/** Nine holes, hand-played: two birdies, a sand save, a three-putt bogey, a double, pars. */
const NINE: Array<{ par: number; shots: Array<StatShot> }> = [
  {
    par: 4,
    shots: [
      s(1, 'tee', 400, 'fairway', 120),
      s(2, 'fairway', 120, 'green', ft(20)),
      s(3, 'green', ft(20), 'holed', 0),
    ],
  },
  {
    par: 3,
    shots: [s(1, 'tee', 160, 'sand', 15), s(2, 'sand', 15, 'green', ft(6)), s(3, 'green', ft(6), 'holed', 0)],
  },
  {
    par: 5,
    shots: [
      s(1, 'tee', 520, 'fairway', 250),
      s(2, 'fairway', 250, 'fairway', 90),
      s(3, 'fairway', 90, 'green', ft(10)),
      s(4, 'green', ft(10), 'holed', 0),
    ],
  },
  {
    par: 4,
    shots: [
      s(1, 'tee', 420, 'rough', 160),
      s(2, 'rough', 160, 'green', ft(40)),
      s(3, 'green', ft(40), 'green', ft(8)),
      s(4, 'green', ft(8), 'green', ft(1)),
      s(5, 'green', ft(1), 'holed', 0),
    ],
  },
  {
    par: 4,
    shots: [
      s(1, 'tee', 380, 'fairway', 140),
      s(2, 'fairway', 140, 'green', ft(25)),
      s(3, 'green', ft(25), 'green', ft(2)),
      s(4, 'green', ft(2), 'holed', 0),
    ],
  },
  {
    par: 3,
    shots: [
      s(1, 'tee', 180, 'rough', 20),
      s(2, 'rough', 20, 'green', ft(12)),
      s(3, 'green', ft(12), 'green', ft(2)),
      s(4, 'green', ft(2), 'holed', 0),
    ],
  },
  {
    par: 4,
    shots: [
      s(1, 'tee', 410, 'recovery', 200),
      s(2, 'recovery', 200, 'rough', 60),
      s(3, 'rough', 60, 'rough', 15),
      s(4, 'rough', 15, 'green', ft(5)),
      s(5, 'green', ft(5), 'green', ft(1)),
      s(6, 'green', ft(1), 'holed', 0),
    ],
  },
  {
    par: 5,
    shots: [
      s(1, 'tee', 540, 'fairway', 270),
      s(2, 'fairway', 270, 'rough', 40),
      s(3, 'rough', 40, 'green', ft(4)),
      s(4, 'green', ft(4), 'holed', 0),
    ],
  },
  {
    par: 4,
    shots: [
      s(1, 'tee', 390, 'fairway', 130),
      s(2, 'fairway', 130, 'green', ft(30)),
      s(3, 'green', ft(30), 'green', ft(3)),
      s(4, 'green', ft(3), 'holed', 0),
    ],
  },
];

const holes = NINE.map(({ par, shots }) => ({
  par,
  ...holeStats({ par, score: null, putts: null, shots, pin: null, geometry: null }),
}));

test('the catalogue has every category of spec 3 §9 and a stat for each named one', () => {
  expect(new Set(STAT_CATALOGUE.map((st) => st.category))).toEqual(new Set(STAT_CATEGORIES));
  const names = STAT_CATALOGUE.map((st) => st.name);
  for (const name of [
    'Par or Better',
    'Par',
    'Over Par',
    'Bogey',
    'Under Par',
    'Birdie',
    'Double Bogey or Higher',
    'Eagle',
    'Fairway Hit',
    'Fairway Miss',
    'Green in Regulation',
    'Sand Shots',
    'Dogleg Left',
    'Dogleg Right',
    'Par 3',
    'Par 4',
    'Par 5',
    'Front Pin',
    'Back Pin',
    'Left Pin',
    'Right Pin',
    'Middle Pin',
  ])
    expect(names).toContain(name);
  expect(new Set(STAT_CATALOGUE.map((st) => st.flag)).size).toBe(STAT_CATALOGUE.length);
});

test('counts successes over opportunities on a hand-played 9-hole round', () => {
  const counts = countFlags(holes);
  // Par 4s and 5s: 7 tee shots, 5 in the fairway.
  expect(counts.fairwayHit).toEqual({ successes: 5, opportunities: 7 });
  // Greens in regulation on 1, 3, 4, 5, 8 (a par 5 reached in 3) and 9.
  expect(counts.madeGreenInRegulation).toEqual({ successes: 6, opportunities: 9 });
  // Missed greens 2, 6, 7: saved on 2 (from the sand), not on 6 and 7.
  expect(counts.madeUpDown).toEqual({ successes: 1, opportunities: 3 });
  expect(counts.madeSandSave).toEqual({ successes: 1, opportunities: 1 });
  expect(counts.madeBirdie).toEqual({ successes: 3, opportunities: 9 });
  expect(counts.madeDoubleBogeyOrHigher).toEqual({ successes: 1, opportunities: 9 });
  expect(counts.isPar3).toEqual({ successes: 2, opportunities: 9 });
  expect(formatStat(counts.fairwayHit)).toBe('71%');
});

test('every stat says what one opportunity is and what it needs recorded', () => {
  for (const stat of STAT_CATALOGUE) {
    expect(stat.of).toMatch(/^[a-z][a-z -]+$/);
    expect(NOT_RECORDED[stat.needs]).toMatch(/^Needs /);
  }
});

test('a count says over what, and nothing counted reads as no value, never 0 %', () => {
  expect(formatStatCount('fairwayHit', { successes: 88, opportunities: 140 })).toBe('88/140 fairways');
  expect(describeStat('madeGreenInRegulation', { successes: 0, opportunities: 50 })).toBe('0% (0/50 greens)');
  expect(describeStat('fairwayMissedLeft', { successes: 0, opportunities: 0 })).toBe('–');
  expect(statOf('madeUpDown').of).toBe('missed greens');
});
