import { isRouteErrorResponse, useLocation, useRouteError } from '@remix-run/react';
import { buttonClassName } from '~/components/ui/button';

// The words of the error pages, and the error of a page shown in its place inside a layout that stays
// (PageError). The root's full page (error-page.tsx) uses the same words; this module stays small
// because every route that shows its error in place loads it.

export type ErrorCopy = { eyebrow: string; title: string; text: string };

export function errorCopy(status: number): ErrorCopy {
  if (status === 404) {
    return {
      eyebrow: 'Error 404',
      title: 'Page not found',
      text: 'We could not find that page. The link may be mistyped, or the page may have moved.',
    };
  }
  if (status === 403 || status === 401) {
    return {
      eyebrow: `Error ${status}`,
      title: 'This page is private',
      text: 'You do not have access to this page. If it belongs to you, log in and try again.',
    };
  }
  // A request the page cannot take is the sender's to change: trying again as it was will not help.
  if (status === 405) {
    return {
      eyebrow: 'Error 405',
      title: 'This page does not take that request',
      text: 'This address shows a page; it does not accept forms or other requests. Open it as a link.',
    };
  }
  if (status === 429) {
    return {
      eyebrow: 'Error 429',
      title: 'Too many requests',
      text: 'Please wait a moment, then try again.',
    };
  }
  if (status >= 400 && status < 500) {
    return {
      eyebrow: `Error ${status}`,
      title: 'This request is not valid',
      text: 'Something in the address or the form could not be used. Check it and try again.',
    };
  }
  return {
    eyebrow: status >= 500 ? 'Error 500' : `Error ${status}`,
    title: 'Something went wrong',
    text: 'An unexpected error stopped this page from loading. Please try again in a moment.',
  };
}

/**
 * The words of a 4xx a route threw on purpose, written for people (e.g. "The page and round in the
 * address must be whole numbers from 1."); null for anything else, which is never shown as it is.
 */
export function routeErrorMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status >= 500 || typeof error.data !== 'string') return null;
  // Remix's own answers (no route, no action) are marked internal: their text names route files.
  if ('internal' in error && error.internal === true) return null;
  return error.data.trim() === '' ? null : error.data;
}

/**
 * The ErrorBoundary of a page inside a layout (issue 31 §6), e.g. a profile page: when the page's own
 * loader or drawing fails, the layout around it (the profile's header and side navigation) stays and
 * the page's place says what happened, instead of everything giving way to the root's error page. What
 * the layout itself cannot serve (an unknown player) still fails in the layout, where the root's shows.
 */
export function PageError() {
  const error = useRouteError();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const copy = errorCopy(status);
  const message = routeErrorMessage(error);
  // A 5xx: a full reload (the failure may have been in a loader the client would not rerun); a 4xx:
  // the address without the settings it could not use.
  const retry =
    status >= 500 ? `${location.pathname}${location.search}` : location.search ? location.pathname : null;
  return (
    <section className="card page-error" aria-labelledby="page-error-title">
      <header className="card__header">
        <div>
          <p className="card-eyebrow">{copy.eyebrow}</p>
          <h2 className="card__title" id="page-error-title">
            {copy.title}
          </h2>
        </div>
        {retry === null ? null : (
          <a href={retry} className={buttonClassName({ variant: 'primary' })}>
            {status >= 500 ? 'Try again' : 'Reset the page'}
          </a>
        )}
      </header>
      <p role="alert">
        {copy.text}
        {message ? ` ${message}` : null}
      </p>
    </section>
  );
}
