import { type CSSProperties, useId, useState } from 'react';
import { RadarChart } from '~/components/charts/radar-chart';
import { ChevronDownIcon } from '~/components/ui/icons';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { roundHalfAway } from '~/domain/format/numbers';
import {
  type DashboardOverview,
  type DashboardRating,
  performanceCategoryLabel,
} from '~/domain/stats/dashboard-view';
import { isVisibleOverview, performanceErrorText } from '~/domain/stats/overview-loading';
import { TREND_THRESHOLD_TEXT, type Trend } from '~/domain/stats/rating-format';
import { DashSection, GroupLoadState } from './dash-section';
import { DASHBOARD_SECTIONS } from './sections';
import type { SectionState, Visibility } from './visibility';

const PERFORMANCE_INFO = 'The percentages are the number of stats that exceed the chosen standard.';

/**
 * spec 3 §2.1 Player Performance (collapsible, info tooltip): the chip bar, the spider chart of the
 * visible selections with its table, one card per visible selection and strokes gained per category.
 */
export function PerformanceSection({
  state,
  groupName,
  standardName,
  summaryHref,
  overviews,
  nullGroup,
  visibility,
}: {
  state: SectionState;
  groupName: string;
  /** The Performance Summary report of these choices (decision 070). */
  summaryHref: string;
  /** The standard the answer was measured against (null before it loads). */
  standardName: string | null;
  overviews: Array<DashboardOverview>;
  nullGroup: boolean;
  visibility: Visibility;
}) {
  const headingId = DASHBOARD_SECTIONS.performance;
  const tipId = useId();
  const visible = overviews.filter(isVisibleOverview);
  const axes = (overviews.find((o) => o.byCategory.length > 0)?.byCategory ?? []).map((c) => c.category);
  return (
    <DashSection
      headingId={headingId}
      title="Player Performance"
      busy={state === 'loading'}
      headerExtra={
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
      }
    >
      <GroupLoadState state={state} groupName={groupName} nullGroup={nullGroup} />
      {state === 'loaded' && !nullGroup ? (
        <>
          <ChipBar overviews={overviews} visibility={visibility} />
          <p className="dash-summary-link">
            <a href={summaryHref}>Performance Summary</a> — the last rounds on one page, to read or download
            as a PDF.
          </p>
          <RatingLegend standardName={standardName ?? 'the standard'} />
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
              <RatingsTable overviews={visible} standardName={standardName ?? 'the standard'} />
            </div>
          )}
        </>
      ) : null}
    </DashSection>
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
              <li className="dash-bar dash-bar--head">
                <span />
                <span>Stats better</span>
                <span>Strokes</span>
              </li>
              {overview.byCategory.map((c) => {
                const rating = ratingOf(overview, c.category);
                const trend = trendOf(overview, c.category);
                return (
                  <li key={c.category} className="dash-bar">
                    <span className="dash-bar__label">{performanceCategoryLabel(c.category)}</span>
                    <span className="dash-bar__track" aria-hidden="true">
                      <span className="dash-bar__fill" style={{ width: `${(c.performance ?? 0) * 100}%` }} />
                    </span>
                    <span className="dash-bar__value">{c.formatted}</span>
                    <span className="dash-bar__strokes" data-sign={signOf(rating?.againstStandard ?? null)}>
                      {rating ? rating.formatted.againstStandard : '–'}
                      {trend ? <TrendMark trend={trend} from={overview.trend?.from ?? ''} /> : null}
                    </span>
                  </li>
                );
              })}
            </ul>
            {overview.biggestOpportunity ? (
              <p className="dash-card__opportunity">
                <span className="dash-card__opportunity-label">Biggest opportunity:</span>{' '}
                {overview.biggestOpportunity.text}
              </p>
            ) : null}
          </>
        )}
      </div>
    </article>
  );
}

function trendOf(overview: DashboardOverview, category: string): Trend | null {
  const found = Object.entries(overview.trend?.byCategory ?? {}).find(([key]) => key === category);
  return found?.[1] ?? null;
}

function ratingOf(overview: DashboardOverview, category: string): DashboardRating | null {
  return overview.ratings?.find((r) => r.category === category) ?? null;
}

/** Which way a figure leans from the standard: colour carries only this (a legend says so). */
function signOf(value: number | null): 'plus' | 'minus' | 'even' | undefined {
  if (value === null) return undefined;
  const shown = roundHalfAway(value, 1);
  return shown > 0 ? 'plus' : shown < 0 ? 'minus' : 'even';
}

const TREND_WORDS: Record<Trend, { mark: string; words: string }> = {
  better: { mark: '▲', words: 'better than' },
  worse: { mark: '▼', words: 'worse than' },
  same: { mark: '=', words: 'about the same as' },
};

function TrendMark({ trend, from }: { trend: Trend; from: string }) {
  const { mark, words } = TREND_WORDS[trend];
  const text = `${words} ${from}`;
  return (
    <span className="dash-trend" data-trend={trend} title={text}>
      <span aria-hidden="true">{mark}</span>
      <span className="sr-only">{text}</span>
    </span>
  );
}

/**
 * What the colours and figures of the cards mean (DESIGN.md: colour carries meaning only, so it is
 * said once, beside the figures).
 */
function RatingLegend({ standardName }: { standardName: string }) {
  return (
    <p className="dash-legend">
      Bars: the share of each category’s stats better than {standardName}. Beside them: strokes a round won{' '}
      <span className="dash-legend__better">(+)</span> or lost <span className="dash-legend__worse">(−)</span>{' '}
      against {standardName}; ▲ ▼ compare with the selection before.{' '}
      <span className="dash-legend__note">{TREND_THRESHOLD_TEXT}</span>
    </p>
  );
}

/**
 * decision 068: per selection and category, strokes a round against the standard and the handicap
 * that plays to them (the strokes-gained rating beside the cards' shares).
 */
function RatingsTable({
  overviews,
  standardName,
}: {
  overviews: Array<DashboardOverview>;
  standardName: string;
}) {
  const captionId = useId();
  const categories = overviews
    .find((o) => o.ratings && o.ratings.length > 0)
    ?.ratings?.map((r) => r.category);
  if (!categories) {
    return (
      <p className="dash-state dash-state--muted">
        Strokes gained needs rounds recorded shot by shot; these selections have none.
      </p>
    );
  }
  return (
    <div className="dash-sg">
      <h3 className="dash-sg__title" id={captionId}>
        Strokes a round against {standardName}{' '}
        <span className="dash-sg__note">and the handicap that plays to them</span>
      </h3>
      {/* Every selection by every part of the game: a grid like the assessment's, wide by design. */}
      <ScrollRegion className="table-scroll" label={`Strokes a round against ${standardName}`} wide>
        <table className="data-table dash-table dash-ratings" aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col">Selection</th>
              {categories.map((category) => (
                <th key={category} scope="col" className="num">
                  {performanceCategoryLabel(category)}
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
                {categories.map((category) => {
                  const rating = ratingOf(o, category);
                  return (
                    <td key={category} className="num" data-sign={signOf(rating?.againstStandard ?? null)}>
                      <span className="dash-ratings__strokes">
                        {rating?.formatted.againstStandard ?? '–'}
                      </span>
                      <span className="dash-ratings__handicap">
                        {rating ? `hcp ${rating.formatted.handicap}` : ''}
                      </span>
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
