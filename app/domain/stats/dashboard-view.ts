import { z } from 'zod';
import { DASHBOARD_MESSAGES } from '../accounts/dashboard-forms';
import {
  DEFAULT_GROUP,
  type GroupStatus,
  type LoadingState,
  OVERVIEW_GROUPS,
  type OverviewGroupType,
  overviewGroupSlug,
  overviewGroupsOf,
} from './overview-groups';
import { ASSESSMENT_CATEGORIES, type AssessmentCategory, type StrengthCategory } from './performance';
import type { StrokesGained } from './round-stats';
import { SOURCE_TAGS, type SourceTag, STANDARDS, type StandardId, standardById } from './standards';
import type { StatCategory } from './stat-catalogue';
import { STAT_CATALOGUE } from './stat-catalogue';

/*
 * The player dashboard's view (spec 3 §2.1 Player Performance and Round Assessment, spec 2 "Dashboard
 * header used with overviews", §4 overview loading): the shapes its pages and components share, the
 * saved choices and their form, and the rules of the header, chips, eyes and assessment grid.
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

// spec 2 §4 default groups; the standard the read APIs default to; 18 holes; spec 3 §2.1 Scorecard.
export const DEFAULT_PREFERENCES: DashboardPreferences = {
  mode: 'Player Performance',
  performanceGroup: DEFAULT_GROUP['Player Performance'],
  assessmentGroup: DEFAULT_GROUP.Assessment,
  standardId: 'pga-tour',
  holeCount: 18,
  category: 'Scorecard',
};

/** The group the header shows for the preferences' mode. */
export function selectedGroup(preferences: DashboardPreferences): string {
  return preferences.mode === 'Assessment' ? preferences.assessmentGroup : preferences.performanceGroup;
}

function groupNamesOf(type: OverviewGroupType): Array<string> {
  return overviewGroupsOf(type).map((g) => g.name);
}

/** The sentence for a group name that is not one of the mode's (or of any mode, without one). */
export function unknownGroupText(name: string, type?: OverviewGroupType): string {
  const names = type ? groupNamesOf(type) : OVERVIEW_GROUPS.map((g) => g.name);
  return `There is no ${type ? `${type} ` : ''}overview group called "${name.slice(0, 60)}". Choose one of ${names.join(', ')}.`;
}

export function unknownStandardText(id: string): string {
  return `There is no standard "${id.slice(0, 40)}". Choose one of ${STANDARDS.map((s) => s.name).join(', ')}.`;
}

function groupField(type: OverviewGroupType) {
  return z
    .string({ error: `Choose ${type === 'Assessment' ? 'an' : 'a'} ${type} group.` })
    .trim()
    .refine((name) => groupNamesOf(type).includes(name), {
      error: (issue) => unknownGroupText(String(issue.input), type),
    });
}

/** The dashboard's choices form (spec 2 "Dashboard header"): every field checked, unknown names refused in words. */
export const dashboardPreferencesSchema = z.object({
  intent: z.literal('preferences', { error: DASHBOARD_MESSAGES.unknownForm }),
  mode: z.enum(DASHBOARD_MODES, { error: 'Choose Player Performance or Assessment.' }),
  performanceGroup: groupField('Player Performance'),
  assessmentGroup: groupField('Assessment'),
  standardId: z
    .string({ error: 'Choose a standard.' })
    .trim()
    .refine((id) => standardById(id) !== null, {
      error: (issue) => unknownStandardText(String(issue.input)),
    }),
  holeCount: z.coerce
    .number({ error: 'Choose 9 Hole or 18 Hole.' })
    .refine((n) => n === 9 || n === 18, { error: 'Choose 9 Hole or 18 Hole.' }),
  category: z.enum(ASSESSMENT_CATEGORIES, { error: `Choose one of ${ASSESSMENT_CATEGORIES.join(', ')}.` }),
});

/** What the form's success gives, typed as the preferences. */
export function preferencesOf(value: z.infer<typeof dashboardPreferencesSchema>): DashboardPreferences {
  return {
    mode: value.mode,
    performanceGroup: value.performanceGroup,
    assessmentGroup: value.assessmentGroup,
    standardId: standardById(value.standardId)?.id ?? DEFAULT_PREFERENCES.standardId,
    holeCount: value.holeCount === 9 ? 9 : 18,
    category: value.category,
  };
}

type StoredPreferences = {
  mode: string;
  performanceGroup: string;
  assessmentGroup: string;
  standardId: string;
  holeCount: number;
  assessmentCategory: string;
};

function isMode(value: string): value is OverviewGroupType {
  return (DASHBOARD_MODES as ReadonlyArray<string>).includes(value);
}

function isCategory(value: string): value is AssessmentCategory {
  return (ASSESSMENT_CATEGORIES as ReadonlyArray<string>).includes(value);
}

/**
 * The saved row read back: a value that is no longer valid (a group or standard renamed since it was
 * saved) falls back to its default instead of failing the page.
 */
