import { describe, expect, it } from 'vitest';
import { STAT_FLAGS } from '../../app/domain/stats/stat-catalogue';
import { flagTotalColumn, HOLE_FLAG_KEYS } from '../schema/round-flag-totals';

describe('round_flag_totals', () => {
  it('has a success and an opportunity column for every stat of the catalogue (spec 3 §9)', () => {
    expect([...HOLE_FLAG_KEYS].sort()).toEqual([...STAT_FLAGS].sort());
    for (const flag of STAT_FLAGS) {
      expect(flagTotalColumn(`${flag}Successes`).name).toMatch(/_successes$/);
      expect(flagTotalColumn(`${flag}Opportunities`).name).toMatch(/_opportunities$/);
    }
  });

  it('stays within D1’s 100 columns per table', () => {
    expect(HOLE_FLAG_KEYS.length * 2 + 11).toBeLessThanOrEqual(100);
  });
});
