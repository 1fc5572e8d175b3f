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
 * [SHOTSCOPE-PRO] Shot Scope, "How do amateur and professional golfers compare?" (shotscope.com/blog/
 *   stats/how-do-amateur-and-professional-golfers-compare, 2022-07-10): "the average number of birdies
 *   per round on the PGA Tour is 3.63".
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
 * Not found: a published PGA TOUR average for Bogey Avoidance (only the 2019 leaders, 11.24–13.19 % of
 *   holes bogey or worse: actionnetwork.com, "A Week for Grinders", June 2019), so Over Par and Par or
 *   Better have no PGA TOUR value.
 * [SANDERS] Peter Sanders (ShotByShot.com, 80,000 analysed rounds) on NCAA men's players, quoted in
 *   "Facts about playing at the NCAA level" (georgepinnell.com, 2010-04-01): fairways 64 %, 12.2 greens
 *   in regulation a round, about 3 birdies a round, up and down 59 % within 50 yd.
 * [SIGNERS] Junior Golf Hub, 2021 Signer Report (900+ signed juniors), quoted in "What's the scoring
 *   average of college golfers?" (d33gy59ovltp76.cloudfront.net/news/what-s-the-scoring-average-of-
 *   college-golfers): NCAA Division I women signees averaged 76.78 in tournaments (men 73.61).
 * NCAA Division I women: no published per-stat figure (fairways, greens, scrambling, sand saves, birdies)
 *   was found, neither from Golfstat nor Clippd nor elsewhere. Fairway Hit and Green in Regulation are
 *   derived (see D1_WOMEN below): the LPGA 2021 averages [ORBAN] lowered by the scoring gap between
 *   the LPGA (71.5) and Division I women signees (76.78 [SIGNERS]) = 5.28 strokes, at the per-stroke
 *   slope of the amateur handicap data above (greens: scratch 56 % [ARCCOS] to 10 handicap 35 %
 *   [SHOTSCOPE10] = 2.1 points a stroke; fairways: scratch 51 % to 20 handicap 41 % [ARCCOS] = 0.5
 *   points a stroke). An estimate: the signees' average is from junior events, and the slopes are from
 *   (mostly men's) amateur rounds. The other stats have no Division I women value and are not compared.
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

// Derived, see the sources block: LPGA 2021 averages [ORBAN] lowered by the LPGA – Division I women
// scoring gap [SIGNERS] at the amateur per-stroke slopes [ARCCOS]/[SHOTSCOPE10].
const LPGA_2021 = { scoringAverage: 71.5, fairwayHit: 0.73, madeGreenInRegulation: 0.7 };
const D1_WOMEN_SCORING_AVERAGE = 76.78;
const GIR_PER_STROKE = (0.56 - 0.35) / 10; // scratch [ARCCOS] to 10 handicap [SHOTSCOPE10]
const FAIRWAY_PER_STROKE = (0.51 - 0.41) / 20; // scratch to 20 handicap [ARCCOS]
const D1_WOMEN_GAP = D1_WOMEN_SCORING_AVERAGE - LPGA_2021.scoringAverage;

const D1_WOMEN: Partial<Record<HoleFlag, number>> = {
  fairwayHit: LPGA_2021.fairwayHit - D1_WOMEN_GAP * FAIRWAY_PER_STROKE,
  madeGreenInRegulation: LPGA_2021.madeGreenInRegulation - D1_WOMEN_GAP * GIR_PER_STROKE,
};

export const STANDARDS: ReadonlyArray<Standard> = [
  {
    id: 'pga-tour',
    name: 'PGA TOUR',
    values: {
      // [SHOTSCOPE-TOUR]; [ORBAN] rounds 2021 to 65 %, Golf Monthly gives 58.3 % for 2023
      // ("LPGA Vs PGA Tour Pros – How The Stats Compare", 2024-01-25): the tour's drive accuracy
      // moves by season, 61 % sits between.
      fairwayHit: 0.61,
      madeGreenInRegulation: 0.65, // [ORBAN] 2021 season; [RUTHLESS] 64.70 % in 2009
      madeUpDown: 0.584, // [FELBER] scrambling, 2019-20 tour average 58.425 %
      madeSandSave: 0.467, // [SHOTBYSHOT] tour average 46.7 %; [3JACK] below 50 % every season since 2001
      madeBirdie: perRound(3.63), // [SHOTSCOPE-PRO] birdies per round
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
  { id: 'ncaa-d1-women', name: 'NCAA Division I Women', values: D1_WOMEN },
  { id: 'scratch', name: 'Scratch', values: SCRATCH },
  { id: 'hcp-5', name: '5 Handicap', values: between(SCRATCH, TEN) },
  { id: 'hcp-10', name: '10 Handicap', values: TEN },
  { id: 'hcp-15', name: '15 Handicap', values: between(TEN, TWENTY) },
  { id: 'hcp-20', name: '20 Handicap', values: TWENTY },
];

export function standardById(id: string): Standard | null {
  return STANDARDS.find((s) => s.id === id) ?? null;
}
