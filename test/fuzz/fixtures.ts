import http from 'node:http';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { Agent, type RequestInit as UndiciInit, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, test } from 'vitest';
import { reportHash } from '../../app/domain/reports/reports';
import { cachedStateOf, defaultCompareConfig } from '../../app/domain/stats/compare-config';
import { statFilterSelectionsSchema } from '../../app/domain/stats/stat-filters';
import { workerdCpuMs } from '../../bench/lib/process-cpu';
import { saveCompareState } from '../../db/queries/compare-states';
import { reportParameters } from '../../db/schema/reports';
import { rounds } from '../../db/schema/rounds';
import type { WorkersOptions } from '../../scripts/lib/workers';
import {
  apiTokenFor,
  createGuideCourse,
  createOrganization,
  createPlayer,
  createReport,
  sessionCookieFor,
  setFeature,
} from '../helpers/factories';
import { createRecruit } from '../helpers/resume-fixture';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';
import { header, pairs, queryOf, readRequest, text, withQuery } from './arbitraries';
import {
  type AnswerRules,
  expectClearAnswer,
  type FuzzRequest,
  fuzzRoute,
  QUIET,
  reportTotals,
} from './harness';

type UndiciBody = NonNullable<UndiciInit['body']>;

/** The rows the fuzz needs: a player with every kind of data, a private one, an organization, a course. */
export async function createFuzzWorld(workers: TestWorkers) {
  const { db } = workers;
  const recruit = await createRecruit(db, 'Fuzz');
  const viewer = await createPlayer(db, { firstName: 'Vera', lastName: 'Viewer' });
  const hidden = await createPlayer(db, { firstName: 'Pia', lastName: 'Private' });
  // spec 1 §6: the website feature (88) not public: the whole site is private.
  await setFeature(db, hidden.id, 88, false);
  const organization = await createOrganization(db, {
    name: 'Fuzz Lakes Golf',
    short: 'fuzz-lakes',
    rosters: [{ name: 'Varsity', members: [recruit.id, viewer.id] }],
    groups: [{ name: 'Seniors', members: [recruit.id] }],
  });
  const course = await createGuideCourse(db, { name: 'Fuzz Dunes' });
  const roundIds = (
    await db.select({ id: rounds.id }).from(rounds).where(eq(rounds.accountId, recruit.id))
  ).map((row) => row.id);
  const report = await createReport(db, { accountId: recruit.id, kind: 'resume' });
  // A stored player report (decision 054) with valid parameters, as the report pages store them.
  const pprParameters = { group: 'Recent Performance', standardId: 'pga-tour', holeCount: 18 };
  const playerReportHash = reportHash('ppr', recruit.id, pprParameters);
  await db.insert(reportParameters).values({
    hash: playerReportHash,
    kind: 'ppr',
    accountId: recruit.id,
    parameters: pprParameters,
    name: 'Recent Performance',
    createdBy: recruit.id,
  });
  // Saved comparisons on the recruit's page (spec 2 §3): the player alone, against the roster mate,
  // and chosen rounds on the left, which Compare By Player turns into the chosen player's latest
  // rounds (issue 29: like for like), reading both players' rounds.
  const alone = defaultCompareConfig(recruit.id);
  const chosenRounds = statFilterSelectionsSchema.parse({
    advancedFilter: { label: 'Round', rounds: roundIds.slice(0, 3) },
  });
  const compareHashes = [
    await saveCompareState(db, recruit.id, cachedStateOf(alone)),
    await saveCompareState(
      db,
      recruit.id,
      cachedStateOf({ ...alone, right: { ...alone.right, accountId: viewer.id } }),
    ),
    await saveCompareState(
      db,
      recruit.id,
      cachedStateOf({ ...alone, left: { ...alone.left, selections: chosenRounds } }),
    ),
  ];
  return {
    recruit: { ...recruit, cookie: recruit.cookie },
    viewer: { ...viewer, cookie: await sessionCookieFor(db, viewer.id) },
    hidden,
    organization,
    course,
    roundIds,
    token: await apiTokenFor(db, recruit.id),
    reportHash: report.hash,
    playerReportHash,
    compareHashes,
  };
}

export type FuzzWorld = Awaited<ReturnType<typeof createFuzzWorld>>;

/** Bodies at least this long go over a plain HTTP client (see `sendLarge`). */
const LARGE_BODY = 60_000;

/**
 * A request with a body gets a connection of its own: a route may answer without reading the body (a
 * 405, a 413), and workerd then reads the unread body as the next request of a kept-alive connection
 * (a 501 "Unrecognized request method" that no route caused). Cloudflare's edge, not workerd, holds
 * the connections of real clients. Requests without a body share kept-alive connections.
 */
