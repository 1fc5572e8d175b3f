import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { expect, test } from 'vitest';
import type { ResumeModel } from '../../../../app/domain/resume/resume-model';
import { renderResume } from './resume';

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A 4×4 RGBA PNG (half transparent), written by hand. */
function png(): string {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4, 0);
  header.writeUInt32BE(4, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.concat(
    Array.from({ length: 4 }, () => Buffer.from([0, ...Array(4).fill([23, 105, 79, 128]).flat()])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]).toString('base64');
}

function model(image: { type: 'png' | 'jpeg'; base64: string } | null, logo = false): ResumeModel {
  const jpeg = readFileSync('public/demo/orgs/bayshore.jpg').toString('base64');
  return {
    fileName: 'Zoe-Lukasiewicz-2027-Resume.pdf',
    playerName: 'Zoë Łukasiewicz',
    generatedOn: 'Updated November 23, 2026',
    profileUrl: null,
    cover: {
      picture: { initials: 'ZŁ', url: '/p.jpg', image },
      logo: logo ? { url: '/l.svg', image: { type: 'jpeg', base64: jpeg } } : null,
      headline: null,
      contact: [],
      facts: [],
      school: [],
      about: null,
      upcomingEvents: [],
      tournaments: [],
      rounds: [],
      news: [],
    },
    charts: null,
  };
}

const imagesIn = (bytes: Uint8Array) =>
  new TextDecoder('latin1').decode(bytes).match(/\/Subtype \/Image/g)?.length ?? 0;

test('the portrait is embedded as PNG (with its transparency as a soft mask) or JPEG', async () => {
  // A PNG with alpha: the image and its soft mask.
  expect(imagesIn(await renderResume(model({ type: 'png', base64: png() })))).toBe(2);
  const jpeg = readFileSync('public/demo/players/aaliyah-brooks.jpg').toString('base64');
  expect(imagesIn(await renderResume(model({ type: 'jpeg', base64: jpeg })))).toBe(1);
  expect(imagesIn(await renderResume(model({ type: 'jpeg', base64: jpeg }, true)))).toBe(2);
});

test('a picture whose bytes do not decode leaves the initials, never fails the PDF', async () => {
  const bytes = await renderResume(model({ type: 'jpeg', base64: 'AAAAAAAA' }));
  expect(imagesIn(bytes)).toBe(0);
  expect(imagesIn(await renderResume(model({ type: 'png', base64: 'iVBORw0KGgo=' })))).toBe(0);
  expect(imagesIn(await renderResume(model(null)))).toBe(0);
});
