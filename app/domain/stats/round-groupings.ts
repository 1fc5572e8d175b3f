import type Fuse from 'fuse.js';
import { formatDateRange, formatMonth } from '../calendar/dates';
import {
  formatAverageToPar,
  formatOneDecimal,
  formatPercent,
  formatToPar,
  roundTypeHint,
  roundTypeLabel,
} from '../rounds/scores';
import { countsPerRound, type RoundProgress } from '../rounds/unfinished';
import type { HoleFlag } from './hole-stats';
import { chooseQuickFilter, type RoundSelection, type UnfinishedChoice } from './quick-filters';
import type { FilterableRound } from './round-filter';
import { newestFirst } from './round-filter';
import type { RoundSummary } from './round-stats';
import { MONTHS, seasonOf } from './seasons';
import { formatStatCount, NOT_RECORDED, statOf } from './stat-catalogue';
import { gapReason } from './stat-gaps';

/*
 * Groupings of rounds: the scorecard group-by and the round list's View By and Sort By (spec 3 §3,
 * §4, §9), custom groups (spec 2 §5), group checkboxes and the round search (spec 2 §5, spec 3 §4).
 */

// spec 2 §5 error texts: a missing generator verbatim; the others name what was wrong.
export const NO_GENERATOR = 'No generator function provided';

export class GroupingError extends Error {}

/** spec 2 §5: the message of a custom group key outside the provided list. */
export function invalidGroupKey(key: string): string {
  return `Invalid custom group key: ${key}`;
}

/** spec 2 §5: the message of a sort property other than Date, Score, Yards, Label. */
export function invalidSortProperty(by: string): string {
  return `Invalid sort property: ${by}`;
}

export type GroupRound = RoundProgress & {
  id: number;
  playedOn: string;
  startedAt: string;
  label: string;
  roundTypeId: number;
  roundNumber: number;
  isFinalRound: boolean;
  score: number | null;
  par: number | null;
  yards: number | null;
  courseId: number;
  courseName: string;
  tournamentId: number | null;
  tournamentName: string | null;
};

export type RoundGroup<R> = {
  key: string;
  label: string;
  rounds: Array<R>;
  /**
   * spec 3 §3: a group also has the average score, par and course length of its rounds: of its
   * finished rounds, never of an unfinished one (issue 29).
   */
  averageScore: number | null;
  averagePar: number | null;
  averageToPar: number | null;
  averageYards: number | null;
};

export type HigherOrderGroup<R> = { key: string; label: string; groups: Array<RoundGroup<R>> };

export type Grouped<R> =
  | { mode: 'groups'; groups: Array<RoundGroup<R>>; ungrouped: Array<R> }
  | { mode: 'higher-order-groups'; groups: Array<HigherOrderGroup<R>>; ungrouped: Array<R> };

// spec 3 §9 scorecard group-by.
export const SCORECARD_GROUPINGS = [
  'Round',
  'Tournament',
  'Course',
  'Clusters of 6',
  'Month-Year',
  'Year-Month',
  'Season-Year',
  'Year-Season',
  'Best 5 Year-Season',
  'Best 5 Year-Month',
  'Best 5 Month-Year',
  'Best 5 Season-Year',
] as const;
export type ScorecardGrouping = (typeof SCORECARD_GROUPINGS)[number];

// spec 3 §4: the default grouping is Course.
export const DEFAULT_GROUPING: ScorecardGrouping = 'Course';

// spec 3 §9: Clusters of 6; Best 5 variants pick the lowest five by score to par (spec 2 §9).
export const CLUSTER_SIZE = 6;
export const BEST_OF = 5;

function mean(values: Array<number>): number | null {
  return values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;
}

function toPar(round: GroupRound): number | null {
  return round.score === null || round.par === null ? null : round.score - round.par;
}

/** The rounds a per-round average reads: finished, with a score (app/domain/rounds/unfinished.ts). */
function averaged<R extends RoundProgress & { score: number | null; par: number | null }>(
  rounds: ReadonlyArray<R>,
): Array<R> {
  return rounds.filter((r) => countsPerRound(r) && r.score !== null && r.par !== null);
}

