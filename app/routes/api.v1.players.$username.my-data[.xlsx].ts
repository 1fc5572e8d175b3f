import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { loadMyData } from '~/routes/api.v1.players.$username.my-data.server';
import { myDataWorkbook } from '~/server/api/my-data';
import { getOnlyJson } from '~/server/read-only.server';
import { workbookDownload } from '~/server/workbook.server';

/**
 * GET /api/v1/players/{username|me}/my-data.xlsx (issue 21 point 6): the account's rounds with their
 * stats and strokes gained, and its tournaments, a sheet each; for the account alone.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { data, fileName } = await loadMyData(request, context, params.username);
  return workbookDownload(context.cloudflare.env.PDF, myDataWorkbook(data, fileName('xlsx')));
}

export function action() {
  return getOnlyJson();
}
