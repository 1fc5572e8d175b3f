import displayFont from '@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2?url';
import textFont from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import { type ReactNode, useEffect } from 'react';
import { requestViewer } from '~/server/guards.server';
import { hasSessionCookie } from '~/server/session.server';
import { ErrorPage } from './components/layout/error-page';
import { useNonce } from './components/layout/nonce';
import { errorCopy, routeErrorMessage } from './components/layout/page-error';
import { pageTitle } from './components/layout/page-title';
import { SiteFooter } from './components/layout/site-footer';
import { LoadingOverlay } from './components/ui/loading-overlay';
import { Snackbar } from './components/ui/snackbar';
import { useOptimisticTheme } from './components/ui/theme-switch';
import type { ThemePreference } from './domain/accounts/theme-preference';
import { getThemePreference } from './server/theme.server';
import { getToast } from './server/toast.server';
import styles from './styles/app.css?url';

export const links: LinksFunction = () => [
  // The two fonts above the fold load with the stylesheet, not after it: text does not re-wrap when
  // they arrive (the header name is a line shorter in the condensed face).
  { rel: 'preload', href: textFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: displayFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'stylesheet', href: styles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [theme, { toast, setCookie }, viewer] = await Promise.all([
    getThemePreference(request),
    getToast(request, context.config),
    // Only a request with a session cookie can be signed in: anonymous pages read nothing more.
    hasSessionCookie(request) ? requestViewer(request, context) : null,
  ]);
  const headers = new Headers();
  // The flash toast is read once: clear its cookie in the same response.
  if (setCookie) headers.append('Set-Cookie', setCookie);
  return data(
    {
      theme,
      productName: context.config.PRODUCT_NAME,
      // Links are built for the host the page was served on (spec 1 §2).
      host: context.host,
      toast,
      signedIn: viewer !== null,
      isDevelopment: context.config.ENVIRONMENT === 'development',
    },
    { headers },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  const productName = data?.productName ?? null;
  if (error) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    return [{ title: pageTitle(productName, errorCopy(status).title) }];
  }
  return [
    { title: productName ?? 'Golf performance and recruiting' },
    {
      name: 'description',
      content:
        'Golf performance analytics and recruiting profiles for players, coaches and college programs.',
    },
  ];
};

// The server renders the theme attributes (no flash); the client shows a change being saved at once.
const FALLBACK_THEME: ThemePreference = { theme: 'default-theme', dark: false };

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const theme = useOptimisticTheme() ?? rootData?.theme ?? FALLBACK_THEME;
  const nonce = useNonce();
  return (
    <html lang="en" data-theme={theme.theme} data-dark={String(theme.dark)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2a22" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { theme, productName, toast } = useLoaderData<typeof loader>();
  // Marks the document once React has hydrated it (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Outlet />
      <SiteFooter productName={productName} theme={theme} />
      <Snackbar toast={toast} />
      <LoadingOverlay />
    </>
  );
}

/** 404, 403 and 500 pages. The root loader may be what failed, so its data is optional here. */
export function ErrorBoundary() {
  const error = useRouteError();
  const rootData = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // Never a stack trace. A 4xx a route threw on purpose carries a message written for people (e.g. "The
  // page and round in the address must be whole numbers from 1."): shown everywhere; anything else only
  // in development (Remix also hides server errors in production).
  const message = routeErrorMessage(error);
  const detail = message === null && rootData?.isDevelopment ? errorDetail(error) : null;
  return (
    <ErrorPage
      status={status}
      productName={rootData?.productName ?? null}
      retryHref={`${location.pathname}${location.search}`}
      message={message}
      detail={detail}
    />
  );
}

function errorDetail(error: unknown): string | null {
  if (error instanceof Error) return error.message;
  if (isRouteErrorResponse(error))
    return typeof error.data === 'string' ? error.data : error.statusText || null;
  return null;
}
