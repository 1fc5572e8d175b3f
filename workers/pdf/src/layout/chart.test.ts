import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from 'vitest';
import { type Box, type ScoreTone, scoreBar } from './chart';

/** Grey levels (0–255) of a page printed in greyscale at 72 dpi: one byte per point. */
function greyscale(bytes: Uint8Array): { width: number; pixels: Uint8Array } {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-grey-'));
  try {
    writeFileSync(path.join(dir, 'chart.pdf'), bytes);
    execFileSync('pdftoppm', [
      '-gray',
      '-r',
      '72',
      '-singlefile',
      path.join(dir, 'chart.pdf'),
      path.join(dir, 'chart'),
    ]);
    const pgm = readFileSync(path.join(dir, 'chart.pgm'));
    // P5 header: magic, width, height, max value, each followed by whitespace.
    const header = pgm.toString('latin1', 0, 40).match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/);
    if (!header) throw new Error('not a PGM');
    return { width: Number(header[1]), pixels: pgm.subarray(header[0].length) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('under, over and even par bars stay apart when printed in black and white', async () => {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 100]);
  const tones: Array<ScoreTone> = ['under', 'over', 'even'];
  const boxes: Array<Box> = tones.map((_, i) => ({ x: 20 + i * 100, y: 20, width: 60, height: 60 }));
  tones.forEach((tone, i) => {
    const box = boxes[i];
    if (box) scoreBar(page, box, tone);
  });
  const { width, pixels } = greyscale(await doc.save());
  // Mean grey and spread inside each bar (PDF y grows upwards, image rows downwards).
  const inside = boxes.map((box) => {
    const values: Array<number> = [];
    for (let y = 100 - box.y - box.height + 4; y < 100 - box.y - 4; y++) {
      for (let x = box.x + 4; x < box.x + box.width - 4; x++) values.push(pixels[y * width + x] ?? 0);
    }
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    return { mean, spread: Math.max(...values) - Math.min(...values) };
  });
  const [under, over, even] = inside;
  // Solid, hatched and plain: told apart by pattern, not by colour.
  expect(under?.spread).toBeLessThan(10);
  expect(over?.spread).toBeGreaterThan(80);
  expect(Math.abs((under?.mean ?? 0) - (even?.mean ?? 0))).toBeGreaterThan(80);
  expect(Math.abs((over?.mean ?? 0) - (under?.mean ?? 0))).toBeGreaterThan(40);
});
