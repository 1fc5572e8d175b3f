import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;

beforeAll(async () => {
  workers = await startTestWorkers();
});
afterAll(async () => {
  await workers?.dispose();
});

test('the app reaches D1 and the PDF Worker through its service binding', async () => {
  const response = await workers.fetch('/resources/health');
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    ok: boolean;
    database: { ok: boolean; accounts: number };
    pdf: { ok: boolean; detail: { service: string; pdfLib: { bytes: number } } };
  };
  expect(body.ok).toBe(true);
  expect(body.database).toEqual({ ok: true, accounts: 0 });
  expect(body.pdf.ok).toBe(true);
  expect(body.pdf.detail.service).toBe('pdf');
  // pdf-lib really ran inside the PDF Worker: a one-page document has a few hundred bytes.
  expect(body.pdf.detail.pdfLib.bytes).toBeGreaterThan(300);
});

test('static assets are served from the built client before the Worker runs', async () => {
  const asset = readdirSync('build/client/assets').find((file) => file.startsWith('entry.client'));
  expect(asset).toBeDefined();
  const response = await workers.fetch(`/assets/${asset}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('javascript');
  // Hashed names: kept a year, never revalidated (public/_headers).
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  await response.arrayBuffer();
});

test('a file outside /assets/ keeps its default caching: its name carries no hash', async () => {
  const response = await workers.fetch('/favicon.svg');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).not.toContain('immutable');
  await response.arrayBuffer();
});
