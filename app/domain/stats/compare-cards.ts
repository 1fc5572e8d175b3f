import { formatFixed, formatShareAsPercent, formatSignedFixed } from '../format/numbers';
import type { CompareHoles, CompareTab } from './compare-config';
import type { HandicapEquivalent } from './rating-format';
import type { FlagCount, FlagCounts, PerformanceCategory } from './stat-catalogue';

/*
 * The content of five cards of the Compare Stats page (spec 2 §2 card titles: Score To Par At
 * Distances, Drive Summary, Shots to Green Accuracy, Putts Summary, Playing Style). The spec names
 * the cards and says the drive response has a summary chart (spec 2 §7); the figures, bands and
 * per-round normalisation follow what Clippd, Arccos and Shot Scope show (decision 045).
 *
 * The queries (db/queries/compare-cards.ts) group holes and shots by whole yards or feet; the bands
 * are decided here, so a band edge is one number in one place. Per-round figures are per hole
 * measured times the rounds' hole count (9 or 18): a round with holes not recorded shot by shot
 * counts only the holes that were.
 *
 * Values stay exact until they are shown (app/domain/format/numbers.ts: one rounding, from the exact
 * value, where it is shown). A share travels as its counts (successes of opportunities, greens hit
 * of approaches), never as a ratio rounded here, so the loader's JSON carries small integers.
 */

export const CARD_TABS = [
  'scoring',
  'drive',
  'shot-to-green',
  'putts',
  'playing-style',
] as const satisfies ReadonlyArray<CompareTab>;
export type CardTab = (typeof CARD_TABS)[number];

export function isCardTab(tab: string): tab is CardTab {
  return (CARD_TABS as ReadonlyArray<string>).includes(tab);
}

/** A half-open band [min, max) of a measure; max null: no upper edge. */
export type Band = { label: string; min: number; max: number | null };

/** Bands from their inner edges, e.g. [150, 175] → <150, 150–175, 175+. */
export function bandsOf(edges: ReadonlyArray<number>): Array<Band> {
  const first = edges[0];
  const last = edges.at(-1);
  if (first === undefined || last === undefined) return [{ label: 'All', min: 0, max: null }];
  return [
    { label: `<${first}`, min: 0, max: first },
    ...edges.slice(1).map((max, i) => {
      const min = edges[i] ?? 0;
      return { label: `${min}–${max}`, min, max };
    }),
    { label: `${last}+`, min: last, max: null },
  ];
}

/** The band a value falls in: the number of edges at or below it. */
export function bandIndex(value: number, edges: ReadonlyArray<number>): number {
  return edges.filter((edge) => value >= edge).length;
}

// Hole length bands within each par, in yards (Arccos' and Shot Scope's scoring by hole length).
export const HOLE_LENGTH_EDGES: Readonly<Record<3 | 4 | 5, ReadonlyArray<number>>> = {
  3: [150, 175, 200],
  4: [350, 400, 450],
  5: [500, 550],
};
// Approach start distance bands in yards (Shot Scope's and Clippd's 25-yard approach buckets).
export const APPROACH_EDGES: ReadonlyArray<number> = [100, 125, 150, 175, 200];
// First-putt distance bands in feet (the make-% buckets of Arccos and the PGA TOUR).
export const FIRST_PUTT_EDGES: ReadonlyArray<number> = [3, 6, 10, 15, 25];
// Drive length histogram in yards: 20-yard columns.
export const DRIVE_HISTOGRAM_EDGES: ReadonlyArray<number> = [200, 220, 240, 260, 280, 300];

const PARS = [3, 4, 5] as const;

