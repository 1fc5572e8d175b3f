import type { AppLoadContext } from '@remix-run/cloudflare';
import type { SQL } from 'drizzle-orm';
import type { DashboardGroup, DashboardOverview, DashboardRankedStat } from '~/domain/stats/dashboard-view';
import {
  buildOverviewGroup,
  type OverviewGroupDefinition,
  type OverviewRound,
  overviewGroupReads,
  overviewGroupResult,
  performanceErrorText,
} from '~/domain/stats/overview-groups';
import {
  type AssessmentCategory,
  formatStatStrokes,
  type StatPerformance,
  type StrengthCategory,
  strengthsAndWeaknesses,
} from '~/domain/stats/performance';
import { type CategoryRating, selectionTrend } from '~/domain/stats/ratings';
import { HOLE_COUNT, roundFilter } from '~/domain/stats/round-filter';
import { type StrokesGained, selectionStats } from '~/domain/stats/round-stats';
import { type Standard, standardSummary } from '~/domain/stats/standards';
import { STAT_CATALOGUE } from '~/domain/stats/stat-catalogue';
import {
  type SelectionPerformance,
  selectionAggregates,
  selectionPerformance,
} from '~/server/api/analytics-api';
import { flagCountsOf } from '~db/queries/hole-stats';
import { roundSelectionQuery, sessionRoundSelectionQuery } from '~db/queries/round-selection';
import { selectionStatsQueries, selectionStatsRows } from '~db/queries/selection-stats';

/*
 * One overview group's answer (spec 2 §4, §7 overview group, §9 groups), computed in one place for the
 * overview API, the dashboard, the data-analysis page and the dashboard's group resource route: the
 * group's overviews built from the player's rounds, each requested one with its performance against
 * the standard, strengths and weaknesses, aggregates and strokes gained per category.
 */

// Every round of both hole counts, in progress or not: what the groups choose their rounds from.
const HISTORY_FILTER = roundFilter({ holeCount: HOLE_COUNT.both, inProgressRounds: true });

/**
 * The player's history the generators read (both hole counts, in progress too; they filter): a query
 * to run in the caller's first batch, beside the access check.
 */
export function overviewHistoryQuery(db: AppLoadContext['db'], playerId: number | SQL) {
  return roundSelectionQuery(db, playerId, HISTORY_FILTER);
}

/** `overviewHistoryQuery` for the session's own account (a page's first batch). */
export function sessionOverviewHistoryQuery(
  db: AppLoadContext['db'],
  session: { session: string; now: string },
) {
  return sessionRoundSelectionQuery(db, session, HISTORY_FILTER);
}

/**
 * The rounds a group's generator needs for one hole count (decision 075), as statements for one batch:
 * a few bounded selections, or the whole history for the groups that list every event or season.
 */
export function groupHistoryReads(
  db: AppLoadContext['db'],
  accountId: number,
  definition: Pick<OverviewGroupDefinition, 'name'>,
  holeCount: 9 | 18,
  now: string,
) {
  const filters = overviewGroupReads(definition, { now, holeCount });
  if (filters === null) return [overviewHistoryQuery(db, accountId)];
  return filters.map((filter) => roundSelectionQuery(db, accountId, filter));
}

/** `groupHistoryReads` for the session's own account (a page's first batch). */
export function sessionGroupHistoryReads(
  db: AppLoadContext['db'],
  session: { session: string; now: string },
  definition: Pick<OverviewGroupDefinition, 'name'>,
  holeCount: 9 | 18,
  now: string,
) {
  const filters = overviewGroupReads(definition, { now, holeCount });
  if (filters === null) return [sessionOverviewHistoryQuery(db, session)];
  return filters.map((filter) => sessionRoundSelectionQuery(db, session, filter));
}

