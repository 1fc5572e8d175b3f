import { expect, test } from 'vitest';
import {
  assignColours,
  buildOverviewGroup,
  DEFAULT_GROUP,
  groupStatus,
  groupsToLoad,
  holeStatProbability,
  isGroupEnabled,
  isVisibleOverview,
  type LoadingState,
  loadingStateOf,
  missingFromResponse,
  OVERVIEW_GROUPS,
  OVERVIEW_PALETTE,
  type OverviewContext,
  type OverviewGroup,
  type OverviewGroupDefinition,
  type OverviewRound,
  overviewGroupBySlug,
  overviewGroupResult,
  overviewGroupSlug,
  overviewGroupsOf,
  overviewHoleCount,
  overviewRequests,
  performanceErrorText,
  setAllHidden,
  strengthWeaknessErrorText,
  toggleAll,
  toggleOverview,
} from './overview-groups';
import { applyRoundFilter } from './round-filter';

const NOW = '2026-11-22T12:00:00';
let nextId = 1;
function round(playedOn: string, input: Partial<OverviewRound> = {}): OverviewRound {
  return {
    id: nextId++,
    playedOn,
    startedAt: `${playedOn}T09:00:00`,
    holeCount: 18,
    roundTypeId: 1,
    roundNumber: 1,
    isFinalRound: false,
    playedInSimulator: false,
    inProgress: false,
    tournamentId: null,
    tournamentName: null,
    courseName: 'Oak Hills',
    score: 72,
    par: 72,
    ...input,
  };
}

const rounds = [
  round('2026-11-20', { score: 74 }),
  round('2026-11-16', { score: 70 }),
  round('2026-11-14', { score: 71, startedAt: '2026-11-15T13:00:00' }),
  round('2026-10-24', { score: 69, tournamentId: 3, tournamentName: 'Fall Classic', roundTypeId: 3 }),
  round('2026-10-23', { score: 75, tournamentId: 3, tournamentName: 'Fall Classic', roundTypeId: 3 }),
  round('2026-09-02', { score: 73, holeCount: 9, par: 36 }),
  round('2026-08-15', { score: 77, tournamentId: 2, tournamentName: 'Summer Open', roundTypeId: 10 }),
  round('2026-06-01', { score: 76 }),
  round('2026-05-10', { score: 72, tournamentId: 1, tournamentName: 'Spring Cup', roundTypeId: 3 }),
  round('2025-10-10', { score: 78, tournamentId: 4, tournamentName: 'Old Open', roundTypeId: 3 }),
  round('2026-11-21', { score: 60, inProgress: true }),
];

const context: OverviewContext = { rounds, now: NOW, holeCount: 18 };

function group(name: string, input: OverviewContext = context): OverviewGroup {
  const definition = OVERVIEW_GROUPS.find((g) => g.name === name);
  if (!definition) throw new Error(`no group ${name}`);
  const built = buildOverviewGroup(definition, input);
  if (!built) throw new Error(`group ${name} failed`);
  return built;
}

function selected(overview: { filter: Parameters<typeof applyRoundFilter>[1] } | undefined): Array<string> {
  return overview ? applyRoundFilter(rounds, overview.filter).map((r) => r.playedOn) : [];
}

test('spec 2 §9: the Player Performance and Assessment groups', () => {
  expect(overviewGroupsOf('Player Performance').map((g) => g.name)).toEqual([
    'Recent Performance',
    'Best 3 Rounds',
    'Last 1 Week',
    'Current Season',
    'Last Season',
  ]);
  expect(overviewGroupsOf('Assessment').map((g) => g.name)).toEqual([
    'Recent',
    'Recent Tournaments',
    'By Round Type',
    'By Tournament',
    'By Season (Tournament)',
  ]);
});

test('spec 2 §4: the default group is Recent Performance, or Recent in Assessment mode', () => {
  expect(DEFAULT_GROUP).toEqual({ 'Player Performance': 'Recent Performance', Assessment: 'Recent' });
});

test('spec 2 §9: Recent Performance is Last Round, Last 3, Previous 3, Best 3 and the previous round', () => {
  const recent = group('Recent Performance');
  expect(recent.overviews.map((o) => o.filterName)).toEqual([
    'Last Round',
    'Last 3',
    'Previous 3',
    'Best 3',
    'Previous Round',
  ]);
  const [last, last3, previous3, best3, previous] = recent.overviews;
  expect(selected(last)).toEqual(['2026-11-20']);
  expect(selected(last3)).toEqual(['2026-11-20', '2026-11-16', '2026-11-14']);
  expect(selected(previous3)).toEqual(['2026-10-24', '2026-10-23', '2026-08-15']);
  expect(selected(best3)).toEqual(['2026-11-16', '2026-11-14', '2026-10-24']);
  expect(selected(previous)).toEqual(['2026-11-16']);
  // Every filter carries the chosen hole count: the 9-hole round and the round in progress never count.
  expect(recent.overviews.every((o) => o.filter.holeCount === 1)).toBe(true);
});

