// Issue 20 and 30 figures (`npm run bench -- reports [kind]`): each report kind rendered by the PDF
// Worker next to a warm headless Chromium printing the same report page (page.pdf), interleaved render
// by render, on the demo seed. The PDF Worker gets the very model the app sends it (captured at the
// service binding); Chromium gets the report page as a team choosing Chromium would ship it: the page's
// own markup with only the style rules it uses (those matching its elements under print media), the
// SAME static fonts the PDF Worker embeds (Inter 400/600, Barlow Condensed 400/600/700, TrueType,
// inlined) instead of the site's variable font, and a print stylesheet whose zoom is chosen so that it
// prints to as many pages as the PDF (both page counts printed).
// Printed: p50 and p99 wall time and CPU per render of each (workerd's and Chromium's processes, read
// from /proc around each render, so a loaded machine slows the wall times but hardly the CPU), the PDF
// Worker's CPU per page in Node, pages, PDF size, and the ratios. BENCH_REPORTS_OUT=dir keeps both PDFs,
// Chromium's page and the model sent to the PDF Worker there. A report kind is one entry of REPORTS.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { Miniflare, type Request as MiniflareRequest, Response as MiniflareResponse } from 'miniflare';
import { compareReportModelSchema } from '../app/domain/reports/compare-report';
import { PLAYER_REPORT_KINDS, playerReportModelSchema } from '../app/domain/reports/player-report';
import { scheduleReportModelSchema } from '../app/domain/reports/schedule-report';
import { resumeModelSchema } from '../app/domain/resume/resume-model';
import { cachedStateOf, defaultCompareConfig } from '../app/domain/stats/compare-config';
import { createDb, type Db } from '../db/client';
import { saveCompareState } from '../db/queries/compare-states';
import { accounts } from '../db/schema/accounts';
import { organizations } from '../db/schema/organizations';
import { DEFAULT_SEED, generateSeed } from '../db/seed/generate';
import { loadSeed } from '../scripts/lib/seed-db';
import { applyAllMigrations, PDF_WORKER_NAME, roundShardNames, workersOptions } from '../scripts/lib/workers';
import { launchBrowser } from '../test/helpers/browser';
import { renderCompareStats } from '../workers/pdf/src/documents/compare-stats';
import { renderPlayerReport } from '../workers/pdf/src/documents/player-report';
import { renderResume } from '../workers/pdf/src/documents/resume';
import { renderScheduleReport } from '../workers/pdf/src/documents/schedule-report';
import type { EmbeddedFontData } from '../workers/pdf/src/draw/font';
import { barlowCondensed400 } from '../workers/pdf/src/fonts/barlow-condensed-400';
import { barlowCondensed600 } from '../workers/pdf/src/fonts/barlow-condensed-600';
import { barlowCondensed700 } from '../workers/pdf/src/fonts/barlow-condensed-700';
import { inter400 } from '../workers/pdf/src/fonts/inter-400';
import { inter600 } from '../workers/pdf/src/fonts/inter-600';
import { descendantCpuMs, workerdCpuMs } from './lib/process-cpu';

const RUNS = 25;
const WARM_UP = 3;
const PLAYER = 'jordan-reyes';

/** One report kind: where its page and PDF are, and the PDF Worker's document for the model. */
type ReportEntry = {
  kind: string;
  /** The report page and the app's PDF route of the same report, for the demo player. */
  paths: (player: { id: number; db: Db }) => Promise<{ page: string; pdf: string }>;
  /** The PDF Worker's document, run in Node to measure its CPU. */
  render: (model: unknown) => Promise<Uint8Array>;
};

