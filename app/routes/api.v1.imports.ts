import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { z } from 'zod';
import type { ImportAnswer } from '~/domain/import/answers';
import {
  IMPORT_ROUNDS_PER_REQUEST,
  planImport,
  readImportUpload,
  rowsOfUpload,
  storedAnswer,
  storeRounds,
} from '~/routes/dashboard_.settings_.import.server';
import type { ApiError } from '~/server/api/errors';
import { requireApiAccount } from '~/server/api-auth.server';

/**
 * POST /api/v1/imports (issue 34 §5, decision 105): a CSV or XLSX of shots or scorecards, as the
 * body (text/csv, the .xlsx type) or a multipart form's `file`. `?dryRun=1` answers the preview and
 * stores nothing; otherwise the rounds without problems are stored, each all or nothing, 50 a request
 * from `?from=` (the answer's `next` says where the next request starts), and a round stored before is
 * recognised. 201 when a round was stored, 200 otherwise.
 */

const NO_STORE = { 'Cache-Control': 'no-store' };

const querySchema = z.object({
  dryRun: z
    .enum(['1', '0', 'true', 'false'], { error: 'dryRun is 1 (preview, store nothing) or 0.' })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
  from: z.coerce
    .number({ error: 'from is the position of the first round to store, a whole number.' })
    .int('from is a whole number.')
    .min(0, 'from is 0 or more.')
    .max(100_000, 'from is at most 100000.')
    .default(0),
});

function refused(status: number, message: string, path = '(body)'): Response {
  const body: ApiError = {
    error: `The import is not valid; nothing was stored. ${message}`,
    issues: [{ path, message }],
  };
  return Response.json(body, { status, headers: NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST')
    return Response.json(
      { error: 'Use POST with a CSV or XLSX file as the body.' },
      { status: 405, headers: { ...NO_STORE, Allow: 'POST' } },
    );
  const accountId = await requireApiAccount(request, context);
  const params = new URL(request.url).searchParams;
  const query = querySchema.safeParse({
    dryRun: params.get('dryRun') ?? undefined,
    from: params.get('from') ?? undefined,
  });
  if (!query.success) {
    const issue = query.error.issues[0];
    return refused(400, issue?.message ?? 'The query is not valid.', String(issue?.path[0] ?? 'query'));
  }
  const upload = await readImportUpload(request);
  if (!upload.ok) return refused(upload.status, upload.message);
  const rows = await rowsOfUpload(upload.file, context.cloudflare.env.PDF);
  if (!rows.ok) return refused(rows.status, rows.message);
  const planned = await planImport(context.db, context.shards, accountId, rows.rows);
  if (!planned.ok) return refused(planned.status, planned.message);
  const dryRun = query.data.dryRun || upload.form.get('dryRun') === '1';
  if (dryRun) return Response.json(planned.plan.answer satisfies ImportAnswer, { headers: NO_STORE });
  // At most 50 rounds a request, from `from` on: the answer's `next` names where to go on.
  const { from } = query.data;
  const to = from + IMPORT_ROUNDS_PER_REQUEST;
  const window = planned.plan.storable.filter((r) => r.position >= from && r.position < to);
  const stored = await storeRounds(context.db, context.shards, accountId, window);
  const next = to < planned.plan.answer.counts.rounds ? to : null;
  const answer: ImportAnswer = storedAnswer(planned.plan, stored, next);
  return Response.json(answer, { status: answer.counts.created > 0 ? 201 : 200, headers: NO_STORE });
}

export function loader() {
  return Response.json(
    { error: 'Use POST with a CSV or XLSX file as the body.' },
    { status: 405, headers: { ...NO_STORE, Allow: 'POST' } },
  );
}
