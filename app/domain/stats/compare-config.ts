import { z } from 'zod';
import { columnStats, DEFAULT_METRICS, type MetricColumn } from './compare-tabs';
import type { HoleFlag } from './hole-stats';
import { HOLE_COUNT } from './round-filter';
import { STAT_CATALOGUE } from './stat-catalogue';
import { type StatFilterSelections, statFilterSelectionsSchema } from './stat-filters';

/*
 * What a comparison is (spec 2 §2 Compare Stats page, §3 compare stats entities, §4 compare stats
 * filters): two sides, each a player and the stat filter choosing that player's rounds, one hole
 * count for both, the ticked metrics per category, and the tab on show. The cached compare-stats
 * state of spec 2 §3 stores it as five JSON strings; a link names it by its numeric hash.
 */

const flagName = z.string().refine((name): name is HoleFlag => STAT_CATALOGUE.some((s) => s.flag === name), {
  message: 'unknown stat',
});

function columnMetrics(column: MetricColumn) {
  return z
    .array(flagName)
    .max(20)
    .refine((flags) => flags.every((flag) => columnStats(column).includes(flag)), {
      message: `a stat of another category than ${column}`,
    })
    .default(DEFAULT_METRICS[column]);
}

/** The ticked metrics of each column; every one must belong to its column. */
export const metricsSelectionsSchema = z
  .object({
    Scoring: columnMetrics('Scoring'),
    Drive: columnMetrics('Drive'),
    Approach: columnMetrics('Approach'),
    Save: columnMetrics('Save'),
    Putt: columnMetrics('Putt'),
  })
  .default(DEFAULT_METRICS);

/** One side: whose rounds (the account id of spec 2 §3 round filter) and the stat filter choosing them. */
export const compareSideSchema = z.object({
  accountId: z.number().int().positive(),
  selections: statFilterSelectionsSchema,
});
export type CompareSide = z.infer<typeof compareSideSchema>;

// spec 2 §2: the Compare By Player slider is 9 or 18 holes.
export const compareHolesSchema = z.union([z.literal(9), z.literal(18)]);

export const compareConfigSchema = z.object({
  holes: compareHolesSchema.default(18),
  left: compareSideSchema,
  right: compareSideSchema,
  metrics: metricsSelectionsSchema,
});
export type CompareConfig = z.infer<typeof compareConfigSchema>;

/**
 * The comparison a page opens with when no saved one is named: the player against themselves, the
 * last ten rounds on the left and the best ten on the right (decision 044), 18 holes.
 */
export function defaultCompareConfig(accountId: number): CompareConfig {
  const { holes, left, right } = defaultCompareSelections();
  return {
    holes,
    left: { accountId, selections: left },
    right: { accountId, selections: right },
    metrics: DEFAULT_METRICS,
  };
}

/** The default comparison's hole count and each side's stat filter, whoever the player. */
export function defaultCompareSelections(): {
  holes: CompareConfig['holes'];
  left: StatFilterSelections;
  right: StatFilterSelections;
} {
  const trend = (trendType: 'Last Rounds' | 'Best Rounds', customLabel: string): StatFilterSelections =>
    statFilterSelectionsSchema.parse({
      advancedFilter: { label: 'Trend', trendType, trendCount: 'Ten', customLabel },
    });
  return {
    holes: 18,
    left: trend('Last Rounds', 'Last 10 Rounds'),
    right: trend('Best Rounds', 'Best 10 Rounds'),
  };
}

/** Whether both sides are the same player (spec 2 §2: plain titles, no End Comparison button). */
export function isSamePlayer(config: Pick<CompareConfig, 'left' | 'right'>): boolean {
  return config.left.accountId === config.right.accountId;
}

/**
 * spec 2 §2 Compare By Player, like for like (issue 29): the chosen player goes on the right with the
 * left side's selection (Last 10 against Last 10), or with `selections` when the caller had to adapt
 * it to the chosen player (a Round filter names the left player's own rounds: compare-sides.ts
 * `likeForLikeSelections`). The visitor may change either side afterwards.
 */
export function choosePlayer(
  config: CompareConfig,
  accountId: number,
  selections: StatFilterSelections = config.left.selections,
): CompareConfig {
  return { ...config, right: { accountId, selections } };
}

/** spec 2 §2 End Comparison: the secondary (right) player goes back to the page's player. */
export function endComparison(config: CompareConfig, primaryAccountId: number): CompareConfig {
  return { ...config, right: { ...config.right, accountId: primaryAccountId } };
}

/** spec 2 §3 cached compare-stats state: five JSON strings. */
export type CachedCompareState = {
  leftFilter: string;
  rightFilter: string;
  leftComponentSelections: string;
  rightComponentSelections: string;
  metricsSelections: string;
};

const sideFilterSchema = z.object({
  accountId: z.number().int().positive(),
  holeCount: z.union([z.literal(HOLE_COUNT.nine), z.literal(HOLE_COUNT.eighteen)]),
});

/** The cached state of a comparison: each side's round filter (account, hole count) and selections. */
export function cachedStateOf(config: CompareConfig): CachedCompareState {
  const holeCount = config.holes === 9 ? HOLE_COUNT.nine : HOLE_COUNT.eighteen;
  return {
    leftFilter: JSON.stringify({ accountId: config.left.accountId, holeCount }),
    rightFilter: JSON.stringify({ accountId: config.right.accountId, holeCount }),
    leftComponentSelections: JSON.stringify(config.left.selections),
    rightComponentSelections: JSON.stringify(config.right.selections),
    metricsSelections: JSON.stringify(config.metrics),
  };
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** spec 2 §4 cached state restore: the comparison a stored state describes; null when it is malformed. */
export function configFromCachedState(state: CachedCompareState): CompareConfig | null {
  const left = sideFilterSchema.safeParse(parsedJson(state.leftFilter));
  const right = sideFilterSchema.safeParse(parsedJson(state.rightFilter));
  const leftSelections = statFilterSelectionsSchema.safeParse(parsedJson(state.leftComponentSelections));
  const rightSelections = statFilterSelectionsSchema.safeParse(parsedJson(state.rightComponentSelections));
  const metrics = metricsSelectionsSchema.safeParse(parsedJson(state.metricsSelections));
  if (
    !left.success ||
    !right.success ||
    !leftSelections.success ||
    !rightSelections.success ||
    !metrics.success
  ) {
    return null;
  }
  return {
    holes: left.data.holeCount === HOLE_COUNT.nine ? 9 : 18,
    left: { accountId: left.data.accountId, selections: leftSelections.data },
    right: { accountId: right.data.accountId, selections: rightSelections.data },
    metrics: metrics.data,
  };
}

export * from './compare-tabs';
