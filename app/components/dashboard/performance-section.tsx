import * as Collapsible from '@radix-ui/react-collapsible';
import { type CSSProperties, useId, useState } from 'react';
import { RadarChart } from '~/components/charts/radar-chart';
import { ChevronDownIcon } from '~/components/ui/icons';
import { ScrollRegion } from '~/components/ui/scroll-region';
import {
  type DashboardOverview,
  formatStrokesGained,
  performanceCategoryLabel,
  SG_COLUMNS,
} from '~/domain/stats/dashboard-view';
import { isVisibleOverview, performanceErrorText } from '~/domain/stats/overview-loading';
import type { SectionState, Visibility } from './visibility';

const PERFORMANCE_INFO = 'The percentages are the number of stats that exceed the chosen standard.';

/**
 * spec 3 §2.1 Player Performance (collapsible, info tooltip): the chip bar, the spider chart of the
 * visible selections with its table, one card per visible selection and strokes gained per category.
 */
export function PerformanceSection({
  state,
  groupName,
  overviews,
  nullGroup,
  visibility,
}: {
  state: SectionState;
  groupName: string;
  overviews: Array<DashboardOverview>;
  nullGroup: boolean;
  visibility: Visibility;
}) {
  const [open, setOpen] = useState(true);
  const headingId = useId();
  const tipId = useId();
  const visible = overviews.filter(isVisibleOverview);
  const axes = (overviews.find((o) => o.byCategory.length > 0)?.byCategory ?? []).map((c) => c.category);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} asChild>
      <section className="card dash-section" aria-labelledby={headingId} aria-busy={state === 'loading'}>
        <header className="dash-section__header">
          <h2 className="card__title" id={headingId}>
            Player Performance
          </h2>
          <span className="dash-tip">
            <button
              type="button"
              className="dash-info-button"
              aria-describedby={tipId}
              aria-label="About the percentages"
            >
              i
            </button>
            <span role="tooltip" id={tipId} className="dash-tip__text">
              {PERFORMANCE_INFO}
            </span>
          </span>
          <Collapsible.Trigger
            className="dash-collapse"
            aria-label={open ? 'Collapse Player Performance' : 'Expand Player Performance'}
          >
            <ChevronDownIcon size={18} />
          </Collapsible.Trigger>
        </header>
        <Collapsible.Content className="dash-section__body">
          {state === 'loading' ? (
            <p className="dash-state" role="status">
              Loading {groupName}…
            </p>
          ) : null}
          {state === 'error' || nullGroup ? (
            <p className="dash-state dash-state--error" role="alert">
              {performanceErrorText(groupName)}
            </p>
          ) : null}
          {state === 'loaded' && !nullGroup ? (
            <>
              <ChipBar overviews={overviews} visibility={visibility} />
              {visible.length === 0 ? (
                <p className="dash-state">No selection is shown. Choose one above, or Show all.</p>
              ) : (
                <div className="dash-performance">
                  <figure className="dash-performance__chart">
                    <RadarChart
                      axes={axes.map(performanceCategoryLabel)}
                      series={visible.map((o) => ({
                        name: o.filterName,
                        colour: o.colour,
                        values: o.byCategory.map((c) => c.performance),
                      }))}
                    />
                    <figcaption>
                      <details className="dash-chart-table">
                        <summary>Chart as a table</summary>
                        <CategoryTable axes={axes} overviews={visible} />
                      </details>
                    </figcaption>
                  </figure>
                  <div className="dash-cards">
                    {overviews
                      .filter((o) => !o.isHidden)
                      .map((o) => (
                        <SelectionCard key={o.filterName} overview={o} />
                      ))}
                  </div>
                  <StrokesGainedTable overviews={visible} />
                </div>
              )}
            </>
          ) : null}
        </Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}

/** spec 3 §2.1 picker bar: colour key and name per selection; a click toggles it; hide all, show all. */
function ChipBar({ overviews, visibility }: { overviews: Array<DashboardOverview>; visibility: Visibility }) {
  return (
    <fieldset className="dash-chips">
      <legend className="sr-only">Selections shown</legend>
      {overviews.map((o) => (
        <button
          key={o.filterName}
          type="button"
          className="dash-chip"
          aria-pressed={!o.isHidden}
          data-state={o.loadingState}
          onClick={() => visibility.toggle(o.filterName)}
          title={o.details || undefined}
        >
          <span className="dash-chip__key" style={{ background: o.colour }} aria-hidden="true" />
          <span className="dash-chip__name">{o.label}</span>
          {o.loadingState === 'no-data' ? <span className="dash-chip__note">no data</span> : null}
        </button>
      ))}
      <span className="dash-chips__all">
        <button
          type="button"
          className="button button--ghost button--sm"
          onClick={() => visibility.setAll(true)}
        >
          Hide all
        </button>
        <button
          type="button"
          className="button button--ghost button--sm"
          onClick={() => visibility.setAll(false)}
        >
          Show all
        </button>
      </span>
    </fieldset>
  );
}

