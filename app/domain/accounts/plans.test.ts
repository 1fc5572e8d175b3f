import { expect, test } from 'vitest';
import { checkoutUrl, formatUsd, PLAN_IDS, PLANS } from './plans';

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

test('the checkout address carries the plan and the pages to come back to', () => {
  const url = new URL(
    checkoutUrl('https://pay.example.com/checkout?store=1', 'coach', 'https://golf.example') ?? '',
  );
  expect(url.origin + url.pathname).toBe('https://pay.example.com/checkout');
  expect(url.searchParams.get('store')).toBe('1');
  expect(url.searchParams.get('plan')).toBe('coach');
  expect(url.searchParams.get('success_url')).toBe('https://golf.example/payment/success');
  expect(url.searchParams.get('cancel_url')).toBe('https://golf.example/payment/cancel');
});

test('no checkout without a usable configured address', () => {
  expect(checkoutUrl('', 'player', 'https://golf.example')).toBeNull();
  expect(checkoutUrl('not a url', 'player', 'https://golf.example')).toBeNull();
  expect(checkoutUrl('javascript:alert(1)', 'player', 'https://golf.example')).toBeNull();
});
