import { expect, test } from 'vitest';
import { aboutView, type EntryInput, eventView, type RoundRowInput, roundView } from './profile-views';

const today = new Date(2026, 10, 22, 12);

test('spec 3 §2.4 / §5: the about view follows the school rules and formats the GPA', () => {
  expect(
    aboutView(
      {
        about: '  Lefty.  ',
        college: 'Lakeside University',
        collegeEndDate: '2028-05-14',
        collegeGpa: 3.6,
        highSchool: 'Jefferson',
        highSchoolEndDate: '2024-05-25',
        highSchoolGpa: 3.35,
        ncaaNumber: '123',
      },
      today,
    ),
  ).toEqual({
    school: 'Lakeside University',
    ncaaNumber: '123',
    graduationYear: 2028,
    gpa: '3.60',
    about: 'Lefty.',
  });
  expect(
    aboutView(
      {
        about: '',
        college: 'Old U',
        collegeEndDate: '2020-05-01',
        highSchool: 'Jefferson',
        highSchoolEndDate: '2027-05-25',
        highSchoolGpa: null,
        ncaaNumber: null,
      },
      today,
    ),
  ).toEqual({
    school: 'Jefferson High School',
    ncaaNumber: null,
    graduationYear: 2027,
    gpa: null,
    about: null,
  });
});

test('spec 3 §5: no school and no NCAA number → no school line and no graduation year', () => {
  expect(
    aboutView(
      {
        about: null,
        college: null,
        collegeEndDate: null,
        highSchool: null,
        highSchoolEndDate: '2027-05-01',
        ncaaNumber: null,
      },
      today,
    ),
  ).toMatchObject({ school: null, graduationYear: null });
  expect(aboutView(null, today).about).toBeNull();
});

function entry(overrides: Partial<EntryInput> = {}): EntryInput {
  return {
    entryId: 5,
    tournamentId: 9,
    name: 'Heartland Junior Classic',
    url: 'www.heartlandjuniorclassic.com',
    eventTypeId: 3,
    localeTypeId: 3,
    isTeamEvent: false,
    courseName: 'Scioto Bend Golf Club',
    city: 'Columbus',
    state: 'OH',
    startDate: '2026-08-04',
    endDate: '2026-08-06',
    numberOfRounds: 3,
    statusId: null,
    isFeatured: true,
    note: '2nd — closed with a 66',
    finishPosition: 'T2',
    ...overrides,
  };
}

test('an event view: link, dates, location, labels, finish and the result of its rounds only', () => {
  const round = (id: number, roundNumber: number, score: number, tournamentId = 9) => ({
    id,
    tournamentId,
    roundNumber,
    score,
    par: 72,
    inProgress: false,
    holesPlayed: 18,
    holeCount: 18,
  });
  const view = eventView(entry(), [round(1, 1, 70), round(2, 2, 66), round(3, 1, 90, 10)]);
  expect(view).toMatchObject({
    name: 'Heartland Junior Classic',
    url: 'https://www.heartlandjuniorclassic.com/',
    dates: 'Aug 4–6, 2026',
    location: 'Columbus, OH',
    eventType: 'Tournament',
    localeType: 'National',
    status: null,
    finish: 'T2',
    note: '2nd — closed with a 66',
    result: {
      totalScore: 136,
      toPar: '−8',
      averageScore: '68.0',
      rounds: [
        { label: 'R1', score: 70, toPar: '−2' },
        { label: 'R2', score: 66, toPar: '−6' },
      ],
      bestRound: { label: 'R2', score: 66, toPar: '−6' },
    },
  });
});

test('an upcoming entry shows its status (spec 3 §4) and has no result', () => {
  const view = eventView(entry({ statusId: 6, finishPosition: null, note: ' ' }), []);
  expect(view).toMatchObject({
    status: 'Invited/Conflict-WD',
    statusGroup: 'considering',
    result: null,
    note: null,
    finish: null,
  });
});

function row(overrides: Partial<RoundRowInput> = {}): RoundRowInput {
  return {
    id: 1,
    playedOn: '2026-11-02',
    startedAt: '2026-11-02T09:00:00',
    holeCount: 18,
    holesPlayed: 18,
    inProgress: false,
    playedInSimulator: false,
    score: 71,
    par: 72,
    birdies: 4,
    putts: 29,
    puttHoles: 18,
    fairways: 9,
    fairwayChances: 14,
    greens: 12,
    greenChances: 18,
    upDowns: 3,
    upDownChances: 6,
    par3Score: 12,
    par3Holes: 4,
    par4Score: 40,
    par4Holes: 10,
    par5Score: 19,
    par5Holes: 4,
    roundTypeId: 3,
    roundNumber: 2,
    tournamentName: 'Redwood Intercollegiate',
    courseName: 'Foothill Meadows',
    teeName: 'Blue',
    yards: 6809,
    ...overrides,
  };
}

test('a round view: long date, type, event, score to par, putts, FIR and GIR', () => {
  expect(roundView(row())).toMatchObject({
    date: 'November 2, 2026',
    type: 'Tournament',
    typeHint: 'T',
    event: 'Redwood Intercollegiate · Round 2',
    holes: '18 holes',
    counts: true,
    score: 71,
    toPar: '−1',
    putts: 29,
    fir: '9/14',
    gir: '12/18',
    upDown: '50%',
  });
});

test('a round in progress says how far it got and does not count', () => {
  expect(
    roundView(row({ inProgress: true, holesPlayed: 6, score: 23, par: 23, tournamentName: null })),
  ).toMatchObject({
    holes: '6 of 18 holes',
    counts: false,
    toPar: 'E',
    event: null,
  });
});

test('a round without holes stored shows no putts, FIR or GIR', () => {
  expect(
    roundView(
      row({
        puttHoles: 0,
        putts: 0,
        fairwayChances: 0,
        fairways: 0,
        greenChances: 0,
        greens: 0,
        upDownChances: 0,
      }),
    ),
  ).toMatchObject({ putts: null, fir: null, gir: null, upDown: null });
});

test('a 9-hole round does not count in a month average', () => {
  expect(roundView(row({ holeCount: 9, holesPlayed: 9, score: 36, par: 36 })).counts).toBe(false);
});