export function roundGroup<R extends GroupRound>(
  key: string,
  label: string,
  rounds: Array<R>,
): RoundGroup<R> {
  const scored = averaged(rounds);
  return {
    key,
    label,
    rounds,
    averageScore: mean(scored.map((r) => r.score ?? 0)),
    averagePar: mean(scored.map((r) => r.par ?? 0)),
    averageToPar: mean(scored.map((r) => toPar(r) ?? 0)),
    averageYards: mean(scored.flatMap((r) => (r.yards === null ? [] : [r.yards]))),
  };
}

/** Why a group has no per-round average: its rounds are all unfinished (or have no score). */
export const NO_FINISHED_ROUND_SHORT = 'No finished round to average';
export const NO_FINISHED_ROUND = `${NO_FINISHED_ROUND_SHORT}: unfinished rounds are left out of per-round averages.`;

export type GroupBarRound = RoundProgress &
  Pick<
    RoundSummary,
    | 'score'
    | 'par'
    | 'fairways'
    | 'fairwayChances'
    | 'greens'
    | 'greenChances'
    | 'upDowns'
    | 'upDownChances'
    | 'putts'
    | 'puttHoles'
  > & {
    /** Holes recorded shot by shot (the fairway needs the tee shot). */
    shotHoles: number;
  };

/** One figure of a group bar: its text, what it counts over, and why it has no value. */
export type BarFigure = {
  text: string;
  /** "8/14 fairways"; null for a per-round average. */
  count: string | null;
  /** Why the figure reads '–'; null when it has a value. */
  reason: string | null;
};

export type GroupBar = {
  /** Fractions (0–1, null without chances) and their texts. */
  fir: number | null;
  gir: number | null;
  upDown: number | null;
  /** Putts per round, over the finished rounds with putts. */
  puttCount: number | null;
  text: { fir: string; gir: string; upDown: string; putts: string; avgScoreVsPar: string };
  figures: { fir: BarFigure; gir: BarFigure; upDown: BarFigure; putts: BarFigure; avgScoreVsPar: BarFigure };
};

/**
 * spec 3 §2.1 / §3: a group bar shows FIR, GIR and Up/Down as percentages (0 decimals) of their
 * chances, Putts (1 decimal) and the Avg Score v Par (E for even, + for over, 1 decimal), from the
 * rounds' sums (db/queries/round-summaries.ts). The shares count every hole of the rounds shown; the
 * per-round figures (Putts, Avg Score v Par) leave unfinished rounds out (issue 29).
 */
export function groupBar(rounds: ReadonlyArray<GroupBarRound>): GroupBar {
  const total = (list: ReadonlyArray<GroupBarRound>, pick: (r: GroupBarRound) => number) =>
    list.reduce((sum, r) => sum + pick(r), 0);
  const all = (pick: (r: GroupBarRound) => number) => total(rounds, pick);
  const shotsRecorded = all((r) => r.shotHoles) > 0;
  const puttsRecorded = all((r) => r.puttHoles) > 0;
  const share = (
    flag: HoleFlag,
    made: number,
    chances: number,
    recorded: boolean,
  ): { value: number | null; figure: BarFigure } => ({
    value: chances > 0 ? made / chances : null,
    figure: {
      text: formatPercent(made, chances),
      count: chances > 0 ? formatStatCount(flag, { successes: made, opportunities: chances }) : null,
      reason: chances > 0 ? null : gapReason(statOf(flag), recorded),
    },
  });
  const fir = share(
    'fairwayHit',
    all((r) => r.fairways),
    all((r) => r.fairwayChances),
    shotsRecorded,
  );
  const gir = share(
    'madeGreenInRegulation',
    all((r) => r.greens),
    all((r) => r.greenChances),
    puttsRecorded || shotsRecorded,
  );
  const upDown = share(
    'madeUpDown',
    all((r) => r.upDowns),
    all((r) => r.upDownChances),
    puttsRecorded || shotsRecorded,
  );
  const finished = rounds.filter(countsPerRound);
  const toPar = mean(averaged(finished).map((r) => (r.score ?? 0) - (r.par ?? 0)));
  const puttCount = mean(finished.filter((r) => r.puttHoles > 0).map((r) => r.putts));
  const putts: BarFigure = {
    text: formatOneDecimal(puttCount),
    count: null,
    reason:
      puttCount !== null
        ? null
        : finished.length === 0 && rounds.length > 0
          ? NO_FINISHED_ROUND
          : NOT_RECORDED.putts,
  };
  const avgScoreVsPar: BarFigure = {
    text: toPar === null ? '–' : formatAverageToPar(toPar),
    count: null,
    reason: toPar === null ? (finished.length === 0 ? NO_FINISHED_ROUND : NOT_RECORDED.score) : null,
  };
  return {
    fir: fir.value,
    gir: gir.value,
    upDown: upDown.value,
    puttCount,
    text: {
      fir: fir.figure.text,
      gir: gir.figure.text,
      upDown: upDown.figure.text,
      putts: putts.text,
      avgScoreVsPar: avgScoreVsPar.text,
    },
    figures: { fir: fir.figure, gir: gir.figure, upDown: upDown.figure, putts, avgScoreVsPar },
  };
}

