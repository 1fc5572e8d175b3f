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
import { searchBoxStylesheet, searchStylesheet } from '~/components/search/stylesheet';
import { fullName } from '~/domain/accounts/names';
import { pageCount, searchPageHref } from '~/domain/search/search';
import { parseSearchParams } from '~/domain/search/search-params';
import { searchAccounts, searchOrganizations } from '~db/queries/search';

export const links: LinksFunction = () => [organizationStylesheet, searchBoxStylesheet, searchStylesheet];

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(productNameFromMatches(matches), 'Search') },
  { name: 'description', content: 'Find golfers and their teams by name.' },
];

/** spec 1 §2 search page; spec 1 §5 filters, run in D1. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = parseSearchParams(new URL(request.url).searchParams);
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
  const results =
    params.type === 'organization'
      ? { type: params.type, ...(await searchOrganizations(context.db, search)) }
      : { type: params.type, ...(await searchAccounts(context.db, search)) };
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
    },
    { headers },
  );
}

export const headers = loaderHeadersOnTop;

export default function Search() {
  const results = useLoaderData<typeof loader>();
  return <SearchPage data={results} />;
}
