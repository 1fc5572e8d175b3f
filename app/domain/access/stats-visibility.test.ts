import { expect, test } from 'vitest';
import type { Viewer } from './access';
import { isStatsVisibleTo, type StatsVisibilityRow } from './stats-visibility';

function player(settings: Partial<StatsVisibilityRow> = {}): StatsVisibilityRow {
  return {
    accountId: 7,
    username: 'ana-ruiz',
    websiteIsPublic: null,
    websiteIsPhoneVerified: null,
    statsIsPublic: null,
    statsIsPhoneVerified: null,
    viewerInCircle: false,
    ...settings,
  };
}

const coach: Viewer = { accountId: 50, isProductManager: false, hasCoachPlan: false };
const manager: Viewer = { accountId: 51, isProductManager: true, hasCoachPlan: false };
const self: Viewer = { accountId: 7, isProductManager: false, hasCoachPlan: false };

test('spec 1 §6: stats with no setting are visible to everyone', () => {
  expect(isStatsVisibleTo(null, player())).toBe(true);
  expect(isStatsVisibleTo(coach, player())).toBe(true);
});

test('spec 1 §6: hidden stats (63) or a private website (88) hide the player from other viewers', () => {
  for (const hidden of [
    player({ statsIsPublic: false }),
    player({ statsIsPhoneVerified: false }),
    player({ websiteIsPublic: false }),
  ]) {
    expect(isStatsVisibleTo(null, hidden)).toBe(false);
    expect(isStatsVisibleTo(coach, hidden)).toBe(false);
    // The player, the player's circle and product managers still see them.
    expect(isStatsVisibleTo(self, hidden)).toBe(true);
    expect(isStatsVisibleTo(manager, hidden)).toBe(true);
    expect(isStatsVisibleTo(coach, { ...hidden, viewerInCircle: true })).toBe(true);
    // Being in the circle means nothing to an anonymous visitor.
    expect(isStatsVisibleTo(null, { ...hidden, viewerInCircle: true })).toBe(false);
  }
});

test('spec 1 §6: public stats stay visible when not phone-verified; a website only needs isPublic not false', () => {
  expect(isStatsVisibleTo(coach, player({ statsIsPublic: true, statsIsPhoneVerified: false }))).toBe(true);
  expect(isStatsVisibleTo(coach, player({ websiteIsPhoneVerified: false }))).toBe(true);
});

test('a player without a username has no page to compare on', () => {
  expect(isStatsVisibleTo(manager, player({ username: null }))).toBe(false);
});
