import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { type FormEvent, useState } from 'react';
import { Button, buttonClassName } from '~/components/ui/button';
import { useHydrated } from '~/components/ui/use-hydrated';
import {
  ALTERNATIVE_COUNTRIES,
  alternativeLoginSchema,
  DEFAULT_COUNTRY,
  type FieldErrors,
  fieldErrors,
  PHONE_MAX_LENGTH,
} from '~/domain/auth/auth-flow';
import { AuthFrame, ErrorBanner, FieldError } from './auth-frame';
import { CountrySelect } from './country-select';
import { useFieldState } from './use-field-state';

export type AlternativeActionData = { error?: string; fieldErrors?: FieldErrors };

/** spec 1 §2 alternative login screen; spec 1 §5 its validation. */
export function AlternativeLoginPage({
  productName,
  returnUrl,
}: {
  productName: string;
  returnUrl: string | null;
}) {
  const actionData = useActionData<AlternativeActionData>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const fields = useFieldState(['phone', 'password'] as const);
  const parsed = alternativeLoginSchema.safeParse({ country: DEFAULT_COUNTRY, phone, password });
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const phoneError = fields.shown('phone', errors.phone) ?? actionData?.fieldErrors?.phone;
  const passwordError = fields.shown('password', errors.password) ?? actionData?.fieldErrors?.password;
  const loading = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  const phoneHref = returnUrl ? `/auth/phone?returnUrl=${encodeURIComponent(returnUrl)}` : '/auth/phone';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!parsed.success) {
      event.preventDefault();
      fields.markSubmitted();
    }
  }

  return (
    <AuthFrame productName={productName} back={{ to: phoneHref, label: 'Back to phone login' }}>
      <h1 className="auth__title">Mobile number and Password Login</h1>
      <Form method="post" className="auth-form" noValidate onSubmit={onSubmit}>
        <div className="auth-row">
          <CountrySelect id="alt-country" countries={ALTERNATIVE_COUNTRIES} defaultValue={DEFAULT_COUNTRY} />
          <div className="auth-field auth-field--grow">
            <label className="auth-field__label" htmlFor="alt-phone">
              Phone number
            </label>
            <input
              id="alt-phone"
              name="phone"
              className="auth-input"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={PHONE_MAX_LENGTH.alternative}
              placeholder="10-digit mobile number"
              value={phone}
              onChange={(event) => {
                setPhone(event.target.value);
                fields.markDirty('phone');
              }}
              onBlur={() => fields.markTouched('phone')}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={phoneError ? 'alt-phone-error' : undefined}
            />
            <FieldError id="alt-phone-error" message={phoneError} />
          </div>
        </div>
        <div className="auth-field">
          <label className="auth-field__label" htmlFor="alt-password">
            Password
          </label>
          <div className="auth-password">
            <input
              id="alt-password"
              name="password"
              className="auth-input"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                fields.markDirty('password');
              }}
              onBlur={() => fields.markTouched('password')}
              aria-invalid={passwordError ? true : undefined}
              aria-describedby={passwordError ? 'alt-password-error' : undefined}
            />
            {hydrated ? (
              <button
                type="button"
                className="auth-password__toggle"
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? 'Hide' : 'Show'}
                <span className="sr-only"> password</span>
              </button>
            ) : null}
          </div>
          <FieldError id="alt-password-error" message={passwordError} />
        </div>
        <ErrorBanner message={actionData?.error} />
        <div className="auth-actions">
          {/* spec 1 §5: disabled while loading or while the form is invalid (only once scripts run). */}
          <Button type="submit" size="lg" block disabled={hydrated && (loading || !parsed.success)}>
            {loading ? 'Logging in...' : 'Login'}
          </Button>
          <Link to={phoneHref} className={buttonClassName({ variant: 'secondary', size: 'lg', block: true })}>
            Switch to Phone login
          </Link>
        </div>
      </Form>
    </AuthFrame>
  );
}
