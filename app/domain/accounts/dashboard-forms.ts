import { z } from 'zod';
import { featureSettingsFields } from '../access/website-settings';
import { checkPasswordsMatch, passwordChangeFields } from '../auth/passwords';
import { LINK_FORM_SCHEMAS } from '../links/links';

// issue 4 §8: the dashboard's forms, one schema each, posted to one action and told apart by `intent`.

export const DASHBOARD_MESSAGES = {
  unknownForm: 'Unknown form. Reload the page and try again.',
  siteOnOff: 'Choose on or off.',
} as const;

/** spec 1 §6: the public site switch (the website feature's isPublic). */
export const siteFormSchema = z.object({
  intent: z.literal('site'),
  on: z.enum(['true', 'false'], { error: DASHBOARD_MESSAGES.siteOnOff }).transform((on) => on === 'true'),
});

/** spec 1 §6: each feature's isPublic and isPhoneVerified. */
export const featuresFormSchema = z.object({ intent: z.literal('features'), ...featureSettingsFields });

export const passwordFormSchema = z
  .object({ intent: z.literal('password'), ...passwordChangeFields })
  .superRefine(checkPasswordsMatch);

/** issue 14 §5: end every other sign-in of the account. */
export const signOutEverywhereFormSchema = z.object({ intent: z.literal('sign-out-everywhere') });

export const dashboardFormSchema = z.discriminatedUnion(
  'intent',
  [siteFormSchema, featuresFormSchema, passwordFormSchema, signOutEverywhereFormSchema, ...LINK_FORM_SCHEMAS],
  { error: DASHBOARD_MESSAGES.unknownForm },
);

export type DashboardIntent = z.infer<typeof dashboardFormSchema>['intent'];

/** The form a refused submission came from, when its intent names one (its answer shows there). */
export function dashboardIntentOf(value: unknown): DashboardIntent | null {
  const parsed = dashboardIntent.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const dashboardIntent = z.enum([
  'site',
  'features',
  'password',
  'sign-out-everywhere',
  // issue 34 §4: "Coaches and teams" (decision 104).
  'link-invite',
  'link-accept',
  'link-decline',
  'link-withdraw',
  'link-end',
]);
