import type { LinkDescriptor } from '@remix-run/cloudflare';
import myRoundsHref from './my-rounds.css?url';

/** My Rounds and View Shots (decision 041): linked by the routes that show `MyRoundsSection`. */
export const myRoundsStylesheet = { rel: 'stylesheet', href: myRoundsHref } satisfies LinkDescriptor;
