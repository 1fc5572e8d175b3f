import { Form } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { Button } from '~/components/ui/button';
import { DeferredControl } from '~/components/ui/deferred-control';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { type MetricCell, metricCellNote, sideName } from '~/domain/stats/compare-sides';
import type { MetricColumn } from '~/domain/stats/compare-tabs';
import type { ComparePageData } from '~/domain/stats/compare-view';
import type { HoleFlag } from '~/domain/stats/hole-stats';
import { HiddenHash } from './hidden-hash';
import { METRICS_PICK_CLASS, metricsPickLabel } from './metrics-pick';

/**
 * spec 2 §2 metrics table: a column group per category (Scoring, Drive, Approach, Save, Putt), a row
 * per side, named by its player and selection (issue 29), with each ticked metric's value and
 * successes/opportunities, a reset-selections button, and a picker per category. `focusColumn` is
 * scrolled into view when the tab changes.
 */
export function MetricsTable({
  page,
  focusColumn,
  readOnly = false,
}: {
  page: Pick<ComparePageData, 'hash' | 'metrics' | 'metricsSelections' | 'left' | 'right'>;
  focusColumn: MetricColumn | null;
  /** A report shows the table without its controls. */
  readOnly?: boolean;
}) {
  const scroller = useRef<HTMLElement>(null);
  useEffect(() => {
    const region = scroller.current;
    if (!region || focusColumn === null) return;
    const header = region.querySelector<HTMLElement>(`[data-column="${focusColumn}"]`);
    // The sticky row names cover the table's left edge: the column goes just right of them.
    const rowNames = region.querySelector<HTMLElement>('tbody th')?.offsetWidth ?? 0;
    if (!header) return;
    const offset =
      header.getBoundingClientRect().left - region.getBoundingClientRect().left + region.scrollLeft;
    region.scrollTo({ left: Math.max(0, offset - rowNames), behavior: 'smooth' });
  }, [focusColumn]);

  return (
    <section className="card compare-metrics" aria-labelledby="compare-metrics-title">
      <header className="card__header">
        <h2 className="card__title" id="compare-metrics-title" tabIndex={-1}>
          Metrics
        </h2>
        {/* A report has no controls (`hidden` would lose to the actions' display: flex). */}
        {readOnly ? null : (
          <div className="card__actions">
            <Form method="post" preventScrollReset>
              <HiddenHash hash={page.hash} />
              <Button type="submit" name="intent" value="reset-metrics" variant="ghost" size="sm">
                Reset Selections
              </Button>
            </Form>
          </div>
        )}
      </header>
      <ScrollRegion
        label={`Metrics of ${sideName(page.left)} and ${sideName(page.right)}`}
        className="table-scroll compare-metrics__wide"
        ref={scroller}
        // spec 2 §2: every ticked metric of five categories, scrolled to the tab's category.
        wide
      >
        <table className="data-table compare-metrics__table">
          <thead>
            <tr>
              <td />
              {page.metrics.map(({ column, rows }) => (
                <th
                  key={column}
                  scope="colgroup"
                  colSpan={Math.max(1, rows.length)}
                  data-column={column}
                  className={
                    column === focusColumn ? 'compare-metrics__group is-focused' : 'compare-metrics__group'
                  }
                >
                  <span className="compare-metrics__group-name">{column}</span>
                  {readOnly ? null : <MetricsPicker column={column as MetricColumn} page={page} />}
                </th>
              ))}
            </tr>
            <tr>
              <td />
              {page.metrics.flatMap(({ column, rows }) =>
                rows.length === 0
                  ? [
                      <th key={column} scope="col" className="compare-metrics__none">
                        No metrics ticked
                      </th>,
                    ]
                  : rows.map((row) => (
                      <th key={`${column}-${row.flag}`} scope="col" className="num" data-metric={column}>
                        {row.name}
                      </th>
                    )),
              )}
            </tr>
          </thead>
          <tbody>
            {(['left', 'right'] as const).map((side) => (
              <tr key={side}>
                <th scope="row">
                  <span className={`compare-side-dot compare-side-dot--${side}`} aria-hidden="true" />
                  {sideName(page[side])}
                </th>
                {page.metrics.flatMap(({ column, rows }) =>
                  rows.length === 0
                    ? [<td key={column} />]
                    : rows.map((row) => (
                        <MetricTableCell
                          key={`${column}-${row.flag}`}
                          column={column}
                          flag={row.flag}
                          cell={row[side]}
                        />
                      )),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <MetricsByMetric page={page} focusColumn={focusColumn} readOnly={readOnly} />
    </section>
  );
}

/**
 * The same figures on a phone: a row per metric with both sides side by side, a row group per
 * category (its picker beside its name), so a metric's two figures are read together without
 * scrolling sideways.
 */
function MetricsByMetric({
  page,
  focusColumn,
  readOnly,
}: {
  page: Pick<ComparePageData, 'hash' | 'metrics' | 'metricsSelections' | 'left' | 'right'>;
  focusColumn: MetricColumn | null;
  readOnly: boolean;
}) {
  return (
    <table className="data-table compare-metrics__by-metric">
      <caption className="sr-only">
        Metrics of {sideName(page.left)} and {sideName(page.right)}, a row per metric
      </caption>
      <thead>
        <tr>
          <td />
          {(['left', 'right'] as const).map((side) => (
            <th key={side} scope="col" className="num">
              <span className={`compare-side-dot compare-side-dot--${side}`} aria-hidden="true" />
              {sideName(page[side])}
            </th>
          ))}
        </tr>
      </thead>
      {page.metrics.map(({ column, rows }) => (
        <tbody key={column} className={column === focusColumn ? 'is-focused' : undefined}>
          <tr>
            <th scope="rowgroup" colSpan={3} className="compare-metrics__group" data-column={column}>
              <span className="compare-metrics__group-name">{column}</span>
              {readOnly ? null : <MetricsPicker column={column as MetricColumn} page={page} />}
            </th>
          </tr>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3} className="compare-metrics__none">
                No metrics ticked
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.flag}>
                <th scope="row">{row.name}</th>
                <MetricTableCell column={column} flag={row.flag} cell={row.left} />
                <MetricTableCell column={column} flag={row.flag} cell={row.right} />
              </tr>
            ))
          )}
        </tbody>
      ))}
    </table>
  );
}