function CategoryTable({ axes, overviews }: { axes: Array<string>; overviews: Array<DashboardOverview> }) {
  return (
    <table className="data-table dash-table">
      <caption className="sr-only">Share of stats beating the standard, by category</caption>
      <thead>
        <tr>
          <th scope="col">Selection</th>
          {axes.map((axis) => (
            <th key={axis} scope="col" className="num">
              {performanceCategoryLabel(axis)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {overviews.map((o) => (
          <tr key={o.filterName}>
            <th scope="row">{o.label}</th>
            {o.byCategory.map((c) => (
              <td key={c.category} className="num">
                {c.formatted}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One selection's card: a bar and a percentage per category; collapsible under 800 px. */
function SelectionCard({ overview }: { overview: DashboardOverview }) {
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const noData = overview.loadingState === 'no-data';
  return (
    <article
      className="dash-card"
      data-open={open}
      data-state={overview.loadingState}
      // The selection's colour, for the card's top border and its bars (dashboard.css).
      style={{ '--dash-colour': overview.colour } as CSSProperties}
    >
      <header className="dash-card__header">
        <h3 className="dash-card__title">{overview.label}</h3>
        <button
          type="button"
          className="dash-card__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={open ? `Collapse ${overview.label}` : `Expand ${overview.label}`}
          onClick={() => setOpen((value) => !value)}
        >
          <ChevronDownIcon size={16} />
        </button>
      </header>
      <div className="dash-card__body" id={bodyId}>
        {overview.details ? <p className="dash-card__details">{overview.details}</p> : null}
        {overview.loadingState === 'error' ? (
          <p className="dash-state dash-state--error">
            {overview.error ?? performanceErrorText(overview.filterName)}
          </p>
        ) : noData ? (
          <p className="dash-state dash-state--muted">No rounds with stats in this selection.</p>
        ) : (
          <>
            <p className="dash-card__meta">
              {`${overview.rounds} ${overview.rounds === 1 ? 'round' : 'rounds'} · Skill Performance `}
              <strong>{overview.skillPerformance.formatted}</strong>
            </p>
            <ul className="dash-bars">
              {overview.byCategory.map((c) => (
                <li key={c.category} className="dash-bar">
                  <span className="dash-bar__label">{performanceCategoryLabel(c.category)}</span>
                  <span className="dash-bar__track" aria-hidden="true">
                    <span
                      className="dash-bar__fill"
                      style={{ width: `${Math.round((c.performance ?? 0) * 100)}%` }}
                    />
                  </span>
                  <span className="dash-bar__value">{c.formatted}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </article>
  );
}

/** Strokes gained per category and per round against the PGA TOUR baseline, beside the percentages. */
function StrokesGainedTable({ overviews }: { overviews: Array<DashboardOverview> }) {
  const captionId = useId();
  return (
    <div className="dash-sg">
      <h3 className="dash-sg__title" id={captionId}>
        Strokes gained per round <span className="dash-sg__note">vs PGA TOUR</span>
      </h3>
      <ScrollRegion className="table-scroll" label="Strokes gained per round">
        <table className="data-table dash-table" aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col">Selection</th>
              {SG_COLUMNS.map((column) => (
                <th key={column.key} scope="col" className="num">
                  <abbr title={column.label}>{column.short}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {overviews.map((o) => (
              <tr key={o.filterName}>
                <th scope="row">
                  <span className="dash-chip__key" style={{ background: o.colour }} aria-hidden="true" />
                  {` ${o.label}`}
                </th>
                {SG_COLUMNS.map((column) => {
                  const value = o.strokesGained?.[column.key] ?? null;
                  return (
                    <td
                      key={column.key}
                      className="num"
                      data-sign={value === null ? undefined : value >= 0 ? 'plus' : 'minus'}
                    >
                      {formatStrokesGained(value)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
