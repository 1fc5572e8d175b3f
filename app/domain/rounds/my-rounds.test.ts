import { expect, test } from 'vitest';
import { groupByMonth, pageCount, parseMyRoundsQuery } from './my-rounds';

test.each([
  { search: '', expected: { page: 1 } },
  { search: 'page=3', expected: { page: 3 } },
  { search: 'page=2&round=41', expected: { page: 2, round: 41 } },
  { search: 'page=', expected: { page: 1 } },
  { search: 'page=0', expected: null },
  { search: 'page=-1', expected: null },
  { search: 'page=abc', expected: null },
  { search: 'page=1.5', expected: null },
  { search: 'round=x', expected: null },
  { search: 'round=0', expected: null },
  { search: 'other=1', expected: { page: 1 } },
])('?$search reads $expected', ({ search, expected }) => {
  expect(parseMyRoundsQuery(new URLSearchParams(search))).toEqual(expected);
});

test.each([
  { total: 0, pages: 1 },
  { total: 20, pages: 1 },
  { total: 21, pages: 2 },
  { total: 75, pages: 4 },
])('$total rounds fill $pages pages of 20', ({ total, pages }) => {
  expect(pageCount(total)).toBe(pages);
});

test('rounds fall into month groups in order, each with its average of counted rounds', () => {
  const groups = groupByMonth([
    { playedOn: '2026-11-20', score: 70, par: 72, counts: true },
    { playedOn: '2026-11-02', score: 76, par: 72, counts: true },
    { playedOn: '2026-11-01', score: 20, par: 18, counts: false },
    { playedOn: '2026-09-30', score: 74, par: 71, counts: true },
  ]);
  expect(groups.map((g) => [g.label, g.rounds.length, g.averageScore, g.averageToPar])).toEqual([
    ['November 2026', 3, 73, 1],
    ['September 2026', 1, 74, 3],
  ]);
});

test('a month without counted rounds has no average', () => {
  const [group] = groupByMonth([{ playedOn: '2026-11-01', score: 20, par: 18, counts: false }]);
  expect(group?.averageScore).toBeNull();
});
