import { parseWithZod, type Submission, type SubmissionResult } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { type BodyRejection, FORM_MAX_BYTES, readForm } from './request-body.server';

/*
 * Every form's action reads its body here (decision 040): the body is read defensively (readForm: a
 * wrong type, an unreadable or too large body is a 4xx, never an exception), then Conform parses it
 * with the form's zod schema, the same schema the browser validates with.
 */

export type FormSubmission<Schema extends z.ZodType> = {
  ok: true;
  submission: Submission<z.input<Schema>, Array<string>, z.output<Schema>>;
  /** The posted fields as sent, for the few values outside the schema (returnUrl). */
  form: URLSearchParams;
};

/**
 * Conform reads a field name as a path (`a.b`, `a[0]`) and refuses `__proto__`/`constructor` segments
 * with an exception. The forms of this site name their fields plainly (dotted names where the resume
 * designer groups its checkboxes), so any other name is not one of ours and is left out before parsing:
 * random names (the fuzz of every action) never reach the path parser.
 */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z][A-Za-z0-9_-]*)*$/;
const UNSAFE_SEGMENT = /(^|\.)(__proto__|constructor|prototype)(\.|$)/;

export function formFields(form: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [name, value] of form) {
    if (FIELD_NAME.test(name) && !UNSAFE_SEGMENT.test(name)) kept.append(name, value);
  }
  return kept;
}

/** The posted form parsed by `schema`, or the rejection of a body that is not a readable form. */
export async function readSubmission<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<FormSubmission<Schema> | BodyRejection> {
  const body = await readForm(request, FORM_MAX_BYTES);
  if (!body.ok) return body;
  const submission = parseWithZod(formFields(body.form), { schema });
  return { ok: true, submission, form: body.form };
}

/** A body that is not a readable form, answered like any failed submission: a message for the form. */
export function rejectionReply(rejection: BodyRejection): SubmissionResult<Array<string>> {
  return { status: 'error', error: { '': [rejection.message] } };
}
