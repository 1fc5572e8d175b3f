import { Link } from '@remix-run/react';
import { BrandLink, BrandMark } from '~/components/ui/brand-mark';
import { Button, buttonClassName } from '~/components/ui/button';
import { errorCopy } from './page-error';

type ErrorPageProps = {
  status: number;
  productName: string | null;
  /** The page's address, for "Try again". */
  retryHref: string;
  /** The route's own words for a 4xx it threw on purpose, shown under the copy. */
  message?: string | null;
  /** Shown in development only (the root ErrorBoundary decides). */
  detail?: string | null;
};

/** The useful page behind the root ErrorBoundary: what happened and where to go next. */
export function ErrorPage({ status, productName, retryHref, message, detail }: ErrorPageProps) {
  const copy = errorCopy(status);
  return (
    <div className="error-page">
      <header className="error-page__header">
        {productName ? (
          <BrandLink productName={productName} />
        ) : (
          <Link to="/" className="brand" aria-label="Home">
            <BrandMark />
          </Link>
        )}
      </header>
      <main className="error-page__main" id="main">
        <ErrorArt />
        <div className="error-page__copy">
          <p className="card-eyebrow">{copy.eyebrow}</p>
          <h1 className="error-page__title">{copy.title}</h1>
          <p className="error-page__text">{copy.text}</p>
          {message ? <p className="error-page__text">{message}</p> : null}
          <div className="error-page__actions">
            {status === 404 ? (
              <>
                <Button to="/" variant="primary">
                  Back to home
                </Button>
                <Button to="/golf/search" variant="secondary">
                  Search players and teams
                </Button>
              </>
            ) : status === 403 || status === 401 ? (
              <>
                <Button to="/" variant="primary">
                  Back to home
                </Button>
                <Button to="/auth" variant="secondary">
                  Log in
                </Button>
              </>
            ) : (
              <>
                {/* A full reload: the failure may have been in a loader the client would not rerun. */}
                <a href={retryHref} className={buttonClassName({ variant: 'primary' })}>
                  Try again
                </a>
                <Button to="/" variant="secondary">
                  Back to home
                </Button>
              </>
            )}
          </div>
          {detail ? <pre className="error-page__detail">{detail}</pre> : null}
        </div>
      </main>
    </div>
  );
}

/** A ball that missed the hole: the error pages' illustration, drawn in the theme's colours. */
function ErrorArt() {
  return (
    <svg
      className="error-page__art"
      viewBox="0 0 240 200"
      width="240"
      height="200"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="120" cy="150" rx="110" ry="34" fill="var(--color-surface-muted)" />
      <ellipse
        cx="120"
        cy="150"
        rx="86"
        ry="24"
        fill="color-mix(in srgb, var(--color-score-beat) 22%, var(--color-surface))"
      />
      <path
        d="M40 158c30-22 70-30 120-18"
        stroke="var(--color-text-subtle)"
        strokeWidth="2"
        strokeDasharray="2 6"
        strokeLinecap="round"
        fill="none"
      />
      <ellipse cx="140" cy="146" rx="9" ry="3.5" fill="var(--color-heading)" />
      <path d="M140 146V52" stroke="var(--color-heading)" strokeWidth="3" strokeLinecap="round" />
      <path d="M141.5 53l40 14-40 15z" fill="var(--color-score-under)" />
      <circle cx="196" cy="156" r="9" fill="#ffffff" stroke="var(--color-border-strong)" strokeWidth="1.5" />
      <circle cx="193" cy="153" r="1.1" fill="var(--color-border-strong)" />
      <circle cx="198" cy="152" r="1.1" fill="var(--color-border-strong)" />
      <circle cx="196" cy="158" r="1.1" fill="var(--color-border-strong)" />
      <circle cx="200" cy="157" r="1.1" fill="var(--color-border-strong)" />
    </svg>
  );
}
