import { z } from 'zod';
import { groupNamesOf, unknownGroupText, unknownStandardText } from '../stats/dashboard-preferences';
import type { DashboardPreferences } from '../stats/dashboard-view';
import { ASSESSMENT_CATEGORIES } from '../stats/performance';
import { STANDARDS, type StandardId, standardById } from '../stats/standards';
import { DEFAULT_SUMMARY_ROUNDS, SUMMARY_ROUNDS, type SummaryRounds } from './performance-summary';
import type { PlayerReportKind } from './player-report';

/*
 * spec 2 §2 report routes: what each player report kind is made from (decision 054). A page asked by
 * `accountId` takes them from its query string (each left out falls back to the player's saved
 * dashboard choices); a stored report (`hash`) holds all of them, resolved when it was saved, so it
 * reads the same later.
 */

const standardId = z
  .string({ error: 'Choose a standard.' })
  .trim()
  .refine((id) => standardById(id) !== null, { error: (issue) => unknownStandardText(String(issue.input)) })
  .transform((id) => (standardById(id)?.id ?? STANDARDS[0]?.id) as StandardId);

const holeCount = z.coerce
  .number({ error: 'Choose 9 or 18 holes.' })
  .refine((n): n is 9 | 18 => n === 9 || n === 18, { error: 'Choose 9 or 18 holes.' })
  .transform((n) => (n === 9 ? 9 : 18) as 9 | 18);

function group(type: 'Player Performance' | 'Assessment') {
  return z
    .string({ error: 'Choose a group.' })
    .trim()
    .refine((name) => groupNamesOf(type).includes(name), {
      error: (issue) => unknownGroupText(String(issue.input), type),
    });
}

/** spec 2 §2 rr: the best round, or one round of the player chosen by its id (decision 059). */
const roundChoice = z.union(
  [z.literal('best'), z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)],
  { error: 'Choose the best round or a round of this player by its number.' },
);

/** spec 2 §2 course-plan-report: a course the player has played, or the one played most. */
const courseChoice = z.union(
  [z.literal('most-played'), z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)],
  { error: 'Choose a course this player has played by its number.' },
);

/** The rounds a dispersion report reads (spec 2 §3 round filter timeframe; decision 059). */
export const DISPERSION_TIMEFRAMES = {
  'last-10-rounds': 'Last 10 rounds',
  'last-20-rounds': 'Last 20 rounds',
  'last-12-months': 'Last 12 Months',
  'last-24-months': 'Last 24 Months',
  'all-time': 'All Time',
} as const;
export type DispersionTimeframe = keyof typeof DISPERSION_TIMEFRAMES;
const timeframeKeys = Object.keys(DISPERSION_TIMEFRAMES) as [
  DispersionTimeframe,
  ...Array<DispersionTimeframe>,
];

/** spec 2 §2 player-performance-summary: the player's latest 5, 10 or 20 rounds (decision 070). */
const SUMMARY_ROUNDS_TEXT = `Choose ${SUMMARY_ROUNDS.slice(0, -1).join(', ')} or ${SUMMARY_ROUNDS.at(-1)} rounds.`;
const summaryRounds = z.coerce
  .number({ error: SUMMARY_ROUNDS_TEXT })
  .refine((n): n is SummaryRounds => (SUMMARY_ROUNDS as ReadonlyArray<number>).includes(n), {
    error: SUMMARY_ROUNDS_TEXT,
  })
  .transform((n) => n as SummaryRounds);

const SCHEMAS = {
  ppr: z.object({ group: group('Player Performance'), standardId, holeCount }),
  'player-performance-summary': z.object({ rounds: summaryRounds, standardId, holeCount }),
  'data-analysis': z.object({
    group: group('Assessment'),
    standardId,
    holeCount,
    category: z.enum(ASSESSMENT_CATEGORIES, { error: `Choose one of ${ASSESSMENT_CATEGORIES.join(', ')}.` }),
  }),
  'public-player-stats-report': z.object({
    season: z.enum(['current', 'last'], { error: 'Choose the current or the last season.' }),
    standardId,
    holeCount,
  }),
  'player-best-stats-report': z.object({ standardId, holeCount }),
  favorites: z.object({}),
  rr: z.object({ round: roundChoice }),
  'dispersion-analysis': z.object({
    timeframe: z.enum(timeframeKeys, {
      error: `Choose one of ${Object.values(DISPERSION_TIMEFRAMES).join(', ')} (${timeframeKeys.join(', ')}).`,
    }),
  }),
  'course-plan-report': z.object({ course: courseChoice }),
} satisfies Record<PlayerReportKind, z.ZodType>;

