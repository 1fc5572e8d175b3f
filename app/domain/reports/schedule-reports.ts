import type { EventView, RoundView } from '../access/profile-views';
import { column, type ReportFigure, type ReportTable, row } from './player-report';

/*
 * spec 2 §2 report kinds read from the schedule's views (spec 3 §2.3): the featured tournaments the
 * summary shows (favorites) and My Results' best rounds (player-best-stats-report), formatted by the
 * same eventView and roundView as those pages (decision 054).
 */

const ROUND_COLUMNS = [
  column('Date', 'left', 1.2),
  column('Round', 'left', 3),
  column('Score', 'right', 0.7),
  column('To par', 'right', 0.7),
  column('FIR', 'right', 0.7),
  column('GIR', 'right', 0.7),
  column('Putts', 'right', 0.7),
];

function roundRow(round: RoundView) {
  const name = [round.event ?? round.course, round.tee].filter(Boolean).join(' · ');
  return row([
    round.shortDate,
    name,
    round.score === null ? '–' : String(round.score),
    round.toPar ?? '–',
    round.fir ?? '–',
    round.gir ?? '–',
    round.putts === null ? '–' : String(round.putts),
  ]);
}

/** My Best Rounds as a table. */
export function bestRoundsTable(rounds: ReadonlyArray<RoundView>): ReportTable {
  return {
    heading: 'Best rounds',
    note: 'Full 18-hole tournament rounds, lowest score to par first.',
    columns: ROUND_COLUMNS,
    rows: rounds.map(roundRow),
    empty: 'No full 18-hole tournament rounds yet.',
  };
}

/** favorites: the featured tournaments with their results, then every round played in them. */
export function favoritesParts(events: ReadonlyArray<EventView>, rounds: ReadonlyArray<RoundView>) {
  const best = rounds
    .filter((r) => r.counts && r.score !== null)
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))[0];
  const figures: Array<ReportFigure> = [
    { label: 'Featured tournaments', value: String(events.length) },
    { label: 'Rounds', value: String(rounds.length) },
    {
      label: 'Best 18-hole round',
      value:
        best?.score === undefined || best.score === null
          ? '–'
          : `${best.score} (${best.toPar ?? ''})`.replace(' ()', ''),
    },
  ];
  const tables: Array<ReportTable> = [
    {
      heading: 'Featured tournaments',
      note: null,
      columns: [
        column('Dates', 'left', 1.4),
        column('Tournament', 'left', 2.6),
        column('Where', 'left', 2),
        column('Finish', 'right', 0.7),
        column('Total', 'right', 0.7),
        column('To par', 'right', 0.7),
      ],
      rows: events.map((e) =>
        row([
          e.dates,
          e.name,
          [e.courseName, e.location].filter(Boolean).join(', ') || '–',
          e.finish ?? '–',
          e.result ? String(e.result.totalScore) : '–',
          e.result?.toPar ?? '–',
        ]),
      ),
      empty: 'No featured tournaments yet.',
    },
    {
      heading: 'Rounds in featured tournaments',
      note: null,
      columns: ROUND_COLUMNS,
      rows: rounds.map(roundRow),
      empty: 'No rounds logged in featured tournaments.',
    },
  ];
  return { subtitle: 'Featured tournaments and their rounds', figures, tables };
}
