import { formatLongDate, formatMonth } from '../calendar/dates';
import { roundTypeLabel } from '../rounds/scores';
import {
  groupStatus,
  isGroupEnabled,
  isVisibleOverview,
  type LoadingState,
  overviewGroupSlug,
} from './overview-loading';
import {
  applyRoundFilter,
  type FilterableRound,
  HOLE_COUNT,
  type HoleCountValue,
  type RoundFilter,
  type RoundFilterOptions,
  roundFilter,
  uniqueFilterNames,
} from './round-filter';
import { NO_GENERATOR } from './round-groupings';
import { previousSeason, type Season, seasonOf, seasonRange } from './seasons';

// The loading rules live in overview-loading.ts; their importers here keep working.

export {
  type GroupStatus,
  groupStatus,
  groupsToLoad,
  isGroupEnabled,
  isVisibleOverview,
  LATER_GROUPS_DELAY_MS,
  type LoadingState,
  loadingStateOf,
  overviewGroupSlug,
  type PerformanceResult,
  performanceErrorText,
  type StatResult,
  strengthWeaknessErrorText,
} from './overview-loading';

import { roundHalfAway } from '../format/numbers';

/*
 * The overview group builders of spec 2 §1, §4 and §9 (used by the dashboard header and compare
 * stats): each group is a generator of round filters over the player's rounds; each overview then
 * loads its performance against a standard (another module) and moves through the loading states.
 */

export type OverviewGroupType = 'Player Performance' | 'Assessment';

export type OverviewRound = FilterableRound & { tournamentName: string | null; courseName: string };

export type OverviewContext = {
  /** The player's rounds (any order). */
  rounds: ReadonlyArray<OverviewRound>;
  /** The current instant as an ISO date-time (the rounds' tee times are local ISO date-times). */
  now: string;
  /** The dashboard header's hole count (spec 2 §2: 9 Hole or 18 Hole; see `overviewHoleCount`). */
  holeCount: 9 | 18;
};

/** The round filter's hole count value of the header's 9 or 18 (spec 2 §3: 9 Hole = 0, 18 Hole = 1). */
function filterHoleCount(holeCount: 9 | 18): HoleCountValue {
  return holeCount === 18 ? HOLE_COUNT.eighteen : HOLE_COUNT.nine;
}

/** One overview: a named round filter that starts visible or hidden. */
export type OverviewSpec = {
  name: string;
  details?: string;
  filter: RoundFilterOptions;
  startHidden?: boolean;
};

export type OverviewGroupDefinition = {
  name: string;
  type: OverviewGroupType;
  generator?: (context: OverviewContext) => Array<OverviewSpec>;
};

// spec 2 §9: Last 1 Week is 10080 minutes.
export const LAST_WEEK_MINUTES = 10_080;
// spec 2 §9: By Tournament shows its first 3, By Season (Tournament) its first 2.
export const BY_TOURNAMENT_VISIBLE = 3;
export const BY_SEASON_VISIBLE = 2;

function completed(context: OverviewContext): Array<OverviewRound> {
  return applyRoundFilter(context.rounds, roundFilter({ holeCount: filterHoleCount(context.holeCount) }));
}

function ids(rounds: ReadonlyArray<{ id: number }>): Array<number> {
  return rounds.map((r) => r.id);
}

function roundDetails(round: OverviewRound): string {
  return `${formatLongDate(round.playedOn)}, ${round.tournamentName ?? round.courseName}`;
}

function best(rounds: ReadonlyArray<OverviewRound>, count: number): Array<OverviewRound> {
  return applyRoundFilter(rounds, roundFilter({ timeframe: { period: 'best', count, unit: 'rounds' } }));
}

const ORDINALS = ['Best Round', '2nd Best Round', '3rd Best Round'];

