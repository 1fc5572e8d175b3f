import { useMemo } from 'react';

/**
 * Loader data sent as one JSON string. Remix's single fetch encodes loader data value by value with
 * turbo-stream (a few microseconds per value: ~800 values cost a profile summary ~2 ms of its render
 * CPU); one native JSON.stringify of the same view costs a tenth of that, and the browser parses it
 * in one call. The server's own render reads the view it packed, without parsing it back. Only for
 * views of plain JSON values (strings, numbers, booleans, null, arrays, plain objects): the type
 * refuses Dates, Maps, undefined and functions, which JSON would change.
 * See docs/decisions/024-render-cpu.md.
 *
 * A document carries the JSON once, in a data block the route renders (`PackedJson`), and its loader
 * data only `json: null`: inside the loader data the text would be escaped twice (as a turbo-stream
 * string, then as the JavaScript string of the hydration script), which made every quote four bytes
 * (decision 082). A navigation's `.data` answer carries the JSON in its loader data. One packed view
 * per page.
 */
declare const packedValue: unique symbol;
/** Not an own enumerable string key, so turbo-stream leaves it out of what the browser receives. */
const SERVER_VIEW = Symbol('packed view');
/** The JSON text of the view, kept from turbo-stream the same way, for the document's data block. */
const SERVER_JSON = Symbol('packed json');

/** The id of the document's data block. */
export const PACKED_JSON_ID = 'packed-view';

export type Packed<T> = { readonly json: string | null; readonly [packedValue]?: T };

type Json = string | number | boolean | null | ReadonlyArray<Json> | { readonly [key: string]: Json };
/** T itself when it is made of JSON values only; never otherwise, so pack() does not compile. */
type JsonSafe<T> = T extends Json
  ? T
  : T extends ReadonlyArray<infer Item>
    ? ReadonlyArray<JsonSafe<Item>>
    : T extends Date | Map<unknown, unknown> | Set<unknown> | ((...args: never[]) => unknown)
      ? never
      : T extends object
        ? { [K in keyof T]: JsonSafe<T[K]> }
        : never;

/**
 * The view as loader data. `inDocument`: the answer is a document, whose route renders `PackedJson`
 * (the JSON goes there, not into the loader data).
 */
export function pack<T>(value: T & JsonSafe<T>, options: { inDocument: boolean }): Packed<T> {
  const json = JSON.stringify(value);
  const packed = { json: options.inDocument ? null : json };
  Object.defineProperty(packed, SERVER_VIEW, { value, enumerable: false });
  Object.defineProperty(packed, SERVER_JSON, { value: json, enumerable: false });
  return packed;
}

// The data block's text, read once per loader data: the block goes when its route unmounts.
const fromDocument = new WeakMap<object, string>();

/** The JSON text of a packed view: its own, the server's, or the document's data block. */
function jsonOf(packed: Packed<unknown>): string {
  if (packed.json !== null) return packed.json;
  const server = (packed as { [SERVER_JSON]?: string })[SERVER_JSON];
  if (server !== undefined) return server;
  const read = fromDocument.get(packed);
  if (read !== undefined) return read;
  const text = typeof document === 'undefined' ? null : document.getElementById(PACKED_JSON_ID)?.textContent;
  if (!text) throw new Error('the packed view is neither in the loader data nor in the document');
  fromDocument.set(packed, text);
  return text;
}

export function unpack<T>(packed: Packed<T>): T {
  const own = (packed as { [SERVER_VIEW]?: T })[SERVER_VIEW];
  return own !== undefined ? own : (JSON.parse(jsonOf(packed)) as T);
}

/** The view inside packed loader data, parsed once per packed value. */
export function usePacked<T>(packed: Packed<T>): T {
  return useMemo(() => unpack(packed), [packed]);
}

/** JSON as the text of a script element: `<` escaped, so no `</script>` or `<!--` ends or hides it. */
export function scriptSafeJson(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/**
 * The document's data block of a packed view (a `<script type="application/json">`, never run);
 * nothing when the loader data carries the JSON itself.
 */
export function PackedJson({ packed }: { packed: Packed<unknown> }) {
  if (packed.json !== null) return null;
  return (
    <script
      type="application/json"
      id={PACKED_JSON_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, `<` escaped (scriptSafeJson).
      dangerouslySetInnerHTML={{ __html: scriptSafeJson(jsonOf(packed)) }}
    />
  );
}
