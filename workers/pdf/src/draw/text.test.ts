import { PDFDocument } from 'pdf-lib';
import { expect, test } from 'vitest';
import { barlowCondensed400 } from '../fonts/barlow-condensed-400';
import { embedWinAnsiFont } from './font';
import { fitText, wrapText } from './text';
import { winAnsiCode } from './win-ansi';

async function font() {
  return embedWinAnsiFont(await PDFDocument.create(), barlowCondensed400);
}

test('WinAnsi codes: Latin-1 as is, typographic characters in 128–159, the minus as an en dash', () => {
  expect(winAnsiCode('A'.charCodeAt(0))).toBe(0x41);
  expect(winAnsiCode('é'.charCodeAt(0))).toBe(0xe9);
  expect(winAnsiCode('“'.charCodeAt(0))).toBe(0x93);
  expect(winAnsiCode('•'.charCodeAt(0))).toBe(0x95);
  expect(winAnsiCode(0x2212)).toBe(0x96);
  expect(winAnsiCode('漢'.charCodeAt(0))).toBe(0x3f);
});

test('the embedded font measures with its own widths', async () => {
  const f = await font();
  expect(f.widthOfTextAtSize('', 10)).toBe(0);
  expect(f.widthOfTextAtSize('MM', 10)).toBeCloseTo(2 * f.widthOfTextAtSize('M', 10));
  expect(f.widthOfTextAtSize('i', 10)).toBeLessThan(f.widthOfTextAtSize('M', 10));
  expect(f.encodeText('Aé').toString()).toBe('<41e9>');
});

test('text wraps at words to the width, keeps paragraphs, and breaks a word longer than a line', async () => {
  const f = await font();
  const lines = wrapText('one two three four five six seven\nnext paragraph', f, 10, 60);
  expect(lines.length).toBeGreaterThan(2);
  for (const line of lines) expect(f.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(60);
  expect(lines.join(' ')).toBe('one two three four five six seven next paragraph');
  const long = wrapText('x'.repeat(80), f, 10, 50);
  expect(long.join('')).toBe('x'.repeat(80));
  expect(fitText('A very long tournament name indeed', f, 10, 60).endsWith('…')).toBe(true);
  expect(fitText('Short', f, 10, 60)).toBe('Short');
});
