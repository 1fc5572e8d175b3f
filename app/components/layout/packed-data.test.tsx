import { renderToStaticMarkup } from 'react-dom/server';
import { encode } from 'turbo-stream';
import { describe, expect, it, vi } from 'vitest';
import { PACKED_JSON_ID, PackedJson, pack, unpack } from './packed-data';

const view = { name: 'Zoë Łukasiewicz', rounds: [{ score: 71, toPar: '−1' }], about: null, featured: true };

describe('packed loader data', () => {
  it('sends only the JSON text to the browser', async () => {
    const packed = pack(view, { inDocument: false });
    expect(Object.keys(packed)).toEqual(['json']);
    expect(JSON.parse(packed.json ?? 'null')).toEqual(view);
    // What single fetch writes into the page: turbo-stream of the loader data.
    const sent = await new Response(encode(packed)).text();
    expect(sent).toContain('json');
    expect(sent).not.toContain('packed view');
  });

  it('gives the server render the view it packed, and the browser the same view parsed', () => {
    const packed = pack(view, { inDocument: false });
    expect(unpack(packed)).toBe(view);
    const received = { json: packed.json };
    expect(unpack(received)).toEqual(view);
  });

  it("leaves a document's JSON out of its loader data, for the data block the route renders once", async () => {
    const tricky = { ...view, note: 'a </script><!-- "quoted" \u2028 line' };
    const packed = pack(tricky, { inDocument: true });
    expect(unpack(packed)).toBe(tricky);
    const sent = await new Response(encode(packed)).text();
    expect(sent).not.toContain('Zoë');
    const block = renderToStaticMarkup(<PackedJson packed={packed} />);
    expect(block.startsWith(`<script type="application/json" id="${PACKED_JSON_ID}">`)).toBe(true);
    const text = block.slice(block.indexOf('>') + 1, block.lastIndexOf('</script>'));
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(tricky);
    // The browser reads the block when the loader data has no JSON of its own.
    const page = { getElementById: (id: string) => (id === PACKED_JSON_ID ? { textContent: text } : null) };
    vi.stubGlobal('document', page);
    try {
      expect(unpack({ json: null })).toEqual(tricky);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(() => unpack({ json: null })).toThrow();
    // A navigation's loader data carries the JSON, and no block is rendered.
    expect(renderToStaticMarkup(<PackedJson packed={pack(tricky, { inDocument: false })} />)).toBe('');
  });
});
