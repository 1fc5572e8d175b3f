import { expect, test } from 'vitest';
import {
  applyAvailability,
  CHARTS,
  chartRangeOption,
  chartRangeSchema,
  chartRangeSetting,
  defaultResumeSettings,
  disabledSections,
  noteFor,
  PERSONAL_FIELDS,
  type ResumeAvailability,
  rangeLabel,
  resolveRange,
  resumeFileName,
  SCHOOL_FIELDS,
  setMaster,
  setOption,
  settingsForSave,
  syncList,
} from './resume';

function all<K extends string>(keys: ReadonlyArray<K>, value: boolean): Record<K, boolean> {
  return Object.fromEntries(keys.map((k) => [k, value])) as Record<K, boolean>;
}

function availability(overrides: Partial<ResumeAvailability> = {}): ResumeAvailability {
  const items = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Item ${i + 1}`, hasNotes: true }));
  return {
    personal: all(PERSONAL_FIELDS, true),
    school: all(SCHOOL_FIELDS, true),
    lists: {
      upcomingEvents: items(2),
      pastTournaments: items(2),
      pastRounds: items(2),
      newsfeedItems: items(2),
    },
    charts: all(CHARTS, true),
    ...overrides,
  };
}

test('default ticks follow spec 2 §4', () => {
  const s = defaultResumeSettings(7, availability());
  expect(s.coverPage.isSelected).toBe(true);
  expect(s.personalInformation).toMatchObject({
    picture: true,
    aboutMe: true,
    ncaa: true,
    ghin: true,
    websiteLink: true,
    height: false,
    weight: false,
    customLogo: false,
  });
  expect(SCHOOL_FIELDS.every((k) => s.schoolInformation[k] === false)).toBe(true);
  expect(s.upcomingEvents.isSelected).toBe(true);
  expect(s.upcomingEvents.options.every((o) => o.isSelected)).toBe(true);
  expect(s.newsfeedItems.isSelected).toBe(true);
  expect(s.pastTournaments.isSelected).toBe(false);
  expect(s.pastTournaments.options.some((o) => o.isSelected)).toBe(false);
  expect(s.pastRounds.isSelected).toBe(false);
  expect(s.performanceChartsPage).toMatchObject({
    isSelected: true,
    bestRoundsChart: true,
    bestConsecutiveRoundsChart: true,
    lastRoundsChart: false,
    priorRoundsChart: false,
    showAllFavoriteTournaments: false,
    showTournamentNotes: false,
  });
  expect(s.performanceChartsPage.barChartsDateRange.timeframe).toBe('last-24-months');
  expect(s.upcomingEvents.options.every((o) => o.includeNotes === false)).toBe(true);
});

test('sections without data are disabled and unticked', () => {
  const a = availability({
    personal: { ...all(PERSONAL_FIELDS, true), aboutMe: false, ghin: false },
    lists: { upcomingEvents: [], pastTournaments: [], pastRounds: [], newsfeedItems: [] },
    charts: { ...all(CHARTS, true), bestRoundsChart: false },
  });
  const s = defaultResumeSettings(7, a);
  const d = disabledSections(a);
  expect(d.personal.aboutMe).toBe(true);
  expect(s.personalInformation.aboutMe).toBe(false);
  expect(s.personalInformation.ghin).toBe(false);
  expect(s.personalInformation.picture).toBe(true);
  expect(d.lists.upcomingEvents).toBe(true);
  expect(s.upcomingEvents.isSelected).toBe(false);
  expect(s.newsfeedItems.isSelected).toBe(false);
  expect(d.charts.bestRoundsChart).toBe(true);
  expect(s.performanceChartsPage.bestRoundsChart).toBe(false);
  expect(s.performanceChartsPage.bestConsecutiveRoundsChart).toBe(true);
  expect(d.chartsPage).toBe(false);
});

test('all four charts missing disables the whole chart section', () => {
  const a = availability({ charts: all(CHARTS, false) });
  const s = defaultResumeSettings(7, a);
  expect(disabledSections(a).chartsPage).toBe(true);
  expect(s.performanceChartsPage.isSelected).toBe(false);
});

test('empty school fields are disabled and unticked even when stored ticked', () => {
  const stored = defaultResumeSettings(7, availability());
  stored.schoolInformation.collegeGPA = true;
  stored.schoolInformation.highSchoolName = true;
  const a = availability({ school: { ...all(SCHOOL_FIELDS, true), collegeGPA: false } });
  const s = applyAvailability(stored, a);
  expect(s.schoolInformation.collegeGPA).toBe(false);
  expect(s.schoolInformation.highSchoolName).toBe(true);
  expect(disabledSections(a).school.collegeGPA).toBe(true);
});

test('no option ticked unticks the master checkbox, and the master unticked unticks every option', () => {
  const list = {
    isSelected: true,
    options: [
      { id: 1, name: 'a', isSelected: false, includeNotes: false },
      { id: 2, name: 'b', isSelected: false, includeNotes: false },
    ],
  };
  expect(syncList(list).isSelected).toBe(false);
  const ticked = setOption(list, 2, true);
  expect(ticked.isSelected).toBe(true);
  expect(setOption(ticked, 2, false).isSelected).toBe(false);
  const master = setMaster(ticked, false);
  expect(master.options.every((o) => !o.isSelected)).toBe(true);
  expect(setMaster(master, true).options.every((o) => o.isSelected)).toBe(true);
  expect(syncList({ ...ticked, isSelected: false }).options.every((o) => !o.isSelected)).toBe(true);
});

test('stored options follow the items that exist; new ones take the default tick', () => {
  const stored = defaultResumeSettings(7, availability());
  stored.newsfeedItems.options[0] = { id: 1, name: 'Item 1', isSelected: false, includeNotes: false };
  const a = availability();
  a.lists.newsfeedItems = [
    { id: 1, name: 'Item 1', hasNotes: false },
    { id: 3, name: 'New', hasNotes: false },
  ];
  const s = applyAvailability(stored, a);
  expect(s.newsfeedItems.options.map((o) => [o.id, o.isSelected])).toEqual([
    [1, false],
    [3, true],
  ]);
});

test('saving keeps isSelected true for the personal and school groups', () => {
  const s = defaultResumeSettings(7, availability());
  s.personalInformation.isSelected = false;
  s.schoolInformation.isSelected = false;
  const saved = settingsForSave(s);
  expect(saved.personalInformation.isSelected).toBe(true);
  expect(saved.schoolInformation.isSelected).toBe(true);
});

test('notes are included only when includeNotes is on', () => {
  expect(noteFor({ id: 1, name: 'x', isSelected: true, includeNotes: false }, 'Won by 3')).toBeNull();
  expect(noteFor({ id: 1, name: 'x', isSelected: true, includeNotes: true }, ' Won by 3 ')).toBe('Won by 3');
  expect(noteFor(undefined, 'Won by 3')).toBeNull();
});

test('timeframes resolve to day ranges and labels; the default label is Last 24 Months', () => {
  expect(resolveRange({ timeframe: 'last-12-months', start: null, end: null }, '2026-11-23')).toEqual({
    start: '2025-11-23',
    end: '2026-11-23',
  });
  expect(resolveRange({ timeframe: 'last-24-months', start: null, end: null }, '2026-11-23')?.start).toBe(
    '2024-11-23',
  );
  expect(resolveRange({ timeframe: 'all-time', start: null, end: null }, '2026-11-23')).toBeNull();
  expect(resolveRange({ timeframe: 'custom', start: '2026-01-01', end: '2026-03-01' }, '2026-11-23')).toEqual(
    {
      start: '2026-01-01',
      end: '2026-03-01',
    },
  );
  const fmt = (iso: string) => iso;
  expect(rangeLabel({ timeframe: 'last-24-months', start: null, end: null }, fmt)).toBe('Last 24 Months');
  expect(rangeLabel({ timeframe: 'all-time', start: null, end: null }, fmt)).toBe('All Time');
  expect(rangeLabel({ timeframe: 'custom', start: '2026-01-01', end: '2026-03-01' }, fmt)).toBe(
    '2026-01-01 – 2026-03-01',
  );
});

test('the PDF is named first, last, next year and Resume', () => {
  expect(resumeFileName('Jordan', 'Avery', new Date('2026-11-23T12:00:00Z'))).toBe(
    'Jordan-Avery-2027-Resume.pdf',
  );
  expect(resumeFileName('Mary Ann', "O'Neil", new Date('2026-01-01T00:00:00Z'))).toBe(
    'Mary-Ann-O-Neil-2027-Resume.pdf',
  );
  // Names outside ASCII keep their letters (a header value must be ASCII).
  expect(resumeFileName('Zoë', 'Łukasiewicz', new Date('2026-01-01T00:00:00Z'))).toBe(
    'Zoe-Lukasiewicz-2027-Resume.pdf',
  );
  expect(resumeFileName('Søren', 'Nguyễn', new Date('2026-01-01T00:00:00Z'))).toBe(
    'Soren-Nguyen-2027-Resume.pdf',
  );
  expect(resumeFileName('山田', '太郎', new Date('2026-01-01T00:00:00Z'))).toBe(
    'Player-Player-2027-Resume.pdf',
  );
});

test('the date range selector: any Last N days, weeks, months or years, stored in the same shape', () => {
  const tenWeeks = { timeframe: 'last-10-weeks', start: null, end: null };
  expect(chartRangeSchema.safeParse(tenWeeks).success).toBe(true);
  // The stored words of spec 2 §2's four options still parse: no stored JSON changes.
  for (const timeframe of ['last-12-months', 'last-24-months', 'all-time', 'custom']) {
    expect(chartRangeSchema.safeParse({ timeframe, start: null, end: null }).success, timeframe).toBe(true);
  }
  // The resume charts choose dates: no Rounds period, no All Time under the selector's own key.
  for (const timeframe of ['last-10-rounds', 'all', 'last-0-weeks', 'next-week']) {
    expect(chartRangeSchema.safeParse({ timeframe, start: null, end: null }).success, timeframe).toBe(false);
  }
  expect(resolveRange(tenWeeks, '2026-11-26')).toEqual({ start: '2026-09-17', end: '2026-11-26' });
  expect(rangeLabel(tenWeeks, (iso) => iso)).toBe('Last 10 Weeks');
  expect(chartRangeOption(tenWeeks, '2026-11-26')).toMatchObject({
    key: 'last-10-weeks',
    label: 'Last 10 Weeks',
  });
  expect(chartRangeOption({ timeframe: 'all-time', start: null, end: null }, '2026-11-26').key).toBe('all');
  expect(
    chartRangeOption({ timeframe: 'custom', start: '2026-01-01', end: '2026-03-01' }, '2026-11-26').range,
  ).toEqual({ start: '2026-01-01', end: '2026-03-01' });
  expect(chartRangeSetting({ key: 'all', range: null })).toEqual({
    timeframe: 'all-time',
    start: null,
    end: null,
  });
  expect(chartRangeSetting({ key: 'custom', range: { start: '2026-01-01', end: '2026-03-01' } })).toEqual({
    timeframe: 'custom',
    start: '2026-01-01',
    end: '2026-03-01',
  });
  expect(chartRangeSetting({ key: 'last-6-months', range: null })).toEqual({
    timeframe: 'last-6-months',
    start: null,
    end: null,
  });
});
