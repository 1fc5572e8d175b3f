import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { Button, buttonClassName } from '~/components/ui/button';
import { useHydrated } from '~/components/ui/use-hydrated';
import {
  ALTERNATIVE_COUNTRIES,
  alternativeLoginSchema,
  DEFAULT_COUNTRY,
  PHONE_MAX_LENGTH,
} from '~/domain/auth/auth-flow';
import { AuthFrame, ErrorBanner, FieldError } from './auth-frame';
import { CountrySelect } from './country-select';

/** spec 1 §2 alternative login screen; spec 1 §5 its validation. */
export function AlternativeLoginPage({
  productName,
  returnUrl,
}: {
  productName: string;
  returnUrl: string | null;
}) {
  const lastResult = useActionData<SubmissionResult<Array<string>>>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [showPassword, setShowPassword] = useState(false);
  const { form, fields, onInput } = useSchemaForm(alternativeLoginSchema, {
    lastResult,
    defaultValue: { country: DEFAULT_COUNTRY },
  });
  const { phone, password } = fields;
  // spec 1 §5: the Login button waits for a valid form, whether or not its messages show yet.
  const valid = alternativeLoginSchema.safeParse(form.value ?? {}).success;
  const loading = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  const phoneHref = returnUrl ? `/auth/phone?returnUrl=${encodeURIComponent(returnUrl)}` : '/auth/phone';

  return (
    <AuthFrame productName={productName} back={{ to: phoneHref, label: 'Back to phone login' }}>
      <h1 className="auth__title">Mobile number and Password Login</h1>
      <Form method="post" className="auth-form" {...getFormProps(form)} onInput={onInput}>
        <div className="auth-row">
          <CountrySelect id="alt-country" countries={ALTERNATIVE_COUNTRIES} field={fields.country} />
          <div className="auth-field auth-field--grow">
            <label className="auth-field__label" htmlFor="alt-phone">
              Phone number
            </label>
            <input
              {...getInputProps(phone, { type: 'tel' })}
              key={phone.key}
              id="alt-phone"
              className="auth-input"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={PHONE_MAX_LENGTH.alternative}
              placeholder="10-digit mobile number"
            />
            <FieldError id={phone.errorId} message={phone.errors?.[0]} />
          </div>
        </div>
        <div className="auth-field">
          <label className="auth-field__label" htmlFor="alt-password">
            Password
          </label>
          <div className="auth-password">
            <input
              {...getInputProps(password, { type: showPassword ? 'text' : 'password' })}
              key={password.key}
              id="alt-password"
              className="auth-input"
              autoComplete="current-password"
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
          <FieldError id={password.errorId} message={password.errors?.[0]} />
        </div>
        <ErrorBanner message={form.errors?.[0]} />
        <div className="auth-actions">
          {/* spec 1 §5: disabled while loading or while the form is invalid (only once scripts run). */}
          <Button type="submit" size="lg" block disabled={hydrated && (loading || !valid)}>
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
