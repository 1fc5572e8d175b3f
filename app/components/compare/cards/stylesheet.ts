import type { LinkDescriptor } from '@remix-run/cloudflare';
import compareCardsHref from './compare-cards.css?url';

/** The compare cards' content stylesheet, linked by the Compare Stats page (decision 041). */
export const compareCardsStylesheet = { rel: 'stylesheet', href: compareCardsHref } satisfies LinkDescriptor;
