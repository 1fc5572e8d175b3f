import { figureNotes } from '~/domain/reports/report-text';

/**
 * A report's key figures as a page shows them (the PDF draws the same tiles); nothing when none. A
 * figure without a value says why under the figures (issue 29).
 */
export function ReportFigures({
  figures,
}: {
  figures: ReadonlyArray<{ label: string; value: string; note?: string }>;
}) {
  if (figures.length === 0) return null;
  const notes = figureNotes(figures);
  return (
    <>
      <dl className="player-report__figures">
        {figures.map((figure) => (
          <div key={figure.label} className="player-report__figure">
            <dt>{figure.label}</dt>
            {figure.value === '–' ? (
              <dd>
                <span aria-hidden="true">–</span>
                <span className="sr-only">{`No value. ${figure.note ?? ''}`}</span>
              </dd>
            ) : (
              <dd>{figure.value}</dd>
            )}
          </div>
        ))}
      </dl>
      {notes.length > 0 ? (
        <ul className="player-report__figure-notes" aria-label="About these figures">
          {notes.map((note) => (
            <li key={note}>{`– ${note}`}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
