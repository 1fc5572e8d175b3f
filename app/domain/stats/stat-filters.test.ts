import { expect, test } from 'vitest';
import {
  applyStatFilter,
  defaultStatFilter,
  describeStatFilter,
  formatYardage,
  monthsWithData,
  type StatFilterSelectionsInput,
  type StatRound,
  seasonMonths,
  seasonOf,
  seasonRange,
  selectFilterRounds,
  selectMonths,
  selectYears,
  statFilterLabel,
  statFilterRoundFilter,
  statFilterSelectionsSchema,
  toggleSeason,
  yearOptions,
  yearRanges,
} from './stat-filters';

const TODAY = '2026-11-22';
let nextId = 1;
function round(input: Partial<StatRound> & { playedOn: string }): StatRound {
  return {
    id: nextId++,
    startedAt: `${input.playedOn}T09:00:00`,
    roundTypeId: 1,
    score: 72,
    par: 72,
    yards: 6500,
    ...input,
  };
}

function selections(input: StatFilterSelectionsInput) {
  return statFilterSelectionsSchema.parse(input);
}

test('spec 2 §9: seasons are Spring March–May, Summer June–August, Fall September–November, Winter December–February', () => {
  expect(seasonOf('2026-03-01').season).toBe('Spring');
  expect(seasonOf('2026-05-31').season).toBe('Spring');
  expect(seasonOf('2026-06-01').season).toBe('Summer');
  expect(seasonOf('2026-08-31').season).toBe('Summer');
  expect(seasonOf('2026-09-01').season).toBe('Fall');
  expect(seasonOf('2026-11-30').season).toBe('Fall');
  expect(seasonOf('2026-12-01')).toEqual({ season: 'Winter', year: 2027 });
  expect(seasonOf('2027-02-28')).toEqual({ season: 'Winter', year: 2027 });
  expect(seasonRange('Winter', 2028)).toEqual({ start: '2027-12-01', end: '2028-02-29' });
  expect(seasonRange('Fall', 2026)).toEqual({ start: '2026-09-01', end: '2026-11-30' });
});

test('spec 2 §4: a season selector choosing none falls back to the previous choice', () => {
  expect(toggleSeason(['Fall'], 'Fall')).toEqual(['Fall']);
  expect(toggleSeason(['Fall', 'Spring'], 'Fall')).toEqual(['Spring']);
  expect(toggleSeason(['Fall'], 'Spring')).toEqual(['Spring', 'Fall']);
});

test('spec 2 §4: All toggles all seasons', () => {
  expect(toggleSeason(['Fall'], 'All')).toEqual(['Spring', 'Summer', 'Fall', 'Winter']);
  // Toggling all off would select none, which falls back to the previous choice.
  expect(toggleSeason(['Spring', 'Summer', 'Fall', 'Winter'], 'All')).toEqual([
    'Spring',
    'Summer',
    'Fall',
    'Winter',
  ]);
});

test('spec 2 §5: at least one season must be selected; none raises No seasons selected', () => {
  expect(() => seasonMonths([])).toThrow('No seasons selected');
  expect([...seasonMonths(['Winter'])]).toEqual([12, 1, 2]);
  const filter = selections({ seasons: [], advancedFilter: { label: 'Scoring' } });
  expect(() => applyStatFilter([round({ playedOn: '2026-05-01' })], filter, TODAY)).toThrow(
    'No seasons selected',
  );
});

test('spec 2 §9: year options are each year, Last 12 Months and Prior 12 Months', () => {
  const rounds = [round({ playedOn: '2025-04-01' }), round({ playedOn: '2026-04-01' })];
  expect(yearOptions(rounds)).toEqual(['All', 'Last 12 Months', 'Prior 12 Months', 2026, 2025]);
});

