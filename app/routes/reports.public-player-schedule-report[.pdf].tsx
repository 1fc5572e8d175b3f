import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { scheduleReportPdf } from '~/routes/reports.org-schedule-report.server';
import { getOnlyText } from '~/server/read-only.server';

/** spec 2 §2 report route `public-player-schedule-report` as a PDF from the PDF Worker, guarded like its page (decision 060). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return scheduleReportPdf(request, context, 'public-player-schedule-report');
}

export function action() {
  return getOnlyText();
}
