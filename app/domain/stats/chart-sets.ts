import { type DateRange, inRange, lastMonths } from '../calendar/dates';
import { lastRounds } from '../calendar/range-options';

/**
 * The four ten-round chart sets of the summary's Performance Trends (spec 1 §2, spec 3 §2.4) and of
 * the resume's performance charts page (spec 2 §3: best ten, best ten consecutive, last ten, prior
 * ten), computed from round summaries.
 *
 * Which rounds count: completed (not in progress) 18-hole rounds with all 18 holes scored, with a
 * score and a par, played on a course (simulator rounds left out), on a day inside the date range.
 * A 9-hole round is not comparable with the others on a score chart, and an unfinished one is not a
 * score at all.
 */
export type ChartRound = {
  id: number;
  playedOn: string;
  /** The tee time; orders two rounds of one day. */
  startedAt?: string;
  score: number | null;
  par: number | null;
  birdies: number;
  holeCount: number;
  holesPlayed: number;
  inProgress: boolean;
  playedInSimulator: boolean;
};

export type ChartSetKey = 'best-ten' | 'best-ten-consecutive' | 'last-ten' | 'prior-ten';

export type ChartSet<R> = {
  key: ChartSetKey;
  title: string;
  /** The included rounds in date order, oldest first (the chart's x axis is a date). */
  rounds: Array<R>;
  averageScore: number | null;
  averageToPar: number | null;
  averageBirdies: number | null;
};

export const CHART_SET_SIZE = 10;

// spec 1 §9 / spec 2 §9: the default bar chart range label.
export const DEFAULT_CHART_RANGE_LABEL = 'Last 24 Months';
export const DEFAULT_CHART_RANGE_MONTHS = 24;

// spec 1 §9: charts card on the public dashboard requires at least 10 included rounds.
export const MIN_ROUNDS_FOR_CHARTS = 10;

const TITLES: Record<ChartSetKey, string> = {
  'best-ten': 'Best 10 Rounds',
  'best-ten-consecutive': 'Best 10 Consecutive Rounds',
  'last-ten': 'Last 10 Rounds',
  'prior-ten': 'Prior 10 Rounds',
};

export const CHART_SET_ORDER: ReadonlyArray<ChartSetKey> = [
  'best-ten',
  'best-ten-consecutive',
  'last-ten',
  'prior-ten',
];

/** spec 1 §9: the default range, Last 24 Months up to today. */
export function defaultChartRange(today: string): DateRange {
  return lastMonths(today, DEFAULT_CHART_RANGE_MONTHS);
}

type Scored = { score: number; par: number };

function isScored<R extends ChartRound>(round: R): round is R & Scored {
  return round.score !== null && round.par !== null;
}

export function countsForCharts(round: ChartRound, range: DateRange | null): boolean {
  return (
    !round.inProgress &&
    !round.playedInSimulator &&
    round.holeCount === 18 &&
    round.holesPlayed === 18 &&
    round.score !== null &&
    round.par !== null &&
    inRange(round.playedOn, range)
  );
}

function byDate(a: ChartRound, b: ChartRound): number {
  return (
    a.playedOn.localeCompare(b.playedOn) ||
    (a.startedAt ?? '').localeCompare(b.startedAt ?? '') ||
    a.id - b.id
  );
}

function toPar(round: Scored): number {
  return round.score - round.par;
}

function average(values: Array<number>): number | null {
  return values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;
}

function chartSet<R extends ChartRound & Scored>(key: ChartSetKey, rounds: Array<R>): ChartSet<R> {
  const ordered = [...rounds].sort(byDate);
  return {
    key,
    title: TITLES[key],
    rounds: ordered,
    averageScore: average(ordered.map((r) => r.score)),
    averageToPar: average(ordered.map(toPar)),
    averageBirdies: average(ordered.map((r) => r.birdies)),
  };
}

/**
 * Of every run of `size` rounds in date order (oldest first), the one with the lowest total score to
 * par; a tie goes to the more recent run. Fewer rounds than `size`: no run.
 */
