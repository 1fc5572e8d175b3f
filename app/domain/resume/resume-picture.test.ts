import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { pdfImageSource, sniffImageType, toBase64 } from './resume-picture';

test('a site SVG is read from its JPEG twin; other site pictures as they are', () => {
  expect(pdfImageSource('/demo/players/aaliyah-brooks.svg')).toEqual({
    path: '/demo/players/aaliyah-brooks.jpg',
  });
  expect(pdfImageSource('  /uploads/p.PNG ')).toEqual({ path: '/uploads/p.PNG' });
  expect(pdfImageSource('/demo/orgs/crest.SVG?v=2')).toEqual({ path: '/demo/orgs/crest.jpg' });
});

test('a URL on the site itself is a site path; https elsewhere is fetched; the rest is no picture', () => {
  const site = ['https://golf.example'];
  expect(pdfImageSource('https://golf.example/demo/players/a.svg', site)).toEqual({
    path: '/demo/players/a.jpg',
  });
  expect(pdfImageSource('https://cdn.example/p/1.jpg', site)).toEqual({ url: 'https://cdn.example/p/1.jpg' });
  expect(pdfImageSource('https://cdn.example/p/1.svg', site)).toBeNull();
  expect(pdfImageSource('http://cdn.example/p/1.jpg', site)).toBeNull();
  expect(pdfImageSource('//cdn.example/p/1.jpg')).toBeNull();
  expect(pdfImageSource('javascript:alert(1)')).toBeNull();
  expect(pdfImageSource('/demo/../secret.jpg')).toBeNull();
  expect(pdfImageSource('')).toBeNull();
  expect(pdfImageSource(null)).toBeNull();
});

test('the type comes from the first bytes: PNG, JPEG, else none', () => {
  expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
  expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
  expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
  expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
  expect(sniffImageType(new Uint8Array([0x89, 0x50]))).toBeNull();
});

test('base64 of large pictures in chunks', () => {
  const bytes = new Uint8Array(100_000).map((_, i) => i % 256);
  expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  expect(toBase64(new Uint8Array())).toBe('');
});

test('every demo portrait and crest has its JPEG twin for the PDF (scripts/rasterize-demo-media.ts)', () => {
  for (const folder of ['public/demo/players', 'public/demo/orgs']) {
    const files = readdirSync(folder);
    for (const svg of files.filter((f) => f.endsWith('.svg'))) {
      const twin = svg.replace(/\.svg$/, '.jpg');
      expect(files, `${folder}/${twin}`).toContain(twin);
      expect(sniffImageType(readFileSync(`${folder}/${twin}`))).toBe('jpeg');
    }
  }
});
