import { roundHalfAway } from '~/domain/format/numbers';
import { roundTypeLabel } from '../../domain/rounds/scores';
import type { HoleFlag } from '../../domain/stats/hole-stats';
import type { ModelGender } from '../../domain/stats/model-levels';
import { holeStatProbability, type LoadingState, loadingStateOf } from '../../domain/stats/overview-groups';
import {
  type AssessmentCategory,
  type BiggestOpportunity,
  biggestOpportunity,
  type CategoryPerformance,
  categoryPerformances,
  formatShare,
  type StatPerformance,
  type StrengthCategory,
  type StrengthsAndWeaknesses,
  skillPerformance,
  statPerformances,
  strengthCategory,
  strengthsAndWeaknesses,
} from '../../domain/stats/performance';
import { formatHandicap, formatStrokesPerRound } from '../../domain/stats/rating-format';
import { type CategoryRating, categoryRatings } from '../../domain/stats/ratings';
import {
  type MadeChances,
  type RoundTotals,
  roundStrokesGained,
  type SelectionStats,
  type StrokesGained,
} from '../../domain/stats/round-stats';
import type { Standard } from '../../domain/stats/standards';
import {
  AGGREGATE_KINDS,
  type AggregateKind,
  type Aggregates,
  type FlagCounts,
  formatAggregate,
  STAT_CATALOGUE,
  STAT_FLAGS,
} from '../../domain/stats/stat-catalogue';
import { type SgShot, sgCategory } from '../../domain/stats/strokes-gained';
import type { CsvValue } from './csv';
import type { FlaggedHoleAnswer, HoleStatsAnswer } from './read-answers';

/*
 * The answers of the read APIs (issue 5 point 7), shaped from what D1 returns: a selection's
 * performance against a standard (spec 2 §3 overview: performanceData with stats and byCategory,
 * strengthsAndWeaknesses), the rounds grid rows (spec 2 §3) and the export's CSV rows.
 */

/** spec 3 §3 aggregates of a selection (its read-model statistics), with the display formats of specs 2 and 3. */
export function selectionAggregates(stats: SelectionStats): {
  values: Aggregates;
  formatted: Record<AggregateKind, string>;
} {
  const count = ({ made, chances }: MadeChances) => ({ successes: made, opportunities: chances });
  const values: Aggregates = {
    rounds: stats.roundsPlayed,
    score:
      stats.scoringAverage === null || stats.averagePar === null
        ? null
        : { score: stats.scoringAverage, par: stats.averagePar },
    yards: stats.yards,
    fir: count(stats.fairways),
    gir: count(stats.greens),
    upDown: count(stats.upDowns),
    putts: stats.puttsPerRound,
    onePutts: stats.onePuttsPerRound,
    firstPuttDist: stats.firstPuttFeet,
    birdieOrBetter: stats.birdiesPerRound,
    doubleOverOrHigher: stats.doublesPerRound,
  };
  const formatted = Object.fromEntries(AGGREGATE_KINDS.map((kind) => [kind, formatAggregate(kind, values)]));
  return { values, formatted: formatted as Record<AggregateKind, string> };
}

export type SelectionPerformance = {
  rounds: number;
  /** spec 2 §4: loaded, or no-data when every stat lacks performance. */
  loadingState: Extract<LoadingState, 'loaded' | 'no-data'>;
  performanceData: {
    byCategory: Array<CategoryPerformance & { formatted: string }>;
    skillPerformance: { value: number | null; formatted: string };
    stats: Array<StatPerformance>;
  };
  strengthsAndWeaknesses: { category: StrengthCategory } & StrengthsAndWeaknesses;
  /**
   * decision 068: per performance category, strokes gained per round against the standard and the
   * handicap equivalent, with their shown forms; null without shot data.
   */
  ratings: Array<CategoryRating & { formatted: { againstStandard: string; handicap: string } }> | null;
  /** decision 068: the weakness that costs the most strokes a round against the standard. */
  biggestOpportunity: BiggestOpportunity | null;
};

