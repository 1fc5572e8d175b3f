import type { LinkDescriptor } from '@remix-run/cloudflare';
import organizationHref from './organization.css?url';

/** The organization pages' stylesheet (team band, rosters, groups, player cards; also organization results in search), linked by the routes that render it (decision 041). */
export const organizationStylesheet = { rel: 'stylesheet', href: organizationHref } satisfies LinkDescriptor;
