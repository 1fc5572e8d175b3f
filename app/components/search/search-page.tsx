import { Link, useRouteLoaderData } from '@remix-run/react';
import { useHostRule } from '~/components/layout/use-host-rule';
import { TopNav } from '~/components/marketing/top-nav';
import { useClientLinks } from '~/components/ui/client-links';
import { ArrowRightIcon } from '~/components/ui/icons';
import { CoachPlanNote } from '~/components/watch-lists/coach-plan-note';
import type { SaveOffer } from '~/domain/recruiting/watch-lists';
import { discoveryHref } from '~/domain/search/discovery';
import { type SearchType, searchPageHref } from '~/domain/search/search';
import type { loader as rootLoader } from '~/root';
import { DiscoveryForm, type DiscoveryFormData } from './discovery-form';
import { type DiscoveryResult, DiscoveryResults } from './discovery-results';
import {
  AccountCard,
  type AccountCardData,
  OrganizationCard,
  type OrganizationCardData,
} from './result-cards';
import { SearchForm } from './search-form';

/** The players tab's discovery (issue 33 §1): its form, and its results when a filter is set. */
export type DiscoveryData = DiscoveryFormData & {
  notes: Array<string>;
  errors: Array<string>;
  /** The players found; null when no filter is set (the name search shows its own cards). */
  results: Array<DiscoveryResult> | null;
  /** issue 33 §3: what this viewer may do with a result (absent: nothing). */
  save?: SaveOffer;
  /** More players match than discovery counts (`total` is then that cap): only the first are paged. */
  more?: boolean;
};

export type SearchPageData = {
  q: string;
  page: number;
  pages: number;
  total: number;
  /** Why the query was not searched (too long for D1), shown instead of results. */
  error: string | null;
} & (
  | { type: 'account'; accounts: Array<AccountCardData>; discovery?: DiscoveryData }
  | { type: 'organization'; organizations: Array<OrganizationCardData> }
);

const TYPES: Array<{ type: SearchType; label: string; noun: string }> = [
  { type: 'account', label: 'Players', noun: 'players' },
  { type: 'organization', label: 'Organizations', noun: 'organizations' },
];

