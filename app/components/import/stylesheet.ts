import type { LinkDescriptor } from '@remix-run/cloudflare';
import importHref from './import.css?url';

/** The round import page (decision 105), linked by its route (decision 041). */
export const importStylesheet = { rel: 'stylesheet', href: importHref } satisfies LinkDescriptor;
