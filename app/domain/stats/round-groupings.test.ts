import Fuse from 'fuse.js';
import { expect, test } from 'vitest';
import type { FilterableRound } from './round-filter';
import {
  bestRounds,
  checkboxState,
  chooseGrouping,
  clickGroupCheckbox,
  customGroups,
  DEFAULT_GROUPING,
  type GroupRound,
  groupBar,
  groupScorecard,
  roundListItems,
  roundOption,
  SCORECARD_GROUPINGS,
  searchRounds,
  showsParRow,
  sortForView,
  sortRounds,
  VIEW_BY,
} from './round-groupings';
import { NOT_RECORDED } from './stat-catalogue';

const TODAY = '2026-11-22';
let nextId = 1;
function round(playedOn: string, input: Partial<GroupRound> = {}): GroupRound & FilterableRound {
  return {
    id: nextId++,
    playedOn,
    startedAt: `${playedOn}T09:00:00`,
    label: `Round on ${playedOn}`,
    holeCount: 18,
    holesPlayed: 18,
    roundTypeId: 1,
    roundNumber: 1,
    isFinalRound: false,
    playedInSimulator: false,
    inProgress: false,
    score: 72,
    par: 72,
    yards: 6500,
    courseId: 1,
    courseName: 'Oak Hills',
    tournamentId: null,
    tournamentName: null,
    ...input,
  };
}

const labels = (groups: Array<{ label: string }>) => groups.map((g) => g.label);

test('spec 3 §9: the scorecard group-by choices; the default is Course (spec 3 §4)', () => {
  expect(SCORECARD_GROUPINGS).toEqual([
    'Round',
    'Tournament',
    'Course',
    'Clusters of 6',
    'Month-Year',
    'Year-Month',
    'Season-Year',
    'Year-Season',
    'Best 5 Year-Season',
    'Best 5 Year-Month',
    'Best 5 Month-Year',
    'Best 5 Season-Year',
  ]);
  expect(DEFAULT_GROUPING).toBe('Course');
});

test('group by Round: one group per round, newest first', () => {
  const grouped = groupScorecard([round('2026-05-01'), round('2026-06-01')], 'Round');
  expect(grouped.mode).toBe('groups');
  expect(grouped.mode === 'groups' && labels(grouped.groups)).toEqual([
    'Round on 2026-06-01',
    'Round on 2026-05-01',
  ]);
});

test('group by Tournament: one group per event; rounds outside events are left ungrouped', () => {
  const rounds = [
    round('2026-05-01', { tournamentId: 1, tournamentName: 'Spring Open' }),
    round('2026-05-02', { tournamentId: 1, tournamentName: 'Spring Open' }),
    round('2026-06-01', { tournamentId: 2, tournamentName: 'June Classic' }),
    round('2026-06-05'),
  ];
  const grouped = groupScorecard(rounds, 'Tournament');
  if (grouped.mode !== 'groups') throw new Error('expected groups');
  expect(labels(grouped.groups)).toEqual(['June Classic', 'Spring Open']);
  expect(grouped.groups[1]?.rounds).toHaveLength(2);
  expect(grouped.ungrouped.map((r) => r.playedOn)).toEqual(['2026-06-05']);
});

test('group by Course: one group per course with the average score, par and yards of its rounds', () => {
  const rounds = [
    round('2026-05-01', { score: 70, par: 72, yards: 6400 }),
    round('2026-05-02', { score: 75, par: 72, yards: 6600 }),
    round('2026-05-03', { courseId: 2, courseName: 'Pine Valley', score: null }),
  ];
  const grouped = groupScorecard(rounds, 'Course');
  if (grouped.mode !== 'groups') throw new Error('expected groups');
  expect(labels(grouped.groups)).toEqual(['Pine Valley', 'Oak Hills']);
  expect(grouped.groups[1]).toMatchObject({
    averageScore: 72.5,
    averagePar: 72,
    averageToPar: 0.5,
    averageYards: 6500,
  });
  expect(grouped.groups[0]?.averageScore).toBeNull();
});