export type ReportParameters<K extends PlayerReportKind> = z.output<(typeof SCHEMAS)[K]>;
type AnyParameters = { [K in PlayerReportKind]: ReportParameters<K> }[PlayerReportKind];

/** The defaults a page asked without parameters takes: the player's saved dashboard choices. */
function defaultsOf(kind: PlayerReportKind, preferences: DashboardPreferences): Record<string, unknown> {
  const common = { standardId: preferences.standardId, holeCount: preferences.holeCount };
  switch (kind) {
    case 'ppr':
      return { ...common, group: preferences.performanceGroup };
    case 'player-performance-summary':
      return { ...common, rounds: DEFAULT_SUMMARY_ROUNDS };
    case 'data-analysis':
      return { ...common, group: preferences.assessmentGroup, category: preferences.category };
    case 'public-player-stats-report':
      return { ...common, season: 'current' };
    case 'player-best-stats-report':
      return common;
    case 'favorites':
      return {};
    case 'rr':
      return { round: 'best' };
    case 'dispersion-analysis':
      return { timeframe: 'last-20-rounds' };
    case 'course-plan-report':
      return { course: 'most-played' };
  }
}

export type ParsedParameters<K extends PlayerReportKind> =
  | { ok: true; parameters: ReportParameters<K> }
  | { ok: false; message: string };

/** The kind's own fields of a query string or a stored report; anything else is left out. */
function known(kind: PlayerReportKind, input: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(SCHEMAS[kind].shape);
  return Object.fromEntries(Object.entries(input).filter(([key]) => keys.includes(key)));
}

/** A page's parameters from its query string, the saved choices filling what it leaves out. */
export function parseReportQuery<K extends PlayerReportKind>(
  kind: K,
  query: Record<string, string>,
  preferences: DashboardPreferences,
): ParsedParameters<K> {
  return parseWith(kind, { ...defaultsOf(kind, preferences), ...known(kind, query) });
}

/** A stored report's parameters: all of them, as they were saved. */
export function parseStoredParameters<K extends PlayerReportKind>(
  kind: K,
  stored: unknown,
): ParsedParameters<K> {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) {
    return { ok: false, message: 'The stored report has no parameters.' };
  }
  return parseWith(kind, known(kind, Object.fromEntries(Object.entries(stored))));
}

function parseWith<K extends PlayerReportKind>(kind: K, input: Record<string, unknown>): ParsedParameters<K> {
  const parsed = SCHEMAS[kind].safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid report.' };
  // The schema of `kind` gives the parameters of `kind`.
  return { ok: true, parameters: parsed.data as ReportParameters<K> };
}

/** What a stored report was made from, in words: the report viewer's name for it after its kind. */
export function describeParameters(parameters: AnyParameters): string {
  const parts: Array<string> = [];
  if ('group' in parameters) parts.push(parameters.group);
  if ('rounds' in parameters) parts.push(`Last ${parameters.rounds} rounds`);
  if ('season' in parameters) parts.push(parameters.season === 'current' ? 'Current season' : 'Last season');
  if ('category' in parameters) parts.push(parameters.category);
  if ('standardId' in parameters)
    parts.push(`${standardById(parameters.standardId)?.name ?? parameters.standardId} standard`);
  if ('holeCount' in parameters) parts.push(`${parameters.holeCount} holes`);
  if ('round' in parameters)
    parts.push(parameters.round === 'best' ? 'Best round' : `Round ${parameters.round}`);
  if ('timeframe' in parameters) parts.push(DISPERSION_TIMEFRAMES[parameters.timeframe]);
  if ('course' in parameters)
    parts.push(parameters.course === 'most-played' ? 'Most-played course' : `Course ${parameters.course}`);
  return parts.length > 0 ? parts.join(' · ') : 'Featured tournaments';
}

/** The parameters as a query string (the page's links keep what the page shows). */
export function parametersQuery(parameters: AnyParameters): string {
  return new URLSearchParams(
    Object.entries(parameters).map(([key, value]) => [key, String(value)]),
  ).toString();
}
