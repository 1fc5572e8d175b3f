import { expect, test } from 'vitest';
import type { Viewer } from '../access/access';
import { compareByName, isListed, listedPlayers, type RosterCandidate, schoolLine } from './roster';

function member(accountId: number, overrides: Partial<RosterCandidate> = {}): RosterCandidate {
  return {
    accountId,
    username: `player-${accountId}`,
    firstName: 'Test',
    lastName: `Player${accountId}`,
    websiteSettings: [],
    subCircleAccountIds: [],
    ...overrides,
  };
}

const privateSite = [{ featureId: 88, isPublic: false, isPhoneVerified: null }];
const anonymous: Viewer = null;

test('a player with no website setting is listed for everyone', () => {
  expect(isListed(member(1), anonymous)).toBe(true);
});

test('a private website hides the player from anonymous visitors and other accounts', () => {
  const player = member(1, { websiteSettings: privateSite, subCircleAccountIds: [7] });
  expect(isListed(player, anonymous)).toBe(false);
  expect(isListed(player, { accountId: 2, isProductManager: false, hasCoachPlan: false })).toBe(false);
});

test('a private website is listed for the player, a sub-circle member and a product manager', () => {
  const player = member(1, { websiteSettings: privateSite, subCircleAccountIds: [7] });
  expect(isListed(player, { accountId: 1, isProductManager: false, hasCoachPlan: false })).toBe(true);
  expect(isListed(player, { accountId: 7, isProductManager: false, hasCoachPlan: false })).toBe(true);
  expect(isListed(player, { accountId: 99, isProductManager: true, hasCoachPlan: false })).toBe(true);
});

test('website null with phone-verified false is still public (spec 1 §6)', () => {
  const player = member(1, { websiteSettings: [{ featureId: 88, isPublic: null, isPhoneVerified: false }] });
  expect(isListed(player, anonymous)).toBe(true);
});

test('an account without a username is never listed', () => {
  expect(
    isListed(member(1, { username: null }), { accountId: 1, isProductManager: true, hasCoachPlan: false }),
  ).toBe(false);
  expect(isListed(member(1, { username: '' }), anonymous)).toBe(false);
});

test('players are listed once, sorted by last then first name', () => {
  const members = [
    member(3, { firstName: 'Zoe', lastName: 'Anderson' }),
    member(1, { firstName: 'Amara', lastName: 'Nwosu' }),
    member(2, { firstName: 'Ava', lastName: 'anderson' }),
    member(3, { firstName: 'Zoe', lastName: 'Anderson' }),
    member(4, { firstName: 'Tomás', lastName: 'Herrera' }),
  ];
  expect(listedPlayers(members, anonymous).map((p) => p.accountId)).toEqual([2, 3, 4, 1]);
});

test('hidden players are left out of the list', () => {
  const members = [member(1), member(2, { websiteSettings: privateSite }), member(3, { username: null })];
  expect(listedPlayers(members, anonymous).map((p) => p.accountId)).toEqual([1]);
});

test('namesakes keep a stable order by account id', () => {
  const a = member(43, { firstName: 'Ryan', lastName: 'Mitchell' });
  const b = member(29, { firstName: 'Ryan', lastName: 'Mitchell' });
  expect(compareByName(a, b)).toBeGreaterThan(0);
});

test('the school line prefers the college and its end year', () => {
  expect(
    schoolLine({
      college: 'Lakeside University',
      collegeEndDate: '2027-05-12',
      highSchool: 'Jefferson High School',
      highSchoolEndDate: '2023-05-26',
    }),
  ).toEqual({ school: 'Lakeside University', classYear: 2027 });
});

test('the school line falls back to the high school', () => {
  expect(
    schoolLine({
      college: ' ',
      collegeEndDate: null,
      highSchool: 'Harbor View HS',
      highSchoolEndDate: '2026-05-22',
    }),
  ).toEqual({ school: 'Harbor View HS', classYear: 2026 });
});

test('no school, or a school without a date, gives no year', () => {
  expect(
    schoolLine({ college: null, collegeEndDate: null, highSchool: null, highSchoolEndDate: '2026-05-22' }),
  ).toEqual({
    school: null,
    classYear: null,
  });
  expect(
    schoolLine({ college: 'X', collegeEndDate: 'soon', highSchool: null, highSchoolEndDate: null }),
  ).toEqual({
    school: 'X',
    classYear: null,
  });
});
