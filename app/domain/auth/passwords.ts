import { z } from 'zod';

// NIST SP 800-63B rev 4 §3.1.1.2: single-factor passwords of at least 15 characters, at least 64 allowed.
export const NEW_PASSWORD_MIN = 15;
export const NEW_PASSWORD_MAX = 128;

export const PASSWORD_MESSAGES = {
  short: `Use at least ${NEW_PASSWORD_MIN} characters.`,
  long: `Use at most ${NEW_PASSWORD_MAX} characters.`,
  differ: 'The two new passwords differ.',
  wrongCurrent: 'The current password is not right.',
} as const;

/**
 * The dashboard's password form (issue 4 §5: the password of the alternative login, spec 1 §2): a new
 * password within the length rules, typed twice. Whether the current one is right is the server's check.
 */
export const passwordChangeFields = {
  currentPassword: z.string().max(1000, PASSWORD_MESSAGES.wrongCurrent).optional(),
  newPassword: z
    .string({ error: PASSWORD_MESSAGES.short })
    .min(NEW_PASSWORD_MIN, PASSWORD_MESSAGES.short)
    .max(NEW_PASSWORD_MAX, PASSWORD_MESSAGES.long),
  confirmPassword: z.string({ error: PASSWORD_MESSAGES.differ }),
};

/** The two new passwords must be the same (a check across fields, reported on the second). */
export function checkPasswordsMatch(
  value: { newPassword: string; confirmPassword: string },
  ctx: z.RefinementCtx,
): void {
  if (value.newPassword !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MESSAGES.differ });
  }
}

export const passwordChangeSchema = z.object(passwordChangeFields).superRefine(checkPasswordsMatch);