test('a group average never reads an unfinished round (issue 29)', () => {
  const rounds = [
    round('2026-05-01', { score: 36, par: 36, holeCount: 9, holesPlayed: 9, yards: 3200 }),
    round('2026-05-02', { score: 33, par: 33, holeCount: 9, holesPlayed: 9, yards: 3100 }),
    // 2 of 9 holes, still in progress, one under: an average of 7 strokes would be no round's.
    round('2026-05-03', { score: 7, par: 8, holeCount: 9, holesPlayed: 2, inProgress: true, yards: 3000 }),
  ];
  const grouped = groupScorecard(rounds, 'Course');
  if (grouped.mode !== 'groups') throw new Error('expected groups');
  expect(grouped.groups[0]).toMatchObject({
    averageScore: 34.5,
    averagePar: 34.5,
    averageToPar: 0,
    averageYards: 3150,
  });
  // Only unfinished rounds: no average at all.
  const only = groupScorecard([rounds[2] as GroupRound & FilterableRound], 'Course');
  if (only.mode !== 'groups') throw new Error('expected groups');
  expect(only.groups[0]).toMatchObject({ averageScore: null, averagePar: null, averageYards: null });
  // Nor is it the best of a Best 5 group, one under par as it is.
  expect(bestRounds(rounds, 1).map((r) => r.playedOn)).toEqual(['2026-05-02']);
});

test('spec 3 §9: Clusters of 6 puts the rounds, newest first, in runs of six', () => {
  const rounds = Array.from({ length: 14 }, (_, i) => round(`2026-03-${String(i + 1).padStart(2, '0')}`));
  const grouped = groupScorecard(rounds, 'Clusters of 6');
  if (grouped.mode !== 'groups') throw new Error('expected groups');
  expect(grouped.groups.map((g) => g.rounds.length)).toEqual([6, 6, 2]);
  expect(grouped.groups[0]?.rounds[0]?.playedOn).toBe('2026-03-14');
  expect(grouped.groups[0]?.label).toBe('Mar 9–14, 2026');
});

const periodRounds = [
  round('2026-11-02'),
  round('2026-10-02'),
  round('2025-11-05'),
  round('2025-12-10'),
  round('2026-01-10'),
];

test('Year-Month: each year, then its months', () => {
  const grouped = groupScorecard(periodRounds, 'Year-Month');
  if (grouped.mode !== 'higher-order-groups') throw new Error('expected higher-order groups');
  expect(grouped.groups.map((g) => [g.label, labels(g.groups)])).toEqual([
    ['2026', ['November 2026', 'October 2026', 'January 2026']],
    ['2025', ['December 2025', 'November 2025']],
  ]);
});

test('Month-Year: each month, then its years', () => {
  const grouped = groupScorecard(periodRounds, 'Month-Year');
  if (grouped.mode !== 'higher-order-groups') throw new Error('expected higher-order groups');
  expect(grouped.groups.map((g) => [g.label, labels(g.groups)])).toEqual([
    ['November', ['November 2026', 'November 2025']],
    ['October', ['October 2026']],
    ['January', ['January 2026']],
    ['December', ['December 2025']],
  ]);
});

test('Season-Year and Year-Season: December opens the next year’s winter', () => {
  const seasonYear = groupScorecard(periodRounds, 'Season-Year');
  if (seasonYear.mode !== 'higher-order-groups') throw new Error('expected higher-order groups');
  expect(seasonYear.groups.map((g) => [g.label, labels(g.groups)])).toEqual([
    ['Fall', ['Fall 2026', 'Fall 2025']],
    ['Winter', ['Winter 2026']],
  ]);
  const yearSeason = groupScorecard(periodRounds, 'Year-Season');
  if (yearSeason.mode !== 'higher-order-groups') throw new Error('expected higher-order groups');
  expect(yearSeason.groups.map((g) => [g.label, labels(g.groups)])).toEqual([
    ['2026', ['Fall 2026', 'Winter 2026']],
    ['2025', ['Fall 2025']],
  ]);
  expect(yearSeason.groups[0]?.groups[1]?.rounds).toHaveLength(2);
});

