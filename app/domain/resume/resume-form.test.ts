import { parseWithZod } from '@conform-to/zod/v4';
import { expect, test } from 'vitest';
import { CHARTS, PERSONAL_FIELDS, type ResumeAvailability, SCHOOL_FIELDS } from './resume';
import { resumeFormSchema, resumeSettingsFrom } from './resume-form';

function all<K extends string>(keys: ReadonlyArray<K>): Record<K, boolean> {
  return Object.fromEntries(keys.map((k) => [k, true])) as Record<K, boolean>;
}

const availability: ResumeAvailability = {
  personal: all(PERSONAL_FIELDS),
  school: all(SCHOOL_FIELDS),
  lists: {
    upcomingEvents: [{ id: 11, name: 'Junior Open', hasNotes: false }],
    pastTournaments: [
      { id: 21, name: 'Spring Classic', hasNotes: true },
      { id: 22, name: 'Fall Invitational', hasNotes: true },
    ],
    pastRounds: [],
    newsfeedItems: [{ id: 31, name: 'Signed with State', hasNotes: false }],
  },
  charts: all(CHARTS),
};

/** The posted form as the designer's action reads it: parsed by the schema, then made settings. */
function parseResumeForm(
  entries: Array<[string, string]>,
  accountId: number,
  availability: ResumeAvailability,
) {
  const submission = parseWithZod(new URLSearchParams(entries), { schema: resumeFormSchema(availability) });
  if (submission.status !== 'success') {
    return { ok: false as const, fieldErrors: submission.error ?? {} };
  }
  const form = submission.value;
  if (form.intent === 'restore-defaults') throw new Error('no selections to read');
  return {
    ok: true as const,
    intent: form.intent,
    settings: resumeSettingsFrom(form, accountId, availability),
  };
}

const base: Array<[string, string]> = [
  ['intent', 'save'],
  ['coverPage', 'on'],
  ['personal.picture', 'on'],
  ['school.collegeName', 'on'],
  ['pastTournaments.isSelected', 'on'],
  ['pastTournaments.option', '22'],
  ['pastTournaments.notes', '22'],
  ['charts.isSelected', 'on'],
  ['charts.lastRoundsChart', 'on'],
  ['charts.timeframe', 'last-12-months'],
];

test('a valid form becomes settings with option names from the account, not the form', () => {
  const result = parseResumeForm(base, 7, availability);
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  const s = result.settings;
  expect(result.intent).toBe('save');
  expect(s.accountId).toBe(7);
  expect(s.personalInformation.picture).toBe(true);
  expect(s.personalInformation.aboutMe).toBe(false);
  expect(s.schoolInformation.collegeName).toBe(true);
  expect(s.pastTournaments).toEqual({
    isSelected: true,
    options: [
      { id: 21, name: 'Spring Classic', isSelected: false, includeNotes: false },
      { id: 22, name: 'Fall Invitational', isSelected: true, includeNotes: true },
    ],
  });
  expect(s.upcomingEvents.isSelected).toBe(false);
  expect(s.performanceChartsPage.lastRoundsChart).toBe(true);
  expect(s.performanceChartsPage.bestRoundsChart).toBe(false);
  expect(s.performanceChartsPage.barChartsDateRange).toEqual({
    timeframe: 'last-12-months',
    start: null,
    end: null,
  });
});

test('saving keeps the personal and school groups selected', () => {
  const result = parseResumeForm(base, 7, availability);
  expect(result.ok && result.settings.personalInformation.isSelected).toBe(true);
  expect(result.ok && result.settings.schoolInformation.isSelected).toBe(true);
});

test('a master ticked with no option ticked is saved unticked', () => {
  const result = parseResumeForm(
    [...base.filter(([k]) => !k.startsWith('pastTournaments.option')), ['newsfeedItems.isSelected', 'on']],
    7,
    availability,
  );
  expect(result.ok && result.settings.pastTournaments.isSelected).toBe(false);
  expect(result.ok && result.settings.newsfeedItems.isSelected).toBe(false);
});

test('an unknown timeframe, a bad id and an item of another account are field errors', () => {
  const bad = parseResumeForm(
    [
      ...base.filter(([k]) => k !== 'charts.timeframe'),
      ['charts.timeframe', 'last-week'],
      ['newsfeedItems.option', 'x'],
    ],
    7,
    availability,
  );
  expect(bad.ok).toBe(false);
  if (bad.ok) return;
  expect(Object.keys(bad.fieldErrors).sort()).toEqual(['charts.timeframe', 'newsfeedItems.option[0]']);
  const foreign = parseResumeForm([...base, ['newsfeedItems.option', '999']], 7, availability);
  expect(foreign.ok).toBe(false);
  if (!foreign.ok) expect(foreign.fieldErrors['newsfeedItems.option']?.[0]).toBe('Unknown item 999');
});

test('a custom range needs both days in order', () => {
  const custom = base.filter(([k]) => k !== 'charts.timeframe');
  const missing = parseResumeForm(
    [...custom, ['charts.timeframe', 'custom'], ['charts.start', '2026-01-01']],
    7,
    availability,
  );
  expect(missing.ok || missing.fieldErrors['charts.end']).toEqual(['Enter an end date']);
  const reversed = parseResumeForm(
    [...custom, ['charts.timeframe', 'custom'], ['charts.start', '2026-05-01'], ['charts.end', '2026-01-01']],
    7,
    availability,
  );
  expect(reversed.ok || reversed.fieldErrors['charts.end']).toEqual([
    'The end date is before the start date',
  ]);
  const good = parseResumeForm(
    [...custom, ['charts.timeframe', 'custom'], ['charts.start', '2026-01-01'], ['charts.end', '2026-05-01']],
    7,
    availability,
  );
  expect(good.ok && good.settings.performanceChartsPage.barChartsDateRange).toEqual({
    timeframe: 'custom',
    start: '2026-01-01',
    end: '2026-05-01',
  });
});

test('a checkbox posted twice or a missing intent is rejected', () => {
  const twice = parseResumeForm([...base, ['coverPage', 'on']], 7, availability);
  expect(twice.ok).toBe(false);
  const noIntent = parseResumeForm(base.slice(1), 7, availability);
  expect(noIntent.ok || noIntent.fieldErrors.intent).toEqual(['Unknown action']);
});

test('Restore Defaults needs no selections', () => {
  const submission = parseWithZod(new URLSearchParams([['intent', 'restore-defaults']]), {
    schema: resumeFormSchema(availability),
  });
  expect(submission.status).toBe('success');
});

test.each(['toString', 'hasOwnProperty'])(
  'a field named %s is an unknown name like any other, not a property of Object',
  (name) => {
    const result = parseResumeForm([...base, [name, 'on'], [name, 'x']], 7, availability);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.settings.coverPage.isSelected).toBe(true);
  },
);

test('a typed Last N range of the selector is a timeframe; a Rounds period is not', () => {
  const withTimeframe = (timeframe: string) =>
    parseResumeForm(
      [...base.filter(([k]) => k !== 'charts.timeframe'), ['charts.timeframe', timeframe]],
      7,
      availability,
    );
  const weeks = withTimeframe('last-10-weeks');
  expect(weeks.ok && weeks.settings.performanceChartsPage.barChartsDateRange).toEqual({
    timeframe: 'last-10-weeks',
    start: null,
    end: null,
  });
  const rounds = withTimeframe('last-10-rounds');
  expect(rounds.ok).toBe(false);
  if (!rounds.ok) expect(rounds.fieldErrors['charts.timeframe']).toEqual(['Choose a timeframe']);
});
