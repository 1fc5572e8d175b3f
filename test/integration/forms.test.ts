// Decision 040: every form works without JavaScript. A plain POST answers with the page, its errors
// rendered from the action's reply, each invalid field marked aria-invalid and described by its message.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { postForm } from '../helpers/auth';
import { createPlayer, sessionCookieFor } from '../helpers/factories';
import { createRecruit } from '../helpers/resume-fixture';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;

beforeAll(async () => {
  workers = await startTestWorkers();
});
afterAll(async () => {
  await workers?.dispose();
});

/** The opening tag of the element with this id, or null. */
function tagWithId(html: string, id: string): string | null {
  return new RegExp(`<[a-z]+\\b[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? null;
}

function attribute(tag: string, name: string): string | null {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
}

/** The text of the element with this id (no nested elements in error messages). */
function textOfId(html: string, id: string): string | null {
  return new RegExp(`\\bid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? null;
}

/** The field is marked invalid and its aria-describedby names an element that reads `message`. */
function expectDescribedError(html: string, fieldId: string, message: string) {
  const tag = tagWithId(html, fieldId);
  expect(tag, `no element #${fieldId}`).not.toBeNull();
  expect(attribute(tag ?? '', 'aria-invalid')).toBe('true');
  const described = (attribute(tag ?? '', 'aria-describedby') ?? '').split(' ').filter(Boolean);
  expect(described.length, `#${fieldId} has no aria-describedby`).toBeGreaterThan(0);
  const texts = described.map((id) => textOfId(html, id)?.replaceAll('&quot;', '"'));
  expect(texts).toContain(message);
  const errorTag = tagWithId(html, described[0] ?? '');
  expect(errorTag && attribute(errorTag, 'role')).toBe('alert');
}

describe('forms posted without JavaScript', () => {
  test('the phone login answers its field message in the page, on the described field', async () => {
    const response = await postForm(workers, '/auth/phone', { country: 'US', phone: '12345' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expectDescribedError(html, 'login-phone', 'Please enter a valid 10-11 digit phone number');
    // What was typed stays in the field.
    expect(attribute(tagWithId(html, 'login-phone') ?? '', 'value')).toBe('12345');
  });

  test('the alternative login marks both empty fields and never sends the password back', async () => {
    const empty = await postForm(workers, '/auth/alternative', { country: 'US', phone: '', password: '' });
    expect(empty.status).toBe(400);
    const html = await empty.text();
    expectDescribedError(html, 'alt-phone', 'Phone number is required');
    expectDescribedError(html, 'alt-password', 'Password is required');

    const short = await postForm(workers, '/auth/alternative', {
      country: 'US',
      phone: '2025550123',
      password: 'abc',
    });
    const shortHtml = await short.text();
    expectDescribedError(shortHtml, 'alt-password', 'Password must be at least 6 characters');
    expect(attribute(tagWithId(shortHtml, 'alt-password') ?? '', 'value')).toBeNull();
  });

  test('the dashboard password form describes its error on the field; the password is not echoed', async () => {
    const player = await createPlayer(workers.db);
    const cookie = await sessionCookieFor(workers.db, player.id);
    const response = await postForm(
      workers,
      '/dashboard/settings',
      { intent: 'password', newPassword: 'short-secret', confirmPassword: 'short-secret' },
      { Cookie: cookie },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expectDescribedError(html, 'dash-password-newPassword', 'Use at least 15 characters.');
    expect(html).not.toContain('short-secret');
  });

  test('a dashboard form of no known intent says so in the page', async () => {
    const player = await createPlayer(workers.db);
    const cookie = await sessionCookieFor(workers.db, player.id);
    const response = await postForm(
      workers,
      '/dashboard',
      { intent: 'delete-everything' },
      { Cookie: cookie },
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/role="alert"[^>]*>Unknown form. Reload the page and try again.</);
  });

  test('the resume designer answers a custom range without days in the page, on the described date fields', async () => {
    const recruit = await createRecruit(workers.db, 'Forms');
    const response = await postForm(
      workers,
      `/player/${recruit.username}/resume?designer`,
      { intent: 'save', coverPage: 'on', 'charts.isSelected': 'on', 'charts.timeframe': 'custom' },
      { Cookie: recruit.cookie },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(textOfId(html, 'resume-designer-charts-start-error')).toBe('Enter a start date');
    expect(textOfId(html, 'resume-designer-charts-end-error')).toBe('Enter an end date');
    const start = /<input[^>]*name="charts.start"[^>]*>/.exec(html)?.[0] ?? '';
    expect(attribute(start, 'aria-invalid')).toBe('true');
    expect(attribute(start, 'aria-describedby')).toBe('resume-designer-charts-start-error');
    // The refused selections are listed at the top of the designer.
    expect(html).toMatch(/role="alert"[^>]*>\s*<p>Some selections could not be saved:/);
  });
});
