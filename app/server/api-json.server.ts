import type { z } from 'zod';
import type { ApiError } from './api/errors';
import { readJsonBody, SMALL_JSON_MAX_BYTES } from './request-body.server';

// JSON in and out for the mobile-app auth API (issue 4 §9): every rejection is a 4xx with a message.

export function jsonError(status: number, error: string, message: string): Response {
  const body: ApiError = { error, message };
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** 405 for a method the address does not take, with the `Allow` header HTTP asks for (RFC 9110 §15.5.6). */
export function methodNotAllowed(allow: string, message: string): Response {
  const response = jsonError(405, 'MethodNotAllowed', message);
  response.headers.set('Allow', allow);
  return response;
}

export function jsonOk(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

const BODY_ERRORS = { 400: 'InvalidRequest', 413: 'PayloadTooLarge', 415: 'UnsupportedMediaType' } as const;

/** The request's JSON body checked by `schema`, or a 4xx response saying what is wrong. */
export async function readJson<T extends z.ZodType>(
  request: Request,
  schema: T,
  method: 'POST' | 'PATCH' = 'POST',
): Promise<{ ok: true; data: z.infer<T> } | { ok: false; response: Response }> {
  if (request.method !== method) {
    return { ok: false, response: methodNotAllowed(method, `Use ${method} with a JSON body.`) };
  }
  const body = await readJsonBody(request, SMALL_JSON_MAX_BYTES);
  if (!body.ok)
    return { ok: false, response: jsonError(body.status, BODY_ERRORS[body.status], body.message) };
  const parsed = schema.safeParse(body.json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return {
      ok: false,
      response: jsonError(400, 'InvalidParameterException', `${where}${issue?.message ?? 'invalid'}`),
    };
  }
  return { ok: true, data: parsed.data };
}
