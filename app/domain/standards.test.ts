import { expect, test } from 'vitest';
import type { HoleFlag } from './hole-stats';
import { STANDARDS, type StandardId, standardById } from './standards';
import { STAT_CATALOGUE } from './stat-catalogue';

const value = (id: StandardId, flag: HoleFlag) => standardById(id)?.values[flag];

test('every standard value is a share between 0 and 1', () => {
  for (const standard of STANDARDS) {
    for (const [flag, v] of Object.entries(standard.values)) {
      expect(Number.isFinite(v), `${standard.id} ${flag}`).toBe(true);
      expect(v, `${standard.id} ${flag}`).toBeGreaterThan(0);
      expect(v, `${standard.id} ${flag}`).toBeLessThan(1);
    }
  }
});

test('every value names a compared stat of the catalogue (spec 3 §9)', () => {
  const compared = new Set(STAT_CATALOGUE.filter((s) => s.better !== null).map((s) => s.flag));
  for (const standard of STANDARDS) {
    for (const flag of Object.keys(standard.values)) {
      expect(compared.has(flag as HoleFlag), `${standard.id} ${flag}`).toBe(true);
    }
  }
});

test('ids are unique and each standard is found by its id', () => {
  expect(new Set(STANDARDS.map((s) => s.id)).size).toBe(STANDARDS.length);
  for (const s of STANDARDS) expect(standardById(s.id)).toBe(s);
  expect(standardById('lpga')).toBeNull();
});

test('better players set a better standard: PGA TOUR, scratch, 5, 10, 15, 20 handicap', () => {
  const ladder: Array<StandardId> = ['pga-tour', 'scratch', 'hcp-5', 'hcp-10', 'hcp-15', 'hcp-20'];
  for (const stat of STAT_CATALOGUE) {
    if (stat.better === null) continue;
    let previous: number | undefined;
    for (const id of ladder) {
      const v = value(id, stat.flag);
      if (v === undefined) continue;
      if (previous !== undefined) {
        if (stat.better === 'higher') expect(previous, `${stat.name} ${id}`).toBeGreaterThan(v);
        else expect(previous, `${stat.name} ${id}`).toBeLessThan(v);
      }
      previous = v;
    }
  }
  const gir = (id: StandardId) => value(id, 'madeGreenInRegulation') ?? 0;
  expect(gir('pga-tour')).toBeGreaterThan(gir('scratch'));
  expect(gir('scratch')).toBeGreaterThan(gir('hcp-10'));
  const fir = (id: StandardId) => value(id, 'fairwayHit') ?? 0;
  expect(fir('pga-tour')).toBeGreaterThan(fir('scratch'));
  expect(fir('scratch')).toBeGreaterThan(fir('hcp-10'));
  expect(fir('hcp-10')).toBeGreaterThan(fir('hcp-20'));
});

test('PGA TOUR values are the published tour averages; no value where none was published', () => {
  expect(standardById('pga-tour')?.values).toEqual({
    fairwayHit: 0.61,
    madeGreenInRegulation: 0.65,
    madeUpDown: 0.584,
    madeSandSave: 0.467,
    madeBirdie: 3.63 / 18,
  });
});

test('NCAA Division I women: LPGA 2021 averages lowered by the 5.28-stroke scoring gap', () => {
  // 0.73 − 5.28 × 0.005 and 0.70 − 5.28 × 0.021 (derivation in standards.ts).
  expect(value('ncaa-d1-women', 'fairwayHit')).toBeCloseTo(0.7036, 10);
  expect(value('ncaa-d1-women', 'madeGreenInRegulation')).toBeCloseTo(0.58912, 10);
  expect(Object.keys(standardById('ncaa-d1-women')?.values ?? {}).sort()).toEqual([
    'fairwayHit',
    'madeGreenInRegulation',
  ]);
});

test('5 and 15 handicap sit halfway between their published neighbours', () => {
  expect(value('hcp-5', 'madeGreenInRegulation')).toBeCloseTo((0.56 + 0.35) / 2, 10);
  expect(value('hcp-15', 'madeOverPar')).toBeCloseTo((7.7 + 2.9 + 9 + 6.6) / 36, 10);
  // Only stats both neighbours publish.
  expect(value('hcp-15', 'madeGreenInRegulation')).toBeUndefined();
});
