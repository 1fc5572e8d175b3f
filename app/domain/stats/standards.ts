import { MODEL_LEVELS, MODEL_STANDARD_LEVELS } from './data/standards-model';
import type { HoleFlag } from './hole-stats';
import { D1_WOMEN_SCORING_AVERAGE, type ModelLevel } from './model-levels';
import {
  PERFORMANCE_CATEGORIES,
  type PerformanceCategory,
  performanceCategoryOf,
  STAT_CATALOGUE,
} from './stat-catalogue';

/*
 * Standards (spec 2 §3 standards filter, spec 3 §2.1 standards row): reference values per stat, as
 * the share of opportunities where the stat happens (e.g. fairwayHit 0.51 = 51 % of fairways hit),
 * which is how app/domain/stats/hole-stats.ts counts every stat. Every value names its sources by tag
 * (below); "derived" values say how they were worked out. Published figures come first and win; every
 * compared stat no body publishes is modelled ([MODEL], decision 068), so each standard judges all 31.
 * A standard that could not judge a stat would list it in `notFound` with the reason and leave it
 * uncompared (no beatStandard). Layout stats (Sand Shots, doglegs, par 3/4/5, pin positions) describe
 * holes and have no standard.
 *
 * Sources:
 * [ARCCOS] Arccos Golf data (540 million shots, 11.5 million rounds) in "Scratch vs 10 vs 20 Handicap –
 *   How The Stats Compare", Golf Monthly, 2023-03-01 (golfmonthly.com/features/scratch-vs-10-vs-20-
 *   handicap-how-the-stats-compare) and "The stats behind a scratch golfer" (vcpgolf.com, 2022-07-21):
 *   per round birdies 2.2 / 0.7 / 0.3, bogeys 4.6 / 7.7 / 9 ("bogey half the holes"), doubles or
 *   worse 0.7 / 2.9 / 6.6, fairways 51 % / 46 % / 41 % for scratch / 10 / 20; scratch: 56 % of greens,
 *   5.2 one-putts per round, up and down 57 % from inside 25 yd, from greenside sand 39 % inside 25 yd.
 * [ARCCOS-18] Arccos Golf data in "Scratch Vs 18 Handicap – How The Stats Compare", Golf Monthly,
 *   2022-07-27 (golfmonthly.com/features/scratch-vs-18-handicap-how-the-stats-compare): "scratch
 *   players averaging 2.2 birdies per round, 10.5 pars, 4.6 bogeys and just 0.7 doubles or worse".
 *   The four add up to 18.0 holes, so eagles round to 0 (under 0.05 a round).
 * [SHOTSCOPE10] Shot Scope, "Law of Averages: 10 handicap" (shotscope.com/blog/stats, 2024-02-02):
 *   FIR 50 %, GIR 35 %, up and down 40 %, three-putts 8 %.
 * [SHOTSCOPE20] Baz Plummer, "I Compared My Data To A 20-Handicap Benchmark… The Results Fired Me Up
 *   For 2026", Golf Monthly, winter 2025-26 (golfmonthly.com/features/i-compared-my-data-to-a-20-
 *   handicap-benchmark), the Shot Scope average 20-handicap benchmark: "Fairway hit % 45%",
 *   "Greens in regulation % 19%", "Up & down % 31%".
 * [SHOTSCOPE-TOUR] Shot Scope via bunkered.co.uk, "Shocking golf stats…" (Dec 2024): "the average PGA
 *   Tour player only hits the short grass around 61% of the time".
 * [SHOTSCOPE-PRO] Shot Scope, "How do amateur and professional golfers compare?" (shotscope.com/blog/
 *   stats/how-do-amateur-and-professional-golfers-compare, 2022-07-10): "the average number of birdies
 *   per round on the PGA Tour is 3.63".
 * [ONE-PUTT] "How Many 1-Putts Does The Average PGA Tour Player Make Per Round?", Golf Monthly,
 *   2025-07-10 (golfmonthly.com/features/how-many-1-putts-does-the-average-pga-tour-player-make-per-
 *   round): "In the 2025 season so far, The average PGA Tour player has a 1-putt percentage of
 *   39.72%". The tour counts it per hole played, as madeOnePutt here: [GOLFMAGIC] "The Top 10
 *   one-putters on the PGA Tour", golfmagic.com, 2020-05-12: Peter Malnati "One-putt percentage:
 *   46.44%", "No. of one-putts: 326", "No. of holes: 702" (326 / 702 = 46.44 %).
 * [EAGLES] "What Is An Eagle In Golf?", Fore Putt Golf (foreputtgolf.com/what-is-an-eagle-in-golf), on
 *   the 2022 season: "The PGA Tour average for eagles is one every 184.6 holes".
 * [ORBAN] Scott Orban, "How do you measure up to the PGA and LPGA pros?", Business in Calgary, May 2022
 *   (businessincalgary.com/regular-contributors/how-do-you-measure-up-to-the-pga-and-lpga-pros), quoting
 *   pgatour.com and lpgatour.com for the 2021 season: scoring average PGA TOUR 71.3 (LPGA 71.5), fairways
 *   65 % (LPGA 73 %), greens in regulation 65 % (LPGA 70 %).
 * [RUTHLESS] "Ruthless Golf" 2009 season review (ruthlessgolf.com/2009): PGA TOUR tour averages GIR
 *   64.70 %, scrambling 57.52 %, driving accuracy 62.91 %; agrees with [ORBAN] within a point.
 * [FELBER] Bill Felber, "PGA Tour: How to win with the season's most important skills", Pro Golf Now,
 *   2020-09-09 (progolfnow.com/2020/09/09/pga-tour-win-season-skills/4/): scrambling tour average
 *   58.425 % in 2019-20 (193 qualifying players); 57.86 % over all seasons since 1992.
 * [SHOTBYSHOT] Peter Sanders, "Niblicks of Truth" (niblicksoftruth.blogspot.com/2014/02, Feb 2014):
 *   sand saves "The Tour Average is 46.7%" (2014 season to date). [3JACK] "Tour Bunker Play 1980-2012"
 *   (3jack.blogspot.com/2013/03/tour-bunker-play-1980-2012.html, 2013-03-06): "Since 2001, the Tour
 *   has failed to average above 50% on sand saves" (best year 2000, 53.81 %).
 * [SANDERS] Peter Sanders (ShotByShot.com, 80,000 analysed rounds) on NCAA men's players, quoted in
 *   "Facts about playing at the NCAA level" (georgepinnell.com, 2010-04-01): fairways 64 %, 12.2 greens
 *   in regulation a round, about 3 birdies a round, up and down 59 % within 50 yd.
 * [SIGNERS] Junior Golf Hub, 2021 Signer Report (900+ signed juniors), quoted in "What's the scoring
 *   average of college golfers?" (d33gy59ovltp76.cloudfront.net/news/what-s-the-scoring-average-of-
 *   college-golfers): NCAA Division I women signees averaged 76.78 in tournaments (men 73.61).
 * [MODEL] The demo data's shot simulator (db/seed/rounds.ts, skill knobs calibrated in db/seed/skill.ts)
 *   played at the standard's level by scripts/derive-standards.ts, its holes' flags derived by
 *   hole-stats.ts (data/standards-model.ts; method, sources and limits in docs/standards.md). Levels:
 *   a handicap standard at its handicap; PGA TOUR where the model's strokes gained in total against
 *   the tour baseline is 0; NCAA Division I men and women where the model's scoring average equals
 *   the signees' [SIGNERS] (an estimate).
 *
 * Conversions and derivations (each recomputed in standards.test.ts):
 * - Per-round counts become per-hole shares by dividing by 18.
 * - Missed fairway, missed green and missed up and down are the complements of fairway hit, green in
 *   regulation and up and down: hole-stats.ts gives each pair the same opportunities.
 * - Over par = bogey + double bogey or worse; par or better = 1 − over par; under par = birdie +
 *   eagle (or better); par = 1 − under par − over par. For the amateur levels, whose eagles are not
 *   published, pars are the holes left over from birdies, bogeys and doubles, and under par is the
 *   birdies: [ARCCOS-18] shows the scratch counts add up to 18 with no eagles, and worse players make
 *   fewer. The published scratch pars (10.5) equal that remainder.
 * - PGA TOUR under par = birdies [SHOTSCOPE-PRO] + eagles [EAGLES] (3.63 / 18 + 1 / 184.6).
 * - 5 and 15 handicap values are derived by linear interpolation between their published neighbours
 *   (scratch and 10, 10 and 20), for the stats both neighbours have.
 * - NCAA Division I women: no published per-stat figure was found, neither from Golfstat nor Clippd
 *   nor elsewhere. Fairway Hit and Green in Regulation are derived: the LPGA 2021 averages [ORBAN]
 *   lowered by the scoring gap between the LPGA (71.5) and Division I women signees (76.78 [SIGNERS])
 *   = 5.28 strokes, at the per-stroke slope of the amateur handicap data above (greens: scratch 56 %
 *   [ARCCOS] to 10 handicap 35 % [SHOTSCOPE10] = 2.1 points a stroke; fairways: scratch 51 % to 20
 *   handicap 41 % [ARCCOS] = 0.5 points a stroke). An estimate: the signees' average is from junior
 *   events, and the slopes are from (mostly men's) amateur rounds.
 * - Where sources disagree the value says which it takes (e.g. 20 handicap fairways: [ARCCOS] 41 %,
 *   [SHOTSCOPE20] 45 %; the Arccos figure keeps one source for the whole Arccos ladder).
 * - Modelled, consistent with the published figures (`withModel`): a stat nobody publishes is the
 *   model's share at the standard's level; a part of a published whole (misses left/right, greens
 *   missed short/long, missed up and downs by distance, bogeys and doubles of over par) is the model's
 *   split of that whole; complements stay complements; under par = birdies + eagles, par = the rest;
 *   one putt or less = one putt + the model's holes without a putt. Eagles and sand saves, which the
 *   simulator gets wrong wherever they are published, are its share scaled to the nearest published
 *   figure (`ANCHORED`).
 *
 * Figures found for measures that are no stat of the catalogue (putts per round and per GIR,
 * three-putts, driving distance, par-3/4/5 scoring averages) are not kept: nothing here would compare
 * them. Why no body publishes the other stats as shares of this product's opportunities: docs/standards.md.
 */

