import { Avatar } from '~/components/ui/fallback-image';
import { type SaveTargets, SaveToList } from '~/components/watch-lists/save-to-list';
import { formatFixed, formatSignedFixed } from '~/domain/format/numbers';
import { type HostRule, profileHref } from '~/domain/hosts/hosts';
import {
  DEFAULT_DIRECTION,
  type DiscoveryFilters,
  discoveryHref,
  PERIOD_LABELS,
  SORT_LABELS,
  type Sort,
} from '~/domain/search/discovery';

export type DiscoveryResult = {
  id: number;
  username: string | null;
  fullName: string;
  imgUrl: string | null;
  school: string | null;
  gradYear: number | null;
  state: string | null;
  organization: string | null;
  handicap: number | null;
  /** Decision 102: the handicap is the player's own claim, not computed from rounds. */
  handicapClaimed?: boolean;
  rounds: number | null;
  average: number | null;
  sgTotal: number | null;
  sgOffTheTee: number | null;
  sgApproach: number | null;
  sgAroundTheGreen: number | null;
  sgPutting: number | null;
  hasVideo: boolean;
  hasResume: boolean;
};

/** A figure, or a dash that reads "none" (a hidden or missing figure looks the same). */
export function Figure({ text }: { text: string | null }) {
  if (text === null || text === '–') {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">none</span>
      </>
    );
  }
  return <>{text}</>;
}

/**
 * A handicap index as golf writes it: a plus handicap (below zero) as "+1.2"; the player's own claim
 * (no index computed from rounds, decision 102) says so.
 */
export function handicapText(value: number | null, claimed = false): string | null {
  if (value === null) return null;
  const text = value < 0 ? `+${formatFixed(Math.abs(value), 1)}` : formatFixed(value, 1);
  return claimed ? `${text} (claim)` : text;
}

function numberOrNull(value: number | null, format: (v: number) => string): string | null {
  return value === null ? null : format(value);
}

type Column = {
  sort: Sort | null;
  label: string;
  numeric: boolean;
  cell: (player: DiscoveryResult) => string | null;
};

const COLUMNS: Array<Column> = [
  { sort: 'grad', label: 'Class', numeric: true, cell: (p) => numberOrNull(p.gradYear, String) },
  { sort: null, label: 'State', numeric: false, cell: (p) => p.state },
  {
    sort: 'handicap',
    label: 'Handicap',
    numeric: true,
    cell: (p) => handicapText(p.handicap, p.handicapClaimed),
  },
  { sort: 'rounds', label: 'Rounds', numeric: true, cell: (p) => numberOrNull(p.rounds, String) },
  {
    sort: 'avg',
    label: 'Average',
    numeric: true,
    cell: (p) => numberOrNull(p.average, (v) => formatFixed(v, 1)),
  },
  {
    sort: 'sg',
    label: 'SG total',
    numeric: true,
    cell: (p) => numberOrNull(p.sgTotal, (v) => formatSignedFixed(v, 2)),
  },
  {
    sort: 'sgOtt',
    label: 'Off the tee',
    numeric: true,
    cell: (p) => numberOrNull(p.sgOffTheTee, (v) => formatSignedFixed(v, 2)),
  },
  {
    sort: 'sgApp',
    label: 'Approach',
    numeric: true,
    cell: (p) => numberOrNull(p.sgApproach, (v) => formatSignedFixed(v, 2)),
  },
  {
    sort: 'sgArg',
    label: 'Around the green',
    numeric: true,
    cell: (p) => numberOrNull(p.sgAroundTheGreen, (v) => formatSignedFixed(v, 2)),
  },
  {
    sort: 'sgPutt',
    label: 'Putting',
    numeric: true,
    cell: (p) => numberOrNull(p.sgPutting, (v) => formatSignedFixed(v, 2)),
  },
];

function PlayerName({ player, host }: { player: DiscoveryResult; host: HostRule | null }) {
  if (!player.username) return <>{player.fullName}</>;
  return (
    <a href={profileHref(host, player.username)} className="discovery-table__name">
      {player.fullName}
    </a>
  );
}

