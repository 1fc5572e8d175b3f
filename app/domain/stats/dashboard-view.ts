import { formatShareAsPercent, formatSignedFixed } from '../format/numbers';
import type { OverviewGroupType } from './overview-groups';
import type { GroupStatus, LoadingState } from './overview-loading';
import { overviewGroupSlug } from './overview-loading';
import type { AssessmentCategory, BiggestOpportunity, StrengthCategory } from './performance';
import type { HandicapEquivalent, SelectionTrend } from './rating-format';
import type { StrokesGained } from './round-stats';
import type { StandardId } from './standards';
import { type PerformanceCategory, STAT_CATALOGUE, type StatCategory } from './stat-catalogue';

/*
 * The player dashboard's view (spec 3 §2.1 Player Performance and Round Assessment, spec 2 "Dashboard
 * header used with overviews", §4 overview loading): the shapes its pages and components share and the
 * rules of the header, chips, eyes and assessment grid. Loaded in the browser: no zod, no group
 * builders, no standards table (the saved choices and their form are in dashboard-preferences.ts).
 */

export const DASHBOARD_MODES = [
  'Player Performance',
  'Assessment',
] as const satisfies ReadonlyArray<OverviewGroupType>;

export type DashboardPreferences = {
  mode: OverviewGroupType;
  performanceGroup: string;
  assessmentGroup: string;
  standardId: StandardId;
  holeCount: 9 | 18;
  category: AssessmentCategory;
};

/** The group the header shows for the preferences' mode. */
export function selectedGroup(preferences: DashboardPreferences): string {
  return preferences.mode === 'Assessment' ? preferences.assessmentGroup : preferences.performanceGroup;
}

/** One stat of a selection as the dashboard shows it (spec 3 §3 Stat). */
export type DashboardStat = {
  name: string;
  category: StatCategory;
  formatted: string;
  successes: number;
  opportunities: number;
  standard: number | null;
  beatStandard: boolean | null;
};

/** decision 068: a category's strokes-gained rating against the standard, as the dashboard shows it. */
export type DashboardRating = {
  category: PerformanceCategory;
  /** Strokes gained per round against the standard (+ better than it). */
  againstStandard: number;
  handicap: HandicapEquivalent;
  /** "−1.2" and "6.3" / "+2.4" / "30 or worse". */
  formatted: { againstStandard: string; handicap: string };
};

/**
 * decision 068: a named strength or weakness with the strokes a round it wins (+) or costs (−), and
 * their size as shown beside its name ("1.2").
 */
export type DashboardRankedStat = { name: string; strokesPerRound: number; formatted: string };

/** decision 068: which way each category moved since the selection this one follows on from. */
export type DashboardTrend = SelectionTrend;

/** One overview (selection) with its loaded data (spec 3 §3 Overview). */
export type DashboardOverview = {
  filterName: string;
  label: string;
  details: string;
  colour: string;
  isHidden: boolean;
  loadingState: LoadingState;
  /** spec 2 §8: the error text in place of the data. */
  error: string | null;
  rounds: number;
  byCategory: Array<{ category: string; performance: number | null; formatted: string }>;
  skillPerformance: { value: number | null; formatted: string };
  stats: Array<DashboardStat>;
  /** Per round against the PGA TOUR baseline; null without shot data. */
  strokesGained: StrokesGained | null;
  /** Stat names per strengths category; null when they could not be worked out (spec 2 §8). */
  strengthsAndWeaknesses: Record<
    StrengthCategory,
    { strengths: Array<string>; weaknesses: Array<string> }
  > | null;
  /** decision 068: per category, strokes gained against the standard and the handicap equivalent. */
  ratings?: Array<DashboardRating> | null;
  /** decision 068: the trend from the selection this one follows on from (ratings.ts `trendBaseline`). */
  trend?: DashboardTrend | null;
  /** decision 068: the strengths and weaknesses above with the strokes a round of each. */
  rankedStrengthsAndWeaknesses?: Record<
    StrengthCategory,
    { strengths: Array<DashboardRankedStat>; weaknesses: Array<DashboardRankedStat> }
  > | null;
  /** decision 068: the weakness that costs the most strokes a round. */
  biggestOpportunity?: BiggestOpportunity | null;
};

/** One overview group's answer for a hole count and a standard. */
export type DashboardGroup = {
  name: string;
  type: OverviewGroupType;
  holeCount: 9 | 18;
  standard: { id: StandardId; name: string };
  status: GroupStatus;
  enabled: boolean;
  /** null: the group's overviews could not be built (spec 2 §8). */
  overviews: Array<DashboardOverview> | null;
};

/** The group menu's entry states (spec 2 §4: loading, incomplete data (disabled), has data). */
export type GroupMenuEntry = { name: string; status: GroupStatus };

export const GROUP_STATUS_TEXT: Record<GroupStatus, string> = {
  loading: 'Loading',
  hasIncompleteData: 'Incomplete data',
  hasData: 'Has data',
};

/** A mode's groups (`names`, in the spec's order), the selected one first (spec 2 §4: it loads first). */
export function groupLoadOrder(names: ReadonlyArray<string>, selected: string): Array<string> {
  return [selected, ...names.filter((n) => n !== selected)].filter((n) => names.includes(n));
}

/** spec 3 §4 overview visibility: one selection's eye or chip. */
export function toggleHidden<T extends { filterName: string; isHidden: boolean }>(
  overviews: ReadonlyArray<T>,
  filterName: string,
): Array<T> {
  return overviews.map((o) => (o.filterName === filterName ? { ...o, isHidden: !o.isHidden } : o));
}

