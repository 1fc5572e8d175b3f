import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { useNonce } from '~/components/layout/nonce';
import { Button, buttonClassName } from '~/components/ui/button';
import {
  DEFAULT_COUNTRY,
  PHONE_COUNTRIES,
  PHONE_MAX_LENGTH,
  PHONE_READ_ONLY_MS,
  phoneLoginSchema,
} from '~/domain/auth/auth-flow';
import { AuthFrame, ErrorBanner, FieldError } from './auth-frame';
import { CountrySelect } from './country-select';

// spec 1 §2: the phone input starts read-only (about 500 ms, or until focus or click) so the browser
// does not autofill it. This runs as the HTML is parsed (before autofill); client-side navigations get
// the same from the effect below. Without JavaScript the input is simply editable.
const READ_ONLY_SCRIPT = `(function(i){if(!i)return;i.dataset.guarded='true';i.readOnly=true;var r=function(){i.readOnly=false;};setTimeout(r,${PHONE_READ_ONLY_MS});i.addEventListener('focus',r,{once:true});i.addEventListener('click',r,{once:true});})(document.getElementById('login-phone'));`;

function useReadOnlyUntilUsed(input: React.RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const element = input.current;
    if (!element || element.dataset.guarded === 'true') return;
    element.dataset.guarded = 'true';
    element.readOnly = true;
    const release = () => {
      element.readOnly = false;
    };
    const timer = setTimeout(release, PHONE_READ_ONLY_MS);
    element.addEventListener('focus', release, { once: true });
    element.addEventListener('click', release, { once: true });
    return () => clearTimeout(timer);
  }, [input]);
}

/** spec 1 §2 phone login screen (/auth and /auth/phone). */
export function PhoneLoginPage({
  productName,
  returnUrl,
}: {
  productName: string;
  returnUrl: string | null;
}) {
  const lastResult = useActionData<SubmissionResult<Array<string>>>();
  const navigation = useNavigation();
  const nonce = useNonce();
  const phoneRef = useRef<HTMLInputElement>(null);
  useReadOnlyUntilUsed(phoneRef);
  const { form, fields, onInput } = useSchemaForm(phoneLoginSchema, {
    lastResult,
    defaultValue: { country: DEFAULT_COUNTRY },
  });
  const phone = fields.phone;
  const sending = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  const alternativeHref = returnUrl
    ? `/auth/alternative?returnUrl=${encodeURIComponent(returnUrl)}`
    : '/auth/alternative';

  return (
    <AuthFrame productName={productName}>
      <h1 className="auth__title">{productName} Login</h1>
      <p className="auth__subtitle">Enter your mobile number to login or create an account</p>
      <p className="auth__description">If you have an account you will receive a 6 digit code.</p>
      <Form method="post" className="auth-form" {...getFormProps(form)} onInput={onInput}>
        {returnUrl ? <input type="hidden" name="returnUrl" value={returnUrl} /> : null}
        {/* spec 1 §2: decoy fields the browser fills instead of the real ones (never read). */}
        <div className="auth-decoy" aria-hidden="true">
          <input type="text" name="username" tabIndex={-1} autoComplete="username" defaultValue="" />
          <input
            type="password"
            name="decoy-password"
            tabIndex={-1}
            autoComplete="current-password"
            defaultValue=""
          />
        </div>
        <div className="auth-row">
          <CountrySelect id="login-country" countries={PHONE_COUNTRIES} field={fields.country} />
          <div className="auth-field auth-field--grow">
            <label className="auth-field__label" htmlFor="login-phone">
              Phone number
            </label>
            <input
              {...getInputProps(phone, { type: 'tel' })}
              key={phone.key}
              ref={phoneRef}
              id="login-phone"
              className="auth-input"
              inputMode="numeric"
              autoComplete="off"
              maxLength={PHONE_MAX_LENGTH.login}
              placeholder="Mobile number"
            />
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of this module, allowed by the nonce */}
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: READ_ONLY_SCRIPT }} />
            <FieldError id={phone.errorId} message={phone.errors?.[0]} />
          </div>
        </div>
        <ErrorBanner message={form.errors?.[0]} />
        <div className="auth-actions">
          <Button type="submit" size="lg" block disabled={sending}>
            {sending ? 'Sending...' : 'Continue'}
          </Button>
          <Link
            to={alternativeHref}
            className={buttonClassName({ variant: 'secondary', size: 'lg', block: true })}
          >
            Alternative Login
          </Link>
        </div>
      </Form>
    </AuthFrame>
  );
}
