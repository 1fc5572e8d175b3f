import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import {
  admitted,
  busyResponse,
  createRenderGate,
  isHeavyRoute,
  RENDERS_AT_ONCE,
  RETRY_AFTER_S,
  WAIT_AT_MOST_MS,
  WAIT_BUDGET_MS,
  WAITING_AT_MOST,
} from './render-gate';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A render that ends when `finish()` is called; records its start. */
function pendingRender(started: Array<number>, id: number) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    run: async () => {
      started.push(id);
      await done;
      return id;
    },
    finish: () => finish(),
  };
}

test('decision 029: at most four renders run at once; the others start in arrival order as places free', async () => {
  const gate = createRenderGate();
  const started: Array<number> = [];
  const renders = Array.from({ length: 7 }, (_, id) => pendingRender(started, id));
  const results = renders.map((render) => admitted(gate, render.run, () => -1));
  await vi.advanceTimersByTimeAsync(50);
  expect(started).toEqual([0, 1, 2, 3]);
  expect(RENDERS_AT_ONCE).toBe(4);
  renders[2]?.finish();
  renders[0]?.finish();
  await vi.advanceTimersByTimeAsync(50);
  expect(started).toEqual([0, 1, 2, 3, 4, 5]);
  for (const render of renders) render.finish();
  await vi.advanceTimersByTimeAsync(50);
  expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5, 6]);
});

test('a render that fails frees its place', async () => {
  const gate = createRenderGate();
  const failing = Array.from({ length: RENDERS_AT_ONCE }, () =>
    admitted(
      gate,
      async () => {
        throw new Error('render failed');
      },
      () => 'busy',
    ).catch((error: Error) => error.message),
  );
  expect(await Promise.all(failing)).toEqual(Array(RENDERS_AT_ONCE).fill('render failed'));
  expect(
    await admitted(
      gate,
      async () => 'next',
      () => 'busy',
    ),
  ).toBe('next');
});

test('a render the runtime canceled (no finally) is forgotten after 30 s instead of holding its place', async () => {
  const gate = createRenderGate();
  // Four renders that never end, as a canceled request never reports its end.
  for (let i = 0; i < RENDERS_AT_ONCE; i++)
    void admitted(
      gate,
      () => new Promise(() => {}),
      () => {},
    );
  await vi.advanceTimersByTimeAsync(27_000);
  // Arrives 27 s later and waits its turn (within WAIT_AT_MOST_MS) until the lost renders are forgotten.
  let ran = false;
  const next = admitted(
    gate,
    async () => {
      ran = true;
    },
    () => {},
  );
  await vi.advanceTimersByTimeAsync(2_000);
  expect(ran).toBe(false);
  await vi.advanceTimersByTimeAsync(2_000);
  await next;
  expect(ran).toBe(true);
});

test('decision 073: past WAITING_AT_MOST waiting, a request is refused at once; the queue still runs', async () => {
  const gate = createRenderGate();
  const started: Array<number> = [];
  const count = RENDERS_AT_ONCE + WAITING_AT_MOST;
  const renders = Array.from({ length: count }, (_, id) => pendingRender(started, id));
  const results = renders.map((render) => admitted(gate, render.run, () => -1));
  await vi.advanceTimersByTimeAsync(10);
  expect(
    await admitted(
      gate,
      async () => 'ran',
      () => 'busy',
    ),
  ).toBe('busy');
  for (const render of renders) render.finish();
  await vi.advanceTimersByTimeAsync(50);
  expect(await Promise.all(results)).toEqual(Array.from({ length: count }, (_, id) => id));
  expect(
    await admitted(
      gate,
      async () => 'ran',
      () => 'busy',
    ),
  ).toBe('ran');
});

test('a request that has waited WAIT_AT_MOST_MS is refused and leaves the queue', async () => {
  const gate = createRenderGate();
  for (let i = 0; i < RENDERS_AT_ONCE; i++)
    void admitted(
      gate,
      () => new Promise(() => {}),
      () => 'busy',
    );
  let answer = '';
  void admitted(
    gate,
    async () => 'ran',
    () => 'busy',
  ).then((value) => {
    answer = value;
  });
  await vi.advanceTimersByTimeAsync(WAIT_AT_MOST_MS - 100);
  expect(answer).toBe('');
  await vi.advanceTimersByTimeAsync(200);
  expect(answer).toBe('busy');
});

test('heavy routes: the dashboard, reports, PDFs, spreadsheets and CSV files; not search, sign-in or APIs', () => {
  for (const id of [
    'routes/dashboard',
    'routes/resources.dashboard-group.$username.$group',
    'routes/reports.$kind',
    'routes/reports.compare-stats[.pdf]',
    'routes/player.$username.resume[.pdf]',
    'routes/player.$username.schedule[.xlsx]',
    'routes/api.v1.players.$username.my-data[.xlsx]',
    'routes/api.v1.players.$username.export[.csv]',
  ])
    expect(isHeavyRoute(id), id).toBe(true);
  for (const id of [
    'root',
    'routes/_index',
    'routes/golf.search',
    'routes/auth.verify',
    'routes/api.v1.rounds',
    'routes/dashboard_.settings',
  ])
    expect(isHeavyRoute(id), id).toBe(false);
});

test('the 503 past the queue: Retry-After, never stored; a page for a browser, a sentence for a fetch', async () => {
  const page = busyResponse(
    new Request('https://example.com/dashboard', { headers: { Accept: 'text/html,*/*' } }),
  );
  expect(page.status).toBe(503);
  expect(page.headers.get('Retry-After')).toBe(String(RETRY_AFTER_S));
  expect(page.headers.get('Cache-Control')).toBe('no-store');
  expect(page.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
  const html = await page.text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain('<h1>Busy, please try again</h1>');
  // Its one inline style (the site's palette, light and dark) runs under its own policy.
  const nonce = html.match(/<style nonce="([0-9a-f]{32})">/)?.[1];
  expect(nonce).toBeDefined();
  expect(page.headers.get('Content-Security-Policy')).toContain(`style-src 'nonce-${nonce}'`);
  expect(page.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
  const text = busyResponse(new Request('https://example.com/reports/ppr.pdf'));
  expect(text.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
  expect(await text.text()).toBe('The site is busy right now. Please try again in a few seconds.');
});

test('a request is refused at once when the queue ahead would outlast WAIT_BUDGET_MS at the recent render time', async () => {
  const gate = createRenderGate();
  const slowMs = 1_000;
  const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve('ran'), slowMs));
  // One render of a second teaches the gate its render time.
  const first = admitted(gate, slow, () => 'busy');
  await vi.advanceTimersByTimeAsync(slowMs);
  expect(await first).toBe('ran');
  // Four places taken; each waiter adds a quarter of a second to the queue.
  const answers = Array.from({ length: RENDERS_AT_ONCE + 12 }, () => admitted(gate, slow, () => 'busy'));
  const waitable = (WAIT_BUDGET_MS * RENDERS_AT_ONCE) / slowMs;
  await vi.advanceTimersByTimeAsync(10 * slowMs);
  const results = await Promise.all(answers);
  expect(results.filter((answer) => answer === 'ran')).toHaveLength(RENDERS_AT_ONCE + waitable);
  expect(results.slice(RENDERS_AT_ONCE + waitable)).toEqual(Array(12 - waitable).fill('busy'));
});