/** The rounds of a group's reads, each once. */
export function historyOf(results: ReadonlyArray<ReadonlyArray<OverviewRound>>): Array<OverviewRound> {
  const byId = new Map<number, OverviewRound>();
  for (const rows of results) for (const round of rows) if (!byId.has(round.id)) byId.set(round.id, round);
  return [...byId.values()];
}

/** The rounds a group's generator needs, read in one batch (nothing when it needs none). */
export async function readGroupHistory(
  db: AppLoadContext['db'],
  accountId: number,
  definition: Pick<OverviewGroupDefinition, 'name'>,
  holeCount: 9 | 18,
  now: string,
): Promise<Array<OverviewRound>> {
  const [first, ...rest] = groupHistoryReads(db, accountId, definition, holeCount, now);
  if (!first) return [];
  return historyOf(await db.batch([first, ...rest]));
}

/** The current instant as the groups read it: an ISO date-time to the second. */
export function overviewNow(): string {
  return new Date().toISOString().slice(0, 19);
}

export type OverviewGroupOptions = {
  holeCount: 9 | 18;
  standard: Standard;
  category: AssessmentCategory;
  /** The rows of `overviewHistoryQuery`, or those the group needs (`readGroupHistory`). */
  history: ReadonlyArray<OverviewRound>;
  /** The instant the group's history was read for (`overviewNow`). */
  now?: string;
  /** Also load the overviews that start hidden (the dashboard shows them on a click, spec 3 §4). */
  includeHidden?: boolean;
  /** The player's gender when given: the ratings' handicap ladder (decision 068; men otherwise). */
  gender?: 'M' | 'F' | null;
};

export type LoadedOverview = SelectionPerformance & {
  aggregates: ReturnType<typeof selectionAggregates>;
  strokesGained: StrokesGained | null;
};

type FailedOverview = { loadingState: 'error'; error: string };
type OverviewData = LoadedOverview | FailedOverview;

/** A group's answer; `group` is null when its overviews could not be built (spec 2 §8). */
export async function loadOverviewGroup(
  context: Pick<AppLoadContext, 'db'>,
  accountId: number,
  definition: OverviewGroupDefinition,
  options: OverviewGroupOptions,
) {
  const { db } = context;
  const { holeCount, standard, category } = options;
  const group = buildOverviewGroup(definition, {
    rounds: options.history,
    now: options.now ?? overviewNow(),
    holeCount,
  });
  const head = {
    name: definition.name,
    type: definition.type,
    holeCount,
    standard: standardSummary(standard),
  };
  if (group === null) return { ...head, group: null };
  const requested = group.overviews.filter((o) => options.includeHidden || !o.isHidden);
  const reads = requested.flatMap((o) => selectionStatsQueries(db, accountId, o.filter));
  const [first, ...rest] = reads;
  const rows = selectionStatsRows(first ? await db.batch([first, ...rest]) : [], requested.length);
  const results = new Map<string, OverviewData>(
    requested.map((overview, index) => {
      try {
        const { counts, rounds = [] } = rows[index] ?? {};
        const stats = selectionStats(rounds);
        return [
          overview.filterName,
          {
            ...selectionPerformance(flagCountsOf(counts), stats.roundsPlayed, standard, category, {
              strokesGained: stats.strokesGained,
              roundHoles: stats.roundHoles,
              gender: options.gender ?? null,
            }),
            aggregates: selectionAggregates(stats),
            strokesGained: stats.strokesGained,
          },
        ] as const;
      } catch {
        // spec 2 §8: a selection that cannot be computed shows its error in place of the data.
        const failed: FailedOverview = {
          loadingState: 'error',
          error: performanceErrorText(overview.filterName),
        };
        return [overview.filterName, failed] as const;
      }
    }),
  );
  return { ...head, group, results, ...overviewGroupResult(group, results) };
}

// spec 3 §2.1: every category's strengths and weaknesses, so that switching category reads nothing.
const STRENGTH_CATEGORIES: ReadonlyArray<StrengthCategory> = ['Top', 'Drive', 'Approach', 'Save', 'Putt'];