export type SelectionPerformanceOptions = {
  /** The selection's strokes gained per round (round-stats.ts), for the ratings. */
  strokesGained?: StrokesGained | null;
  /** What "per round" means for the selection (round-stats.ts `roundHoles`). */
  roundHoles?: 9 | 18;
  /** The player's gender when known (the ratings' handicap ladder; men by default). */
  gender?: ModelGender | null;
};

/** spec 2 §3, spec 3 §2.1: one selection's counts against a standard, for one assessment category. */
export function selectionPerformance(
  counts: FlagCounts,
  rounds: number,
  standard: Standard,
  category: AssessmentCategory,
  options: SelectionPerformanceOptions = {},
): SelectionPerformance {
  const stats = statPerformances(counts, standard, { roundHoles: options.roundHoles });
  const ratings = categoryRatings(options.strokesGained ?? null, standard.id, options);
  const state = loadingStateOf(true, {
    stats: stats.map((s) => ({ performance: s.performance.raw })),
  });
  const skill = skillPerformance(stats);
  const strength = strengthCategory(category);
  return {
    rounds,
    loadingState: state === 'no-data' ? 'no-data' : 'loaded',
    performanceData: {
      byCategory: categoryPerformances(stats).map((c) => ({ ...c, formatted: formatShare(c.performance) })),
      skillPerformance: { value: skill, formatted: formatShare(skill) },
      stats,
    },
    strengthsAndWeaknesses: { category: strength, ...strengthsAndWeaknesses(stats, strength) },
    ratings:
      ratings?.map((rating) => ({
        ...rating,
        formatted: {
          againstStandard: formatStrokesPerRound(rating.againstStandard),
          handicap: formatHandicap(rating.handicap),
        },
      })) ?? null,
    biggestOpportunity: biggestOpportunity(stats, standard),
  };
}

/** One round of the rounds grid as D1 sums it (db/queries/selection-stats.ts `roundsGridQuery`). */
export type GridRoundRow = {
  id: number;
  playedOn: string;
  tournamentName: string | null;
  tournamentUrl: string | null;
  courseName: string;
  yards: number | null;
  score: number | null;
  par: number | null;
  birdieOrBetter: number;
  onePutts: number;
  fairways: number;
  fairwayChances: number;
  greens: number;
  greenChances: number;
  upDowns: number;
  upDownChances: number;
  approachProximityFeet: number | null;
  girFirstPuttFeet: number | null;
  scrambleFirstPuttFeet: number | null;
  putts: number | null;
  madePuttFeet: number | null;
  totalPuttFeet: number | null;
};

function share(made: number, chances: number): number | null {
  return chances > 0 ? made / chances : null;
}

function oneDecimal(value: number | null): number | null {
  return value === null ? null : roundHalfAway(value, 1);
}

/** spec 2 §5: a tournament link has its scheme prefix normalised. */
export function normaliseUrl(url: string | null): string | null {
  if (!url) return null;
  return /^https?:\/\//i.test(url) ? url : `https://${url.replace(/^\/+/, '')}`;
}

/** spec 2 §3 rounds grid row: shares as fractions (0–1), distances in feet to 1 decimal. */
export function gridRow(row: GridRoundRow, players: string) {
  return {
    roundId: row.id,
    startDate: row.playedOn,
    tournament: row.tournamentName,
    tournamentURL: normaliseUrl(row.tournamentUrl),
    course: row.courseName,
    yards: row.yards,
    score: row.score,
    scoreToPar: row.score === null || row.par === null ? null : row.score - row.par,
    birdieOrBetter: row.birdieOrBetter,
    onePutts: row.onePutts,
    fir: share(row.fairways, row.fairwayChances),
    gir: share(row.greens, row.greenChances),
    upDown: share(row.upDowns, row.upDownChances),
    approachProxAfter: oneDecimal(row.approachProximityFeet),
    girPuttProxStart: oneDecimal(row.girFirstPuttFeet),
    scrambleFirstPuttProxStart: oneDecimal(row.scrambleFirstPuttFeet),
    putts: row.putts,
    madeFeetPutt: oneDecimal(row.madePuttFeet),
    totalFeetPutt: oneDecimal(row.totalPuttFeet),
    madeFeetPuttPercentage:
      row.madePuttFeet === null || !row.totalPuttFeet ? null : row.madePuttFeet / row.totalPuttFeet,
    players,
  };
}

