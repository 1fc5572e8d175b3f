import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { HoleFlag } from './hole-stats';
import {
  COMPARED_FLAGS,
  coveredStats,
  SOURCE_TAGS,
  STANDARDS,
  type StandardId,
  standardById,
  standardSummary,
} from './standards';
import { STAT_CATALOGUE } from './stat-catalogue';

const value = (id: StandardId, flag: HoleFlag) => standardById(id)?.values[flag];
const header = readFileSync(new URL('./standards.ts', import.meta.url), 'utf8').split('*/')[0] ?? '';

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
  expect(COMPARED_FLAGS).toHaveLength(31);
  for (const standard of STANDARDS) {
    for (const flag of Object.keys(standard.values)) {
      expect(compared.has(flag as HoleFlag), `${standard.id} ${flag}`).toBe(true);
    }
  }
});

test('every value has sources, each a tag described in the header', () => {
  for (const tag of SOURCE_TAGS) expect(header, tag).toContain(`[${tag}]`);
  for (const standard of STANDARDS) {
    for (const flag of Object.keys(standard.values) as Array<HoleFlag>) {
      const tags = standard.sources[flag] ?? [];
      expect(tags.length, `${standard.id} ${flag}`).toBeGreaterThan(0);
      for (const tag of tags) expect(header, `${standard.id} ${flag}`).toContain(`[${tag}]`);
    }
  }
});

test('every compared stat has a value or a reason it has none, never both', () => {
  for (const standard of STANDARDS) {
    for (const flag of COMPARED_FLAGS) {
      const has = standard.values[flag] !== undefined;
      const reason = standard.notFound[flag];
      expect(has || (reason?.length ?? 0) > 0, `${standard.id} ${flag}: neither`).toBe(true);
      expect(has && reason !== undefined, `${standard.id} ${flag}: both`).toBe(false);
    }
  }
});

test('coverage per standard (before issue 15: 5, 4, 2, 10, 8, 8, 6, 6 of 31)', () => {
  const counts = Object.fromEntries(STANDARDS.map((s) => [s.id, coveredStats(s).length]));
  expect(counts).toEqual({
    'pga-tour': 11,
    'ncaa-d1-men': 7,
    'ncaa-d1-women': 4,
    scratch: 15,
    'hcp-5': 13,
    'hcp-10': 13,
    'hcp-15': 13,
    'hcp-20': 13,
  });
  for (const s of STANDARDS) expect(Object.keys(s.notFound)).toHaveLength(31 - coveredStats(s).length);
});

test('the API summary lists the covered stats in catalogue order', () => {
  const pga = standardById('pga-tour');
  if (!pga) throw new Error('PGA TOUR expected');
  expect(standardSummary(pga)).toEqual({
    id: 'pga-tour',
    name: 'PGA TOUR',
    coveredStats: [
      'madeUnderPar',
      'madeBirdie',
      'madeEagle',
      'fairwayHit',
      'fairwayMissed',
      'madeGreenInRegulation',
      'missedGreenInRegulation',
      'madeOnePutt',
      'madeUpDown',
      'missedUpDown',
      'madeSandSave',
    ],
  });
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
});

test('PGA TOUR values are the published tour averages and what follows from them', () => {
  expect(standardById('pga-tour')?.values).toEqual({
    fairwayHit: 0.61,
    fairwayMissed: 1 - 0.61,
    madeGreenInRegulation: 0.65,
    missedGreenInRegulation: 1 - 0.65,
    madeUpDown: 0.584,
    missedUpDown: 1 - 0.584,
    madeSandSave: 0.467,
    madeBirdie: 3.63 / 18,
    madeEagle: 1 / 184.6,
    // 3.63 birdies a round / 18 = 0.2017 + one eagle in 184.6 holes = 0.0054 → 0.2071 of holes.
    madeUnderPar: 3.63 / 18 + 1 / 184.6,
    madeOnePutt: 0.3972,
  });
  expect(value('pga-tour', 'madeUnderPar')).toBeCloseTo(0.2071, 4);
  // The tour's 1-putt percentage is per hole played: Malnati's 326 one-putts in 702 holes.
  expect((326 / 702) * 100).toBeCloseTo(46.44, 2);
  // Scoring distribution: no tour Bogey Avoidance average, so no value.
  expect(standardById('pga-tour')?.notFound.madeBogey).toMatch(/Bogey Avoidance/);
});

