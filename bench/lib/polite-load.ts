// Clients that behave as browsers and well-made apps do under a 503: each connection waits the
// Retry-After the server names before its next request. autocannon retries at once, so a refused
// client there keeps the queue full; this loop shows what the site serves to clients that listen.
import { loadavg } from 'node:os';

export type PoliteRun = {
  requests: number;
  served: number;
  refused: number;
  other: Map<number, number>;
  errors: Map<string, number>;
  timeouts: number;
  latencies: Array<number>;
  seconds: number;
};

const REQUEST_TIMEOUT_MS = 10_000;
/** A refusal without a usable Retry-After waits this long (the gate's own answer is 5 s). */
const DEFAULT_RETRY_SECONDS = 1;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function retryAfterMs(header: string | null): number {
  const seconds = Number(header);
  return (Number.isFinite(seconds) && seconds >= 0 ? seconds : DEFAULT_RETRY_SECONDS) * 1000;
}

/** A run of `seconds` with nothing counted yet. */
export function emptyRun(seconds: number): PoliteRun {
  return {
    requests: 0,
    served: 0,
    refused: 0,
    other: new Map(),
    errors: new Map(),
    timeouts: 0,
    latencies: [],
    seconds,
  };
}

/** A request that got no answer: a timeout (REQUEST_TIMEOUT_MS or the caller's), or an error by its code. */
export function recordFailure(run: PoliteRun, error: unknown): void {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    run.timeouts += 1;
    return;
  }
  const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
  run.errors.set(code, (run.errors.get(code) ?? 0) + 1);
}

/** `connections` loops of one request at a time for `seconds`; a 503 waits its Retry-After. */
export async function politeLoad(options: {
  origin: string;
  connections: number;
  seconds: number;
  nextPath: () => string;
  headers: (connection: number) => Record<string, string>;
}): Promise<PoliteRun> {
  const run = emptyRun(options.seconds);
  const end = performance.now() + options.seconds * 1000;
  const connection = async (n: number) => {
    const headers = options.headers(n);
    while (performance.now() < end) {
      const started = performance.now();
      run.requests += 1;
      try {
        const response = await fetch(new URL(options.nextPath(), options.origin), {
          headers,
          redirect: 'manual',
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        run.latencies.push(performance.now() - started);
        if (response.status >= 200 && response.status < 300) run.served += 1;
        else if (response.status === 503) {
          run.refused += 1;
          await sleep(Math.min(retryAfterMs(response.headers.get('Retry-After')), end - performance.now()));
        } else run.other.set(response.status, (run.other.get(response.status) ?? 0) + 1);
      } catch (error) {
        recordFailure(run, error);
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, n) => connection(n)));
  return run;
}

function percentile(sorted: Array<number>, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** One table row: what was asked, served, refused and lost, and how fast. */
export function politeRow(label: string, run: PoliteRun): Record<string, string> {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  const tally = (counts: Map<string | number, number>) =>
    counts.size === 0 ? '0' : [...counts].map(([key, count]) => `${key}: ${count}`).join(', ');
  return {
    kind: label,
    requests: String(run.requests),
    'served (2xx)': String(run.served),
    'served/s': (run.served / run.seconds).toFixed(1),
    '503 busy': String(run.refused),
    'other answers': tally(run.other),
    'errors (resets)': tally(run.errors),
    timeouts: String(run.timeouts),
    'p50 ms': percentile(sorted, 50).toFixed(0),
    'p99 ms': percentile(sorted, 99).toFixed(0),
  };
}

/** The machine's load average after a run: a busy machine explains slow figures. */
export function printLoadAverage(): void {
  console.log(
    `  load average of the machine after the run: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(', ')}`,
  );
}
