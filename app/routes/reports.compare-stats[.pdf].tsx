import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { compareReportModelSchema } from '~/domain/reports/compare-report';
import { loadCompareReportModel } from '~/routes/player.$username.stats.server';
import { compareReportPdfResponse } from '~/server/pdf.server';
import { getOnlyText } from '~/server/read-only.server';

/**
 * spec 2 §4 PDF download, §7 compareStatsReportFromState: GET /reports/compare-stats.pdf?hash=&pages=
 * — the saved comparison's report with the ticked pages, rendered by the PDF Worker from the same
 * stats read model as the page; guarded like the report page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const model = await loadCompareReportModel(request, context);
  return compareReportPdfResponse(context.cloudflare.env.PDF, compareReportModelSchema.parse(model));
}

export function action() {
  return getOnlyText();
}
