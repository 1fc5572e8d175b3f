import { ReportDiagramGroupView } from '~/components/reports/report-diagram';
import { ReportFigures } from '~/components/reports/report-figures';
import { ReportTable } from '~/components/reports/report-table';
import { Card } from '~/components/ui/card';
import type { PlayerReportModel, ReportMark } from '~/domain/reports/player-report';
import { MARK_LEGEND } from '~/domain/reports/report-text';

const MARK_WORD: Record<'better' | 'worse', string> = {
  better: 'better than the standard',
  worse: 'below the standard',
};

function Mark({ mark }: { mark: ReportMark }) {
  if (mark === null) return null;
  return (
    <>
      <span className={`report-mark report-mark--${mark}`} aria-hidden="true" />
      <span className="sr-only">{MARK_WORD[mark]}: </span>
    </>
  );
}

/** A player report's figures and tables (decision 054): what its PDF shows, as a page. */
export function PlayerReportView({ model }: { model: PlayerReportModel }) {
  const marked = model.tables.some((t) => t.rows.some((r) => r.marks.some((m) => m !== null)));
  return (
    <>
      <ReportFigures figures={model.figures} />
      {marked ? (
        <p className="player-report__note">
          <span className="report-mark report-mark--better" aria-hidden="true" />
          <span className="report-mark report-mark--worse" aria-hidden="true" />
          {MARK_LEGEND}
        </p>
      ) : null}
      {model.tables.map((table) => (
        <Card key={table.heading} title={table.heading}>
          {table.note ? <p className="player-report__note">{table.note}</p> : null}
          <ReportTable
            label={table.heading}
            columns={table.columns}
            rows={table.rows}
            empty={table.empty}
            cell={(row, index) => (
              <>
                <Mark mark={row.marks[index] ?? null} />
                {row.cells[index] ?? ''}
              </>
            )}
          />
        </Card>
      ))}
      {(model.diagrams ?? []).map((group, index) => (
        <ReportDiagramGroupView key={group.heading} group={group} index={index} />
      ))}
    </>
  );
}
