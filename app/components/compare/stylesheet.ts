import type { LinkDescriptor } from '@remix-run/cloudflare';
import compareHref from './compare.css?url';

/** The compare stats page's stylesheet (header, metrics, tabs, cards, dialogs), linked by its route (decision 041). */
export const compareStylesheet = { rel: 'stylesheet', href: compareHref } satisfies LinkDescriptor;
