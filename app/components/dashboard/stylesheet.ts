import type { LinkDescriptor } from '@remix-run/cloudflare';
import dashboardHref from './dashboard.css?url';

/** The Performance and Assessment view's stylesheet, linked by the dashboard and the data-analysis page. */
export const dashboardStylesheet = { rel: 'stylesheet', href: dashboardHref } satisfies LinkDescriptor;
