import type { LinkDescriptor } from '@remix-run/cloudflare';
import courseGuideHref from './cgr.css?url';

/** The course guide's stylesheet (course list, holes, hole map), linked by the routes that render it (decision 041). */
export const courseGuideStylesheet = { rel: 'stylesheet', href: courseGuideHref } satisfies LinkDescriptor;
