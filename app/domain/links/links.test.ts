import { expect, test } from 'vitest';
import {
  endLinkFormSchema,
  invitationRequestSchema,
  linkHref,
  linkKey,
  mayDecide,
  mayEndCircleLink,
  mayEndRosterLink,
  mayManageRoster,
  parseLinkKey,
  parsePathId,
  parseRosterId,
} from './links';

const coach = { accountId: 7, isProductManager: false };
const player = { accountId: 3, isProductManager: false };
const stranger = { accountId: 99, isProductManager: false };
const manager = { accountId: 1, isProductManager: true };

test('an invitation names a username (an @ and capitals allowed) and, onto a roster, its id', () => {
  expect(invitationRequestSchema.parse({ kind: 'sub-circle', username: ' @Avery-Lake ' })).toEqual({
    kind: 'sub-circle',
    username: 'avery-lake',
  });
  expect(invitationRequestSchema.parse({ kind: 'roster', rosterId: -3, username: 'a' })).toMatchObject({
    rosterId: -3,
  });
  expect(invitationRequestSchema.safeParse({ kind: 'roster', username: 'a' }).success).toBe(false);
  expect(invitationRequestSchema.safeParse({ kind: 'roster', rosterId: 1.5, username: 'a' }).success).toBe(
    false,
  );
  const kind = invitationRequestSchema.safeParse({ kind: 'friend', username: 'a' });
  expect(kind.error?.issues[0]?.message).toMatch(/sub-circle/);
});

test('path ids: positive whole numbers; roster ids may be negative (spec 1 §2)', () => {
  expect(parsePathId('12')).toBe(12);
  for (const value of ['0', '-1', '1.5', 'abc', '01', '99999999999999999', undefined]) {
    expect(parsePathId(value)).toBeNull();
  }
  expect(parseRosterId('-3')).toBe(-3);
  expect(parseRosterId('0')).toBe(0);
  expect(parseRosterId('org12')).toBeNull();
});

test('a link key round-trips and names the address that ends the link', () => {
  const circle = { kind: 'sub-circle', playerAccountId: 3, memberAccountId: 7 } as const;
  const roster = { kind: 'roster', rosterId: -3, playerAccountId: 3 } as const;
  expect(parseLinkKey(linkKey(circle))).toEqual(circle);
  expect(parseLinkKey(linkKey(roster))).toEqual(roster);
  expect(linkHref(circle)).toBe('/api/v1/links/sub-circle/3/7');
  expect(linkHref(roster)).toBe('/api/v1/links/roster/-3/3');
  for (const broken of ['sub-circle:x:y', 'roster::', 'sub-circle:0:7', 'team:1:2', '']) {
    expect(parseLinkKey(broken)).toBeNull();
  }
  expect(endLinkFormSchema.safeParse({ intent: 'link-end', link: 'roster::' }).success).toBe(false);
});

test('only the invited player answers an invitation; no one answers for them', () => {
  expect(mayDecide(player, { playerAccountId: 3 })).toBe(true);
  expect(mayDecide(coach, { playerAccountId: 3 })).toBe(false);
  expect(mayDecide(manager, { playerAccountId: 3 })).toBe(false);
});

test('either side ends a circle link; a stranger cannot', () => {
  const link = { playerAccountId: 3, memberAccountId: 7 };
  expect(mayEndCircleLink(player, link)).toBe(true);
  expect(mayEndCircleLink(coach, link)).toBe(true);
  expect(mayEndCircleLink(stranger, link)).toBe(false);
});

test("an organization's staff and product managers manage its rosters; the player may leave one", () => {
  expect(mayManageRoster(coach, [4], 4)).toBe(true);
  expect(mayManageRoster(coach, [5], 4)).toBe(false);
  expect(mayManageRoster(manager, [], 4)).toBe(true);
  const link = { playerAccountId: 3, organizationId: 4 };
  expect(mayEndRosterLink(player, link, [])).toBe(true);
  expect(mayEndRosterLink(coach, link, [4])).toBe(true);
  expect(mayEndRosterLink(stranger, link, [])).toBe(false);
});