/** A round of the export as db/queries/round-summaries.ts `roundSummariesQuery` gives it (the read model's rows). */
export type ExportRound = Pick<
  RoundTotals,
  | 'playedOn'
  | 'holeCount'
  | 'holesPlayed'
  | 'inProgress'
  | 'playedInSimulator'
  | 'score'
  | 'par'
  | 'birdies'
  | 'putts'
  | 'puttHoles'
  | 'fairways'
  | 'fairwayChances'
  | 'greens'
  | 'greenChances'
  | 'upDowns'
  | 'upDownChances'
  | 'sgOffTheTee'
  | 'sgApproach'
  | 'sgAroundTheGreen'
  | 'sgPutting'
  | 'sgHoles'
> & {
  courseName: string;
  teeName: string | null;
  tournamentName: string | null;
  roundTypeId: number;
  roundNumber: number;
  yards: number | null;
};

export const EXPORT_HEADER = [
  'Date',
  'Course',
  'Tee',
  'Tournament',
  'Round Type',
  'Round Number',
  'Holes',
  'Holes Played',
  'In Progress',
  'Simulator',
  'Score',
  'Par',
  'To Par',
  'Yards',
  'Birdies or Better',
  'Putts',
  'Fairways Hit',
  'Fairway Chances',
  'FIR %',
  'Greens in Regulation',
  'Green Chances',
  'GIR %',
  'Up and Downs',
  'Up and Down Chances',
  'Up and Down %',
  'SG Off the Tee',
  'SG Approach',
  'SG Around the Green',
  'SG Putting',
  'SG Total',
] as const;

function percent(made: number, chances: number): number | null {
  return chances > 0 ? roundHalfAway((made / chances) * 100) : null;
}

/** One CSV row per round: what it is, its score, and its stats (percentages to 0 decimals, spec 3 §5). */
export function exportRow(round: ExportRound): Array<CsvValue> {
  return [
    round.playedOn,
    round.courseName,
    round.teeName,
    round.tournamentName,
    roundTypeLabel(round.roundTypeId),
    round.roundNumber,
    round.holeCount,
    round.holesPlayed,
    round.inProgress ? 'yes' : 'no',
    round.playedInSimulator ? 'yes' : 'no',
    round.score,
    round.par,
    round.score === null || round.par === null ? null : round.score - round.par,
    round.yards,
    round.birdies,
    round.puttHoles > 0 ? round.putts : null,
    round.fairways,
    round.fairwayChances,
    percent(round.fairways, round.fairwayChances),
    round.greens,
    round.greenChances,
    percent(round.greens, round.greenChances),
    round.upDowns,
    round.upDownChances,
    percent(round.upDowns, round.upDownChances),
    ...strokesGainedColumns(round),
  ];
}

/** The round's strokes gained per category and in total; empty cells when no hole has shots. */
function strokesGainedColumns(round: ExportRound): Array<CsvValue> {
  const sg = roundStrokesGained(round);
  return sg === null
    ? [null, null, null, null, null]
    : [sg.offTheTee, sg.approach, sg.aroundTheGreen, sg.putting, sg.total];
}

/** A hole of a round with its stored flags (db/queries/selection-stats.ts `roundHoleFlagsQuery`). */
export type FlaggedHole = {
  roundId: number;
  playedOn: string;
  courseName: string;
  holeNumber: number;
  courseHoleNumber: number;
  par: number;
  score: number | null;
  putts: number | null;
  excluded: boolean;
  /** Decision 101: the hole's shot list was kept as sent but does not make the hole; shot stats skip it. */
  shotsIncomplete: boolean;
  sgOffTheTee: number | null;
  sgApproach: number | null;
  sgAroundTheGreen: number | null;
  sgPutting: number | null;
} & Record<HoleFlag, boolean | null>;

