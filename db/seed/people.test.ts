import { differenceInYears, parseISO } from 'date-fns';
import { describe, expect, test } from 'vitest';
import { PRODUCT_MANAGER_ACCOUNT_ID, seedPeople, VISIBILITY_CASES } from './people';
import { createRng } from './random';

const TODAY = '2026-11-22';
const COURSE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
const PLAYER_TYPES = [4, 5, 6, 7, 12];
const FEATURES = [88, 89, 78, 80, 86, 67, 59, 63, 77];

function generate(seed = 42, today = TODAY) {
  return seedPeople(createRng(seed).fork('people'), today, COURSE_IDS);
}

/** spec 1 §6 for a visitor without access: website hides only on isPublic false. */
function visibleToVisitor(
  featureId: number,
  isPublic: boolean | null | undefined,
  isPhoneVerified: boolean | null | undefined,
) {
  if (featureId === 88) return isPublic !== false;
  return isPublic === true || (isPublic !== false && isPhoneVerified !== false);
}

const { tables, players } = generate();
const playerIds = new Set(
  tables.accountProfiles.filter((p) => PLAYER_TYPES.includes(p.profileTypeId)).map((p) => p.accountId),
);
const settings = (accountId: number) =>
  tables.websiteFeatureSettings.filter((s) => s.accountId === accountId);

test('the same seed and anchor date give identical rows', () => {
  expect(JSON.stringify(generate())).toBe(JSON.stringify(generate()));
  expect(JSON.stringify(generate(43))).not.toBe(JSON.stringify(generate()));
});

test('it rejects an anchor date that is not YYYY-MM-DD', () => {
  expect(() => seedPeople(createRng(1), '22/11/2026', COURSE_IDS)).toThrow();
});

