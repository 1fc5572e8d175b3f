import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement, type ReactNode, Suspense } from 'react';
import { describe, expect, it } from 'vitest';

// patches/react-dom+*.patch (decision 024): the Workers build of React's streaming renderer keeps
// chunks as strings and encodes once per flush, instead of one TextEncoder call per string.
const require = createRequire(import.meta.url);
type Renderer = {
  renderToReadableStream(node: ReactNode): Promise<ReadableStream<Uint8Array> & { allReady: Promise<void> }>;
};
const builds = path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs');
const productionFile = path.join(builds, 'react-dom-server.browser.production.min.js');
const patched: Renderer = require(productionFile);
const reference: Renderer = require(path.join(builds, 'react-dom-server.browser.development.js'));

async function render(renderer: Renderer, node: ReactNode) {
  const stream = await renderer.renderToReadableStream(node);
  const chunks: Array<Uint8Array> = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  return { html: new TextDecoder().decode(Buffer.concat(chunks)), chunks: chunks.length };
}

function Later({ ready, children }: { ready: Promise<void>; children?: ReactNode }) {
  const state = ready as Promise<void> & { done?: boolean };
  if (!state.done) {
    throw state.then(() => {
      state.done = true;
    });
  }
  return createElement('p', null, children);
}

describe('the render-stream patch of react-dom', () => {
  it('is applied to the production build the Worker bundles', () => {
    const source = readFileSync(productionFile, 'utf8');
    expect(source).toContain('function p(a,b){l+=b}');
    expect(source).toContain('function u(a){return a}');
  });

  it('writes the same bytes as the unpatched renderer, multi-byte text and late boundaries included', async () => {
    const rows = Array.from({ length: 400 }, (_, i) =>
      createElement('li', { key: i, title: `Zoë ${i}` }, `Łukasiewicz-Nguyễn 山田 ⛳ ${i} <&>`),
    );
    const tree = () => {
      let release = () => {};
      const ready = new Promise<void>((resolve) => {
        release = resolve;
      });
      setTimeout(release, 5);
      return createElement(
        'main',
        null,
        createElement('ul', null, rows),
        createElement(
          Suspense,
          { fallback: createElement('i', null, 'Loading…') },
          createElement(Later, { ready }, 'Résumé ready'),
        ),
      );
    };
    const ours = await render(patched, tree());
    const theirs = await render(reference, tree());
    expect(ours.html).toBe(theirs.html);
    expect(ours.html).toContain('Résumé ready');
    // One encoded chunk per flush (the shell, then the boundary), not one per 512 bytes.
    expect(ours.chunks).toBeLessThanOrEqual(3);
    expect(theirs.chunks).toBeGreaterThan(20);
  });
});
