import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { storeContentStreams } from './content-streams';
import { dotXObject, Ink } from './ink';
import { COLOR } from './tokens';

describe('Ink and the stored content', () => {
  it('writes a page a reader opens again, with the dots as one shared XObject', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([200, 200]);
    const ink = new Ink();
    ink.polygon(
      [
        [10, 10],
        [190, 10],
        [100, 190],
      ],
      { color: COLOR.brand, borderColor: COLOR.navy, borderWidth: 0.5 },
    );
    const style = { color: COLOR.brand, borderColor: COLOR.white, borderWidth: 0.3 };
    for (let i = 0; i < 100; i++) ink.place(dotXObject(doc, page, 1.6, style), i * 2, i * 2);
    ink.flush(page);
    expect(dotXObject(doc, page, 1.6, style)).toBe(dotXObject(doc, page, 1.6, style));
    storeContentStreams(doc);
    const streams = doc.context
      .enumerateIndirectObjects()
      .filter(([, object]) => object instanceof PDFRawStream);
    expect(streams.length).toBeGreaterThan(0);
    const again = await PDFDocument.load(await doc.save());
    expect(again.getPageCount()).toBe(1);
    const xobjects = again.getPage(0).node.Resources()?.toString() ?? '';
    expect(xobjects.match(/\/Dot/g)?.length).toBe(1);
  });
});
