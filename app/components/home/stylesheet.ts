import type { LinkDescriptor } from '@remix-run/cloudflare';
import homeHref from './home.css?url';

/** The home page's stylesheet (the bar above the front page), linked by the routes that render it (decision 041). */
export const homeStylesheet = { rel: 'stylesheet', href: homeHref } satisfies LinkDescriptor;
