import type { LinkDescriptor } from '@remix-run/cloudflare';
import authHref from './auth.css?url';
import dashboardHref from './dashboard.css?url';

/** The sign-in screens' stylesheet, linked by the routes that render it (decision 041). */
export const authStylesheet = { rel: 'stylesheet', href: authHref } satisfies LinkDescriptor;

/** The dashboard's stylesheet, linked by the routes that render it (decision 041). */
export const dashboardStylesheet = { rel: 'stylesheet', href: dashboardHref } satisfies LinkDescriptor;
