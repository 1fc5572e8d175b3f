// Hydration scripts yield to the page (decision 043). The server-rendered page is complete without
// JavaScript, so on a slow link its stylesheets, fonts and images should not share the first round
// trips with the hydration code. Remix's <Scripts> offers no attribute for its module preloads, so the
// document stream marks them low priority on its way out.
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

export function replaceInStream(
  body: ReadableStream<Uint8Array>,
  search: string,
  replacement: string,
): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let held = '';
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const text = held + decoder.decode(chunk, { stream: true });
        // Text after `cut` could begin a match that the next chunk finishes.
        let cut = Math.max(0, text.length - (search.length - 1));
        const straddling = text.indexOf(search, Math.max(0, cut - search.length + 1));
        if (straddling !== -1 && straddling < cut) cut = straddling;
        held = text.slice(cut);
        if (cut > 0) controller.enqueue(encoder.encode(text.slice(0, cut).replaceAll(search, replacement)));
      },
      flush(controller) {
        const text = held + decoder.decode();
        if (text !== '') controller.enqueue(encoder.encode(text.replaceAll(search, replacement)));
      },
    }),
  );
}