export type StandardId =
  | 'pga-tour'
  | 'ncaa-d1-men'
  | 'ncaa-d1-women'
  | 'scratch'
  | 'hcp-5'
  | 'hcp-10'
  | 'hcp-15'
  | 'hcp-20';

/** What the comparison reads: a share of opportunities per stat. */
export type Standard = {
  id: StandardId;
  name: string;
  values: Partial<Record<HoleFlag, number>>;
  /**
   * decision 068: strokes a hole saves when the stat happens, at the standard's modelled level
   * (`ModelFlag.strokeValue`); only values whose sign agrees with the stat's `better`.
   */
  strokeValues?: Partial<Record<HoleFlag, number>>;
};

/** The tags of the sources block above. */
export const SOURCE_TAGS = [
  'ARCCOS',
  'ARCCOS-18',
  'SHOTSCOPE10',
  'SHOTSCOPE20',
  'SHOTSCOPE-TOUR',
  'SHOTSCOPE-PRO',
  'ONE-PUTT',
  'GOLFMAGIC',
  'EAGLES',
  'ORBAN',
  'RUTHLESS',
  'FELBER',
  'SHOTBYSHOT',
  '3JACK',
  'SANDERS',
  'SIGNERS',
  'MODEL',
] as const;
export type SourceTag = (typeof SOURCE_TAGS)[number];