test('spec 2 §4: All, Last 12 Months and Prior 12 Months are exclusive', () => {
  expect(selectYears([2025], 'Last 12 Months', [2026, 2025, 2024])).toEqual(['Last 12 Months']);
  expect(selectYears(['Last 12 Months'], 'Prior 12 Months', [2026, 2025])).toEqual(['Prior 12 Months']);
  expect(selectYears(['Prior 12 Months'], 2025, [2026, 2025, 2024])).toEqual([2025]);
  expect(selectYears([2025], 'All', [2026, 2025])).toEqual(['All']);
});

test('spec 2 §4: a year selection that is empty or equal to all options returns All', () => {
  expect(selectYears([2025], 2025, [2026, 2025])).toEqual(['All']);
  expect(selectYears([2025], 2026, [2026, 2025])).toEqual(['All']);
  expect(selectYears([2025], 2026, [2026, 2025, 2024])).toEqual([2026, 2025]);
});

test('Last 12 Months ends today; Prior 12 Months is the 12 months before it, without overlap', () => {
  expect(yearRanges(['Last 12 Months'], TODAY)).toEqual([{ start: '2025-11-22', end: '2026-11-22' }]);
  expect(yearRanges(['Prior 12 Months'], TODAY)).toEqual([{ start: '2024-11-22', end: '2025-11-21' }]);
  expect(yearRanges(['All'], TODAY)).toBeNull();
  expect(yearRanges([2024, 2026], TODAY)).toEqual([
    { start: '2024-01-01', end: '2024-12-31' },
    { start: '2026-01-01', end: '2026-12-31' },
  ]);
});

test('spec 2 §5: only months with data are enabled', () => {
  const rounds = [round({ playedOn: '2026-03-04' }), round({ playedOn: '2025-07-01' })];
  expect(monthsWithData(rounds)).toEqual(['March', 'July']);
  expect(selectMonths(['March', 'April', 'July'], ['March', 'July'])).toEqual(['March', 'July']);
});

test('spec 2 §5: if none of the chosen months are valid the first available is chosen', () => {
  expect(selectMonths(['April'], ['March', 'July'])).toEqual(['March']);
  expect(selectMonths([], ['July'])).toEqual(['July']);
  expect(selectMonths(['April'], [])).toEqual([]);
});

test('spec 2 §4: the round selector keeps the chosen rounds, all when all are chosen', () => {
  expect(selectFilterRounds([3, 1], [1, 2, 3])).toEqual([1, 3]);
  expect(selectFilterRounds([1, 2, 3], [1, 2, 3])).toEqual([1, 2, 3]);
});

test('spec 2 §4: the round selector falls back to the first round when empty', () => {
  expect(selectFilterRounds([], [5, 6])).toEqual([5]);
  expect(selectFilterRounds([99], [5, 6])).toEqual([5]);
});

test('spec 2 §5: scoring threshold defaults to 72, yardage min and max to Any', () => {
  const filter = defaultStatFilter('Scoring').advancedFilter;
  expect(filter).toMatchObject({ scoringThreshold: 72, scoringYardageMin: null, scoringYardageMax: null });
  expect(formatYardage(null, null)).toBe('Any');
});

test('spec 2 §2: course length reads as a range, under max, or over min', () => {
  expect(formatYardage(6000, 6800)).toBe('6000–6800 yds');
  expect(formatYardage(null, 6800)).toBe('Under 6800 yds');
  expect(formatYardage(6000, null)).toBe('Over 6000 yds');
});

test('spec 2 §5: default trend type Best Consecutive Rounds, count Three', () => {
  expect(defaultStatFilter('Trend').advancedFilter).toMatchObject({
    trendType: 'Best Consecutive Rounds',
    trendCount: 'Three',
  });
});

test('a Round filter selects the chosen rounds', () => {
  const a = round({ playedOn: '2026-05-01' });
  const b = round({ playedOn: '2026-05-02' });
  const filter = selections({ advancedFilter: { label: 'Round', rounds: [a.id] } });
  expect(applyStatFilter([a, b], filter, TODAY).map((r) => r.id)).toEqual([a.id]);
});