/** Rounds in groups by key, groups in order of their newest round, rounds newest first. */
function groupBy<R extends GroupRound>(
  rounds: ReadonlyArray<R>,
  key: (round: R) => { key: string; label: string } | null,
): { groups: Array<RoundGroup<R>>; ungrouped: Array<R> } {
  const buckets = new Map<string, { label: string; rounds: Array<R> }>();
  const ungrouped: Array<R> = [];
  for (const round of [...rounds].sort(newestFirst)) {
    const k = key(round);
    if (k === null) {
      ungrouped.push(round);
      continue;
    }
    const bucket = buckets.get(k.key) ?? { label: k.label, rounds: [] };
    bucket.rounds.push(round);
    buckets.set(k.key, bucket);
  }
  return {
    groups: [...buckets.entries()].map(([k, b]) => roundGroup(k, b.label, b.rounds)),
    ungrouped,
  };
}

/**
 * The lowest `count` rounds by score to par, newest first; a tie goes to the more recent round. An
 * unfinished round never competes: its two holes are no round's score (issue 29).
 */
export function bestRounds<R extends GroupRound>(rounds: ReadonlyArray<R>, count: number): Array<R> {
  const ordered = [...rounds].sort(newestFirst);
  const best = new Set(
    ordered
      .filter((r) => toPar(r) !== null && countsPerRound(r))
      .map((round, recency) => ({ round, recency }))
      .sort((a, b) => (toPar(a.round) ?? 0) - (toPar(b.round) ?? 0) || a.recency - b.recency)
      .slice(0, count)
      .map((r) => r.round.id),
  );
  return ordered.filter((r) => best.has(r.id));
}

type Key = { key: string; label: string };
const pad = (n: number) => String(n).padStart(2, '0');

// The keys a period grouping is made of. A season's year is the year its winter ends in (spec 2 §9
// seasons; December opens the next year's winter).
const PERIOD_KEYS = {
  month: (r: GroupRound): Key => {
    const month = Number(r.playedOn.slice(5, 7));
    return { key: `m${pad(month)}`, label: MONTHS[month - 1] ?? '' };
  },
  year: (r: GroupRound): Key => ({ key: r.playedOn.slice(0, 4), label: r.playedOn.slice(0, 4) }),
  season: (r: GroupRound): Key => {
    const { season } = seasonOf(r.playedOn);
    return { key: season, label: season };
  },
  seasonYear: (r: GroupRound): Key => {
    const { year } = seasonOf(r.playedOn);
    return { key: String(year), label: String(year) };
  },
  monthOfYear: (r: GroupRound): Key => ({ key: r.playedOn.slice(0, 7), label: formatMonth(r.playedOn) }),
  seasonOfYear: (r: GroupRound): Key => {
    const { season, year } = seasonOf(r.playedOn);
    return { key: `${year}-${season}`, label: `${season} ${year}` };
  },
} as const;

type PeriodKey = keyof typeof PERIOD_KEYS;

/**
 * spec 3 §9 period groupings, as higher-order groups (spec 3 §4): Month-Year puts each month's rounds
 * of every year together (November: November 2026, November 2025); Year-Month each year's months;
 * Season-Year each season's years (Fall: Fall 2026, Fall 2025); Year-Season each season year's
 * seasons. Best 5 variants keep, in each group, the lowest five rounds by score to par.
 */