export function bestConsecutiveRun<R extends Scored>(ordered: ReadonlyArray<R>, size: number): Array<R> {
  let best: Array<R> = [];
  let bestTotal = Number.POSITIVE_INFINITY;
  for (let start = 0; start + size <= ordered.length; start++) {
    const run = ordered.slice(start, start + size);
    const total = run.reduce((sum, r) => sum + toPar(r), 0);
    if (total <= bestTotal) {
      bestTotal = total;
      best = run;
    }
  }
  return best;
}

/**
 * The rounds that count, oldest first: those in the range, or, for the Rounds period (spec 3 §3
 * Last N Rounds), the `lastCount` most recent rounds that count.
 */
export function includedRounds<R extends ChartRound>(
  rounds: ReadonlyArray<R>,
  range: DateRange | null,
  lastCount?: number,
): Array<R & Scored> {
  const counted = rounds.filter((round) => countsForCharts(round, range)).filter(isScored);
  return (lastCount === undefined ? counted : lastRounds(counted, lastCount)).sort(byDate);
}

/**
 * The four sets. Best ten: the ten lowest scores to par (a tie goes to the more recent round). Best
 * ten consecutive: of every run of ten rounds in date order, the one with the lowest total to par
 * (a tie goes to the more recent run); only when more than ten rounds count (spec 3 §9: consecutive
 * chart when more than 10). Last ten: the ten most recent. Prior ten: the ten before those.
 */
export function chartSets<R extends ChartRound>(
  rounds: ReadonlyArray<R>,
  range: DateRange | null,
  lastCount?: number,
): Record<ChartSetKey, ChartSet<R & Scored>> {
  const included = includedRounds(rounds, range, lastCount);
  const best = [...included]
    .sort((a, b) => toPar(a) - toPar(b) || a.score - b.score || byDate(b, a))
    .slice(0, CHART_SET_SIZE);

  const consecutive = included.length > CHART_SET_SIZE ? bestConsecutiveRun(included, CHART_SET_SIZE) : [];

  const newestFirst = [...included].reverse();
  return {
    'best-ten': chartSet('best-ten', best),
    'best-ten-consecutive': chartSet('best-ten-consecutive', consecutive),
    'last-ten': chartSet('last-ten', newestFirst.slice(0, CHART_SET_SIZE)),
    'prior-ten': chartSet('prior-ten', newestFirst.slice(CHART_SET_SIZE, CHART_SET_SIZE * 2)),
  };
}

/** spec 1 §2: the charts show only when the first chart data set has at least 10 included rounds. */
export function showsCharts(sets: Record<ChartSetKey, ChartSet<unknown>>): boolean {
  return sets['best-ten'].rounds.length >= MIN_ROUNDS_FOR_CHARTS;
}

/**
 * The same rule for chart sets already shaped for a page, first set first (the summary's Performance
 * Trends, the front page's sample).
 */
export function showsTrendCharts(
  trends: ReadonlyArray<{ bars: ReadonlyArray<unknown> } | { roundIds: ReadonlyArray<unknown> }>,
): boolean {
  const first = trends[0];
  const rounds = first === undefined ? 0 : 'bars' in first ? first.bars.length : first.roundIds.length;
  return rounds >= MIN_ROUNDS_FOR_CHARTS;
}

/** spec 1 §9 bar chart defaults. */
export const BAR_CHART_DEFAULTS = {
  width: 600,
  height: 200,
  yTicks: [0, 20, 40, 60],
  gridLabels: ['Score', 'Birdies'],
  xTickType: 'date',
  paddingLeft: 50,
  paddingTop: 10,
} as const;

/**
 * The y ticks for the largest value drawn: the default 0, 20, 40, 60 (spec 1 §9), continued in steps
 * of 20 until the largest value fits (an 18-hole score is usually above 60).
 */
export function barChartYTicks(maxValue: number): Array<number> {
  const ticks: Array<number> = [...BAR_CHART_DEFAULTS.yTicks];
  let last = ticks[ticks.length - 1] ?? 0;
  while (last < maxValue) {
    last += 20;
    ticks.push(last);
  }
  return ticks;
}
