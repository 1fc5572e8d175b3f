import { formatPercentOf, formatShareAsPercent } from '../format/numbers';
import { formatAverageToPar, formatOneDecimal } from '../rounds/scores';
import { isUnfinished } from '../rounds/unfinished';
import {
  biggestOpportunity,
  type CategoryPerformance,
  categoryPerformances,
  SAMPLE_RULE_TEXT,
  type StatPerformance,
  skillPerformance,
  strengthsAndWeaknesses,
} from '../stats/performance';
import { formatHandicap, formatStrokesPerRound, type Trend } from '../stats/rating-format';
import type { CategoryRating } from '../stats/ratings';
import type { FilterableRound } from '../stats/round-filter';
import { formatStatCount, type PerformanceCategory } from '../stats/stat-catalogue';
import { column, markOf, type ReportFigure, type ReportTable, row } from './player-report';
import type { StatsReportParts } from './stats-reports';

/*
 * spec 2 §2 report route `player-performance-summary` (decision 070): one page a coach reads first —
 * the player's last rounds against a standard, each part of the game as the share of its stats that
 * beat the standard (spec 3 §5) beside the strokes a round it wins or costs and the handicap that plays
 * to them (decision 068), which way each moved since the rounds before, the strengths and weaknesses
 * by strokes, the biggest opportunity, and the key stats. Nothing here computes a stat: the read model
 * (round-stats.ts, performance.ts, ratings.ts) did, for the same rounds the pages show.
 */

/** How many of the player's latest completed rounds a summary reads (and the same number before). */
export const SUMMARY_ROUNDS = [5, 10, 20] as const;
export type SummaryRounds = (typeof SUMMARY_ROUNDS)[number];
export const DEFAULT_SUMMARY_ROUNDS: SummaryRounds = 10;

/**
 * The rounds a summary reads: the latest `count` completed rounds of the hole count (unfinished ones
 * left out, app/domain/rounds/unfinished.ts), newest first, and the `count` before them.
 */
export function summaryRoundIds(
  history: ReadonlyArray<FilterableRound>,
  holeCount: 9 | 18,
  count: SummaryRounds,
): { latest: Array<number>; before: Array<number> } {
  const completed = history
    .filter((r) => r.holeCount === holeCount && !isUnfinished(r) && r.score !== null)
    .sort(
      (a, b) => b.playedOn.localeCompare(a.playedOn) || b.startedAt.localeCompare(a.startedAt) || b.id - a.id,
    )
    .map((r) => r.id);
  return { latest: completed.slice(0, count), before: completed.slice(count, count * 2) };
}

/** One set of rounds as the summary reads it: its counts against the standard and its ratings. */
export type SummarySelection = {
  rounds: number;
  stats: ReadonlyArray<StatPerformance>;
  ratings: ReadonlyArray<CategoryRating> | null;
  scoringAverage: number | null;
  averageToPar: number | null;
  puttsPerRound: number | null;
};

export type SummaryInput = {
  count: SummaryRounds;
  holeCount: 9 | 18;
  standard: { name: string };
  /** The latest `count` completed rounds; null when the player has none of this hole count. */
  latest: SummarySelection | null;
  /** The `count` rounds before them; null when there are none. */
  before: SummarySelection | null;
};

// The key stats a coach asks for first, in the order of a round.
export const KEY_STATS: ReadonlyArray<string> = [
  'Fairway Hit',
  'Green in Regulation',
  'Up and Down',
  'Sand Save',
  'One Putt',
  'Missed Putt Under 4 ft',
];

// A change of at least half a stroke a round reads as a move (ratings.ts `TREND_THRESHOLD`). Words,
// not arrows: the PDF's fonts have no arrow glyphs, and words read the same in black and white.
const TREND_WORDS: Record<Trend, string> = {
  better: 'better',
  worse: 'worse',
  same: 'about the same',
};

function trendOf(latest: CategoryRating | undefined, before: CategoryRating | undefined): Trend | null {
  if (!latest || !before) return null;
  const change = latest.strokesGained - before.strokesGained;
  if (Math.abs(change) < 0.5) return 'same';
  return change > 0 ? 'better' : 'worse';
}

function roundsWord(count: number): string {
  return `${count} ${count === 1 ? 'round' : 'rounds'}`;
}

function categoryLabel(category: PerformanceCategory): string {
  return category === 'Score' ? 'Scoring' : category;
}

