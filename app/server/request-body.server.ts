/*
 * Request bodies read defensively (security issue "no 5xx on any input"): a body of the wrong kind, one
 * that cannot be read or one too large is a 4xx the route words in its own style, never an exception.
 * Form fields come back as URLSearchParams: names are plain data (a field named `__proto__` or
 * `constructor` is just a name), repeated names keep every value, and every value is a string. Text is
 * made well-formed (lone UTF-16 surrogates → U+FFFD) before any route can store it.
 */

import { data } from '@remix-run/cloudflare';
import { concatBytes } from './bytes.server';

/** Forms of this site are a few fields (the resume designer's is the largest, a few kilobytes). */
export const FORM_MAX_BYTES = 64 * 1024;

/** The auth API's JSON bodies are a phone number, a code or a token. */
export const SMALL_JSON_MAX_BYTES = 16 * 1024;

/** issue 5 point 8 ingest: a course with its geometry or a round with its shots, well under this. */
export const INGEST_JSON_MAX_BYTES = 2 * 1024 * 1024;

export type BodyRejection = { ok: false; status: 400 | 413 | 415; message: string };

export type FormResult = { ok: true; form: URLSearchParams } | BodyRejection;

export type JsonResult = { ok: true; json: unknown } | BodyRejection;

/** What the readers use of a request (a clone's type differs only in its `cf` metadata). */
type BodySource = Pick<Request, 'headers' | 'body'>;

type Bytes = { ok: true; bytes: Uint8Array<ArrayBuffer> } | BodyRejection;

export const FORM_MESSAGES = {
  unsupported: 'Send the form as application/x-www-form-urlencoded or multipart/form-data.',
  unreadable: 'The form could not be read. Reload the page and try again.',
} as const;

export const JSON_MESSAGES = {
  unsupported: 'Send the body as JSON, with Content-Type: application/json.',
  unreadable: 'The body is not JSON.',
} as const;

/** "The body is larger than 64 KB." */
export function tooLargeMessage(maxBytes: number): string {
  const size = maxBytes >= 1024 * 1024 ? `${maxBytes / (1024 * 1024)} MB` : `${maxBytes / 1024} KB`;
  return `The body is larger than ${size}.`;
}

const NO_STORE = { 'Cache-Control': 'no-store' };

function reject(status: BodyRejection['status'], message: string): BodyRejection {
  return { ok: false, status, message };
}

/** The media type of a request, lower-cased, without parameters; '' when there is none. */
function mediaType(request: BodySource): string {
  const header = request.headers.get('Content-Type') ?? '';
  return (header.split(';')[0] ?? '').trim().toLowerCase();
}

/** Lone surrogates replaced by U+FFFD, so that nothing stored or echoed is malformed UTF-16. */
export function wellFormed(text: string): string {
  return text.isWellFormed() ? text : text.toWellFormed();
}

/**
 * The body's bytes, read up to `maxBytes`: a declared or actual length above it stops the read (413);
 * a body that fails while streaming is a 400.
 */
async function readBytes(request: BodySource, maxBytes: number, unreadable: string): Promise<Bytes> {
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (Number.isFinite(declared) && declared > maxBytes) return reject(413, tooLargeMessage(maxBytes));
  if (request.body === null) return { ok: true, bytes: new Uint8Array() };
  const reader = request.body.getReader();
  const chunks: Array<Uint8Array> = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return reject(413, tooLargeMessage(maxBytes));
      }
      chunks.push(value);
    }
  } catch {
    return reject(400, unreadable);
  }
  return { ok: true, bytes: concatBytes(chunks) };
}

/** Invalid UTF-8 becomes U+FFFD rather than an error: a person's typo is not a reason to fail. */
function decode(bytes: Uint8Array<ArrayBuffer>): string {
  return new TextDecoder('utf-8', { fatal: false, ignoreBOM: false }).decode(bytes);
}

/**
 * A posted form (urlencoded or multipart; files are left out) as URLSearchParams. An empty body with
 * no content type is an empty form (a bare POST), so the route answers with its field messages.
 */
export async function readForm(request: BodySource, maxBytes: number = FORM_MAX_BYTES): Promise<FormResult> {
  const type = mediaType(request);
  const isForm = type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
  if (!isForm && type !== '') return reject(415, FORM_MESSAGES.unsupported);
  const read = await readBytes(request, maxBytes, FORM_MESSAGES.unreadable);
  if (!read.ok) return read;
  if (type === '') {
    return read.bytes.byteLength === 0
      ? { ok: true, form: new URLSearchParams() }
      : reject(415, FORM_MESSAGES.unsupported);
  }
  if (type === 'application/x-www-form-urlencoded') {
    return { ok: true, form: wellFormedParams(new URLSearchParams(decode(read.bytes))) };
  }
  let parsed: FormData;
  try {
    const headers = { 'Content-Type': request.headers.get('Content-Type') ?? '' };
    parsed = await new Response(read.bytes, { headers }).formData();
  } catch {
    return reject(400, FORM_MESSAGES.unreadable);
  }
  const form = new URLSearchParams();
  for (const [name, value] of parsed) {
    if (typeof value === 'string') form.append(wellFormed(name), wellFormed(value));
  }
  return { ok: true, form };
}