test('spec 2 §9: Best 5 variants pick the lowest five by score to par in each group', () => {
  const scores = [80, 71, 75, 70, 72, 74, 73];
  const rounds = scores.map((score, i) => round(`2026-10-0${i + 1}`, { score }));
  for (const grouping of [
    'Best 5 Year-Season',
    'Best 5 Year-Month',
    'Best 5 Month-Year',
    'Best 5 Season-Year',
  ] as const) {
    const grouped = groupScorecard(rounds, grouping);
    if (grouped.mode !== 'higher-order-groups') throw new Error('expected higher-order groups');
    expect(grouped.groups[0]?.groups[0]?.rounds.map((r) => r.score)).toEqual([73, 74, 72, 70, 71]);
  }
  expect(
    bestRounds([round('2026-01-01', { score: 70 }), round('2026-01-02', { score: 70 })], 1).map(
      (r) => r.playedOn,
    ),
  ).toEqual(['2026-01-02']);
});

test('spec 3 §4: a month or season grouping, Best 5 variants included, sets the quick filter to Past 2 Years', () => {
  const history = [round('2026-11-01'), round('2023-01-01')];
  const start = { type: 'Last 6 Rounds' as const, roundIds: history.map((r) => r.id) };
  for (const grouping of [
    'Month-Year',
    'Year-Month',
    'Season-Year',
    'Year-Season',
    'Best 5 Season-Year',
  ] as const) {
    expect(chooseGrouping(start, grouping, history, TODAY)).toEqual({
      type: 'Past 2 Years',
      roundIds: [history[0]?.id],
    });
  }
  expect(chooseGrouping(start, 'Course', history, TODAY)).toBe(start);
  expect(chooseGrouping(start, 'Clusters of 6', history, TODAY)).toBe(start);
});

test('spec 2 §5: custom groups take keys from the provided list', () => {
  const rounds = [round('2026-05-01', { score: 70 }), round('2026-05-02', { score: 80 })];
  const groups = customGroups(rounds, ['Good', 'Bad'], (r) => ((r.score ?? 0) < 75 ? 'Good' : 'Bad'));
  expect(groups.map((g) => [g.label, g.rounds.length])).toEqual([
    ['Good', 1],
    ['Bad', 1],
  ]);
});

test('spec 2 §5: a custom group key outside the provided list is an error', () => {
  expect(() => customGroups([round('2026-05-01')], ['Good'], () => 'Ugly')).toThrow(
    'Invalid custom group key: Ugly',
  );
});

test('spec 2 §5: a missing generator is the error No generator function provided', () => {
  expect(() => customGroups([round('2026-05-01')], ['Good'], undefined)).toThrow(
    'No generator function provided',
  );
});

test('spec 3 §9: Sort By Date, Score, Yards, Label', () => {
  const a = round('2026-05-01', { score: 74, yards: 6900, label: 'Round 10' });
  const b = round('2026-05-03', { score: 70, yards: 6100, label: 'Round 2' });
  const c = round('2026-05-02', { score: null, yards: null, label: 'Round 1' });
  const ids = (rounds: Array<GroupRound>) => rounds.map((r) => r.id);
  expect(ids(sortRounds([a, b, c], 'Date'))).toEqual([b.id, c.id, a.id]);
  expect(ids(sortRounds([a, b, c], 'Score'))).toEqual([b.id, a.id, c.id]);
  expect(ids(sortRounds([a, b, c], 'Yards'))).toEqual([a.id, b.id, c.id]);
  expect(ids(sortRounds([a, b, c], 'Label'))).toEqual([c.id, b.id, a.id]);
});

test('spec 2 §5: an invalid sort property is an error', () => {
  expect(() => sortRounds([round('2026-05-01')], 'Colour')).toThrow('Invalid sort property: Colour');
});

test('spec 3 §4: View By Round #-Event sorts by Label; other views sort by Date', () => {
  expect(VIEW_BY.map((view) => [view, sortForView(view)])).toEqual([
    ['Event', 'Date'],
    ['Round #-Event', 'Label'],
    ['Round', 'Date'],
    ['Course', 'Date'],
    ['Year-Month', 'Date'],
    ['Month-Year', 'Date'],
  ]);
});

test('spec 3 §3: a group checkbox is selected, indeterminate or unselected', () => {
  expect(checkboxState([1, 2], [1, 2, 3])).toBe('selected');
  expect(checkboxState([1, 2], [2])).toBe('indeterminate');
  expect(checkboxState([1, 2], [3])).toBe('unselected');
});

