import type { HeadersFunction } from '@remix-run/cloudflare';

/** A route's `headers`: its loader's headers on top of its parents' (Set-Cookie from the root kept). */
export const loaderHeadersOnTop: HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
  const headers = new Headers(parentHeaders);
  loaderHeaders.forEach((value, name) => {
    headers.set(name, value);
  });
  return headers;
};