function wellFormedParams(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of params) out.append(wellFormed(name), wellFormed(value));
  return out;
}

/**
 * For an action whose form is read by code of its own (the sign-in): the page's `{ error }` answer to
 * a body that is not a readable form (its status, never stored), or null. `fields` join the answer.
 * A clone is read: the request's own body is left for that code.
 */
export async function refusedForm(request: Request, fields: Record<string, unknown> = {}) {
  const result = await readForm(request.clone(), FORM_MAX_BYTES);
  if (result.ok) return null;
  return data({ ...fields, error: result.message }, { status: result.status, headers: NO_STORE });
}

function isJsonType(type: string): boolean {
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/**
 * A JSON body, any value. A missing content type is read as JSON (clients other than browsers often
 * send none); any other non-JSON type is a 415. Strings and keys are made well-formed.
 */
export async function readJsonBody(request: BodySource, maxBytes: number): Promise<JsonResult> {
  const type = mediaType(request);
  if (type !== '' && !isJsonType(type)) return reject(415, JSON_MESSAGES.unsupported);
  const read = await readBytes(request, maxBytes, JSON_MESSAGES.unreadable);
  if (!read.ok) return read;
  let json: unknown;
  try {
    json = JSON.parse(decode(read.bytes), wellFormedValue);
  } catch {
    return reject(400, JSON_MESSAGES.unreadable);
  }
  return { ok: true, json };
}

/** JSON.parse reviver: strings and object keys well-formed; keys stay own data properties. */
function wellFormedValue(_key: string, value: unknown): unknown {
  if (typeof value === 'string') return wellFormed(value);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  if (keys.every((key) => key.isWellFormed())) return value;
  // Object.fromEntries defines each key as an own property, so "__proto__" stays data here too.
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [wellFormed(key), item]));
}

export type TextResult = { ok: true; text: string } | BodyRejection;

/**
 * A body as text, exactly as sent (a signed webhook is checked against these characters), read up to
 * `maxBytes`; any content type.
 */
export async function readTextBody(request: BodySource, maxBytes: number): Promise<TextResult> {
  const read = await readBytes(request, maxBytes, 'The body could not be read.');
  if (!read.ok) return read;
  return { ok: true, text: decode(read.bytes) };
}

export type UploadResult =
  | { ok: true; form: URLSearchParams; file: { name: string; bytes: Uint8Array<ArrayBuffer> } | null }
  | BodyRejection;

export const UPLOAD_MESSAGES = {
  unreadable: 'The upload could not be read. Choose the file again and retry.',
} as const;

/**
 * An uploaded file (decision 105): a multipart form's `fileField` with the form's other fields, or any
 * other body taken whole as the file (an API client sends text/csv or the .xlsx type). The whole body
 * is read up to `maxBytes` (413 above it); an empty file field is no file.
 */
export async function readUpload(
  request: BodySource,
  maxBytes: number,
  fileField = 'file',
): Promise<UploadResult> {
  const type = mediaType(request);
  const read = await readBytes(request, maxBytes, UPLOAD_MESSAGES.unreadable);
  if (!read.ok) return read;
  if (type === 'application/x-www-form-urlencoded')
    return { ok: true, form: wellFormedParams(new URLSearchParams(decode(read.bytes))), file: null };
  if (type !== 'multipart/form-data')
    return {
      ok: true,
      form: new URLSearchParams(),
      file: read.bytes.byteLength > 0 ? { name: '', bytes: read.bytes } : null,
    };
  let parsed: FormData;
  try {
    const headers = { 'Content-Type': request.headers.get('Content-Type') ?? '' };
    parsed = await new Response(read.bytes, { headers }).formData();
  } catch {
    return reject(400, UPLOAD_MESSAGES.unreadable);
  }
  const form = new URLSearchParams();
  let file: { name: string; bytes: Uint8Array<ArrayBuffer> } | null = null;
  for (const [name, value] of parsed) {
    if (typeof value === 'string') form.append(wellFormed(name), wellFormed(value));
    else if (name === fileField && file === null && value.size > 0)
      file = { name: wellFormed(value.name), bytes: new Uint8Array(await value.arrayBuffer()) };
  }
  return { ok: true, form, file };
}