test('spec 2 §9: Best 3 Rounds is one overview per round, best first', () => {
  const best = group('Best 3 Rounds');
  expect(best.overviews.map((o) => [o.filterName, selected(o)])).toEqual([
    ['Best Round', ['2026-10-24']],
    ['2nd Best Round', ['2026-11-16']],
    ['3rd Best Round', ['2026-11-14']],
  ]);
  expect(best.overviews[0]?.details).toBe('October 24, 2026, Fall Classic');
});

test('spec 2 §9: Last 1 Week is the rounds of the last 10080 minutes', () => {
  const week = group('Last 1 Week');
  // 2026-11-15 13:00 is within 10080 minutes of 2026-11-22 12:00; 2026-11-14 09:00 would not be.
  expect(week.overviews.map((o) => selected(o)[0])).toEqual(['2026-11-20', '2026-11-16', '2026-11-14']);
  const later = group('Last 1 Week', { ...context, now: '2026-11-22T13:00:01' });
  expect(later.overviews.map((o) => selected(o)[0])).toEqual(['2026-11-20', '2026-11-16']);
});

test('spec 2 §9: Current Season and Last Season: the season, then each of its months', () => {
  const current = group('Current Season');
  expect(current.overviews.map((o) => [o.filterName, selected(o).length])).toEqual([
    ['Fall 2026', 5],
    ['November 2026', 3],
    ['October 2026', 2],
  ]);
  const last = group('Last Season');
  expect(last.overviews.map((o) => [o.filterName, selected(o).length])).toEqual([
    ['Summer 2026', 2],
    ['August 2026', 1],
    ['June 2026', 1],
  ]);
});

test('spec 2 §9: Recent Tournaments: the 3 latest tournaments, best 5 rounds, best 5 tournament rounds', () => {
  const recent = group('Recent Tournaments');
  expect(recent.overviews.map((o) => o.filterName)).toEqual([
    'Fall Classic',
    'Summer Open',
    'Spring Cup',
    'Best 5 Rounds',
    'Best 5 Tournament Rounds',
  ]);
  expect(selected(recent.overviews[3])).toHaveLength(5);
  expect(selected(recent.overviews[4])).toEqual(['2026-10-24', '2026-10-23', '2026-05-10', '2025-10-10']);
});

test('spec 2 §9: By Round Type: one overview per round type played', () => {
  expect(group('By Round Type').overviews.map((o) => o.filterName)).toEqual([
    'Practice',
    'Tournament',
    'Qualifier',
  ]);
});

test('spec 2 §9: By Tournament shows its first 3; By Season (Tournament) its first 2', () => {
  const byTournament = group('By Tournament');
  expect(byTournament.overviews.map((o) => [o.filterName, o.isHidden])).toEqual([
    ['Fall Classic', false],
    ['Summer Open', false],
    ['Spring Cup', false],
    ['Old Open', true],
  ]);
  const bySeason = group('By Season (Tournament)');
  expect(bySeason.overviews.map((o) => [o.filterName, o.isHidden])).toEqual([
    ['Fall 2026', false],
    ['Summer 2026', false],
    ['Spring 2026', true],
    ['Fall 2025', true],
  ]);
  expect(bySeason.overviews[3]?.filter.startHidden).toBe(true);
});

test('spec 2 §5: duplicate overview names get (2), (3)…', () => {
  const definition: OverviewGroupDefinition = {
    name: 'Custom',
    type: 'Assessment',
    generator: () => [
      { name: 'Same', filter: {} },
      { name: 'Same', filter: {} },
    ],
  };
  expect(buildOverviewGroup(definition, context)?.overviews.map((o) => o.filterName)).toEqual([
    'Same',
    'Same (2)',
  ]);
});

test('spec 2 §5: a group without a generator is the error No generator function provided', () => {
  expect(() => buildOverviewGroup({ name: 'Broken', type: 'Assessment' }, context)).toThrow(
    'No generator function provided',
  );
});

test('spec 2 §8: an overview build that fails yields null', () => {
  const failing: OverviewGroupDefinition = {
    name: 'Failing',
    type: 'Assessment',
    generator: () => {
      throw new Error('boom');
    },
  };
  expect(buildOverviewGroup(failing, context)).toBeNull();
});

