import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { z } from 'zod';
import { tableHeader } from '~/domain/spreadsheets/workbook-model';
import { loadMyData } from '~/routes/api.v1.players.$username.my-data.server';
import { toCsv } from '~/server/api/csv';
import { MY_DATA_TABLES, myDataTable } from '~/server/api/my-data';
import { jsonError } from '~/server/api-json.server';
import { getOnlyJson } from '~/server/read-only.server';

const CSV_NAMES: Record<(typeof MY_DATA_TABLES)[number], string> = {
  rounds: 'Rounds',
  tournaments: 'Tournaments',
  stats: 'Stats',
};

const querySchema = z.object({
  table: z
    .array(
      z.enum(MY_DATA_TABLES, {
        error: `table must be ${MY_DATA_TABLES.slice(0, -1).join(', ')} or ${MY_DATA_TABLES.at(-1)}`,
      }),
    )
    .max(1, 'table is given more than once'),
});

/**
 * GET /api/v1/players/{username|me}/my-data.csv?table=rounds|tournaments|stats (issue 21 point 6): one of
 * the account's tables as a CSV (rounds when no table is named); for the account alone.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const query = querySchema.safeParse({ table: new URL(request.url).searchParams.getAll('table') });
  if (!query.success) {
    throw jsonError(
      400,
      'InvalidParameterException',
      `${query.error.issues[0]?.message ?? 'table is wrong'}.`,
    );
  }
  const table = query.data.table[0] ?? 'rounds';
  const { data, fileName } = await loadMyData(request, context, params.username);
  const rows = myDataTable(table, data);
  return new Response(toCsv(tableHeader(rows), rows.rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName('csv', CSV_NAMES[table])}"`,
      'Cache-Control': 'private, no-store',
      Vary: 'Cookie, Authorization',
    },
  });
}

export function action() {
  return getOnlyJson();
}