function seasonOverviews(context: OverviewContext, which: 'current' | 'last'): Array<OverviewSpec> {
  const current = seasonOf(context.now.slice(0, 10));
  const { season, year } = which === 'current' ? current : previousSeason(current.season, current.year);
  const range = seasonRange(season, year);
  const inSeason = completed(context).filter((r) => r.playedOn >= range.start && r.playedOn <= range.end);
  const months = [...new Set(inSeason.map((r) => r.playedOn.slice(0, 7)))];
  return [
    { name: `${season} ${year}`, filter: { dateRange: { min: range.start, max: range.end } } },
    ...months.map((month) => {
      return {
        name: formatMonth(`${month}-01`),
        filter: { golfRoundIds: ids(inSeason.filter((r) => r.playedOn.startsWith(month))) },
      };
    }),
  ];
}

/** Minutes between two local ISO date-times (no time zone: both are read alike). */
function minutesBetween(earlier: string, later: string): number {
  const at = (iso: string) => Date.parse(`${iso.slice(0, 19)}Z`);
  return (at(later) - at(earlier)) / 60_000;
}

/**
 * spec 2 §9 overview groups. Player Performance: Recent Performance (Last Round, Last 3, Previous 3,
 * Best 3, Previous Round), Best 3 Rounds (each of the three best), Last 1 Week (each round of the last
 * 10080 minutes), Current Season and Last Season (the season, then each of its months). Assessment:
 * Recent (last 1, 3 and 6 rounds), Recent Tournaments (the 3 latest tournaments, best 5 rounds, best
 * 5 tournament rounds), By Round Type, By Tournament (first 3 visible), By Season (Tournament)
 * (first 2 visible).
 */
export const OVERVIEW_GROUPS: ReadonlyArray<OverviewGroupDefinition> = [
  {
    name: 'Recent Performance',
    type: 'Player Performance',
    generator: (context) => {
      const rounds = completed(context);
      return [
        { name: 'Last Round', filter: { golfRoundIds: ids(rounds.slice(0, 1)) } },
        { name: 'Last 3', filter: { golfRoundIds: ids(rounds.slice(0, 3)) } },
        { name: 'Previous 3', filter: { golfRoundIds: ids(rounds.slice(3, 6)) } },
        { name: 'Best 3', filter: { golfRoundIds: ids(best(rounds, 3)) } },
        { name: 'Previous Round', filter: { golfRoundIds: ids(rounds.slice(1, 2)) } },
      ];
    },
  },
  {
    name: 'Best 3 Rounds',
    type: 'Player Performance',
    generator: (context) =>
      best(completed(context), 3)
        .map((round) => ({ round, toPar: (round.score ?? 0) - (round.par ?? 0) }))
        .sort((a, b) => a.toPar - b.toPar)
        .map(({ round }, index) => ({
          name: ORDINALS[index] ?? `Best Round ${index + 1}`,
          details: roundDetails(round),
          filter: { golfRoundIds: [round.id] },
        })),
  },
  {
    name: 'Last 1 Week',
    type: 'Player Performance',
    generator: (context) =>
      completed(context)
        .filter((r) => {
          const minutes = minutesBetween(r.startedAt, context.now);
          return minutes >= 0 && minutes <= LAST_WEEK_MINUTES;
        })
        .map((round) => ({ name: roundDetails(round), filter: { golfRoundIds: [round.id] } })),
  },
  { name: 'Current Season', type: 'Player Performance', generator: (c) => seasonOverviews(c, 'current') },
  { name: 'Last Season', type: 'Player Performance', generator: (c) => seasonOverviews(c, 'last') },
  {
    name: 'Recent',
    type: 'Assessment',
    generator: () => [
      { name: 'Last Round', filter: { timeframe: { period: 'last', count: 1, unit: 'rounds' } } },
      { name: 'Last 3 Rounds', filter: { timeframe: { period: 'last', count: 3, unit: 'rounds' } } },
      { name: 'Last 6 Rounds', filter: { timeframe: { period: 'last', count: 6, unit: 'rounds' } } },
    ],
  },
  {
    name: 'Recent Tournaments',
    type: 'Assessment',
    generator: (context) => {
      const events = latestTournaments(completed(context)).slice(0, 3);
      return [
        ...events.map((event) => ({ name: event.name, filter: { tournamentIds: [event.id] } })),
        { name: 'Best 5 Rounds', filter: { timeframe: { period: 'best', count: 5, unit: 'rounds' } } },
        {
          name: 'Best 5 Tournament Rounds',
          filter: { roundTypes: [3], timeframe: { period: 'best', count: 5, unit: 'rounds' } },
        },
      ] satisfies Array<OverviewSpec>;
    },
  },
  {
    name: 'By Round Type',
    type: 'Assessment',
    generator: (context) => {
      const types = new Set(completed(context).map((r) => r.roundTypeId));
      return ([1, 3, 10, 11] as const)
        .filter((t) => types.has(t))
        .map((t) => ({ name: roundTypeLabel(t), filter: { roundTypes: [t] } }));
    },
  },
  {
    name: 'By Tournament',
    type: 'Assessment',
    generator: (context) =>
      latestTournaments(completed(context)).map((event, index) => ({
        name: event.name,
        filter: { tournamentIds: [event.id] },
        startHidden: index >= BY_TOURNAMENT_VISIBLE,
      })),
  },
  {
    name: 'By Season (Tournament)',
    type: 'Assessment',
    generator: (context) => {
      const seasons = new Map<string, { season: Season; year: number }>();
      for (const round of completed(context)) {
        if (round.tournamentId === null) continue;
        const s = seasonOf(round.playedOn);
        seasons.set(`${s.season} ${s.year}`, s);
      }
      return [...seasons.entries()].map(([name, { season, year }], index) => {
        const range = seasonRange(season, year);
        return {
          name,
          filter: { roundTypes: [3], dateRange: { min: range.start, max: range.end } },
          startHidden: index >= BY_SEASON_VISIBLE,
        } satisfies OverviewSpec;
      });
    },
  },
];

