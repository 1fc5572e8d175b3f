import { PDFContentStream, type PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/*
 * Page content stored as written (decision 059). pdf-lib deflates every content stream with pako, a
 * deflater written in JavaScript, while the document is saved: on pages of hole maps, scatter plots
 * and tables that was half the CPU a render cost, and even the runtime's native deflater
 * (`CompressionStream`) still took a fifth of it. The report PDFs carry their fonts deflated (most of
 * their bytes); their page content (operators and numbers, 20–40 KB a page) goes uncompressed, which
 * keeps the files at about half the size of a browser's print of the same page. Called just before
 * `save`: every content stream (pages and form XObjects) becomes a raw stream of its bytes.
 */
export function storeContentStreams(doc: PDFDocument): void {
  const { context } = doc;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFContentStream)) continue;
    const dict = object.dict;
    dict.delete(PDFName.of('Filter'));
    context.assign(ref, PDFRawStream.of(dict, object.getUnencodedContents()));
  }
}
