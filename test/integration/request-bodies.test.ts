// Security issue "no 5xx on any input": every 5xx the fuzz (test/fuzz/) found, answered now with a 4xx
// a person understands, through the built Workers and a real local D1.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { courses } from '../../db/schema/courses';
import { apiTokenFor, createPlayer } from '../helpers/factories';
import { exampleCourse } from '../helpers/ingest';
import { createRecruit } from '../helpers/resume-fixture';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;

beforeAll(async () => {
  workers = await startTestWorkers();
});
afterAll(async () => {
  await workers?.dispose();
});

const FORM = 'application/x-www-form-urlencoded';

function post(path: string, body: BodyInit | null, headers: Record<string, string> = {}) {
  return workers.fetch(path, { method: 'POST', body, headers });
}

test('the theme switch refuses a body that is not a form, in words (was a 500)', async () => {
  const json = await post('/resources/theme', '{"theme":"black-theme"}', {
    'Content-Type': 'application/json',
  });
  expect(json.status).toBe(415);
  expect(await json.text()).toBe(
    'Could not change the theme.\nSend the form as application/x-www-form-urlencoded or multipart/form-data.\n',
  );
  const text = await post('/resources/theme', 'theme=black-theme', { 'Content-Type': 'text/plain' });
  expect(text.status).toBe(415);
  const bare = await post('/resources/theme', null);
  expect(bare.status).toBe(400);
  expect(await bare.text()).toContain('Choose a theme');
  const big = await post('/resources/theme', `theme=${'x'.repeat(70_000)}`, { 'Content-Type': FORM });
  expect(big.status).toBe(413);
  expect(await big.text()).toContain('The body is larger than 64 KB.');
  const ok = await post('/resources/theme', 'theme=black-theme&dark=true', { 'Content-Type': FORM });
  expect(ok.status).toBe(200);
  // A script's plain POST (no redirectTo) keeps the preference too: the cookie comes back.
  expect(ok.headers.get('Set-Cookie')).toMatch(
    /^theme=.+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/,
  );
  expect(await ok.json()).toEqual({ preference: { theme: 'black-theme', dark: true } });
});

test('the payment form refuses JSON on its page, with the reason in its error banner', async () => {
  const response = await post('/payment', '{"plan":"player"}', { 'Content-Type': 'application/json' });
  expect(response.status).toBe(415);
  expect(await response.text()).toContain('Send the form as application/x-www-form-urlencoded');
});