/** A shot with its stored strokes gained (db/queries/selection-stats.ts `roundShotsQuery`). */
export type GainedShot = Pick<SgShot, 'shotNumber' | 'startLie' | 'startDistanceYards'> & {
  roundId: number;
  holeNumber: number;
  strokesGained: number | null;
};

/**
 * A hole's strokes gained (decision 014): per category, in total and per shot with its category;
 * null when the hole was not recorded shot by shot.
 */
function holeStrokesGainedView(hole: FlaggedHole, holeShots: ReadonlyArray<GainedShot>) {
  const sg = roundStrokesGained({
    sgOffTheTee: hole.sgOffTheTee ?? 0,
    sgApproach: hole.sgApproach ?? 0,
    sgAroundTheGreen: hole.sgAroundTheGreen ?? 0,
    sgPutting: hole.sgPutting ?? 0,
    sgHoles: hole.sgPutting === null ? 0 : 1,
  });
  if (sg === null) return null;
  return {
    ...sg,
    shots: holeShots.map((shot) => ({
      shotNumber: shot.shotNumber,
      category: sgCategory(shot, hole.par),
      strokesGained: shot.strokesGained,
    })),
  };
}

/**
 * spec 2 §3 map rounds (holes with their stats and strokes gained, per hole and per shot) and
 * spec 2 §7 hole stat probability: the holes grouped by round in the order given, and the stat cards
 * of the holes satisfying every active flag; excluded or unscored holes count nowhere (spec 3 §2.1).
 */
export function holeStatsAnswer(
  rows: ReadonlyArray<FlaggedHole>,
  shotRows: ReadonlyArray<GainedShot>,
  active: ReadonlyArray<HoleFlag>,
): HoleStatsAnswer {
  const shotsByHole = new Map<string, Array<GainedShot>>();
  for (const shot of shotRows) {
    const key = `${shot.roundId}:${shot.holeNumber}`;
    const list = shotsByHole.get(key);
    if (list) list.push(shot);
    else shotsByHole.set(key, [shot]);
  }
  type Round = { roundId: number; playedOn: string; courseName: string; holes: Array<FlaggedHoleAnswer> };
  const rounds = new Map<number, Round>();
  for (const row of rows) {
    const strokesGained = holeStrokesGainedView(
      row,
      shotsByHole.get(`${row.roundId}:${row.holeNumber}`) ?? [],
    );
    const {
      roundId,
      playedOn,
      courseName,
      holeNumber,
      courseHoleNumber,
      par,
      score,
      putts,
      excluded,
      shotsIncomplete,
      sgOffTheTee: _offTheTee,
      sgApproach: _approach,
      sgAroundTheGreen: _aroundTheGreen,
      sgPutting: _putting,
      ...flags
    } = row;
    let round = rounds.get(roundId);
    if (!round) {
      round = { roundId, playedOn, courseName, holes: [] };
      rounds.set(roundId, round);
    }
    round.holes.push({
      holeNumber,
      courseHoleNumber,
      par,
      score,
      putts,
      excluded,
      shotsIncomplete,
      flags,
      strokesGained,
    });
  }
  return { rounds: [...rounds.values()], probability: holeStatProbabilityAnswer(rows, active) };
}

/**
 * spec 2 §7 hole stat probability alone: the stat cards of the counted holes (excluded or unscored
 * holes count nowhere) that satisfy every active flag, and those holes.
 */
export function holeStatProbabilityAnswer(rows: ReadonlyArray<FlaggedHole>, active: ReadonlyArray<HoleFlag>) {
  const counted = rows.filter((row) => !row.excluded && row.score !== null);
  const probability = holeStatProbability(counted, STAT_FLAGS, active);
  return {
    active: [...active],
    holes: probability.holes.length,
    shownHoles: probability.holes.map((h) => ({ roundId: h.roundId, holeNumber: h.holeNumber })),
    cards: probability.cards.map((card) => ({
      ...card,
      name: STAT_CATALOGUE.find((s) => s.flag === card.key)?.name ?? card.key,
    })),
  };
}
