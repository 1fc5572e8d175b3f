import type { ReactNode } from 'react';
import { ScrollRegion } from '~/components/ui/scroll-region';

export type ReportTableColumn = { title: string; align?: 'left' | 'right' };

/**
 * A report's table as a page shows it (the PDF draws the same columns): a header row, one row per
 * entry with a cell per column, right-aligned figures, and the table's own words when it is empty.
 * `cell` draws a cell when it carries more than its text (a mark against the standard).
 */
export function ReportTable<Row extends { cells: ReadonlyArray<string> }>({
  label,
  columns,
  rows,
  empty,
  cell = (row, index) => row.cells[index] ?? '',
}: {
  label: string;
  columns: ReadonlyArray<ReportTableColumn>;
  rows: ReadonlyArray<Row>;
  empty: string;
  cell?: (row: Row, index: number) => ReactNode;
}) {
  if (rows.length === 0) return <p className="player-report__note">{empty}</p>;
  return (
    <ScrollRegion label={label} className="table-scroll">
      <table className="data-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.title} scope="col" className={column.align === 'right' ? 'num' : undefined}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed for the page; two may read alike.
            <tr key={index}>
              {columns.map((column, i) => (
                <td key={column.title} className={column.align === 'right' ? 'num' : undefined}>
                  {cell(row, i)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
