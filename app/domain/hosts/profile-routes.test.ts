import { expect, test } from 'vitest';
import { FEATURE_IDS } from '../access/features';
import {
  defaultChild,
  navGroups,
  PROFILE_CHILDREN,
  pageTitle,
  parseScheduleTab,
  profileChildBySegment,
} from './profile-routes';

const ALL = new Set<number>(Object.values(FEATURE_IDS));

function without(...ids: Array<number>): Set<number> {
  return new Set([...ALL].filter((id) => !ids.includes(id)));
}

// spec 1 §2 player profile routes: child path, title and which are loaded on demand.
test.each([
  { segment: 'summary', title: 'Summary', featureId: 89, loadedOnDemand: false },
  { segment: 'schedule', title: 'Schedule', featureId: 80, loadedOnDemand: false },
  { segment: 'my-rounds', title: 'My Rounds', featureId: 86, loadedOnDemand: false },
  { segment: 'resume', title: 'Player Resume', featureId: 78, loadedOnDemand: false },
  { segment: 'stats', title: 'Compare Stats', featureId: 63, loadedOnDemand: false },
  { segment: 'data-analysis', title: 'Round Assessment', featureId: 59, loadedOnDemand: true },
  { segment: 'gallery', title: 'Swing Videos', featureId: 67, loadedOnDemand: true },
  { segment: 'report-viewer', title: 'Reports', featureId: 77, loadedOnDemand: true },
])('child $segment is titled "$title", guarded by feature $featureId', ({ segment, ...expected }) => {
  expect(profileChildBySegment(segment)).toMatchObject(expected);
});

test.each(['', 'settings', 'Summary', 'schedule/0'])(
  '"%s" is not a profile child (redirects to root)',
  (segment) => {
    expect(profileChildBySegment(segment)).toBeNull();
  },
);

test('the profile has exactly eight children', () => {
  expect(PROFILE_CHILDREN).toHaveLength(8);
});

// spec 1 §2: "Default child: resume when a custom URL is active; otherwise the first enabled feature in
// the order summary, resume, schedule, my-rounds, gallery, data-analysis, stats, report-viewer; if none
// is enabled, root."
test.each<{ rule: string; hasCustomUrl: boolean; visible: Set<number>; expected: string | null }>([
  { rule: 'a custom URL lands on resume', hasCustomUrl: true, visible: ALL, expected: 'resume' },
  {
    rule: 'a custom URL with a hidden resume falls back to the order',
    hasCustomUrl: true,
    visible: without(78),
    expected: 'summary',
  },
  { rule: 'summary comes first', hasCustomUrl: false, visible: ALL, expected: 'summary' },
  { rule: 'resume follows summary', hasCustomUrl: false, visible: without(89), expected: 'resume' },
  {
    rule: 'schedule follows resume and opens tab 0',
    hasCustomUrl: false,
    visible: without(89, 78),
    expected: 'schedule/0',
  },
  {
    rule: 'my-rounds follows schedule',
    hasCustomUrl: false,
    visible: without(89, 78, 80),
    expected: 'my-rounds',
  },
  {
    rule: 'gallery follows my-rounds',
    hasCustomUrl: false,
    visible: without(89, 78, 80, 86),
    expected: 'gallery',
  },
  {
    rule: 'data-analysis follows gallery',
    hasCustomUrl: false,
    visible: without(89, 78, 80, 86, 67),
    expected: 'data-analysis',
  },
  {
    rule: 'stats follows data-analysis',
    hasCustomUrl: false,
    visible: without(89, 78, 80, 86, 67, 59),
    expected: 'stats',
  },
  {
    rule: 'report-viewer comes last',
    hasCustomUrl: false,
    visible: new Set([77, 88]),
    expected: 'report-viewer',
  },
  { rule: 'no enabled feature means root', hasCustomUrl: false, visible: new Set([88]), expected: null },
  {
    rule: 'no enabled feature means root even with a custom URL',
    hasCustomUrl: true,
    visible: new Set(),
    expected: null,
  },
])('$rule', ({ hasCustomUrl, visible, expected }) => {
  expect(defaultChild({ hasCustomUrl, visible })).toBe(expected);
});

// spec 1 §2 profile shell: the three groups, their items and their links.
test('navGroups lists My Apps, Available Apps and Coming Soon with their items in order', () => {
  expect(
    navGroups(ALL).map((g) => ({ label: g.label, items: g.items.map((i) => `${i.title} (${i.href})`) })),
  ).toEqual([
    {
      label: 'My Apps',
      items: [
        'Summary (summary)',
        'Schedule (schedule/0)',
        'My Rounds (my-rounds)',
        'Player Resume (resume)',
      ],
    },
    { label: 'Available Apps', items: ['Compare Stats (stats)', 'Round Assessment (data-analysis)'] },
    { label: 'Coming Soon', items: ['Swing Videos (gallery)', 'Reports (report-viewer)'] },
  ]);
});

test('My Apps is expanded by default and the other groups are collapsed', () => {
  expect(navGroups(ALL).map((g) => [g.label, g.expandedByDefault])).toEqual([
    ['My Apps', true],
    ['Available Apps', false],
    ['Coming Soon', false],
  ]);
});

test('navGroups shows only visible items', () => {
  const [myApps] = navGroups(without(80, 86));
  expect(myApps?.items.map((i) => i.segment)).toEqual(['summary', 'resume']);
});

test('empty groups are hidden', () => {
  expect(navGroups(new Set([89, 77])).map((g) => g.label)).toEqual(['My Apps', 'Coming Soon']);
  expect(navGroups(new Set([88]))).toEqual([]);
});

// spec 1 §2: "The page title is '{custom url or product name} - {page title}'."
test.each([
  ['jordanreyes.golf', 'Player Resume', 'jordanreyes.golf - Player Resume'],
  ['GolfPro', 'Compare Stats', 'GolfPro - Compare Stats'],
])('pageTitle(%s, %s) is "%s"', (prefix, title, expected) => {
  expect(pageTitle(prefix, title)).toBe(expected);
});

// spec 1 §2: "schedule/{tab}: tab is an integer".
test.each<[string | undefined, number | null]>([
  ['0', 0],
  ['2', 2],
  ['12', 12],
  ['-1', -1],
  ['-0', 0],
  ['1.5', null],
  ['1e2', null],
  [' 1', null],
  ['+1', null],
  ['abc', null],
  ['', null],
  ['99999999999999999999', null],
  [undefined, null],
])('parseScheduleTab(%j) is %j', (param, expected) => {
  expect(parseScheduleTab(param)).toBe(expected);
});
