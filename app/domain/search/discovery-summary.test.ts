import { expect, test } from 'vitest';
import { FEATURE_IDS } from '../access/features';
import {
  classYearOf,
  discoveryRow,
  placeOf,
  type SummaryFacts,
  type SummaryRound,
  summaryWindowStart,
  twelveMonthsBefore,
} from './discovery-summary';

function facts(overrides: Partial<SummaryFacts> = {}): SummaryFacts {
  return {
    accountId: 7,
    firstName: 'Amara',
    lastName: 'Nwosu',
    gender: 'F',
    hometown: 'Houston, TX',
    college: null,
    collegeEndDate: null,
    highSchool: 'Lakeside',
    highSchoolEndDate: '2027-05-31',
    handicapIndex: 2.4,
    profileTypeIds: [4],
    websiteManagement: [],
    website: null,
    settings: [],
    organizationId: 3,
    swingVideos: 1,
    ...overrides,
  };
}

function round(playedOn: string, score: number, sg = 0, sgHoles = 18): SummaryRound {
  return {
    playedOn,
    score,
    sgOffTheTee: sg,
    sgApproach: sg,
    sgAroundTheGreen: sg,
    sgPutting: sg,
    sgHoles,
  };
}

test('the place comes from a hometown "City, ST" with a US postal code', () => {
  expect(placeOf('Houston, TX')).toEqual({ country: 'US', state: 'TX', region: 'South' });
  expect(placeOf('Bend, OR')).toEqual({ country: 'US', state: 'OR', region: 'West' });
  expect(placeOf('Toronto, ON')).toEqual({ country: null, state: null, region: null });
  expect(placeOf(null)).toEqual({ country: null, state: null, region: null });
});

test('the class year is the college end year when a college is stored, else the high school one', () => {
  expect(
    classYearOf({
      college: 'Lakeside U',
      collegeEndDate: '2028-05-01',
      highSchool: 'X',
      highSchoolEndDate: '2024-05-01',
    }),
  ).toBe(2028);
  expect(
    classYearOf({
      college: ' ',
      collegeEndDate: '2028-05-01',
      highSchool: 'X',
      highSchoolEndDate: '2027-05-01',
    }),
  ).toBe(2027);
  expect(
    classYearOf({ college: null, collegeEndDate: null, highSchool: null, highSchoolEndDate: '2027-05-01' }),
  ).toBeNull();
});

test('twelve months before a day, 29 February falling on the 28th', () => {
  expect(twelveMonthsBefore('2026-11-29')).toBe('2025-11-29');
  expect(twelveMonthsBefore('2028-02-29')).toBe('2027-02-28');
  expect(summaryWindowStart('2026-11-29')).toBe('2025-11-29');
});

test('a player who is not listed has no row: private, or not a player, or kept out of search', () => {
  expect(discoveryRow(facts({ website: { isPublic: false } }), [])).toBeNull();
  expect(discoveryRow(facts({ profileTypeIds: [2] }), [])).toBeNull();
  expect(discoveryRow(facts({ websiteManagement: [{ allowPublicSite: false }] }), [])).toBeNull();
});

test('the averages of the last 10 rounds, the 12 months to the latest round and its calendar year', () => {
  const rounds = [
    ...Array.from({ length: 12 }, (_, i) =>
      round(`2026-${String(i < 9 ? 10 : 3).padStart(2, '0')}-${String(i + 1).padStart(2, '0')}`, 70 + i),
    ),
    round('2025-12-01', 80),
    round('2025-06-01', 90),
  ];
  const row = discoveryRow(facts(), rounds);
  expect(row?.latestRound).toBe('2026-10-09');
  // The newest ten: the nine October rounds (70–78) and the newest March one (81).
  expect(row?.roundsLast10).toBe(10);
  expect(row?.avgLast10).toBe((70 + 71 + 72 + 73 + 74 + 75 + 76 + 77 + 78 + 81) / 10);
  // Since 2025-10-09: the twelve 2026 rounds and 2025-12-01.
  expect(row?.rounds12m).toBe(13);
  expect(row?.avg12m).toBe(Math.round((((70 + 81) * 6 + 80) / 13) * 100) / 100);
  expect(row?.season).toBe(2026);
  expect(row?.roundsSeason).toBe(12);
  expect(row?.avgSeason).toBe(75.5);
  expect(row).toMatchObject({
    gradYear: 2027,
    state: 'TX',
    gender: 'F',
    handicap: 2.4,
    hasVideo: true,
    hasResume: true,
  });
});

test('strokes gained are per 18 holes over the holes recorded shot by shot', () => {
  const row = discoveryRow(facts(), [
    round('2026-10-01', 72, 0.5, 18),
    round('2026-09-01', 74, 0.25, 9),
    round('2026-08-01', 75, 0, 0),
  ]);
  // Off the tee: (0.5 + 0.25) over 27 holes, per 18.
  expect(row?.sgOffTheTee).toBe(0.5);
  expect(row?.sgTotal).toBe(2);
  expect(row?.sgRounds).toBe(2);
});

test('a player who hides the stats or the summary from visitors has no figures in the row', () => {
  for (const featureId of [FEATURE_IDS.stats, FEATURE_IDS.summary]) {
    const row = discoveryRow(facts({ settings: [{ featureId, isPublic: false, isPhoneVerified: null }] }), [
      round('2026-10-01', 72, 0.5),
    ]);
    expect(row).toMatchObject({
      avg12m: null,
      avgLast10: null,
      avgSeason: null,
      rounds12m: null,
      sgTotal: null,
      sgPutting: null,
      latestRound: null,
    });
    expect(row?.gradYear).toBe(2027);
  }
});

test('the handicap and the resume follow the resume feature; a video needs the gallery', () => {
  const hidden = discoveryRow(
    facts({
      settings: [
        { featureId: FEATURE_IDS.resume, isPublic: false, isPhoneVerified: null },
        { featureId: FEATURE_IDS.gallery, isPublic: null, isPhoneVerified: false },
      ],
    }),
    [],
  );
  expect(hidden).toMatchObject({ handicap: null, hasResume: false, hasVideo: false });
  expect(discoveryRow(facts({ swingVideos: 0 }), [])?.hasVideo).toBe(false);
});

test('decision 102: the computed Handicap Index wins over the claim, and a claim says so', () => {
  expect(discoveryRow(facts({ computedIndex: 5.1 }), [])).toMatchObject({
    handicap: 5.1,
    handicapClaimed: false,
  });
  expect(discoveryRow(facts(), [])).toMatchObject({ handicap: 2.4, handicapClaimed: true });
  expect(discoveryRow(facts({ handicapIndex: null }), [])).toMatchObject({
    handicap: null,
    handicapClaimed: false,
  });
});
