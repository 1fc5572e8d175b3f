import { expect, test } from 'vitest';
import { backoffSteps, MAX_CONSECUTIVE_FAILURES, passwordBackoffMs, sendBackoffMs } from './auth-limits';

test('decision 026: no wait for a new code during the first challenge, then 30 s doubling every five failures, at most an hour', () => {
  expect([0, 4].map(sendBackoffMs)).toEqual([0, 0]);
  expect([5, 9, 10, 15, 20].map(sendBackoffMs)).toEqual([30_000, 30_000, 60_000, 120_000, 240_000]);
  expect(sendBackoffMs(40)).toBe(3_600_000);
  expect(sendBackoffMs(99)).toBe(3_600_000);
});

test('decision 026: four free passwords, then 1 s doubling with each failure, at most 15 minutes', () => {
  expect([1, 4].map(passwordBackoffMs)).toEqual([0, 0]);
  expect([5, 6, 7, 14].map(passwordBackoffMs)).toEqual([1000, 2000, 4000, 512_000]);
  expect(passwordBackoffMs(15)).toBe(900_000);
  expect(passwordBackoffMs(MAX_CONSECUTIVE_FAILURES)).toBe(900_000);
});

test('the steps of a schedule are where its wait changes, for the SQL that applies it', () => {
  const steps = backoffSteps(sendBackoffMs);
  expect(steps[0]).toEqual([5, 30_000]);
  expect(steps.at(-1)).toEqual([40, 3_600_000]);
  for (let failures = 1; failures <= MAX_CONSECUTIVE_FAILURES; failures++) {
    const step = steps.filter(([from]) => from <= failures).at(-1);
    expect(step?.[1] ?? 0).toBe(sendBackoffMs(failures));
  }
});
