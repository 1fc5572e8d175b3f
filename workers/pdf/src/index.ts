import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import layoutWasm from 'satori/yoga.wasm';
import { compareReportModelSchema } from '../../../app/domain/reports/compare-report';
import { type PlayerReportKind, playerReportModelSchema } from '../../../app/domain/reports/player-report';
import { scheduleReportModelSchema } from '../../../app/domain/reports/schedule-report';
import type { ScheduleReportKind } from '../../../app/domain/reports/schedule-report-options';
import { resumeModelSchema } from '../../../app/domain/resume/resume-model';
import { type ShareCardModel, shareCardModelSchema } from '../../../app/domain/share-cards/share-card';
import { renderCardPng } from './cards/render-card';
import { renderCompareStats } from './documents/compare-stats';
import { renderPlayerReport } from './documents/player-report';
import { renderResume } from './documents/resume';
import { renderScheduleReport } from './documents/schedule-report';
import { readWorkbookResponse } from './spreadsheets/read-workbook';
import { workbookResponse } from './spreadsheets/workbook';

/**
 * The PDF Worker: one POST endpoint per document, plus a health check. It is reached only through
 * the app's PDF service binding; every body is validated against the document's model schema.
 */
export default {
  async fetch(request) {
    const url = new URL(request.url);
    if (url.pathname === '/health' && request.method === 'GET') {
      return Response.json({ ok: true, service: 'pdf', pdfLib: await pdfLibWorks() });
    }
    if (url.pathname === '/resume' && request.method === 'POST') {
      return renderDocument(request, resumeModelSchema, 'resume', renderResume);
    }
    if (url.pathname === '/compare-stats' && request.method === 'POST') {
      return renderDocument(request, compareReportModelSchema, 'compare stats report', renderCompareStats);
    }
    if (url.pathname === '/workbook' && request.method === 'POST') return workbookResponse(request);
    if (url.pathname === '/read-workbook' && request.method === 'POST') return readWorkbookResponse(request);
    if (url.pathname === '/share-card' && request.method === 'POST') return shareCard(request);
    if (url.pathname === '/ppr' && request.method === 'POST') return playerReport(request, 'ppr');
    if (url.pathname === '/player-performance-summary' && request.method === 'POST')
      return playerReport(request, 'player-performance-summary');
    if (url.pathname === '/data-analysis' && request.method === 'POST')
      return playerReport(request, 'data-analysis');
    if (url.pathname === '/public-player-stats-report' && request.method === 'POST')
      return playerReport(request, 'public-player-stats-report');
    if (url.pathname === '/player-best-stats-report' && request.method === 'POST')
      return playerReport(request, 'player-best-stats-report');
    if (url.pathname === '/favorites' && request.method === 'POST') return playerReport(request, 'favorites');
    if (url.pathname === '/rr' && request.method === 'POST') return playerReport(request, 'rr');
    if (url.pathname === '/dispersion-analysis' && request.method === 'POST')
      return playerReport(request, 'dispersion-analysis');
    if (url.pathname === '/course-plan-report' && request.method === 'POST')
      return playerReport(request, 'course-plan-report');
    if (url.pathname === '/public-player-schedule-report' && request.method === 'POST')
      return scheduleReport(request, 'public-player-schedule-report');
    if (url.pathname === '/org-schedule-report' && request.method === 'POST')
      return scheduleReport(request, 'org-schedule-report');
    return Response.json({ error: 'Not found' }, { status: 404 });
  },
} satisfies ExportedHandler;

/** A share card (decision 091): the model drawn as a 1200 × 630 PNG. */
function shareCard(request: Request): Promise<Response> {
  return renderDocument(
    request,
    shareCardModelSchema,
    'share card',
    (model: ShareCardModel) => renderCardPng(model, { layout: layoutWasm, resvg: resvgWasm }),
    'image/png',
  );
}

/** A player report (decision 054): the body must be a model of the endpoint's own kind. */
function playerReport(request: Request, kind: PlayerReportKind): Promise<Response> {
  return renderDocument(request, playerReportModelSchema(kind), `${kind} report`, renderPlayerReport);
}

/** A schedule report (decision 060): the body must be a model of the endpoint's own kind. */
function scheduleReport(request: Request, kind: ScheduleReportKind): Promise<Response> {
  return renderDocument(request, scheduleReportModelSchema(kind), `${kind} report`, renderScheduleReport);
}

/** A document from its model: the body is validated against the document's schema first. */
async function renderDocument<T>(
  request: Request,
  schema: {
    safeParse(
      value: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: Array<unknown> } };
  },
  name: string,
  render: (model: T) => Promise<Uint8Array>,
  contentType = 'application/pdf',
): Promise<Response> {
  const body: unknown = await request.json().catch(() => null);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    return Response.json(
      { error: `Invalid ${name} model`, issues: parsed.error.issues.slice(0, 10) },
      { status: 400 },
    );
  }
  const bytes = await render(parsed.data);
  // A copy typed over a plain ArrayBuffer, as Response wants it.
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': contentType, 'Content-Length': String(bytes.length) },
  });
}

/** Proves pdf-lib runs in this isolate: builds a one-page document and reports its size. */
async function pdfLibWorks(): Promise<{ bytes: number }> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([200, 100]);
  page.drawText('ok', { x: 20, y: 50, size: 12, font });
  const bytes = await doc.save();
  return { bytes: bytes.length };
}
