import { z } from 'zod';
import { type DateRange, inRange, lastMonths } from '../calendar/dates';
import { roundTypeLabel } from '../rounds/scores';
import { bestConsecutiveRun } from './chart-sets';
import {
  type HoleCountValue,
  newestFirst,
  ROUND_TYPE_IDS,
  type RoundFilter,
  roundFilter,
} from './round-filter';
import {
  MONTHS,
  type Month,
  monthOf,
  previousSeason,
  SEASON_MONTHS,
  SEASONS,
  type Season,
  seasonOf,
  seasonRange,
} from './seasons';

/*
 * The compare-stats stat filter selections of spec 2 §3 (round types, years, seasons and one
 * advanced filter: Round, Scoring, Trend or Month) with the selector rules of spec 2 §4–5, applied to
 * a player's rounds in memory; the result names its rounds, so the server reads them with a round
 * filter of `golfRoundIds` (spec 2 §7: selected round ids resolved from a filter).
 */

export { MONTHS, type Month, previousSeason, SEASON_MONTHS, SEASONS, type Season, seasonOf, seasonRange };

// spec 2 §5 error text, verbatim.
export const NO_SEASONS_SELECTED = 'No seasons selected';

export class StatFilterError extends Error {}

/** spec 2 §5: at least one season must be selected; none raises the error No seasons selected. */
export function seasonMonths(seasons: ReadonlyArray<Season>): Set<number> {
  if (seasons.length === 0) throw new StatFilterError(NO_SEASONS_SELECTED);
  return new Set(seasons.flatMap((s) => SEASON_MONTHS[s]));
}

export const ALL = 'All';

/**
 * spec 2 §4 season selector: clicking a season toggles it; All toggles all seasons; selecting none
 * falls back to the previous choice.
 */
export function toggleSeason(current: ReadonlyArray<Season>, clicked: Season | typeof ALL): Array<Season> {
  let next: Array<Season>;
  if (clicked === ALL) {
    next = current.length === SEASONS.length ? [] : [...SEASONS];
  } else {
    next = current.includes(clicked) ? current.filter((s) => s !== clicked) : [...current, clicked];
  }
  if (next.length === 0) return [...current];
  return SEASONS.filter((s) => next.includes(s));
}

// spec 2 §9: year options: each year, Last 12 Months, Prior 12 Months (and All).
export const LAST_12_MONTHS = 'Last 12 Months';
export const PRIOR_12_MONTHS = 'Prior 12 Months';
const EXCLUSIVE_YEARS = [ALL, LAST_12_MONTHS, PRIOR_12_MONTHS] as const;
export type YearChoice = (typeof EXCLUSIVE_YEARS)[number] | number;

/** The year options of a player: All, the two rolling windows, then each year with rounds, newest first. */
export function yearOptions(rounds: ReadonlyArray<{ playedOn: string }>): Array<YearChoice> {
  const years = [...new Set(rounds.map((r) => Number(r.playedOn.slice(0, 4))))].sort((a, b) => b - a);
  return [...EXCLUSIVE_YEARS, ...years];
}

/**
 * spec 2 §4 year selector: All, Last 12 Months and Prior 12 Months are exclusive (choosing one
 * replaces everything); a year toggles among the years; empty, or every year option chosen, is All.
 */
export function selectYears(
  current: ReadonlyArray<YearChoice>,
  clicked: YearChoice,
  years: ReadonlyArray<number>,
): Array<YearChoice> {
  if (typeof clicked !== 'number') return [clicked];
  const chosen = current.filter((c): c is number => typeof c === 'number');
  const next = chosen.includes(clicked) ? chosen.filter((y) => y !== clicked) : [...chosen, clicked];
  if (next.length === 0 || years.every((y) => next.includes(y))) return [ALL];
  return next.sort((a, b) => b - a);
}

/**
 * The days a year selection covers (null: all time). Last 12 Months ends today; Prior 12 Months is
 * the 12 months before it, ending the day before Last 12 Months starts.
 */
