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
