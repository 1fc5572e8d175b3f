import { expect, test } from 'vitest';
import { audienceOf, EDITABLE_FEATURES, isSiteOn, parseFeatureSettings } from './website-settings';

test('the dashboard edits features 89, 78, 80, 86, 67, 59, 63 and 77', () => {
  expect(EDITABLE_FEATURES.map((f) => f.featureId).sort()).toEqual([59, 63, 67, 77, 78, 80, 86, 89]);
});

test('the preview follows spec 1 §6 for viewers without access', () => {
  expect(audienceOf(78, null)).toBe('everyone');
  expect(audienceOf(78, { isPublic: true, isPhoneVerified: false })).toBe('everyone');
  expect(audienceOf(78, { isPublic: false, isPhoneVerified: true })).toBe('circle');
  expect(audienceOf(78, { isPublic: null, isPhoneVerified: false })).toBe('circle');
  expect(audienceOf(78, { isPublic: null, isPhoneVerified: null })).toBe('everyone');
});

test('the site is on unless the website setting is not public', () => {
  expect(isSiteOn([])).toBe(true);
  expect(isSiteOn([{ featureId: 88, isPublic: false, isPhoneVerified: null }])).toBe(false);
});

test('the settings form needs a choice per feature', () => {
  const values = Object.fromEntries(
    EDITABLE_FEATURES.flatMap(({ featureId }) => [
      [`public-${featureId}`, 'no'],
      [`verified-${featureId}`, 'unset'],
    ]),
  );
  expect(parseFeatureSettings(values)?.[0]).toEqual({
    featureId: 89,
    isPublic: false,
    isPhoneVerified: null,
  });
  expect(parseFeatureSettings({ ...values, 'public-89': 'maybe' })).toBeNull();
});
