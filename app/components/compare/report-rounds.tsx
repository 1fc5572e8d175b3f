import { ScrollRegion } from '~/components/ui/scroll-region';
import type { CompareReportRound } from '~/domain/reports/compare-report';

/** spec 2 §2 report Rounds Page: one side's selected rounds, newest first. */
export function ReportRounds({ rounds }: { rounds: ReadonlyArray<CompareReportRound> }) {
  if (rounds.length === 0) return <p className="empty-note">No rounds are selected on this side.</p>;
  return (
    <ScrollRegion label="Selected rounds" className="table-scroll">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Round</th>
            <th scope="col" className="num">
              Score
            </th>
            <th scope="col" className="num">
              To par
            </th>
          </tr>
        </thead>
        <tbody>
          {rounds.map((round, index) => (
            // A round may be listed once a side; the index keeps equal rows apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own here
            <tr key={index}>
              <td>{round.date}</td>
              <td>{round.name}</td>
              <td className="num">{round.score}</td>
              <td className="num">{round.toPar}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