/** A share of a whole (0–1, exact); null when there is no whole. */
export function shareOf(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** The share of a count (successes of opportunities), exact; null without opportunities. */
export function shareOfCount(count: ShareCount): number | null {
  return shareOf(count.successes, count.opportunities);
}

/** A mean (exact); null without values. */
export function meanOf(sum: number, count: number): number | null {
  return count > 0 ? sum / count : null;
}

/** The average score to par of holes (a par's, or a length band's); null without holes. */
export function averageToPar(group: { holes: number; toParTotal: number }): number | null {
  return meanOf(group.toParTotal, group.holes);
}

/** Per round of `holes` holes: the total per hole measured, times the hole count (exact). */
export function perRound(total: number, holesMeasured: number, holes: CompareHoles): number | null {
  return holesMeasured > 0 ? (total / holesMeasured) * holes : null;
}

/** What "per round" means for a selection: rounds of its hole count (spec 2 §2: 9 or 18 holes). */
export function roundHolesOf(totals: TotalsRow): CompareHoles {
  return totals.holeCount === 9 ? 9 : 18;
}

/* The rows the queries return (plain numbers; sums are 0, never null, over no rows). */

/** Counted holes of one par and one length: holes and their results against par. */
export type ScoringRow = {
  par: number;
  yards: number | null;
  holes: number;
  toPar: number;
  eagles: number;
  birdies: number;
  pars: number;
  bogeys: number;
  doubles: number;
};

/** The selection's rounds: counted holes and the strokes gained of the holes recorded shot by shot. */
export type TotalsRow = {
  rounds: number;
  /** The rounds' hole count (the page selects rounds of one count); null without rounds. */
  holeCount: number | null;
  sgHoles: number;
  sgOffTheTee: number;
  sgApproach: number;
  sgAroundTheGreen: number;
  sgPutting: number;
};

/** Par 4 and 5 holes grouped by their measured drive's whole yards (null: no drive measured). */
export type DriveRow = {
  yards: number | null;
  holes: number;
  drives: number;
  sumYards: number;
  maxYards: number | null;
  teePenalties: number;
};

/** Approach shots grouped by their start's whole yards. */
export type ApproachRow = {
  yards: number;
  shots: number;
  greens: number;
  sumProximityFeet: number;
  proximityShots: number;
  sumStrokesGained: number;
  sgShots: number;
};

/** Holes with putts grouped by their first putt's whole feet (null: no first-putt distance). */
export type PuttRow = {
  feet: number | null;
  holes: number;
  putts: number;
  onePutts: number;
  threePutts: number;
  sumFeet: number;
};

/* The cards' data: JSON-serialisable, it travels in loader data. */

/** Successes of opportunities (the stat catalogue's count of a flag); the share is computed when shown. */
export type ShareCount = { successes: number; opportunities: number };

export type ScoreKind = 'eagle' | 'birdie' | 'par' | 'bogey' | 'double';
export const SCORE_KIND_LABELS: Record<ScoreKind, string> = {
  eagle: 'Eagle or better',
  birdie: 'Birdie',
  par: 'Par',
  bogey: 'Bogey',
  double: 'Double or worse',
};

export type ScoringCard = {
  tab: 'scoring';
  rounds: number;
  holes: number;
  /**
   * Each par's holes and their strokes to par in all, and the same per length band within it; the
   * average to par (`averageToPar`) is worked out where it is shown.
   */
  byPar: Array<{
    par: 3 | 4 | 5;
    holes: number;
    toParTotal: number;
    bands: Array<{ label: string; holes: number; toParTotal: number }>;
  }>;
  /** Holes of each kind; the share is of `holes`. */
  distribution: Array<{ kind: ScoreKind; label: string; holes: number }>;
  sgTotalPerRound: number | null;
};

export type DriveCard = {
  tab: 'drive';
  rounds: number;
  drives: number;
  averageYards: number | null;
  longestYards: number | null;
  fairwayHit: ShareCount;
  missedLeft: ShareCount;
  missedRight: ShareCount;
  penaltiesPerRound: number | null;
  sgOffTheTeePerRound: number | null;
  /**
   * spec 2 §7: the drive response has summaryChart — fairway results (each a stat of the catalogue,
   * by its flag) and the drive lengths (drives of each column; the share is of `drives`).
   */
  summaryChart: {
    fairway: Array<{ key: 'left' | 'hit' | 'right'; flag: FairwayFlag } & ShareCount>;
    distances: Array<{ label: string; drives: number }>;
  };
};

export type ShotToGreenCard = {
  tab: 'shot-to-green';
  rounds: number;
  gir: ShareCount;
  missedShort: ShareCount;
  missedLong: ShareCount;
  /** Approaches by start distance: greens hit (of `shots`), proximity to the hole, strokes gained per shot. */
  bands: Array<{
    label: string;
    shots: number;
    greensHit: number;
    proximityFeet: number | null;
    sgPerShot: number | null;
  }>;
  upAndDown: ShareCount;
  sandSave: ShareCount;
  sgApproachPerRound: number | null;
  sgAroundTheGreenPerRound: number | null;
};

export type PuttsCard = {
  tab: 'putts';
  rounds: number;
  puttsPerRound: number | null;
  onePuttsPerRound: number | null;
  threePuttsPerRound: number | null;
  firstPuttFeet: number | null;
  /** By first-putt distance: holes, those holed with the first putt and those with three putts or more. */
  bands: Array<{ label: string; holes: number; holed: number; threePutts: number }>;
  sgPuttingPerRound: number | null;
};

export type PlayingStyleCard = {
  tab: 'playing-style';
  rounds: number;
  standard: { id: string; name: string };
  categories: Array<{
    category: PerformanceCategory;
    /** Share of the category's stats that beat the standard. */
    performance: number | null;
    beaten: number;
    compared: number;
    sgPerRound: number | null;
    /** decision 068: strokes gained per round against the standard; null without shot data. */
    sgAgainstStandard: number | null;
    /** decision 068: the handicap the model plays to this category's strokes gained. */
    handicap: HandicapEquivalent | null;
    /** The handicap as shown ("+2.4", "12.3", "30 or worse"); '–' without shot data. */
    handicapText: string;
  }>;
  sgTotalPerRound: number | null;
};

export type CompareCardData = ScoringCard | DriveCard | ShotToGreenCard | PuttsCard | PlayingStyleCard;

function shareCount(count: FlagCount | undefined): ShareCount {
  return { successes: count?.successes ?? 0, opportunities: count?.opportunities ?? 0 };
}

/** The drive card's fairway results, each a stat of the catalogue. */
export type FairwayFlag = 'fairwayMissedLeft' | 'fairwayHit' | 'fairwayMissedRight';

export function sgTotal(totals: TotalsRow): number {
  return totals.sgOffTheTee + totals.sgApproach + totals.sgAroundTheGreen + totals.sgPutting;
}

/** Score To Par At Distances. */
export function scoringCard(rows: ReadonlyArray<ScoringRow>, totals: TotalsRow): ScoringCard {
  const holes = roundHolesOf(totals);
  const sum = (of: ReadonlyArray<ScoringRow>, key: keyof Omit<ScoringRow, 'par' | 'yards'>) =>
    of.reduce((total, row) => total + row[key], 0);
  const byPar = PARS.map((par) => {
    const ofPar = rows.filter((row) => row.par === par);
    const edges = HOLE_LENGTH_EDGES[par];
    const bands = bandsOf(edges).map((band, index) => {
      const inBand = ofPar.filter((row) => row.yards !== null && bandIndex(row.yards, edges) === index);
      return {
        label: band.label,
        holes: sum(inBand, 'holes'),
        toParTotal: sum(inBand, 'toPar'),
      };
    });
    return {
      par,
      holes: sum(ofPar, 'holes'),
      toParTotal: sum(ofPar, 'toPar'),
      bands,
    };
  });
  const all = sum(rows, 'holes');
  const kinds: Array<[ScoreKind, number]> = [
    ['eagle', sum(rows, 'eagles')],
    ['birdie', sum(rows, 'birdies')],
    ['par', sum(rows, 'pars')],
    ['bogey', sum(rows, 'bogeys')],
    ['double', sum(rows, 'doubles')],
  ];
  return {
    tab: 'scoring',
    rounds: totals.rounds,
    holes: all,
    byPar,
    distribution: kinds.map(([kind, count]) => ({ kind, label: SCORE_KIND_LABELS[kind], holes: count })),
    sgTotalPerRound: perRound(sgTotal(totals), totals.sgHoles, holes),
  };
}

/** Drive Summary. */
export function driveCard(rows: ReadonlyArray<DriveRow>, counts: FlagCounts, totals: TotalsRow): DriveCard {
  const holes = roundHolesOf(totals);
  const measured = rows.filter((row) => row.yards !== null && row.drives > 0);
  const drives = measured.reduce((total, row) => total + row.drives, 0);
  const sumYards = measured.reduce((total, row) => total + row.sumYards, 0);
  const longest = measured.reduce<number | null>(
    (max, row) => (row.maxYards === null ? max : Math.max(max ?? 0, row.maxYards)),
    null,
  );
  const penalties = rows.reduce((total, row) => total + row.teePenalties, 0);
  const fairwayHit = shareCount(counts.fairwayHit);
  const missedLeft = shareCount(counts.fairwayMissedLeft);
  const missedRight = shareCount(counts.fairwayMissedRight);
  const distances = bandsOf(DRIVE_HISTOGRAM_EDGES).map((band, index) => {
    const count = measured
      .filter((row) => row.yards !== null && bandIndex(row.yards, DRIVE_HISTOGRAM_EDGES) === index)
      .reduce((total, row) => total + row.drives, 0);
    return { label: band.label, drives: count };
  });
  return {
    tab: 'drive',
    rounds: totals.rounds,
    drives,
    averageYards: meanOf(sumYards, drives),
    longestYards: longest,
    fairwayHit,
    missedLeft,
    missedRight,
    // Tee penalties are known on holes recorded shot by shot; per round over all holes of the round.
    penaltiesPerRound: perRound(penalties, totals.sgHoles, holes),
    sgOffTheTeePerRound: perRound(totals.sgOffTheTee, totals.sgHoles, holes),
    summaryChart: {
      fairway: [
        { key: 'left', flag: 'fairwayMissedLeft', ...missedLeft },
        { key: 'hit', flag: 'fairwayHit', ...fairwayHit },
        { key: 'right', flag: 'fairwayMissedRight', ...missedRight },
      ],
      distances,
    },
  };
}

/** Shots to Green Accuracy. */
export function shotToGreenCard(
  rows: ReadonlyArray<ApproachRow>,
  counts: FlagCounts,
  totals: TotalsRow,
): ShotToGreenCard {
  const holes = roundHolesOf(totals);
  const bands = bandsOf(APPROACH_EDGES).map((band, index) => {
    const inBand = rows.filter((row) => bandIndex(row.yards, APPROACH_EDGES) === index);
    const total = (key: keyof Omit<ApproachRow, 'yards'>) => inBand.reduce((sum, row) => sum + row[key], 0);
    return {
      label: band.label,
      shots: total('shots'),
      greensHit: total('greens'),
      proximityFeet: meanOf(total('sumProximityFeet'), total('proximityShots')),
      sgPerShot: meanOf(total('sumStrokesGained'), total('sgShots')),
    };
  });
  return {
    tab: 'shot-to-green',
    rounds: totals.rounds,
    gir: shareCount(counts.madeGreenInRegulation),
    missedShort: shareCount(counts.missedGreenShort),
    missedLong: shareCount(counts.missedGreenLong),
    bands,
    upAndDown: shareCount(counts.madeUpDown),
    sandSave: shareCount(counts.madeSandSave),
    sgApproachPerRound: perRound(totals.sgApproach, totals.sgHoles, holes),
    sgAroundTheGreenPerRound: perRound(totals.sgAroundTheGreen, totals.sgHoles, holes),
  };
}

/** Putts Summary. */
export function puttsCard(rows: ReadonlyArray<PuttRow>, totals: TotalsRow): PuttsCard {
  const holes = roundHolesOf(totals);
  const sum = (of: ReadonlyArray<PuttRow>, key: keyof Omit<PuttRow, 'feet'>) =>
    of.reduce((total, row) => total + row[key], 0);
  const withHoles = sum(rows, 'holes');
  const measured = rows.filter((row) => row.feet !== null);
  const bands = bandsOf(FIRST_PUTT_EDGES).map((band, index) => {
    const inBand = measured.filter(
      (row) => row.feet !== null && bandIndex(row.feet, FIRST_PUTT_EDGES) === index,
    );
    return {
      label: band.label,
      holes: sum(inBand, 'holes'),
      holed: sum(inBand, 'onePutts'),
      threePutts: sum(inBand, 'threePutts'),
    };
  });
  return {
    tab: 'putts',
    rounds: totals.rounds,
    puttsPerRound: perRound(sum(rows, 'putts'), withHoles, holes),
    onePuttsPerRound: perRound(sum(rows, 'onePutts'), withHoles, holes),
    threePuttsPerRound: perRound(sum(rows, 'threePutts'), withHoles, holes),
    firstPuttFeet: meanOf(sum(measured, 'sumFeet'), sum(measured, 'holes')),
    bands,
    sgPuttingPerRound: perRound(totals.sgPutting, totals.sgHoles, holes),
  };
}

/** A card with no round behind it: the component shows a sentence instead. */
export function isEmptyCard(card: CompareCardData): boolean {
  return card.rounds === 0;
}

/** A share as a whole percentage; '–' when unknown. */
export function formatShareText(share: number | null): string {
  return formatShareAsPercent(share);
}

/** A figure with its decimals; '–' when unknown. */
export function formatFigure(value: number | null, decimals = 1): string {
  return formatFixed(value, decimals);
}

/** Strokes gained and score to par carry their sign: +0.42, −1.10, 0.00. */
export function formatSigned(value: number | null, decimals = 2): string {
  return formatSignedFixed(value, decimals);
}
