import type { SubmissionResult } from '@conform-to/react';
import { Card } from '~/components/ui/card';
import { ScrollRegion } from '~/components/ui/scroll-region';
import type { ScheduleReportModel, ScheduleReportTable } from '~/domain/reports/schedule-report';
import { ReportBar } from './report-bar';

/**
 * A schedule report's page (decision 060): what its PDF shows — the head, the figures, then each
 * chapter (Upcoming Events, Results) as its tables — with Download PDF and, for viewers who may keep
 * it, Save Report.
 */
export function ScheduleReportScreen({
  model,
  pdfHref,
  canSave,
  back,
  lastResult,
}: {
  model: ScheduleReportModel;
  pdfHref: string;
  canSave: boolean;
  back: { href: string; label: string };
  lastResult: SubmissionResult<Array<string>> | undefined;
}) {
  return (
    <main className="player-report">
      <ReportBar
        title={`${model.subject} · ${model.title}`}
        subtitle={model.subtitle}
        pdfHref={pdfHref}
        fileName={model.fileName}
        canSave={canSave}
        back={back}
        lastResult={lastResult}
      />
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
      {model.chapters.length === 0 ? (
        <p className="player-report__note">No players on this roster share their schedule with you.</p>
      ) : null}
      {model.chapters.map((chapter) => {
        // One table under its chapter's own name: the card is the chapter.
        const single =
          chapter.tables.length === 1 && chapter.title.endsWith(chapter.tables[0]?.heading ?? '');
        return (
          <section key={chapter.title} className="page-stack" aria-label={chapter.title}>
            {single ? null : <h2 className="player-report__chapter">{chapter.title}</h2>}
            {chapter.tables.map((table) => (
              <Card
                key={table.heading}
                title={single ? chapter.title : table.heading}
                headingLevel={single ? 2 : 3}
              >
                <ReportTable label={`${chapter.title}: ${table.heading}`} table={table} />
              </Card>
            ))}
          </section>
        );
      })}
    </main>
  );
}

function ReportTable({ label, table }: { label: string; table: ScheduleReportTable }) {
  if (table.rows.length === 0) return <p className="player-report__note">{table.empty}</p>;
  return (
    <ScrollRegion label={label} className="table-scroll">
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
          {table.rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed for the page; two may read alike.
            <tr key={index}>
              {table.columns.map((col, i) => (
                <td key={col.title} className={col.align === 'right' ? 'num' : undefined}>
                  {row.cells[i] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
