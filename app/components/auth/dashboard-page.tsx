import { type FieldMetadata, getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { ImportRoundsSection } from '~/components/import/import-card';
import { useHostRule } from '~/components/layout/use-host-rule';
import { CoachesAndTeams, type CoachesAndTeamsData } from '~/components/links/coaches-and-teams';
import { TopNav } from '~/components/marketing/top-nav';
import { ManagePlanForm, planRenewalText } from '~/components/payment/manage-plan';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { DownloadLink, downloadFile } from '~/components/ui/download-pdf';
import { AUDIENCE_TEXT, audienceOf, fromTriState, type TriState } from '~/domain/access/website-settings';
import {
  type DashboardIntent,
  featuresFormSchema,
  passwordFormSchema,
  signOutEverywhereFormSchema,
  siteFormSchema,
} from '~/domain/accounts/dashboard-forms';
import { ONBOARDING_PATH } from '~/domain/auth/auth-flow';
import { formatLongDate } from '~/domain/calendar/dates';
import { profileHref } from '~/domain/hosts/hosts';
import { PROFILE_CHILDREN } from '~/domain/hosts/profile-routes';
import { ErrorBanner, FieldError } from './auth-frame';

type FeatureRow = { featureId: number; title: string; isPublic: TriState; isPhoneVerified: TriState };

export type DashboardData = {
  productName: string;
  account: { name: string; username: string | null; imgUrl: string | null };
  siteOn: boolean;
  features: Array<FeatureRow>;
  /** issue 33 §5: the account's plan (null: none bought). */
  plan: { name: string; active: boolean; since: string; endsOn: string | null; manageable: boolean } | null;
  hasPassword: boolean;
  /** issue 34 §4: invitations and links (decision 104). */
  links: CoachesAndTeamsData;
  passwordRules: { min: number; max: number };
  manager: { q: string; accounts: Array<{ id: number; username: string; name: string }> } | null;
};

/** The action's answer to a refused form: which form it was (null: none of them) and Conform's reply. */
type ActionData = { intent: DashboardIntent | null; result: SubmissionResult<Array<string>> };

const TRI_LABELS: Record<'public' | 'verified', Record<TriState, string>> = {
  public: { yes: 'Public', no: 'Not public', unset: 'Not set' },
  verified: { yes: 'Allowed', no: 'Not allowed', unset: 'Not set' },
};

function TriSelect({
  name,
  label,
  kind,
  value,
  errorId,
  onChange,
}: {
  name: string;
  label: string;
  kind: 'public' | 'verified';
  value: TriState;
  /** The id of the form's message when this choice was refused. */
  errorId: string | undefined;
  onChange: (value: TriState) => void;
}) {
  return (
    <select
      name={name}
      aria-label={label}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      className="auth-input dash-select"
      value={value}
      onChange={(event) => onChange(event.target.value as TriState)}
    >
      {(['yes', 'no', 'unset'] as const).map((option) => (
        <option key={option} value={option}>
          {TRI_LABELS[kind][option]}
        </option>
      ))}
    </select>
  );
}

/** issue 4 §8: the signed-in account's settings (/dashboard/settings). */
export function DashboardPage({ data }: { data: DashboardData }) {
  const host = useHostRule();
  const actionData = useActionData<ActionData>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [features, setFeatures] = useState(data.features);
  // After a save (or any revalidation) the saved settings replace the edited ones.
  useEffect(() => setFeatures(data.features), [data.features]);
  const username = data.account.username;

  function update(featureId: number, field: 'isPublic' | 'isPhoneVerified', value: TriState) {
    setFeatures((rows) =>
      rows.map((row) => (row.featureId === featureId ? { ...row, [field]: value } : row)),
    );
  }

  const resultOf = (intent: DashboardIntent) =>
    actionData?.intent === intent ? actionData.result : undefined;
  const site = useSchemaForm(siteFormSchema, { id: 'dash-site', lastResult: resultOf('site') });
  const settings = useSchemaForm(featuresFormSchema, {
    id: 'dash-features',
    lastResult: resultOf('features'),
  });
  const password = useSchemaForm(passwordFormSchema, {
    id: 'dash-password',
    lastResult: resultOf('password'),
  });
  const signOut = useSchemaForm(signOutEverywhereFormSchema, {
    id: 'dash-sign-out',
    lastResult: resultOf('sign-out-everywhere'),
  });
  // The features form's selects share its one message.
  const refusedChoice = (name: string) => (settings.form.allErrors[name] ? settings.form.errorId : undefined);
  // One message per form; a post of no known form, above all.
  const unknownForm = actionData?.intent === null ? firstError(actionData.result.error) : undefined;

  return (
    <>
      <TopNav productName={data.productName} signedIn />
      <main id="main" className="dash">
        <section className="page-band" aria-labelledby="dash-title">
          <div className="page-band__inner dash__band">
            <div>
              <p className="eyebrow">
                <Link className="dash__profile-link" to="/dashboard">
                  Dashboard
                </Link>{' '}
                / Settings
              </p>
              <h1 className="page-band__title" id="dash-title">
                {data.account.name}
              </h1>
              {username ? (
                <p className="page-band__lead">
                  Your profile:{' '}
                  <Link
                    className="dash__profile-link dash__profile-link--address"
                    to={profileHref(host, username)}
                  >
                    {profileHref(host, username)}
                  </Link>{' '}
                  <Link className="dash__profile-link" to={ONBOARDING_PATH}>
                    Change name or username
                  </Link>
                </p>
              ) : (
                <p className="page-band__lead">Your account has no public profile yet.</p>
              )}
            </div>
            <Form method="post" action="/auth/logout">
              <Button type="submit" variant="secondary">
                Sign out
              </Button>
            </Form>
          </div>
        </section>

        <div className="page-body dash__grid">
          {username ? (
            <Card title="Your pages" className="dash__pages">
              <ul className="dash-links">
                <li>
                  <Link className="dash-links__primary" to={profileHref(host, username, 'resume')}>
                    Resume designer
                  </Link>
                </li>
                {PROFILE_CHILDREN.filter((child) => child.segment !== 'resume').map((child) => (
                  <li key={child.segment}>
                    <Link to={profileHref(host, username, child.href)}>{child.title}</Link>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}

          <Card title="Plan" className="dash__plan">
            {data.plan?.active ? (
              <>
                <p className="dash-site__state">
                  Your plan: <strong>{data.plan.name}</strong>, active since {formatLongDate(data.plan.since)}
                </p>
                <p className="dash-muted">{planRenewalText(data.plan.endsOn)}</p>
                {data.plan.manageable ? <ManagePlanForm className="dash-plan__manage" /> : null}
              </>
            ) : (
              <p className="dash-site__state">
                {data.plan ? `Your ${data.plan.name} plan has ended.` : 'You have no paid plan.'}
              </p>
            )}
            <p className="dash-muted">
              <Link to="/payment">{data.plan?.active ? 'Plans and pricing' : 'See the plans'}</Link>
              {' · '}
              <Link to="/watch-lists">Watch lists</Link>
            </p>
          </Card>

          <Card title="Website settings" className="dash__settings">
            <ErrorBanner message={unknownForm} />
            <Form method="post" className="dash-site" {...getFormProps(site.form)}>
              <input type="hidden" name="intent" value="site" />
              <input type="hidden" name="on" value={data.siteOn ? 'false' : 'true'} />
              <div>
                <p className="dash-site__state">
                  Public site: <strong>{data.siteOn ? 'On' : 'Off'}</strong>
                </p>
                <p className="dash-muted">
                  {data.siteOn
                    ? 'Anyone with the link can open your profile; each page follows its setting below.'
                    : 'Only you, your circle and product managers can open your profile.'}
                </p>
              </div>
              <Button type="submit" variant={data.siteOn ? 'secondary' : 'primary'} disabled={busy}>
                {data.siteOn ? 'Turn public site off' : 'Turn public site on'}
              </Button>
            </Form>
            <ErrorBanner id={site.form.errorId} message={firstError(site.form.allErrors)} />
            <Form
              method="post"
              className="dash-features"
              {...getFormProps(settings.form)}
              onInput={settings.onInput}
            >
              <input type="hidden" name="intent" value="features" />
              <table className="dash-table">
                <thead>
                  <tr>
                    <th scope="col">Page</th>
                    <th scope="col">Public setting</th>
                    <th scope="col">Phone-verified visitors</th>
                    <th scope="col">Who will see it</th>
                  </tr>
                </thead>
                <tbody>
                  {features.map((row) => {
                    const audience = data.siteOn
                      ? audienceOf(row.featureId, {
                          isPublic: fromTriState(row.isPublic),
                          isPhoneVerified: fromTriState(row.isPhoneVerified),
                        })
                      : 'circle';
                    return (
                      <tr key={row.featureId}>
                        <th scope="row">{row.title}</th>
                        <td data-label="Public setting">
                          <TriSelect
                            name={`public-${row.featureId}`}
                            label={`${row.title}: public setting`}
                            kind="public"
                            value={row.isPublic}
                            errorId={refusedChoice(`public-${row.featureId}`)}
                            onChange={(value) => update(row.featureId, 'isPublic', value)}
                          />
                        </td>
                        <td data-label="Phone-verified visitors">
                          <TriSelect
                            name={`verified-${row.featureId}`}
                            label={`${row.title}: phone-verified visitors`}
                            kind="verified"
                            value={row.isPhoneVerified}
                            errorId={refusedChoice(`verified-${row.featureId}`)}
                            onChange={(value) => update(row.featureId, 'isPhoneVerified', value)}
                          />
                        </td>
                        <td data-label="Who will see it">
                          <span className={`dash-audience dash-audience--${audience}`}>
                            {AUDIENCE_TEXT[audience]}
                          </span>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              <p className="dash-muted">
                A page is seen by everyone when it is Public, or when it is Not set and phone-verified
                visitors are not turned away. You, your circle and product managers always see every page.
              </p>
              <ErrorBanner id={settings.form.errorId} message={firstError(settings.form.allErrors)} />
              <div>
                <Button type="submit" disabled={busy}>
                  Save website settings
                </Button>
              </div>
            </Form>
          </Card>

          <Card title={data.hasPassword ? 'Change password' : 'Set a password'} className="dash__password">
            <p className="dash-muted">
              For the alternative login with your mobile number and password. Use {data.passwordRules.min} to{' '}
              {data.passwordRules.max} characters; a short sentence is easy to remember.
            </p>
            <Form
              method="post"
              className="dash-password"
              {...getFormProps(password.form)}
              onInput={password.onInput}
            >
              <input type="hidden" name="intent" value="password" />
              {data.hasPassword ? (
                <PasswordField
                  label="Current password"
                  field={password.fields.currentPassword}
                  autoComplete="current-password"
                />
              ) : null}
              <PasswordField
                label="New password"
                field={password.fields.newPassword}
                autoComplete="new-password"
              />
              <PasswordField
                label="New password again"
                field={password.fields.confirmPassword}
                autoComplete="new-password"
              />
              <ErrorBanner id={password.form.errorId} message={password.form.errors?.[0]} />
              <div>
                <Button type="submit" disabled={busy}>
                  {data.hasPassword ? 'Change password' : 'Set password'}
                </Button>
              </div>
            </Form>
          </Card>

          <Card title="Sign out everywhere" className="dash__sessions">
            <p className="dash-muted">
              Ends every other sign-in of your account: other browsers and the mobile app. This browser stays
              signed in. Changing your password does the same.
            </p>
            <Form method="post" className="dash-sessions" {...getFormProps(signOut.form)}>
              <input type="hidden" name="intent" value="sign-out-everywhere" />
              <ErrorBanner id={signOut.form.errorId} message={firstError(signOut.form.allErrors)} />
              <div>
                <Button type="submit" variant="secondary" disabled={busy}>
                  Sign out everywhere else
                </Button>
              </div>
            </Form>
          </Card>

          <CoachesAndTeams data={data.links} busy={busy} resultOf={(intent) => resultOf(intent)} />

          <Card title="Download my data" className="dash__data">
            <p className="dash-muted">
              Your rounds with their stats and strokes gained, your tournaments with their results, and every
              stat over your 18-hole and 9-hole rounds.
            </p>
            <ul className="dash-links">
              {MY_DATA_FILES.map((file) => (
                <li key={file.href}>
                  <DownloadLink
                    className={file.primary ? 'dash-links__primary' : undefined}
                    href={file.href}
                    busyText={`Downloading ${file.short}…`}
                    download={() => downloadFile(file.href, file.fallback)}
                  >
                    {file.label}
                  </DownloadLink>
                </li>
              ))}
            </ul>
          </Card>

          <Card title="Import rounds" className="dash__import">
            <ImportRoundsSection />
          </Card>

          {data.manager ? (
            <Card title="Accounts" className="dash__manager">
              <Form method="get" className="dash-search" role="search">
                <input
                  className="auth-input"
                  type="search"
                  name="q"
                  defaultValue={data.manager.q}
                  placeholder="Search..."
                  aria-label="Search accounts"
                />
                <Button type="submit" variant="secondary">
                  Search
                </Button>
              </Form>
              {data.manager.accounts.length === 0 ? (
                <p className="dash-muted">No accounts match.</p>
              ) : (
                <ul className="dash-accounts">
                  {data.manager.accounts.map((account) => (
                    <li key={account.id}>
                      <Link to={profileHref(host, account.username)}>{account.name}</Link>
                      <span className="dash-muted">@{account.username}</span>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          ) : null}
        </div>
      </main>
    </>
  );
}

// Download my data (issue 21 point 6): the signed-in account's own files, from the read API.
const MY_DATA_CSV = '/api/v1/players/me/my-data.csv';
const MY_DATA_XLSX = '/api/v1/players/me/my-data.xlsx';
const MY_DATA_FILES = [
  {
    href: MY_DATA_XLSX,
    label: 'Spreadsheet (.xlsx): rounds, tournaments and stats',
    short: 'the spreadsheet',
    fallback: 'My-Data.xlsx',
    primary: true,
  },
  ...(['rounds', 'tournaments', 'stats'] as const).map((table) => ({
    href: `${MY_DATA_CSV}?table=${table}`,
    label: `${table[0]?.toUpperCase()}${table.slice(1)} (CSV)`,
    short: `the ${table} CSV`,
    fallback: `My-Data-${table}.csv`,
    primary: false,
  })),
];

function firstError(errors: Record<string, Array<string> | null> | null | undefined): string | undefined {
  return Object.values(errors ?? {}).find((messages) => messages?.length)?.[0];
}

/** A password input with its own message (aria-describedby), checked by the form's schema. */
function PasswordField({
  label,
  field,
  autoComplete,
}: {
  label: string;
  field: FieldMetadata<string | undefined>;
  autoComplete: string;
}) {
  return (
    <div className="auth-field">
      <label className="auth-field__label" htmlFor={field.id}>
        {label}
      </label>
      <input
        {...getInputProps(field, { type: 'password', value: false })}
        className="auth-input"
        autoComplete={autoComplete}
      />
      <FieldError id={field.errorId} message={field.errors?.[0]} />
    </div>
  );
}
