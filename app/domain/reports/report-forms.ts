import { z } from 'zod';
import { REPORT_HASH_PATTERN } from './reports';

// spec 2 §2 report parameters by hash: the report page's Save Report form and the report viewer's
// delete form (decision 054).

export const saveReportSchema = z.object({
  intent: z.literal('save', { error: 'This form cannot be sent here.' }),
});

export const deleteReportSchema = z.object({
  intent: z.literal('delete', { error: 'This form cannot be sent here.' }),
  hash: z
    .string({ error: 'Choose a report to delete.' })
    .regex(REPORT_HASH_PATTERN, { error: 'Choose a report to delete.' })
    .transform(Number),
});