export function yearRanges(selection: ReadonlyArray<YearChoice>, today: string): Array<DateRange> | null {
  if (selection.length === 0 || selection.includes(ALL)) return null;
  const last = lastMonths(today, 12);
  const ranges: Array<DateRange> = [];
  for (const choice of selection) {
    if (choice === LAST_12_MONTHS) ranges.push(last);
    else if (choice === PRIOR_12_MONTHS) {
      const prior = lastMonths(last.start, 12);
      const end = new Date(`${last.start}T00:00:00Z`);
      end.setUTCDate(end.getUTCDate() - 1);
      ranges.push({ start: prior.start, end: end.toISOString().slice(0, 10) });
    } else if (typeof choice === 'number') ranges.push({ start: `${choice}-01-01`, end: `${choice}-12-31` });
  }
  return ranges;
}

/**
 * spec 2 §5 month selector: only months with data can be chosen; if none of the chosen months has
 * data, the first available month is chosen (none when no month has data).
 */
export function selectMonths(chosen: ReadonlyArray<Month>, withData: ReadonlyArray<Month>): Array<Month> {
  const valid = MONTHS.filter((m) => chosen.includes(m) && withData.includes(m));
  if (valid.length > 0) return valid;
  const first = MONTHS.find((m) => withData.includes(m));
  return first ? [first] : [];
}

/** The months in which a player has rounds (what the month selector enables). */
export function monthsWithData(rounds: ReadonlyArray<{ playedOn: string }>): Array<Month> {
  const months = new Set(rounds.map((r) => monthOf(r.playedOn)));
  return MONTHS.filter((_, index) => months.has(index + 1));
}

/**
 * spec 2 §4 round selector of the Round filter: the chosen rounds that exist, all when all are
 * chosen, and the first round when the choice is empty.
 */
export function selectFilterRounds(
  chosen: ReadonlyArray<number>,
  available: ReadonlyArray<number>,
): Array<number> {
  const valid = available.filter((id) => chosen.includes(id));
  if (valid.length > 0) return valid;
  return available.slice(0, 1);
}

// spec 2 §5: default trend type Best Consecutive Rounds, count Three.
export const TREND_TYPES = ['Best Consecutive Rounds', 'Best Rounds', 'Last Rounds'] as const;
export type TrendType = (typeof TREND_TYPES)[number];
export const TREND_COUNTS = { Two: 2, Three: 3, Four: 4, Five: 5, Six: 6, Eight: 8, Ten: 10 } as const;
export type TrendCount = keyof typeof TREND_COUNTS;

// spec 2 §5 / §9: default scoring threshold 72; yardage min and max default to Any (unbounded).
export const DEFAULT_SCORING_THRESHOLD = 72;
export const DEFAULT_TREND_TYPE: TrendType = 'Best Consecutive Rounds';
export const DEFAULT_TREND_COUNT: TrendCount = 'Three';

const yardage = z.number().int().min(0).max(10_000).nullable().default(null);

export const advancedFilterSchema = z.discriminatedUnion('label', [
  z.object({
    label: z.literal('Round'),
    customLabel: z.string().trim().max(120).optional(),
    rounds: z.array(z.number().int().positive()).max(1000).default([]),
  }),
  z.object({
    label: z.literal('Scoring'),
    customLabel: z.string().trim().max(120).optional(),
    scoringThreshold: z.number().int().min(0).max(300).default(DEFAULT_SCORING_THRESHOLD),
    scoringYardageMin: yardage,
    scoringYardageMax: yardage,
  }),
  z.object({
    label: z.literal('Trend'),
    customLabel: z.string().trim().max(120).optional(),
    trendType: z.enum(TREND_TYPES).default(DEFAULT_TREND_TYPE),
    trendCount: z
      .enum(Object.keys(TREND_COUNTS) as [TrendCount, ...Array<TrendCount>])
      .default(DEFAULT_TREND_COUNT),
  }),
  z.object({
    label: z.literal('Month'),
    customLabel: z.string().trim().max(120).optional(),
    months: z.array(z.enum(MONTHS)).default([]),
  }),
]);

