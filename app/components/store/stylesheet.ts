import type { LinkDescriptor } from '@remix-run/cloudflare';
import storeHref from './store.css?url';

/** The store redirect page's stylesheet, linked by the routes that render it (decision 041). */
export const storeStylesheet = { rel: 'stylesheet', href: storeHref } satisfies LinkDescriptor;
