import { expect, test } from 'vitest';
import { CHECKOUT_SESSION_ID, checkoutState, formatUsd, PLAN_IDS, PLANS } from './plans';

test('there is a Player and a Coach plan, each with a price and features', () => {
  expect(PLANS.map((plan) => plan.name)).toEqual(['Player', 'Coach']);
  expect(PLANS.map((plan) => plan.id)).toEqual([...PLAN_IDS]);
  for (const plan of PLANS) {
    expect(plan.monthlyCents).toBeGreaterThan(0);
    expect(plan.features.length).toBeGreaterThan(0);
  }
});

test('prices are shown in dollars', () => {
  expect(formatUsd(899)).toBe('$8.99');
  expect(formatUsd(2499 * 12)).toBe('$299.88');
});

const session = {
  status: 'complete',
  payment_status: 'paid',
  client_reference_id: '42',
  metadata: { plan: 'coach' },
};

test('a complete, paid session of this account activates its plan', () => {
  expect(checkoutState(session, 42)).toEqual({ state: 'paid', plan: 'coach' });
  expect(checkoutState({ ...session, payment_status: 'no_payment_required' }, 42)).toEqual({
    state: 'paid',
    plan: 'coach',
  });
});

test('an unpaid, open or expired session activates nothing and says where it stands', () => {
  expect(checkoutState({ ...session, payment_status: 'unpaid' }, 42)).toEqual({ state: 'pending' });
  expect(checkoutState({ ...session, status: 'open', payment_status: 'unpaid' }, 42)).toEqual({
    state: 'open',
  });
  expect(checkoutState({ ...session, status: 'expired', payment_status: 'unpaid' }, 42)).toEqual({
    state: 'expired',
  });
});

test("another account's session, an unknown plan or no session is not found", () => {
  expect(checkoutState(session, 7)).toEqual({ state: 'not-found' });
  expect(checkoutState({ ...session, client_reference_id: null }, 42)).toEqual({ state: 'not-found' });
  expect(checkoutState({ ...session, metadata: { plan: 'platinum' } }, 42)).toEqual({ state: 'not-found' });
  expect(checkoutState(null, 42)).toEqual({ state: 'not-found' });
});

test('checkout session ids are recognised by their form', () => {
  expect(CHECKOUT_SESSION_ID.test('cs_test_a1B2c3')).toBe(true);
  expect(CHECKOUT_SESSION_ID.test('cs_live_a1B2c3')).toBe(true);
  expect(CHECKOUT_SESSION_ID.test('cs_test_')).toBe(false);
  expect(CHECKOUT_SESSION_ID.test('pi_123')).toBe(false);
  expect(CHECKOUT_SESSION_ID.test('cs_test_a/../b')).toBe(false);
});
