import { type AppLoadContext, redirect } from '@remix-run/cloudflare';
import type { Viewer } from '~/domain/access/access';
import { authHref } from '~/domain/auth/auth-flow';
import { clearSessionCookies, getViewer, hasSessionCookie } from './session.server';

// One viewer lookup per request, shared by every loader and action of it (spec 1 §6: the roles reach
// each loader through this one object).
const viewers = new WeakMap<AppLoadContext, Promise<Viewer>>();

/** Records a viewer a loader already read in its own batch (profile pages), for the request's other loaders. */
export function rememberViewer(context: AppLoadContext, viewer: Viewer): void {
  if (!viewers.has(context)) viewers.set(context, Promise.resolve(viewer));
}

/** The signed-in account of the request (with its product-manager role), or null. */
export function requestViewer(request: Request, context: AppLoadContext): Promise<Viewer> {
  let viewer = viewers.get(context);
  if (!viewer) {
    viewer = getViewer(request, context.db, context.config);
    viewers.set(context, viewer);
  }
  return viewer;
}

/**
 * spec 1 §2 guard: a visitor who is not signed in goes to /auth?returnUrl={the requested URL}; an
 * expired or deleted session counts as signed out.
 */
export async function requireViewer(request: Request, context: AppLoadContext): Promise<NonNullable<Viewer>> {
  const viewer = await requestViewer(request, context);
  if (viewer === null) {
    const url = new URL(request.url);
    // A cookie of an expired or deleted session is removed on the way out.
    const headers = new Headers();
    if (hasSessionCookie(request)) {
      for (const cookie of await clearSessionCookies(context.config)) headers.append('Set-Cookie', cookie);
    }
    throw redirect(authHref(`${url.pathname}${url.search}`), { headers });
  }
  return viewer;
}