/** Per part of the game: the share of its stats better than the standard, the rating and the trend. */
function categoryTable(input: SummaryInput, latest: SummarySelection): ReportTable {
  const standard = input.standard.name;
  const shares = categoryPerformances(latest.stats);
  const ratingOf = (selection: SummarySelection | null, category: PerformanceCategory) =>
    selection?.ratings?.find((r) => r.category === category);
  return {
    heading: 'By part of the game',
    note:
      `Stats better than ${standard}: the share of each part's stats that beat the standard. Strokes: ` +
      `a round won (+) or lost (−) against ${standard}. Plays like: the handicap that gains as many. ` +
      (input.before
        ? `Since: against the ${roundsWord(input.before.rounds)} before; a change under half a stroke a round reads as about the same.`
        : 'No earlier rounds to compare with.'),
    columns: [
      column('Part of the game', 'left', 1.6),
      column('Stats better', 'right', 1.1),
      column('Share'),
      column('Strokes'),
      column('Plays like', 'right', 1.2),
      column('Since', 'left', 1.4),
    ],
    rows: shares.map((share: CategoryPerformance) => {
      const rating = ratingOf(latest, share.category);
      const trend = trendOf(rating, ratingOf(input.before, share.category));
      return row([
        categoryLabel(share.category),
        share.compared > 0 ? `${share.beaten} of ${share.compared}` : '–',
        formatPercentOf(share.beaten, share.compared),
        rating ? formatStrokesPerRound(rating.againstStandard) : '–',
        rating ? formatHandicap(rating.handicap) : '–',
        trend ? TREND_WORDS[trend] : '–',
      ]);
    }),
    empty: 'No stats in these rounds.',
  };
}

const STAT_COLUMNS = [
  column('Stat', 'left', 2.4),
  column('Value'),
  column('Made / chances', 'right', 1.4),
  column('Standard'),
  column('Strokes'),
];

function statRow(stat: StatPerformance, label: string = stat.name) {
  const value = stat.performance.opportunities === 0 ? '–' : stat.performance.formatted;
  return row(
    [
      label,
      value,
      stat.performance.opportunities === 0 ? '–' : formatStatCount(stat.flag, stat.performance),
      formatShareAsPercent(stat.standard),
      stat.strokesPerRound === null ? '–' : formatStrokesPerRound(stat.strokesPerRound),
    ],
    [null, markOf(stat.beatStandard), null, null, null],
  );
}

/** The summary's model parts: figures and tables for the page and the PDF alike. */
export function performanceSummaryParts(input: SummaryInput): StatsReportParts {
  const standard = input.standard.name;
  const subtitle = `Last ${input.count} rounds · ${standard} standard · ${input.holeCount} holes`;
  const latest = input.latest;
  if (latest === null || latest.rounds === 0) {
    return {
      subtitle,
      figures: [],
      tables: [
        {
          heading: 'No rounds yet',
          note: null,
          columns: [column('Report', 'left')],
          rows: [],
          empty: `No completed ${input.holeCount}-hole rounds yet: the summary fills in once rounds are logged.`,
        },
      ],
    };
  }
  const skill = skillPerformance(latest.stats);
  const score = latest.ratings?.find((r) => r.category === 'Score');
  const opportunity = biggestOpportunity(latest.stats, input.standard);
  const found = strengthsAndWeaknesses(latest.stats, 'Top');
  const byName = new Map(latest.stats.map((s) => [s.name, s]));
  const figures: Array<ReportFigure> = [
    { label: 'Rounds', value: String(latest.rounds) },
    {
      label: 'Scoring average',
      value:
        latest.scoringAverage === null || latest.averageToPar === null
          ? '–'
          : `${formatOneDecimal(latest.scoringAverage)} (${formatAverageToPar(latest.averageToPar)})`,
    },
    { label: 'Skill Performance', value: formatShareAsPercent(skill) },
    {
      label: `Strokes a round vs ${standard}`,
      value: score ? formatStrokesPerRound(score.againstStandard) : '–',
    },
    { label: 'Plays like a handicap of', value: score ? formatHandicap(score.handicap) : '–' },
    { label: 'Putts a round', value: formatOneDecimal(latest.puttsPerRound) },
  ];
  const tables: Array<ReportTable> = [
    categoryTable(input, latest),
    {
      heading: 'Strengths and weaknesses',
      note:
        (opportunity ? `Biggest opportunity: ${opportunity.text}. ` : '') +
        `Ranked by the strokes a round each wins or costs against ${standard}. ${SAMPLE_RULE_TEXT}`,
      columns: STAT_COLUMNS,
      rows: [
        ...found.strengths.map((s) => statRow(s, `Strength: ${s.name}`)),
        ...found.weaknesses.map((s) => statRow(s, `Weakness: ${s.name}`)),
      ],
      empty: 'None to name yet: more rounds give each stat enough chances.',
    },
    {
      heading: 'Key stats',
      note: `Each against ${standard}; a solid mark is better than the standard, a hollow one below it.`,
      columns: STAT_COLUMNS,
      rows: KEY_STATS.flatMap((name) => {
        const stat = byName.get(name);
        return stat ? [statRow(stat)] : [];
      }),
      empty: 'No key stats in these rounds.',
    },
  ];
  return { subtitle, figures, tables };
}
