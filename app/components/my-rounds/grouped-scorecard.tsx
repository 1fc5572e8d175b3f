import { Fragment, useMemo, useState } from 'react';
import { UnfinishedMark } from '~/components/rounds/unfinished-mark';
import { formatLongDate } from '~/domain/calendar/dates';
import {
  type LayoutColumn,
  type RoundCell,
  roundCells,
  scorecardLayout,
} from '~/domain/rounds/my-rounds-scorecard';
import type { CardHole, HistoryRound } from '~/domain/rounds/my-rounds-view';
import { groupColumnFigures } from '~/domain/rounds/scorecard';
import {
  animatesRows,
  cycleExpansion,
  type Expansion,
  expansionNodes,
  globalExpansion,
  toggleGroup,
} from '~/domain/rounds/scorecard-expansion';
import { formatToPar } from '~/domain/rounds/scores';
import { isUnfinished } from '~/domain/rounds/unfinished';
import {
  type BarFigure,
  type GroupBar,
  groupBar,
  groupScorecard,
  type RoundGroup,
  type ScorecardGrouping,
  showsParRow,
} from '~/domain/stats/round-groupings';
import { DelayedTooltip } from './delayed-tooltip';

export type FocusedHole = { roundId: number; holeNumber: number };

const SHAPE_WORDS = { under: 'under par', even: 'par', over: 'over par' } as const;

/**
 * spec 3 §2.1 My Rounds scorecard: a Hole header, hole columns, Out, In, Total; rows are groups (and
 * higher-order groups) with their bars, collapsible; round rows with name and long date. Rendered on
 * the server all expanded, so it reads without JavaScript; a cell is a button that focuses its round
 * and hole on the map.
 */
