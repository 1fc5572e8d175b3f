import type { HoleFlag } from './hole-stats';
import { type PerformanceCategory, performanceCategoryOf, STAT_CATALOGUE } from './stat-catalogue';

/*
 * The compare page's tabs, card titles and metrics columns (spec 2 §2): plain constants the page's
 * components read in the browser, apart from the comparison's schemas (compare-config.ts).
 */

// spec 2 §2: the seven tabs, in order; shot-to-green is active by default.
export const COMPARE_TABS = [
  'stat-probability',
  'scoring',
  'drive',
  'shot-to-green',
  'putts',
  'playing-style',
  'rounds',
] as const;
export type CompareTab = (typeof COMPARE_TABS)[number];
export const DEFAULT_COMPARE_TAB: CompareTab = 'shot-to-green';

export const TAB_TITLES: Record<CompareTab, string> = {
  'stat-probability': 'Stat Probability - View Shots',
  scoring: 'Scoring',
  drive: 'Drive',
  'shot-to-green': 'Shot to Green',
  putts: 'Putts',
  'playing-style': 'Playing Style',
  rounds: 'Rounds',
};

// spec 2 §2 card titles, one per tab.
export const CARD_TITLES: Record<CompareTab, string> = {
  'stat-probability': 'Stat Probability',
  scoring: 'Score To Par At Distances',
  drive: 'Drive Summary',
  'shot-to-green': 'Shots to Green Accuracy',
  putts: 'Putts Summary',
  'playing-style': 'Playing Style',
  rounds: 'Selected Rounds',
};

/** spec 2 §2: the title is plain when both sides are the same player, else "{full name}'s {title}". */
export function cardTitle(tab: CompareTab, playerName: string, samePlayer: boolean): string {
  return samePlayer ? CARD_TITLES[tab] : `${playerName}'s ${CARD_TITLES[tab]}`;
}

// spec 2 §2 metrics table columns, in order, and the performance category each one reads.
export const METRIC_COLUMNS = ['Scoring', 'Drive', 'Approach', 'Save', 'Putt'] as const;
export type MetricColumn = (typeof METRIC_COLUMNS)[number];
export const COLUMN_CATEGORY: Record<MetricColumn, PerformanceCategory> = {
  Scoring: 'Score',
  Drive: 'Drive',
  Approach: 'Approach',
  Save: 'Save',
  Putt: 'Putt',
};

// spec 2 §2: switching tab scrolls the metrics table to the matching column.
export const TAB_COLUMN: Partial<Record<CompareTab, MetricColumn>> = {
  putts: 'Putt',
  drive: 'Drive',
  'shot-to-green': 'Approach',
  scoring: 'Scoring',
};

/** The stats a column may show: those of its performance category that have a better direction. */
export function columnStats(column: MetricColumn): Array<HoleFlag> {
  return STAT_CATALOGUE.filter(
    (stat) => stat.better !== null && performanceCategoryOf(stat) === COLUMN_CATEGORY[column],
  ).map((stat) => stat.flag);
}

// The metrics ticked when nothing was chosen: the headline stat of each category.
export const DEFAULT_METRICS: Record<MetricColumn, Array<HoleFlag>> = {
  Scoring: ['madeParOrBetter', 'madeBirdie'],
  Drive: ['fairwayHit'],
  Approach: ['madeGreenInRegulation'],
  Save: ['madeUpDown'],
  Putt: ['madeOnePuttOrLess', 'missedLessThanFourFeetPutts'],
};

export type MetricsSelections = Record<MetricColumn, Array<HoleFlag>>;

// spec 2 §2: the Compare By Player slider is 9 or 18 holes.
export type CompareHoles = 9 | 18;