const REPORTS: ReadonlyArray<ReportEntry> = [
  {
    kind: 'resume',
    paths: async ({ id }) => ({
      page: `/reports/resume?accountId=${id}`,
      pdf: `/reports/resume.pdf?accountId=${id}`,
    }),
    render: (model) => renderResume(resumeModelSchema.parse(model)),
  },
  {
    // All six pages: `pages` absent.
    kind: 'compare-stats',
    paths: async ({ id, db }) => {
      const hash = await saveCompareState(db, id, cachedStateOf(defaultCompareConfig(id)));
      return { page: `/reports/compare-stats?hash=${hash}`, pdf: `/reports/compare-stats.pdf?hash=${hash}` };
    },
    render: (model) => renderCompareStats(compareReportModelSchema.parse(model)),
  },
  // Every player report kind (decisions 054 and 059), asked by account with its default parameters.
  ...PLAYER_REPORT_KINDS.map(
    (kind): ReportEntry => ({
      kind,
      paths: async ({ id }) => ({
        page: `/reports/${kind}?accountId=${id}`,
        pdf: `/reports/${kind}.pdf?accountId=${id}`,
      }),
      render: (model) => renderPlayerReport(playerReportModelSchema(kind).parse(model)),
    }),
  ),
  {
    // Decision 060: both sections, every date, the figures.
    kind: 'public-player-schedule-report',
    paths: async ({ id }) => ({
      page: `/reports/public-player-schedule-report?accountId=${id}`,
      pdf: `/reports/public-player-schedule-report.pdf?accountId=${id}`,
    }),
    render: (model) =>
      renderScheduleReport(scheduleReportModelSchema('public-player-schedule-report').parse(model)),
  },
  {
    // The demo player's organization: its rosters' players, every row naming its player.
    kind: 'org-schedule-report',
    paths: async ({ db }) => {
      const [organization] = await db.select({ id: organizations.id }).from(organizations).limit(1);
      return {
        page: `/reports/org-schedule-report?organizationId=${organization?.id}`,
        pdf: `/reports/org-schedule-report.pdf?organizationId=${organization?.id}`,
      };
    },
    render: (model) => renderScheduleReport(scheduleReportModelSchema('org-schedule-report').parse(model)),
  },
];

