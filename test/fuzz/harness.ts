import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { expect, inject } from 'vitest';
import { errorCopy } from '../../app/components/layout/page-error';
import { FORM_MESSAGES, JSON_MESSAGES, tooLargeMessage } from '../../app/server/request-body.server';

// The fuzz of every route that takes input (security issue "no 5xx on any input"): each route gets
// CASES generated requests, sent BATCH at a time (the Workers answer them concurrently, which keeps the
// whole project within its time budget), and every answer is checked by the same rules.

export const CASES = 1000;

/** The Workers of a fuzz file: their logs are dropped unless FUZZ_LOGS is set (they log every refusal). */
export const QUIET = !process.env.FUZZ_LOGS;
const BATCH = 16;
/** A request still unanswered after this long is a failure of its own, not a stalled file. */
const NO_ANSWER_MS = 60_000;

/** `work`, or a failure naming the wait when it has not settled within NO_ANSWER_MS. */
async function answered<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} within ${NO_ANSWER_MS / 1000} s`)), NO_ANSWER_MS);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

declare module 'vitest' {
  interface ProvidedContext {
    fuzzTotalsDir: string;
  }
}

export type Totals = { cases: number; '2xx': number; '3xx': number; '4xx': number; '5xx': number };

const totals = new Map<string, Totals>();

/** Counts one answer of a route in the totals (fuzzRoute does it for its own requests). */
export function recordAnswer(route: string, status: number): void {
  const entry = totals.get(route) ?? { cases: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
  entry.cases += 1;
  const band = status >= 500 ? '5xx' : status >= 400 ? '4xx' : status >= 300 ? '3xx' : '2xx';
  entry[band] += 1;
  totals.set(route, entry);
}

export type FuzzRequest = { method: string; path: string; headers: Record<string, string>; body?: BodyInit };

function short(text: string): string {
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
}

/** What a case is, in a line a person can replay (fast-check prints counterexamples with it). */
export function describeRequest(request: FuzzRequest): string {
  const { body } = request;
  const shown =
    body === undefined
      ? ''
      : typeof body === 'string'
        ? ` body ${JSON.stringify(short(body))}`
        : body instanceof URLSearchParams
          ? ` form ${JSON.stringify(short(body.toString()))}`
          : body instanceof FormData
            ? ` multipart ${JSON.stringify(short(JSON.stringify([...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : 'a file']))))}`
            : ' (bytes)';
  return `${request.method} ${short(request.path)} ${JSON.stringify(request.headers)}${shown}`;
}

/** A request that fast-check prints as describeRequest does. */
export function printable(request: FuzzRequest): FuzzRequest {
  return Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(request) });
}

/**
 * CASES requests of `requests` to one route (named `route` in the totals); `check` looks at every
 * answer and must read its body. Failures are collected rather than shrunk (a batch of requests
 * shrinks slowly and the Workers keep no state worth minimising): the test fails listing up to ten
 * distinct ones, each with the request that caused it and the seed that replays the run.
 */
export async function fuzzRoute(
  route: string,
  requests: fc.Arbitrary<FuzzRequest>,
  send: (request: FuzzRequest) => Promise<Response>,
  check: (response: Response, request: FuzzRequest) => Promise<void>,
  cases = CASES,
): Promise<void> {
  const failures = new Map<string, string>();
  let failed = 0;
  function fail(error: unknown, request: FuzzRequest) {
    failed += 1;
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    const message = `${error instanceof Error ? error.message : String(error)}${cause}`;
    const key = message.split('\n')[0]?.slice(0, 120) ?? '';
    if (!failures.has(key)) failures.set(key, `${message}\n  request: ${describeRequest(request)}`);
  }
  const seed = Math.floor(Math.random() * 2 ** 31);
  // Printed first, so that a run cut short by the test's own time limit can still be replayed.
  console.info(`fuzz ${route}: seed ${seed}`);
  await fc.assert(
    fc.asyncProperty(fc.array(requests, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
      await Promise.all(
        batch.map(async (request) => {
          let response: Response;
          try {
            response = await answered(send(request), 'answer');
          } catch (error) {
            fail(error, request);
            return;
          }
          recordAnswer(route, response.status);
          await answered(check(response, request), 'whole body').catch((error: unknown) =>
            fail(error, request),
          );
        }),
      );
    }),
    { numRuns: Math.ceil(cases / BATCH), seed },
  );
  expect([...failures.values()].slice(0, 10), `${failed} failed cases of ${route} (seed ${seed})`).toEqual(
    [],
  );
}

// ─── The rules every answer is held to ───

const MARKERS = [/<x-fuzz-\d+/, /<svg onload=/i];

/** React's escaping of text, for finding a message in a page. */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

/** The texts any route may answer a rejected body with. */
export const BODY_MESSAGES: ReadonlyArray<string> = [
  ...Object.values(FORM_MESSAGES),
  ...Object.values(JSON_MESSAGES),
  'The body is larger than',
];

export type AnswerRules = {
  /** Texts a 4xx page of this route may show (beside the error page's own copy). */
  messages?: ReadonlyArray<string>;
  /** Off-site addresses this route may redirect to. */
  redirects?: ReadonlyArray<string>;
};

/**
 * No 5xx; no stack trace; no marker of the input raw in a page; a redirect stays on the site (or goes
 * where the route may send it); and a 4xx says what is wrong: JSON with a message or error, a text
 * sentence, or a page showing one of the route's messages or the error page's copy.
 */
export async function expectClearAnswer(
  response: Response,
  request: FuzzRequest,
  rules: AnswerRules = {},
): Promise<void> {
  const body = await response.text();
  const type = response.headers.get('Content-Type') ?? '';
  expect(response.status, `${response.status}: ${body.slice(0, 600)}`).toBeLessThan(500);
  expect(body, 'a stack trace in the answer').not.toMatch(/\n\s+at .+:\d+:\d+/);
  if (type.includes('text/html')) {
    for (const marker of MARKERS) {
      expect(marker.test(body), `raw HTML of the input in the page: ${body.match(marker)?.[0]}`).toBe(false);
    }
  }
  const location = response.headers.get('Location');
  if (location !== null) {
    const onSite = location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\');
    const allowed = (rules.redirects ?? []).some((prefix) => location.startsWith(prefix));
    expect(onSite || allowed, `redirect to ${location}`).toBe(true);
  }
  // A HEAD answer has no body to judge.
  if (response.status < 400 || request.method === 'HEAD') return;
  if (type.includes('json')) {
    const json = JSON.parse(body) as { message?: unknown; error?: unknown };
    const text = typeof json.message === 'string' ? json.message : json.error;
    expect(typeof text === 'string' && text.length > 3, `JSON 4xx without a message: ${body}`).toBe(true);
    // Remix's word for any error of a resource route, even a 4xx: says nothing of what to change. The
    // routes answer every method Remix passes them, and workers/app.ts refuses the others in words.
    expect(text, 'a 4xx that reads as a server error').not.toBe('Unexpected Server Error');
    return;
  }
  if (type.includes('text/html')) {
    const expected = [errorCopy(response.status).title, ...BODY_MESSAGES, ...(rules.messages ?? [])];
    const shown =
      expected.some((text) => body.includes(text) || body.includes(escapeHtml(text))) || hasAlert(body);
    expect(shown, `a ${response.status} page without a message: ${visibleText(body).slice(0, 600)}`).toBe(
      true,
    );
    return;
  }
  expect(/[A-Za-z]{3,}.*[A-Za-z]{3,}/s.test(body), `a ${response.status} without a sentence: ${body}`).toBe(
    true,
  );
}

/** A page's error banner (role="alert") that holds a sentence. */
function hasAlert(html: string): boolean {
  for (const match of html.matchAll(/role="alert"[^>]*>([\s\S]{0,2000}?)<\/(div|p|section)>/g)) {
    if (/[A-Za-z]{3,}\s+[A-Za-z]{2,}/.test(visibleText(match[1] ?? ''))) return true;
  }
  return false;
}

function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

// ─── Totals ───

/** The totals of this file's routes, printed and kept for the project's summary (totals-setup.ts). */
export function reportTotals(file: string): void {
  const rows = [...totals.entries()];
  const lines = rows.map(
    ([route, t]) =>
      `${route.padEnd(58)} ${String(t.cases).padStart(6)} ${String(t['2xx']).padStart(6)} ${String(t['3xx']).padStart(6)} ${String(t['4xx']).padStart(6)} ${String(t['5xx']).padStart(4)}`,
  );
  console.log(
    [`fuzz totals (${file})`, `${'route'.padEnd(58)}  cases    2xx    3xx    4xx  5xx`, ...lines].join('\n'),
  );
  const dir = inject('fuzzTotalsDir');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${file}.json`), JSON.stringify(Object.fromEntries(rows)));
  // The next file of this worker shares this module (the project does not isolate files).
  totals.clear();
}

export { tooLargeMessage };
