import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { playerReportPdf } from '~/routes/reports.$kind.server';
import { getOnlyText } from '~/server/read-only.server';

/** spec 2 §2 report route `favorites` as a PDF from the PDF Worker, guarded like its page (decision 054). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return playerReportPdf(request, context, 'favorites');
}

export function action() {
  return getOnlyText();
}