test('spec 3 §4: clicking a selected group checkbox deselects all its rounds; otherwise it selects all', () => {
  expect(clickGroupCheckbox([1, 2], [1, 2])).toEqual({ roundIds: [1, 2], selected: false });
  expect(clickGroupCheckbox([1, 2], [1])).toEqual({ roundIds: [1, 2], selected: true });
  expect(clickGroupCheckbox([1, 2], [])).toEqual({ roundIds: [1, 2], selected: true });
});

test('spec 2 §5: round search is a fuzzy match on the label with threshold 0.4', () => {
  const rounds = [
    round('2026-05-01', { label: 'Spring Invitational R1' }),
    round('2026-05-02', { label: 'Oak Hills practice' }),
  ];
  expect(searchRounds(rounds, 'sprng invitatonal', Fuse).map((r) => r.label)).toEqual([
    'Spring Invitational R1',
  ]);
  expect(searchRounds(rounds, 'zzzz', Fuse)).toEqual([]);
  expect(searchRounds(rounds, '  ', Fuse)).toHaveLength(2);
});

test('spec 3 §4: a non-empty search replaces sorting with best-match ordering', () => {
  const rounds = [
    round('2026-05-03', { label: 'Oak Hills Classic' }),
    round('2026-05-01', { label: 'Oak Hill' }),
  ];
  const items = roundListItems(rounds, {
    view: 'Course',
    sort: 'Date',
    search: 'oak hill',
    matcher: Fuse,
    selected: [],
  });
  expect(items.map((i) => i.label)).toEqual(['Oak Hill', 'Oak Hills Classic']);
  // The matcher still loading: the list stays as it was until it comes.
  const waiting = roundListItems(rounds, { view: 'Round', sort: 'Date', search: 'oak hill', selected: [] });
  expect(waiting.map((i) => i.label)).toEqual(['Oak Hills Classic', 'Oak Hill']);
  expect(roundListItems(rounds, { view: 'Round', sort: 'Date', selected: [] }).map((i) => i.label)).toEqual([
    'Oak Hills Classic',
    'Oak Hill',
  ]);
});

test('the round list groups per View By, each group with its checkbox state', () => {
  const rounds = [
    round('2026-05-01', { tournamentId: 1, tournamentName: 'Spring Open', roundNumber: 1, roundTypeId: 3 }),
    round('2026-05-02', {
      tournamentId: 1,
      tournamentName: 'Spring Open',
      roundNumber: 2,
      isFinalRound: true,
      roundTypeId: 3,
    }),
    round('2026-06-01'),
  ];
  const selected = [rounds[0]?.id ?? 0];
  const events = roundListItems(rounds, { view: 'Event', sort: 'Date', selected });
  expect(events.map((i) => [i.kind, i.label])).toEqual([
    ['group', 'Spring Open'],
    ['single', 'Round on 2026-06-01'],
  ]);
  expect(events[0]?.kind === 'group' && events[0].checkboxState).toBe('indeterminate');
  const byNumber = roundListItems(rounds, { view: 'Round #-Event', sort: 'Label', selected });
  expect(byNumber.map((i) => i.label)).toEqual(['Round 1', 'Final Round']);
  const single = roundListItems(rounds, { view: 'Round', sort: 'Date', selected });
  expect(single.map((i) => i.kind === 'single' && [i.hint, i.selected])).toEqual([
    ['P', false],
    ['T', false],
    ['T', true],
  ]);
});

const progress = { holeCount: 18, holesPlayed: 18, inProgress: false, shotHoles: 18 };