describe('players', () => {
  test('at least 48 players, ids 1..N in order, men and women about 55/45', () => {
    expect(players.length).toBeGreaterThanOrEqual(48);
    expect(players.map((p) => p.accountId)).toEqual(players.map((_, i) => i + 1));
    expect([...playerIds].sort((a, b) => a - b)).toEqual(players.map((p) => p.accountId));
    const men = players.filter((p) => p.gender === 'M').length;
    expect(men / players.length).toBeGreaterThan(0.5);
    expect(men / players.length).toBeLessThan(0.6);
  });

  test('every player profile type appears', () => {
    const types = new Set(
      tables.accountProfiles.filter((p) => playerIds.has(p.accountId)).map((p) => p.profileTypeId),
    );
    for (const type of PLAYER_TYPES) expect(types).toContain(type);
  });

  test('handicaps spread from plus 2 through scratch to about 20; college players mostly 0–10', () => {
    const handicaps = players.map((p) => p.handicap);
    expect(Math.min(...handicaps)).toBeLessThanOrEqual(-1.5);
    expect(Math.max(...handicaps)).toBeGreaterThanOrEqual(18);
    expect(handicaps.some((h) => h >= -0.5 && h <= 0.5)).toBe(true);
    const college = tables.accountExtraInfo.filter((e) => e.college).map((e) => e.handicapIndex ?? 99);
    expect(college.filter((h) => h <= 10).length / college.length).toBeGreaterThan(0.9);
    for (const p of players) {
      expect(tables.accountExtraInfo.find((e) => e.accountId === p.accountId)?.handicapIndex).toBe(
        p.handicap,
      );
    }
  });

  test('home courses and rounds per season', () => {
    for (const p of players) {
      expect(p.homeCourseIds.length).toBeGreaterThanOrEqual(1);
      expect(p.homeCourseIds.length).toBeLessThanOrEqual(3);
      expect(new Set(p.homeCourseIds).size).toBe(p.homeCourseIds.length);
      for (const id of p.homeCourseIds) expect(COURSE_IDS).toContain(id);
      expect(p.roundsPerSeason).toBeGreaterThanOrEqual(p.accountId <= 2 ? 30 : 20);
      expect(p.roundsPerSeason).toBeLessThanOrEqual(40);
    }
    expect(new Set(players.map((p) => p.roundsPerSeason)).size).toBeGreaterThan(5);
  });

  test('usernames are unique lower-case first-last slugs, with a digit on collision', () => {
    const usernames = tables.accounts.filter((a) => playerIds.has(a.id ?? 0)).map((a) => a.username ?? '');
    expect(new Set(usernames).size).toBe(usernames.length);
    for (const name of usernames) expect(name).toMatch(/^[a-z]+(-[a-z]+)+\d*$/);
    expect(usernames).toContain('ryan-mitchell');
    expect(usernames).toContain('ryan-mitchell2');
    expect(usernames).toContain('liam-oconnor');
    expect(usernames).toContain('tomas-herrera');
  });

  test('every account has a unique fictional 555 phone number', () => {
    const phones = tables.accounts.map((a) => a.phone);
    for (const phone of phones) expect(phone).toMatch(/^\+1555\d{7}$/);
    expect(new Set(phones).size).toBe(phones.length);
  });

  test('ages 14–22 and school details by stage', () => {
    for (const info of tables.accountExtraInfo) {
      const age = differenceInYears(parseISO(TODAY), parseISO(info.birthday ?? ''));
      expect(age).toBeGreaterThanOrEqual(14);
      expect(age).toBeLessThanOrEqual(22);
      expect(info.ghin).toMatch(/^\d{7}$/);
      if (info.ncaaNumber) expect(info.ncaaNumber).toMatch(/^\d{10}$/);
      expect(info.highSchool).toBeTruthy();
      expect(info.highSchoolGpa).toBeGreaterThan(0);
      if (info.college) {
        expect(info.collegeStartDate && info.collegeStartDate < TODAY).toBe(true);
        expect(info.collegeEndDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(info.collegeGpa).toBeGreaterThan(0);
      } else {
        expect(info.highSchoolEndDate && info.highSchoolEndDate > TODAY).toBe(true);
      }
    }
    const college = tables.accountExtraInfo.filter((e) => e.college);
    expect(college.some((e) => (e.collegeEndDate ?? '') > TODAY)).toBe(true);
    expect(college.some((e) => (e.collegeEndDate ?? '') < TODAY)).toBe(true);
    expect(college.some((e) => e.ncaaNumber)).toBe(true);
    expect(tables.accountExtraInfo.some((e) => e.websiteUrl)).toBe(true);
  });

  test('ages stay within 14–22 and high-school graduation in the future for any anchor date', () => {
    for (const today of ['2025-01-10', '2025-05-28', '2026-06-30', '2027-09-15']) {
      for (const info of generate(3, today).tables.accountExtraInfo) {
        const age = differenceInYears(parseISO(today), parseISO(info.birthday ?? ''));
        expect(age).toBeGreaterThanOrEqual(14);
        expect(age).toBeLessThanOrEqual(22);
        if (!info.college) expect((info.highSchoolEndDate ?? '') > today).toBe(true);
      }
    }
  });

  test('about texts: most 2–6 sentences, some empty', () => {
    const abouts = tables.accountExtraInfo.map((e) => e.about);
    expect(abouts.filter((a) => !a).length).toBeGreaterThanOrEqual(2);
    for (const about of abouts) {
      if (!about) continue;
      const sentences = about.split(/(?<=[.!?])\s+/).length;
      expect(sentences).toBeGreaterThanOrEqual(2);
      expect(sentences).toBeLessThanOrEqual(6);
    }
  });

  test('most players have a portrait, a few use the default image', () => {
    const pictures = tables.accounts.filter((a) => playerIds.has(a.id ?? 0)).map((a) => a.imgUrl);
    const missing = pictures.filter((url) => url === null).length;
    expect(missing).toBeGreaterThanOrEqual(2);
    expect(missing).toBeLessThan(pictures.length / 5);
    for (const account of tables.accounts.filter((a) => a.imgUrl)) {
      expect(account.imgUrl).toBe(`/demo/players/${account.username}.svg`);
    }
  });
});

describe('the showcase accounts', () => {
  const account = (id: number) => tables.accounts.find((a) => a.id === id);
  const info = (id: number) => tables.accountExtraInfo.find((e) => e.accountId === id);

  test('account 1 is Jordan Reyes with every field filled and a custom host', () => {
    expect(account(1)).toMatchObject({
      username: 'jordan-reyes',
      firstName: 'Jordan',
      lastName: 'Reyes',
      gender: 'M',
    });
    expect(players[0]?.handicap).toBeCloseTo(-1, 0);
    for (const [key, value] of Object.entries(info(1) ?? {})) expect(value, key).not.toBeNull();
    expect((info(1)?.collegeEndDate ?? '') > TODAY).toBe(true);
    expect(tables.hosts.find((h) => h.kind === 'custom')).toMatchObject({
      hostname: 'jordanreyesgolf.localhost',
      accountId: 1,
    });
  });

  test('account 2 is Emma Caldwell with a complete profile', () => {
    expect(account(2)).toMatchObject({ username: 'emma-caldwell', gender: 'F' });
    expect(players[1]?.handicap).toBeCloseTo(2, 0);
    const emma = info(2);
    for (const key of [
      'about',
      'ncaaNumber',
      'highSchool',
      'highSchoolEndDate',
      'highSchoolGpa',
      'ghin',
      'birthday',
    ] as const) {
      expect(emma?.[key], key).toBeTruthy();
    }
  });

  test('the Jordan Reyes account stays a current college player whatever the anchor date', () => {
    for (const today of ['2025-01-10', '2025-05-20', '2026-08-01', '2027-12-31']) {
      const jordan = generate(7, today).tables.accountExtraInfo[0];
      expect((jordan?.collegeEndDate ?? '') > today).toBe(true);
      expect((jordan?.collegeStartDate ?? '') < today).toBe(true);
    }
  });
});

describe('non-players and roles', () => {
  const nonPlayers = tables.accounts.filter((a) => !playerIds.has(a.id ?? 0));

  test('at least 10 non-player accounts follow the players', () => {
    expect(nonPlayers.length).toBeGreaterThanOrEqual(10);
    expect(Math.min(...nonPlayers.map((a) => a.id ?? 0))).toBe(players.length + 1);
    expect(nonPlayers.some((a) => a.username)).toBe(true);
    expect(nonPlayers.some((a) => !a.username)).toBe(true);
    const types = tables.accountProfiles
      .filter((p) => !playerIds.has(p.accountId))
      .map((p) => p.profileTypeId);
    for (const type of types) expect([1, 2, 3]).toContain(type);
  });

  test('exactly one product manager, Morgan Avery', () => {
    expect(tables.accountRoles).toEqual([{ accountId: PRODUCT_MANAGER_ACCOUNT_ID, role: 'product-manager' }]);
    expect(tables.accounts.find((a) => a.id === PRODUCT_MANAGER_ACCOUNT_ID)).toMatchObject({
      firstName: 'Morgan',
      lastName: 'Avery',
    });
  });
});

describe('visibility (spec 1 §6)', () => {
  test('every feature id and every setting state appears', () => {
    expect(new Set(tables.websiteFeatureSettings.map((s) => s.featureId))).toEqual(new Set(FEATURES));
    const states = new Set(tables.websiteFeatureSettings.map((s) => `${s.isPublic}/${s.isPhoneVerified}`));
    for (const state of ['true/null', 'false/null', 'null/false', 'null/true', 'false/true']) {
      expect(states).toContain(state);
    }
  });

  test('most players have no settings at all', () => {
    const withSettings = new Set(tables.websiteFeatureSettings.map((s) => s.accountId));
    expect(withSettings.size).toBeLessThan(players.length / 3);
    expect(withSettings.has(2)).toBe(false);
  });

  test('private websites', () => {
    const privateSites = tables.websiteFeatureSettings
      .filter((s) => s.featureId === 88 && !visibleToVisitor(88, s.isPublic, s.isPhoneVerified))
      .map((s) => s.accountId);
    expect(privateSites).toEqual([...VISIBILITY_CASES.privateSite]);
    // Website with isPublic null and isPhoneVerified false stays public.
    expect(settings(9).find((s) => s.featureId === 88)).toMatchObject({
      isPublic: null,
      isPhoneVerified: false,
    });
  });

  test('players hidden from search', () => {
    const hidden = [
      ...new Set(
        tables.playerWebsiteManagement.filter((m) => m.allowPublicSite === false).map((m) => m.accountId),
      ),
    ];
    expect(hidden).toEqual([...VISIBILITY_CASES.hiddenFromSearch]);
    expect(tables.playerWebsiteManagement.some((m) => m.allowPublicSite === null)).toBe(true);
    expect(new Set(tables.playerWebsiteManagement.map((m) => m.id)).size).toBe(
      tables.playerWebsiteManagement.length,
    );
  });

  test('hidden features and phone-verified-only features', () => {
    for (const id of VISIBILITY_CASES.hiddenFeatures) {
      expect(
        settings(id).some(
          (s) => s.featureId !== 88 && !visibleToVisitor(s.featureId, s.isPublic, s.isPhoneVerified),
        ),
      ).toBe(true);
    }
    for (const id of VISIBILITY_CASES.phoneVerifiedOnly) {
      expect(settings(id).some((s) => s.isPublic === null && s.isPhoneVerified === true)).toBe(true);
    }
    const everyHidden = settings(22).filter((s) => s.featureId !== 88);
    expect(everyHidden).toHaveLength(8);
    for (const s of everyHidden)
      expect(visibleToVisitor(s.featureId, s.isPublic, s.isPhoneVerified)).toBe(false);
    expect(settings(1)).toHaveLength(9);
    for (const s of settings(1)) expect(s.isPublic).toBe(true);
  });

  test('sub-circles with parents, coaches and another player', () => {
    const owners = new Set(tables.subCircleMembers.map((m) => m.accountId));
    expect([...owners].sort((a, b) => a - b)).toEqual([...VISIBILITY_CASES.withSubCircle]);
    const memberIsPlayer = tables.subCircleMembers.some((m) => playerIds.has(m.memberAccountId));
    const memberIsStaff = tables.subCircleMembers.some((m) => !playerIds.has(m.memberAccountId));
    expect(memberIsPlayer && memberIsStaff).toBe(true);
    // A private site has sub-circle members who can still see it.
    for (const id of VISIBILITY_CASES.privateSite) expect(owners.has(id)).toBe(true);
  });
});

describe('organizations', () => {
  test('at least 6 organizations with short names, contact details and crests', () => {
    expect(tables.organizations.length).toBeGreaterThanOrEqual(6);
    for (const org of tables.organizations) {
      expect(org.short).toMatch(/^[a-z0-9-]+$/);
      expect(org.phone).toBeTruthy();
      expect(org.address).toBeTruthy();
      expect(org.imgUrl).toBe(`/demo/orgs/${org.short}.svg`);
    }
    expect(tables.organizations.map((o) => o.short)).toContain('lakeside-u');
  });

  test('rosters, one with a negative id; players on 0–2 rosters', () => {
    expect(tables.rosters.some((r) => (r.id ?? 0) < 0)).toBe(true);
    expect(tables.rosters.some((r) => r.name.startsWith("Men's Team "))).toBe(true);
    const perOrg = new Map<number, number>();
    for (const r of tables.rosters) perOrg.set(r.organizationId, (perOrg.get(r.organizationId) ?? 0) + 1);
    expect([...perOrg.values()].some((n) => n >= 3)).toBe(true);
    const rosterIds = new Set(tables.rosters.map((r) => r.id));
    const counts = new Map<number, number>();
    for (const m of tables.rosterMembers) {
      expect(rosterIds.has(m.rosterId)).toBe(true);
      expect(playerIds.has(m.accountId)).toBe(true);
      counts.set(m.accountId, (counts.get(m.accountId) ?? 0) + 1);
    }
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
    expect(counts.size).toBeLessThan(players.length);
    for (const r of tables.rosters)
      expect(
        tables.rosterMembers.some((m) => m.rosterId === r.id),
        r.name,
      ).toBe(true);
  });

  test('named player groups with members, unique per organization', () => {
    expect(tables.playerGroups.length).toBeGreaterThan(5);
    const keys = tables.playerGroups.map((g) => `${g.organizationId}/${g.name}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const g of tables.playerGroups) {
      expect(g.name).not.toBe('All');
      expect(g.name).not.toMatch(/^-?\d+$/);
      expect(
        tables.playerGroupMembers.some((m) => m.groupId === g.id),
        g.name,
      ).toBe(true);
    }
  });

  test('hosts', () => {
    expect(tables.hosts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ hostname: 'players.localhost', kind: 'player' }),
        expect.objectContaining({ hostname: 'teams.localhost', kind: 'team' }),
        expect.objectContaining({ hostname: 'clubteams.localhost', kind: 'team', requiresOrgPrefix: true }),
        expect.objectContaining({ hostname: 'lakeside.localhost', kind: 'organization', organizationId: 1 }),
        expect.objectContaining({ hostname: 'jordanreyesgolf.localhost', kind: 'custom', accountId: 1 }),
      ]),
    );
  });
});
