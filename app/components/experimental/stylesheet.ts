import type { LinkDescriptor } from '@remix-run/cloudflare';
import experimentalHref from './experimental.css?url';

/** The experimental pages' stylesheet, linked by the routes that render it (decision 041). */
export const experimentalStylesheet = { rel: 'stylesheet', href: experimentalHref } satisfies LinkDescriptor;