function percentile(values: Array<number>, p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function median(values: Array<number>): number {
  return percentile(values, 50);
}

/**
 * The PDF Worker's embedded fonts as @font-face rules, under the family names the site's stylesheet
 * asks for (--font-sans and --font-display): the same TrueType bytes, static weights only.
 */
function pdfWorkerFontFaces(): string {
  const faces: Array<[string, EmbeddedFontData]> = [
    ['Inter Variable', inter400],
    ['Inter Variable', inter600],
    ['Barlow Condensed', barlowCondensed400],
    ['Barlow Condensed', barlowCondensed600],
    ['Barlow Condensed', barlowCondensed700],
  ];
  return faces
    .map(([family, font]) => {
      const ttf = inflateSync(Buffer.from(font.deflatedBase64, 'base64')).toString('base64');
      return `@font-face{font-family:"${family}";font-style:normal;font-weight:${font.weight};src:url("data:font/ttf;base64,${ttf}") format("truetype")}`;
    })
    .join('\n');
}

function pageCount(bytes: Uint8Array, dir: string): number {
  const file = path.join(dir, `${crypto.randomUUID()}.pdf`);
  writeFileSync(file, bytes);
  return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
}

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

const PRINT_RESET =
  '*,*::before,*::after{box-shadow:none!important;text-shadow:none!important;filter:none!important;backdrop-filter:none!important}';

/**
 * Run in the page (a string: the bundler's helpers do not exist there). Per stylesheet: its size, the
 * rules that apply when printed (a style rule whose selector, pseudo classes left out, matches an
 * element; inside media and supports rules that hold) and its @font-face rules.
 */
const USED_RULES = `(() => {
  const usedRule = (rule) => {
    if (rule instanceof CSSStyleRule) {
      const selectors = rule.selectorText.split(',').map((s) => s.replace(/::?[a-z-]+(\\([^)]*\\))?/gi, '').trim() || '*');
      try {
        return selectors.some((s) => document.querySelector(s)) ? rule.cssText : null;
      } catch {
        return rule.cssText;
      }
    }
    if (rule instanceof CSSMediaRule) {
      if (!window.matchMedia(rule.media.mediaText).matches) return null;
      const inner = [...rule.cssRules].map(usedRule).filter(Boolean);
      return inner.length > 0 ? '@media ' + rule.media.mediaText + '{' + inner.join('') + '}' : null;
    }
    if (rule instanceof CSSSupportsRule) {
      if (!CSS.supports(rule.conditionText)) return null;
      return [...rule.cssRules].map(usedRule).filter(Boolean).join('');
    }
    if (rule instanceof CSSFontFaceRule) return null;
    return rule.cssText;
  };
  return [...document.styleSheets].map((sheet) => {
    const rules = [...sheet.cssRules];
    return {
      all: rules.reduce((sum, rule) => sum + rule.cssText.length, 0),
      used: rules.map(usedRule).filter(Boolean).join('\\n'),
      faces: rules.filter((rule) => rule instanceof CSSFontFaceRule).map((rule) => rule.cssText),
    };
  });
})()`;

/**
 * The report page as a print service would be handed it: no scripts, and one <style> holding only
 * the rules the page uses when printed (those matching its elements) and the PDF Worker's fonts,
 * inlined as data URLs (the site's own @font-face rules, a variable font Chromium prints as Type 3
 * glyphs, are left out).
 */
async function leanPrintPage(
  browser: Browser,
  url: URL,
): Promise<{ html: string; ruleBytes: number; fontBytes: number; fullCssBytes: number }> {
  const page = await browser.newPage();
  // Print media at a Letter sheet's width, so the rules the printed page uses are the ones kept.
  await page.setViewportSize({ width: 816, height: 1056 });
  await page.emulateMedia({ media: 'print' });
  await page.goto(url.href, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // The page's rules that apply to it when printed: a style rule whose selector (without its pseudo
  // classes) matches an element, inside the media and supports rules that hold; @font-face apart.
  const sheets: Array<{ all: number; used: string; faces: Array<string> }> = await page.evaluate(USED_RULES);
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  await page.close();
  const used = sheets.map((sheet) => sheet.used);
  const faces = [PDF_WORKER_FONT_FACES];
  const rules = used.join('\n');
  // A print stylesheet's one addition: screen effects off. Chromium prints a shadow or a filter as a
  // bitmap, which costs seconds per report and a megabyte of PDF.
  const css = `${faces.join('\n')}\n${rules}\n${PRINT_RESET}\n${ZOOM_MARK}`;
  const lean = html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="(modulepreload|stylesheet|preload)"[^>]*>/g, '')
    .replace('</head>', `<style>${css}</style></head>`);
  const fullCssBytes = sheets.reduce((sum, sheet) => sum + sheet.all, 0);
  return {
    html: `<!DOCTYPE html>${lean}`,
    ruleBytes: rules.length,
    fontBytes: css.length - rules.length,
    fullCssBytes,
  };
}

const PDF_WORKER_FONT_FACES = pdfWorkerFontFaces();

/** The zoom of the printed page, in a stylesheet of its own (fitted to the PDF's page count). */
const ZOOM_MARK = '/*zoom*/';

function zoomed(html: string, zoom: number): string {
  return html.replace(ZOOM_MARK, `html{zoom:${zoom.toFixed(3)}}`);
}

/**
 * The print zoom at which Chromium prints the lean page to `target` pages (bisection between 0.3
 * and 2: fewer pages as the zoom falls), and the page count it reaches.
 */
async function fitPages(
  tab: Awaited<ReturnType<Browser['newPage']>>,
  html: string,
  target: number,
  dir: string,
): Promise<{ zoom: number; pages: number }> {
  const pagesAt = async (zoom: number) => {
    await tab.setContent(zoomed(html, zoom), { waitUntil: 'load' });
    return pageCount(new Uint8Array(await tab.pdf({ format: 'Letter', printBackground: true })), dir);
  };
  let best = { zoom: 1, pages: await pagesAt(1) };
  let low = 0.3;
  let high = 2;
  for (let i = 0; i < 12 && best.pages !== target; i++) {
    const zoom = best.pages > target ? (low + best.zoom) / 2 : (best.zoom + high) / 2;
    if (best.pages > target) high = best.zoom;
    else low = best.zoom;
    best = { zoom, pages: await pagesAt(zoom) };
  }
  return best;
}

type PdfWorkerStub = Awaited<ReturnType<Miniflare['getWorker']>>;

/** The app's PDF service binding, answered here: it keeps each model, then asks the PDF Worker. */
function capturingPdfBinding(
  models: Map<string, string>,
  pdfWorker: () => Promise<PdfWorkerStub | undefined>,
) {
  return async (request: MiniflareRequest) => {
    const body = await request.text();
    models.set(new URL(request.url).pathname, body);
    const pdf = await pdfWorker();
    if (!pdf) return new MiniflareResponse('no PDF Worker', { status: 503 });
    return pdf.fetch(request.url, { method: request.method, body, headers: request.headers });
  };
}

export function run(): Promise<void> {
  const only = process.argv[3];
  return runReports(only ? [only] : null);
}

/** The figures of the report kinds named (all with null); `npm run bench -- schedule` asks for its two. */
export async function runReports(kinds: ReadonlyArray<string> | null): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-reports-'));
  // The app's PDF binding goes through this process, which keeps each model the app sends.
  const models = new Map<string, string>();
  const options = workersOptions({ cache: false, quiet: true });
  let mf: Miniflare | null = null;
  const app = options.workers[0];
  if (app?.name !== 'app') throw new Error('the app Worker comes first');
  app.serviceBindings = {
    PDF: capturingPdfBinding(models, async () => mf?.getWorker(PDF_WORKER_NAME)),
  };
  mf = new Miniflare(options);
  const url = await mf.ready;
  const browser = await launchBrowser();
  try {
    const d1 = (await mf.getD1Database('DB', 'app')) as unknown as D1Database;
    const shardDbs: Record<string, D1Database> = {};
    for (const name of roundShardNames())
      shardDbs[name] = name === 'DB' ? d1 : ((await mf.getD1Database(name, 'app')) as unknown as D1Database);
    await applyAllMigrations({ db: d1, shardDbs });
    await loadSeed(
      { db: d1, shardDbs },
      generateSeed({ seed: DEFAULT_SEED, today: new Date().toISOString().slice(0, 10) }),
    );
    const db = createDb(d1);
    const [player] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, PLAYER));
    if (!player) throw new Error(`no ${PLAYER} in the seed`);
    const pdfWorker = await mf.getWorker(PDF_WORKER_NAME);
    const rows: Array<Record<string, string | number>> = [];
    const lines: Array<string> = [];
    for (const report of REPORTS.filter((r) => kinds === null || kinds.includes(r.kind))) {
      const paths = await report.paths({ id: player.id, db });
      models.clear();
      const viaApp = await fetch(new URL(paths.pdf, url));
      if (viaApp.status !== 200) throw new Error(`${report.kind}: ${viaApp.status} ${await viaApp.text()}`);
      const [[endpoint, body] = []] = [...models.entries()];
      if (!endpoint || !body) throw new Error(`${report.kind}: the app did not call the PDF Worker`);

      // The same document in Node: CPU time of one render (workerd runs the same V8).
      const model: unknown = JSON.parse(body);
      const cpuMs: Array<number> = [];
      for (let i = 0; i < RUNS + 10; i++) {
        const before = process.cpuUsage();
        await report.render(model);
        const used = process.cpuUsage(before);
        if (i >= 10) cpuMs.push((used.user + used.system) / 1000);
      }

      // The PDF Worker's page count, then Chromium's lean page zoomed to print as many pages.
      const renderWorker = async () =>
        new Uint8Array(
          await (
            await pdfWorker.fetch(`https://pdf.internal${endpoint}`, { method: 'POST', body })
          ).arrayBuffer(),
        );
      let bytes = await renderWorker();
      const pages = pageCount(bytes, dir);
      const lean = await leanPrintPage(browser, new URL(paths.page, url));
      await browser.setOffline(true);
      const tab = await browser.newPage();
      const fit = await fitPages(tab, lean.html, pages, dir);
      const chromeHtml = zoomed(lean.html, fit.zoom);
      const renderChrome = async () => {
        await tab.setContent(chromeHtml, { waitUntil: 'load' });
        return new Uint8Array(await tab.pdf({ format: 'Letter', printBackground: true }));
      };

      // Interleaved render by render (which goes first alternates): the PDF Worker through its service
      // binding as the app calls it, with workerd's CPU around it; a warm Chromium (the browser and a
      // tab already open; setContent + page.pdf), with its processes' CPU around it.
      const workerMs: Array<number> = [];
      const chromeMs: Array<number> = [];
      let workerdCpu = 0;
      let chromeCpu = 0;
      let chromePdf = new Uint8Array();
      const timeWorker = async (counted: boolean) => {
        const cpu = workerdCpuMs();
        const started = performance.now();
        bytes = await renderWorker();
        if (!counted) return;
        workerMs.push(performance.now() - started);
        workerdCpu += workerdCpuMs() - cpu;
      };
      const timeChrome = async (counted: boolean) => {
        const cpu = descendantCpuMs('chrom');
        const started = performance.now();
        chromePdf = await renderChrome();
        if (!counted) return;
        chromeMs.push(performance.now() - started);
        chromeCpu += descendantCpuMs('chrom') - cpu;
      };
      for (let i = 0; i < RUNS + WARM_UP; i++) {
        const counted = i >= WARM_UP;
        if (i % 2 === 0) {
          await timeWorker(counted);
          await timeChrome(counted);
        } else {
          await timeChrome(counted);
          await timeWorker(counted);
        }
      }
      workerdCpu /= RUNS;
      chromeCpu /= RUNS;
      await tab.close();
      await browser.setOffline(false);
      if (process.env.BENCH_REPORTS_OUT) {
        writeFileSync(path.join(process.env.BENCH_REPORTS_OUT, `${report.kind}-pdf-worker.pdf`), bytes);
        writeFileSync(path.join(process.env.BENCH_REPORTS_OUT, `${report.kind}-chromium.pdf`), chromePdf);
        writeFileSync(path.join(process.env.BENCH_REPORTS_OUT, `${report.kind}-chromium.html`), chromeHtml);
        writeFileSync(path.join(process.env.BENCH_REPORTS_OUT, `${report.kind}-model.json`), body);
      }

      const chromePages = pageCount(chromePdf, dir);
      const worker = median(workerMs);
      const chrome = median(chromeMs);
      const cpu = median(cpuMs);
      rows.push(
        {
          report: report.kind,
          renderer: 'PDF Worker (service binding)',
          'p50 ms': worker.toFixed(1),
          'p99 ms': percentile(workerMs, 99).toFixed(1),
          'CPU ms': workerdCpu.toFixed(1),
          pages,
          'PDF KiB': (bytes.length / 1024).toFixed(1),
        },
        {
          report: report.kind,
          renderer: `warm Chromium (zoom ${fit.zoom.toFixed(3)})`,
          'p50 ms': chrome.toFixed(1),
          'p99 ms': percentile(chromeMs, 99).toFixed(1),
          'CPU ms': chromeCpu.toFixed(1),
          pages: chromePages,
          'PDF KiB': (chromePdf.length / 1024).toFixed(1),
        },
      );
      lines.push(
        `${report.kind}: pages ${pages} (PDF Worker) / ${chromePages} (Chromium)${pages === chromePages ? ', equal' : ' — NOT EQUAL, the ratio is not like for like'}; ` +
          `PDF Worker ${(chrome / worker).toFixed(1)}× faster than the warm browser in wall time (p50; p99 ${(percentile(chromeMs, 99) / percentile(workerMs, 99)).toFixed(1)}×), ` +
          `${(chromeCpu / workerdCpu).toFixed(1)}× in CPU (goal ≥ 10×); CPU per render ${cpu.toFixed(1)} ms in Node, ` +
          `${workerdCpu.toFixed(1)} ms in workerd, ${(cpu / pages).toFixed(1)} ms per page (goal ≤ 10 ms). ` +
          `Chromium's page: ${(lean.ruleBytes / 1024).toFixed(0)} KiB of style rules used (of ${(lean.fullCssBytes / 1024).toFixed(0)} KiB loaded) ` +
          `and ${(lean.fontBytes / 1024).toFixed(0)} KiB of the PDF Worker's fonts.`,
      );
    }
    console.table(rows);
    for (const line of lines) console.log(line);
  } finally {
    await browser.close();
    await mf.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}
