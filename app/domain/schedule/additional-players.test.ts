import { expect, test } from 'vitest';
import { chosenPlayers, isScheduleVisibleTo, type ScheduleVisibilityRow } from './additional-players';

const row = (over: Partial<ScheduleVisibilityRow> = {}): ScheduleVisibilityRow => ({
  accountId: 9,
  username: 'mate',
  websiteIsPublic: null,
  websiteIsPhoneVerified: null,
  scheduleIsPublic: null,
  scheduleIsPhoneVerified: null,
  viewerInCircle: false,
  ...over,
});

test('a teammate with no settings is visible to anyone', () => {
  expect(isScheduleVisibleTo(null, row())).toBe(true);
});

test('a hidden schedule or a private website keeps the teammate out, except for those with access', () => {
  const viewer = { accountId: 1, isProductManager: false, hasCoachPlan: false };
  expect(isScheduleVisibleTo(viewer, row({ scheduleIsPublic: false }))).toBe(false);
  expect(isScheduleVisibleTo(null, row({ websiteIsPublic: false }))).toBe(false);
  expect(isScheduleVisibleTo(viewer, row({ scheduleIsPublic: false, viewerInCircle: true }))).toBe(true);
  expect(
    isScheduleVisibleTo(
      { accountId: 9, isProductManager: false, hasCoachPlan: false },
      row({ scheduleIsPublic: false }),
    ),
  ).toBe(true);
  expect(
    isScheduleVisibleTo(
      { accountId: 2, isProductManager: true, hasCoachPlan: false },
      row({ websiteIsPublic: false }),
    ),
  ).toBe(true);
});

test('a player without a username has no schedule to merge', () => {
  expect(isScheduleVisibleTo(null, row({ username: null }))).toBe(false);
});

test('only asked players among the visible ones are merged', () => {
  const visible = [{ accountId: 1 }, { accountId: 2 }];
  expect(chosenPlayers(visible, [2, 3])).toEqual([{ accountId: 2 }]);
});
