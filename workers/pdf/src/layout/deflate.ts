import { PDFContentStream, type PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/*
 * Page content compressed by the runtime's own deflater (decision 059). pdf-lib deflates each
 * content stream with pako, a deflater written in JavaScript, while the document is saved: on a page
 * of hole maps and scatter plots that is half the CPU a render costs. `CompressionStream('deflate')`
 * (zlib format, what FlateDecode reads) runs in native code in workerd, as in Node. Called just
 * before `save`: every content stream (pages and form XObjects) becomes a raw stream holding the
 * bytes already deflated; the writer then copies them as they are.
 */

/** Streams shorter than this are stored as they are: starting a deflater costs more than it saves. */
const SMALL = 256;

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new CompressionStream('deflate');
  const writer = stream.writable.getWriter();
  void writer.write(bytes as Uint8Array<ArrayBuffer>);
  void writer.close();
  const reader = stream.readable.getReader();
  const chunks: Array<Uint8Array> = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
  }
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

export async function deflateContentStreams(doc: PDFDocument): Promise<void> {
  const { context } = doc;
  const jobs: Array<Promise<void>> = [];
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFContentStream)) continue;
    const bytes = object.getUnencodedContents();
    const dict = object.dict;
    if (bytes.length < SMALL) {
      dict.delete(PDFName.of('Filter'));
      context.assign(ref, PDFRawStream.of(dict, bytes));
      continue;
    }
    jobs.push(
      deflate(bytes).then((deflated) => {
        dict.set(PDFName.of('Filter'), PDFName.of('FlateDecode'));
        context.assign(ref, PDFRawStream.of(dict, deflated));
      }),
    );
  }
  await Promise.all(jobs);
}
