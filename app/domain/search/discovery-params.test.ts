import { expect, test } from 'vitest';
import { discoveryQuery } from './discovery';
import { parseDiscoveryParams } from './discovery-params';

const parse = (query: string) => parseDiscoveryParams(new URLSearchParams(query));

test('no discovery parameter leaves the name search alone', () => {
  expect(parse('q=liam&type=account&page=2').active).toBe(false);
  expect(parse('gender=&state=').active).toBe(false);
});

test('the filters of a coach looking for class of 2027 women in Texas averaging 75 or better', () => {
  const { active, filters, notes, errors } = parse(
    'gradMin=2027&gradMax=2027&gender=F&state=TX&avgMax=75&period=last10',
  );
  expect(active).toBe(true);
  expect(notes).toEqual([]);
  expect(errors).toEqual([]);
  expect(filters).toMatchObject({
    grad: { min: 2027, max: 2027 },
    gender: 'F',
    state: 'TX',
    avg: { min: null, max: 75 },
    period: 'last10',
    sort: 'avg',
    dir: 'asc',
  });
});

test('unknown choices are ignored with a note', () => {
  const { filters, notes, errors } = parse(
    'gender=X&state=ZZ&region=Mars&period=decade&sort=height&dir=up&video=maybe&org=%3Cb%3E',
  );
  expect(filters).toMatchObject({
    gender: null,
    state: null,
    region: null,
    period: '12m',
    sort: 'avg',
    dir: 'asc',
    video: false,
    org: null,
  });
  expect(notes).toHaveLength(8);
  expect(notes).toContain('Unknown gender "X" was ignored.');
  expect(errors).toEqual([]);
});

test('a reversed or out-of-bounds range is a message and filters nothing', () => {
  const reversed = parse('gradMin=2029&gradMax=2027');
  expect(reversed.errors).toEqual(['Class year: the first value (2029) is above the second (2027).']);
  expect(reversed.filters.grad).toEqual({ min: null, max: null });
  expect(parse('avgMax=500').errors).toEqual(['Scoring average (to) must be between 50 and 200.']);
  expect(parse('hcpMin=abc').errors).toEqual(['Handicap (from) must be a number.']);
  expect(parse('minRounds=2.5').errors).toEqual(['Minimum rounds must be a whole number.']);
  expect(parse('sgMin=1e400').errors).toEqual(['Strokes gained (minimum) must be a number.']);
});

test('a sort takes the better figure first unless a direction is given', () => {
  expect(parse('sort=sg').filters.dir).toBe('desc');
  expect(parse('sort=avg').filters.dir).toBe('asc');
  expect(parse('sort=avg&dir=desc').filters.dir).toBe('desc');
});

test('the query of some filters gives them back', () => {
  const { filters } = parse('gradMin=2027&gender=F&state=TX&avgMax=75&sgOttMin=0.5&video=1&sort=sg');
  const again = parseDiscoveryParams(new URLSearchParams(discoveryQuery(filters)));
  expect(again.filters).toEqual(filters);
  expect(again.active).toBe(true);
});
