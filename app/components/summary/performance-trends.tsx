import { Link, useNavigate } from '@remix-run/react';
import { useId, useState } from 'react';
import { RadarChart } from '~/components/charts/radar-chart';
import { ScoreBarChart } from '~/components/charts/score-bar-chart';
import { DateRangeSelector } from '~/components/date-range/date-range-selector';
import { ToPar } from '~/components/rounds/score-mark';
import { buttonClassName } from '~/components/ui/button';
import { DeferredControl } from '~/components/ui/deferred-control';
import { ScrollRegion } from '~/components/ui/scroll-region';
import type { TrendSetView } from '~/domain/access/profile-views';
import { formatShortDate } from '~/domain/calendar/dates';
import type { RangeOption } from '~/domain/calendar/range-options';
import { type ChartSetKey, MIN_ROUNDS_FOR_CHARTS } from '~/domain/stats/chart-sets';
import { OVERVIEW_PALETTE } from '~/domain/stats/overview-groups';
import { formatShare } from '~/domain/stats/performance';
import { SUMMARY_ROUND_COUNTS, summaryRangeParams } from '~/domain/stats/summary-range';

export type TrendSet = TrendSetView;

const SHORT_TITLES: Record<ChartSetKey, string> = {
  'best-ten': 'Best 10',
  'best-ten-consecutive': 'Best Consecutive',
  'last-ten': 'Last 10',
  'prior-ten': 'Prior 10',
};

/** The range in words: its label, or a Custom range's days. */
function rangeText(range: RangeOption): string {
  if (range.key === 'custom' && range.range) {
    return `${formatShortDate(range.range.start)} - ${formatShortDate(range.range.end)}`;
  }
  return range.label;
}

/**
 * spec 1 §2 / spec 3 §2.4 Performance Trends: the ten-round chart sets as score and birdie bars over
 * the range chosen with the date range selector (Last 24 Months by default, or the last N rounds);
 * the chart details and the spider chart follow it. The plain page shows the card only with 10
 * included rounds; a chosen range with fewer says so under its selector.
 */
export function PerformanceTrends({
  range,
  today,
  standardName,
  sets,
  statsHref,
}: {
  range: RangeOption;
  /** The last day of every Last N option. */
  today: string;
  /** The standard the spider chart measures against. */
  standardName: string;
  sets: Array<TrendSet>;
  statsHref: string | null;
}) {
  const headingId = useId();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<ChartSetKey>(sets[0]?.key ?? 'best-ten');
  const set = sets.find((s) => s.key === selected) ?? sets[0];
  const rangeLabel = rangeText(range);
  return (
    <section className="card trends-card" aria-labelledby={headingId}>
      <header className="card__header trends-card__header">
        {/* The selector's button names the range: no eyebrow repeats it. */}
        <h2 className="card__title" id={headingId}>
          Performance Trends
        </h2>
        <div className="trends-card__tools">
          <DateRangeSelector
            label="Chart range"
            value={range}
            today={today}
            roundCounts={SUMMARY_ROUND_COUNTS}
            onChange={(option) => {
              const query = summaryRangeParams(option).toString();
              navigate({ search: query === '' ? '' : `?${query}` }, { preventScrollReset: true });
            }}
          />
          {statsHref ? (
            <Link to={statsHref} className="button button--ghost button--sm" prefetch="intent">
              Compare stats
            </Link>
          ) : null}
        </div>
      </header>
      {set ? (
        <TrendCharts
          sets={sets}
          set={set}
          onSelect={setSelected}
          rangeLabel={rangeLabel}
          standardName={standardName}
        />
      ) : (
        <p className="empty-note">
          Fewer than {MIN_ROUNDS_FOR_CHARTS} completed 18-hole rounds in {rangeLabel}: choose a longer range
          to see the charts.
        </p>
      )}
    </section>
  );
}

