import { z } from 'zod';
import { ingestIssueSchema } from '~/domain/rounds/ingest';

/**
 * Every refusal of the JSON APIs, whatever its status: `error` (a code or a sentence), and `message`
 * (a sentence), `issues` (each refused field of an ingest body) or `fieldErrors` (a form's fields).
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string().optional(),
  issues: z.array(ingestIssueSchema).optional(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