/** A standard with where each value comes from and why each missing stat is missing. */
export type SourcedStandard = Standard & {
  sources: Partial<Record<HoleFlag, ReadonlyArray<SourceTag>>>;
  notFound: Partial<Record<HoleFlag, string>>;
};

type Figure = { value: number; sources: ReadonlyArray<SourceTag> };
type Figures = Partial<Record<HoleFlag, Figure>>;

const figure = (value: number, ...sources: [SourceTag, ...Array<SourceTag>]): Figure => ({
  value,
  sources,
});

const perRound = (count: number) => count / 18;

/** The stats a standard can be compared on (spec 3 §9: not the layout stats). */
export const COMPARED_FLAGS: ReadonlyArray<HoleFlag> = STAT_CATALOGUE.filter((s) => s.better !== null).map(
  (s) => s.flag,
);

/** Derived: missed fairway, green and up and down are the other side of hit, GIR and up and down. */
function withMisses(figures: Figures): Figures {
  const out = { ...figures };
  const miss = (hit: HoleFlag, missed: HoleFlag) => {
    const f = figures[hit];
    if (f) out[missed] = { value: 1 - f.value, sources: f.sources };
  };
  miss('fairwayHit', 'fairwayMissed');
  miss('madeGreenInRegulation', 'missedGreenInRegulation');
  miss('madeUpDown', 'missedUpDown');
  return out;
}

