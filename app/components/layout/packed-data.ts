import { useMemo } from 'react';

/**
 * Loader data sent as one JSON string. Remix's single fetch encodes loader data value by value with
 * turbo-stream (a few microseconds per value: ~800 values cost a profile summary ~2 ms of its render
 * CPU); one native JSON.stringify of the same view costs a tenth of that, and the browser parses it
 * in one call. The server's own render reads the view it packed, without parsing it back. Only for
 * views of plain JSON values (strings, numbers, booleans, null, arrays, plain objects): the type
 * refuses Dates, Maps, undefined and functions, which JSON would change.
 * See docs/decisions/024-render-cpu.md.
 */
declare const packedValue: unique symbol;
/** Not an own enumerable string key, so turbo-stream leaves it out of what the browser receives. */
const SERVER_VIEW = Symbol('packed view');

export type Packed<T> = { readonly json: string; readonly [packedValue]?: T };

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

export function pack<T>(value: T & JsonSafe<T>): Packed<T> {
  const packed = { json: JSON.stringify(value) };
  Object.defineProperty(packed, SERVER_VIEW, { value, enumerable: false });
  return packed;
}

export function unpack<T>(packed: Packed<T>): T {
  const own = (packed as { [SERVER_VIEW]?: T })[SERVER_VIEW];
  return own !== undefined ? own : (JSON.parse(packed.json) as T);
}

/** The view inside packed loader data, parsed once per packed value. */
export function usePacked<T>(packed: Packed<T>): T {
  return useMemo(() => unpack(packed), [packed]);
}
