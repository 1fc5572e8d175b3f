import type { LinkDescriptor } from '@remix-run/cloudflare';
import statProbabilityHref from './stat-probability.css?url';

/**
 * The Stat Probability card's stylesheet (decision 041); the page that shows the card links it with
 * the shot map viewer's (app/components/shot-map/stylesheet.ts).
 */
export const statProbabilityStylesheet = {
  rel: 'stylesheet',
  href: statProbabilityHref,
} satisfies LinkDescriptor;