/**
 * Published: the scoring stats of an amateur level from its birdies, bogeys and doubles or worse per
 * round. Eagles, under par and pars follow with the model (`withModel`).
 */
function amateurScoring(
  birdies: number,
  bogeys: number,
  doubles: number,
  ...sources: [SourceTag, ...Array<SourceTag>]
): Figures {
  return {
    madeBirdie: figure(perRound(birdies), ...sources),
    madeBogey: figure(perRound(bogeys), ...sources),
    madeDoubleBogeyOrHigher: figure(perRound(doubles), ...sources),
    madeOverPar: figure(perRound(bogeys + doubles), ...sources),
    madeParOrBetter: figure(1 - perRound(bogeys + doubles), ...sources),
  };
}

/** Derived: halfway between two published levels, for the stats both have. */
function between(a: Figures, b: Figures): Figures {
  const out: Figures = {};
  for (const [flag, fa] of Object.entries(a) as Array<[HoleFlag, Figure]>) {
    const fb = b[flag];
    if (fb)
      out[flag] = { value: (fa.value + fb.value) / 2, sources: [...new Set([...fa.sources, ...fb.sources])] };
  }
  return out;
}

const SCRATCH: Figures = withMisses({
  ...amateurScoring(2.2, 4.6, 0.7, 'ARCCOS'),
  fairwayHit: figure(0.51, 'ARCCOS'),
  madeGreenInRegulation: figure(0.56, 'ARCCOS'),
  madeOnePutt: figure(perRound(5.2), 'ARCCOS'),
  madeUpDown: figure(0.57, 'ARCCOS'), // from inside 25 yd, the nearest published split
  madeSandSave: figure(0.39, 'ARCCOS'), // greenside sand inside 25 yd
});

const TEN: Figures = withMisses({
  ...amateurScoring(0.7, 7.7, 2.9, 'ARCCOS'),
  fairwayHit: figure(0.46, 'ARCCOS'), // [SHOTSCOPE10] gives 50 %
  madeGreenInRegulation: figure(0.35, 'SHOTSCOPE10'),
  madeUpDown: figure(0.4, 'SHOTSCOPE10'),
});

const TWENTY: Figures = withMisses({
  ...amateurScoring(0.3, 9, 6.6, 'ARCCOS'),
  fairwayHit: figure(0.41, 'ARCCOS'), // [SHOTSCOPE20] gives 45 %
  madeGreenInRegulation: figure(0.19, 'SHOTSCOPE20'),
  madeUpDown: figure(0.31, 'SHOTSCOPE20'),
});

/** The published tour eagle rate [EAGLES]: one every 184.6 holes (2022). */
const TOUR_EAGLES = 1 / 184.6;

