import { parseWithZod } from '@conform-to/zod/v4';
import { expect, test } from 'vitest';
import {
  completedRoundsCount,
  DEFAULT_PREFERENCES,
  dashboardPreferencesSchema,
  groupNamesOf,
  hasEnoughData,
  preferencesFromStored,
  preferencesOf,
  standardOptions,
} from './dashboard-preferences';
import {
  assessmentColumns,
  assessmentHeading,
  dashboardGroupHref,
  formatStandardValue,
  formatStrokesGained,
  groupLoadOrder,
  performanceCategoryLabel,
  selectedGroup,
  setAllHiddenTo,
  toggleAllHidden,
  toggleHidden,
} from './dashboard-view';
import { strengthCategory } from './performance';

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const CHOICES = {
  intent: 'preferences',
  mode: 'Assessment',
  performanceGroup: 'Best 3 Rounds',
  assessmentGroup: 'By Tournament',
  standardId: 'hcp-10',
  holeCount: '9',
  category: 'Drive',
};

test('the choices form accepts known groups, standards, hole counts and categories', () => {
  const submission = parseWithZod(form(CHOICES), { schema: dashboardPreferencesSchema });
  expect(submission.status).toBe('success');
  if (submission.status !== 'success') return;
  expect(preferencesOf(submission.value)).toEqual({
    mode: 'Assessment',
    performanceGroup: 'Best 3 Rounds',
    assessmentGroup: 'By Tournament',
    standardId: 'hcp-10',
    holeCount: 9,
    category: 'Drive',
  });
});

test('an unknown group, a group of the other mode or an unknown standard is refused in a sentence', () => {
  const errorsOf = (change: Record<string, string>) => {
    const submission = parseWithZod(form({ ...CHOICES, ...change }), { schema: dashboardPreferencesSchema });
    return submission.status === 'error' ? submission.error : null;
  };
  expect(errorsOf({ assessmentGroup: 'Best 3 Rounds' })?.assessmentGroup?.[0]).toBe(
    'There is no Assessment overview group called "Best 3 Rounds". Choose one of Recent, Recent Tournaments, By Round Type, By Tournament, By Season (Tournament).',
  );
  expect(errorsOf({ performanceGroup: 'Recent' })?.performanceGroup?.[0]).toMatch(
    /^There is no Player Performance overview group called "Recent"/,
  );
  expect(errorsOf({ standardId: 'tour' })?.standardId?.[0]).toMatch(
    /^There is no standard "tour"\. Choose one of PGA TOUR, NCAA Division I Men/,
  );
  expect(errorsOf({ holeCount: '27' })?.holeCount?.[0]).toBe('Choose 9 Hole or 18 Hole.');
  expect(errorsOf({ category: 'Chipping' })?.category?.[0]).toMatch(/^Choose one of Scorecard, Score/);
  expect(errorsOf({ mode: 'Both' })?.mode?.[0]).toBe('Choose Player Performance or Assessment.');
});

test('saved choices read back; one no longer valid falls back to its default alone', () => {
  expect(preferencesFromStored(undefined)).toEqual(DEFAULT_PREFERENCES);
  expect(
    preferencesFromStored({
      mode: 'Assessment',
      performanceGroup: 'Renamed Group',
      assessmentGroup: 'Recent Tournaments',
      standardId: 'retired-standard',
      holeCount: 9,
      assessmentCategory: 'Save',
    }),
  ).toEqual({
    mode: 'Assessment',
    performanceGroup: 'Recent Performance',
    assessmentGroup: 'Recent Tournaments',
    standardId: 'pga-tour',
    holeCount: 9,
    category: 'Save',
  });
});

test('spec 2 §4 defaults: Player Performance opens Recent Performance, Assessment opens Recent', () => {
  expect(selectedGroup(DEFAULT_PREFERENCES)).toBe('Recent Performance');
  expect(selectedGroup({ ...DEFAULT_PREFERENCES, mode: 'Assessment' })).toBe('Recent');
  expect(DEFAULT_PREFERENCES.category).toBe('Scorecard');
});