test.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
  'the resume designer and its PDF take a field named %s as an unknown field (was a 500)',
  async (name) => {
    const recruit = await createRecruit(workers.db, `Proto${name.replace(/_/g, '')}`);
    const fields = new URLSearchParams([
      ['intent', 'preview'],
      ['charts.timeframe', 'last-12-months'],
      ['coverPage', 'on'],
      [name, 'on'],
      [name, 'again'],
    ]);
    const preview = await post(`/player/${recruit.username}/resume?designer`, fields, {
      'Content-Type': FORM,
      Cookie: recruit.cookie,
    });
    expect(preview.status).toBe(200);
    const pdf = await post(`/player/${recruit.username}/resume.pdf`, fields, {
      'Content-Type': FORM,
      Cookie: recruit.cookie,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    await pdf.arrayBuffer();
  },
);

test('the resume designer and its PDF refuse a body that is not a form (was a 500)', async () => {
  const recruit = await createRecruit(workers.db, 'NotAForm');
  const headers = { 'Content-Type': 'application/json', Cookie: recruit.cookie };
  const designer = await post(`/player/${recruit.username}/resume?designer`, '{"intent":"save"}', headers);
  expect(designer.status).toBe(415);
  expect(await designer.text()).toContain('Send the form as application/x-www-form-urlencoded');
  const pdf = await post(`/player/${recruit.username}/resume.pdf`, '{"intent":"preview"}', headers);
  expect(pdf.status).toBe(415);
  expect(await pdf.json()).toMatchObject({ error: expect.stringContaining('Send the form') });
  // A form that does not validate says so too, beside the field errors.
  const invalid = await post(`/player/${recruit.username}/resume.pdf`, 'intent=print', {
    'Content-Type': FORM,
    Cookie: recruit.cookie,
  });
  expect(invalid.status).toBe(400);
  expect(await invalid.json()).toMatchObject({ error: 'Some selections could not be used.' });
});

test('the ingest API answers the kind, the size and the text of its body with 4xx', async () => {
  const player = await createPlayer(workers.db);
  const token = await apiTokenFor(workers.db, player.id);
  const auth = { Authorization: `Bearer ${token}` };
  const text = await post('/api/v1/courses', JSON.stringify(exampleCourse('c-text')), {
    ...auth,
    'Content-Type': 'text/plain',
  });
  expect(text.status).toBe(415);
  expect(await text.json()).toMatchObject({
    error: 'The course is not valid; nothing was stored.',
    issues: [{ path: '(body)', message: 'Send the body as JSON, with Content-Type: application/json.' }],
  });
  const big = await post('/api/v1/courses', JSON.stringify({ name: 'x'.repeat(2_200_000) }), {
    ...auth,
    'Content-Type': 'application/json',
  });
  expect(big.status).toBe(413);
  // A lone surrogate is stored as U+FFFD, never as malformed text.
  const course = { ...exampleCourse('c-surrogate'), name: 'Links \ud800 Course' };
  const stored = await post('/api/v1/courses', JSON.stringify(course), {
    ...auth,
    'Content-Type': 'application/json',
  });
  expect(stored.status).toBe(201);
  const { courseId } = (await stored.json()) as { courseId: number };
  const [row] = await workers.db.select({ name: courses.name }).from(courses).where(eq(courses.id, courseId));
  expect(row?.name).toBe('Links \uFFFD Course');
});

test('the sign-in API refuses a form body with a JSON message', async () => {
  const response = await post('/api/auth/code', 'phone=%2B12025550123', { 'Content-Type': FORM });
  expect(response.status).toBe(415);
  expect(await response.json()).toEqual({
    error: 'UnsupportedMediaType',
    message: 'Send the body as JSON, with Content-Type: application/json.',
  });
});

test('the sign-in forms refuse a JSON body in their error banner', async () => {
  const response = await post('/auth/phone', '{"phone":"2025550123"}', {
    'Content-Type': 'application/json',
  });
  expect(response.status).toBe(415);
  expect(await response.text()).toMatch(/role="alert">Send the form as application\/x-www-form-urlencoded/);
});

test('a form posted to a path starting with /%5C is a 405 page, not a 500 (react-router cannot draw it)', async () => {
  for (const method of ['POST', 'PUT', 'DELETE']) {
    const response = await workers.fetch('/%5C', { method });
    expect(response.status).toBe(405);
    expect(await response.text()).toContain('This page does not take that request');
  }
});

test('a read-only resource route answers other methods with a 405 that names GET', async () => {
  const response = await post('/api/v1/players/nobody/rounds', null);
  expect(response.status).toBe(405);
  expect(response.headers.get('Allow')).toBe('GET, HEAD');
  expect(await response.json()).toEqual({
    error: 'MethodNotAllowed',
    message: 'Use GET: this address only reads.',
  });
  // issue 15 point 2: /api/auth/me also takes PATCH.
  const me = await post('/api/auth/me', null);
  expect([me.status, me.headers.get('Allow')]).toEqual([405, 'GET, HEAD, PATCH']);
  expect(await me.json()).toEqual({
    error: 'MethodNotAllowed',
    message: 'Use GET to read the account, PATCH with a JSON body to change it.',
  });
  const sitemap = await post('/sitemap.xml', null);
  expect(sitemap.status).toBe(405);
  expect(await sitemap.text()).toBe('Use GET: this address only reads.\n');
});

test('a page without an action answers a form with a 405 page that says so', async () => {
  const response = await post('/golf/search', 'q=x', { 'Content-Type': FORM });
  expect(response.status).toBe(405);
  expect(await response.text()).toContain('This page does not take that request');
});

test('a method no route answers (OPTIONS, PROPFIND) is a 405 in words, not Remix’s "Unexpected Server Error"', async () => {
  for (const method of ['OPTIONS', 'PROPFIND']) {
    const response = await workers.fetch('/api/auth/me', { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD, POST');
    expect(await response.text()).toBe(
      'This method is not supported here. Pages answer GET; forms and APIs POST.',
    );
  }
});
