import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { z } from 'zod';
import {
  confirmStep,
  IMPORT_ROUNDS_PER_STEP,
  PREVIEW_GONE,
} from '~/routes/dashboard_.settings_.import.server';
import { requireViewer } from '~/server/guards.server';
import { readForm } from '~/server/request-body.server';

/**
 * POST /resources/round-import (decision 105): one step of Confirm on the import page with JavaScript,
 * the previewed rounds at positions from … from + 20 stored through the ingest's write, so the page
 * shows its progress. The answer says how many were stored, were there already, or were refused, and
 * where the next step starts (null when done, and the preview is dropped).
 */

export const stepSchema = z.object({
  importId: z
    .string({ error: 'The import is missing: preview the file again.' })
    .uuid('The import is not known: preview the file again.'),
  from: z.coerce
    .number({ error: 'from is a round position.' })
    .int('from is a whole number.')
    .min(0, 'from is 0 or more.')
    .max(100_000, 'from is at most 100000.'),
});

const NO_STORE = { 'Cache-Control': 'no-store' };

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requireViewer(request, context);
  const read = await readForm(request);
  if (!read.ok) return Response.json({ error: read.message }, { status: read.status, headers: NO_STORE });
  const parsed = stepSchema.safeParse(Object.fromEntries(read.form));
  if (!parsed.success)
    return Response.json(
      { error: parsed.error.issues[0]?.message ?? 'The step is not valid.' },
      { status: 400, headers: NO_STORE },
    );
  const { importId, from } = parsed.data;
  const step = await confirmStep(
    context.db,
    context.shards,
    viewer.accountId,
    importId,
    from,
    IMPORT_ROUNDS_PER_STEP,
  );
  if (!step) return Response.json({ error: PREVIEW_GONE }, { status: 404, headers: NO_STORE });
  return Response.json(step, { headers: NO_STORE });
}

export function loader() {
  return Response.json({ error: 'Use POST.' }, { status: 405, headers: { ...NO_STORE, Allow: 'POST' } });
}
