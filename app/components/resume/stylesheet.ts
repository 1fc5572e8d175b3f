import type { LinkDescriptor } from '@remix-run/cloudflare';
import resumeHref from './resume.css?url';

/** The resume's stylesheet (rendered resume, designer overlay, report page), linked by the routes that render it (decision 041). */
export const resumeStylesheet = { rel: 'stylesheet', href: resumeHref } satisfies LinkDescriptor;