/** The player's tournaments, most recently played first. */
function latestTournaments(rounds: ReadonlyArray<OverviewRound>): Array<{ id: number; name: string }> {
  const events = new Map<number, string>();
  for (const round of rounds) {
    if (round.tournamentId !== null && !events.has(round.tournamentId)) {
      events.set(round.tournamentId, round.tournamentName ?? 'Tournament');
    }
  }
  return [...events.entries()].map(([id, name]) => ({ id, name }));
}

// spec 2 §4: default selection: Player Performance mode Recent Performance; Assessment mode Recent.
export const DEFAULT_GROUP: Record<OverviewGroupType, string> = {
  'Player Performance': 'Recent Performance',
  Assessment: 'Recent',
};

export function overviewGroupsOf(type: OverviewGroupType): Array<OverviewGroupDefinition> {
  return OVERVIEW_GROUPS.filter((g) => g.type === type);
}

export type Overview<State extends LoadingState = LoadingState> = {
  filterName: string;
  label: string;
  details: string;
  colour: string;
  isHidden: boolean;
  loadingState: State;
  filter: RoundFilter;
};

export type OverviewGroup<State extends LoadingState = LoadingState> = {
  name: string;
  type: OverviewGroupType;
  overviews: Array<Overview<State>>;
};

// spec 2 §9 / DESIGN: one palette for up to 7 overview selections.
export const OVERVIEW_PALETTE = ['#1f6f4a', '#2563eb', '#d97706', '#9333ea', '#dc2626', '#0891b2', '#4b5563'];

/**
 * Builds a group's overviews for one hole count. A group without a generator is an error (spec 2
 * §5); a generator that fails yields null (spec 2 §8: overview build fails). Duplicate names get (2),
 * (3)… (spec 2 §5).
 */
export function buildOverviewGroup(
  definition: OverviewGroupDefinition,
  context: OverviewContext,
): OverviewGroup<'waiting'> | null {
  if (typeof definition.generator !== 'function') throw new Error(NO_GENERATOR);
  let specs: Array<OverviewSpec>;
  try {
    specs = definition.generator(context);
  } catch {
    return null;
  }
  const names = uniqueFilterNames(specs.map((s) => s.name));
  const colours = assignColours({}, names);
  return {
    name: definition.name,
    type: definition.type,
    overviews: specs.map((spec, index) => {
      const name = names[index] ?? spec.name;
      return {
        filterName: name,
        label: name,
        details: spec.details ?? '',
        colour: colours[name] ?? OVERVIEW_PALETTE[0] ?? '',
        isHidden: spec.startHidden ?? false,
        loadingState: 'waiting',
        filter: roundFilter({
          ...spec.filter,
          filterName: name,
          holeCount: filterHoleCount(context.holeCount),
          startHidden: spec.startHidden,
        }),
      };
    }),
  };
}

