import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { checkPdfWorker } from '~/server/pdf.server';
import { getOnlyText } from '~/server/read-only.server';

/** Health of the app Worker, its D1 database and the PDF Worker behind the service binding. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const [database, pdf] = await Promise.all([
    env.DB.prepare('SELECT count(*) AS accounts FROM accounts')
      .first<{ accounts: number }>()
      .then((row) => ({ ok: true, accounts: row?.accounts ?? 0 }))
      .catch((error: unknown) => ({
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      })),
    checkPdfWorker(env.PDF),
  ]);
  const ok = database.ok && pdf.ok;
  return Response.json(
    { ok, app: { environment: context.config.ENVIRONMENT }, database, pdf },
    { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}

export function action() {
  return getOnlyText();
}
