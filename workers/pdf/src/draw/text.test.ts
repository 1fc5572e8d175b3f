import { PDFDocument } from 'pdf-lib';
import { expect, test } from 'vitest';
import { barlowCondensed400 } from '../fonts/barlow-condensed-400';
import { embedFont, finishFonts, textRuns } from './font';
import { fitText, wrapText } from './text';
import { winAnsiCode } from './win-ansi';

async function font() {
  return embedFont(await PDFDocument.create(), barlowCondensed400);
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

// The resume's longest field (About, 3 000 characters) as one unbroken run: every line fits and
// nothing is lost; cut from the end one character at a time, this took seconds of the Worker's CPU.
test('a field-long text without a space wraps to lines that fit and is cut to fit with an ellipsis', async () => {
  const f = await font();
  const text = 'abcdefghijklmnopqrstuvwxyz'.repeat(116).slice(0, 3000);
  const lines = wrapText(text, f, 10, 400);
  expect(lines.join('')).toBe(text);
  for (const line of lines) expect(f.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(400);
  // Each line but the last is as long as fits: one more character would not.
  for (const [index, line] of lines.slice(0, -1).entries()) {
    const next = lines[index + 1] ?? '';
    expect(f.widthOfTextAtSize(line + next.slice(0, 1), 10)).toBeGreaterThan(400);
  }
  const fitted = fitText(text, f, 10, 400);
  expect(fitted.endsWith('…')).toBe(true);
  expect(f.widthOfTextAtSize(fitted, 10)).toBeLessThanOrEqual(400);
  expect(text.startsWith(fitted.slice(0, -1))).toBe(true);
  expect(f.widthOfTextAtSize(`${text.slice(0, fitted.length)}…`, 10)).toBeGreaterThan(400);
});

test('text outside WinAnsi is cut into runs of the extension fonts; WinAnsi text stays one run', async () => {
  const doc = await PDFDocument.create();
  const f = embedFont(doc, barlowCondensed400);
  expect(textRuns(f, 'Søren Müller')).toHaveLength(1);
  const runs = textRuns(f, 'Zoë Łukasiewicz');
  expect(runs.map((r) => r.font === f)).toEqual([true, false, true]);
  // The extension font's CIDs are handed out in order of first use.
  expect(runs[1]?.encoded.toString()).toBe('<0001>');
  // Vietnamese letters come from the Vietnamese subset, a second extension font.
  const viet = textRuns(f, 'Nguyễn');
  expect(viet).toHaveLength(3);
  expect(viet[1]?.font).not.toBe(runs[1]?.font);
  // A decomposed "e" + combining acute is drawn as the precomposed é.
  expect(textRuns(f, 'Jose\u0301')).toHaveLength(1);
});

test('characters the family lacks keep a box of the missing glyph, with a width and a real character', async () => {
  const doc = await PDFDocument.create();
  const f = embedFont(doc, barlowCondensed400);
  const width = f.widthOfTextAtSize('山田', 10);
  expect(width).toBeGreaterThan(0);
  expect(width).toBeCloseTo(2 * f.widthOfTextAtSize('山', 10));
  expect(f.widthOfTextAtSize('Łukasz', 10)).toBeGreaterThan(f.widthOfTextAtSize('ukasz', 10));
  const runs = textRuns(f, 'Taro 山田');
  expect(runs).toHaveLength(2);
  finishFonts(doc);
  const saved = await doc.save({ useObjectStreams: false });
  const raw = new TextDecoder('latin1').decode(saved);
  expect(raw).toContain('/Subtype /Type0');
  expect(raw).toContain('/Encoding /Identity-H');
  expect(raw).toContain('/ToUnicode');
});

test('a word longer than its line breaks after its slash or hyphen, not inside a part', async () => {
  const f = await font();
  const width = f.widthOfTextAtSize('Invited/Confl', 10);
  expect(wrapText('Invited/Conflict-WD', f, 10, width)).toEqual(['Invited/', 'Conflict-WD']);
});

// Lines are wrapped from their words' widths (decision 087): each line must be the longest run of
// words whose whole measure fits, exactly as measuring every candidate line would find it.
test('wrapped lines are the greedy longest by the whole line measured, in and outside WinAnsi', async () => {
  const f = await font();
  const text =
    'Zoë Łukasiewicz shot 71 at Nguyễn Park — “a career best” — then 68 (−4) with 山田 on the bag; ' +
    'Jose\u0301 Müller tied for 3rd at the Spring Invitational after birdies on 15, 16 and 17.';
  for (const width of [40, 61.5, 87, 120, 200.25, 333]) {
    const lines = wrapText(text, f, 9.5, width);
    expect(lines.join(' ')).toBe(text.split(/\s+/).join(' '));
    lines.forEach((line, index) => {
      const next = lines[index + 1];
      // A line of several words fits; adding the next line's first word would not.
      if (line.includes(' ')) expect(f.widthOfTextAtSize(line, 9.5)).toBeLessThanOrEqual(width);
      if (next && f.widthOfTextAtSize(line, 9.5) <= width) {
        expect(f.widthOfTextAtSize(`${line} ${next.split(' ')[0]}`, 9.5)).toBeGreaterThan(width);
      }
    });
  }
});

test('printable ASCII and other text measure and encode alike; empty text draws nothing', async () => {
  const f = await font();
  expect(f.widthOfTextAtSize('Par 72', 10)).toBeCloseTo(
    f.widthOfTextAtSize('Par', 10) + f.widthOfTextAtSize(' ', 10) + f.widthOfTextAtSize('72', 10),
  );
  expect(f.widthOfTextAtSize('Aé', 10)).toBeCloseTo(
    f.widthOfTextAtSize('A', 10) + f.widthOfTextAtSize('é', 10),
  );
  expect(f.encodeText('A~ é').toString()).toBe('<417e20e9>');
  expect(textRuns(f, '')).toEqual([]);
  expect(textRuns(f, 'Round 1')).toHaveLength(1);
});