export const statFilterSelectionsSchema = z.object({
  roundTypes: z.array(z.union(ROUND_TYPE_IDS.map((t) => z.literal(t)))).default([]),
  years: z.array(z.union([z.enum(EXCLUSIVE_YEARS), z.number().int().min(1900).max(2200)])).default([ALL]),
  seasons: z.array(z.enum(SEASONS)).default([...SEASONS]),
  advancedFilter: advancedFilterSchema,
});

export type AdvancedFilter = z.infer<typeof advancedFilterSchema>;
export type StatFilterSelections = z.infer<typeof statFilterSelectionsSchema>;
export type StatFilterSelectionsInput = z.input<typeof statFilterSelectionsSchema>;
export type StatFilterLabel = AdvancedFilter['label'];

/** A new stat filter of a kind, with the defaults of spec 2 §5. */
export function defaultStatFilter(label: StatFilterLabel): StatFilterSelections {
  return statFilterSelectionsSchema.parse({ advancedFilter: { label } });
}

/** What a stat filter needs to know of a round. */
export type StatRound = {
  id: number;
  playedOn: string;
  startedAt: string;
  roundTypeId: number;
  score: number | null;
  par: number | null;
  yards: number | null;
};

type Scored<R> = R & { score: number; par: number };

function isScored<R extends StatRound>(round: R): round is Scored<R> {
  return round.score !== null && round.par !== null;
}

/** The yards condition of a Scoring filter: unbounded ends are Any. */
function withinYards(yards: number | null, min: number | null, max: number | null): boolean {
  if (min === null && max === null) return true;
  if (yards === null) return false;
  return (min === null || yards >= min) && (max === null || yards <= max);
}

function trend<R extends StatRound>(rounds: Array<Scored<R>>, type: TrendType, count: number): Array<R> {
  if (type === 'Last Rounds') return rounds.slice(0, count);
  if (type === 'Best Rounds') {
    return rounds
      .map((round, recency) => ({ round, recency }))
      .sort((a, b) => a.round.score - a.round.par - (b.round.score - b.round.par) || a.recency - b.recency)
      .slice(0, count)
      .map((r) => r.round);
  }
  return bestConsecutiveRun([...rounds].reverse(), count).reverse();
}

/**
 * The rounds a stat filter selects, newest first. Round: the chosen rounds (spec 2 §4 round selector
 * fallback). Scoring: rounds of the chosen years, types and seasons scoring at or under the
 * threshold, on a course within the yardage bounds. Trend: of the rounds of the chosen years, types
 * and seasons, the best run of N consecutive rounds, the N best, or the N last. Month: rounds of the
 * chosen years and types in the chosen months (spec 2 §5 month selector fallback).
 */
export function applyStatFilter<R extends StatRound>(
  rounds: ReadonlyArray<R>,
  selections: StatFilterSelections,
  today: string,
): Array<R> {
  const ordered = [...rounds].sort(newestFirst);
  const filter = selections.advancedFilter;
  if (filter.label === 'Round') {
    const ids = selectFilterRounds(
      filter.rounds,
      ordered.map((r) => r.id),
    );
    return ordered.filter((r) => ids.includes(r.id));
  }
  const ranges = yearRanges(selections.years, today);
  const types = selections.roundTypes;
  const common = ordered.filter(
    (r) =>
      (ranges === null || ranges.some((range) => inRange(r.playedOn, range))) &&
      (types.length === 0 || types.includes(r.roundTypeId as (typeof types)[number])),
  );
  if (filter.label === 'Month') {
    const months = selectMonths(filter.months, monthsWithData(common));
    return common.filter((r) => months.includes(MONTHS[monthOf(r.playedOn) - 1] as Month));
  }
  const months = seasonMonths(selections.seasons);
  const inSeasons = common.filter((r) => months.has(monthOf(r.playedOn)));
  if (filter.label === 'Scoring') {
    return inSeasons.filter(
      (r) =>
        r.score !== null &&
        r.score <= filter.scoringThreshold &&
        withinYards(r.yards, filter.scoringYardageMin, filter.scoringYardageMax),
    );
  }
  return trend(inSeasons.filter(isScored), filter.trendType, TREND_COUNTS[filter.trendCount]);
}