const PGA_TOUR: Figures = withMisses({
  // [SHOTSCOPE-TOUR]; [ORBAN] rounds 2021 to 65 %, Golf Monthly gives 58.3 % for 2023
  // ("LPGA Vs PGA Tour Pros – How The Stats Compare", 2024-01-25): the tour's drive accuracy
  // moves by season, 61 % sits between.
  fairwayHit: figure(0.61, 'SHOTSCOPE-TOUR'),
  madeGreenInRegulation: figure(0.65, 'ORBAN', 'RUTHLESS'), // 2021 season; 64.70 % in 2009
  madeUpDown: figure(0.584, 'FELBER'), // scrambling, 2019-20 tour average 58.425 %
  madeSandSave: figure(0.467, 'SHOTBYSHOT', '3JACK'), // 46.7 %; below 50 % every season since 2001
  madeBirdie: figure(perRound(3.63), 'SHOTSCOPE-PRO'),
  madeEagle: figure(TOUR_EAGLES, 'EAGLES'), // eagles; albatrosses, counted with them here, are not in it
  madeUnderPar: figure(perRound(3.63) + TOUR_EAGLES, 'SHOTSCOPE-PRO', 'EAGLES'), // derived: birdies + eagles
  madeOnePutt: figure(0.3972, 'ONE-PUTT', 'GOLFMAGIC'), // 2025 season, one-putt holes of holes played
});

const NCAA_D1_MEN: Figures = withMisses({
  fairwayHit: figure(0.64, 'SANDERS'),
  madeGreenInRegulation: figure(perRound(12.2), 'SANDERS'),
  // "About 3 birdies a round", counted here as under par (birdie or better): eagles are not split out.
  madeUnderPar: figure(perRound(3), 'SANDERS'),
  madeUpDown: figure(0.59, 'SANDERS'), // within 50 yd, sand shots left out
  // [SANDERS] gives greenside sand shots inside 8 ft (48 %), a proximity, not a save rate: modelled.
});

// Derived, see the sources block: LPGA 2021 averages [ORBAN] lowered by the LPGA – Division I women
// scoring gap [SIGNERS] at the amateur per-stroke slopes [ARCCOS]/[SHOTSCOPE10].
const LPGA_2021 = { scoringAverage: 71.5, fairwayHit: 0.73, madeGreenInRegulation: 0.7 };
const GIR_PER_STROKE = (0.56 - 0.35) / 10; // scratch [ARCCOS] to 10 handicap [SHOTSCOPE10]
const FAIRWAY_PER_STROKE = (0.51 - 0.41) / 20; // scratch to 20 handicap [ARCCOS]
const D1_WOMEN_GAP = D1_WOMEN_SCORING_AVERAGE - LPGA_2021.scoringAverage;

const NCAA_D1_WOMEN: Figures = withMisses({
  fairwayHit: figure(LPGA_2021.fairwayHit - D1_WOMEN_GAP * FAIRWAY_PER_STROKE, 'ORBAN', 'SIGNERS', 'ARCCOS'),
  madeGreenInRegulation: figure(
    LPGA_2021.madeGreenInRegulation - D1_WOMEN_GAP * GIR_PER_STROKE,
    'ORBAN',
    'SIGNERS',
    'ARCCOS',
    'SHOTSCOPE10',
  ),
});

/** The model's level a standard was played at (data/standards-model.ts). */
export function modelLevelOf(id: StandardId): ModelLevel {
  const { gender, handicap } = MODEL_STANDARD_LEVELS[id];
  const level = MODEL_LEVELS.find((l) => l.gender === gender && l.handicap === handicap);
  if (!level) throw new Error(`no model level for ${id}`);
  return level;
}

/**
 * Stats the simulator gets wrong at every level where a figure is published: eagles (about three times
 * the tour's) and sand saves (6 to 11 points low). Elsewhere their modelled share is scaled by
 * published ÷ modelled at the nearest level (by handicap) with a published figure.
 */
const ANCHORS: ReadonlyArray<readonly [StandardId, Figures]> = [
  ['pga-tour', PGA_TOUR],
  ['scratch', SCRATCH],
];
const ANCHORED: ReadonlyArray<HoleFlag> = ['madeEagle', 'madeSandSave'];

