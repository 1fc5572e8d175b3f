import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { TEMPLATE_FORMATS, type TemplateFormat, templateTable } from '~/domain/import/templates';
import { toCsv } from '~/server/api/csv';
import { getOnlyJson } from '~/server/read-only.server';
import { workbookDownload } from '~/server/workbook.server';

/**
 * GET /api/v1/imports/templates/{shots|scorecard}.{csv|xlsx} (issue 34 §5): the import's documented
 * formats as files to fill in, with example rows (docs/import.md). Public: they hold no one's data.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const match = /^(shots|scorecard)\.(csv|xlsx)$/.exec(params.file ?? '');
  const format = TEMPLATE_FORMATS.find((f) => f === match?.[1]);
  if (!match || !format)
    return new Response('No such template: shots.csv, shots.xlsx, scorecard.csv and scorecard.xlsx are.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  const table = templateTable(format);
  const fileName = `round-import-${format}.${match[2]}`;
  if (match[2] === 'csv')
    return new Response(
      toCsv(
        table.columns.map((c) => c.header),
        table.rows,
      ),
      {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${fileName}"`,
          'Cache-Control': 'public, max-age=3600',
        },
      },
    );
  return workbookDownload(context.cloudflare.env.PDF, {
    fileName,
    sheets: [{ name: sheetName(format), ...table }],
  });
}

function sheetName(format: TemplateFormat): string {
  return format === 'shots' ? 'Shots' : 'Scorecard';
}

export function action() {
  return getOnlyJson();
}
