import { canonicalMyRoundsParam } from '../rounds/my-rounds-query';
import { SCHEDULE_TABS } from '../schedule/schedule';
import { canonicalScheduleQuery } from '../schedule/schedule-filter-schema';
import { PLAYER_CARD_CHILD } from '../share-cards/card-addresses';
import { COMPARE_TABS, DEFAULT_COMPARE_TAB } from '../stats/compare-config';
import { STANDARDS } from '../stats/standards';
import { canonicalSummaryQuery } from '../stats/summary-range-schema';
import { PROFILE_CHILDREN } from './profile-routes';

/**
 * The query string an anonymous profile page is rendered and kept in the edge cache with (decision
 * 029): only the parameters the page reads, each in one form, sorted by name. Everything else is dropped before the page renders, so a parameter no page reads
 * can neither add a cache entry nor appear in a stored page.
 */

/** A parameter's one canonical value, or null to drop it (invalid, or the page's default). */
type Canonical = (value: string) => string | null;

// The My Rounds loader's own parser (parseMyRoundsQuery) decides what is valid; an invalid value is
// dropped, so an anonymous visitor's bad address shows the defaults.
const myRoundsParam =
  (name: string): Canonical =>
  (value) =>
    canonicalMyRoundsParam(name, value);

// The compare page (app/routes/player.$username.stats.server.ts) reads a tab, a saved comparison's hash and a
// standard; the default tab and standard are the page without them, as its links write it.
function compareTab(value: string): string | null {
  return (COMPARE_TABS as ReadonlyArray<string>).includes(value) && value !== DEFAULT_COMPARE_TAB
    ? value
    : null;
}

function compareHash(value: string): string | null {
  // A malformed hash is a 404 of its own (kept, so that the cache never answers it with the default page).
  return value;
}

function compareStandard(value: string): string | null {
  return STANDARDS.some((standard) => standard.id === value) && value !== STANDARDS[0]?.id ? value : null;
}

/** A flag read with `has()`: its value is never read. */
function flag(): string {
  return '';
}

// What each child's loader reads from the query (app/routes/player.$username.*): My Rounds reads
// its selection, grouping, stat filters, round list menus and page (parseMyRoundsQuery), the resume `designer` (its owner's designer opens), Compare
// Stats `tab`, `hash` and `standard`. The schedule reads its filter and the summary its chart range (CHILD_QUERIES below); every other child, and the profile root, reads none.
const CHILD_PARAMS: Readonly<Record<string, Readonly<Record<string, Canonical>>>> = {
  'my-rounds': Object.fromEntries(
    ['group', 'select', 'rounds', 'stats', 'view', 'sort', 'unfinished', 'page'].map((name) => [
      name,
      myRoundsParam(name),
    ]),
  ),
  resume: { designer: flag },
  stats: { tab: compareTab, hash: compareHash, standard: compareStandard },
};

// The schedule reads one filter made of repeated parameters (`type=3&type=10`): its own parser
// writes the canonical form (app/domain/schedule/schedule-filter.ts).
const CHILD_QUERIES: Readonly<Record<string, (query: URLSearchParams) => Array<[string, string]>>> = {
  schedule: canonicalScheduleQuery,
  // The summary's Performance Trends range (app/domain/stats/summary-range.ts).
  summary: canonicalSummaryQuery,
};

/** The resume's PDF download (app/routes/player.$username.resume[.pdf].tsx), stored like a page. */
const RESUME_PDF = 'resume.pdf';
/** The profile's share card (app/routes/player.$username.card[.png].tsx, decision 091), stored like a page. */
const SHARE_CARD = PLAYER_CARD_CHILD;

/**
 * The child a profile path shows when the part after the username is written as the site's own
 * links write it ('' for the profile root), else null. Other spellings reach the same pages (letter
 * case, a trailing slash, schedule/007 or any other integer tab): they are rendered but never kept,
 * so they cannot multiply cache entries either.
 */
export function canonicalChildOf(rest: ReadonlyArray<string>): string | null {
  const [segment, ...more] = rest;
  if (segment === undefined) return '';
  if (segment === 'schedule') {
    return more.length === 1 && SCHEDULE_TABS.some(({ tab }) => String(tab) === more[0]) ? segment : null;
  }
  if (more.length > 0) return null;
  return segment === RESUME_PDF ||
    segment === SHARE_CARD ||
    PROFILE_CHILDREN.some((child) => child.segment === segment)
    ? segment
    : null;
}

/** Single fetch's list of route ids whose loaders a `.data` request runs (Remix v2). */
const ROUTES_PARAM = '_routes';

/**
 * `_routes` sorted and without repeats when every id is one of the route ids the path matches
 * (the client only lists those), else null: a list with any other id is dropped whole.
 */
export function canonicalRoutesParam(value: string, matched: ReadonlySet<string>): string | null {
  const ids = [...new Set(value.split(','))].sort();
  if (ids.length === 0 || ids.some((id) => !matched.has(id))) return null;
  return ids.join(',');
}

/**
 * The canonical query of a profile child's request, without the leading '?'. `dataRoutes` gives
 * the route ids the path matches for a single-fetch `.data` request (called only when `_routes` is
 * present), and is null for a document request, which never reads `_routes`.
 */
export function canonicalProfileQuery(
  child: string,
  query: URLSearchParams,
  dataRoutes: (() => ReadonlySet<string>) | null,
): string {
  const kept: Array<[string, string]> = [...(CHILD_QUERIES[child]?.(query) ?? [])];
  for (const [name, canonical] of Object.entries(CHILD_PARAMS[child] ?? {})) {
    // The first value, as the loader's `get()`/`has()` reads it.
    const value = query.get(name);
    const normal = value === null ? null : canonical(value);
    if (normal !== null) kept.push([name, normal]);
  }
  const routes = query.get(ROUTES_PARAM);
  if (routes !== null && dataRoutes !== null) {
    const normal = canonicalRoutesParam(routes, dataRoutes());
    if (normal !== null) kept.push([ROUTES_PARAM, normal]);
  }
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(kept).toString();
}
