import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from 'vitest';
import { playerCardModel } from '../../../../app/domain/share-cards/share-card';
import { cardTree } from './card-layout';
import { renderCardPng } from './render-card';

const require = createRequire(import.meta.url);
const wasm = {
  layout: readFileSync(require.resolve('satori/yoga.wasm')),
  resvg: readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')),
};

const model = playerCardModel({
  fullName: 'Avery Card',
  graduationYear: 2027,
  school: 'Harbor View High School',
  picture: null,
  figures: [
    { label: 'Scoring average', value: '72.4', versus: null },
    { label: 'Greens in regulation', value: '61%', versus: null },
    { label: '18-hole rounds', value: '42', versus: null },
  ],
  site: 'ScoreTrack Golf',
  url: 'https://scoretrack.example/player/avery',
});

function texts(node: unknown): Array<string> {
  if (typeof node === 'string') return [node];
  if (typeof node !== 'object' || node === null) return [];
  const children = (node as { props?: { children?: unknown } }).props?.children;
  return Array.isArray(children) ? children.flatMap(texts) : texts(children);
}

test('the card is a 1200 × 630 PNG', async () => {
  const png = await renderCardPng(model, wasm);
  expect([...png.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
}, 60_000);

test('the card draws the model and nothing else: no figures, no figure panels', () => {
  expect(texts(cardTree(model))).toEqual(
    expect.arrayContaining(['Avery Card', 'Class of 2027', '72.4', 'Greens in regulation', 'AC']),
  );
  const bare = { ...model, figures: [], figuresNote: null };
  const words = texts(cardTree(bare));
  expect(words).toEqual([
    'AC',
    'Player profile',
    'Avery Card',
    'Class of 2027',
    'Harbor View High School',
    'ScoreTrack Golf',
    'scoretrack.example/player/avery',
  ]);
});