test('scoring from per-round counts: pars are the rest, equal to the published scratch pars', () => {
  // Scratch: 18 − 2.2 birdies − 4.6 bogeys − 0.7 doubles = 10.5 pars, as published [ARCCOS-18].
  expect(value('scratch', 'madePar')).toBeCloseTo(10.5 / 18, 10);
  expect(value('hcp-10', 'madePar')).toBeCloseTo((18 - 0.7 - 7.7 - 2.9) / 18, 10); // 6.7 pars
  expect(value('hcp-20', 'madePar')).toBeCloseTo((18 - 0.3 - 9 - 6.6) / 18, 10); // 2.1 pars
  expect(value('scratch', 'madeOverPar')).toBeCloseTo((4.6 + 0.7) / 18, 10);
  expect(value('scratch', 'madeParOrBetter')).toBeCloseTo(1 - (4.6 + 0.7) / 18, 10);
  expect(value('hcp-10', 'madeUnderPar')).toBe(value('hcp-10', 'madeBirdie'));
  // The shares of a level's holes add up to 1: under par + par + over par.
  for (const id of ['scratch', 'hcp-5', 'hcp-10', 'hcp-15', 'hcp-20'] as const) {
    const sum =
      (value(id, 'madeUnderPar') ?? 0) + (value(id, 'madePar') ?? 0) + (value(id, 'madeOverPar') ?? 0);
    expect(sum, id).toBeCloseTo(1, 10);
  }
});

test('missed fairway, green and up and down are the complements of their hits', () => {
  for (const s of STANDARDS) {
    const pairs: Array<[HoleFlag, HoleFlag]> = [
      ['fairwayHit', 'fairwayMissed'],
      ['madeGreenInRegulation', 'missedGreenInRegulation'],
      ['madeUpDown', 'missedUpDown'],
    ];
    for (const [hit, missed] of pairs) {
      const h = s.values[hit];
      if (h === undefined) expect(s.values[missed], `${s.id} ${missed}`).toBeUndefined();
      else expect(s.values[missed], `${s.id} ${missed}`).toBeCloseTo(1 - h, 10);
    }
  }
});

test('20 handicap greens and up and down are the Shot Scope benchmark', () => {
  expect(value('hcp-20', 'madeGreenInRegulation')).toBe(0.19);
  expect(value('hcp-20', 'madeUpDown')).toBe(0.31);
  expect(standardById('hcp-20')?.sources.madeGreenInRegulation).toEqual(['SHOTSCOPE20']);
});

test('NCAA Division I women: LPGA 2021 averages lowered by the 5.28-stroke scoring gap', () => {
  // 0.73 − 5.28 × 0.005 and 0.70 − 5.28 × 0.021 (derivation in standards.ts).
  expect(value('ncaa-d1-women', 'fairwayHit')).toBeCloseTo(0.7036, 10);
  expect(value('ncaa-d1-women', 'madeGreenInRegulation')).toBeCloseTo(0.58912, 10);
  expect(coveredStats(standardById('ncaa-d1-women') ?? { id: 'scratch', name: '', values: {} })).toEqual([
    'fairwayHit',
    'fairwayMissed',
    'madeGreenInRegulation',
    'missedGreenInRegulation',
  ]);
});

test('5 and 15 handicap sit halfway between their published neighbours', () => {
  expect(value('hcp-5', 'madeGreenInRegulation')).toBeCloseTo((0.56 + 0.35) / 2, 10);
  expect(value('hcp-15', 'madeGreenInRegulation')).toBeCloseTo((0.35 + 0.19) / 2, 10);
  expect(value('hcp-15', 'madeOverPar')).toBeCloseTo((7.7 + 2.9 + 9 + 6.6) / 36, 10);
  // Only stats both neighbours have: scratch's one-putts and sand saves have no 10 handicap twin.
  expect(value('hcp-5', 'madeOnePutt')).toBeUndefined();
  expect(standardById('hcp-5')?.notFound.madeOnePutt).toMatch(/both neighbours/);
  expect(standardById('hcp-5')?.sources.madeGreenInRegulation).toEqual(['ARCCOS', 'SHOTSCOPE10']);
});
