import { expect, test } from 'vitest';
import {
  canViewProfile,
  hasPlayerAccess,
  isFeatureVisible,
  profileGate,
  type Viewer,
  visibleFeatureIds,
} from './access';
import { FEATURE_IDS, type FeatureSetting } from './features';

const player = { accountId: 10, subCircleAccountIds: [20, 21] };

function setting(
  featureId: number,
  isPublic: boolean | null,
  isPhoneVerified: boolean | null,
): FeatureSetting {
  return { featureId, isPublic, isPhoneVerified };
}

// spec 1 §6: "A viewer has access to a player when the viewer is that player, a product manager, or the
// viewer's account is in the player's subCircleAccountIds."
test.each<{ rule: string; viewer: Viewer; expected: boolean }>([
  {
    rule: 'the player has access to their own profile',
    viewer: { accountId: 10, isProductManager: false, hasCoachPlan: false },
    expected: true,
  },
  {
    rule: 'a product manager has access to any player',
    viewer: { accountId: 99, isProductManager: true, hasCoachPlan: false },
    expected: true,
  },
  {
    rule: 'a sub-circle member has access',
    viewer: { accountId: 21, isProductManager: false, hasCoachPlan: false },
    expected: true,
  },
  {
    rule: 'another signed-in account has no access',
    viewer: { accountId: 30, isProductManager: false, hasCoachPlan: false },
    expected: false,
  },
  { rule: 'an anonymous visitor has no access', viewer: null, expected: false },
])('$rule', ({ viewer, expected }) => {
  expect(hasPlayerAccess(viewer, player)).toBe(expected);
});

// spec 1 §6: "Such viewers see all features."
test('viewers with access see every feature, even one explicitly hidden', () => {
  const hidden = [setting(FEATURE_IDS.website, false, false), setting(FEATURE_IDS.stats, false, false)];
  expect(isFeatureVisible(FEATURE_IDS.website, hidden, true)).toBe(true);
  expect(isFeatureVisible(FEATURE_IDS.stats, hidden, true)).toBe(true);
});

// spec 1 §6: "website (88): visible unless isPublic is false."
test.each<{ rule: string; settings: Array<FeatureSetting>; expected: boolean }>([
  { rule: 'website with no setting is visible', settings: [], expected: true },
  { rule: 'website with isPublic null is visible', settings: [setting(88, null, false)], expected: true },
  { rule: 'website with isPublic true is visible', settings: [setting(88, true, false)], expected: true },
  { rule: 'website with isPublic false is hidden', settings: [setting(88, false, true)], expected: false },
])('$rule', ({ settings, expected }) => {
  expect(isFeatureVisible(FEATURE_IDS.website, settings, false)).toBe(expected);
});

// spec 1 §6: "a feature with no setting is visible; otherwise visible when isPublic is true, or when
// isPublic is not false and isPhoneVerified is not false."
test.each<{ rule: string; isPublic: boolean | null; isPhoneVerified: boolean | null; expected: boolean }>([
  {
    rule: 'isPublic true is visible even when isPhoneVerified is false',
    isPublic: true,
    isPhoneVerified: false,
    expected: true,
  },
  {
    rule: 'isPublic true and isPhoneVerified true is visible',
    isPublic: true,
    isPhoneVerified: true,
    expected: true,
  },
  {
    rule: 'isPublic null and isPhoneVerified null is visible',
    isPublic: null,
    isPhoneVerified: null,
    expected: true,
  },
  {
    rule: 'isPublic null and isPhoneVerified true is visible',
    isPublic: null,
    isPhoneVerified: true,
    expected: true,
  },
  {
    rule: 'isPublic null and isPhoneVerified false is hidden',
    isPublic: null,
    isPhoneVerified: false,
    expected: false,
  },
  {
    rule: 'isPublic false is hidden even when isPhoneVerified is true',
    isPublic: false,
    isPhoneVerified: true,
    expected: false,
  },
  {
    rule: 'isPublic false and isPhoneVerified null is hidden',
    isPublic: false,
    isPhoneVerified: null,
    expected: false,
  },
])('$rule', ({ isPublic, isPhoneVerified, expected }) => {
  expect(
    isFeatureVisible(FEATURE_IDS.stats, [setting(FEATURE_IDS.stats, isPublic, isPhoneVerified)], false),
  ).toBe(expected);
});

test.each([
  ['summary', 89],
  ['resume', 78],
  ['schedule', 80],
  ['my-rounds', 86],
  ['gallery', 67],
  ['data-analysis', 59],
  ['stats', 63],
  ['report-viewer', 77],
])('%s (%i) with no setting is visible to a visitor', (_name, id) => {
  expect(isFeatureVisible(id, [setting(FEATURE_IDS.website, true, true)], false)).toBe(true);
});

test('a feature reads only its own setting', () => {
  const settings = [setting(FEATURE_IDS.gallery, false, false)];
  expect(isFeatureVisible(FEATURE_IDS.gallery, settings, false)).toBe(false);
  expect(isFeatureVisible(FEATURE_IDS.resume, settings, false)).toBe(true);
});

test('visibleFeatureIds lists every feature the viewer may see', () => {
  const settings = [setting(FEATURE_IDS.stats, false, null), setting(FEATURE_IDS.gallery, null, false)];
  const visible = visibleFeatureIds(settings, false);
  expect(visible.has(FEATURE_IDS.stats)).toBe(false);
  expect(visible.has(FEATURE_IDS.gallery)).toBe(false);
  expect(visible.has(FEATURE_IDS.summary)).toBe(true);
  expect(visible.size).toBe(7);
  expect(visibleFeatureIds(settings, true).size).toBe(9);
});

// spec 1 §6: "The profile route is allowed … when the viewer has access, or when the website is public."
test.each<{ rule: string; settings: Array<FeatureSetting>; hasAccess: boolean; expected: boolean }>([
  {
    rule: 'a public website can be viewed by anyone',
    settings: [setting(88, true, null)],
    hasAccess: false,
    expected: true,
  },
  {
    rule: 'a website with no setting can be viewed by anyone',
    settings: [],
    hasAccess: false,
    expected: true,
  },
  {
    rule: 'a private website can be viewed with access',
    settings: [setting(88, false, null)],
    hasAccess: true,
    expected: true,
  },
  {
    rule: 'a private website cannot be viewed without access',
    settings: [setting(88, false, null)],
    hasAccess: false,
    expected: false,
  },
])('$rule', ({ settings, hasAccess, expected }) => {
  expect(canViewProfile(settings, hasAccess)).toBe(expected);
});

// spec 1 §6: "A private website redirects non-authorised visitors home. Guards log and redirect home when
// no account is found or the site is private."
test.each<{
  rule: string;
  player: { settings: Array<FeatureSetting> } | null;
  hasAccess: boolean;
  expected: string;
}>([
  { rule: 'no account found redirects home', player: null, hasAccess: false, expected: 'redirect-home' },
  {
    rule: 'a private website redirects a visitor without access home',
    player: { settings: [setting(88, false, true)] },
    hasAccess: false,
    expected: 'redirect-home',
  },
  {
    rule: 'a private website is allowed for a viewer with access',
    player: { settings: [setting(88, false, true)] },
    hasAccess: true,
    expected: 'allowed',
  },
  {
    rule: 'a public website is allowed for an anonymous visitor',
    player: { settings: [] },
    hasAccess: false,
    expected: 'allowed',
  },
])('$rule', ({ player: subject, hasAccess, expected }) => {
  expect(profileGate(subject, hasAccess)).toBe(expected);
});
