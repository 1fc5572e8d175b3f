import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { Viewer } from '../access/access';
import type { StatsVisibilityRow } from '../access/stats-visibility';
import { cachedStateOf, defaultCompareConfig } from './compare-config';
import {
  canonicalForm,
  canonicalJson,
  canonicalState,
  HASH_LIMIT,
  HASH_PROBES,
  hashFromDigest,
  hashProbes,
  isComparisonVisible,
  isSameState,
  parseCompareHash,
  restoredComparison,
} from './compare-state';

const state = cachedStateOf({ ...defaultCompareConfig(7), right: { ...defaultCompareConfig(9).right } });

test('canonical JSON sorts keys at every depth and keeps arrays in order', () => {
  expect(canonicalJson('{"b":1,"a":{"d":[3,1],"c":null}}')).toBe('{"a":{"c":null,"d":[3,1]},"b":1}');
  expect(canonicalJson('not json')).toBe('not json');
});

test('the same comparison written with keys in another order has the same canonical form', () => {
  const reordered = {
    ...state,
    leftFilter: JSON.stringify({ holeCount: 1, accountId: 7 }),
  };
  expect(state.leftFilter).toBe('{"accountId":7,"holeCount":1}');
  expect(canonicalForm(7, reordered)).toBe(canonicalForm(7, state));
  expect(canonicalState(reordered).leftFilter).toBe(state.leftFilter);
});

test('the canonical form names the saving page player: the same state from two pages differs', () => {
  expect(canonicalForm(7, state)).not.toBe(canonicalForm(8, state));
  const form = JSON.parse(canonicalForm(7, state));
  expect(form).toHaveLength(6);
  expect(form[0]).toBe(7);
});

test('the hash is the first 48 bits of the digest, big-endian, a safe integer above 0', () => {
  const digest = new Uint8Array(32).fill(0xff);
  expect(hashFromDigest(digest)).toBe(HASH_LIMIT - 1);
  expect(Number.isSafeInteger(hashFromDigest(digest))).toBe(true);
  expect(hashFromDigest(Uint8Array.from([0, 0, 0, 0, 1, 2, 99, 99]))).toBe(258);
  expect(hashFromDigest(new Uint8Array(32))).toBe(1);
  expect(String(HASH_LIMIT - 1)).toHaveLength(15);
  expect(() => hashFromDigest(new Uint8Array(5))).toThrow();
});

test('a collision probes the next values, wrapping past the largest hash to 1', () => {
  expect(hashProbes(10)).toEqual([10, 11, 12, 13, 14, 15, 16, 17]);
  expect(hashProbes(10)).toHaveLength(HASH_PROBES);
  expect(hashProbes(HASH_LIMIT - 2, 4)).toEqual([HASH_LIMIT - 2, HASH_LIMIT - 1, 1, 2]);
});

test('a stored state is the same comparison only with the same page player and the same five fields', () => {
  expect(isSameState({ ...state, accountId: 7 }, 7, state)).toBe(true);
  expect(isSameState({ ...state, accountId: 8 }, 7, state)).toBe(false);
  expect(isSameState({ ...state, accountId: 7, metricsSelections: '{}' }, 7, state)).toBe(false);
});

test('a hash in a URL is digits only, at most 15 of them, above 0', () => {
  expect(parseCompareHash('123456789012345')).toBe(123456789012345);
  expect(parseCompareHash('42')).toBe(42);
  for (const bad of [null, '', '0', '-1', '1.5', '1e3', ' 42', '42 ', '0x2a', '1234567890123456', 'abc']) {
    expect(parseCompareHash(bad), String(bad)).toBeNull();
  }
  // 15 digits beyond 48 bits name no hash.
  expect(parseCompareHash('999999999999999')).toBeNull();
});

function row(accountId: number, settings: Partial<StatsVisibilityRow> = {}): StatsVisibilityRow {
  return {
    accountId,
    username: `player-${accountId}`,
    websiteIsPublic: null,
    websiteIsPhoneVerified: null,
    statsIsPublic: null,
    statsIsPhoneVerified: null,
    viewerInCircle: false,
    ...settings,
  };
}

const coach: Viewer = { accountId: 50, isProductManager: false, hasCoachPlan: false };
const stored = { ...state, accountId: 7 };

test('spec 2 §4: a stored state restores the comparison it describes', () => {
  const config = restoredComparison(coach, stored, [row(7), row(9)], 7);
  expect(config?.left.accountId).toBe(7);
  expect(config?.right.accountId).toBe(9);
  expect(restoredComparison(coach, stored, [row(7), row(9)], null)).toEqual(config);
});

test('no state, a state of another page, a malformed state: nothing', () => {
  expect(restoredComparison(coach, null, [], 7)).toBeNull();
  expect(restoredComparison(coach, stored, [row(7), row(9)], 9)).toBeNull();
  expect(restoredComparison(coach, { ...stored, leftFilter: '{' }, [row(7), row(9)], 7)).toBeNull();
});

test('spec 1 §6: a state comparing a player whose stats this viewer may not see gives nothing', () => {
  const hiddenStats = row(9, { statsIsPublic: false });
  const privateSite = row(9, { websiteIsPublic: false });
  expect(restoredComparison(coach, stored, [row(7), hiddenStats], 7)).toBeNull();
  expect(restoredComparison(coach, stored, [row(7), privateSite], 7)).toBeNull();
  expect(restoredComparison(null, stored, [row(7), hiddenStats], 7)).toBeNull();
  // A player missing from the rows (deleted) is not visible either.
  expect(restoredComparison(coach, stored, [row(7)], 7)).toBeNull();
  // The circle member and a product manager see everything (spec 1 §6).
  expect(
    restoredComparison(coach, stored, [row(7), { ...hiddenStats, viewerInCircle: true }], 7),
  ).not.toBeNull();
  const manager: Viewer = { accountId: 51, isProductManager: true, hasCoachPlan: false };
  expect(restoredComparison(manager, stored, [row(7), privateSite], 7)).not.toBeNull();
  expect(
    isComparisonVisible(
      { accountId: 9, isProductManager: false, hasCoachPlan: false },
      { left: { accountId: 9 }, right: { accountId: 9 } },
      [hiddenStats],
    ),
  ).toBe(true);
});

// Bad input: whatever a URL or a stored row holds, the answer is a value or null, never a throw.
test('any text as a hash parses to null or to a hash of 15 digits at most', () => {
  fc.assert(
    fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\d{0,20}$/), fc.constant(null)), (value) => {
      const hash = parseCompareHash(value);
      if (hash !== null) {
        expect(Number.isSafeInteger(hash) && hash > 0 && hash < HASH_LIMIT).toBe(true);
        expect(value).toMatch(/^\d{1,15}$/);
      }
    }),
    { numRuns: 1000 },
  );
});

test('any stored text restores a comparison or nothing, and only of visible players', () => {
  const jsonish = fc.oneof(fc.string(), fc.json(), fc.constant('{"accountId":7,"holeCount":1}'));
  fc.assert(
    fc.property(
      fc.record({
        leftFilter: jsonish,
        rightFilter: jsonish,
        leftComponentSelections: jsonish,
        rightComponentSelections: jsonish,
        metricsSelections: jsonish,
      }),
      (fields) => {
        const restored = restoredComparison(coach, { ...fields, accountId: 7 }, [row(7)], 7);
        if (restored !== null) {
          expect([restored.left.accountId, restored.right.accountId]).toEqual([7, 7]);
        }
        expect(canonicalForm(7, fields)).toBe(canonicalForm(7, canonicalState(fields)));
      },
    ),
    { numRuns: 1000 },
  );
});
