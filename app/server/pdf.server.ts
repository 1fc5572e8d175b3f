import type { CompareReportModel } from '~/domain/reports/compare-report';
import type { PlayerReportModel } from '~/domain/reports/player-report';
import type { ScheduleReportModel } from '~/domain/reports/schedule-report';
import type { ResumeModel } from '~/domain/resume/resume-model';
import type { ShareCardModel } from '~/domain/share-cards/share-card';

/**
 * The PDF Worker is reached only through the PDF service binding (ARCHITECTURE: one POST endpoint
 * per document). The host in the URL is ignored by a service binding; it only names the call.
 */
const PDF_ORIGIN = 'https://pdf.internal';

export type PdfHealth = { ok: boolean; status: number; detail?: unknown };

export async function checkPdfWorker(pdf: Fetcher): Promise<PdfHealth> {
  try {
    const response = await pdf.fetch(`${PDF_ORIGIN}/health`);
    const detail: unknown = await response.json().catch(() => null);
    return { ok: response.ok, status: response.status, detail };
  } catch (error) {
    return { ok: false, status: 503, detail: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * spec 2 §7 resumePdfPOST: the resume model goes to the PDF Worker as JSON; its PDF streams back as
 * a download named `{First}-{Last}-{next year}-Resume.pdf`. A failure keeps the Worker's status, so
 * the page can say "Response status: {status}" (spec 2 §8).
 */
export function resumePdfResponse(pdf: Fetcher, model: ResumeModel): Promise<Response> {
  return pdfDownload(pdf, '/resume', model);
}

/** spec 2 §7 compareStatsReportFromState: `{First}-{Last}-{next year}-Compare-Stats.pdf`. */
export function compareReportPdfResponse(pdf: Fetcher, model: CompareReportModel): Promise<Response> {
  return pdfDownload(pdf, '/compare-stats', model);
}

/** A player report (decision 054), rendered by the PDF Worker's endpoint of its kind. */
export function playerReportPdfResponse(pdf: Fetcher, model: PlayerReportModel): Promise<Response> {
  return pdfDownload(pdf, `/${model.kind}`, model);
}

/** One document of the PDF Worker, streamed back as a download under the model's file name. */
function pdfDownload(pdf: Fetcher, path: string, model: { fileName: string }): Promise<Response> {
  return documentDownload(pdf, path, model, {
    type: 'application/pdf',
    unavailable: 'The PDF service is unavailable.',
    failed: 'The PDF could not be generated.',
  });
}

/**
 * A file the document Worker writes from a model (a PDF, a workbook), streamed back as a download
 * under the model's file name. The Worker being away is a 503 and a refusal keeps its status, each
 * with the file's own sentence.
 */
export async function documentDownload(
  worker: Fetcher,
  path: string,
  model: { fileName: string },
  file: { type: string; unavailable: string; failed: string; headers?: Record<string, string> },
): Promise<Response> {
  let written: Response;
  try {
    written = await worker.fetch(`${PDF_ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(model),
    });
  } catch {
    return new Response(file.unavailable, { status: 503 });
  }
  if (!written.ok || !written.body) {
    return new Response(file.failed, { status: written.status >= 400 ? written.status : 502 });
  }
  const headers = new Headers({
    'Content-Type': file.type,
    'Content-Disposition': `attachment; filename="${model.fileName}"`,
    'Cache-Control': 'private, no-store',
    ...file.headers,
  });
  const length = written.headers.get('Content-Length');
  if (length) headers.set('Content-Length', length);
  return new Response(written.body, { status: 200, headers });
}

/** A schedule report (decision 060), rendered by the PDF Worker's endpoint of its kind. */
export function scheduleReportPdfResponse(pdf: Fetcher, model: ScheduleReportModel): Promise<Response> {
  return pdfDownload(pdf, `/${model.kind}`, model);
}

/**
 * A share card (decision 091) drawn by the document Worker: its PNG bytes, or null when the Worker is
 * away or refused the model (the caller answers in words).
 */
export async function shareCardPng(pdf: Fetcher, model: ShareCardModel): Promise<ArrayBuffer | null> {
  try {
    const drawn = await pdf.fetch(`${PDF_ORIGIN}/share-card`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(model),
    });
    if (!drawn.ok) {
      console.error('share card refused', drawn.status, await drawn.text().catch(() => ''));
      return null;
    }
    return await drawn.arrayBuffer();
  } catch (error) {
    console.error('share card unavailable', error instanceof Error ? error.message : String(error));
    return null;
  }
}