const PERIODS: Partial<Record<ScorecardGrouping, { outer: PeriodKey; inner: PeriodKey; best: boolean }>> = {
  'Month-Year': { outer: 'month', inner: 'monthOfYear', best: false },
  'Year-Month': { outer: 'year', inner: 'monthOfYear', best: false },
  'Season-Year': { outer: 'season', inner: 'seasonOfYear', best: false },
  'Year-Season': { outer: 'seasonYear', inner: 'seasonOfYear', best: false },
  'Best 5 Month-Year': { outer: 'month', inner: 'monthOfYear', best: true },
  'Best 5 Year-Month': { outer: 'year', inner: 'monthOfYear', best: true },
  'Best 5 Season-Year': { outer: 'season', inner: 'seasonOfYear', best: true },
  'Best 5 Year-Season': { outer: 'seasonYear', inner: 'seasonOfYear', best: true },
};

/** spec 3 §2.1: a Par row appears when grouped by Course. */
export function showsParRow(grouping: ScorecardGrouping): boolean {
  return grouping === 'Course';
}

/** True for the month and season groupings (Best 5 variants included). */
export function isPeriodGrouping(grouping: ScorecardGrouping): boolean {
  return PERIODS[grouping] !== undefined;
}

/**
 * spec 3 §9 scorecard group-by. Round: one group per round. Tournament and Course: one group per
 * event or course (a round without a tournament is left ungrouped, spec 3 §8). Clusters of 6: the
 * rounds newest first in runs of six. The period groupings are higher-order groups (`PERIODS`).
 */
export function groupScorecard<R extends GroupRound>(
  rounds: ReadonlyArray<R>,
  grouping: ScorecardGrouping,
): Grouped<R> {
  const period = PERIODS[grouping];
  if (period) {
    const groups = groupBy(rounds, PERIOD_KEYS[period.outer]).groups.map((top) => ({
      key: top.key,
      label: top.label,
      groups: groupBy(top.rounds, PERIOD_KEYS[period.inner]).groups.map((group) =>
        period.best ? roundGroup(group.key, group.label, bestRounds(group.rounds, BEST_OF)) : group,
      ),
    }));
    return { mode: 'higher-order-groups', groups, ungrouped: [] };
  }
  if (grouping === 'Round') {
    const ordered = [...rounds].sort(newestFirst);
    return {
      mode: 'groups',
      groups: ordered.map((r) => roundGroup(String(r.id), r.label, [r])),
      ungrouped: [],
    };
  }
  if (grouping === 'Clusters of 6') {
    const ordered = [...rounds].sort(newestFirst);
    const groups: Array<RoundGroup<R>> = [];
    for (let start = 0; start < ordered.length; start += CLUSTER_SIZE) {
      const cluster = ordered.slice(start, start + CLUSTER_SIZE);
      const newest = cluster[0]?.playedOn ?? '';
      const oldest = cluster.at(-1)?.playedOn ?? newest;
      groups.push(
        roundGroup(`cluster-${start / CLUSTER_SIZE + 1}`, formatDateRange(oldest, newest), cluster),
      );
    }
    return { mode: 'groups', groups, ungrouped: [] };
  }
  if (grouping === 'Tournament') {
    return {
      mode: 'groups',
      ...groupBy(rounds, (r) =>
        r.tournamentId === null ? null : { key: String(r.tournamentId), label: r.tournamentName ?? '' },
      ),
    };
  }
  return { mode: 'groups', ...groupBy(rounds, (r) => ({ key: String(r.courseId), label: r.courseName })) };
}

/** spec 3 §4: choosing a month or season grouping (Best 5 variants included) sets Past 2 Years. */
export function chooseGrouping(
  selection: RoundSelection,
  grouping: ScorecardGrouping,
  history: ReadonlyArray<FilterableRound>,
  today: string,
  choice: UnfinishedChoice = {},
): RoundSelection {
  return isPeriodGrouping(grouping)
    ? chooseQuickFilter(selection, 'Past 2 Years', history, today, choice)
    : selection;
}

/**
 * spec 2 §5: custom groups take their keys from the provided list, through a generator that names
 * each round's key; a key outside the list is an error, and so is a missing generator.
 */
export function customGroups<R extends GroupRound>(
  rounds: ReadonlyArray<R>,
  keys: ReadonlyArray<string>,
  generator: ((round: R) => string) | undefined,
): Array<RoundGroup<R>> {
  if (typeof generator !== 'function') throw new GroupingError(NO_GENERATOR);
  const byKey = new Map<string, Array<R>>(keys.map((k) => [k, []]));
  for (const round of [...rounds].sort(newestFirst)) {
    const key = generator(round);
    const bucket = byKey.get(key);
    if (!bucket) throw new GroupingError(invalidGroupKey(key));
    bucket.push(round);
  }
  return keys.map((k) => roundGroup(k, k, byKey.get(k) ?? []));
}

