import type { LinkDescriptor } from '@remix-run/cloudflare';
import profileHref from './profile.css?url';

/** The profile children's stylesheet (summary, schedule, rounds, resume, stats, assessment, videos, reports), linked by the routes that render it (decision 041). */
export const profileStylesheet = { rel: 'stylesheet', href: profileHref } satisfies LinkDescriptor;
