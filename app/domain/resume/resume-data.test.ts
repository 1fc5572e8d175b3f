import { expect, test } from 'vitest';
import { type ResumeRound, type ResumeSources, resumeState } from './resume-data';

const today = new Date('2026-11-23T12:00:00Z');

function round(id: number, playedOn: string, score: number, tournamentId: number | null = null): ResumeRound {
  return {
    id,
    playedOn,
    startedAt: `${playedOn}T09:00:00`,
    score,
    par: 72,
    birdies: 2,
    holeCount: 18,
    holesPlayed: 18,
    inProgress: false,
    playedInSimulator: false,
    roundNumber: 1,
    tournamentId,
    tournamentName: tournamentId ? `Open ${tournamentId}` : null,
    courseName: 'Links',
    yards: 6800,
  };
}

function sources(): ResumeSources {
  const rounds = Array.from({ length: 12 }, (_, i) =>
    round(i + 1, `2026-0${(i % 9) + 1}-1${i % 9}`, 70 + (i % 5), i < 2 ? 9 : null),
  );
  return {
    account: { accountId: 7, firstName: 'Jordan', lastName: 'Avery', imgUrl: null },
    info: {
      about: 'Steady ball striker.',
      ncaaNumber: 'N1',
      college: null,
      collegeStartDate: null,
      collegeEndDate: null,
      collegeGpa: null,
      highSchool: 'Harbor View',
      highSchoolEndDate: '2027-06-01',
      highSchoolGpa: 3.8,
      heightInches: 70,
      weightLbs: null,
      ghin: 'G1',
      handicapIndex: -1.2,
      hometown: null,
      websiteUrl: 'jordan.example.com',
      customLogoUrl: null,
    },
    entries: [
      {
        entryId: 31,
        tournamentId: 9,
        name: 'Spring Open',
        courseName: 'Links',
        city: 'Austin',
        state: 'TX',
        startDate: '2026-01-10',
        endDate: '2026-02-11',
        note: 'Won in a playoff',
        isFeatured: true,
        finishPosition: '1',
      },
      {
        entryId: 32,
        tournamentId: 10,
        name: 'Winter Classic',
        courseName: null,
        city: null,
        state: null,
        startDate: '2026-12-20',
        endDate: null,
        note: null,
        isFeatured: false,
        finishPosition: null,
      },
    ],
    rounds,
    news: [
      {
        id: 41,
        header: 'Named captain',
        body: 'Named captain of the team.',
        publishedAt: '2026-08-01T10:00:00Z',
      },
    ],
  };
}

test('the default resume: cover with the default sections, charts page with best ten and consecutive', () => {
  const { model, settings } = resumeState(sources(), null, { today, profileUrl: null });
  expect(model.fileName).toBe('Jordan-Avery-2027-Resume.pdf');
  expect(model.cover?.about).toBe('Steady ball striker.');
  // Decision 102: without a computed index, the player's own figure, labelled as their claim.
  expect(model.cover?.facts.map((f) => f.label)).toEqual(['GHIN', 'Handicap (own claim)', 'NCAA ID']);
  expect(model.cover?.facts[1]?.value).toBe('+1.2');
  expect(model.cover?.school).toEqual([]);
  expect(model.cover?.upcomingEvents.map((e) => e.name)).toEqual(['Winter Classic']);
  expect(model.cover?.tournaments).toEqual([]);
  expect(model.cover?.news.map((n) => n.header)).toEqual(['Named captain']);
  expect(model.charts?.rangeLabel).toBe('Last 24 Months');
  expect(model.charts?.sets.map((s) => s.key)).toEqual(['best-ten', 'best-ten-consecutive']);
  // The weight field is empty: disabled and unticked even though height has data.
  expect(settings.personalInformation.weight).toBe(false);
});

test('selected tournaments show their result, and their notes only with includeNotes', () => {
  const base = resumeState(sources(), null, { today, profileUrl: null }).settings;
  const withTournament = {
    ...base,
    pastTournaments: {
      isSelected: true,
      options: [{ id: 31, name: 'Spring Open', isSelected: true, includeNotes: false }],
    },
  };
  const plain = resumeState(sources(), withTournament, { today, profileUrl: null }).model;
  expect(plain.cover?.tournaments[0]).toMatchObject({ name: 'Spring Open', finish: '1st', notes: null });
  expect(plain.cover?.tournaments[0]?.result).toBe('70-71 = 141 (−3)');
  const noted = resumeState(
    sources(),
    {
      ...withTournament,
      pastTournaments: {
        isSelected: true,
        options: [{ id: 31, name: 'Spring Open', isSelected: true, includeNotes: true }],
      },
    },
    { today, profileUrl: null },
  ).model;
  expect(noted.cover?.tournaments[0]?.notes).toBe('Won in a playoff');
});

test('the charts table merges a tournament drawn by several charts into one row', () => {
  const base = resumeState(sources(), null, { today, profileUrl: null }).settings;
  const all = {
    ...base,
    performanceChartsPage: {
      ...base.performanceChartsPage,
      lastRoundsChart: true,
      priorRoundsChart: true,
      showTournamentNotes: true,
    },
  };
  const { model } = resumeState(sources(), all, { today, profileUrl: null });
  expect(model.charts?.tournaments).toHaveLength(1);
  expect(model.charts?.tournaments[0]).toMatchObject({
    title: 'Open 9',
    rounds: 2,
    total: '141 (−3)',
    best: '70 (−2)',
    notes: 'Won in a playoff',
  });
});

test('no cover page and no charts page leave an empty resume', () => {
  const base = resumeState(sources(), null, { today, profileUrl: null }).settings;
  const none = {
    ...base,
    coverPage: { isSelected: false },
    performanceChartsPage: { ...base.performanceChartsPage, isSelected: false },
  };
  const { model } = resumeState(sources(), none, { today, profileUrl: null });
  expect(model.cover).toBeNull();
  expect(model.charts).toBeNull();
});

test('spec 2 §3–4: the picture follows its tick; the custom logo only when ticked and set', () => {
  const withPictures = sources();
  withPictures.account.imgUrl = '/demo/players/jordan.svg';
  if (withPictures.info) withPictures.info.customLogoUrl = '/demo/orgs/harbor.svg';
  const base = resumeState(withPictures, null, { today, profileUrl: null });
  // Default ticks: picture on, custom logo off.
  expect(base.model.cover?.picture).toEqual({ initials: 'JA', url: '/demo/players/jordan.svg' });
  expect(base.model.cover?.logo).toBeNull();
  const ticked = {
    ...base.settings,
    personalInformation: { ...base.settings.personalInformation, picture: false, customLogo: true },
  };
  const { model } = resumeState(withPictures, ticked, { today, profileUrl: null });
  expect(model.cover?.picture).toBeNull();
  expect(model.cover?.logo).toEqual({ url: '/demo/orgs/harbor.svg' });
  // Without a logo the tick is disabled and unticked (spec 2 §4), and nothing is drawn.
  const { model: noLogo, settings } = resumeState(sources(), ticked, { today, profileUrl: null });
  expect(settings.personalInformation.customLogo).toBe(false);
  expect(noLogo.cover?.logo).toBeNull();
});

test('decision 102: the Handicap Index computed from the rounds replaces the claim on the cover', () => {
  const given = sources();
  if (given.info) given.info.computedIndex = 4.3;
  const { model } = resumeState(given, null, { today, profileUrl: null });
  expect(model.cover?.facts.find((f) => f.label.startsWith('Handicap'))).toEqual({
    label: 'Handicap Index',
    value: '4.3',
  });
});
