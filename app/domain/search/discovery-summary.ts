import { isFeatureVisible } from '../access/access';
import { FEATURE_IDS, type FeatureSetting } from '../access/features';
import { shownHandicap } from '../handicap/handicap-view';
import { isSearchablePlayer, type SearchableAccount } from './search';

/*
 * Issue 33 §1–§2: the per-player row discovery filters and sorts on (decision 093). Pure, so the
 * round-write path and the seed build the row the same way.
 */

/**
 * The version of the rules below. Raise it when `discoveryRow` or what it reads changes: the
 * scheduled run then rebuilds every player's row, a few hundred accounts a run (decision 097).
 */
export const DISCOVERY_ROW_VERSION = 2;

/** A full 18-hole round as the row needs it: every hole scored, the strokes gained sums of its shot holes. */
export type SummaryRound = {
  playedOn: string;
  score: number;
  sgOffTheTee: number;
  sgApproach: number;
  sgAroundTheGreen: number;
  sgPutting: number;
  /** Holes recorded shot by shot (0: the round has no strokes gained). */
  sgHoles: number;
};

export type SummaryFacts = SearchableAccount & {
  accountId: number;
  firstName: string;
  lastName: string;
  gender: 'M' | 'F' | null;
  hometown: string | null;
  college: string | null;
  collegeEndDate: string | null;
  highSchool: string | null;
  highSchoolEndDate: string | null;
  /** The handicap the player entered: their own claim (decision 102). */
  handicapIndex: number | null;
  /** The Handicap Index computed from the player's rounds, which the claim yields to (decision 102). */
  computedIndex?: number | null;
  /** The website feature settings (spec 1 §6). */
  settings: ReadonlyArray<FeatureSetting>;
  organizationId: number | null;
  swingVideos: number;
};

export type DiscoveryRow = {
  accountId: number;
  sortName: string;
  gradYear: number | null;
  gender: 'M' | 'F' | null;
  country: string | null;
  state: string | null;
  region: string | null;
  organizationId: number | null;
  handicap: number | null;
  /** The handicap is the player's own claim: no rounds allow a computed index (decision 102). */
  handicapClaimed: boolean;
  latestRound: string | null;
  roundsLast10: number | null;
  avgLast10: number | null;
  rounds12m: number | null;
  avg12m: number | null;
  season: number | null;
  roundsSeason: number | null;
  avgSeason: number | null;
  sgRounds: number | null;
  sgTotal: number | null;
  sgOffTheTee: number | null;
  sgApproach: number | null;
  sgAroundTheGreen: number | null;
  sgPutting: number | null;
  hasVideo: boolean;
  hasResume: boolean;
};

/** The regions a coach filters by (US Census regions), each with its states' postal codes. */
export const REGIONS = {
  Northeast: ['CT', 'ME', 'MA', 'NH', 'RI', 'VT', 'NJ', 'NY', 'PA'],
  Midwest: ['IL', 'IN', 'MI', 'OH', 'WI', 'IA', 'KS', 'MN', 'MO', 'NE', 'ND', 'SD'],
  South: [
    'DE',
    'DC',
    'FL',
    'GA',
    'MD',
    'NC',
    'SC',
    'VA',
    'WV',
    'AL',
    'KY',
    'MS',
    'TN',
    'AR',
    'LA',
    'OK',
    'TX',
  ],
  West: ['AZ', 'CO', 'ID', 'MT', 'NV', 'NM', 'UT', 'WY', 'AK', 'CA', 'HI', 'OR', 'WA'],
} as const satisfies Record<string, ReadonlyArray<string>>;

export type Region = keyof typeof REGIONS;
export const REGION_NAMES = Object.keys(REGIONS) as Array<Region>;
export const US_STATES: ReadonlyArray<string> = Object.values(REGIONS)
  .flat()
  .sort((a, b) => a.localeCompare(b));

export function regionOf(state: string): Region | null {
  return REGION_NAMES.find((region) => (REGIONS[region] as ReadonlyArray<string>).includes(state)) ?? null;
}

/** Country, state and region from a hometown "City, ST" (a US postal code); other forms give none. */
export function placeOf(hometown: string | null): {
  country: string | null;
  state: string | null;
  region: Region | null;
} {
  const match = hometown ? /,\s*([A-Z]{2})\s*$/.exec(hometown.trim()) : null;
  const state = match?.[1] ?? null;
  if (state === null || !US_STATES.includes(state)) return { country: null, state: null, region: null };
  return { country: 'US', state, region: regionOf(state) };
}

/** The class year a roster card shows: the college's end year when a college is stored, else the high school's. */
export function classYearOf(
  facts: Pick<SummaryFacts, 'college' | 'collegeEndDate' | 'highSchool' | 'highSchoolEndDate'>,
): number | null {
  const yearOf = (date: string | null) => {
    const match = date ? /^(\d{4})-\d{2}-\d{2}/.exec(date) : null;
    return match?.[1] ? Number(match[1]) : null;
  };
  if (facts.college?.trim()) return yearOf(facts.collegeEndDate);
  if (facts.highSchool?.trim()) return yearOf(facts.highSchoolEndDate);
  return null;
}

