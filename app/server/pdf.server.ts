import type { CompareReportModel } from '~/domain/reports/compare-report';
import type { PlayerReportModel } from '~/domain/reports/player-report';
import type { ResumeModel } from '~/domain/resume/resume-model';

/**
 * The PDF Worker is reached only through the PDF service binding (ARCHITECTURE: one POST endpoint
 * per document). The host in the URL is ignored by a service binding; it only names the call.
 */
export const PDF_ORIGIN = 'https://pdf.internal';

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
async function pdfDownload(pdf: Fetcher, path: string, model: { fileName: string }): Promise<Response> {
  let rendered: Response;
  try {
    rendered = await pdf.fetch(`${PDF_ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(model),
    });
  } catch {
    return new Response('The PDF service is unavailable.', { status: 503 });
  }
  if (!rendered.ok || !rendered.body) {
    return new Response('The PDF could not be generated.', {
      status: rendered.status >= 400 ? rendered.status : 502,
    });
  }
  const headers = new Headers({
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${model.fileName}"`,
    'Cache-Control': 'private, no-store',
  });
  const length = rendered.headers.get('Content-Length');
  if (length) headers.set('Content-Length', length);
  return new Response(rendered.body, { status: 200, headers });
}
