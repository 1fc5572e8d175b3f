import type { LinkDescriptor } from '@remix-run/cloudflare';
import dateRangeHref from './date-range.css?url';

/** The date range selector (spec 3 §2.4): linked by every route that shows `DateRangeSelector`. */
export const dateRangeStylesheet = { rel: 'stylesheet', href: dateRangeHref } satisfies LinkDescriptor;