export function preferencesFromStored(row: StoredPreferences | undefined): DashboardPreferences {
  if (!row) return DEFAULT_PREFERENCES;
  const known = (type: OverviewGroupType, name: string, fallback: string) =>
    groupNamesOf(type).includes(name) ? name : fallback;
  return {
    mode: isMode(row.mode) ? row.mode : DEFAULT_PREFERENCES.mode,
    performanceGroup: known('Player Performance', row.performanceGroup, DEFAULT_PREFERENCES.performanceGroup),
    assessmentGroup: known('Assessment', row.assessmentGroup, DEFAULT_PREFERENCES.assessmentGroup),
    standardId: standardById(row.standardId)?.id ?? DEFAULT_PREFERENCES.standardId,
    holeCount: row.holeCount === 9 ? 9 : 18,
    category: isCategory(row.assessmentCategory) ? row.assessmentCategory : DEFAULT_PREFERENCES.category,
  };
}

// spec 3 §1: the completed-rounds count has two fields; both zero → the not-enough-data state.
export type CompletedRoundsCount = { eighteenHole: number; nineHole: number };

export function completedRoundsCount(
  rounds: ReadonlyArray<{ holeCount: number; inProgress: boolean }>,
): CompletedRoundsCount {
  const done = rounds.filter((r) => !r.inProgress);
  return {
    eighteenHole: done.filter((r) => r.holeCount === 18).length,
    nineHole: done.filter((r) => r.holeCount === 9).length,
  };
}

export function hasEnoughData(count: CompletedRoundsCount): boolean {
  return count.eighteenHole > 0 || count.nineHole > 0;
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

/** The groups of a mode, the selected one first (spec 2 §4: it loads first). */
export function groupLoadOrder(mode: OverviewGroupType, selected: string): Array<string> {
  const names = groupNamesOf(mode);
  return [selected, ...names.filter((n) => n !== selected)].filter((n) => names.includes(n));
}

export function isKnownGroup(name: string): boolean {
  return OVERVIEW_GROUPS.some((g) => g.name === name);
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
  return value === null ? '–' : `${Math.round(value * 100)}%`;
}

/** Strokes gained as shown: signed, 2 decimals ("+0.42", "−1.10"). */
export function formatStrokesGained(value: number | null): string {
  if (value === null) return '–';
  const rounded = Math.round(value * 100) / 100;
  if (rounded === 0) return '0.00';
  return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded).toFixed(2)}`;
}

// The standards' published sources (app/domain/stats/standards.ts), as the standard picker names them.
const SOURCE_NAMES: Record<SourceTag, string> = {
  ARCCOS: 'Arccos Golf data, Golf Monthly "Scratch vs 10 vs 20 Handicap" (2023)',
  'ARCCOS-18': 'Arccos Golf data, Golf Monthly "Scratch Vs 18 Handicap" (2022)',
  SHOTSCOPE10: 'Shot Scope, "Law of Averages: 10 handicap" (2024)',
  SHOTSCOPE20: 'Shot Scope 20-handicap benchmark, Golf Monthly (2025-26)',
  'SHOTSCOPE-TOUR': 'Shot Scope via bunkered.co.uk (2024)',
  'SHOTSCOPE-PRO': 'Shot Scope, "How do amateur and professional golfers compare?" (2022)',
  'ONE-PUTT': 'Golf Monthly, PGA Tour one-putt percentage (2025)',
  GOLFMAGIC: 'golfmagic.com, "The Top 10 one-putters on the PGA Tour" (2020)',
  EAGLES: 'Fore Putt Golf, PGA Tour eagle rate (2022 season)',
  ORBAN: 'Business in Calgary, quoting pgatour.com and lpgatour.com (2021 season)',
  RUTHLESS: 'Ruthless Golf, 2009 PGA TOUR season review',
  FELBER: 'Pro Golf Now, PGA Tour scrambling averages (2020)',
  SHOTBYSHOT: 'ShotByShot.com, "Niblicks of Truth" sand saves (2014)',
  '3JACK': '3jack.blogspot.com, "Tour Bunker Play 1980-2012" (2013)',
  SANDERS: 'Peter Sanders (ShotByShot.com) on NCAA players (2010)',
  SIGNERS: 'Junior Golf Hub, 2021 Signer Report',
};

export type StandardOption = { id: StandardId; name: string; sources: Array<string>; stats: number };

/** The standard picker's entries: each standard with the sources of its values (spec 3 §2.1 standards row). */
export function standardOptions(): Array<StandardOption> {
  return STANDARDS.map((standard) => {
    const tags = new Set(Object.values(standard.sources).flatMap((list) => [...(list ?? [])]));
    return {
      id: standard.id,
      name: standard.name,
      sources: SOURCE_TAGS.filter((tag) => tags.has(tag)).map((tag) => SOURCE_NAMES[tag]),
      stats: Object.keys(standard.values).length,
    };
  });
}

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
};

export function groupNamesByMode(): Record<OverviewGroupType, Array<string>> {
  return { 'Player Performance': groupNamesOf('Player Performance'), Assessment: groupNamesOf('Assessment') };
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