/**
 * spec 3 §4: colours are assigned per selection label; when the selections change they are
 * regenerated if the count differs, otherwise freed colours go to the new labels.
 */
export function assignColours(
  previous: Readonly<Record<string, string>>,
  labels: ReadonlyArray<string>,
): Record<string, string> {
  const colourAt = (index: number) => OVERVIEW_PALETTE[index % OVERVIEW_PALETTE.length] ?? '';
  if (Object.keys(previous).length !== labels.length) {
    return Object.fromEntries(labels.map((label, index) => [label, colourAt(index)]));
  }
  const kept = Object.fromEntries(labels.flatMap((l) => (previous[l] ? [[l, previous[l]]] : [])));
  const used = new Set(Object.values(kept));
  const freed = Object.values(previous).filter((c) => !used.has(c));
  const result: Record<string, string> = {};
  for (const label of labels) result[label] = kept[label] ?? freed.shift() ?? colourAt(0);
  return result;
}

// spec 2 §4: a selection's hole count sets the header's: Both and 9 Hole both set 9; 18 Hole sets 18.
export function overviewHoleCount(holeCount: HoleCountValue): 9 | 18 {
  return holeCount === HOLE_COUNT.eighteen ? 18 : 9;
}

/** The group a URL names (any spelling that slugs the same), or null. */
export function overviewGroupBySlug(slug: string): OverviewGroupDefinition | null {
  const wanted = overviewGroupSlug(slug);
  return OVERVIEW_GROUPS.find((group) => overviewGroupSlug(group.name) === wanted) ?? null;
}

/**
 * spec 2 §7 overview group: the group's overviews with the results of those that were loaded (each
 * result's loading state replaces the overview's), the group's status and menu state over the loaded
 * overviews (spec 2 §4 incomplete-data rule), and the overviews that show.
 */
export function overviewGroupResult<
  R extends { loadingState: LoadingState },
  State extends LoadingState = LoadingState,
>(group: OverviewGroup<State>, results: ReadonlyMap<string, R>) {
  const overviews = group.overviews.map(
    (overview): Overview<State> | (Omit<Overview, 'loadingState'> & R) => {
      const result = results.get(overview.filterName);
      return result === undefined
        ? { ...overview }
        : { ...overview, ...result, loadingState: result.loadingState };
    },
  );
  const loaded = { overviews: overviews.filter((overview) => results.has(overview.filterName)) };
  return {
    status: groupStatus(loaded),
    enabled: isGroupEnabled(loaded),
    visibleOverviews: overviews.filter(isVisibleOverview).map((overview) => overview.filterName),
    overviews,
  };
}

/**
 * spec 2 §7: the overview group request carries the visible filters only; hidden filters, and
 * entries missing from the response, are loaded on their own.
 */
export function overviewRequests(group: OverviewGroup): {
  together: Array<RoundFilter>;
  alone: Array<RoundFilter>;
} {
  return {
    together: group.overviews.filter((o) => !o.isHidden).map((o) => o.filter),
    alone: group.overviews.filter((o) => o.isHidden).map((o) => o.filter),
  };
}

export function missingFromResponse(
  group: OverviewGroup,
  responseKeys: ReadonlyArray<string>,
): Array<RoundFilter> {
  return group.overviews
    .filter((o) => !o.isHidden && !responseKeys.includes(o.filterName))
    .map((o) => o.filter);
}

/** spec 3 §4: toggle one overview's visibility. */
export function toggleOverview(group: OverviewGroup, filterName: string): OverviewGroup {
  return {
    ...group,
    overviews: group.overviews.map((o) =>
      o.filterName === filterName ? { ...o, isHidden: !o.isHidden } : o,
    ),
  };
}

/** spec 2 §4 hide all / show all. */
export function setAllHidden(group: OverviewGroup, isHidden: boolean): OverviewGroup {
  return { ...group, overviews: group.overviews.map((o) => ({ ...o, isHidden })) };
}

