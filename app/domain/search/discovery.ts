import type { Region } from './discovery-summary';

/*
 * Issue 33 §1: the discovery filters of the search page's players tab, all in the URL so a search is
 * shared by its link. Free of zod: the page's browser code builds these links (discovery-params.ts
 * reads them).
 */

export const PERIODS = ['last10', '12m', 'season'] as const;
export type Period = (typeof PERIODS)[number];
export const PERIOD_LABELS: Record<Period, string> = {
  last10: 'Last 10 rounds',
  '12m': 'Last 12 months',
  season: 'This season',
};

export const SORTS = [
  'name',
  'grad',
  'handicap',
  'avg',
  'rounds',
  'sg',
  'sgOtt',
  'sgApp',
  'sgArg',
  'sgPutt',
] as const;
export type Sort = (typeof SORTS)[number];
export const SORT_LABELS: Record<Sort, string> = {
  name: 'Name',
  grad: 'Class',
  handicap: 'Handicap',
  avg: 'Scoring average',
  rounds: 'Rounds',
  sg: 'Strokes gained',
  sgOtt: 'SG off the tee',
  sgApp: 'SG approach',
  sgArg: 'SG around the green',
  sgPutt: 'SG putting',
};
/** The direction each sort takes when none is given: the better figure first. */
export const DEFAULT_DIRECTION: Record<Sort, 'asc' | 'desc'> = {
  name: 'asc',
  grad: 'asc',
  handicap: 'asc',
  avg: 'asc',
  rounds: 'desc',
  sg: 'desc',
  sgOtt: 'desc',
  sgApp: 'desc',
  sgArg: 'desc',
  sgPutt: 'desc',
};

export const SG_CATEGORIES = ['sgOtt', 'sgApp', 'sgArg', 'sgPutt'] as const;
export type SgCategory = (typeof SG_CATEGORIES)[number];

export const GENDER_LABELS = { F: 'Women', M: 'Men' } as const;
export const COUNTRY_LABELS = { US: 'United States' } as const;

export type Range = { min: number | null; max: number | null };

export type DiscoveryFilters = {
  grad: Range;
  gender: 'M' | 'F' | null;
  country: 'US' | null;
  state: string | null;
  region: Region | null;
  /** An organization's short name. */
  org: string | null;
  handicap: Range;
  period: Period;
  avg: Range;
  sgMin: number | null;
  sgCategoryMin: Record<SgCategory, number | null>;
  minRounds: number | null;
  video: boolean;
  resume: boolean;
  sort: Sort;
  dir: 'asc' | 'desc';
};

export type DiscoveryParams = {
  /** Whether the page shows discovery (any filter or sort given) rather than the name search alone. */
  active: boolean;
  filters: DiscoveryFilters;
  /** Values ignored because they are not among the choices. */
  notes: Array<string>;
  /** Ranges that cannot be searched: the page shows them and no results. */
  errors: Array<string>;
};

/** The URL parameter of each filter. */
export const PARAM = {
  gradMin: 'gradMin',
  gradMax: 'gradMax',
  gender: 'gender',
  country: 'country',
  state: 'state',
  region: 'region',
  org: 'org',
  hcpMin: 'hcpMin',
  hcpMax: 'hcpMax',
  period: 'period',
  avgMin: 'avgMin',
  avgMax: 'avgMax',
  sgMin: 'sgMin',
  sgOtt: 'sgOttMin',
  sgApp: 'sgAppMin',
  sgArg: 'sgArgMin',
  sgPutt: 'sgPuttMin',
  minRounds: 'minRounds',
  video: 'video',
  resume: 'resume',
  sort: 'sort',
  dir: 'dir',
  discover: 'discover',
} as const;

export type Bounds = { label: string; min: number; max: number; integer?: boolean };

/** What each number filter accepts. */
export const FILTER_BOUNDS = {
  grad: { label: 'Class year', min: 1950, max: 2100, integer: true },
  handicap: { label: 'Handicap', min: -10, max: 54 },
  avg: { label: 'Scoring average', min: 50, max: 200 },
  sg: { label: 'Strokes gained', min: -50, max: 50 },
  rounds: { label: 'Minimum rounds', min: 1, max: 10_000, integer: true },
} satisfies Record<string, Bounds>;

/** The URL parameters of some filters (only those set), for links that keep the search: sort headers, paging. */
export function discoveryQuery(filters: DiscoveryFilters): Array<[string, string]> {
  const entries: Array<[string, string]> = [[PARAM.discover, '1']];
  const add = (key: string, value: number | string | null) => {
    if (value !== null) entries.push([key, String(value)]);
  };
  add(PARAM.gradMin, filters.grad.min);
  add(PARAM.gradMax, filters.grad.max);
  add(PARAM.gender, filters.gender);
  add(PARAM.country, filters.country);
  add(PARAM.state, filters.state);
  add(PARAM.region, filters.region);
  add(PARAM.org, filters.org);
  add(PARAM.hcpMin, filters.handicap.min);
  add(PARAM.hcpMax, filters.handicap.max);
  add(PARAM.period, filters.period);
  add(PARAM.avgMin, filters.avg.min);
  add(PARAM.avgMax, filters.avg.max);
  add(PARAM.sgMin, filters.sgMin);
  for (const category of SG_CATEGORIES) add(PARAM[category], filters.sgCategoryMin[category]);
  add(PARAM.minRounds, filters.minRounds);
  if (filters.video) add(PARAM.video, '1');
  if (filters.resume) add(PARAM.resume, '1');
  add(PARAM.sort, filters.sort);
  add(PARAM.dir, filters.dir);
  return entries;
}

/** The search page listing these filters' players (page 1 unless given), with the name query `q`. */
export function discoveryHref(
  q: string,
  filters: DiscoveryFilters,
  page = 1,
  changes: Partial<DiscoveryFilters> = {},
): string {
  const params = new URLSearchParams();
  if (q.trim() !== '') params.set('q', q);
  params.set('type', 'account');
  for (const [key, value] of discoveryQuery({ ...filters, ...changes })) params.append(key, value);
  if (page > 1) params.set('page', String(page));
  return `/golf/search?${params}`;
}