const freshConnections = new Agent({ maxRequestsPerClient: 1 });
let keptAlive = new Agent();

/** Resets of a connection that the Worker answered early, retried before they count as failures. */
const NETWORK_ATTEMPTS = 3;

/**
 * A request unanswered this long: the Workers are asked on a connection of their own. A local answer
 * takes milliseconds, seconds when three files share two cores; the render gate refuses past 5 s.
 */
const STALL_MS = 20_000;
const PROBE_MS = 10_000;

/** The latest of what a file's Workers printed (they print every refusal; kept for a stall report). */
export function recentOutput(limit = 16_000) {
  let text = '';
  return {
    add(chunk: string) {
      text = (text + chunk).slice(-limit);
    },
    lines(count: number): string {
      return text.split('\n').slice(-count).join('\n');
    },
  };
}

export type RecentOutput = ReturnType<typeof recentOutput>;

/** Whether the Workers answer a light request on a connection of their own within PROBE_MS. */
async function answersOnNewConnection(origin: string): Promise<boolean> {
  try {
    const response = await undiciFetch(`${origin}/robots.txt`, {
      dispatcher: freshConnections,
      signal: AbortSignal.timeout(PROBE_MS),
    });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * What a stalled request says: null when the Workers answer on a new connection (the client's
 * kept-alive connections stalled, and are replaced), else a report of workerd's CPU time over 2 s and
 * their latest output, which every later request of the file fails with at once (a stopped workerd
 * would otherwise cost each remaining test its whole time limit).
 */
async function stallReport(workers: TestWorkers, output: RecentOutput): Promise<string | null> {
  if (await answersOnNewConnection(workers.url.origin)) {
    const stalled = keptAlive;
    keptAlive = new Agent();
    void stalled.destroy();
    console.warn('fuzz: a request stalled on a kept-alive connection; the Workers answer on a new one');
    return null;
  }
  const before = workerdCpuMs();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return [
    `The Workers stopped answering: no answer in ${STALL_MS / 1000} s, nor to a probe on a new connection.`,
    // About 2 000 ms: a loop holds the isolate; about 0: workerd waits on something that never comes.
    `workerd used ${Math.round(workerdCpuMs() - before)} ms of CPU in the next 2 s.`,
    `their latest output:\n${output.lines(40)}`,
  ].join('\n');
}

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** Sends a generated request to the app Worker (redirects are answers, not followed). */
export function sender(workers: TestWorkers, output: RecentOutput = recentOutput()) {
  let stopped: string | null = null;
  let probing: Promise<string | null> | null = null;
  return async (request: FuzzRequest): Promise<Response> => {
    if (stopped !== null) throw new Error(stopped);
    // The path is appended to the origin as it is: `//x` is a path here, not another host.
    const url = `${workers.url.origin}${request.path}`;
    const large = await asLargeBody(request);
    if (large) return sendLarge(new URL(url), large);
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await undiciFetch(url, {
          method: request.method,
          // Uncompressed: gzip would cost both sides more CPU than the whole rest of a request.
          headers: { 'Accept-Encoding': 'identity', ...request.headers },
          redirect: 'manual',
          dispatcher: request.body === undefined ? keptAlive : freshConnections,
          signal: AbortSignal.timeout(STALL_MS),
          ...(request.body === undefined ? {} : { body: request.body as UndiciBody }),
        });
        // Read here, so that a connection reset while the answer arrives is sent again too.
        const bytes = await response.arrayBuffer();
        const empty = response.status === 204 || response.status === 304;
        return new Response(empty ? null : bytes, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers as unknown as Headers,
        });
      } catch (error) {
        if (isTimeout(error) && attempt < NETWORK_ATTEMPTS) {
          // The requests of a batch stall together: one probe answers for all of them.
          probing ??= stallReport(workers, output).finally(() => {
            probing = null;
          });
          const report = await probing;
          if (report === null) continue;
          stopped = report;
          throw new Error(report);
        }
        // fetch fails with a TypeError when the connection does (reset, closed): sent again.
        if (attempt >= NETWORK_ATTEMPTS || !(error instanceof TypeError)) throw error;
      }
    }
  };
}

/**
 * A body too large for the route is answered (413) before it is read, and workerd then closes the
 * connection: the client, still writing, may see the reset before the answer, or the reset may cut
 * the answer short. fetch drops the answer then; node:http hands it over when it arrived whole, and
 * the request is sent again when it did not (a reset within the answer included: the answer would
 * otherwise never end, and a destroyed socket's timeout never fires — the "stall" this suite once
 * waited 20 minutes on). A connection silent for ANSWER_WAIT_MS is dropped and the request sent again
 * (Cloudflare's edge, not workerd, holds real connections).
 */
