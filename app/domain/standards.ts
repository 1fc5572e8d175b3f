import type { HoleFlag } from './hole-stats';

/*
 * Standards (spec 2 §3 standards filter, spec 3 §2.1 standards row): reference values per stat, as
 * the share of opportunities where the stat happens (e.g. fairwayHit 0.51 = 51 % of fairways hit).
 * Every value names its published source; "derived" values say how they were worked out. A stat a
 * standard has no value for is not compared (no beatStandard).
 *
 * Sources:
 * [ARCCOS] Arccos Golf data (540 million shots, 11.5 million rounds) in "Scratch vs 10 vs 20 Handicap –
 *   How The Stats Compare", Golf Monthly, 2023-03-01 (golfmonthly.com/features/scratch-vs-10-vs-20-
 *   handicap-how-the-stats-compare) and "The stats behind a scratch golfer" (vcpgolf.com, 2022-07-21):
 *   per round birdies 2.2 / 0.7 / 0.3, bogeys 4.6 / 7.7 / 9 ("bogey half the holes"), doubles or
 *   worse 0.7 / 2.9 / 6.6, fairways 51 % / 46 % / 41 % for scratch / 10 / 20; scratch: 56 % of greens,
 *   5.2 one-putts per round, up and down 57 % from inside 25 yd, from greenside sand 39 % inside 25 yd.
 * [SHOTSCOPE10] Shot Scope, "Law of Averages: 10 handicap" (shotscope.com/blog/stats, 2024-02-02):
 *   FIR 50 %, GIR 35 %, up and down 40 %, three-putts 8 %.
 * [SHOTSCOPE-TOUR] Shot Scope via bunkered.co.uk, "Shocking golf stats…" (Dec 2024): "the average PGA
 *   Tour player only hits the short grass around 61% of the time".
 * [PGATOUR] PGA TOUR season statistics, tour averages (pgatour.com/stats: Greens in Regulation 65–66 %,
 *   Scrambling about 58 %, Sand Save about 50 %, Birdie Average about 3.7 a round, Bogey Avoidance
 *   about 15 % of holes). These figures are quoted from the published tour averages of recent seasons
 *   (2019–2023), rounded; check them against the current season when it matters.
 * [SANDERS] Peter Sanders (ShotByShot.com, 80,000 analysed rounds) on NCAA men's players, quoted in
 *   "Facts about playing at the NCAA level" (georgepinnell.com, 2010-04-01): fairways 64 %, 12.2 greens
 *   in regulation a round, about 3 birdies a round, up and down 59 % within 50 yd.
 * Per-round counts become per-hole shares by dividing by 18. 5 and 15 handicap values are derived by
 * linear interpolation between their published neighbours (scratch and 10, 10 and 20).
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

export type Standard = {
  id: StandardId;
  name: string;
  values: Partial<Record<HoleFlag, number>>;
};

const perRound = (count: number) => count / 18;

// [ARCCOS] scratch / 10 / 20; par or better and over par derived from bogeys and doubles.
const SCRATCH: Partial<Record<HoleFlag, number>> = {
  madeBirdie: perRound(2.2),
  madeBogey: perRound(4.6),
  madeDoubleBogeyOrHigher: perRound(0.7),
  madeOverPar: perRound(4.6 + 0.7), // derived: bogeys + doubles or worse
  madeParOrBetter: 1 - perRound(4.6 + 0.7), // derived: the other holes
  fairwayHit: 0.51,
  madeGreenInRegulation: 0.56,
  madeOnePutt: perRound(5.2),
  madeUpDown: 0.57, // [ARCCOS] from inside 25 yd, the nearest published split
  madeSandSave: 0.39, // [ARCCOS] greenside sand inside 25 yd
};

const TEN: Partial<Record<HoleFlag, number>> = {
  madeBirdie: perRound(0.7),
  madeBogey: perRound(7.7),
  madeDoubleBogeyOrHigher: perRound(2.9),
  madeOverPar: perRound(7.7 + 2.9), // derived: bogeys + doubles or worse
  madeParOrBetter: 1 - perRound(7.7 + 2.9), // derived
  fairwayHit: 0.46, // [ARCCOS]; [SHOTSCOPE10] gives 50 %
  madeGreenInRegulation: 0.35, // [SHOTSCOPE10]
  madeUpDown: 0.4, // [SHOTSCOPE10]
};

const TWENTY: Partial<Record<HoleFlag, number>> = {
  madeBirdie: perRound(0.3),
  madeBogey: perRound(9),
  madeDoubleBogeyOrHigher: perRound(6.6),
  madeOverPar: perRound(9 + 6.6), // derived: bogeys + doubles or worse
  madeParOrBetter: 1 - perRound(9 + 6.6), // derived
  fairwayHit: 0.41,
};

/** Derived: halfway between two published levels, for the stats both publish. */
function between(a: Partial<Record<HoleFlag, number>>, b: Partial<Record<HoleFlag, number>>) {
  const out: Partial<Record<HoleFlag, number>> = {};
  for (const [flag, value] of Object.entries(a) as Array<[HoleFlag, number]>) {
    const other = b[flag];
    if (other !== undefined) out[flag] = (value + other) / 2;
  }
  return out;
}

export const STANDARDS: ReadonlyArray<Standard> = [
  {
    id: 'pga-tour',
    name: 'PGA TOUR',
    values: {
      fairwayHit: 0.61, // [SHOTSCOPE-TOUR]
      madeGreenInRegulation: 0.655, // [PGATOUR]
      madeUpDown: 0.58, // [PGATOUR] scrambling
      madeSandSave: 0.5, // [PGATOUR]
      madeUnderPar: perRound(3.7), // [PGATOUR] birdie average (birdies or better)
      madeOverPar: 0.15, // [PGATOUR] bogey avoidance: bogey or worse
      madeParOrBetter: 0.85, // derived: the holes not over par
    },
  },
  {
    id: 'ncaa-d1-men',
    name: 'NCAA Division I Men',
    values: {
      fairwayHit: 0.64, // [SANDERS]
      madeGreenInRegulation: perRound(12.2), // [SANDERS]
      madeUnderPar: perRound(3), // [SANDERS] about 3 birdies a round
      madeUpDown: 0.59, // [SANDERS] within 50 yd
    },
  },
  {
    // No per-stat figures for Division I women were found in a published source yet (only scoring
    // averages: 76.78 for 2021 signees, Junior Golf Hub Signer Report): nothing is compared until
    // one is added.
    id: 'ncaa-d1-women',
    name: 'NCAA Division I Women',
    values: {},
  },
  { id: 'scratch', name: 'Scratch', values: SCRATCH },
  { id: 'hcp-5', name: '5 Handicap', values: between(SCRATCH, TEN) },
  { id: 'hcp-10', name: '10 Handicap', values: TEN },
  { id: 'hcp-15', name: '15 Handicap', values: between(TEN, TWENTY) },
  { id: 'hcp-20', name: '20 Handicap', values: TWENTY },
];

export function standardById(id: string): Standard | null {
  return STANDARDS.find((s) => s.id === id) ?? null;
}
