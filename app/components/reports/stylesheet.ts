import type { LinkDescriptor } from '@remix-run/cloudflare';
import reportsHref from './reports.css?url';

/** The player report pages' stylesheet (decision 054), linked by the routes that render one. */
export const reportsStylesheet = { rel: 'stylesheet', href: reportsHref } satisfies LinkDescriptor;
