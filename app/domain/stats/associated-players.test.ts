import { expect, test } from 'vitest';
import {
  type AssociatedPlayer,
  DEFAULT_ASSOCIATED_PLAYER_SORT,
  formatScoreToParAverage,
  NO_MATCHING_PLAYERS,
  nextSort,
  searchAssociatedPlayers,
  sortAssociatedPlayers,
  toggleChoice,
} from './associated-players';

function player(accountId: number, playerName: string, recent: number | null): AssociatedPlayer {
  return {
    accountId,
    username: `p-${accountId}`,
    playerName,
    recentRoundsSvPAverage: recent,
    bestRoundsSvPAverage: recent === null ? null : recent - 2,
  };
}

const players = [player(1, 'Mia Chen', 3.4), player(2, 'ana ruiz', null), player(3, 'Ben Ode', -1.25)];

test('spec 2 §2: the average to par is shown to one decimal, signed, E for even', () => {
  expect(formatScoreToParAverage(3.44)).toBe('+3.4');
  expect(formatScoreToParAverage(-1.25)).toBe('−1.3');
  expect(formatScoreToParAverage(0.04)).toBe('E');
  expect(formatScoreToParAverage(-0.04)).toBe('E');
  expect(formatScoreToParAverage(2)).toBe('+2.0');
  expect(formatScoreToParAverage(null)).toBe('–');
});

test('spec 2 §2: sortable by player name, case-insensitively', () => {
  const names = (sorted: Array<AssociatedPlayer>) => sorted.map((p) => p.playerName);
  expect(names(sortAssociatedPlayers(players, DEFAULT_ASSOCIATED_PLAYER_SORT))).toEqual([
    'ana ruiz',
    'Ben Ode',
    'Mia Chen',
  ]);
  expect(names(sortAssociatedPlayers(players, { key: 'playerName', direction: 'descending' }))).toEqual([
    'Mia Chen',
    'Ben Ode',
    'ana ruiz',
  ]);
});

test('spec 2 §2: sortable by average; players without rounds come last both ways', () => {
  const ids = (sorted: Array<AssociatedPlayer>) => sorted.map((p) => p.accountId);
  expect(ids(sortAssociatedPlayers(players, { key: 'average', direction: 'ascending' }))).toEqual([3, 1, 2]);
  expect(ids(sortAssociatedPlayers(players, { key: 'average', direction: 'descending' }))).toEqual([1, 3, 2]);
});

test('a click on the sorted header flips it; another header starts ascending', () => {
  expect(nextSort(DEFAULT_ASSOCIATED_PLAYER_SORT, 'playerName')).toEqual({
    key: 'playerName',
    direction: 'descending',
  });
  expect(nextSort({ key: 'playerName', direction: 'descending' }, 'average')).toEqual({
    key: 'average',
    direction: 'ascending',
  });
});

test('spec 2 §5: the search is fuzzy on the name; an empty search lists everyone', () => {
  expect(searchAssociatedPlayers(players, '  ')).toHaveLength(3);
  expect(searchAssociatedPlayers(players, 'mia').map((p) => p.accountId)).toEqual([1]);
  // One letter wrong still matches at baseline 0.4.
  expect(searchAssociatedPlayers(players, 'Bem Ode').map((p) => p.accountId)).toEqual([3]);
  expect(searchAssociatedPlayers(players, 'zzzzzz')).toEqual([]);
  expect(NO_MATCHING_PLAYERS).toBe('No Matching Players');
});

test('spec 2 §2: one player at a time; unticking the chosen one leaves none', () => {
  expect(toggleChoice(null, 4)).toBe(4);
  expect(toggleChoice(4, 5)).toBe(5);
  expect(toggleChoice(5, 5)).toBeNull();
});