/** The round filter that reads a stat filter's rounds on the server (spec 2 §7). */
export function statFilterRoundFilter(
  rounds: ReadonlyArray<StatRound>,
  selections: StatFilterSelections,
  holeCount: HoleCountValue,
  today: string,
): RoundFilter {
  return roundFilter({
    filterName: statFilterLabel(selections),
    holeCount,
    golfRoundIds: applyStatFilter(rounds, selections, today).map((r) => r.id),
  });
}

/**
 * The label of a stat filter (spec 2 Configure selections: "the custom label or a derived label"):
 * its custom label, else one said from its choices ("Best 10 Rounds", "Rounds of 75 or Better"), so
 * two sides of one kind are told apart by their names.
 */
export function statFilterLabel(selections: StatFilterSelections): string {
  return selections.advancedFilter.customLabel || derivedStatFilterLabel(selections.advancedFilter);
}

/** A filter's label from its choices alone. */
export function derivedStatFilterLabel(filter: AdvancedFilter): string {
  switch (filter.label) {
    case 'Trend': {
      const count = TREND_COUNTS[filter.trendCount];
      if (filter.trendType === 'Last Rounds') return `Last ${count} Rounds`;
      if (filter.trendType === 'Best Rounds') return `Best ${count} Rounds`;
      return `Best ${count} Consecutive Rounds`;
    }
    case 'Scoring': {
      const yards = formatYardage(filter.scoringYardageMin, filter.scoringYardageMax);
      const score = `Rounds of ${filter.scoringThreshold} or Better`;
      return yards === 'Any' ? score : `${score}, ${yards}`;
    }
    case 'Month': {
      const months = MONTHS.filter((month) => filter.months.includes(month));
      if (months.length === 0) return 'By Month';
      return months.length <= 3 ? months.join(', ') : `${months.length} Months`;
    }
    case 'Round':
      return filter.rounds.length === 1 ? 'Chosen Round' : 'Chosen Rounds';
  }
}

// spec 2 §9: the descriptor shows at most 10 rounds.
export const DESCRIPTOR_MAX_ROUNDS = 10;

/** spec 2 §5: yardage shown as Any when unbounded; a range, under max, or over min. */
export function formatYardage(min: number | null, max: number | null): string {
  if (min === null && max === null) return 'Any';
  if (min !== null && max !== null) return `${min}–${max} yds`;
  if (max !== null) return `Under ${max} yds`;
  return `Over ${min} yds`;
}

export type DescriptorLine = { label: string; value: string };

function joinOr(values: ReadonlyArray<string>, fallback: string): string {
  return values.length === 0 ? fallback : values.join(', ');
}

/**
 * spec 2 §2 descriptor details per kind. Round: the rounds (first 10, then how many are selected in
 * total). Scoring: years, round types, seasons, max score and course length. Trend: years, round
 * types, seasons, trend count and type. Month: years, round types and months.
 */