test('spec 2 §4: hole count: Both and 9 Hole both set 9; 18 Hole sets 18', () => {
  expect(overviewHoleCount(0)).toBe(9);
  expect(overviewHoleCount(2)).toBe(9);
  expect(overviewHoleCount(1)).toBe(18);
  // The header's 9 reads the 9-hole rounds only.
  const nine = group('Recent Performance', { ...context, holeCount: overviewHoleCount(2) });
  expect(nine.overviews[0]?.filter.holeCount).toBe(0);
  expect(selected(nine.overviews[0])).toEqual(['2026-09-02']);
});

test('spec 2 §4: loading states waiting, loading (no stats yet), loaded, no-data, error', () => {
  expect(loadingStateOf(false, undefined)).toBe('waiting');
  expect(loadingStateOf(true, undefined)).toBe('loading');
  expect(loadingStateOf(true, { error: 'x' })).toBe('error');
  expect(loadingStateOf(true, { stats: [{ performance: null }, { performance: null }] })).toBe('no-data');
  expect(loadingStateOf(true, { stats: [] })).toBe('no-data');
  expect(loadingStateOf(true, { stats: [{ performance: null }, { performance: 0.5 }] })).toBe('loaded');
});

test('spec 2 §4: only overviews not hidden and neither no-data nor error are visible', () => {
  const states: Array<LoadingState> = ['waiting', 'loading', 'loaded', 'no-data', 'error'];
  expect(states.map((loadingState) => isVisibleOverview({ isHidden: false, loadingState }))).toEqual([
    true,
    true,
    true,
    false,
    false,
  ]);
  expect(isVisibleOverview({ isHidden: true, loadingState: 'loaded' })).toBe(false);
});

function withStates(states: Array<LoadingState>, name = 'G'): OverviewGroup {
  const base = group('Recent Performance');
  return {
    ...base,
    name,
    overviews: states.map((loadingState, i) => ({
      ...(base.overviews[0] as OverviewGroup['overviews'][0]),
      filterName: `o${i}`,
      loadingState,
    })),
  };
}

test('spec 2 §4: a group with fewer than 2 usable overviews has incomplete data and is disabled', () => {
  expect(groupStatus(withStates(['loaded', 'no-data', 'error']))).toBe('hasIncompleteData');
  expect(isGroupEnabled(withStates(['loaded', 'no-data', 'error']))).toBe(false);
  expect(groupStatus(withStates(['loaded', 'loaded', 'error']))).toBe('hasData');
  expect(isGroupEnabled(withStates(['loaded', 'loaded']))).toBe(true);
});

test('spec 2 §4: menu entries show loading while overviews load', () => {
  expect(groupStatus(withStates(['loaded', 'loading']))).toBe('loading');
  expect(groupStatus(withStates(['waiting', 'waiting']))).toBe('loading');
});

test('spec 2 §4: the first group loads first; the others 500 ms after it has finished', () => {
  const first = withStates(['waiting', 'waiting'], 'First');
  const second = withStates(['waiting', 'waiting'], 'Second');
  const third = withStates(['waiting'], 'Third');
  expect(groupsToLoad([first, second, third], null, 0)).toEqual({ start: ['First'], retryInMs: null });
  const loadingFirst = withStates(['loading', 'loaded'], 'First');
  expect(groupsToLoad([loadingFirst, second, third], null, 100)).toEqual({ start: [], retryInMs: null });
  const doneFirst = withStates(['loaded', 'no-data'], 'First');
  expect(groupsToLoad([doneFirst, second, third], 1000, 1200)).toEqual({ start: [], retryInMs: 300 });
  expect(groupsToLoad([doneFirst, second, third], 1000, 1500)).toEqual({
    start: ['Second', 'Third'],
    retryInMs: null,
  });
});

test('spec 2 §7: the group request carries the visible filters; hidden and missing ones load alone', () => {
  const byTournament = group('By Tournament');
  const requests = overviewRequests(byTournament);
  expect(requests.together.map((f) => f.filterName)).toEqual(['Fall Classic', 'Summer Open', 'Spring Cup']);
  expect(requests.alone.map((f) => f.filterName)).toEqual(['Old Open']);
  expect(missingFromResponse(byTournament, ['Fall Classic']).map((f) => f.filterName)).toEqual([
    'Summer Open',
    'Spring Cup',
  ]);
});

test('spec 2 §4: per overview toggle, hide all, show all', () => {
  const recent = group('Recent Performance');
  expect(toggleOverview(recent, 'Last 3').overviews.map((o) => o.isHidden)).toEqual([
    false,
    true,
    false,
    false,
    false,
  ]);
  expect(setAllHidden(recent, true).overviews.every((o) => o.isHidden)).toBe(true);
  expect(setAllHidden(setAllHidden(recent, true), false).overviews.some((o) => o.isHidden)).toBe(false);
});

