import type { WorkbookModel } from '~/domain/spreadsheets/workbook-model';
import { PDF_ORIGIN } from './pdf.server';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A workbook model written as .xlsx by the document Worker (decision 057), streamed back as a
 * download under the model's file name. The Worker being away is a 503, a refusal keeps its status.
 */
export async function workbookDownload(documents: Fetcher, model: WorkbookModel): Promise<Response> {
  let written: Response;
  try {
    written = await documents.fetch(`${PDF_ORIGIN}/workbook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(model),
    });
  } catch {
    return new Response('The spreadsheet service is unavailable.', { status: 503 });
  }
  if (!written.ok || !written.body) {
    return new Response('The spreadsheet could not be made.', {
      status: written.status >= 400 ? written.status : 502,
    });
  }
  const headers = new Headers({
    'Content-Type': XLSX_TYPE,
    'Content-Disposition': `attachment; filename="${model.fileName}"`,
    'Cache-Control': 'private, no-store',
    Vary: 'Cookie, Authorization',
  });
  const length = written.headers.get('Content-Length');
  if (length) headers.set('Content-Length', length);
  return new Response(written.body, { status: 200, headers });
}
