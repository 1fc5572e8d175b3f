import type { LinkDescriptor } from '@remix-run/cloudflare';
import scheduleHref from './schedule.css?url';

/** The schedule page's controls: Timeframe, View Results By and the Options panel. */
export const scheduleStylesheet = { rel: 'stylesheet', href: scheduleHref } satisfies LinkDescriptor;
