import type { LinkDescriptor } from '@remix-run/cloudflare';
import statProbabilityHref from './stat-probability.css?url';

/**
 * The Stat Probability card's stylesheet (decision 041); its View Shots dialog brings the shot map's
 * own sheet with its code.
 */
export const statProbabilityStylesheet = {
  rel: 'stylesheet',
  href: statProbabilityHref,
} satisfies LinkDescriptor;
