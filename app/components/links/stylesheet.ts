import type { LinkDescriptor } from '@remix-run/cloudflare';
import linksHref from './links.css?url';

/** The "Coaches and teams" card's stylesheet, linked by the route that renders it (decision 041). */
export const linksStylesheet = { rel: 'stylesheet', href: linksHref } satisfies LinkDescriptor;
