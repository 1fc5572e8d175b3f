import { PDFContentStream, PDFDocument, rgb } from 'pdf-lib';
import { expect, test } from 'vitest';
import { fillColor, num, Ops, op, pushText, rgbOperands, strokeColor } from './operators';

test('numbers are written to two decimals, as String writes the rounded value', () => {
  const rounded = (value: number) => String(Math.round(value * 100) / 100);
  const values = [0, -0, 0.004, -0.004, 0.005, -0.005, 1.005, 99.995, -99.995, 612.3449, 1e9 + 0.07, 1e21];
  // Every hundredth of a page and a little beyond, and values between them.
  for (let hundredths = -200_000; hundredths <= 200_000; hundredths++) values.push(hundredths / 100);
  for (let i = 0; i < 20_000; i++) values.push(Math.sin(i) * 800 + i / 7);
  expect(values.filter((value) => num(value) !== rounded(value))).toEqual([]);
  expect(num(12.3)).toBe('12.3');
  expect(num(-0.07)).toBe('-0.07');
  expect(num(Number.NaN)).toBe('NaN');
});

test('a colour is written as its three components, the same for fill and stroke', () => {
  const color = rgb(0.043, 0.106, 0.18);
  expect(rgbOperands(color)).toBe('0.043 0.106 0.18');
  expect(fillColor(color).toString()).toBe('0.043 0.106 0.18 rg');
  expect(strokeColor(color).toString()).toBe('0.043 0.106 0.18 RG');
});

test('operators pushed as one text give the page the bytes of one operator each', async () => {
  const content = async (draw: (page: ReturnType<PDFDocument['addPage']>) => void) => {
    const doc = await PDFDocument.create();
    const page = doc.addPage();
    draw(page);
    const stream = [...doc.context.enumerateIndirectObjects()]
      .map(([, object]) => object)
      .find((object) => object instanceof PDFContentStream);
    return new TextDecoder().decode(stream?.getUnencodedContents());
  };
  const color = rgb(0.1, 0.2, 0.3);
  const separate = await content((page) =>
    page.pushOperators(fillColor(color), op(Ops.AppendRectangle, 1.5, 2, 30.25, 4), op(Ops.FillNonZero)),
  );
  const joined = await content((page) => pushText(page, ['0.1 0.2 0.3 rg', '1.5 2 30.25 4 re', 'f']));
  expect(joined).toBe(separate);
  expect(joined).toContain('1.5 2 30.25 4 re\nf');
});
