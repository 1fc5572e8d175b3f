/** A report's key figures as a page shows them (the PDF draws the same tiles); nothing when none. */
export function ReportFigures({ figures }: { figures: ReadonlyArray<{ label: string; value: string }> }) {
  if (figures.length === 0) return null;
  return (
    <dl className="player-report__figures">
      {figures.map((figure) => (
        <div key={figure.label} className="player-report__figure">
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