// spec 3 §9 Sort By and View By.
export const SORT_BY = ['Date', 'Score', 'Yards', 'Label'] as const;
export type SortBy = (typeof SORT_BY)[number];
export const VIEW_BY = ['Event', 'Round #-Event', 'Round', 'Course', 'Year-Month', 'Month-Year'] as const;
export type ViewBy = (typeof VIEW_BY)[number];

/** spec 2 §5: sorting by a property that is not one of Date, Score, Yards, Label is an error. */
export function sortRounds<R extends GroupRound>(rounds: ReadonlyArray<R>, by: string): Array<R> {
  const compare: Record<SortBy, (a: R, b: R) => number> = {
    Date: newestFirst,
    // Lowest score to par first; rounds without a score last.
    Score: (a, b) => (toPar(a) ?? Number.POSITIVE_INFINITY) - (toPar(b) ?? Number.POSITIVE_INFINITY),
    // Longest course first.
    Yards: (a, b) => (b.yards ?? -1) - (a.yards ?? -1),
    Label: (a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }),
  };
  if (!(SORT_BY as ReadonlyArray<string>).includes(by)) {
    throw new GroupingError(invalidSortProperty(by));
  }
  const primary = compare[by as SortBy];
  return [...rounds].sort((a, b) => primary(a, b) || newestFirst(a, b));
}

/** spec 3 §4: View By Round #-Event sorts by Label; other views sort by Date. */
export function sortForView(view: ViewBy): SortBy {
  return view === 'Round #-Event' ? 'Label' : 'Date';
}

// spec 3 §9: the Event view shows at most 6 groups per round number.
export const EVENT_GROUPS_PER_ROUND_NUMBER = 6;

/** "R2 Spring Invitational" / "Final Spring Invitational": the Round #-Event label of a round. */
export function roundNumberEventLabel(round: GroupRound): string {
  const event = round.tournamentName ?? round.courseName;
  return `${round.isFinalRound ? 'Final' : `R${round.roundNumber}`} ${event}`;
}

export type CheckboxState = 'selected' | 'indeterminate' | 'unselected';

/** spec 3 §3 checkbox state of a group: all, some or none of its rounds selected. */
export function checkboxState(
  roundIds: ReadonlyArray<number>,
  selected: ReadonlyArray<number>,
): CheckboxState {
  const count = roundIds.filter((id) => selected.includes(id)).length;
  if (count === 0) return 'unselected';
  return count === roundIds.length ? 'selected' : 'indeterminate';
}

/** spec 3 §4: clicking a selected group (or top) checkbox deselects all its rounds; otherwise selects all. */
export function clickGroupCheckbox(
  roundIds: ReadonlyArray<number>,
  selected: ReadonlyArray<number>,
): { roundIds: Array<number>; selected: boolean } {
  const select = checkboxState(roundIds, selected) !== 'selected';
  return { roundIds: [...roundIds], selected: select };
}

export type RoundListItem<R> =
  | { kind: 'single'; trackBy: string; label: string; hint: string; round: R; selected: boolean }
  | {
      kind: 'group';
      trackBy: string;
      label: string;
      lastPlayedDate: string;
      group: RoundGroup<R>;
      checkboxState: CheckboxState;
    };

function viewGroups<R extends GroupRound>(rounds: ReadonlyArray<R>, view: ViewBy): Grouped<R> | null {
  if (view === 'Round') return null;
  if (view === 'Course') return groupScorecard(rounds, 'Course');
  // Year-Month: one group per month, newest first; Month-Year: each month of the year across years.
  if (view === 'Year-Month') return { mode: 'groups', ...groupBy(rounds, PERIOD_KEYS.monthOfYear) };
  if (view === 'Month-Year') return { mode: 'groups', ...groupBy(rounds, PERIOD_KEYS.month) };
  if (view === 'Event') return groupScorecard(rounds, 'Tournament');
  // Round #-Event: one group per round number (R1, R2, …, then the final round), each with its most
  // recent events.
  const byNumber = groupBy(rounds, (r) =>
    r.isFinalRound
      ? { key: 'final', label: 'Final Round' }
      : { key: `r${pad(r.roundNumber)}`, label: `Round ${r.roundNumber}` },
  );
  return {
    mode: 'groups',
    groups: byNumber.groups
      .sort((a, b) => Number(a.key === 'final') - Number(b.key === 'final') || a.key.localeCompare(b.key))
      .map((g) => roundGroup(g.key, g.label, g.rounds.slice(0, EVENT_GROUPS_PER_ROUND_NUMBER))),
    ungrouped: [],
  };
}

