// A body the app answers without reading (workers/unread-body.ts) is read before the answer goes out:
// the connection stays usable for the client's next request, as a kept-alive connection must, instead
// of the rest of the body being parsed as a request (a 501) or the socket being reset.
import http from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  workers = await startTestWorkers();
});
afterAll(async () => {
  agent.destroy();
  await workers?.dispose();
});

type Answer = { status: number; text: string; reusedSocket: boolean };

function send(method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(new URL(path, workers.url), { method, agent, headers }, (response) => {
      const chunks: Array<Buffer> = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8'),
          reusedSocket: request.reusedSocket,
        }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

test('a form sent to a page without an action leaves the connection ready for the next request', async () => {
  // A page outside the profile: there, an unknown player's layout redirects before any refusal.
  const refused = await send('PUT', '/golf/search', `plan=${'é'.repeat(3_000)}`, FORM);
  expect(refused.status).toBeGreaterThanOrEqual(400);
  expect(refused.status).toBeLessThan(500);
  const next = await send('GET', '/resources/health');
  expect(next.reusedSocket).toBe(true);
  expect(next.status).toBe(200);
});

test('a form over the size limit is refused in words and the connection stays usable', async () => {
  const tooLarge = await send('POST', '/auth/phone', `a=${'x'.repeat(70_000)}`, FORM);
  expect(tooLarge.status).toBe(413);
  expect(tooLarge.text).toContain('The body is larger than 64 KB.');
  const next = await send('GET', '/resources/health');
  expect(next.reusedSocket).toBe(true);
  expect(next.status).toBe(200);
});
