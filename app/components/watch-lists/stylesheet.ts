import type { LinkDescriptor } from '@remix-run/cloudflare';
import watchListsHref from './watch-lists.css?url';

/** The watch lists' pages and the "Save to watch list" control (issue 33 §3), linked by the routes that render them (decision 041). */
export const watchListsStylesheet = { rel: 'stylesheet', href: watchListsHref } satisfies LinkDescriptor;
