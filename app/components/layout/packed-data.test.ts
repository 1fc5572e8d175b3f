import { encode } from 'turbo-stream';
import { describe, expect, it } from 'vitest';
import { pack, unpack } from './packed-data';

const view = { name: 'Zoë Łukasiewicz', rounds: [{ score: 71, toPar: '−1' }], about: null, featured: true };

describe('packed loader data', () => {
  it('sends only the JSON text to the browser', async () => {
    const packed = pack(view);
    expect(Object.keys(packed)).toEqual(['json']);
    expect(JSON.parse(packed.json)).toEqual(view);
    // What single fetch writes into the page: turbo-stream of the loader data.
    const sent = await new Response(encode(packed)).text();
    expect(sent).toContain('json');
    expect(sent).not.toContain('packed view');
  });

  it('gives the server render the view it packed, and the browser the same view parsed', () => {
    const packed = pack(view);
    expect(unpack(packed)).toBe(view);
    const received = { json: packed.json };
    expect(unpack(received)).toEqual(view);
  });
});