/** How long a large request's connection may stay silent: a local answer comes in milliseconds. */
const ANSWER_WAIT_MS = 2_000;

async function sendLarge(url: URL, request: FuzzRequest, attempts = 12): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await sendOnce(url, request);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= attempts || !['ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(String(code))) throw error;
    }
  }
}

function sendOnce(url: URL, request: FuzzRequest): Promise<Response> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = http.request(
      url,
      { method: request.method, headers: request.headers, agent: false },
      (incoming) => {
        answered = true;
        const chunks: Array<Buffer> = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        // A connection reset within the answer: sent again (the answer never ends otherwise, and a
        // destroyed socket's timeout never fires).
        incoming.on('error', (error) => reject(Object.assign(error, { code: 'ECONNRESET' })));
        incoming.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
              headers.append(name, item);
            }
          }
          const status = incoming.statusCode ?? 0;
          resolve(
            new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), {
              status,
              headers,
            }),
          );
        });
      },
    );
    outgoing.setTimeout(ANSWER_WAIT_MS, () => {
      // Stalled before or within the answer: sent again (a promise already resolved ignores this).
      const stalled = Object.assign(new Error('no answer on this connection'), { code: 'ETIMEDOUT' });
      outgoing.destroy(stalled);
      reject(stalled);
    });
    outgoing.on('error', (error) => {
      if (!answered) reject(error);
    });
    // Closed before the answer ended, whatever closed it: sent again (resolve/reject run once).
    outgoing.on('close', () =>
      reject(Object.assign(new Error('connection closed before the answer ended'), { code: 'ECONNRESET' })),
    );
    outgoing.end(request.body as string | Uint8Array);
  });
}

/**
 * The request with its body as bytes (and the multipart boundary's content type) when the body is at
 * least LARGE_BODY long, whatever its kind: a multipart form carrying a large file is answered early
 * as a large text is (a 401 before the upload is read), and workerd resets the connection after it.
 * Null for smaller bodies, which go over fetch as they are.
 */
async function asLargeBody(request: FuzzRequest): Promise<FuzzRequest | null> {
  const { body } = request;
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return body.length >= LARGE_BODY ? request : null;
  const encoded = new Response(body);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  if (bytes.byteLength < LARGE_BODY) return null;
  const type = encoded.headers.get('Content-Type');
  const typed = Object.keys(request.headers).some((name) => name.toLowerCase() === 'content-type');
  return {
    ...request,
    body: bytes,
    headers: { ...(type && !typed ? { 'Content-Type': type } : {}), ...request.headers },
  };
}

export type FuzzContext = {
  workers: TestWorkers;
  world: FuzzWorld;
  send: (request: FuzzRequest) => Promise<Response>;
};

/**
 * The Workers and rows of one fuzz file, started before its tests and stopped after them (when the
 * file's totals are reported). Read the fields inside tests: they are set once the file starts.
 */
export function fuzzWorldFor(file: string, options: WorkersOptions = {}): FuzzContext {
  const context = {} as FuzzContext;
  const output = recentOutput();
  beforeAll(async () => {
    context.workers = await startTestWorkers({ quiet: QUIET, onOutput: output.add, ...options });
    context.world = await createFuzzWorld(context.workers);
    context.send = sender(context.workers, output);
  });
  afterAll(async () => {
    reportTotals(file);
    await context.workers?.dispose();
  });
  return context;
}

/** No cookie, the player's session, another account's session, or cookies that are no session. */
export function cookies(world: FuzzWorld): fc.Arbitrary<Record<string, string>> {
  return fc
    .constantFrom(
      '',
      '',
      world.recruit.cookie,
      world.viewer.cookie,
      '__session=forged',
      'theme=%7B%22theme%22%3A1%7D',
      '__proto__=1',
    )
    .map((cookie) => header('Cookie', cookie));
}

/** A page or resource route read through its URL: its paths and the query parameters it reads. */
export function pageFuzz(
  context: FuzzContext,
  route: string,
  path: () => fc.Arbitrary<string>,
  names: ReadonlyArray<string>,
  value: (name: string) => fc.Arbitrary<string> = () => text,
  rules: AnswerRules = {},
): void {
  test(route, async () => {
    const target = fc.tuple(path(), queryOf(pairs(names, value, 6))).map(([p, q]) => withQuery(p, q));
    await fuzzRoute(route, readRequest(target, cookies(context.world)), context.send, (response, request) =>
      expectClearAnswer(response, request, rules),
    );
  });
}
