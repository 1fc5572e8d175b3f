import { z } from 'zod';
import { SHARED_SEGMENTS } from '../hosts/hosts';
import { PROFILE_CHILDREN } from '../hosts/profile-routes';

// issue 15 point 2; spec 1 §1–§2: the username is the path segment of /player/{username} (and of
// /{username} on a player host), so it must be a clean URL segment that no route of the site claims.

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const NAME_MAX = 50;

/** The alias of the read APIs for the signed-in account (/api/v1/players/me/…). */
export const ME = 'me';

// Top-level route segments (spec 1 §2; app/routes) that are not already shared on every host.
const ROUTE_SEGMENTS = ['api', 'reports', 'sitemap', 'search'];

// Words a reader would take for a page of the product rather than a player.
const PRODUCT_WORDS = [
  ME,
  'about',
  'account',
  'accounts',
  'admin',
  'administrator',
  'app',
  'apps',
  'billing',
  'coach',
  'coaches',
  'contact',
  'help',
  'home',
  'login',
  'logout',
  'moderator',
  'new',
  'news',
  'null',
  'onboarding',
  'orgs',
  'organization',
  'organizations',
  'players',
  'pricing',
  'privacy',
  'profile',
  'root',
  'settings',
  'signin',
  'signout',
  'signup',
  'static',
  'status',
  'support',
  'system',
  'team',
  'teams',
  'terms',
  'undefined',
  'user',
  'users',
  'welcome',
  'www',
];

/**
 * Usernames no account may take: every first path segment the site serves on every host
 * (app/domain/hosts/hosts.ts), the other top-level routes, every profile child (spec 1 §2: a player host
 * serves /{username}/{child}) and product words.
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  ...SHARED_SEGMENTS,
  ...ROUTE_SEGMENTS,
  ...PROFILE_CHILDREN.map((child) => child.segment),
  ...PRODUCT_WORDS,
]);

export const USERNAME_MESSAGES = {
  required: 'Choose a username.',
  short: `Use at least ${USERNAME_MIN} characters.`,
  long: `Use at most ${USERNAME_MAX} characters.`,
  characters: 'Use only lowercase letters, digits and hyphens.',
  ends: 'Start and end the username with a letter or a digit.',
  doubleHyphen: 'Use one hyphen at a time.',
} as const;

export function reservedMessage(username: string): string {
  return `"${username}" is reserved for a page of the site. Choose another username.`;
}

export function takenMessage(username: string, suggestion: string | null): string {
  return suggestion
    ? `"${username}" is taken. Try "${suggestion}".`
    : `"${username}" is taken. Choose another username.`;
}

/** The username as stored: trimmed and lower-cased (a typed capital is not a mistake). */
export function normalizeUsername(value: string): string {
  return value.trim().toLowerCase();
}

/** The first rule a normalized username breaks, in words, or null when it is well formed and free to use. */
export function usernameProblem(username: string): string | null {
  if (username === '') return USERNAME_MESSAGES.required;
  if (!/^[a-z0-9-]*$/.test(username)) return USERNAME_MESSAGES.characters;
  if (username.length < USERNAME_MIN) return USERNAME_MESSAGES.short;
  if (username.length > USERNAME_MAX) return USERNAME_MESSAGES.long;
  if (username.startsWith('-') || username.endsWith('-')) return USERNAME_MESSAGES.ends;
  if (username.includes('--')) return USERNAME_MESSAGES.doubleHyphen;
  if (RESERVED_USERNAMES.has(username)) return reservedMessage(username);
  return null;
}

export function isValidUsername(username: string): boolean {
  return usernameProblem(username) === null;
}

const usernameField = z
  .string({ error: USERNAME_MESSAGES.required })
  .max(200, USERNAME_MESSAGES.long)
  .transform(normalizeUsername)
  .superRefine((username, ctx) => {
    const problem = usernameProblem(username);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The first rule a tidied name breaks, in words, or null. */
export function nameProblem(name: string, label: 'first' | 'last'): string | null {
  if (name === '') return `Enter your ${label} name.`;
  if (name.length > NAME_MAX) return `Use at most ${NAME_MAX} characters for your ${label} name.`;
  // spec 1 §1: a name is shown as written; it needs a letter and no control characters.
  if (!/\p{L}/u.test(name)) return `Your ${label} name needs at least one letter.`;
  if (/\p{Cc}/u.test(name)) return 'Use letters, spaces, hyphens and apostrophes.';
  return null;
}

function nameField(label: 'first' | 'last') {
  return z
    .string({ error: `Enter your ${label} name.` })
    .max(1000, `Use at most ${NAME_MAX} characters for your ${label} name.`)
    .transform((value) => value.trim().replace(/ +/g, ' '))
    .superRefine((name, ctx) => {
      const problem = nameProblem(name, label);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** The onboarding form (web) and the full PATCH /api/auth/me body: every field required. */
export const onboardingSchema = z.object({
  firstName: nameField('first'),
  lastName: nameField('last'),
  username: usernameField,
});

/** PATCH /api/auth/me: any subset of the fields, at least one. */
export const accountNamesPatchSchema = z
  .strictObject({
    firstName: nameField('first').optional(),
    lastName: nameField('last').optional(),
    username: usernameField.optional(),
  })
  .refine(
    (patch) => patch.firstName !== undefined || patch.lastName !== undefined || patch.username !== undefined,
    'Send at least one of firstName, lastName and username.',
  );

export type AccountNamesPatch = z.infer<typeof accountNamesPatchSchema>;

/** The URL-safe form of a name: accents folded, every other run of characters one hyphen. */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function fitted(base: string, suffix: string): string {
  return `${base.slice(0, USERNAME_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/**
 * The username suggested for a name ("Jordan Lee" → "jordan-lee"); "golfer" when the name gives no
 * usable letters, with "-golf" added when it is too short or a reserved word.
 */
export function usernameFromName(firstName: string, lastName: string): string {
  const base = fitted(slug(`${firstName} ${lastName}`), '');
  if (base.length < USERNAME_MIN) return base === '' ? 'golfer' : fitted(base, '-golf');
  return RESERVED_USERNAMES.has(base) ? fitted(base, '-golf') : base;
}

/** The base and its numbered variants, in the order they are offered: jordan-lee, jordan-lee-2, … */
export function usernameCandidates(base: string, count = 10): Array<string> {
  const candidates = [base];
  for (let n = 2; candidates.length < count; n++) candidates.push(fitted(base, `-${n}`));
  return candidates;
}

/** The first candidate not in `taken`, or null when every one is. */
export function firstFreeUsername(candidates: ReadonlyArray<string>, taken: ReadonlySet<string>) {
  return candidates.find((candidate) => !taken.has(candidate)) ?? null;
}