test('a Scoring filter keeps rounds at or under the threshold within the course length', () => {
  const under = round({ playedOn: '2026-05-01', score: 71, yards: 6400 });
  const at = round({ playedOn: '2026-05-02', score: 72, yards: 6900 });
  const over = round({ playedOn: '2026-05-03', score: 73, yards: 6400 });
  const short = round({ playedOn: '2026-05-04', score: 70, yards: 5800 });
  const all = [under, at, over, short];
  const any = selections({ advancedFilter: { label: 'Scoring' } });
  expect(applyStatFilter(all, any, TODAY).map((r) => r.id)).toEqual([short.id, at.id, under.id]);
  const ranged = selections({
    advancedFilter: { label: 'Scoring', scoringYardageMin: 6000, scoringYardageMax: 6800 },
  });
  expect(applyStatFilter(all, ranged, TODAY).map((r) => r.id)).toEqual([under.id]);
});

test('a Scoring filter applies years, round types and seasons', () => {
  const fallPractice = round({ playedOn: '2026-10-01', roundTypeId: 1 });
  const fallEvent = round({ playedOn: '2026-10-02', roundTypeId: 3 });
  const springEvent = round({ playedOn: '2026-04-02', roundTypeId: 3 });
  const oldFallEvent = round({ playedOn: '2024-10-02', roundTypeId: 3 });
  const filter = selections({
    years: [2026],
    roundTypes: [3],
    seasons: ['Fall'],
    advancedFilter: { label: 'Scoring' },
  });
  expect(
    applyStatFilter([fallPractice, fallEvent, springEvent, oldFallEvent], filter, TODAY).map((r) => r.id),
  ).toEqual([fallEvent.id]);
});

test('a Trend filter of Best Consecutive Rounds, Three keeps the best run of three rounds in a row', () => {
  const scores = [75, 70, 71, 72, 79, 69];
  const rounds = scores.map((score, i) => round({ playedOn: `2026-05-0${i + 1}`, score }));
  const filter = selections({ advancedFilter: { label: 'Trend' } });
  expect(applyStatFilter(rounds, filter, TODAY).map((r) => r.score)).toEqual([72, 71, 70]);
  const best = selections({
    advancedFilter: { label: 'Trend', trendType: 'Best Rounds', trendCount: 'Two' },
  });
  expect(applyStatFilter(rounds, best, TODAY).map((r) => r.score)).toEqual([69, 70]);
  const last = selections({
    advancedFilter: { label: 'Trend', trendType: 'Last Rounds', trendCount: 'Two' },
  });
  expect(applyStatFilter(rounds, last, TODAY).map((r) => r.score)).toEqual([69, 79]);
});

test('a Month filter keeps the chosen months of the chosen years and types', () => {
  const march = round({ playedOn: '2026-03-04' });
  const july = round({ playedOn: '2026-07-04' });
  const filter = selections({ advancedFilter: { label: 'Month', months: ['July', 'August'] } });
  expect(applyStatFilter([march, july], filter, TODAY).map((r) => r.id)).toEqual([july.id]);
  const none = selections({ advancedFilter: { label: 'Month', months: ['August'] } });
  expect(applyStatFilter([march, july], none, TODAY).map((r) => r.id)).toEqual([march.id]);
});

test('spec 2 §7: a stat filter resolves to a round filter naming its rounds', () => {
  const a = round({ playedOn: '2026-05-01', score: 80 });
  const filter = selections({ advancedFilter: { label: 'Scoring', customLabel: 'Under 72' } });
  expect(statFilterRoundFilter([a], filter, 1, TODAY)).toMatchObject({
    filterName: 'Under 72',
    holeCount: 1,
    golfRoundIds: [],
  });
});

