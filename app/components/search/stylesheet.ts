import type { LinkDescriptor } from '@remix-run/cloudflare';
import searchHref from './search.css?url';
import searchBoxHref from './search-box.css?url';

/** The search field on a dark band (home bar and search page), linked by the routes that render it (decision 041). */
export const searchBoxStylesheet = { rel: 'stylesheet', href: searchBoxHref } satisfies LinkDescriptor;

/** The search page's stylesheet (filters, result cards, pagination), linked by the routes that render it (decision 041). */
export const searchStylesheet = { rel: 'stylesheet', href: searchHref } satisfies LinkDescriptor;
