// Issue 6 figures: the full resume rendered by the PDF Worker next to printing the same resume page
// to PDF in an already running headless Chromium (setContent + page.pdf), medians of RUNS each, in one
// run; the PDF's size; CPU time per render and per page.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resumeState } from '../app/domain/resume/resume-data';
import { createDb } from '../db/client';
import { resumeSourceQueries } from '../db/queries/resume';
import { applyMigrations, PDF_WORKER_NAME, startWorkers } from '../scripts/lib/workers';
import { launchBrowser } from '../test/helpers/browser';
import { createRecruit } from '../test/helpers/resume-fixture';
import { renderResume } from '../workers/pdf/src/documents/resume';

const RUNS = 25;

function median(values: Array<number>): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function pages(bytes: Uint8Array, dir: string): number {
  const file = path.join(dir, `${crypto.randomUUID()}.pdf`);
  writeFileSync(file, bytes);
  return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
}

/** The report page with its stylesheets inlined, so setContent needs no network (as PDF services do). */
function selfContained(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"[^>]*>/g, (_, href: string) => {
      const css = readFileSync(path.join('build/client', href), 'utf8').replace(
        /url\((\/assets\/[^)]+)\)/g,
        (_m, asset: string) =>
          `url(data:font/woff2;base64,${readFileSync(path.join('build/client', asset)).toString('base64')})`,
      );
      return `<style>${css}</style>`;
    });
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-resume-'));
  const { mf, url, db: d1 } = await startWorkers();
  const raw = d1 as unknown as D1Database;
  await applyMigrations(raw);
  const db = createDb(raw);
  const browser = await launchBrowser();
  try {
    const player = await createRecruit(db, 'Bench');
    // Every section on: cover with all lists, four charts, notes.
    const [accountRows, infoRows, entries, rounds, news] = await db.batch(resumeSourceQueries(db, player.id));
    const account = accountRows[0];
    if (!account) throw new Error('no account');
    const sources = { account, info: infoRows[0] ?? null, entries, rounds, news };
    const base = resumeState(sources, null, {
      today: new Date(),
      profileUrl: `${url.origin}/player/x`,
    }).settings;
    const all = (list: typeof base.pastRounds) => ({
      isSelected: true,
      options: list.options.map((o) => ({ ...o, isSelected: true, includeNotes: true })),
    });
    const settings = {
      ...base,
      schoolInformation: { ...base.schoolInformation, collegeName: true, highSchoolName: true },
      pastTournaments: all(base.pastTournaments),
      pastRounds: all(base.pastRounds),
      performanceChartsPage: {
        ...base.performanceChartsPage,
        lastRoundsChart: true,
        priorRoundsChart: true,
        showTournamentNotes: true,
      },
    };
    const { model: plain } = resumeState(sources, settings, {
      today: new Date(),
      profileUrl: `${url.origin}/player/x`,
    });
    // The full cover: the portrait and the custom logo as the app sends them (decision 022).
    const jpeg = (file: string) => ({
      type: 'jpeg' as const,
      base64: readFileSync(path.join('public/demo', file)).toString('base64'),
    });
    const model = plain.cover
      ? {
          ...plain,
          cover: {
            ...plain.cover,
            picture: { initials: 'RS', url: null, image: jpeg('players/aaliyah-brooks.jpg') },
            logo: { url: '/demo/orgs/bayshore.svg', image: jpeg('orgs/bayshore.jpg') },
          },
        }
      : plain;
    const body = JSON.stringify(model);

    // The PDF Worker through its service binding, as the app calls it.
    const pdfWorker = await mf.getWorker(PDF_WORKER_NAME);
    const workerMs: Array<number> = [];
    let bytes = new Uint8Array();
    for (let i = 0; i < RUNS + 3; i++) {
      const started = performance.now();
      const response = await pdfWorker.fetch('https://pdf.internal/resume', { method: 'POST', body });
      bytes = new Uint8Array(await response.arrayBuffer());
      if (i >= 3) workerMs.push(performance.now() - started);
    }

    // The same document in Node: CPU time of one render (workerd runs the same V8).
    const cpuMs: Array<number> = [];
    for (let i = 0; i < RUNS + 10; i++) {
      const before = process.cpuUsage();
      await renderResume(model);
      const used = process.cpuUsage(before);
      if (i >= 10) cpuMs.push((used.user + used.system) / 1000);
    }

    // A warm Chromium: the browser and a page already open; each render is setContent + page.pdf.
    await browser.setOffline(true);
    const page = await browser.newPage();
    const reportHtml = await (await fetch(new URL(`/reports/resume?accountId=${player.id}`, url))).text();
    const html = selfContained(reportHtml);
    const chromeMs: Array<number> = [];
    let chromePdf = new Uint8Array();
    for (let i = 0; i < RUNS + 3; i++) {
      const started = performance.now();
      await page.setContent(html, { waitUntil: 'load' });
      chromePdf = new Uint8Array(await page.pdf({ format: 'Letter', printBackground: true }));
      if (i >= 3) chromeMs.push(performance.now() - started);
    }

    const pageCount = pages(bytes, dir);
    const worker = median(workerMs);
    const chrome = median(chromeMs);
    const cpu = median(cpuMs);
    console.table([
      {
        renderer: 'PDF Worker (pdf-lib, service binding)',
        'median ms': worker.toFixed(1),
        pages: pageCount,
        'PDF KiB': (bytes.length / 1024).toFixed(1),
      },
      {
        renderer: 'warm Chromium (setContent + page.pdf)',
        'median ms': chrome.toFixed(1),
        pages: pages(chromePdf, dir),
        'PDF KiB': (chromePdf.length / 1024).toFixed(1),
      },
    ]);
    console.log(`PDF Worker is ${(chrome / worker).toFixed(1)}× faster than the warm browser (goal ≥ 10×).`);
    console.log(
      `CPU per render (same code in Node's V8): median ${cpu.toFixed(1)} ms, ${(cpu / pageCount).toFixed(1)} ms per page (goal ≤ 10 ms per page).`,
    );
  } finally {
    await browser.close();
    await mf.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}
