import type { LinkDescriptor } from '@remix-run/cloudflare';
import shotMapHref from './shot-map.css?url';

/** The shot map viewer's stylesheet (decision 041), linked by the routes that show a viewer. */
export const shotMapStylesheet = { rel: 'stylesheet', href: shotMapHref } satisfies LinkDescriptor;