const COMPARED = new Set(STAT_CATALOGUE.filter((s) => s.better !== null).map((s) => s.name));

function rankedStat(stat: StatPerformance): DashboardRankedStat {
  return { name: stat.name, strokesPerRound: stat.strokesPerRound ?? 0, formatted: formatStatStrokes(stat) };
}

/** The dashboard's shape of a group's answer: compared stats only, nothing the page does not show. */
export function dashboardGroupOf(answer: Awaited<ReturnType<typeof loadOverviewGroup>>): DashboardGroup {
  const head = {
    name: answer.name,
    type: answer.type,
    holeCount: answer.holeCount,
    standard: { id: answer.standard.id, name: answer.standard.name },
  };
  if (!('overviews' in answer))
    return { ...head, status: 'hasIncompleteData', enabled: false, overviews: null };
  const ratingsOf = (filterName: string): Array<CategoryRating> | null => {
    const loaded = answer.results.get(filterName);
    return loaded && 'ratings' in loaded ? loaded.ratings : null;
  };
  return {
    ...head,
    status: answer.status,
    enabled: answer.enabled,
    overviews: answer.overviews.map((overview): DashboardOverview => {
      const base = {
        filterName: overview.filterName,
        label: overview.label,
        details: overview.details,
        colour: overview.colour,
        isHidden: overview.isHidden,
        loadingState: overview.loadingState,
      };
      const loaded = answer.results.get(overview.filterName);
      if (!loaded || !('performanceData' in loaded)) {
        return {
          ...base,
          error: loaded?.error ?? null,
          rounds: 0,
          byCategory: [],
          skillPerformance: { value: null, formatted: '–' },
          stats: [],
          strokesGained: null,
          strengthsAndWeaknesses: null,
          ratings: null,
          trend: null,
          rankedStrengthsAndWeaknesses: null,
          biggestOpportunity: null,
        };
      }
      const data = loaded.performanceData;
      const found = new Map(
        STRENGTH_CATEGORIES.map((c) => [c, strengthsAndWeaknesses(data.stats, c)] as const),
      );
      const perCategory = <T>(pick: (c: StrengthCategory) => T) =>
        ({
          Top: pick('Top'),
          Drive: pick('Drive'),
          Approach: pick('Approach'),
          Save: pick('Save'),
          Putt: pick('Putt'),
        }) satisfies Record<StrengthCategory, T>;
      return {
        ...base,
        error: null,
        rounds: loaded.rounds,
        byCategory: data.byCategory.map((c) => ({
          category: c.category,
          performance: c.performance,
          formatted: c.formatted,
        })),
        skillPerformance: data.skillPerformance,
        stats: data.stats
          .filter((s) => COMPARED.has(s.name))
          .map((s) => ({
            name: s.name,
            category: s.category,
            formatted: s.performance.formatted,
            successes: s.performance.successes,
            opportunities: s.performance.opportunities,
            standard: s.standard,
            beatStandard: s.beatStandard,
          })),
        strokesGained: loaded.strokesGained,
        strengthsAndWeaknesses: perCategory((c) => ({
          strengths: found.get(c)?.strengths.map((s) => s.name) ?? [],
          weaknesses: found.get(c)?.weaknesses.map((s) => s.name) ?? [],
        })),
        ratings:
          loaded.ratings?.map((r) => ({
            category: r.category,
            againstStandard: r.againstStandard,
            handicap: r.handicap,
            formatted: r.formatted,
          })) ?? null,
        trend: selectionTrend(answer.name, overview.filterName, ratingsOf),
        rankedStrengthsAndWeaknesses: perCategory((c) => ({
          strengths: found.get(c)?.strengths.map(rankedStat) ?? [],
          weaknesses: found.get(c)?.weaknesses.map(rankedStat) ?? [],
        })),
        biggestOpportunity: loaded.biggestOpportunity,
      };
    }),
  };
}