export function GroupedScorecard({
  grouping,
  rounds,
  holes,
  filtering,
  current,
  onFocusCell,
  caption,
}: {
  grouping: ScorecardGrouping;
  rounds: ReadonlyArray<HistoryRound>;
  holes: Readonly<Record<number, ReadonlyArray<CardHole>>>;
  /** Stat filters are active: rounds without a shown hole are left out. */
  filtering: boolean;
  current: FocusedHole | null;
  onFocusCell: (hole: FocusedHole) => void;
  caption: string;
}) {
  const visible = useMemo(
    () => (filtering ? rounds.filter((r) => (holes[r.id] ?? []).some((h) => h.shown)) : [...rounds]),
    [rounds, holes, filtering],
  );
  const grouped = useMemo(() => groupScorecard(visible, grouping), [visible, grouping]);
  const nodes = useMemo(() => expansionNodes(grouped), [grouped]);
  const layout = useMemo(() => scorecardLayout(visible.map((r) => holes[r.id] ?? [])), [visible, holes]);
  // Everything starts expanded (also what the server renders); another set of groups starts again.
  const nodesKey = nodes.map((n) => `${n.key}[${n.children.join(',')}]`).join('|');
  const [expansion, setExpansion] = useState<{ nodesKey: string; state: Expansion } | null>(null);
  const state: Expansion =
    expansion?.nodesKey === nodesKey
      ? expansion.state
      : Object.fromEntries(nodes.flatMap((n) => [n.key, ...n.children]).map((k) => [k, true]));
  const global = globalExpansion(nodes, state);
  const update = (next: Expansion) => setExpansion({ nodesKey, state: next });
  const toggle = (key: string) => update(toggleGroup(nodes, state, key));

  if (visible.length === 0) {
    return (
      <p className="empty-note">
        {filtering ? 'No hole of these rounds has every chosen stat.' : 'No rounds to show.'}
      </p>
    );
  }
  const parRow = showsParRow(grouping);
  const span = layout.length + 1;
  const groupBody = (group: RoundGroup<HistoryRound>, key: string, nested: boolean, hidden: boolean) => (
    <GroupRows
      key={key}
      group={group}
      groupKey={key}
      nested={nested}
      hidden={hidden}
      expanded={state[key] === true}
      onToggle={() => toggle(key)}
      layout={layout}
      holes={holes}
      parRow={parRow}
      span={span}
      current={current}
      onFocusCell={onFocusCell}
    />
  );

  return (
    <div className={`my-scorecard${animatesRows(visible.length) ? ' my-scorecard--animated' : ''}`}>
      <div className="my-scorecard__bar">
        <button
          type="button"
          className="button button--secondary button--sm"
          data-expansion={global}
          onClick={() => update(cycleExpansion(nodes, state))}
        >
          {global === 'collapsed' ? 'Expand all' : 'Collapse all'}
        </button>
        <span className="my-scorecard__state" aria-live="polite">
          {global === 'expanded'
            ? 'All groups expanded'
            : global === 'collapsed'
              ? 'All groups collapsed'
              : 'Some groups expanded'}
        </span>
      </div>
      {/* 18 holes with Out, In and Total: wider than a tablet by design (test/e2e/layout.test.ts). */}
      <div className="table-scroll" data-wide="true">
        <table className="my-scorecard__table">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="my-scorecard__name">
                Hole
              </th>
              {layout.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={column.kind === 'total' ? 'my-scorecard__total' : undefined}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          {grouped.mode === 'groups'
            ? grouped.groups.map((group) => groupBody(group, group.key, false, false))
            : grouped.groups.map((parent) => {
                const parentKey = `p:${parent.key}`;
                const open = state[parentKey] === true;
                return (
                  <Fragment key={parentKey}>
                    <tbody className="my-scorecard__parent">
                      <tr>
                        <th scope="rowgroup" colSpan={span}>
                          <div className="my-scorecard__head">
                            <button
                              type="button"
                              className="my-scorecard__toggle my-scorecard__toggle--parent"
                              aria-expanded={open}
                              onClick={() => toggle(parentKey)}
                            >
                              <span className="my-scorecard__chevron" aria-hidden="true" />
                              {parent.label}
                              <span className="my-scorecard__count">
                                {parent.groups.reduce((n, g) => n + g.rounds.length, 0)} rounds
                              </span>
                            </button>
                          </div>
                        </th>
                      </tr>
                    </tbody>
                    {parent.groups.map((group) =>
                      groupBody(group, `${parent.key}/${group.key}`, true, !open),
                    )}
                  </Fragment>
                );
              })}
          {grouped.ungrouped.length > 0
            ? groupBody(
                {
                  key: 'ungrouped',
                  label: 'Other rounds',
                  rounds: grouped.ungrouped,
                  averageScore: null,
                  averagePar: null,
                  averageToPar: null,
                  averageYards: null,
                },
                'ungrouped',
                false,
                false,
              )
            : null}
        </table>
      </div>
    </div>
  );
}

function GroupRows({
  group,
  groupKey,
  nested,
  hidden,
  expanded,
  onToggle,
  layout,
  holes,
  parRow,
  span,
  current,
  onFocusCell,
}: {
  group: RoundGroup<HistoryRound>;
  groupKey: string;
  nested: boolean;
  hidden: boolean;
  expanded: boolean;
  onToggle: () => void;
  layout: ReadonlyArray<LayoutColumn>;
  holes: Readonly<Record<number, ReadonlyArray<CardHole>>>;
  parRow: boolean;
  span: number;
  current: FocusedHole | null;
  onFocusCell: (hole: FocusedHole) => void;
}) {
  const bar = groupBar(group.rounds);
  const figures = new Map(
    groupColumnFigures(
      group.rounds.map((r) => (holes[r.id] ?? []).map((h) => ({ ...h, yards: null, putts: null }))),
      group.rounds.map(isUnfinished),
    ).map((f) => [f.key, f]),
  );
  return (
    <tbody
      className={`my-scorecard__group${nested ? ' my-scorecard__group--nested' : ''}`}
      hidden={hidden}
      data-group={groupKey}
    >
      <tr className="my-scorecard__group-head">
        <th scope="rowgroup" colSpan={span}>
          <div className="my-scorecard__head">
            <button
              type="button"
              className="my-scorecard__toggle"
              aria-expanded={expanded}
              onClick={onToggle}
            >
              <span className="my-scorecard__chevron" aria-hidden="true" />
              {group.label}
              <span className="my-scorecard__count">
                {group.rounds.length} {group.rounds.length === 1 ? 'round' : 'rounds'}
              </span>
            </button>
            <GroupBarFigures bar={bar} />
          </div>
        </th>
      </tr>
      <tr className="my-scorecard__avg">
        <th scope="row">
          Avg Score v Par <FigureValue figure={bar.figures.avgScoreVsPar} strong />
        </th>
        {layout.map((column) => (
          <td key={column.key} className={column.kind === 'total' ? 'my-scorecard__total' : undefined}>
            {figures.get(column.key)?.text ?? ''}
          </td>
        ))}
      </tr>
      {parRow ? (
        <tr className="my-scorecard__par">
          <th scope="row">Par</th>
          {layout.map((column) => (
            <td key={column.key} className={column.kind === 'total' ? 'my-scorecard__total' : undefined}>
              {figures.get(column.key)?.par ?? ''}
            </td>
          ))}
        </tr>
      ) : null}
      {group.rounds.map((round) => (
        <tr key={round.id} className="my-scorecard__round" hidden={!expanded} data-round={round.id}>
          <th scope="row" className="my-scorecard__name">
            <DelayedTooltip text={round.label}>
              <span className="my-scorecard__round-name">{round.label}</span>
            </DelayedTooltip>
            <span className="my-scorecard__date">{formatLongDate(round.playedOn)}</span>
            <UnfinishedMark round={round} />
          </th>
          {roundCells(holes[round.id] ?? [], layout).map((cell) => (
            <ScoreCell
              key={cell.key}
              cell={cell}
              round={round}
              current={
                current?.roundId === round.id &&
                cell.kind === 'hole' &&
                current.holeNumber === cell.holeNumber
              }
              onFocusCell={onFocusCell}
            />
          ))}
        </tr>
      ))}
    </tbody>
  );
}

/**
 * A bar's figure: its value and what it counts over ("57% 8/14 fairways"), or '–' with the reason
 * it has none, shown on hover and read by screen readers (issue 29).
 */
function FigureValue({ figure, strong = false }: { figure: BarFigure; strong?: boolean }) {
  if (figure.reason !== null) {
    return (
      <span className="my-scorecard__gap" title={figure.reason}>
        <span aria-hidden="true">–</span>
        <span className="sr-only">{`No value. ${figure.reason}`}</span>
      </span>
    );
  }
  const value = strong ? <strong>{figure.text}</strong> : figure.text;
  return (
    <>
      {value}
      {figure.count ? <span className="my-scorecard__over">{figure.count}</span> : null}
    </>
  );
}

function GroupBarFigures({ bar }: { bar: GroupBar }) {
  const items: Array<[string, BarFigure]> = [
    ['FIR', bar.figures.fir],
    ['GIR', bar.figures.gir],
    ['Up/Down', bar.figures.upDown],
    ['Putts', bar.figures.putts],
  ];
  return (
    <dl className="my-scorecard__figures">
      {items.map(([label, figure]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <FigureValue figure={figure} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ScoreCell({
  cell,
  round,
  current,
  onFocusCell,
}: {
  cell: RoundCell;
  round: HistoryRound;
  current: boolean;
  onFocusCell: (hole: FocusedHole) => void;
}) {
  if (cell.kind === 'none') return <td />;
  if (cell.kind === 'total') return <td className="my-scorecard__total">{cell.score ?? ''}</td>;
  // spec 3 §2.1: an excluded hole shows no score; the shape (circle, square) and the words carry
  // under and over par besides the colour. The row and column headers name the round and hole.
  const words =
    cell.score === null || cell.shape === null || cell.scoreVsPar === null
      ? 'no score'
      : `${cell.score}, ${SHAPE_WORDS[cell.shape]}${cell.shape === 'even' ? '' : ` (${formatToPar(cell.scoreVsPar)})`}`;
  const shape = cell.shape === null || cell.shape === 'even' ? '' : ` score-mark--${cell.shape}`;
  return (
    <td className={cell.shown ? undefined : 'my-scorecard__filtered'}>
      <button
        type="button"
        className={`score-mark${shape}`}
        aria-label={`Hole ${cell.courseHoleNumber}: ${words}${cell.shown ? '' : ', filtered out'}`}
        aria-current={current ? 'true' : undefined}
        data-hole={cell.holeNumber}
        onClick={() => onFocusCell({ roundId: round.id, holeNumber: cell.holeNumber })}
      >
        {cell.score ?? ''}
      </button>
    </td>
  );
}
