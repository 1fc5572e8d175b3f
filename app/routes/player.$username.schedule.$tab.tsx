import { type LoaderFunctionArgs, redirect } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { profileChildMeta } from '~/components/layout/page-title';
import { EmptyState } from '~/components/profile/empty-state';
import { PageHeading } from '~/components/profile/page-heading';
import { ToPar } from '~/components/rounds/score-mark';
import { Panel, ResultsTable, UpcomingTable } from '~/components/schedule/event-tables';
import { ScheduleTabs } from '~/components/schedule/schedule-tabs';
import { PastTournaments } from '~/components/summary/past-tournaments';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { eventView, roundView } from '~/domain/access/profile-views';
import { utcDay } from '~/domain/calendar/dates';
import { profileHref } from '~/domain/hosts/hosts';
import { parseScheduleTab } from '~/domain/hosts/profile-routes';
import { formatOneDecimal } from '~/domain/rounds/scores';
import {
  bestRounds,
  resultsSummary,
  SCHEDULE_TABS,
  scheduleView,
  splitEvents,
} from '~/domain/schedule/schedule';
import { requireProfileFeature } from '~/server/profile.server';
import { roundSummariesQuery } from '~db/queries/round-summaries';
import { tournamentEntriesQuery } from '~db/queries/schedule';

export const meta = profileChildMeta('Schedule');

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // spec 1 §2: schedule/{tab}, tab is an integer; anything else is an unknown child → root.
  const tab = parseScheduleTab(params.tab);
  if (tab === null) throw redirect('/');
  const { player } = await requireProfileFeature(request, context, params.username, 'schedule');
  const { db } = context;
  const today = utcDay(new Date());
  const [entries, eventRounds] = await db.batch([
    tournamentEntriesQuery(db, player.accountId),
    roundSummariesQuery(db, player.accountId, { tournaments: 'any' }),
  ]);
  const { upcoming, historical } = splitEvents(entries, today);
  const view = scheduleView(tab);
  const summary = resultsSummary(historical, eventRounds);
  return {
    view,
    tabs: SCHEDULE_TABS.map((t) => ({
      href: profileHref(context.host, player.username, `schedule/${t.tab}`),
      label: t.label,
      current: t.view === view,
    })),
    upcoming: upcoming.map((entry) => eventView(entry, [])),
    historical: historical.map((entry) => eventView(entry, eventRounds)),
    results: {
      events: summary.events,
      wins: summary.wins,
      topTens: summary.topTens,
      scoringAverage: formatOneDecimal(summary.scoringAverage),
    },
    bestRounds: bestRounds(eventRounds).map(roundView),
  };
}

/** spec 3 §2.3 player tournaments page: tab 0 events (upcoming open, historical closed), tab 1 My Results. */
export default function Schedule() {
  const data = useLoaderData<typeof loader>();
  const featured = data.historical.filter((event) => event.isFeatured);
  return (
    <div className="page-stack">
      <PageHeading title="Schedule" lead="Tournaments entered, upcoming and past, with results." />
      <ScheduleTabs tabs={data.tabs} />
      {data.view === 'events' ? (
        <>
          <Panel title="Upcoming Events" count={data.upcoming.length} open>
            {data.upcoming.length > 0 ? (
              <UpcomingTable events={data.upcoming} />
            ) : (
              <p className="empty-note">No upcoming events on the schedule.</p>
            )}
          </Panel>
          <Panel title="Historical Events" count={data.historical.length} open={false}>
            {data.historical.length > 0 ? (
              <ResultsTable events={data.historical} />
            ) : (
              <p className="empty-note">No past events yet.</p>
            )}
          </Panel>
        </>
      ) : data.historical.length === 0 ? (
        <EmptyState title="No results yet">Results appear here once tournament rounds are logged.</EmptyState>
      ) : (
        <>
          <dl className="stat-strip stat-strip--wide">
            <div className="stat-strip__item">
              <dt>Events</dt>
              <dd>{data.results.events}</dd>
            </div>
            <div className="stat-strip__item">
              <dt>Wins</dt>
              <dd>{data.results.wins}</dd>
            </div>
            <div className="stat-strip__item">
              <dt>Top 10s</dt>
              <dd>{data.results.topTens}</dd>
            </div>
            <div className="stat-strip__item">
              <dt>Scoring avg</dt>
              <dd>{data.results.scoringAverage}</dd>
            </div>
          </dl>
          {data.bestRounds.length > 0 ? (
            <section className="card" aria-labelledby="best-rounds">
              <header className="card__header">
                <h2 className="card__title" id="best-rounds">
                  My Best Rounds
                </h2>
              </header>
              <ol className="best-rounds">
                {data.bestRounds.map((round) => (
                  <li key={round.id} className="best-round">
                    <span className="best-round__score">{round.score}</span>
                    <ToPar value={round.toPar} />
                    <span className="best-round__text">
                      <span className="best-round__event">{round.event}</span>
                      <span className="best-round__meta">
                        {round.course} · {round.date}
                      </span>
                    </span>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
          {featured.length > 0 ? <PastTournaments events={featured} title="My Featured Tournaments" /> : null}
          <section className="card" aria-labelledby="all-results">
            <header className="card__header">
              <h2 className="card__title" id="all-results">
                All Results
              </h2>
              <span className="card__count">{data.historical.length}</span>
            </header>
            <ScrollRegion label="All results table" className="table-scroll">
              <ResultsTable events={data.historical} />
            </ScrollRegion>
          </section>
        </>
      )}
    </div>
  );
}
