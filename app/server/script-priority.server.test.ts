import { expect, test } from 'vitest';
import { replaceInStream, withLowPriorityModulePreloads } from './script-priority.server';

function streamOf(chunks: Array<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

const PAGE =
  '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/é.js"/></head><p>rel=&quot;modulepreload&quot;</p>';
const EXPECTED = PAGE.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"');

test('every module preload is marked low priority, wherever the chunks split the document', async () => {
  const bytes = new TextEncoder().encode(PAGE);
  // Every split point, in bytes: through tags, through the literal and through a multi-byte letter.
  for (let split = 0; split <= bytes.length; split += 1) {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, split));
        controller.enqueue(bytes.slice(split));
        controller.close();
      },
    });
    expect(await new Response(withLowPriorityModulePreloads(stream)).text(), `split at ${split}`).toBe(
      EXPECTED,
    );
  }
});

test('one byte at a time, and escaped text is left alone', async () => {
  const chunks = [...PAGE];
  const text = await new Response(withLowPriorityModulePreloads(streamOf(chunks))).text();
  expect(text).toBe(EXPECTED);
  expect(text).toContain('<p>rel=&quot;modulepreload&quot;</p>');
});

test('a match that ends exactly at a chunk end and an empty stream', async () => {
  expect(await new Response(replaceInStream(streamOf(['xab', 'abx']), 'ab', 'AB')).text()).toBe('xABABx');
  expect(await new Response(replaceInStream(streamOf([]), 'ab', 'AB')).text()).toBe('');
});

test('a reader that goes away cancels the document stream (React stops rendering)', async () => {
  let cancelled: unknown = null;
  const source = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(new TextEncoder().encode('<p>more</p>'));
    },
    cancel(reason) {
      cancelled = reason;
    },
  });
  const reader = withLowPriorityModulePreloads(source).getReader();
  await reader.read();
  await reader.cancel('client gone');
  expect(cancelled).toBe('client gone');
});
