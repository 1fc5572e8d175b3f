import { expect, test } from 'vitest';
import { DEFAULT_PREFERENCES } from '../stats/dashboard-preferences';
import {
  describeParameters,
  parametersQuery,
  parseReportQuery,
  parseStoredParameters,
} from './report-parameters';

// spec 2 §2 report routes, decision 054: each kind's parameters.
test('a page asked without parameters takes the saved dashboard choices', () => {
  const saved = { ...DEFAULT_PREFERENCES, standardId: 'scratch' as const, holeCount: 9 as const };
  expect(parseReportQuery('ppr', {}, saved)).toEqual({
    ok: true,
    parameters: { group: 'Recent Performance', standardId: 'scratch', holeCount: 9 },
  });
  expect(parseReportQuery('data-analysis', { category: 'Putt' }, saved)).toEqual({
    ok: true,
    parameters: { group: 'Recent', standardId: 'scratch', holeCount: 9, category: 'Putt' },
  });
  expect(parseReportQuery('favorites', { accountId: '7', x: 'y' }, saved)).toEqual({
    ok: true,
    parameters: {},
  });
});

test.each<{ query: Record<string, string>; message: RegExp }>([
  { query: { standardId: 'nope' }, message: /There is no standard "nope"/ },
  { query: { holeCount: '27' }, message: /Choose 9 or 18 holes/ },
  { query: { group: 'Recent' }, message: /There is no Player Performance overview group called "Recent"/ },
])('a value out of its choices is refused in words ($query)', ({ query, message }) => {
  const parsed = parseReportQuery('ppr', query, DEFAULT_PREFERENCES);
  expect(parsed.ok).toBe(false);
  if (!parsed.ok) expect(parsed.message).toMatch(message);
});

test('a stored report needs all of its parameters; anything else is not one', () => {
  const parameters = { season: 'last', standardId: 'hcp-10', holeCount: 18 };
  expect(parseStoredParameters('public-player-stats-report', parameters)).toEqual({ ok: true, parameters });
  expect(parseStoredParameters('public-player-stats-report', { season: 'last' }).ok).toBe(false);
  expect(parseStoredParameters('ppr', [1, 2]).ok).toBe(false);
  expect(parseStoredParameters('ppr', null).ok).toBe(false);
});

test('parameters read as a name and round-trip through the query string', () => {
  const parameters = {
    group: 'Recent',
    standardId: 'pga-tour' as const,
    holeCount: 18 as const,
    category: 'Scorecard' as const,
  };
  expect(describeParameters(parameters)).toBe('Recent · Scorecard · PGA TOUR standard · 18 holes');
  expect(describeParameters({})).toBe('Featured tournaments');
  const query = Object.fromEntries(new URLSearchParams(parametersQuery(parameters)));
  expect(parseReportQuery('data-analysis', query, DEFAULT_PREFERENCES)).toEqual({ ok: true, parameters });
});
