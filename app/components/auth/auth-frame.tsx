import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { BrandMark } from '~/components/ui/brand-mark';
import { ChevronLeftIcon } from '~/components/ui/icons';

/** The sign-in screens' frame: a dark band behind one centred card (spec 1 §2 authentication area). */
export function AuthFrame({
  productName,
  back,
  children,
}: {
  productName: string;
  /** The back arrow's target and label (verify and alternative screens). */
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <main id="main" className="auth">
      <div className="auth__card">
        <div className="auth__top">
          {back ? (
            <Link to={back.to} className="icon-button auth__back" aria-label={back.label}>
              <ChevronLeftIcon size={22} />
            </Link>
          ) : null}
          <Link to="/" className="auth__brand">
            <BrandMark size={36} />
            <span className="sr-only">{productName} home</span>
          </Link>
        </div>
        {children}
      </div>
    </main>
  );
}

/** spec 1 §2: errors appear in a red banner above the buttons. */
export function ErrorBanner({ id, message }: { id?: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div className="auth-error" id={id} role="alert">
      {message}
    </div>
  );
}

/** A field's first message; its input points here with aria-describedby; role=alert announces it. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="auth-field__error" id={id} role="alert">
      {message}
    </p>
  ) : null;
}
