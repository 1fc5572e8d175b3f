import { ReportDiagramGroupView } from '~/components/reports/report-diagram';
import { Card } from '~/components/ui/card';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { MARK_LEGEND, type PlayerReportModel, type ReportMark } from '~/domain/reports/player-report';

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
      {model.figures.length > 0 ? (
        <dl className="player-report__figures">
          {model.figures.map((figure) => (
            <div key={figure.label} className="player-report__figure">
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
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
          {table.rows.length === 0 ? (
            <p className="player-report__note">{table.empty}</p>
          ) : (
            <ScrollRegion label={table.heading} className="table-scroll">
              <table className="data-table">
                <thead>
                  <tr>
                    {table.columns.map((col) => (
                      <th key={col.title} scope="col" className={col.align === 'right' ? 'num' : undefined}>
                        {col.title}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((r) => (
                    <tr key={r.cells.join('|')}>
                      {table.columns.map((col, i) => (
                        <td key={col.title} className={col.align === 'right' ? 'num' : undefined}>
                          <Mark mark={r.marks[i] ?? null} />
                          {r.cells[i] ?? ''}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </Card>
      ))}
      {(model.diagrams ?? []).map((group, index) => (
        <ReportDiagramGroupView key={group.heading} group={group} index={index} />
      ))}
    </>
  );
}