function anchored(flag: HoleFlag, level: ModelLevel): Figure | null {
  const rateAt = (l: ModelLevel) => l.flags[flag]?.rate ?? 0;
  let best: { distance: number; figure: Figure } | null = null;
  for (const [id, figures] of ANCHORS) {
    const published = figures[flag];
    const anchor = modelLevelOf(id);
    if (!published || rateAt(anchor) === 0) continue;
    const distance = Math.abs(anchor.handicap - level.handicap);
    if (best && best.distance <= distance) continue;
    const value = (rateAt(level) * published.value) / rateAt(anchor);
    best = { distance, figure: { value, sources: ['MODEL', ...published.sources] } };
  }
  return best?.figure ?? null;
}

/**
 * Every compared stat a standard's published figures leave open, from the model at its level, kept
 * consistent with the published ones (the rules in the sources block). Published figures win.
 */
function withModel(published: Figures, level: ModelLevel): Figures {
  const rate = (flag: HoleFlag) => {
    const found = level.flags[flag];
    if (!found) throw new Error(`model level without ${flag}`);
    return found.rate;
  };
  const out: Figures = { ...published };
  const value = (flag: HoleFlag) => out[flag]?.value ?? 0;
  const tags = (...flags: Array<HoleFlag>): Array<SourceTag> => [
    ...new Set([...flags.flatMap((f) => out[f]?.sources ?? []), 'MODEL' as const]),
  ];
  const fill = (flag: HoleFlag, compute: () => number, from: Array<HoleFlag> = []) => {
    if (!out[flag]) out[flag] = { value: compute(), sources: tags(...from) };
  };
  /** A part of a whole: the model's split of the whole's (possibly published) value. */
  const part = (flag: HoleFlag, whole: HoleFlag) =>
    fill(flag, () => (value(whole) * rate(flag)) / rate(whole), [whole]);

  for (const flag of ANCHORED) {
    const figure = out[flag] ? null : anchored(flag, level);
    if (figure) out[flag] = figure;
  }
  // Scoring: eagles, birdies and under par; over par and its split; the rest are pars.
  fill(
    'madeBirdie',
    () => (out.madeUnderPar ? value('madeUnderPar') - value('madeEagle') : rate('madeBirdie')),
    ['madeUnderPar'],
  );
  fill('madeUnderPar', () => value('madeBirdie') + value('madeEagle'), ['madeBirdie', 'madeEagle']);
  fill('madeOverPar', () => (out.madeParOrBetter ? 1 - value('madeParOrBetter') : rate('madeOverPar')), [
    'madeParOrBetter',
  ]);
  part('madeBogey', 'madeOverPar');
  fill('madeDoubleBogeyOrHigher', () => value('madeOverPar') - value('madeBogey'), [
    'madeOverPar',
    'madeBogey',
  ]);
  fill('madeParOrBetter', () => 1 - value('madeOverPar'), ['madeOverPar']);
  fill('madePar', () => 1 - value('madeUnderPar') - value('madeOverPar'), ['madeUnderPar', 'madeOverPar']);

  // Hits, their misses and the misses' splits.
  fill('fairwayHit', () => rate('fairwayHit'));
  fill('madeGreenInRegulation', () => rate('madeGreenInRegulation'));
  fill('madeUpDown', () => rate('madeUpDown'));
  Object.assign(out, withMisses(out));
  part('fairwayMissedLeft', 'fairwayMissed');
  part('fairwayMissedRight', 'fairwayMissed');
  part('missedGreenShort', 'missedGreenInRegulation');
  part('missedGreenLong', 'missedGreenInRegulation');
  part('missedUpDownLessThan15Yards', 'missedUpDown');
  part('missedUpDown15To25Yards', 'missedUpDown');
  part('missedUpDown25To35Yards', 'missedUpDown');

  // Putting: one putt or less adds the model's holes without a putt (holed from off the green).
  fill('madeOnePutt', () => rate('madeOnePutt'));
  fill('madeOnePuttOrLess', () => value('madeOnePutt') + rate('madeOnePuttOrLess') - rate('madeOnePutt'), [
    'madeOnePutt',
  ]);

  // Nothing published: the model's share at the level.
  for (const flag of COMPARED_FLAGS) fill(flag, () => rate(flag));
  return out;
}