/** spec 3 §4: the all toggle hides all if none is hidden, otherwise shows all. */
export function toggleAllHidden<T extends { isHidden: boolean }>(overviews: ReadonlyArray<T>): Array<T> {
  const hide = !overviews.some((o) => o.isHidden);
  return overviews.map((o) => ({ ...o, isHidden: hide }));
}

export function setAllHiddenTo<T extends { isHidden: boolean }>(
  overviews: ReadonlyArray<T>,
  isHidden: boolean,
): Array<T> {
  return overviews.map((o) => ({ ...o, isHidden }));
}

/** One column group of the assessment grid and its sub-columns (stat names). */
export type AssessmentColumnGroup = { label: string; stats: Array<string> };

// spec 3 §2.1: the Scorecard view shows each performance category's headline stats.
const SCORECARD_GROUPS: ReadonlyArray<AssessmentColumnGroup> = [
  { label: 'Score', stats: ['Par or Better', 'Birdie', 'Bogey', 'Double Bogey or Higher'] },
  { label: 'Drive', stats: ['Fairway Hit'] },
  { label: 'Approach', stats: ['Green in Regulation', 'Approach Within 5%'] },
  { label: 'Save', stats: ['Up and Down', 'Sand Save'] },
  { label: 'Putt', stats: ['One Putt', 'Missed Putt Under 4 ft'] },
];

const CATEGORY_STATS: Record<Exclude<AssessmentCategory, 'Scorecard'>, StatCategory> = {
  Score: 'Scoring',
  Drive: 'Off the Tee',
  Approach: 'Shots to Green',
  Save: 'Around the Green',
  Putt: 'Putt',
};

/**
 * spec 3 §2.1 Round Assessment columns (after Skill Performance): Scorecard shows the headline stats
 * of every category; any other category shows its stats compared with a standard, the ones to make
 * and the ones to avoid as two groups.
 */
export function assessmentColumns(category: AssessmentCategory): Array<AssessmentColumnGroup> {
  if (category === 'Scorecard') return SCORECARD_GROUPS.map((g) => ({ ...g, stats: [...g.stats] }));
  const inCategory = STAT_CATALOGUE.filter((s) => s.category === CATEGORY_STATS[category]);
  const made = inCategory.filter((s) => s.better === 'higher').map((s) => s.name);
  const avoided = inCategory.filter((s) => s.better === 'lower').map((s) => s.name);
  return [
    { label: `${category}: made`, stats: made },
    { label: `${category}: avoided`, stats: avoided },
  ].filter((g) => g.stats.length > 0);
}

/** spec 3 §2.1: the Round Assessment heading is the group label followed by Assessment. */
export function assessmentHeading(groupName: string): string {
  return `${groupName} Assessment`;
}

/** A standard value (a share of opportunities) as the grid's standards row shows it. */
export function formatStandardValue(value: number | null): string {
  return formatShareAsPercent(value);
}

/** Strokes gained as shown: signed, 2 decimals ("+0.42", "−1.10"). */
export function formatStrokesGained(value: number | null): string {
  return formatSignedFixed(value, 2);
}

// spec 3 §1: the completed-rounds count of the not-enough-data rule.
export type CompletedRoundsCount = { eighteenHole: number; nineHole: number };

/** A standard picker entry with the sources of its values (spec 3 §2.1 standards row). */
export type StandardOption = { id: StandardId; name: string; sources: Array<string>; stats: number };

/** What the dashboard and the data-analysis page render (loader data). */
export type DashboardPageData = {
  /** The owner's dashboard saves choices; a visitor's choices stay in the page. */
  editable: boolean;
  /** The player in the group resource route's URL ('me' on the owner's dashboard). */
  playerKey: string;
  playerName: string;
  preferences: DashboardPreferences;
  groupNames: Record<OverviewGroupType, Array<string>>;
  standards: Array<StandardOption>;
  completed: CompletedRoundsCount;
  enoughData: boolean;
  /** The selected group's answer, in the document; null without enough data. */
  group: DashboardGroup | null;
  stores: { ios: string; android: string };
  /** The player's Performance Summary report (decision 070), before its standard and hole count. */
  summaryHref: string;
};

/** The Performance Summary of the player for the standard and hole count on show. */
export function summaryReportHref(base: string, options: { holeCount: 9 | 18; standardId: string }): string {
  const params = new URLSearchParams({
    standardId: options.standardId,
    holeCount: String(options.holeCount),
  });
  return `${base}&${params}`;
}

/** The group resource route's URL (app/routes/resources.dashboard-group.$username.$group.ts). */
export function dashboardGroupHref(
  playerKey: string,
  group: string,
  options: { holeCount: 9 | 18; standardId: string },
): string {
  const params = new URLSearchParams({ holes: String(options.holeCount), standard: options.standardId });
  return `/resources/dashboard-group/${encodeURIComponent(playerKey)}/${overviewGroupSlug(group)}?${params}`;
}

/** spec 3 §2.1: the spider chart's axes read Scoring, Drive, Approach, Save, Putt. */
export function performanceCategoryLabel(category: string): string {
  return category === 'Score' ? 'Scoring' : category;
}

/** The strokes-gained table's columns (decision 014 categories, then the total). */
export const SG_COLUMNS: ReadonlyArray<{ key: keyof StrokesGained; label: string; short: string }> = [
  { key: 'offTheTee', label: 'Off the tee', short: 'Tee' },
  { key: 'approach', label: 'Approach', short: 'App' },
  { key: 'aroundTheGreen', label: 'Around the green', short: 'ARG' },
  { key: 'putting', label: 'Putting', short: 'Putt' },
  { key: 'total', label: 'Total', short: 'Total' },
];
