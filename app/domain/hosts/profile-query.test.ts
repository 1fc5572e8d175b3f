import { expect, test } from 'vitest';
import { parseMyRoundsQuery } from '../rounds/my-rounds-query';
import { canonicalChildOf, canonicalProfileQuery, canonicalRoutesParam } from './profile-query';

/** `matched`: the route ids of a `.data` request's path; none for a document request. */
function canonical(child: string, search: string, matched?: Array<string>): string {
  const routes = matched === undefined ? null : () => new Set(matched);
  return canonicalProfileQuery(child, new URLSearchParams(search), routes);
}

test('parameters no page reads are dropped', () => {
  expect(canonical('summary', 'utm_source=x&fbclid=1&page=2')).toBe('');
  expect(canonical('', 'a=1')).toBe('');
  expect(canonical('stats', 'designer')).toBe('');
});

test('parameters come out sorted by name, whatever their order in the address', () => {
  expect(canonical('my-rounds', 'sort=Score&group=Round')).toBe('group=Round&sort=Score');
  expect(canonical('my-rounds', 'group=Round&sort=Score')).toBe('group=Round&sort=Score');
});

test.each([
  { search: 'group=Clusters+of+6', expected: 'group=Clusters+of+6' },
  { search: 'group=Ugly', expected: '' },
  { search: 'select=Past+30+Days', expected: 'select=Past+30+Days' },
  { search: 'select=Custom&rounds=4,4,9', expected: 'rounds=4%2C9&select=Custom' },
  { search: 'rounds=x', expected: '' },
  { search: 'stats=fairwayHit,fairwayHit', expected: 'stats=fairwayHit' },
  { search: 'stats=bogus', expected: '' },
  { search: 'view=Course&sort=Yards', expected: 'sort=Yards&view=Course' },
  { search: 'page=2&round=41', expected: 'page=2' },
  { search: 'page=1', expected: '' },
  { search: 'page=0', expected: '' },
  { search: 'page=x', expected: '' },
])('my-rounds ?$search is kept as "$expected"', ({ search, expected }) => {
  expect(canonical('my-rounds', search)).toBe(expected);
});

test('a canonical My Rounds query is always one the page reads without a message', () => {
  for (const search of ['group=x&sort=y', 'stats=a,b', 'view=Course', 'rounds=1;2', 'select=Nope']) {
    const query = new URLSearchParams(canonical('my-rounds', search));
    expect(parseMyRoundsQuery(query, 'Course').errors).toEqual([]);
  }
});

test('the resume designer is a flag: its value is never kept', () => {
  expect(canonical('resume', 'designer')).toBe('designer=');
  expect(canonical('resume', 'designer=yes&saved=12')).toBe('designer=');
  expect(new URLSearchParams(canonical('resume', 'designer=1')).has('designer')).toBe(true);
});

test('_routes is kept on a data request when it lists only route ids the path matches', () => {
  const matched = ['root', 'routes/player.$username', 'routes/player.$username.summary'];
  expect(canonical('summary', '_routes=routes/player.$username.summary,root,root', matched)).toBe(
    `_routes=${encodeURIComponent('root,routes/player.$username.summary')}`,
  );
  expect(canonical('summary', '_routes=root,routes/golf.search', matched)).toBe('');
  expect(canonical('summary', '_routes=', matched)).toBe('');
  expect(canonical('summary', '_routes=root')).toBe('');
});

test('_routes sorts and dedupes, or is dropped with any id the path does not match', () => {
  const matched = new Set(['root', 'host/custom', 'host/custom/resume']);
  expect(canonicalRoutesParam('host/custom/resume,root,host/custom/resume', matched)).toBe(
    'host/custom/resume,root',
  );
  expect(canonicalRoutesParam('root,nope', matched)).toBeNull();
  expect(canonicalRoutesParam('', matched)).toBeNull();
});

test('a data request keeps the page parameters next to _routes, sorted', () => {
  expect(canonical('my-rounds', '_routes=root&x=1&sort=Score', ['root'])).toBe('_routes=root&sort=Score');
});

test.each([
  { rest: [], child: '' },
  { rest: ['summary'], child: 'summary' },
  { rest: ['my-rounds'], child: 'my-rounds' },
  { rest: ['resume.pdf'], child: 'resume.pdf' },
  { rest: ['schedule', '0'], child: 'schedule' },
  { rest: ['schedule', '1'], child: 'schedule' },
  { rest: ['schedule', '2'], child: null },
  { rest: ['schedule', '007'], child: null },
  { rest: ['schedule'], child: null },
  { rest: ['Summary'], child: null },
  { rest: ['summary', ''], child: null },
  { rest: ['summary', 'more'], child: null },
  { rest: ['nothing-here'], child: null },
])('/…/$rest is kept as child $child', ({ rest, child }) => {
  expect(canonicalChildOf(rest)).toBe(child);
});

test('the schedule keeps its filter in one canonical form, and a bad one as written', () => {
  const query = (text: string) => canonicalProfileQuery('schedule', new URLSearchParams(text), null);
  expect(query('junk=1&status=2&status=1&type=3&view=score')).toBe(
    'filters=1&locale=1&locale=3&locale=4&status=1&status=2&type=3&view=score',
  );
  expect(query('type=3&type=10&type=11&tz=0')).toBe('');
  expect(query('threshold=999&junk=1')).toBe('threshold=999');
});
