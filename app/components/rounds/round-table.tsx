import { Link } from '@remix-run/react';
import { Fragment, type ReactNode } from 'react';
import type { RoundView } from '~/domain/access/profile-views';
import { ToPar } from './score-mark';

type RoundTableProps = {
  rounds: Array<RoundView>;
  /** The link that opens (or, for the open round, closes) a round's scorecard. */
  scorecardHref?: (round: RoundView) => string;
  openRoundId?: number | null;
  /** The open round's scorecard, shown under its row. */
  scorecard?: ReactNode;
  caption: string;
};

function TypeChip({ round, className }: { round: RoundView; className?: string }) {
  return (
    <span
      className={['chip', `chip--type-${round.typeHint.toLowerCase() || 'x'}`, className]
        .filter(Boolean)
        .join(' ')}
    >
      {round.type}
    </span>
  );
}

/** Rounds as a compact table (DESIGN.md data views); each row as a card under 768px. */
export function RoundTable({ rounds, scorecardHref, openRoundId, scorecard, caption }: RoundTableProps) {
  const columns = scorecardHref ? 9 : 8;
  return (
    <table className="data-table stack-table round-table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Round</th>
          <th scope="col">Type</th>
          <th scope="col" className="num">
            Score
          </th>
          <th scope="col" className="num">
            To par
          </th>
          <th scope="col" className="num">
            Putts
          </th>
          <th scope="col" className="num">
            FIR
          </th>
          <th scope="col" className="num">
            GIR
          </th>
          <th scope="col" className="num">
            Up/Down
          </th>
          {scorecardHref ? (
            <th scope="col">
              <span className="sr-only">Scorecard</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rounds.map((round) => {
          const open = openRoundId === round.id;
          return (
            <Fragment key={round.id}>
              <tr data-open={open || undefined}>
                <td className="stack-table__lead">
                  <p className="round-table__date">
                    {round.date}
                    <TypeChip round={round} className="round-table__type-inline" />
                    {round.inProgress ? <span className="chip chip--live">In progress</span> : null}
                  </p>
                  <p className="event-sub">
                    {round.event ? <span className="round-table__event">{round.event}</span> : null}
                    {[round.course, round.tee ? `${round.tee} tees` : null, round.holes]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </td>
                <td className="round-table__type">
                  <TypeChip round={round} />
                </td>
                <td data-label="Score" className="num strong">
                  {round.score ?? '–'}
                </td>
                <td data-label="To par" className="num">
                  <ToPar value={round.toPar} />
                </td>
                <td data-label="Putts" className="num">
                  {round.putts ?? '–'}
                </td>
                <td data-label="FIR" className="num">
                  {round.fir ?? '–'}
                </td>
                <td data-label="GIR" className="num">
                  {round.gir ?? '–'}
                </td>
                <td data-label="Up/Down" className="num">
                  {round.upDown ?? '–'}
                </td>
                {scorecardHref ? (
                  <td className="round-table__toggle">
                    <Link
                      to={scorecardHref(round)}
                      className="button button--ghost button--sm"
                      preventScrollReset
                      aria-expanded={open}
                    >
                      {open ? 'Close' : 'Scorecard'}
                    </Link>
                  </td>
                ) : null}
              </tr>
              {open && scorecard ? (
                <tr className="round-table__scorecard">
                  <td colSpan={columns}>{scorecard}</td>
                </tr>
              ) : null}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
