import { expect, test } from 'vitest';
import { robotsTxt } from './robots';

test('robots.txt keeps crawlers out of the APIs and names the sitemap', () => {
  expect(robotsTxt('https://scoretrack.example')).toBe(
    [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /resources/',
      'Allow: /',
      '',
      'Sitemap: https://scoretrack.example/sitemap.xml',
      '',
    ].join('\n'),
  );
});
