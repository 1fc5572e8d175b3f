import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { resumePdf } from '~/routes/player.$username.resume.server';
import { loadResumeReport } from '~/routes/reports.server';
import { getOnlyText } from '~/server/read-only.server';

/** The resume report as a PDF from the PDF Worker (spec 2 §7 resumeDataGET + generate report). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return resumePdf(request, context, await loadResumeReport(request, context));
}

export function action() {
  return getOnlyText();
}
