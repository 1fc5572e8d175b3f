import {
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import { loaderHeadersOnTop } from '~/components/layout/route-headers';
import { organizationStylesheet } from '~/components/organization/stylesheet';
import { SearchPage } from '~/components/search/search-page';
import { discoveryStylesheet, searchBoxStylesheet, searchStylesheet } from '~/components/search/stylesheet';
import { watchListsStylesheet } from '~/components/watch-lists/stylesheet';
import { fullName } from '~/domain/accounts/names';
import { utcDay } from '~/domain/calendar/dates';
import { discoveryHref } from '~/domain/search/discovery';
import { parseDiscoveryParams } from '~/domain/search/discovery-params';
import { pageCount, searchPageHref } from '~/domain/search/search';
import { parseSearchParams } from '~/domain/search/search-params';
import { saveOfferFor } from '~/routes/watch-lists.server';
import { discoverPlayers, organizationChoices } from '~db/queries/discovery';
import { searchAccounts, searchOrganizations } from '~db/queries/search';

export const links: LinksFunction = () => [
  organizationStylesheet,
  searchBoxStylesheet,
  searchStylesheet,
  discoveryStylesheet,
  watchListsStylesheet,
];

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(productNameFromMatches(matches), 'Search') },
  {
    name: 'description',
    content: 'Find golfers and their teams by name, or players by class, region and verified statistics.',
  },
];

/**
 * spec 1 §2 search page; spec 1 §5 filters, run in D1. On the players tab, any discovery filter or
 * sort (issue 33 §1) lists the players the filters select instead, with their figures.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const params = parseSearchParams(url.searchParams);
  const discovery = parseDiscoveryParams(url.searchParams);
  if (params.type === 'account' && discovery.active) {
    return discover(request, context, params, discovery);
  }
  if (params.error !== null) {
    // A query D1 cannot run (its LIKE pattern limit) is refused with the reason, not a failed query.
    const refused = { q: params.q, page: 1, pages: 1, total: 0, error: params.error };
    return data(
      params.type === 'organization'
        ? { ...refused, type: params.type, organizations: [] }
        : { ...refused, type: params.type, accounts: [] },
      { status: 400 },
    );
  }
  const search = { query: params.q, page: params.page };
  const started = performance.now();
  // The players tab also offers the discovery filters, whose organization list is read alongside.
  const [results, organizations] = await Promise.all([
    params.type === 'organization'
      ? searchOrganizations(context.db, search).then((found) => ({ type: 'organization' as const, ...found }))
      : searchAccounts(context.db, search).then((found) => ({ type: 'account' as const, ...found })),
    params.type === 'organization' ? [] : organizationChoices(context.db),
  ]);
  // The time spent in D1, for the browser's network panel and the benchmark.
  const headers = { 'Server-Timing': `db;desc="search";dur=${(performance.now() - started).toFixed(1)}` };
  const pages = pageCount(results.total);
  // A page past the last one (a stale link after the results shrank) shows the last page.
  if (params.page > pages) throw redirect(searchPageHref({ ...params, page: pages }));
  const common = { q: params.q, page: params.page, pages, total: results.total, error: null };
  if (results.type === 'organization') {
    return data({ ...common, type: results.type, organizations: results.items }, { headers });
  }
  return data(
    {
      ...common,
      type: results.type,
      accounts: results.items.map((account) => ({
        id: account.id,
        username: account.username,
        fullName: fullName(account),
        imgUrl: account.imgUrl,
        school: account.college ?? account.highSchool ?? null,
      })),
      discovery: { ...discovery, organizations, results: null },
    },
    { headers },
  );
}

/**
 * Issue 33 §1 discovery: the listed players the filters select, with the figures visitors may see
 * (the row holds none of a hidden feature's). Filters that cannot be searched answer 400 with why.
 */
async function discover(
  request: Request,
  context: LoaderFunctionArgs['context'],
  params: ReturnType<typeof parseSearchParams>,
  discovery: ReturnType<typeof parseDiscoveryParams>,
) {
  const { db } = context;
  const errors = params.error === null ? discovery.errors : [params.error, ...discovery.errors];
  const q = params.error === null ? params.q : '';
  const common = { type: 'account' as const, q: params.q, error: null, accounts: [] };
  if (errors.length > 0) {
    const organizations = await organizationChoices(db);
    return data(
      {
        ...common,
        page: 1,
        pages: 1,
        total: 0,
        discovery: { ...discovery, errors, organizations, results: [] },
      },
      { status: 400 },
    );
  }
  const started = performance.now();
  const [found, organizations, save] = await Promise.all([
    discoverPlayers(db, {
      filters: discovery.filters,
      query: q,
      page: params.page,
      today: utcDay(new Date()),
    }),
    organizationChoices(db),
    // issue 33 §3: "Save to watch list" on each result for a coach (the Coach plan's note otherwise).
    saveOfferFor(request, context),
  ]);
  const headers: Record<string, string> = {
    'Server-Timing': `db;desc="discovery";dur=${(performance.now() - started).toFixed(1)}`,
  };
  // A signed-in viewer's page carries their own lists: kept by no cache.
  if (save.kind !== 'none') headers['Cache-Control'] = 'private, no-store';
  const pages = pageCount(found.total);
  if (params.page > pages) throw redirect(discoveryHref(q, discovery.filters, pages));
  const results = found.items.map(({ firstName, lastName, college, highSchool, ...player }) => ({
    ...player,
    fullName: fullName({ firstName, lastName }),
    school: college ?? highSchool ?? null,
  }));
  return data(
    {
      ...common,
      page: params.page,
      pages,
      total: found.total,
      discovery: { ...discovery, organizations, results, save, more: found.more },
    },
    { headers },
  );
}

export const headers = loaderHeadersOnTop;

export default function Search() {
  const results = useLoaderData<typeof loader>();
  return <SearchPage data={results} />;
}
