import { z } from 'zod';
import { PROFILE_CHILDREN } from '../hosts/profile-routes';
import { isFeatureVisible } from './access';
import { FEATURE_IDS, type FeatureId, type FeatureSetting } from './features';

// issue 4 §8: the dashboard's website settings, in plain words, with a preview of who sees each
// feature under spec 1 §6.

/** The features a player edits one by one (spec 1 §3; the website itself is the on/off switch). */
export const EDITABLE_FEATURES: ReadonlyArray<{ featureId: FeatureId; title: string }> = PROFILE_CHILDREN.map(
  (child) => ({ featureId: child.featureId, title: child.title }),
);

export type TriState = 'yes' | 'no' | 'unset';

export function toTriState(value: boolean | null | undefined): TriState {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  return 'unset';
}

export function fromTriState(value: TriState): boolean | null {
  if (value === 'yes') return true;
  if (value === 'no') return false;
  return null;
}

export type Audience = 'everyone' | 'circle';

/** Who sees a feature: everyone, or only viewers with access (the player, circle, product managers). */
export function audienceOf(featureId: number, setting: Omit<FeatureSetting, 'featureId'> | null): Audience {
  const settings = setting ? [{ featureId, ...setting }] : [];
  return isFeatureVisible(featureId, settings, false) ? 'everyone' : 'circle';
}

export const AUDIENCE_TEXT: Record<Audience, string> = {
  everyone: 'Everyone: visitors, coaches and recruiters',
  circle: 'Only you, your circle and product managers',
};

/** spec 1 §6: the public site is on unless the website setting's isPublic is false. */
export function isSiteOn(settings: ReadonlyArray<FeatureSetting>): boolean {
  return isFeatureVisible(FEATURE_IDS.website, settings, false);
}

export const FEATURE_SETTINGS_MESSAGE = 'Choose Yes, No or Not set for every feature.';

const triState = z.enum(['yes', 'no', 'unset'], { error: FEATURE_SETTINGS_MESSAGE });

/** The settings form's fields: one isPublic and one isPhoneVerified choice per editable feature. */
export const featureSettingsFields: Record<string, typeof triState> = Object.fromEntries(
  EDITABLE_FEATURES.flatMap(({ featureId }) => [
    [`public-${featureId}`, triState],
    [`verified-${featureId}`, triState],
  ]),
);

export const featureSettingsSchema = z.object(featureSettingsFields);

/** The parsed form's choices as settings, one per editable feature. */
export function featureSettingsFrom(data: Record<string, unknown>) {
  const choice = (name: string): TriState => {
    const parsed = triState.safeParse(data[name]);
    return parsed.success ? parsed.data : 'unset';
  };
  return EDITABLE_FEATURES.map(({ featureId }) => ({
    featureId,
    isPublic: fromTriState(choice(`public-${featureId}`)),
    isPhoneVerified: fromTriState(choice(`verified-${featureId}`)),
  }));
}

export function parseFeatureSettings(values: Record<string, unknown>) {
  const parsed = featureSettingsSchema.safeParse(values);
  return parsed.success ? featureSettingsFrom(parsed.data) : null;
}
