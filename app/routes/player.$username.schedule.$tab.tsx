import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { redirect } from '@remix-run/cloudflare';
import { useLoaderData, useLocation } from '@remix-run/react';
import { profileChildMeta } from '~/components/layout/page-title';
import { PageHeading } from '~/components/profile/page-heading';
import { Panel, ResultsTable, UpcomingTable } from '~/components/schedule/event-tables';
import { MyResults, ResultsControls } from '~/components/schedule/my-results';
import { ScheduleOptions } from '~/components/schedule/schedule-options';
import { ScheduleTabs } from '~/components/schedule/schedule-tabs';
import { ShareMenu } from '~/components/schedule/share-menu';
import { scheduleStylesheet } from '~/components/schedule/stylesheet';
import { useStoredScheduleAddress } from '~/components/schedule/use-stored-schedule-address';
import { profileHref } from '~/domain/hosts/hosts';
import { parseScheduleTab } from '~/domain/hosts/profile-routes';
import { SCHEDULE_TABS, scheduleView } from '~/domain/schedule/schedule';
import { loadSchedulePage } from '~/routes/player.$username.schedule.$tab.server';

/** The profile stays when this page fails alone (issue 31 §6). */
export { PageError as ErrorBoundary } from '~/components/layout/page-error';

export const meta = profileChildMeta('Schedule');

export const links: LinksFunction = () => [scheduleStylesheet];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // spec 1 §2: schedule/{tab}, tab is an integer; anything else is an unknown child → root.
  const tab = parseScheduleTab(params.tab);
  if (tab === null) throw redirect('/');
  const view = scheduleView(tab);
  const page = await loadSchedulePage(request, context, params.username, view);
  const search = new URL(request.url).search;
  return {
    ...page,
    view,
    xlsxHref: profileHref(context.host, page.player.username, 'schedule.xlsx'),
    tabs: SCHEDULE_TABS.map((t) => ({
      href: `${profileHref(context.host, page.player.username, `schedule/${t.tab}`)}${search}`,
      label: t.label,
      current: t.view === view,
    })),
  };
}

/** spec 3 §2.3 player tournaments page: tab 0 events (upcoming open, historical closed), tab 1 My Results. */
export default function Schedule() {
  const data = useLoaderData<typeof loader>();
  const { search } = useLocation();
  useStoredScheduleAddress(data.player.username, data.filter);
  return (
    <div className="page-stack">
      <PageHeading title="Schedule" lead="Tournaments entered, upcoming and past, with results." />
      <div className="schedule-share">
        <ShareMenu
          accountId={data.player.accountId}
          xlsxHref={data.xlsxHref}
          filter={data.filter}
          hasPlayers={data.filter.players.length > 0}
          threshold={data.results ? data.results.settings.threshold : data.filter.threshold}
        />
      </div>
      <ScheduleTabs tabs={data.tabs} />
      {data.results ? (
        <ResultsControls filter={data.filter} settings={data.results.settings} today={data.today} />
      ) : null}
      <ScheduleOptions
        key={search}
        filter={data.filter}
        players={data.players}
        showThreshold={data.results !== null}
        threshold={data.results ? data.results.settings.threshold : null}
      />
      {data.events ? (
        <>
          <dl className="stat-strip stat-strip--wide" aria-label="Upcoming tournaments">
            <div className="stat-strip__item">
              <dt>Upcoming tournaments</dt>
              <dd>{data.events.metrics.tournaments}</dd>
            </div>
            <div className="stat-strip__item">
              <dt>Confirmed</dt>
              <dd>{data.events.metrics.confirmed}</dd>
            </div>
            <div className="stat-strip__item">
              <dt>Considering</dt>
              <dd>{data.events.metrics.considering}</dd>
            </div>
            <div className="stat-strip__item">
              <dt>Shortest gap</dt>
              <dd>
                {data.events.metrics.shortestGapDays === null
                  ? '-'
                  : `${data.events.metrics.shortestGapDays} ${data.events.metrics.shortestGapDays === 1 ? 'day' : 'days'}`}
              </dd>
            </div>
          </dl>
          <Panel title="Upcoming Events" count={data.events.upcoming.length} open>
            {data.events.upcoming.length > 0 ? (
              <UpcomingTable events={data.events.upcoming} />
            ) : (
              <p className="empty-note">No upcoming events on the schedule.</p>
            )}
          </Panel>
          <Panel title="Historical Events" count={data.events.historical.length} open={false}>
            {data.events.historical.length > 0 ? (
              <ResultsTable events={data.events.historical} />
            ) : (
              <p className="empty-note">No past events yet.</p>
            )}
          </Panel>
        </>
      ) : null}
      {data.results ? <MyResults results={data.results} /> : null}
    </div>
  );
}
