import { expect, test } from 'vitest';
import { D1_LIMITS, statementBreaches } from './d1-limits';

const args = (count: number) => Array.from({ length: count }, (_, i) => `"c${i}"`).join(', ');

test('a function of 32 arguments passes; of 33 it is named with its count', () => {
  expect(statementBreaches(`select json_array(${args(32)}) from t`)).toEqual([]);
  expect(statementBreaches(`select json_array(${args(33)}) from t`)).toEqual([
    'json_array() has 33 arguments (D1 takes 32)',
  ]);
  // Nested: each call counts its own arguments; a subquery is one argument.
  expect(
    statementBreaches(
      `select coalesce((select max(a) from t where b in (${args(90)})), json_object(${args(34)}))`,
    ),
  ).toEqual(['json_object() has 34 arguments (D1 takes 32)']);
});

test('lists of IN, VALUES and column names are not function calls; quoted text is not SQL', () => {
  expect(statementBreaches(`select * from t where a in (${args(60)})`)).toEqual([]);
  expect(statementBreaches(`insert into "t" (${args(40)}) values (${args(40)})`)).toEqual([]);
  expect(statementBreaches(`select 'f(${',1'.repeat(40)})', "a(b" from t where x = 'it''s (,'`)).toEqual([]);
  expect(statementBreaches('select count(*), count(), sum("a") from t')).toEqual([]);
});

test('a statement longer than 100 KB is named', () => {
  const long = `select '${'x'.repeat(D1_LIMITS.statementBytes)}'`;
  expect(statementBreaches(long)).toEqual([`the statement is ${long.length} bytes long (D1 takes 100000)`]);
});
