import { type FieldMetadata, getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { Button } from '~/components/ui/button';
import { NAME_MAX, onboardingSchema, USERNAME_MAX, usernameFromName } from '~/domain/accounts/usernames';
import { AuthFrame, ErrorBanner, FieldError } from './auth-frame';

export type OnboardingAccount = {
  firstName: string;
  lastName: string;
  username: string | null;
  needsOnboarding: boolean;
  suggestedUsername: string | null;
};

/**
 * issue 15 point 2: after the first sign-in of a new number, the player's first and last name and the
 * username of the public page. A plain form (works without scripts); with scripts the username follows
 * the name until the player edits it.
 */
export function OnboardingPage({
  productName,
  returnUrl,
  account,
}: {
  productName: string;
  returnUrl: string | null;
  account: OnboardingAccount;
}) {
  const lastResult = useActionData<SubmissionResult<Array<string>>>();
  const navigation = useNavigation();
  const saving = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  const { form, fields, onInput } = useSchemaForm(onboardingSchema, {
    id: 'onboarding',
    lastResult,
    defaultValue: {
      firstName: account.firstName,
      lastName: account.lastName,
      username: account.username ?? account.suggestedUsername ?? '',
    },
  });
  const initialUsername = fields.username.initialValue ?? '';
  const [username, setUsername] = useState(initialUsername);
  const [usernameEdited, setUsernameEdited] = useState(initialUsername !== '');
  // A refused save may come back with a suggested username in place of the one sent.
  useEffect(() => setUsername(initialUsername), [initialUsername]);
  const usernameError = fields.username.errors?.[0];
  const heading = account.needsOnboarding ? 'Welcome' : 'Your name and public page';

  function followName(form: HTMLFormElement | null) {
    if (usernameEdited || !form) return;
    const data = new FormData(form);
    const first = String(data.get('firstName') ?? '');
    const last = String(data.get('lastName') ?? '');
    setUsername(first.trim() || last.trim() ? usernameFromName(first, last) : '');
  }

  return (
    <AuthFrame productName={productName}>
      <h1 className="auth__title">{heading}</h1>
      <p className="auth__subtitle">
        {account.needsOnboarding
          ? 'Tell us your name and choose the address of your public page.'
          : 'Change your name or the address of your public page.'}
      </p>
      <p className="auth__description">
        {account.needsOnboarding
          ? 'You can change both later; links to an earlier username keep working.'
          : 'Links to an earlier username keep working.'}
      </p>
      <Form method="post" className="auth-form" {...getFormProps(form)} onInput={onInput}>
        {returnUrl ? <input type="hidden" name="returnUrl" value={returnUrl} /> : null}
        <div className="auth-row auth-row--even">
          <NameField
            id="onboarding-first-name"
            field={fields.firstName}
            label="First name"
            autoComplete="given-name"
            onInput={(event) => followName(event.currentTarget.form)}
          />
          <NameField
            id="onboarding-last-name"
            field={fields.lastName}
            label="Last name"
            autoComplete="family-name"
            onInput={(event) => followName(event.currentTarget.form)}
          />
        </div>
        <div className="auth-field">
          <label className="auth-field__label" htmlFor="onboarding-username">
            Username
          </label>
          <input
            {...getInputProps(fields.username, { type: 'text', value: false })}
            id="onboarding-username"
            className="auth-input"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={USERNAME_MAX}
            placeholder="jordan-lee"
            value={username}
            onChange={(event) => {
              setUsername(event.target.value);
              setUsernameEdited(true);
            }}
            aria-invalid={usernameError ? true : undefined}
            aria-describedby={
              usernameError
                ? 'onboarding-username-error onboarding-username-hint'
                : 'onboarding-username-hint'
            }
          />
          <FieldError id="onboarding-username-error" message={usernameError} />
          <p className="auth-field__hint" id="onboarding-username-hint">
            Your page: /player/{username.trim().toLowerCase() || 'your-username'}. 3–30 lowercase letters,
            digits and hyphens.
          </p>
        </div>
        <ErrorBanner message={form.errors?.[0]} />
        <div className="auth-actions">
          <Button type="submit" size="lg" block disabled={saving}>
            {saving ? 'Saving...' : account.needsOnboarding ? 'Continue' : 'Save'}
          </Button>
        </div>
      </Form>
    </AuthFrame>
  );
}

function NameField({
  id,
  field,
  label,
  autoComplete,
  onInput,
}: {
  id: string;
  field: FieldMetadata<string>;
  label: string;
  autoComplete: string;
  onInput: (event: FormEvent<HTMLInputElement>) => void;
}) {
  const error = field.errors?.[0];
  return (
    <div className="auth-field">
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...getInputProps(field, { type: 'text' })}
        key={field.key}
        id={id}
        className="auth-input"
        autoComplete={autoComplete}
        maxLength={NAME_MAX}
        onInput={onInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