/** spec 3 §4: the all toggle hides all if none is hidden, otherwise shows all. */
export function toggleAll(group: OverviewGroup): OverviewGroup {
  return setAllHidden(group, !group.overviews.some((o) => o.isHidden));
}

export type HoleFlags<K extends string> = { roundId: number; holeNumber: number } & Partial<
  Record<K, boolean | null>
>;

export type StatProbabilityCard<K extends string> = {
  key: K;
  holes: number;
  /** Percent of the shown holes, 0 decimals (spec 3 §5). */
  percent: number;
  active: boolean;
};

/**
 * Hole stat probability of the View Shots tab (spec 2 §2, spec 3 §2.1, §4, §5): the holes shown are
 * those satisfying every active stat filter (AND); each stat card counts the shown holes with its
 * flag and their percent (0 decimals); a card matching no holes is hidden.
 */
export function holeStatProbability<K extends string>(
  holes: ReadonlyArray<HoleFlags<K>>,
  flags: ReadonlyArray<K>,
  active: ReadonlyArray<K>,
): { holes: Array<HoleFlags<K>>; cards: Array<StatProbabilityCard<K>> } {
  const shown = holes.filter((hole) => active.every((flag) => hole[flag] === true));
  const cards = flags
    .map((key) => {
      const count = shown.filter((hole) => hole[key] === true).length;
      return {
        key,
        holes: count,
        percent: shown.length === 0 ? 0 : roundHalfAway((count / shown.length) * 100),
        active: active.includes(key),
      };
    })
    .filter((card) => card.holes > 0);
  return { holes: shown, cards };
}

/** How many days before a week's start a round's day may fall (a tee time late at night, a time zone). */
const LAST_WEEK_MARGIN_DAYS = 2;

/**
 * The rounds a group's generator needs (issue 30, decision 075: a page reads what it shows, not the
 * whole history), as round filters whose rounds together make a history the generator reads exactly
 * as every round: the newest and best rounds it picks, the days it covers, the latest tournaments, the
 * newest round of each round type. An empty list: it needs no round. Null: it needs every round of
 * its hole count (By Tournament, By Season (Tournament): one overview per event or season played).
 */
export function overviewGroupReads(
  definition: Pick<OverviewGroupDefinition, 'name'>,
  context: { now: string; holeCount: 9 | 18 },
): Array<RoundFilter> | null {
  const holeCount = filterHoleCount(context.holeCount);
  const read = (input: RoundFilterOptions) => roundFilter({ ...input, holeCount });
  const current = seasonOf(context.now.slice(0, 10));
  const season = (which: 'current' | 'last') => {
    const { season: name, year } =
      which === 'current' ? current : previousSeason(current.season, current.year);
    const range = seasonRange(name, year);
    return [read({ dateRange: { min: range.start, max: range.end } })];
  };
  switch (definition.name) {
    case 'Recent Performance':
      return [
        read({ timeframe: { period: 'last', count: 6, unit: 'rounds' } }),
        read({ timeframe: { period: 'best', count: 3, unit: 'rounds' } }),
      ];
    case 'Best 3 Rounds':
      return [read({ timeframe: { period: 'best', count: 3, unit: 'rounds' } })];
    case 'Last 1 Week': {
      const start = new Date(Date.parse(`${context.now.slice(0, 10)}T00:00:00Z`));
      start.setUTCDate(start.getUTCDate() - Math.ceil(LAST_WEEK_MINUTES / 1440) - LAST_WEEK_MARGIN_DAYS);
      return [read({ dateRange: { min: start.toISOString().slice(0, 10) } })];
    }
    case 'Current Season':
      return season('current');
    case 'Last Season':
      return season('last');
    case 'Recent':
      return [];
    case 'Recent Tournaments':
      return [read({ timeframe: { period: 'last', count: 3, unit: 'tournaments' } })];
    case 'By Round Type':
      return ([1, 3, 10, 11] as const).map((type) =>
        read({ roundTypes: [type], timeframe: { period: 'last', count: 1, unit: 'rounds' } }),
      );
    default:
      return null;
  }
}
