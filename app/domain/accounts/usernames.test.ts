import { expect, test } from 'vitest';
import {
  accountNamesPatchSchema,
  firstFreeUsername,
  isValidUsername,
  onboardingSchema,
  RESERVED_USERNAMES,
  USERNAME_MESSAGES,
  usernameCandidates,
  usernameFromName,
  usernameProblem,
} from './usernames';

test('a username is 3–30 lowercase letters, digits and single hyphens, not at either end', () => {
  expect(usernameProblem('jordan-lee')).toBeNull();
  expect(usernameProblem('j0rdan-lee-2')).toBeNull();
  expect(usernameProblem('abc')).toBeNull();
  expect(usernameProblem('a'.repeat(30))).toBeNull();
  expect(usernameProblem('')).toBe(USERNAME_MESSAGES.required);
  expect(usernameProblem('ab')).toBe(USERNAME_MESSAGES.short);
  expect(usernameProblem('a'.repeat(31))).toBe(USERNAME_MESSAGES.long);
  expect(usernameProblem('jordan_lee')).toBe(USERNAME_MESSAGES.characters);
  expect(usernameProblem('jordan lee')).toBe(USERNAME_MESSAGES.characters);
  expect(usernameProblem('Jordan')).toBe(USERNAME_MESSAGES.characters);
  expect(usernameProblem('jördan')).toBe(USERNAME_MESSAGES.characters);
  expect(usernameProblem('-jordan')).toBe(USERNAME_MESSAGES.ends);
  expect(usernameProblem('jordan-')).toBe(USERNAME_MESSAGES.ends);
  expect(usernameProblem('jordan--lee')).toBe(USERNAME_MESSAGES.doubleHyphen);
});

test('every route segment of the site and the product words are reserved', () => {
  expect(usernameProblem('me')).not.toBeNull();
  for (const word of ['admin', 'api', 'auth', 'dashboard', 'settings', 'player', 'org', 'reports']) {
    expect(usernameProblem(word)).toContain('reserved');
  }
  for (const word of ['resources', 'search', 'golf', 'cgr', 'payment', 'store-redirect', 'experimental']) {
    expect(RESERVED_USERNAMES.has(word)).toBe(true);
  }
  // spec 1 §2 profile children: /{username}/{child} on a player host.
  for (const child of ['summary', 'schedule', 'my-rounds', 'resume', 'stats', 'data-analysis', 'gallery']) {
    expect(isValidUsername(child)).toBe(false);
  }
  expect(isValidUsername('report-viewer')).toBe(false);
});

test('the form schema trims, lower-cases and names the field that is wrong', () => {
  const ok = onboardingSchema.safeParse({
    firstName: '  Jordan ',
    lastName: 'Lee',
    username: ' Jordan-Lee ',
  });
  expect(ok.success && ok.data).toEqual({ firstName: 'Jordan', lastName: 'Lee', username: 'jordan-lee' });
  const bad = onboardingSchema.safeParse({ firstName: '', lastName: '42', username: 'api' });
  expect(bad.success).toBe(false);
  const messages = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
  expect(messages).toEqual({
    firstName: 'Enter your first name.',
    lastName: 'Your last name needs at least one letter.',
    username: '"api" is reserved for a page of the site. Choose another username.',
  });
});

test('names keep their accents and apostrophes, refuse control characters and over-long text', () => {
  expect(
    onboardingSchema.safeParse({ firstName: 'Zoë', lastName: "O'Connor", username: 'zoe-oc' }).success,
  ).toBe(true);
  expect(
    onboardingSchema.safeParse({ firstName: 'Zo\u0000ë', lastName: 'Lee', username: 'zoe' }).success,
  ).toBe(false);
  expect(
    onboardingSchema.safeParse({ firstName: 'a'.repeat(51), lastName: 'Lee', username: 'zoe' }).success,
  ).toBe(false);
});

test('the API patch takes any non-empty subset of the fields and nothing else', () => {
  expect(accountNamesPatchSchema.safeParse({ username: 'new-name' }).success).toBe(true);
  expect(accountNamesPatchSchema.safeParse({ firstName: 'Jo' }).success).toBe(true);
  expect(accountNamesPatchSchema.safeParse({}).success).toBe(false);
  expect(accountNamesPatchSchema.safeParse({ username: 'new-name', admin: true }).success).toBe(false);
  expect(accountNamesPatchSchema.safeParse({ username: 12 }).success).toBe(false);
});

test('a suggestion comes from the name, folded to a URL segment', () => {
  expect(usernameFromName('Jordan', 'Lee')).toBe('jordan-lee');
  expect(usernameFromName('Zoë', "O'Connor")).toBe('zoe-o-connor');
  expect(usernameFromName('  Mary Ann ', 'St. John')).toBe('mary-ann-st-john');
  expect(usernameFromName('', '')).toBe('golfer');
  expect(usernameFromName('李', '王')).toBe('golfer');
  expect(isValidUsername(usernameFromName('', ''))).toBe(true);
  expect(usernameFromName('Al', '')).toBe('al-golf');
  expect(usernameFromName('Admin', '')).toBe('admin-golf');
  const long = usernameFromName('Maximilian-Alexander', 'Vandenberghe-Rodriguez');
  expect(long.length).toBeLessThanOrEqual(30);
  expect(isValidUsername(long)).toBe(true);
  expect(isValidUsername(usernameFromName('Me', ''))).toBe(true);
});

test('numbered variants fit in 30 characters and the first free one is offered', () => {
  expect(usernameCandidates('jordan-lee', 3)).toEqual(['jordan-lee', 'jordan-lee-2', 'jordan-lee-3']);
  const long = `${'a'.repeat(23)}-bcdef`;
  for (const candidate of usernameCandidates(long, 12)) {
    expect(candidate.length).toBeLessThanOrEqual(30);
    expect(isValidUsername(candidate)).toBe(true);
  }
  expect(firstFreeUsername(['jordan-lee', 'jordan-lee-2'], new Set(['jordan-lee']))).toBe('jordan-lee-2');
  expect(firstFreeUsername(['jordan-lee'], new Set(['jordan-lee']))).toBeNull();
});
