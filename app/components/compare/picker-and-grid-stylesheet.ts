import type { LinkDescriptor } from '@remix-run/cloudflare';
import pickerAndGridHref from './picker-and-grid.css?url';

/** The associated-player picker's and the Rounds grid's stylesheet, linked by the Compare Stats page (decision 041). */
export const pickerAndGridStylesheet = {
  rel: 'stylesheet',
  href: pickerAndGridHref,
} satisfies LinkDescriptor;
