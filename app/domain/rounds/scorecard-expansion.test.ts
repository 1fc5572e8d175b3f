import { expect, test } from 'vitest';
import { type GroupRound, groupScorecard } from '../stats/round-groupings';
import {
  animatesRows,
  cycleExpansion,
  type ExpansionNode,
  expansionNodes,
  globalExpansion,
  scorecardMode,
  toggleGroup,
} from './scorecard-expansion';

let nextId = 1;
function round(playedOn: string): GroupRound {
  return {
    id: nextId++,
    playedOn,
    startedAt: `${playedOn}T09:00:00`,
    label: playedOn,
    roundTypeId: 1,
    roundNumber: 1,
    isFinalRound: false,
    score: 72,
    par: 72,
    yards: 6500,
    courseId: 1,
    courseName: 'Oak Hills',
    tournamentId: null,
    tournamentName: null,
    holeCount: 18,
    inProgress: false,
    holesPlayed: 18,
  };
}

const rounds = [round('2026-11-02'), round('2026-10-02'), round('2025-11-05')];

test('spec 3 §4: the scorecard is loading (no groups yet), in groups, or in higher-order groups', () => {
  expect(scorecardMode(null)).toBe('loading');
  expect(scorecardMode(groupScorecard(rounds, 'Course'))).toBe('groups');
  expect(scorecardMode(groupScorecard(rounds, 'Year-Month'))).toBe('higher-order-groups');
});

test('spec 3 §4: rows animate only when fewer than 20 rounds are shown', () => {
  expect(animatesRows(19)).toBe(true);
  expect(animatesRows(20)).toBe(false);
});

const nodes: Array<ExpansionNode> = expansionNodes(groupScorecard(rounds, 'Year-Month'));

test('higher-order groups become parents with their sub-groups', () => {
  expect(nodes).toEqual([
    { key: 'p:2026', children: ['2026/2026-11', '2026/2026-10'] },
    { key: 'p:2025', children: ['2025/2025-11'] },
  ]);
});

test('spec 3 §4: the global expansion state is expanded, collapsed or mixed', () => {
  expect(globalExpansion(nodes, {})).toBe('collapsed');
  expect(globalExpansion(nodes, { 'p:2026': true })).toBe('mixed');
  const all = cycleExpansion(nodes, {});
  expect(globalExpansion(nodes, all)).toBe('expanded');
});

test('spec 3 §4: cycling from expanded or mixed collapses all, from collapsed expands all', () => {
  const expanded = cycleExpansion(nodes, {});
  expect(Object.values(expanded).every(Boolean)).toBe(true);
  expect(globalExpansion(nodes, cycleExpansion(nodes, expanded))).toBe('collapsed');
  expect(globalExpansion(nodes, cycleExpansion(nodes, { 'p:2026': true }))).toBe('collapsed');
});

test('spec 3 §4: toggling a parent group sets all its sub-groups to the same state', () => {
  const opened = toggleGroup(nodes, {}, 'p:2026');
  expect(opened).toEqual({ 'p:2026': true, '2026/2026-11': true, '2026/2026-10': true });
  expect(toggleGroup(nodes, opened, 'p:2026')).toEqual({
    'p:2026': false,
    '2026/2026-11': false,
    '2026/2026-10': false,
  });
});

test('spec 3 §4: expanding a sub-group expands its parent if the parent was collapsed', () => {
  expect(toggleGroup(nodes, {}, '2025/2025-11')).toEqual({ '2025/2025-11': true, 'p:2025': true });
  // Collapsing a sub-group leaves its parent as it was.
  expect(toggleGroup(nodes, { 'p:2025': true, '2025/2025-11': true }, '2025/2025-11')).toEqual({
    'p:2025': true,
    '2025/2025-11': false,
  });
});