// spec 2 §5 / §9: round search is a fuzzy match on the label with baseline 0.4.
export const ROUND_SEARCH_THRESHOLD = 0.4;
export const NO_MATCHING_ROUNDS = 'No Matching Rounds';

/**
 * The fuzzy matcher behind round search (fuse.js). It is passed in rather than imported: a page loads
 * it when someone first types a search, not with the page (issue 30 §3, decision 076).
 */
export type RoundMatcher = typeof Fuse;

/** spec 2 §5: rounds whose label matches the search, best match first (empty search: all, unsorted). */
export function searchRounds<R extends { label: string }>(
  rounds: ReadonlyArray<R>,
  text: string,
  matcher: RoundMatcher,
): Array<R> {
  const query = text.trim();
  if (query === '') return [...rounds];
  const fuse = new matcher([...rounds], {
    keys: ['label'],
    threshold: ROUND_SEARCH_THRESHOLD,
    ignoreLocation: true,
  });
  return fuse.search(query).map((result) => result.item);
}

/**
 * The round list of spec 3 §2.1 / §3: items per View By, sorted by Sort By; a non-empty search
 * replaces sorting with best-match ordering (spec 3 §4) and lists the matching rounds singly. Without
 * a matcher (still loading) the search is not applied yet and the list stays as it is.
 */
export function roundListItems<R extends GroupRound>(
  rounds: ReadonlyArray<R>,
  options: {
    view: ViewBy;
    sort: SortBy;
    search?: string;
    matcher?: RoundMatcher | null;
    selected: ReadonlyArray<number>;
  },
): Array<RoundListItem<R>> {
  const single = (round: R): RoundListItem<R> => ({
    kind: 'single',
    trackBy: `round-${round.id}`,
    label: options.view === 'Round #-Event' ? roundNumberEventLabel(round) : round.label,
    hint: roundTypeHint(round.roundTypeId),
    round,
    selected: options.selected.includes(round.id),
  });
  if (options.search?.trim() && options.matcher)
    return searchRounds(rounds, options.search, options.matcher).map(single);
  const grouped = viewGroups(rounds, options.view);
  if (grouped === null || grouped.mode !== 'groups') return sortRounds(rounds, options.sort).map(single);
  const groups = grouped.groups.map(
    (group): RoundListItem<R> => ({
      kind: 'group',
      trackBy: `group-${group.key}`,
      label: group.label,
      lastPlayedDate: group.rounds[0]?.playedOn ?? '',
      group: { ...group, rounds: sortRounds(group.rounds, options.sort) },
      checkboxState: checkboxState(
        group.rounds.map((r) => r.id),
        options.selected,
      ),
    }),
  );
  return [...groups, ...sortRounds(grouped.ungrouped, options.sort).map(single)];
}

type OptionSource = {
  id: number;
  startedAt: string;
  roundNumber: number;
  isFinalRound: boolean;
  roundTypeId: number;
  score: number | null;
  par: number | null;
  courseName: string;
  tournamentName: string | null;
};

export type RoundOption = {
  golfRoundID: number;
  label: string;
  courseName: string;
  dateAndTime: string;
  roundNumber: number;
  roundType: string;
  score: number | null;
  scoreVsPar: string | null;
};

/**
 * spec 2 §3 round option of the round selector: a tournament round is labelled by its event and
 * round number (R1, R2…, Final), any other round by its course; score vs par as E, +x or −x.
 */
export function roundOption(round: OptionSource): RoundOption {
  const number = round.isFinalRound ? 'Final' : `R${round.roundNumber}`;
  return {
    golfRoundID: round.id,
    label: round.tournamentName ? `${round.tournamentName} ${number}` : round.courseName,
    courseName: round.courseName,
    dateAndTime: round.startedAt,
    roundNumber: round.roundNumber,
    roundType: roundTypeLabel(round.roundTypeId),
    score: round.score,
    scoreVsPar: round.score === null || round.par === null ? null : formatToPar(round.score - round.par),
  };
}
