import type { LinkDescriptor } from '@remix-run/cloudflare';
import discoveryHref from './discovery.css?url';
import searchHref from './search.css?url';
import searchBoxHref from './search-box.css?url';

/** The search field on a dark band (home bar and search page), linked by the routes that render it (decision 041). */
export const searchBoxStylesheet = { rel: 'stylesheet', href: searchBoxHref } satisfies LinkDescriptor;

/** The search page's stylesheet (filters, result cards, pagination), linked by the routes that render it (decision 041). */
export const searchStylesheet = { rel: 'stylesheet', href: searchHref } satisfies LinkDescriptor;

/** The players tab's discovery filters and results (issue 33 §1), linked by the search page (decision 041). */
export const discoveryStylesheet = { rel: 'stylesheet', href: discoveryHref } satisfies LinkDescriptor;
