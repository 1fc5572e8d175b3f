import { expect, test } from 'vitest';
import { trendSetsData } from '../access/profile-views';
import { expandTrendSets } from './trend-set-data';

/** Twelve completed rounds on consecutive days of 2026 (par 72), the third of them at an event. */
function rounds() {
  return [70, 74, 69, 75, 71, 73, 68, 76, 72, 70, 77, 71].map((score, i) => ({
    id: 100 + i,
    playedOn: `2026-03-${String(1 + i).padStart(2, '0')}`,
    score,
    par: 72,
    birdies: i % 4,
    holeCount: 18,
    holesPlayed: 18,
    inProgress: false,
    playedInSimulator: false,
    courseName: 'Scioto Bend Golf Club',
    tournamentName: i === 2 ? 'Spring Invitational' : null,
    yards: 6900 + i,
  }));
}

test('the loader data holds each round of the chart sets once, however many sets hold it', () => {
  const data = trendSetsData(rounds(), null);
  const held = data.sets.flatMap((set) => set.roundIds);
  expect(held.length).toBeGreaterThan(data.rounds.length);
  expect(new Set(data.rounds.map((r) => r.id)).size).toBe(data.rounds.length);
  expect(new Set(held)).toEqual(new Set(data.rounds.map((r) => r.id)));
});

test('each set gets its bars oldest first and its details rows newest first, formatted', () => {
  const [best] = expandTrendSets(trendSetsData(rounds(), null));
  if (!best) throw new Error('no set');
  expect(best.bars.map((bar) => bar.id)).toEqual(best.rounds.map((row) => row.id).reverse());
  const event = best.bars.find((bar) => bar.id === 102);
  expect(event).toEqual({
    id: 102,
    label: '03/03/26',
    shortLabel: '3/3',
    score: 69,
    birdies: 2,
    description: '69 (−3), 2 birdies · Scioto Bend Golf Club, March 3, 2026',
  });
  expect(best.rounds.find((row) => row.id === 102)).toEqual({
    id: 102,
    date: 'March 3, 2026',
    name: 'Spring Invitational',
    course: 'Scioto Bend Golf Club',
    yards: 6902,
    score: 69,
    par: 72,
    toPar: '−3',
    birdies: 2,
  });
  expect(best.rounds.find((row) => row.id === 100)?.name).toBe('Scioto Bend Golf Club');
});