test('spec 3 §2.1: a group bar shows FIR, GIR, Up/Down (0 decimals), Putts (1 decimal) and Avg Score v Par', () => {
  const sums = { fairways: 7, fairwayChances: 14, greens: 9, greenChances: 18, upDowns: 2, upDownChances: 9 };
  const bar = groupBar([
    { ...progress, score: 74, par: 72, putts: 31, puttHoles: 18, ...sums },
    { ...progress, score: 71, par: 72, putts: 30, puttHoles: 18, ...sums, greens: 12 },
    {
      ...progress,
      holesPlayed: 0,
      shotHoles: 0,
      score: null,
      par: null,
      putts: 0,
      puttHoles: 0,
      fairways: 0,
      fairwayChances: 0,
      greens: 0,
      greenChances: 0,
      upDowns: 0,
      upDownChances: 0,
    },
  ]);
  expect(bar.text).toEqual({ fir: '50%', gir: '58%', upDown: '22%', putts: '30.5', avgScoreVsPar: '+0.5' });
  expect(bar.gir).toBeCloseTo(21 / 36);
  // The shares say over what.
  expect(bar.figures.fir.count).toBe('14/28 fairways');
  expect(bar.figures.upDown.count).toBe('4/18 missed greens');
  expect(
    groupBar([{ ...progress, score: 72, par: 72, putts: 0, puttHoles: 0, ...sums }]).text.avgScoreVsPar,
  ).toBe('E');
  expect(groupBar([]).text).toEqual({ fir: '–', gir: '–', upDown: '–', putts: '–', avgScoreVsPar: '–' });
});

test('a group bar leaves unfinished rounds out of its per-round figures (issue 29)', () => {
  const sums = { fairways: 7, fairwayChances: 14, greens: 9, greenChances: 18, upDowns: 2, upDownChances: 9 };
  const full = { ...progress, score: 74, par: 72, putts: 31, puttHoles: 18, ...sums };
  // 2 holes of 18 in two putts and par: alone it would read 2.0 putts a round and E.
  const open = {
    ...progress,
    inProgress: true,
    holesPlayed: 2,
    shotHoles: 2,
    score: 8,
    par: 8,
    putts: 2,
    puttHoles: 2,
    fairways: 2,
    fairwayChances: 2,
    greens: 2,
    greenChances: 2,
    upDowns: 0,
    upDownChances: 0,
  };
  const bar = groupBar([full, open]);
  expect(bar.text.putts).toBe('31.0');
  expect(bar.text.avgScoreVsPar).toBe('+2.0');
  // The hole shares count the unfinished round's holes: a fairway is a fairway.
  expect(bar.figures.fir.count).toBe('9/16 fairways');
  const alone = groupBar([open]);
  expect(alone.text.putts).toBe('–');
  expect(alone.figures.avgScoreVsPar.reason).toMatch(/^No finished round to average/);
  expect(alone.figures.upDown).toEqual({
    text: '–',
    count: null,
    reason: 'No missed greens in these rounds.',
  });
});

test('a group bar without the input of a stat says so instead of 0 %', () => {
  const scoreOnly = {
    ...progress,
    shotHoles: 0,
    score: 72,
    par: 72,
    putts: 0,
    puttHoles: 0,
    fairways: 0,
    fairwayChances: 0,
    greens: 0,
    greenChances: 0,
    upDowns: 0,
    upDownChances: 0,
  };
  const bar = groupBar([scoreOnly]);
  expect(bar.figures.fir).toMatchObject({ text: '–', reason: NOT_RECORDED.fairways });
  expect(bar.figures.gir).toMatchObject({ text: '–', reason: NOT_RECORDED.putts });
  expect(bar.figures.putts).toMatchObject({ text: '–', reason: NOT_RECORDED.putts });
  expect(bar.text.avgScoreVsPar).toBe('E');
});

test('spec 3 §2.1: a Par row appears when grouped by Course', () => {
  expect(SCORECARD_GROUPINGS.filter(showsParRow)).toEqual(['Course']);
});

test('spec 2 §3: a round option names its event and round number, or its course; score vs par as E or ±x', () => {
  const event = round('2026-05-02', {
    tournamentId: 1,
    tournamentName: 'Spring Open',
    roundNumber: 2,
    roundTypeId: 3,
    score: 70,
    par: 72,
  });
  expect(roundOption(event)).toEqual({
    golfRoundID: event.id,
    label: 'Spring Open R2',
    courseName: 'Oak Hills',
    dateAndTime: '2026-05-02T09:00:00',
    roundNumber: 2,
    roundType: 'Tournament',
    score: 70,
    scoreVsPar: '\u22122',
  });
  expect(roundOption(round('2026-05-03', { isFinalRound: true, tournamentName: 'Cup' })).label).toBe(
    'Cup Final',
  );
  expect(roundOption(round('2026-05-04', { score: 72 })).scoreVsPar).toBe('E');
  expect(roundOption(round('2026-05-05', { score: null })).label).toBe('Oak Hills');
});
