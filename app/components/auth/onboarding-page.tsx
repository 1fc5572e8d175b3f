import { Form, useActionData, useNavigation } from '@remix-run/react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '~/components/ui/button';
import { NAME_MAX, USERNAME_MAX, usernameFromName } from '~/domain/accounts/usernames';
import { AuthFrame, ErrorBanner, FieldError } from './auth-frame';

type Field = 'firstName' | 'lastName' | 'username';

export type OnboardingActionData = {
  error?: string;
  fieldErrors?: Partial<Record<Field, string>>;
  values?: Partial<Record<Field, string>>;
};

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
  const actionData = useActionData<OnboardingActionData>();
  const navigation = useNavigation();
  const saving = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  const initial = {
    firstName: actionData?.values?.firstName ?? account.firstName,
    lastName: actionData?.values?.lastName ?? account.lastName,
    username: actionData?.values?.username ?? account.username ?? account.suggestedUsername ?? '',
  };
  const [username, setUsername] = useState(initial.username);
  const [usernameEdited, setUsernameEdited] = useState(initial.username !== '');
  // A refused save may come back with a suggested username in place of the one sent.
  const answeredUsername = actionData?.values?.username;
  useEffect(() => {
    if (answeredUsername !== undefined) setUsername(answeredUsername);
  }, [answeredUsername]);
  const errors = actionData?.fieldErrors ?? {};
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
      <Form method="post" className="auth-form" noValidate>
        {returnUrl ? <input type="hidden" name="returnUrl" value={returnUrl} /> : null}
        <div className="auth-row auth-row--even">
          <NameField
            id="onboarding-first-name"
            name="firstName"
            label="First name"
            autoComplete="given-name"
            defaultValue={initial.firstName}
            error={errors.firstName}
            onInput={(event) => followName(event.currentTarget.form)}
          />
          <NameField
            id="onboarding-last-name"
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            defaultValue={initial.lastName}
            error={errors.lastName}
            onInput={(event) => followName(event.currentTarget.form)}
          />
        </div>
        <div className="auth-field">
          <label className="auth-field__label" htmlFor="onboarding-username">
            Username
          </label>
          <input
            id="onboarding-username"
            name="username"
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
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={
              errors.username
                ? 'onboarding-username-error onboarding-username-hint'
                : 'onboarding-username-hint'
            }
          />
          <FieldError id="onboarding-username-error" message={errors.username} />
          <p className="auth-field__hint" id="onboarding-username-hint">
            Your page: /player/{username.trim().toLowerCase() || 'your-username'}. 3–30 lowercase letters,
            digits and hyphens.
          </p>
        </div>
        <ErrorBanner message={actionData?.error} />
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
  name,
  label,
  autoComplete,
  defaultValue,
  error,
  onInput,
}: {
  id: string;
  name: Field;
  label: string;
  autoComplete: string;
  defaultValue: string;
  error: string | undefined;
  onInput: (event: FormEvent<HTMLInputElement>) => void;
}) {
  return (
    <div className="auth-field">
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="auth-input"
        type="text"
        autoComplete={autoComplete}
        maxLength={NAME_MAX}
        defaultValue={defaultValue}
        onInput={onInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
