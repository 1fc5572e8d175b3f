import type { LinkDescriptor } from '@remix-run/cloudflare';
import paymentHref from './payment.css?url';

/** The payment pages' stylesheet, linked by the routes that render it (decision 041). */
export const paymentStylesheet = { rel: 'stylesheet', href: paymentHref } satisfies LinkDescriptor;