/**
 * A side's figure for one metric: the share and what it counts ("88/140 fairways"); with nothing to
 * count, a dash that says it was not recorded and why (issue 29: never 0 %).
 */
function MetricTableCell({ column, flag, cell }: { column: string; flag: HoleFlag; cell: MetricCell }) {
  const note = metricCellNote(flag, cell);
  if (note.kind === 'count') {
    return (
      <td className="num" data-metric={column}>
        <span className="compare-metrics__value">{cell.value}</span>
        <span className="compare-metrics__counts">{note.text}</span>
      </td>
    );
  }
  return (
    <td className="num" title={note.text} data-metric={column}>
      <span className="compare-metrics__value" aria-hidden="true">
        {cell.value}
      </span>
      <span className="compare-metrics__counts" aria-hidden="true">
        not recorded
      </span>
      <span className="sr-only">Not recorded. {note.text}</span>
    </td>
  );
}

/** The picker's dialog (Radix) comes on the first sign of intent, not with the page (issue 30 §3). */
const loadPicker = () => import('./metrics-picker-dialog');

/** spec 2 §2: the metrics picker of one category, ticking which of its stats the table shows. */
function MetricsPicker({
  column,
  page,
}: {
  column: MetricColumn;
  page: Pick<ComparePageData, 'hash' | 'metricsSelections'>;
}) {
  return (
    <DeferredControl
      load={loadPicker}
      standIn={{
        popup: 'dialog',
        className: METRICS_PICK_CLASS,
        label: metricsPickLabel(column),
        content: <span aria-hidden="true">⋯</span>,
      }}
    >
      {(module, openedBy, trigger) => (
        <module.MetricsPickerDialog column={column} page={page} openedBy={openedBy} trigger={trigger} />
      )}
    </DeferredControl>
  );
}