function TrendCharts({
  sets,
  set,
  onSelect,
  rangeLabel,
  standardName,
}: {
  sets: Array<TrendSet>;
  set: TrendSet;
  onSelect: (key: ChartSetKey) => void;
  rangeLabel: string;
  standardName: string;
}) {
  return (
    <>
      <fieldset className="segmented">
        <legend className="sr-only">Chart</legend>
        {sets.map((s) => (
          <button
            key={s.key}
            type="button"
            className="segmented__option"
            aria-pressed={s.key === set.key}
            onClick={() => onSelect(s.key)}
          >
            {SHORT_TITLES[s.key]}
          </button>
        ))}
      </fieldset>
      <dl className="stat-strip">
        <div className="stat-strip__item">
          <dt>Scoring avg</dt>
          <dd>{set.averageScore}</dd>
        </div>
        <div className="stat-strip__item">
          <dt>Avg to par</dt>
          <dd>
            <ToPar value={set.averageToPar} />
          </dd>
        </div>
        <div className="stat-strip__item">
          <dt>Birdies / round</dt>
          <dd>{set.averageBirdies}</dd>
        </div>
      </dl>
      <ScoreBarChart title={set.title} bars={set.bars} />
      <ChartDetails set={set} rangeLabel={rangeLabel} />
      <CategorySpider sets={sets} standardName={standardName} />
    </>
  );
}

/** The chart-details dialog's code (Radix) comes on the reader's first sign of intent (issue 30 §3). */
const loadChartDetails = () => import('./chart-details-dialog');

/** spec 3 §2.4: the Chart details button, opening the chart-details dialog. */
function ChartDetails({ set, rangeLabel }: { set: TrendSet; rangeLabel: string }) {
  return (
    <DeferredControl
      load={loadChartDetails}
      standIn={{
        popup: 'dialog',
        className: buttonClassName({ variant: 'secondary', size: 'sm' }, 'trends-card__details'),
        content: 'Chart details',
      }}
    >
      {(module, openedBy, trigger) => (
        <module.ChartDetailsDialog set={set} rangeLabel={rangeLabel} openedBy={openedBy} trigger={trigger} />
      )}
    </DeferredControl>
  );
}

/**
 * spec 3 §3 best-ten chart data, spiderCharts: each chart set's category performance against the
 * standard (the share of the category's stats that beat it), on one spider chart with its table.
 */
function CategorySpider({ sets, standardName }: { sets: Array<TrendSet>; standardName: string }) {
  const headingId = useId();
  const measured = sets.filter((set) => set.categories.some((c) => c.compared > 0));
  const axes = measured[0]?.categories.map((c) => c.label) ?? [];
  if (measured.length === 0) return null;
  const colourOf = (index: number) => OVERVIEW_PALETTE[index % OVERVIEW_PALETTE.length] ?? '';
  return (
    <section className="trends-card__spider" aria-labelledby={headingId}>
      <h3 className="trends-card__subtitle" id={headingId}>
        Category performance vs {standardName}
      </h3>
      <p className="trends-card__note">Share of each category’s stats that beat the standard.</p>
      <div className="trends-card__spider-body">
        <RadarChart
          axes={axes}
          series={measured.map((set, index) => ({
            name: set.title,
            colour: colourOf(index),
            values: set.categories.map((c) => c.performance),
          }))}
        />
        <ScrollRegion label="Category performance as a table" className="table-scroll">
          {/* Categories down, charts across: four short columns fit beside each other in a half-width card. */}
          <table className="data-table trends-card__spider-table">
            <thead>
              <tr>
                <th scope="col">Category</th>
                {measured.map((set, index) => (
                  <th key={set.key} scope="col" className="num">
                    <span
                      className="trends-card__key"
                      style={{ background: colourOf(index) }}
                      aria-hidden="true"
                    />
                    {SHORT_TITLES[set.key]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {axes.map((axis, axisIndex) => (
                <tr key={axis}>
                  <th scope="row">{axis}</th>
                  {measured.map((set) => (
                    <td key={set.key} className="num">
                      {formatShare(set.categories[axisIndex]?.performance ?? null)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </div>
    </section>
  );
}
