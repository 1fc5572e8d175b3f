// Words a report page and its PDF print beside the figures (spec 2 §6). Apart from player-report.ts,
// whose model schemas (zod) only the server needs, so that the report page's browser code stays small
// (issue 30 §3).

/** The figures' notes, one line per note with the figures it explains: "Events, Wins: …". */
export function figureNotes(figures: ReadonlyArray<{ label: string; note?: string }>): Array<string> {
  const byNote = new Map<string, Array<string>>();
  for (const figure of figures) {
    if (!figure.note) continue;
    byNote.set(figure.note, [...(byNote.get(figure.note) ?? []), figure.label]);
  }
  return [...byNote.entries()].map(([note, labels]) => `${labels.join(', ')}: ${note}`);
}

/** The legend of the marks, as the page and the PDF print it. */
export const MARK_LEGEND = 'Solid mark: better than the standard. Hollow mark: below the standard.';
