import { Form, useNavigate } from '@remix-run/react';
import { useId } from 'react';
import { DateRangeSelector } from '~/components/date-range/date-range-selector';
import { ToPar } from '~/components/rounds/score-mark';
import { PastTournaments } from '~/components/summary/past-tournaments';
import { useViewMore, ViewMoreFooter } from '~/components/ui/view-more';
import { DEFAULT_ROUND_COUNTS } from '~/domain/calendar/range-options';
import {
  HOLE_COUNT_OPTIONS,
  type ScheduleFilter,
  scheduleFilterParams,
  timeframeParams,
} from '~/domain/schedule/schedule-filter';
import type { SchedulePage } from '~/domain/schedule/schedule-page';
import { HiddenFilterInputs } from './schedule-options';

type Results = NonNullable<SchedulePage['results']>;

/**
 * spec 3 §4 / §9 hole count: 9, 18 or Both (918), a radio group drawn as a segmented control. A
 * choice is kept in the address (and so in session storage) like the timeframe.
 */
function HoleCountControl({
  value,
  onChange,
}: {
  value: Results['settings']['holes'];
  onChange: (holes: Results['settings']['holes']) => void;
}) {
  const name = useId();
  return (
    <fieldset className="schedule-controls__item schedule-controls__fieldset">
      <legend className="schedule-controls__label">Holes</legend>
      <div className="segmented">
        {HOLE_COUNT_OPTIONS.map((option) => (
          <label key={option.value} className="segmented__option segmented__option--radio">
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** spec 3 §2.3 Timeframe selector, hole count and View Results By (Featured / Score). */
export function ResultsControls({
  filter,
  settings,
  today,
}: {
  filter: ScheduleFilter;
  settings: Results['settings'];
  today: string;
}) {
  const navigate = useNavigate();
  const go = (next: ScheduleFilter) =>
    navigate(`?${scheduleFilterParams({ ...next, view: settings.view })}`, { preventScrollReset: true });
  return (
    <div className="schedule-controls">
      <div className="schedule-controls__item">
        <span className="schedule-controls__label" aria-hidden="true">
          Timeframe
        </span>
        <DateRangeSelector
          label="Timeframe"
          value={settings.timeframe}
          today={today}
          roundCounts={DEFAULT_ROUND_COUNTS}
          onChange={(option) => go({ ...filter, ...timeframeParams(option) })}
        />
      </div>
      <HoleCountControl value={settings.holes} onChange={(holes) => go({ ...filter, holes })} />
      <Form method="get" preventScrollReset>
        <HiddenFilterInputs filter={filter} omit={['view', 'range', 'from', 'to', 'holes', 'threshold']} />
        <fieldset className="schedule-controls__item schedule-controls__fieldset">
          <legend className="schedule-controls__label">View Results By</legend>
          <div className="segmented">
            {(['featured', 'score'] as const).map((view) => (
              <button
                key={view}
                type="submit"
                name="view"
                value={view}
                className="segmented__option"
                aria-pressed={settings.view === view}
              >
                {view === 'featured' ? 'Featured' : 'Score'}
              </button>
            ))}
          </div>
        </fieldset>
      </Form>
    </div>
  );
}

/** spec 3 §3 historical metrics: tournament count, best 1–4 round scores with year and days since. */
function HistoricalMetricsStrip({ metrics }: { metrics: Results['metrics'] }) {
  return (
    <dl className="stat-strip stat-strip--wide">
      <div className="stat-strip__item">
        <dt>Tournaments</dt>
        <dd>{metrics.tournamentCount}</dd>
      </div>
      {metrics.best.map((best) => (
        <div key={best.rounds} className="stat-strip__item">
          <dt>Best {best.rounds}-round score</dt>
          <dd>
            {best.score}
            <span className="stat-strip__note">
              {best.year} · {best.daysSince} {best.daysSince === 1 ? 'day' : 'days'} ago
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** spec 3 §2.3 My Featured/Best Rounds, paged: 8 at a time. */
function ResultRounds({ rounds, title }: { rounds: Results['rounds']; title: string }) {
  const headingId = useId();
  const { visible, more } = useViewMore();
  return (
    <section className="card" aria-labelledby={headingId}>
      <header className="card__header">
        <h2 className="card__title" id={headingId}>
          {title}
        </h2>
        <span className="card__count">{rounds.length}</span>
      </header>
      {rounds.length === 0 ? (
        <p className="empty-note">No rounds in this timeframe.</p>
      ) : (
        <ol className="best-rounds">
          {rounds.slice(0, visible).map((round) => (
            <li key={round.id} className="best-round">
              <span className="best-round__score">{round.score}</span>
              <ToPar value={round.toPar} />
              <span className="best-round__text">
                <span className="best-round__event">{round.event}</span>
                <span className="best-round__meta">
                  {[round.player, round.course, round.date].filter(Boolean).join(' · ')}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
      <ViewMoreFooter total={rounds.length} visible={visible} onMore={more} />
    </section>
  );
}

/** spec 3 §2.3 tab 1 My Results: the metrics, then the rounds and tournaments of the chosen view. */
export function MyResults({ results }: { results: Results }) {
  const featured = results.settings.view === 'featured';
  return (
    <>
      <HistoricalMetricsStrip metrics={results.metrics} />
      <ResultRounds rounds={results.rounds} title={featured ? 'My Featured Rounds' : 'My Best Rounds'} />
      {results.events.length > 0 ? (
        <PastTournaments
          events={results.events}
          title="My Featured Tournaments"
          bestEventId={results.bestEventId}
        />
      ) : (
        <section className="card">
          <header className="card__header">
            <h2 className="card__title">My Featured Tournaments</h2>
          </header>
          <p className="empty-note">No tournaments in this timeframe.</p>
        </section>
      )}
    </>
  );
}
