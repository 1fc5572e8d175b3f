import { Link, useRouteLoaderData } from '@remix-run/react';
import { useHostRule } from '~/components/layout/use-host-rule';
import { TopNav } from '~/components/marketing/top-nav';
import { useClientLinks } from '~/components/ui/client-links';
import { ArrowRightIcon } from '~/components/ui/icons';
import { type SearchType, searchPageHref } from '~/domain/search/search';
import type { loader as rootLoader } from '~/root';
import {
  AccountCard,
  type AccountCardData,
  OrganizationCard,
  type OrganizationCardData,
} from './result-cards';
import { SearchForm } from './search-form';

export type SearchPageData = {
  q: string;
  page: number;
  pages: number;
  total: number;
  /** Why the query was not searched (too long for D1), shown instead of results. */
  error: string | null;
} & (
  | { type: 'account'; accounts: Array<AccountCardData> }
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
            <p className="search-results__count" role="status">
              Results: <span className="tabular-nums">{data.total}</span>
            </p>
            {data.error ? (
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
  const previous = data.page > 1 ? searchPageHref({ q: data.q, type: data.type, page: data.page - 1 }) : null;
  const next =
    data.page < data.pages ? searchPageHref({ q: data.q, type: data.type, page: data.page + 1 }) : null;
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
