import { expect, test } from 'vitest';
import { EDITABLE_FEATURES } from '../access/website-settings';
import { dashboardFormSchema, dashboardIntentOf } from './dashboard-forms';

function firstMessage(value: Record<string, unknown>): string | undefined {
  const parsed = dashboardFormSchema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

const allUnset = Object.fromEntries(
  EDITABLE_FEATURES.flatMap(({ featureId }) => [
    [`public-${featureId}`, 'unset'],
    [`verified-${featureId}`, 'unset'],
  ]),
);

test('each intent selects its own form', () => {
  expect(dashboardFormSchema.parse({ intent: 'site', on: 'false' })).toEqual({ intent: 'site', on: false });
  expect(dashboardFormSchema.parse({ intent: 'features', ...allUnset }).intent).toBe('features');
  expect(dashboardFormSchema.parse({ intent: 'sign-out-everywhere' })).toEqual({
    intent: 'sign-out-everywhere',
  });
  const password = 'correct horse battery staple';
  expect(
    dashboardFormSchema.parse({ intent: 'password', newPassword: password, confirmPassword: password })
      .intent,
  ).toBe('password');
});

test('an unknown intent, or none, is an unknown form', () => {
  expect(firstMessage({ intent: 'delete-account' })).toBe('Unknown form. Reload the page and try again.');
  expect(firstMessage({})).toBe('Unknown form. Reload the page and try again.');
  expect(dashboardIntentOf('delete-account')).toBeNull();
  expect(dashboardIntentOf(['site'])).toBeNull();
  expect(dashboardIntentOf('password')).toBe('password');
});

test('each form keeps its own message', () => {
  expect(firstMessage({ intent: 'site', on: 'maybe' })).toBe('Choose on or off.');
  expect(firstMessage({ intent: 'features', ...allUnset, 'public-78': 'sometimes' })).toBe(
    'Choose Yes, No or Not set for every feature.',
  );
  expect(firstMessage({ intent: 'password', newPassword: 'short', confirmPassword: 'short' })).toBe(
    'Use at least 15 characters.',
  );
});