export function describeStatFilter(
  selections: StatFilterSelections,
  roundLabels: ReadonlyArray<string> = [],
): { rounds: Array<string>; note: string | null; lines: Array<DescriptorLine> } {
  const filter = selections.advancedFilter;
  if (filter.label === 'Round') {
    const shown = roundLabels.slice(0, DESCRIPTOR_MAX_ROUNDS);
    const note =
      roundLabels.length > DESCRIPTOR_MAX_ROUNDS ? `${roundLabels.length} rounds selected in total` : null;
    return { rounds: shown, note, lines: [] };
  }
  const years: DescriptorLine = {
    label: 'Years',
    value: joinOr(selections.years.map(String), ALL),
  };
  const types: DescriptorLine = {
    label: 'Round Types',
    value: joinOr(selections.roundTypes.map(roundTypeLabel), ALL),
  };
  const seasons: DescriptorLine = {
    label: 'Seasons',
    value: selections.seasons.length === SEASONS.length ? ALL : joinOr(selections.seasons, ALL),
  };
  if (filter.label === 'Month') {
    return {
      rounds: [],
      note: null,
      lines: [years, types, { label: 'Months', value: joinOr(filter.months, ALL) }],
    };
  }
  if (filter.label === 'Scoring') {
    return {
      rounds: [],
      note: null,
      lines: [
        years,
        types,
        seasons,
        { label: 'Max Score', value: String(filter.scoringThreshold) },
        { label: 'Course Length', value: formatYardage(filter.scoringYardageMin, filter.scoringYardageMax) },
      ],
    };
  }
  return {
    rounds: [],
    note: null,
    lines: [years, types, seasons, { label: 'Trend', value: `${filter.trendType}, ${filter.trendCount}` }],
  };
}

/**
 * What a stat filter's rounds are chosen among, said so that a database reads only those (issue 30:
 * no page grows with a player's history): a superset of the rounds `applyStatFilter` selects, closed
 * under its rules, so that `applyStatFilter` over the candidates answers exactly as over every round.
 * `first` is a second, small read whose rows join the candidates: the newest round (Round filter: the
 * fallback when no chosen round exists) or the rounds of the earliest month with data (Month filter:
 * the fallback when no chosen month has data).
 */
export type StatFilterCandidates = {
  /** Only rounds of these ids. */
  ids: Array<number> | null;
  /** Only rounds played within one of these day ranges (inclusive); null: any day. */
  ranges: Array<DateRange> | null;
  /** Only rounds of these types; null: any type. */
  roundTypes: Array<number> | null;
  /** Only rounds played in these months (1–12); null: any month. */
  months: Array<number> | null;
  /** Only rounds scoring at or under this, on a course within these yards (Scoring). */
  scoring: { threshold: number; yardsMin: number | null; yardsMax: number | null } | null;
  /** Only rounds with a score and a par (Trend). */
  scored: boolean;
  /** The first `limit` rounds in this order: newest first, or best to par first, then newest. */
  order: 'newest' | 'best';
  limit: number | null;
  first: 'newest round' | 'earliest month' | null;
};

export function statFilterCandidates(selections: StatFilterSelections, today: string): StatFilterCandidates {
  const filter = selections.advancedFilter;
  const none: StatFilterCandidates = {
    ids: null,
    ranges: null,
    roundTypes: null,
    months: null,
    scoring: null,
    scored: false,
    order: 'newest',
    limit: null,
    first: null,
  };
  // Round: the chosen rounds, or the newest one when none of them exists (`selectFilterRounds`).
  if (filter.label === 'Round') return { ...none, ids: [...filter.rounds], first: 'newest round' };
  const common = {
    ...none,
    ranges: yearRanges(selections.years, today),
    roundTypes: selections.roundTypes.length > 0 ? [...selections.roundTypes] : null,
  };
  // Month: the chosen months, or the first month with data when none of them has any (`selectMonths`).
  if (filter.label === 'Month') {
    const months = MONTHS.flatMap((month, index) => (filter.months.includes(month) ? [index + 1] : []));
    return { ...common, months, first: 'earliest month' };
  }
  const inSeasons = { ...common, months: [...seasonMonths(selections.seasons)].sort((a, b) => a - b) };
  if (filter.label === 'Scoring') {
    return {
      ...inSeasons,
      scoring: {
        threshold: filter.scoringThreshold,
        yardsMin: filter.scoringYardageMin,
        yardsMax: filter.scoringYardageMax,
      },
    };
  }
  const count = TREND_COUNTS[filter.trendCount];
  if (filter.trendType === 'Last Rounds') return { ...inSeasons, scored: true, limit: count };
  if (filter.trendType === 'Best Rounds') return { ...inSeasons, scored: true, order: 'best', limit: count };
  // Best Consecutive Rounds weighs every run of the chosen rounds: all of them are candidates.
  return { ...inSeasons, scored: true };
}