test('the selected group loads first, then the rest of its mode in order', () => {
  expect(groupLoadOrder(groupNamesOf('Player Performance'), 'Last 1 Week')).toEqual([
    'Last 1 Week',
    'Recent Performance',
    'Best 3 Rounds',
    'Current Season',
    'Last Season',
  ]);
  expect(groupLoadOrder(groupNamesOf('Assessment'), 'Nope')).toEqual([
    'Recent',
    'Recent Tournaments',
    'By Round Type',
    'By Tournament',
    'By Season (Tournament)',
  ]);
});

test('spec 3 §1: not enough data only when both completed counts are zero; rounds in progress do not count', () => {
  const count = completedRoundsCount([
    { holeCount: 18, inProgress: true },
    { holeCount: 9, inProgress: false },
  ]);
  expect(count).toEqual({ eighteenHole: 0, nineHole: 1 });
  expect(hasEnoughData(count)).toBe(true);
  expect(hasEnoughData(completedRoundsCount([{ holeCount: 18, inProgress: true }]))).toBe(false);
  expect(hasEnoughData(completedRoundsCount([]))).toBe(false);
});

test('spec 3 §4: a chip or eye toggles one selection; the all toggle hides all unless one is hidden', () => {
  const overviews = [
    { filterName: 'Last Round', isHidden: false },
    { filterName: 'Last 3', isHidden: false },
  ];
  const one = toggleHidden(overviews, 'Last 3');
  expect(one.map((o) => o.isHidden)).toEqual([false, true]);
  expect(toggleHidden(one, 'Last 3')).toEqual(overviews);
  // One hidden: the all toggle shows all; none hidden: it hides all.
  expect(toggleAllHidden(one).map((o) => o.isHidden)).toEqual([false, false]);
  expect(toggleAllHidden(overviews).map((o) => o.isHidden)).toEqual([true, true]);
  expect(setAllHiddenTo(overviews, true).every((o) => o.isHidden)).toBe(true);
  expect(overviews.every((o) => !o.isHidden)).toBe(true);
});

test('spec 3 §2.1: Scorecard shows every category; a category shows its stats to make and to avoid', () => {
  expect(assessmentColumns('Scorecard').map((g) => g.label)).toEqual([
    'Score',
    'Drive',
    'Approach',
    'Save',
    'Putt',
  ]);
  expect(assessmentColumns('Drive')).toEqual([
    { label: 'Drive: made', stats: ['Fairway Hit'] },
    { label: 'Drive: avoided', stats: ['Fairway Miss', 'Fairway Miss Left', 'Fairway Miss Right'] },
  ]);
  // Layout stats (Sand Shots) have no standard and no column.
  expect(assessmentColumns('Save').flatMap((g) => g.stats)).not.toContain('Sand Shots');
  // Scorecard and Score read strengths and weaknesses of the category Top.
  expect(
    ['Scorecard', 'Score', 'Putt'].map((c) => strengthCategory(c as 'Scorecard' | 'Score' | 'Putt')),
  ).toEqual(['Top', 'Top', 'Putt']);
  expect(assessmentHeading('Recent')).toBe('Recent Assessment');
});

test('numbers as shown: standards as whole percents, strokes gained signed with two decimals', () => {
  expect(formatStandardValue(0.2017)).toBe('20%');
  expect(formatStandardValue(null)).toBe('–');
  expect(formatStrokesGained(0.424)).toBe('+0.42');
  expect(formatStrokesGained(-1.1)).toBe('−1.10');
  expect(formatStrokesGained(0.001)).toBe('0.00');
  expect(formatStrokesGained(null)).toBe('–');
  expect(performanceCategoryLabel('Score')).toBe('Scoring');
  expect(performanceCategoryLabel('Putt')).toBe('Putt');
});

test('every standard in the picker names its sources', () => {
  const options = standardOptions();
  expect(options.map((o) => o.id)).toEqual([
    'pga-tour',
    'ncaa-d1-men',
    'ncaa-d1-women',
    'scratch',
    'hcp-5',
    'hcp-10',
    'hcp-15',
    'hcp-20',
  ]);
  for (const option of options) expect(option.sources.length, option.id).toBeGreaterThan(0);
});

test('the group resource route address: the group slug, holes and standard', () => {
  expect(dashboardGroupHref('me', 'By Season (Tournament)', { holeCount: 9, standardId: 'hcp-5' })).toBe(
    '/resources/dashboard-group/me/by-season-tournament?holes=9&standard=hcp-5',
  );
});