/** How many of the latest full rounds make "last 10 rounds". */
export const LAST_ROUNDS = 10;

/** The day twelve months before `day` (YYYY-MM-DD); 29 February goes to 28 February. */
export function twelveMonthsBefore(day: string): string {
  const year = Number(day.slice(0, 4)) - 1;
  const monthDay = day.slice(5) === '02-29' ? '02-28' : day.slice(5);
  return `${String(year).padStart(4, '0')}-${monthDay}`;
}

/** The earliest day a full round can count in the row when the latest one is on `latest`. */
export function summaryWindowStart(latest: string): string {
  return twelveMonthsBefore(latest) < `${latest.slice(0, 4)}-01-01`
    ? twelveMonthsBefore(latest)
    : `${latest.slice(0, 4)}-01-01`;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function mean(values: ReadonlyArray<number>): number | null {
  if (values.length === 0) return null;
  return round2(values.reduce((sum, v) => sum + v, 0) / values.length);
}

/** Strokes gained per 18 holes over the holes recorded shot by shot, as the statistics pages count it. */
function strokesGained(rounds: ReadonlyArray<SummaryRound>) {
  const holes = rounds.reduce((sum, r) => sum + r.sgHoles, 0);
  const per18 = (pick: (r: SummaryRound) => number) =>
    holes === 0 ? null : round2((rounds.reduce((sum, r) => sum + pick(r), 0) / holes) * 18);
  const offTheTee = per18((r) => r.sgOffTheTee);
  const approach = per18((r) => r.sgApproach);
  const aroundTheGreen = per18((r) => r.sgAroundTheGreen);
  const putting = per18((r) => r.sgPutting);
  return {
    sgRounds: rounds.filter((r) => r.sgHoles > 0).length,
    sgTotal:
      holes === 0 ? null : per18((r) => r.sgOffTheTee + r.sgApproach + r.sgAroundTheGreen + r.sgPutting),
    sgOffTheTee: offTheTee,
    sgApproach: approach,
    sgAroundTheGreen: aroundTheGreen,
    sgPutting: putting,
  };
}

/** Whether a visitor (no access) sees the player's figures: the summary and the stats both show them. */
export function figuresArePublic(settings: ReadonlyArray<FeatureSetting>): boolean {
  return (
    isFeatureVisible(FEATURE_IDS.summary, settings, false) &&
    isFeatureVisible(FEATURE_IDS.stats, settings, false)
  );
}

/**
 * The discovery row of a player, or null when the player is not listed (not a searchable player, or
 * private: decision 089). `rounds` are the player's full 18-hole rounds, at least every one since
 * `summaryWindowStart` of the latest and the latest ten, in any order.
 */
export function discoveryRow(facts: SummaryFacts, rounds: ReadonlyArray<SummaryRound>): DiscoveryRow | null {
  if (!isSearchablePlayer(facts)) return null;
  const place = placeOf(facts.hometown);
  const figures = figuresArePublic(facts.settings);
  // The handicap is shown on the resume (spec 2 §3): public only with it; the computed index wins
  // over the player's claim (decision 102).
  const resume = isFeatureVisible(FEATURE_IDS.resume, facts.settings, false);
  const handicap = resume ? shownHandicap(facts.computedIndex ?? null, facts.handicapIndex) : null;
  const base = {
    accountId: facts.accountId,
    sortName: `${facts.lastName} ${facts.firstName}`.trim().toLowerCase(),
    gradYear: classYearOf(facts),
    gender: facts.gender,
    ...place,
    organizationId: facts.organizationId,
    handicap: handicap?.value ?? null,
    handicapClaimed: handicap?.source === 'claimed',
    hasVideo: facts.swingVideos > 0 && isFeatureVisible(FEATURE_IDS.gallery, facts.settings, false),
    hasResume: resume,
  };
  const newest = [...rounds].sort((a, b) => b.playedOn.localeCompare(a.playedOn));
  const latest = newest[0]?.playedOn ?? null;
  if (!figures || latest === null) {
    return {
      ...base,
      latestRound: null,
      roundsLast10: null,
      avgLast10: null,
      rounds12m: null,
      avg12m: null,
      season: null,
      roundsSeason: null,
      avgSeason: null,
      sgRounds: null,
      sgTotal: null,
      sgOffTheTee: null,
      sgApproach: null,
      sgAroundTheGreen: null,
      sgPutting: null,
    };
  }
  const last10 = newest.slice(0, LAST_ROUNDS);
  const yearAgo = twelveMonthsBefore(latest);
  const twelveMonths = newest.filter((r) => r.playedOn > yearAgo);
  const season = Number(latest.slice(0, 4));
  const seasonRounds = newest.filter((r) => r.playedOn.startsWith(`${season}-`));
  return {
    ...base,
    latestRound: latest,
    roundsLast10: last10.length,
    avgLast10: mean(last10.map((r) => r.score)),
    rounds12m: twelveMonths.length,
    avg12m: mean(twelveMonths.map((r) => r.score)),
    season,
    roundsSeason: seasonRounds.length,
    avgSeason: mean(seasonRounds.map((r) => r.score)),
    ...strokesGained(twelveMonths),
  };
}
