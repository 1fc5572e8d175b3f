import type { WorkbookModel } from '~/domain/spreadsheets/workbook-model';
import { documentDownload } from './pdf.server';

/** A workbook model written as .xlsx by the document Worker (decision 057), as a download. */
export function workbookDownload(documents: Fetcher, model: WorkbookModel): Promise<Response> {
  return documentDownload(documents, '/workbook', model, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    unavailable: 'The spreadsheet service is unavailable.',
    failed: 'The spreadsheet could not be made.',
    headers: { Vary: 'Cookie, Authorization' },
  });
}
