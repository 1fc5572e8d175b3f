import { expect, test } from 'vitest';
import { type CoursePlanHoleRow, holePlans } from './round-reports';

function row(fairwayHit: boolean, side: 'left' | 'right' | null): CoursePlanHoleRow {
  return {
    holeNumber: 4,
    par: 4,
    yards: 410,
    score: 4,
    putts: 2,
    fairwayHit,
    fairwayMissedLeft: side === null ? null : side === 'left',
    fairwayMissedRight: side === null ? null : side === 'right',
    madeGreenInRegulation: true,
    missedGreenShort: null,
    missedGreenLong: null,
    approachDistanceYards: 150,
    teeClub: 'Driver',
    teeEndLatitude: null,
    teeEndLongitude: null,
  };
}

test('a course plan does not read unplaced misses as misses both ways (issue 29)', () => {
  const unplaced = [row(true, null), row(false, null), row(false, null)];
  expect(holePlans(unplaced)[0]?.advice).toBe(
    'Driver finds the fairway 33%; where the misses went was not recorded.',
  );
  const both = [row(true, 'left'), row(false, 'left'), row(false, 'right'), row(false, 'right')];
  expect(holePlans(both)[0]?.advice).toMatch(/misses both ways/);
});
