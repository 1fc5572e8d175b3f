import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { frontPageHtml } from './front-page-sample';
import {
  formatTourLength,
  PRODUCT_TOURS,
  productToursHtml,
  TOUR_SECONDS,
  TOURS_MARKER,
} from './product-tours';

const TOURS = path.join(process.cwd(), 'public', 'demo', 'tours');

/** An MP4's length in seconds, from its movie header box (mvhd: time scale and duration). */
function mp4Seconds(file: Buffer): number {
  const at = file.indexOf('mvhd');
  if (at < 0) throw new Error('no movie header');
  const version = file.readUInt8(at + 4);
  if (version === 1) {
    return Number(file.readBigUInt64BE(at + 4 + 4 + 16 + 4)) / file.readUInt32BE(at + 4 + 4 + 16);
  }
  return file.readUInt32BE(at + 4 + 4 + 8 + 4) / file.readUInt32BE(at + 4 + 4 + 8);
}

test('issue 33 §6: every tour on the front page is a committed recording of its stated length', () => {
  for (const tour of PRODUCT_TOURS) {
    const video = readFileSync(path.join(TOURS, `${tour.slug}.mp4`));
    expect(Math.round(mp4Seconds(video)), tour.slug).toBe(TOUR_SECONDS[tour.slug]);
    expect(TOUR_SECONDS[tour.slug], tour.slug).toBeGreaterThan(20);
    // Small enough to start at once on a phone.
    expect(video.length, tour.slug).toBeLessThan(1_200_000);
    expect(existsSync(path.join(TOURS, `${tour.slug}.jpg`)), tour.slug).toBe(true);
    expect(statSync(path.join(TOURS, `${tour.slug}.jpg`)).size).toBeLessThan(100_000);
  }
});

test('the front page lists each tour with its true length, poster and recording', () => {
  const html = frontPageHtml(`<main>${TOURS_MARKER}</main>`, { sample: null, comparison: null });
  expect(html).not.toContain(TOURS_MARKER);
  for (const tour of PRODUCT_TOURS) {
    expect(html).toContain(`href="/demo/tours/${tour.slug}.mp4"`);
    expect(html).toContain(`src="/demo/tours/${tour.slug}.jpg"`);
    expect(html).toContain(`${formatTourLength(TOUR_SECONDS[tour.slug])}</span>`);
  }
  expect(productToursHtml().match(/class="video"/g)).toHaveLength(PRODUCT_TOURS.length);
});

test('the template has one place for the tours and no video that is not a tour', () => {
  const template = readFileSync(path.join(__dirname, 'front-page.html'), 'utf8');
  expect(template.split(TOURS_MARKER)).toHaveLength(2);
  expect(template).not.toMatch(/\.mp4/);
  expect(template).not.toContain('class="video"');
});

test('lengths read as minutes and seconds', () => {
  expect(formatTourLength(49)).toBe('0:49');
  expect(formatTourLength(125.4)).toBe('2:05');
  expect(formatTourLength(60)).toBe('1:00');
});
