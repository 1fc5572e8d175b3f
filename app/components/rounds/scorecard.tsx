import { ScrollRegion } from '~/components/ui/scroll-region';
import type { ScorecardColumn } from '~/domain/rounds/scorecard';
import { ScoreMark } from './score-mark';

/**
 * spec 3 §2.1 scorecard: a Hole header, the hole columns, Out, In and Total; a Par row; scores in a
 * red circle under par and a blue square over par; excluded holes show no score.
 */
export function Scorecard({ columns, caption }: { columns: Array<ScorecardColumn>; caption: string }) {
  if (columns.length === 0) return <p className="empty-note">No hole scores were logged for this round.</p>;
  const hasYards = columns.some((c) => c.yards !== null);
  const hasPutts = columns.some((c) => c.putts !== null);
  const cellClass = (c: ScorecardColumn) => (c.kind === 'total' ? 'scorecard__total' : undefined);
  return (
    <ScrollRegion label="Scorecard" className="table-scroll scorecard-scroll">
      <table className="scorecard">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="row">Hole</th>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={cellClass(c)}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {hasYards ? (
            <tr className="scorecard__yards">
              <th scope="row">Yards</th>
              {columns.map((c) => (
                <td key={c.key} className={cellClass(c)}>
                  {c.yards ?? ''}
                </td>
              ))}
            </tr>
          ) : null}
          <tr className="scorecard__par">
            <th scope="row">Par</th>
            {columns.map((c) => (
              <td key={c.key} className={cellClass(c)}>
                {c.par}
              </td>
            ))}
          </tr>
          <tr className="scorecard__score">
            <th scope="row">Score</th>
            {columns.map((c) => (
              <td key={c.key} className={cellClass(c)}>
                {c.kind === 'hole' ? <ScoreMark score={c.score} shape={c.shape} /> : (c.score ?? '–')}
              </td>
            ))}
          </tr>
          {hasPutts ? (
            <tr className="scorecard__putts">
              <th scope="row">Putts</th>
              {columns.map((c) => (
                <td key={c.key} className={cellClass(c)}>
                  {c.putts ?? ''}
                </td>
              ))}
            </tr>
          ) : null}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