test('spec 3 §4: the all toggle hides all if none is hidden, otherwise shows all', () => {
  const recent = group('Recent Performance');
  expect(toggleAll(recent).overviews.every((o) => o.isHidden)).toBe(true);
  expect(toggleAll(toggleOverview(recent, 'Last 3')).overviews.some((o) => o.isHidden)).toBe(false);
});

test('spec 3 §4: colours per label: regenerated when the count differs, else freed colours go to new labels', () => {
  const first = assignColours({}, ['A', 'B', 'C']);
  expect(first).toEqual({ A: OVERVIEW_PALETTE[0], B: OVERVIEW_PALETTE[1], C: OVERVIEW_PALETTE[2] });
  expect(assignColours(first, ['C', 'D', 'A'])).toEqual({
    C: OVERVIEW_PALETTE[2],
    D: OVERVIEW_PALETTE[1],
    A: OVERVIEW_PALETTE[0],
  });
  expect(assignColours(first, ['C', 'A'])).toEqual({ C: OVERVIEW_PALETTE[0], A: OVERVIEW_PALETTE[1] });
  expect(OVERVIEW_PALETTE).toHaveLength(7);
});

test('spec 2 §8: performance and strength/weakness error texts name the filter, or Unnamed Filter', () => {
  expect(performanceErrorText('Last 3')).toBe('Unable to load performance stats for Last 3');
  expect(performanceErrorText('')).toBe('Unable to load performance stats for Unnamed Filter');
  expect(strengthWeaknessErrorText('Best 3')).toBe('Unable to load strength/weakness stats for Best 3');
});

test('hole stat probability: holes satisfy every active filter (AND); cards give percent and count, zero hidden', () => {
  type Flag = 'isPar3' | 'madePar' | 'madeBirdie';
  const holes = [
    { roundId: 1, holeNumber: 1, isPar3: true, madePar: true, madeBirdie: false },
    { roundId: 1, holeNumber: 2, isPar3: true, madePar: false, madeBirdie: true },
    { roundId: 1, holeNumber: 3, isPar3: false, madePar: true, madeBirdie: false },
    { roundId: 2, holeNumber: 1, isPar3: true, madePar: true, madeBirdie: false },
  ];
  const flags: Array<Flag> = ['isPar3', 'madePar', 'madeBirdie'];
  const all = holeStatProbability(holes, flags, []);
  expect(all.holes).toHaveLength(4);
  expect(all.cards.map((c) => [c.key, c.holes, c.percent])).toEqual([
    ['isPar3', 3, 75],
    ['madePar', 3, 75],
    ['madeBirdie', 1, 25],
  ]);
  const par3Pars = holeStatProbability(holes, flags, ['isPar3', 'madePar']);
  expect(par3Pars.holes.map((h) => `${h.roundId}-${h.holeNumber}`)).toEqual(['1-1', '2-1']);
  expect(par3Pars.cards.map((c) => [c.key, c.holes, c.percent, c.active])).toEqual([
    ['isPar3', 2, 100, true],
    ['madePar', 2, 100, true],
  ]);
});

test('a group is named in a URL by its slug, in any spelling that slugs the same', () => {
  expect(overviewGroupSlug('By Season (Tournament)')).toBe('by-season-tournament');
  expect(overviewGroupBySlug('by-season-tournament')?.name).toBe('By Season (Tournament)');
  expect(overviewGroupBySlug('By Season (Tournament)')?.name).toBe('By Season (Tournament)');
  expect(overviewGroupBySlug('no-such-group')).toBeNull();
});

test("spec 2 §7: loaded results replace their overviews' states; status counts only loaded overviews", () => {
  const waiting = withStates(['waiting', 'waiting', 'waiting']);
  const results = new Map([
    ['o0', { loadingState: 'loaded' as const, score: 1 }],
    ['o1', { loadingState: 'no-data' as const, score: 2 }],
  ]);
  const answer = overviewGroupResult(waiting, results);
  expect(answer.overviews.map((o) => o.loadingState)).toEqual(['loaded', 'no-data', 'waiting']);
  expect(answer.overviews[0]).toMatchObject({ filterName: 'o0', score: 1 });
  // o2 was not requested: it stays waiting and does not hold the group's status at loading.
  expect(answer.status).toBe('hasIncompleteData');
  expect(answer.enabled).toBe(false);
  expect(answer.visibleOverviews).toEqual(['o0', 'o2']);
});

test('spec 2 §4: two loaded overviews give the group data', () => {
  const results = new Map([
    ['o0', { loadingState: 'loaded' as const }],
    ['o1', { loadingState: 'loaded' as const }],
  ]);
  const answer = overviewGroupResult(withStates(['waiting', 'waiting']), results);
  expect(answer.status).toBe('hasData');
  expect(answer.enabled).toBe(true);
});
