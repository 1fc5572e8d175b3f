// Heavy renders admitted a few at a time (decisions 029 and 073): a burst past the queue is answered
// at once with 503 + Retry-After in words, never a reset connection; normal load renders as before,
// and edge-cache hits never wait.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { RENDERS_AT_ONCE, RETRY_AFTER_S, WAITING_AT_MOST } from '../../workers/render-gate';
import {
  createCourse,
  createPlayer,
  createRound,
  daysFromToday,
  sessionCookieFor,
} from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let player: { id: number; username: string };
let cookie: string;

beforeAll(async () => {
  workers = await startTestWorkers();
  const course = await createCourse(workers.db, { name: 'Gate Links' });
  player = await createPlayer(workers.db, { firstName: 'Gale', lastName: 'Burst' });
  for (const [index, score] of [71, 74, 77, 73, 70, 76].entries()) {
    await createRound(workers.db, {
      accountId: player.id,
      courseId: course.id,
      playedOn: daysFromToday(-2 - index * 3),
      score,
    });
  }
  cookie = await sessionCookieFor(workers.db, player.id);
}, 60_000);
afterAll(async () => {
  await workers?.dispose();
});

type Outcome = { status: number; retryAfter: string | null; type: string | null; body: string } | 'reset';

/** One request straight to the Worker's address (no retry): its answer, or 'reset' when the connection failed. */
async function attempt(path: string, headers: Record<string, string>): Promise<Outcome> {
  try {
    const response = await fetch(new URL(path, workers.url), { headers, redirect: 'manual' });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      type: response.headers.get('content-type'),
      body: await response.text(),
    };
  } catch {
    return 'reset';
  }
}

test('normal load: as many renders at once as the gate runs all answer 200', async () => {
  const pdfs = Array.from({ length: RENDERS_AT_ONCE }, () =>
    attempt(`/reports/ppr.pdf?accountId=${player.id}`, {}),
  );
  const dashboards = Array.from({ length: RENDERS_AT_ONCE }, () =>
    attempt('/dashboard', { Cookie: cookie, Accept: 'text/html' }),
  );
  const outcomes = await Promise.all([...pdfs, ...dashboards]);
  expect(outcomes.map((outcome) => (outcome === 'reset' ? outcome : outcome.status))).toEqual(
    Array(2 * RENDERS_AT_ONCE).fill(200),
  );
});

test('a burst past the queue gets 503 + Retry-After in words, not a reset; hits still answer meanwhile', async () => {
  const summary = `/player/${player.username}/summary`;
  await (await workers.fetch(summary)).text();
  await expect.poll(async () => (await workers.fetch(summary)).headers.get('x-edge-cache')).toBe('HIT');

  const burst = 3 * (RENDERS_AT_ONCE + WAITING_AT_MOST);
  const outcomes = Array.from({ length: burst }, (_, i) =>
    i % 2 === 0
      ? attempt(`/reports/ppr.pdf?accountId=${player.id}`, {})
      : attempt('/dashboard', { Cookie: cookie, Accept: 'text/html,application/xhtml+xml' }),
  );
  // While the burst is queued, a cached profile page does not wait its turn.
  const hit = await workers.fetch(summary);
  expect(hit.status).toBe(200);
  expect(hit.headers.get('x-edge-cache')).toBe('HIT');

  const answers = await Promise.all(outcomes);
  expect(answers.filter((answer) => answer === 'reset')).toEqual([]);
  const answered = answers.filter((answer) => answer !== 'reset');
  expect(new Set(answered.map((answer) => answer.status))).toEqual(new Set([200, 503]));
  const refused = answered.filter((answer) => answer.status === 503);
  expect(refused.length).toBeGreaterThan(0);
  for (const answer of refused) {
    expect(answer.retryAfter).toBe(String(RETRY_AFTER_S));
    expect(answer.body).toContain('The site is busy right now. Please try again in a few seconds.');
  }
  // A browser's navigation gets a page, a download one sentence.
  expect(refused.some((answer) => answer.type === 'text/html; charset=utf-8')).toBe(true);

  // The queue drains: the next request renders.
  const after = await attempt('/dashboard', { Cookie: cookie });
  expect(after === 'reset' ? after : after.status).toBe(200);
});
