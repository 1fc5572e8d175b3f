import { type AppLoadContext, redirect } from '@remix-run/cloudflare';
import type { Viewer } from '~/domain/access/access';
import { authHref } from '~/domain/auth/auth-flow';
import { requestViewer as identityViewer } from './request-identity.server';
import { clearSessionCookies, hasSessionCookie } from './session.server';

/**
 * The signed-in account of the request (with its product-manager role), or null: read once per
 * request and shared by every loader and action of it (spec 1 §6: the roles reach each loader
 * through this one object; request-identity.server.ts).
 */
export async function requestViewer(request: Request, context: AppLoadContext): Promise<Viewer> {
  return (await identityViewer(request, context)).viewer;
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
