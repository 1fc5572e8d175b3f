import type { LinkDescriptor } from '@remix-run/cloudflare';
import galleryHref from './gallery.css?url';
import profileHref from './profile.css?url';

/** The profile's stylesheet (the summary's cards and what several children share), linked by the profile layout (decision 041); a child's own rules sit in its own sheet. */
export const profileStylesheet = { rel: 'stylesheet', href: profileHref } satisfies LinkDescriptor;

/** The gallery page's grids of videos and photos, linked by its route. */
export const galleryStylesheet = { rel: 'stylesheet', href: galleryHref } satisfies LinkDescriptor;
