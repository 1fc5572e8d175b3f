// Hydration scripts yield to the page (decision 043). The server-rendered page is complete without
// JavaScript, so on a slow link its stylesheets, fonts and images should not share the first round
// trips with the hydration code. Remix's <Scripts> offers no attribute for its module preloads, so the
// document stream marks them low priority on its way out.
import { concatBytes } from './bytes.server';

const MODULE_PRELOAD = 'rel="modulepreload"';
const LOW_PRIORITY_MODULE_PRELOAD = `${MODULE_PRELOAD} fetchpriority="low"`;

/**
 * The document with every module preload at low fetch priority. React escapes quotes in text and
 * attribute values, so the literal only ever comes from markup; a literal split between two chunks is
 * held back until the next chunk completes it.
 */
export function withLowPriorityModulePreloads(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  return replaceInStream(body, MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD);
}

/** Where `pattern` starts in `bytes` at or after `from`, or -1. */
function indexOfBytes(bytes: Uint8Array, pattern: Uint8Array, from: number): number {
  const first = pattern[0];
  if (first === undefined) return -1;
  for (let at = bytes.indexOf(first, from); at !== -1; at = bytes.indexOf(first, at + 1)) {
    if (at + pattern.length > bytes.length) return -1;
    let k = 1;
    while (k < pattern.length && bytes[at + k] === pattern[k]) k += 1;
    if (k === pattern.length) return at;
  }
  return -1;
}

/** The length of the longest end of `bytes` (after `from`) that could begin `pattern`. */
function partialMatchAtEnd(bytes: Uint8Array, pattern: Uint8Array, from: number): number {
  for (let length = Math.min(pattern.length - 1, bytes.length - from); length > 0; length -= 1) {
    let k = 0;
    while (k < length && bytes[bytes.length - length + k] === pattern[k]) k += 1;
    if (k === length) return length;
  }
  return 0;
}

/**
 * `search` replaced in a UTF-8 stream, byte by byte: an ASCII literal never occurs inside a
 * multi-byte letter, so chunks without it pass through untouched (no decoding and re-encoding of
 * the whole document on every request). The stream pulls from `body` itself rather than piping it
 * through a TransformStream: one stage less per chunk on the way out.
 */
export function replaceInStream(
  body: ReadableStream<Uint8Array>,
  search: string,
  replacement: string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const pattern = encoder.encode(search);
  const substitute = encoder.encode(replacement);
  const reader = body.getReader();
  let held = new Uint8Array(0);
  /** The chunk's bytes ready to go out: every match replaced, a possible match at its end held. */
  function replaced(chunk: Uint8Array): Uint8Array | null {
    const bytes = held.length > 0 ? concatBytes([held, chunk]) : chunk;
    const pieces: Array<Uint8Array> = [];
    let start = 0;
    for (let at = indexOfBytes(bytes, pattern, 0); at !== -1; at = indexOfBytes(bytes, pattern, start)) {
      pieces.push(bytes.subarray(start, at), substitute);
      start = at + pattern.length;
    }
    // The chunk's end could begin a match that the next chunk finishes: it waits for it.
    const end = bytes.length - partialMatchAtEnd(bytes, pattern, start);
    held = bytes.slice(end);
    // A chunk passed whole is handed on as it came; anything else is a copy of its own, never a view
    // sharing a buffer with another piece (the runtime may take over a chunk's buffer).
    if (start === 0 && end === bytes.length) return bytes;
    pieces.push(bytes.subarray(start, end));
    const out = concatBytes(pieces);
    return out.length > 0 ? out : null;
  }
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      // Each pull hands on something or closes: a pull that enqueued nothing would not be repeated.
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          if (held.length > 0) controller.enqueue(held);
          controller.close();
          return;
        }
        const out = replaced(value);
        if (out !== null) {
          controller.enqueue(out);
          return;
        }
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
