import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { authStylesheet, dashboardStylesheet } from '~/components/auth/stylesheet';
import { ImportPage, type ImportPageResult } from '~/components/import/import-page';
import { importStylesheet } from '~/components/import/stylesheet';
import { pageMeta, pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import {
  confirmStep,
  IMPORT_ROUNDS_PER_REQUEST,
  PREVIEW_GONE,
  planImport,
  readImportUpload,
  rowsOfUpload,
} from '~/routes/dashboard_.settings_.import.server';
import { requireViewer } from '~/server/guards.server';
import { readForm } from '~/server/request-body.server';
import { stageImport } from '~db/queries/imports';

export const links: LinksFunction = () => [authStylesheet, dashboardStylesheet, importStylesheet];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    pageTitle(productNameFromMatches(matches), 'Import rounds'),
    'Import rounds from a CSV or XLSX file of shots or scorecards, with a preview before anything is stored.',
  );

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** /dashboard/settings/import (issue 34 §5, decision 105): a signed-in player's round import. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  return data({ productName: context.config.PRODUCT_NAME }, { headers: NO_STORE });
}

const count = z.coerce.number().int().min(0).max(100_000).default(0);

const confirmSchema = z.object({
  intent: z.literal('confirm', { error: 'Choose a file and preview it first.' }),
  from: count,
  // The totals of the submits before this one (a file of more than 50 rounds takes several).
  created: count,
  existing: count,
  refused: count,
  importId: z
    .string({ error: 'The import is missing: preview the file again.' })
    .uuid('The import is not known: preview the file again.'),
});

function answer(result: ImportPageResult, status = 200) {
  return data(result, { status, headers: NO_STORE });
}

/**
 * Preview (a multipart upload): the file read and every round checked, nothing of them stored; the
 * rounds that may be stored are kept for Confirm. Confirm (a form): the kept rounds stored through the
 * ingest's write, 50 a submit (a longer file shows how far it got and a Continue button); the page's
 * script stores them 20 a step through /resources/round-import with a progress bar.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requireViewer(request, context);
  const type = (request.headers.get('Content-Type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    const upload = await readImportUpload(request);
    if (!upload.ok) return answer({ kind: 'error', error: upload.message }, upload.status);
    if (upload.form.get('intent') !== 'preview')
      return answer({ kind: 'error', error: 'Choose a file and press Preview import.' }, 400);
    const rows = await rowsOfUpload(upload.file, context.cloudflare.env.PDF);
    if (!rows.ok) return answer({ kind: 'error', error: rows.message }, rows.status);
    const planned = await planImport(context.db, context.shards, viewer.accountId, rows.rows);
    if (!planned.ok) return answer({ kind: 'error', error: planned.message }, planned.status);
    const importId = crypto.randomUUID();
    const storable = planned.plan.storable.filter(
      (round) => planned.plan.answer.rounds[round.position]?.status === 'new',
    );
    await stageImport(context.db, {
      id: importId,
      accountId: viewer.accountId,
      fileName: upload.file.name.slice(0, 200),
      roundCount: planned.plan.answer.counts.rounds,
      now: new Date().toISOString().slice(0, 19).replace('T', ' '),
      rounds: storable.map((round) => ({ position: round.position, body: JSON.stringify(round.body) })),
    });
    return answer({ kind: 'preview', importId, fileName: upload.file.name, answer: planned.plan.answer });
  }
  const read = await readForm(request);
  if (!read.ok) return answer({ kind: 'error', error: read.message }, read.status);
  const parsed = confirmSchema.safeParse(Object.fromEntries(read.form));
  if (!parsed.success)
    return answer(
      { kind: 'error', error: parsed.error.issues[0]?.message ?? 'Preview the file first.' },
      400,
    );
  const { importId, from } = parsed.data;
  const step = await confirmStep(
    context.db,
    context.shards,
    viewer.accountId,
    importId,
    from,
    IMPORT_ROUNDS_PER_REQUEST,
  );
  if (!step) return answer({ kind: 'error', error: PREVIEW_GONE }, 404);
  return answer({
    kind: 'result',
    importId,
    ...step,
    created: parsed.data.created + step.created,
    existing: parsed.data.existing + step.existing,
    refused: parsed.data.refused + step.refused,
  });
}

export default function ImportRoute() {
  const { productName } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <ImportPage productName={productName} result={result} />;
}
