// Decision 099 figures: what building the OpenAPI document costs and what keeping it per isolate saves.
// In Node, a build (a product name not seen before) against a cached answer (the same name), interleaved;
// through the built Worker, the isolate's first GET /api/v1/openapi.json (which builds it) and the
// requests after it; and the document's size.
import { gzipSync } from 'node:zlib';
import { openApiDocument } from '../app/server/api/openapi';
import { startWorkers } from '../scripts/lib/workers';

const RUNS = 200;

function percentile(sorted: Array<number>, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function summary(samples: Array<number>) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

function timed(work: () => unknown): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

export async function run(): Promise<void> {
  const built: Array<number> = [];
  const cached: Array<number> = [];
  openApiDocument('Bench Golf', 'https://bench.example');
  for (let i = 0; i < RUNS; i += 1) {
    built.push(timed(() => openApiDocument(`Bench Golf ${i}`, 'https://bench.example')));
    cached.push(timed(() => openApiDocument('Bench Golf', 'https://bench.example')));
  }
  const build = summary(built);
  const hit = summary(cached);
  console.table({
    'build (Node)': { p50: build.p50.toFixed(2), p99: build.p99.toFixed(2), unit: 'ms' },
    'cached (Node)': { p50: hit.p50.toFixed(4), p99: hit.p99.toFixed(4), unit: 'ms' },
  });
  console.log(`  build / cached at p50: ×${(build.p50 / hit.p50).toFixed(0)}`);

  const workers = await startWorkers({ quiet: true });
  try {
    const url = new URL('/api/v1/openapi.json', workers.url);
    let start = performance.now();
    const first = await fetch(url);
    const text = await first.text();
    const firstMs = performance.now() - start;
    const later: Array<number> = [];
    for (let i = 0; i < RUNS; i += 1) {
      start = performance.now();
      await (await fetch(url)).arrayBuffer();
      later.push(performance.now() - start);
    }
    const warm = summary(later);
    console.table({
      'first request of the isolate (builds it)': { ms: firstMs.toFixed(1) },
      'later requests p50': { ms: warm.p50.toFixed(2) },
      'later requests p99': { ms: warm.p99.toFixed(2) },
    });
    console.log(
      `  document: ${(text.length / 1024).toFixed(1)} KiB, ${(gzipSync(text).length / 1024).toFixed(1)} KiB gzip`,
    );
  } finally {
    await workers.mf.dispose();
  }
}
