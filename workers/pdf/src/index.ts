import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * The PDF Worker: one POST endpoint per document (they arrive with their features), plus a health
 * check. It is reached only through the app's PDF service binding.
 */
export default {
  async fetch(request) {
    const url = new URL(request.url);
    if (url.pathname === '/health' && request.method === 'GET') {
      return Response.json({ ok: true, service: 'pdf', pdfLib: await pdfLibWorks() });
    }
    return Response.json({ error: 'Not found' }, { status: 404 });
  },
} satisfies ExportedHandler;

/** Proves pdf-lib runs in this isolate: builds a one-page document and reports its size. */
async function pdfLibWorks(): Promise<{ bytes: number }> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([200, 100]);
  page.drawText('ok', { x: 20, y: 50, size: 12, font });
  const bytes = await doc.save();
  return { bytes: bytes.length };
}