/** Every compared stat without a value, with its reason (none left since decision 068). */
function notFoundOf(figures: Figures, reasons: Partial<Record<HoleFlag, string>>) {
  const out: Partial<Record<HoleFlag, string>> = {};
  for (const flag of COMPARED_FLAGS) {
    if (figures[flag]) continue;
    out[flag] = reasons[flag] ?? 'no published figure and no model value';
  }
  return out;
}

function standard(id: StandardId, name: string, published: Figures): SourcedStandard {
  const figures = withModel(published, modelLevelOf(id));
  const values: Partial<Record<HoleFlag, number>> = {};
  const sources: Partial<Record<HoleFlag, ReadonlyArray<SourceTag>>> = {};
  for (const [flag, f] of Object.entries(figures) as Array<[HoleFlag, Figure]>) {
    values[flag] = f.value;
    sources[flag] = f.sources;
  }
  return {
    id,
    name,
    values,
    strokeValues: strokeValuesOf(modelLevelOf(id)),
    sources,
    notFound: notFoundOf(figures, {}),
  };
}

/**
 * A level's stroke values that say what the stat's direction says: a par is worth strokes to a 20
 * handicap and costs a tour player some (its value changes sign with the level), which the ranking
 * of strengths cannot use, so it is left out where it disagrees with `better`.
 */
function strokeValuesOf(level: ModelLevel): Partial<Record<HoleFlag, number>> {
  const out: Partial<Record<HoleFlag, number>> = {};
  for (const stat of STAT_CATALOGUE) {
    const value = level.flags[stat.flag]?.strokeValue ?? null;
    if (value === null || stat.better === null) continue;
    if ((stat.better === 'higher') === value > 0 && value !== 0) out[stat.flag] = value;
  }
  return out;
}

export const STANDARDS: ReadonlyArray<SourcedStandard> = [
  standard('pga-tour', 'PGA TOUR', PGA_TOUR),
  standard('ncaa-d1-men', 'NCAA Division I Men', NCAA_D1_MEN),
  standard('ncaa-d1-women', 'NCAA Division I Women', NCAA_D1_WOMEN),
  standard('scratch', 'Scratch', SCRATCH),
  standard('hcp-5', '5 Handicap', between(SCRATCH, TEN)),
  standard('hcp-10', '10 Handicap', TEN),
  standard('hcp-15', '15 Handicap', between(TEN, TWENTY)),
  standard('hcp-20', '20 Handicap', TWENTY),
];

/** Whether a standard's value is a published figure (or arithmetic on published figures), or modelled. */
export function isModelled(standard: SourcedStandard, flag: HoleFlag): boolean {
  return standard.sources[flag]?.includes('MODEL') ?? false;
}

export function standardById(id: string): SourcedStandard | null {
  return STANDARDS.find((s) => s.id === id) ?? null;
}

/** The stats a standard has a value for, in catalogue order: the others answer "not compared". */
export function coveredStats(standard: Standard): Array<HoleFlag> {
  return COMPARED_FLAGS.filter((flag) => standard.values[flag] !== undefined);
}

/** How the read APIs name a standard: its id, its name and the stats it covers. */
export function standardSummary(standard: Standard) {
  return { id: standard.id, name: standard.name, coveredStats: coveredStats(standard) };
}

export type CategoryCoverage = { category: PerformanceCategory; published: number; modelled: number };

/** decision 068: per performance category, how many stats a standard judges by a published or a modelled figure. */
export function coverageByCategory(standard: SourcedStandard): Array<CategoryCoverage> {
  return PERFORMANCE_CATEGORIES.map((category) => {
    const flags = STAT_CATALOGUE.filter(
      (s) => performanceCategoryOf(s) === category && standard.values[s.flag] !== undefined,
    ).map((s) => s.flag);
    const modelled = flags.filter((flag) => isModelled(standard, flag)).length;
    return { category, published: flags.length - modelled, modelled };
  });
}
