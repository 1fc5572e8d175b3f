import type { SubmissionResult } from '@conform-to/react';
import { Card } from '~/components/ui/card';
import type { ScheduleReportModel } from '~/domain/reports/schedule-report';
import { ReportBar } from './report-bar';
import { ReportFigures } from './report-figures';
import { ReportTable } from './report-table';

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
    <main id="main" className="player-report">
      <ReportBar
        title={`${model.subject} · ${model.title}`}
        subtitle={model.subtitle}
        pdfHref={pdfHref}
        fileName={model.fileName}
        canSave={canSave}
        back={back}
        lastResult={lastResult}
      />
      <ReportFigures figures={model.figures} />
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
                <ReportTable
                  label={`${chapter.title}: ${table.heading}`}
                  columns={table.columns}
                  rows={table.rows}
                  empty={table.empty}
                />
              </Card>
            ))}
          </section>
        );
      })}
    </main>
  );
}