/** spec 1 §2 search page: a type toggle, a search box, "Results: N", then account or organization cards. */
export function SearchPage({ data }: { data: SearchPageData }) {
  const productName = useRouteLoaderData<typeof rootLoader>('root')?.productName ?? '';
  const host = useHostRule();
  const noun = TYPES.find((t) => t.type === data.type)?.noun ?? 'players';
  const empty = data.total === 0;
  const followLink = useClientLinks();
  const discovery = data.type === 'account' ? data.discovery : undefined;
  return (
    <>
      <TopNav productName={productName} />
      <main id="main" className="search">
        <section className="page-band" aria-labelledby="search-title">
          <div className="search-hero__inner">
            <p className="eyebrow">Search</p>
            <h1 className="page-band__title" id="search-title">
              Find players and teams
            </h1>
            <SearchForm key={data.type} q={data.q} type={data.type} />
            {/* spec 1 §2: the toggle between accounts and organizations, kept in the query parameter type. */}
            <nav className="band-toggle search-toggle" aria-label="Search for">
              {TYPES.map(({ type, label }) => (
                <Link
                  key={type}
                  to={searchPageHref({ q: data.q, type })}
                  className="band-toggle__option search-toggle__option"
                  aria-current={type === data.type ? 'page' : undefined}
                  preventScrollReset
                >
                  {label}
                </Link>
              ))}
            </nav>
          </div>
        </section>

        {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a result link fires this same click; the links are the keyboard targets */}
        <section className="search-results" aria-label="Results" onClick={followLink}>
          <div className="search-results__inner">
            {discovery ? (
              <DiscoveryForm key={JSON.stringify(discovery.filters)} q={data.q} data={discovery} />
            ) : null}
            {discovery && discovery.errors.length > 0 ? (
              <div className="discovery-messages discovery-messages--error" role="alert">
                <h2 className="discovery-messages__title">These filters cannot be searched</h2>
                <ul>
                  {discovery.errors.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {discovery && discovery.notes.length > 0 ? (
              <div className="discovery-messages" role="note">
                <ul>
                  {discovery.notes.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <p className="search-results__count" role="status">
              Results: <span className="tabular-nums">{data.total}</span>
              {discovery?.more ? (
                <>
                  {'+ '}
                  <span className="search-results__more">
                    {`(the first ${data.total} are shown: add a filter to narrow them)`}
                  </span>
                </>
              ) : null}
            </p>
            {discovery && discovery.results !== null ? (
              discovery.errors.length > 0 ? null : empty ? (
                <div className="search-empty card">
                  <h2 className="search-empty__title">No players match these filters</h2>
                  <p className="search-empty__text">
                    Widen a range or clear a filter. Players who keep their statistics private have no figures
                    to filter on.
                  </p>
                </div>
              ) : (
                <>
                  {discovery.save?.kind === 'upsell' ? <CoachPlanNote compact /> : null}
                  <DiscoveryResults
                    q={data.q}
                    filters={discovery.filters}
                    page={data.page}
                    players={discovery.results}
                    host={host}
                    saveTo={discovery.save?.kind === 'coach' ? discovery.save.lists : null}
                  />
                </>
              )
            ) : data.error ? (
              <div className="search-empty card" role="alert">
                <h2 className="search-empty__title">This search is too long</h2>
                <p className="search-empty__text">{data.error}</p>
              </div>
            ) : empty ? (
              <div className="search-empty card">
                {data.q.trim() === '' ? (
                  <>
                    <h2 className="search-empty__title">{`Search ${noun} by name`}</h2>
                    <p className="search-empty__text">
                      {data.type === 'account'
                        ? 'Type a first name, a last name or both, e.g. “Jordan” or “Jordan Reyes”.'
                        : 'Type a team’s name or short name, e.g. “Lakeside”.'}
                    </p>
                  </>
                ) : (
                  <>
                    <h2 className="search-empty__title">{`No ${noun} match “${data.q.trim()}”`}</h2>
                    <p className="search-empty__text">Check the spelling, or try part of the name.</p>
                  </>
                )}
              </div>
            ) : data.type === 'account' ? (
              <ul className="search-grid">
                {data.accounts.map((account) => (
                  <li key={account.id}>
                    <AccountCard account={account} host={host} />
                  </li>
                ))}
              </ul>
            ) : (
              <ul className="search-grid search-grid--organizations">
                {data.organizations.map((organization) => (
                  <li key={organization.id}>
                    <OrganizationCard organization={organization} host={host} />
                  </li>
                ))}
              </ul>
            )}
            {data.pages > 1 ? <Pagination data={data} /> : null}
          </div>
        </section>
      </main>
    </>
  );
}

function Pagination({ data }: { data: SearchPageData }) {
  const discovery = data.type === 'account' && data.discovery?.results ? data.discovery : null;
  // Paging a discovery search keeps its filters and order.
  const href = (page: number) =>
    discovery
      ? discoveryHref(data.q, discovery.filters, page)
      : searchPageHref({ q: data.q, type: data.type, page });
  const previous = data.page > 1 ? href(data.page - 1) : null;
  const next = data.page < data.pages ? href(data.page + 1) : null;
  return (
    <nav className="search-pagination" aria-label="Pages">
      {previous ? (
        <Link to={previous} className="search-pagination__link" rel="prev">
          <ArrowRightIcon size={16} className="search-pagination__back" />
          Previous
        </Link>
      ) : (
        <span className="search-pagination__link" aria-disabled="true">
          <ArrowRightIcon size={16} className="search-pagination__back" />
          Previous
        </span>
      )}
      <span className="search-pagination__status">
        Page <span className="tabular-nums">{data.page}</span> of{' '}
        <span className="tabular-nums">{data.pages}</span>
      </span>
      {next ? (
        <Link to={next} className="search-pagination__link" rel="next">
          Next
          <ArrowRightIcon size={16} />
        </Link>
      ) : (
        <span className="search-pagination__link" aria-disabled="true">
          Next
          <ArrowRightIcon size={16} />
        </span>
      )}
    </nav>
  );
}
