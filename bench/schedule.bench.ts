// Schedule spreadsheet figures (issue 21 "Measure", decision 057): two seasons (60 events, about 150
// rounds) written as .xlsx in workerd by each library tried — build time p50, CPU per workbook, file
// size, what the library adds to a Worker bundle, and whether concurrent requests in one isolate all
// finish — then the schedule.xlsx route end to end on the demo seed. Figures only: nothing here
// asserts a timing.
import type { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { utcDay } from '../app/domain/calendar/dates';
import { splitEvents } from '../app/domain/schedule/schedule';
import { scheduleWorkbook } from '../app/domain/schedule/schedule-workbook';
import { COMPATIBILITY_DATE } from '../scripts/lib/workers';
import { threadCpuPerRequest } from './lib/replay-worker';
import { twoSeasons } from './lib/schedule-seasons';
import { seededWorkers } from './lib/seeded-workers';
import { runReports } from './reports.bench';

const PLAYER = 'jordan-reyes';
const RUNS = 100;
const WAVES = 10;
const AT_ONCE = 16;

// Each candidate Worker reads and checks the model as the document Worker does, then writes it.
const CANDIDATES: Array<{ name: string; source: string }> = [
  {
    name: 'SheetJS CE 0.20.3 (@e965/xlsx), kept',
    source: `import { workbookResponse } from './workers/pdf/src/spreadsheets/workbook';
export default { fetch: (request) => workbookResponse(request) };`,
  },
  {
    name: 'exceljs 4.4.0 (browser build)',
    source: `import { workbookModelSchema } from './app/domain/spreadsheets/workbook-model';
import { writeWorkbookWithExceljs } from './bench/lib/exceljs-workbook';
export default {
  async fetch(request) {
    const bytes = await writeWorkbookWithExceljs(workbookModelSchema.parse(await request.json()));
    return new Response(bytes);
  },
};`,
  },
];

// The same reading and checking, answering as many bytes without a library: the share that is not
// the library's, in CPU and in bundle size.
const BASELINE = `import { workbookModelSchema } from './app/domain/spreadsheets/workbook-model';
export default {
  async fetch(request) {
    workbookModelSchema.parse(await request.json());
    return new Response(new Uint8Array(Number(request.headers.get('x-bytes'))));
  },
};`;

async function bundle(source: string): Promise<string> {
  const result = await build({
    stdin: { contents: source, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['workerd', 'worker', 'browser'],
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

function percentile(sorted: Array<number>, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function serve<T>(script: string, measure: (url: URL) => Promise<T>): Promise<T> {
  const mf = new Miniflare({
    host: '127.0.0.1',
    port: 0,
    modules: true,
    script,
    compatibilityDate: COMPATIBILITY_DATE,
    // workerd's warning per cancelled request would bury the table; the failures are counted instead.
    handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
      stdout.resume();
      stderr.resume();
    },
  });
  try {
    return await measure(await mf.ready);
  } finally {
    await mf.dispose();
  }
}

type Figures = { p50: number; cpu: number; bytes: number; failed: number };

async function measureWorker(script: string, body: string, bytesHeader: number): Promise<Figures> {
  return serve(script, async (url) => {
    const post = () =>
      fetch(url, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json', 'x-bytes': String(bytesHeader) },
      });
    const first = await post();
    const bytes = (await first.arrayBuffer()).byteLength;
    if (first.status !== 200) throw new Error(`the Worker answered ${first.status}`);
    const samples: Array<number> = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await (await post()).arrayBuffer();
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    const cpu = await threadCpuPerRequest(async () => (await post()).arrayBuffer(), RUNS);
    // Requests that share the isolate: each must finish with its file.
    let failed = 0;
    for (let wave = 0; wave < WAVES; wave++) {
      const answers = await Promise.allSettled(
        Array.from({ length: AT_ONCE }, async () => {
          const response = await post();
          const length = (await response.arrayBuffer()).byteLength;
          if (response.status !== 200 || length === 0) throw new Error(String(response.status));
        }),
      );
      failed += answers.filter((answer) => answer.status === 'rejected').length;
    }
    return { p50: percentile(samples, 50), cpu, bytes, failed };
  });
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

export async function run(): Promise<void> {
  const today = utcDay(new Date());
  const { entries, rounds } = twoSeasons(today);
  const { upcoming, historical } = splitEvents(entries, today);
  const model = scheduleWorkbook({
    firstName: 'Bench',
    lastName: 'Player',
    upcoming,
    historical,
    results: { featured: false, events: [], rounds: [] },
    rounds,
    names: null,
    range: { start: null, end: null },
  });
  const body = JSON.stringify(model);
  console.log(
    `Two seasons: ${entries.length} events, ${rounds.length} rounds → ${model.sheets
      .map((sheet) => `${sheet.name} ${sheet.rows.length} rows × ${sheet.columns.length} columns`)
      .join(', ')}; model ${kib(body.length)} KiB of JSON`,
  );

  const baseline = await bundle(BASELINE);
  const rows: Record<string, Record<string, string>> = {};
  for (const candidate of CANDIDATES) {
    const script = await bundle(candidate.source);
    const figures = await measureWorker(script, body, 0);
    const plain = await measureWorker(baseline, body, figures.bytes);
    rows[candidate.name] = {
      'build p50 (ms, wall)': figures.p50.toFixed(2),
      'CPU per workbook (ms)': (figures.cpu - plain.cpu).toFixed(2),
      'CPU per request (ms)': figures.cpu.toFixed(2),
      'file (KiB)': kib(figures.bytes),
      'adds to a Worker (KiB min)': kib(script.length - baseline.length),
      'adds (KiB gzip)': kib(gzipSync(script).length - gzipSync(baseline).length),
      [`failed of ${WAVES * AT_ONCE} concurrent`]: String(figures.failed),
    };
  }
  console.log(
    '\nThe workbook written in workerd, production settings, one Worker per library (goal ≤ 50 ms CPU); CPU per workbook is the request less the same request answered without a library:',
  );
  console.table(rows);

  const { workers, d1, playerId } = await seededWorkers(PLAYER);
  try {
    const rows: Record<string, Record<string, string>> = {};
    // The plain page's export and one with the page's filter (decision 060): a status unticked, the
    // Score view over All Time with a threshold, and an additional player whose rows are read too.
    const mate = await d1
      .prepare(
        `SELECT m.account_id AS id FROM roster_members m JOIN roster_members me ON me.roster_id = m.roster_id
         WHERE me.account_id = ? AND m.account_id <> ? ORDER BY m.account_id LIMIT 1`,
      )
      .bind(playerId, playerId)
      .first<{ id: number }>();
    const filtered = `view=score&range=all&threshold=75&filters=1&type=3&type=10&type=11&locale=1&locale=3&locale=4&status=1&status=3&status=4&status=5&status=6${mate ? `&player=${mate.id}` : ''}`;
    for (const [name, query] of [
      ['plain', ''],
      ['with the page filter', filtered],
    ] as const) {
      const url = new URL(`/player/${PLAYER}/schedule.xlsx${query ? `?${query}` : ''}`, workers.url);
      const first = await fetch(url);
      if (first.status !== 200) throw new Error(`schedule.xlsx answered ${first.status}`);
      const bytes = (await first.arrayBuffer()).byteLength;
      const samples: Array<number> = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        await (await fetch(url)).arrayBuffer();
        samples.push(performance.now() - started);
      }
      samples.sort((a, b) => a - b);
      rows[name] = {
        p50: percentile(samples, 50).toFixed(2),
        p99: percentile(samples, 99).toFixed(2),
        'file (KiB)': kib(bytes),
        disposition: first.headers.get('Content-Disposition') ?? '',
      };
    }
    console.log(
      `\nGET /player/${PLAYER}/schedule.xlsx on the demo seed, app and document Workers, ${RUNS} requests each:`,
    );
    console.table(rows);
  } finally {
    await workers.mf.dispose();
  }

  console.log(
    '\nThe schedule reports (decision 060): the PDF Worker against a warm Chromium printing the report page:',
  );
  await runReports(['public-player-schedule-report', 'org-schedule-report']);
}