function extras(player: DiscoveryResult): string {
  return [player.hasVideo ? 'Video' : null, player.hasResume ? 'Resume' : null].filter(Boolean).join(' · ');
}

/**
 * Issue 33 §1: the players a discovery search found — cards on phones, a table sortable by its
 * headers on wide screens (one of the two is shown; both carry the same figures).
 */
export function DiscoveryResults({
  q,
  filters,
  page,
  players,
  host,
  saveTo = null,
}: {
  q: string;
  filters: DiscoveryFilters;
  page: number;
  players: Array<DiscoveryResult>;
  host: HostRule | null;
  /** A coach's watch lists (issue 33 §3): each result gets "Save to watch list". */
  saveTo?: SaveTargets | null;
}) {
  const shown = COLUMNS;
  const sortHref = (sort: Sort) =>
    discoveryHref(q, filters, 1, {
      sort,
      dir: filters.sort === sort ? (filters.dir === 'asc' ? 'desc' : 'asc') : DEFAULT_DIRECTION[sort],
    });
  const ariaSort = (sort: Sort | null) =>
    sort !== null && sort === filters.sort ? (filters.dir === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <>
      <ul className="discovery-cards" aria-label={`Players, page ${page}`}>
        {players.map((player) => (
          <li key={player.id} className="discovery-card">
            <div className="discovery-card__head">
              <Avatar src={player.imgUrl} alt="" size={48} className="discovery-card__avatar" />
              <div className="discovery-card__who">
                <h2 className="discovery-card__name">
                  <PlayerName player={player} host={host} />
                </h2>
                <p className="discovery-card__meta">
                  {[player.gradYear ? `Class of ${player.gradYear}` : null, player.state, player.school]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
            </div>
            <dl className="discovery-card__figures">
              {shown
                .filter((column) => column.numeric && column.sort !== 'grad')
                .map((column) => (
                  <div key={column.label} className="discovery-card__figure">
                    <dt>{column.label}</dt>
                    <dd className="tabular-nums">
                      <Figure text={column.cell(player)} />
                    </dd>
                  </div>
                ))}
            </dl>
            {extras(player) ? <p className="discovery-card__extras">{extras(player)}</p> : null}
            {saveTo ? <SaveToList playerId={player.id} playerName={player.fullName} lists={saveTo} /> : null}
          </li>
        ))}
      </ul>
      <div className="table-scroll discovery-table">
        <table className="data-table">
          <caption className="sr-only">
            {`Players found, averages over the ${PERIOD_LABELS[filters.period].toLowerCase()}, sorted by ${SORT_LABELS[filters.sort].toLowerCase()}, ${filters.dir === 'asc' ? 'lowest' : 'highest'} first`}
          </caption>
          <thead>
            <tr>
              <th scope="col" aria-sort={ariaSort('name')}>
                <a href={sortHref('name')} className="discovery-table__sort">
                  Player
                </a>
              </th>
              {shown.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={column.numeric ? 'num' : undefined}
                  aria-sort={ariaSort(column.sort)}
                >
                  {column.sort ? (
                    <a href={sortHref(column.sort)} className="discovery-table__sort">
                      {column.label}
                    </a>
                  ) : (
                    column.label
                  )}
                </th>
              ))}
              <th scope="col">Profile</th>
            </tr>
          </thead>
          <tbody>
            {players.map((player) => (
              <tr key={player.id}>
                <th scope="row" className="discovery-table__player">
                  <PlayerName player={player} host={host} />
                  {player.school ? <span className="discovery-table__school">{player.school}</span> : null}
                  {/* In the player's cell, wrapping under the name: the table keeps its width. */}
                  {saveTo ? (
                    <SaveToList playerId={player.id} playerName={player.fullName} lists={saveTo} />
                  ) : null}
                </th>
                {shown.map((column) => (
                  <td key={column.label} className={column.numeric ? 'num' : undefined}>
                    <Figure text={column.cell(player)} />
                  </td>
                ))}
                <td>{extras(player) || <Figure text={null} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
