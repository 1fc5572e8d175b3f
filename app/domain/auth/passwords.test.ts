import { expect, test } from 'vitest';
import { NEW_PASSWORD_MAX, NEW_PASSWORD_MIN, PASSWORD_MESSAGES, passwordChangeSchema } from './passwords';

function messages(value: Record<string, unknown>): Array<string> {
  const parsed = passwordChangeSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

test('a new password of 15 to 128 characters typed twice is accepted, with or without the current one', () => {
  const fifteen = 'x'.repeat(NEW_PASSWORD_MIN);
  expect(messages({ newPassword: fifteen, confirmPassword: fifteen })).toEqual([]);
  const longest = 'y'.repeat(NEW_PASSWORD_MAX);
  expect(messages({ currentPassword: 'old', newPassword: longest, confirmPassword: longest })).toEqual([]);
});

test('a new password shorter than 15 or longer than 128 characters is refused in words', () => {
  const short = 'x'.repeat(NEW_PASSWORD_MIN - 1);
  expect(messages({ newPassword: short, confirmPassword: short })).toContain('Use at least 15 characters.');
  const long = 'x'.repeat(NEW_PASSWORD_MAX + 1);
  expect(messages({ newPassword: long, confirmPassword: long })).toContain('Use at most 128 characters.');
  expect(messages({})).toContain(PASSWORD_MESSAGES.short);
});

test('the two new passwords must be the same', () => {
  const parsed = passwordChangeSchema.safeParse({
    newPassword: 'a long enough sentence',
    confirmPassword: 'a long enough sentence.',
  });
  expect(parsed.success).toBe(false);
  expect(parsed.error?.issues).toEqual([
    expect.objectContaining({ path: ['confirmPassword'], message: 'The two new passwords differ.' }),
  ]);
});
