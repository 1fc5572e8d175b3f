import { expect, test } from 'vitest';
import { documentCsp, isCrossSiteWrite, withSecurityHeaders } from './security-headers.server';

const config = {
  FRONT_PAGE_URL: 'https://front.example/page',
  STRIPE_SECRET_KEY: '',
  STRIPE_WEBHOOK_SECRET: '',
  STRIPE_PRICE_PLAYER: '',
  STRIPE_PRICE_COACH: '',
};

test('the page CSP allows scripts only from the origin or with the nonce', () => {
  const csp = documentCsp('abc123', config);
  expect(csp).toContain("script-src 'self' 'nonce-abc123'");
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp).toContain("worker-src 'self' blob:");
  expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com https://front.example");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
});

test('issue 33 §5: forms may leave for Stripe Checkout and its billing portal only where checkout is configured', () => {
  expect(documentCsp('n', config)).toContain("form-action 'self';");
  const stripe = {
    ...config,
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    STRIPE_PRICE_PLAYER: 'price_p',
    STRIPE_PRICE_COACH: 'price_c',
  };
  expect(documentCsp('n', stripe)).toContain(
    "form-action 'self' https://checkout.stripe.com https://billing.stripe.com;",
  );
});

test('every response gets HSTS, nosniff, a referrer policy and a CSP', () => {
  const response = withSecurityHeaders(new Response('{}'));
  expect(response.headers.get('strict-transport-security')).toContain('max-age=');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  const page = withSecurityHeaders(new Response('<html>', { headers: { 'Content-Security-Policy': 'x' } }));
  expect(page.headers.get('content-security-policy')).toBe('x');
});

test('cross-site writes are recognised by Sec-Fetch-Site or Origin', () => {
  const allowed = ['https://site.example'];
  const post = (headers: Record<string, string>) =>
    new Request('https://site.example/x', { method: 'POST', headers });
  expect(isCrossSiteWrite(post({ 'Sec-Fetch-Site': 'cross-site' }), allowed)).toBe(true);
  expect(isCrossSiteWrite(post({ 'Sec-Fetch-Site': 'same-site' }), allowed)).toBe(true);
  expect(isCrossSiteWrite(post({ Origin: 'https://evil.example' }), allowed)).toBe(true);
  expect(isCrossSiteWrite(post({ Origin: 'null' }), allowed)).toBe(true);
  expect(
    isCrossSiteWrite(post({ 'Sec-Fetch-Site': 'same-origin', Origin: 'https://site.example' }), allowed),
  ).toBe(false);
  expect(isCrossSiteWrite(post({}), allowed)).toBe(false);
  expect(
    isCrossSiteWrite(
      new Request('https://site.example/x', { headers: { Origin: 'https://evil.example' } }),
      allowed,
    ),
  ).toBe(false);
});