test('spec 2 §2: a Round descriptor lists the first 10 rounds, then how many are selected in total', () => {
  const labels = Array.from({ length: 12 }, (_, i) => `Round ${i + 1}`);
  const filter = selections({ advancedFilter: { label: 'Round', rounds: [1] } });
  const descriptor = describeStatFilter(filter, labels);
  expect(descriptor.rounds).toHaveLength(10);
  expect(descriptor.note).toBe('12 rounds selected in total');
  expect(describeStatFilter(filter, labels.slice(0, 3)).note).toBeNull();
});

test('spec 2 §2: Scoring, Trend and Month descriptors list their details', () => {
  const scoring = selections({
    roundTypes: [3, 10],
    years: ['Last 12 Months'],
    seasons: ['Spring'],
    advancedFilter: { label: 'Scoring', scoringThreshold: 75, scoringYardageMax: 6800 },
  });
  expect(describeStatFilter(scoring).lines).toEqual([
    { label: 'Years', value: 'Last 12 Months' },
    { label: 'Round Types', value: 'Tournament, Qualifier' },
    { label: 'Seasons', value: 'Spring' },
    { label: 'Max Score', value: '75' },
    { label: 'Course Length', value: 'Under 6800 yds' },
  ]);
  expect(describeStatFilter(defaultStatFilter('Trend')).lines.map((l) => l.label)).toEqual([
    'Years',
    'Round Types',
    'Seasons',
    'Trend',
  ]);
  expect(
    describeStatFilter(selections({ advancedFilter: { label: 'Month', months: ['May'] } })).lines,
  ).toEqual([
    { label: 'Years', value: 'All' },
    { label: 'Round Types', value: 'All' },
    { label: 'Months', value: 'May' },
  ]);
});

test('stat filter selections from a URL reject unknown kinds and values', () => {
  expect(statFilterSelectionsSchema.safeParse({ advancedFilter: { label: 'Weather' } }).success).toBe(false);
  expect(
    statFilterSelectionsSchema.safeParse({ seasons: ['Monsoon'], advancedFilter: { label: 'Trend' } })
      .success,
  ).toBe(false);
  expect(
    statFilterSelectionsSchema.safeParse({ advancedFilter: { label: 'Trend', trendCount: 'Many' } }).success,
  ).toBe(false);
});

test('spec 2 Configure selections: a filter is labelled by its custom label, else by its choices', () => {
  const label = (advancedFilter: Record<string, unknown>) =>
    statFilterLabel(statFilterSelectionsSchema.parse({ advancedFilter }));
  expect(label({ label: 'Trend', trendType: 'Last Rounds', trendCount: 'Ten' })).toBe('Last 10 Rounds');
  expect(label({ label: 'Trend', trendType: 'Best Rounds', trendCount: 'Five' })).toBe('Best 5 Rounds');
  expect(label({ label: 'Trend' })).toBe('Best 3 Consecutive Rounds');
  expect(label({ label: 'Scoring' })).toBe('Rounds of 72 or Better');
  expect(label({ label: 'Scoring', scoringThreshold: 75, scoringYardageMax: 6800 })).toBe(
    'Rounds of 75 or Better, Under 6800 yds',
  );
  expect(label({ label: 'Month', months: ['July', 'June'] })).toBe('June, July');
  expect(label({ label: 'Month', months: ['May', 'June', 'July', 'August'] })).toBe('4 Months');
  expect(label({ label: 'Month' })).toBe('By Month');
  expect(label({ label: 'Round', rounds: [4] })).toBe('Chosen Round');
  expect(label({ label: 'Round', rounds: [4, 5] })).toBe('Chosen Rounds');
  expect(label({ label: 'Scoring', customLabel: 'Under 75' })).toBe('Under 75');
  // A blank custom label is no label.
  expect(label({ label: 'Trend', trendType: 'Last Rounds', trendCount: 'Two', customLabel: '  ' })).toBe(
    'Last 2 Rounds',
  );
});
