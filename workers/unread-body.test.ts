import { expect, test } from 'vitest';
import { trackedBody, UNREAD_BODY_MAX_BYTES } from './unread-body';

function streamOf(chunks: ReadonlyArray<number>, log: Array<string>): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream({
    pull(controller) {
      const size = chunks[index++];
      if (size === undefined) {
        log.push('end');
        controller.close();
      } else {
        log.push(`chunk ${size}`);
        controller.enqueue(new Uint8Array(size));
      }
    },
    cancel() {
      log.push('cancel');
    },
  });
}

function post(body: ReadableStream<Uint8Array>, length?: number): Request {
  const headers = length === undefined ? undefined : { 'Content-Length': String(length) };
  return new Request('https://example.test/form', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);
}

test('what the app reads comes through whole, and nothing is left to drain', async () => {
  const log: Array<string> = [];
  const { request, drain } = trackedBody(post(streamOf([3, 4], log)));
  expect((await request.arrayBuffer()).byteLength).toBe(7);
  await drain();
  expect(log).toEqual(['chunk 3', 'chunk 4', 'end']);
});

test('a body the app did not read is read to its end before the answer', async () => {
  const log: Array<string> = [];
  const { drain } = trackedBody(post(streamOf([1000, 1000], log)));
  await drain();
  expect(log).toEqual(['chunk 1000', 'chunk 1000', 'end']);
});

test('a body larger than the limit is read no further than the limit, then cancelled', async () => {
  const log: Array<string> = [];
  const chunk = 64 * 1024;
  const { drain } = trackedBody(post(streamOf(Array(10).fill(chunk), log)));
  await drain();
  expect(log.filter((entry) => entry.startsWith('chunk')).length).toBeLessThanOrEqual(
    UNREAD_BODY_MAX_BYTES / chunk + 2,
  );
  expect(log.at(-1)).toBe('cancel');
});

test('a body declared larger than the limit is cancelled unread', async () => {
  const log: Array<string> = [];
  const { drain } = trackedBody(post(streamOf([10], log), UNREAD_BODY_MAX_BYTES + 1));
  await drain();
  expect(log).not.toContain('end');
  expect(log.at(-1)).toBe('cancel');
});

test('a request without a body is handed on as it is', () => {
  const request = new Request('https://example.test/');
  expect(trackedBody(request).request).toBe(request);
});
