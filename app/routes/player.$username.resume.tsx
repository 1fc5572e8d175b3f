import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { profileChildMeta } from '~/components/layout/page-title';
import { PageHeading } from '~/components/profile/page-heading';
import { ToPar } from '~/components/rounds/score-mark';
import { EventResultLine } from '~/components/summary/event-result';
import { Avatar } from '~/components/ui/fallback-image';
import { ExternalIcon } from '~/components/ui/icons';
import {
  CHART_SET_ORDER,
  chartSets,
  DEFAULT_CHART_RANGE_LABEL,
  defaultChartRange,
} from '~/domain/chart-sets';
import { formatLongDate, utcDay } from '~/domain/dates';
import { aboutView, eventView } from '~/domain/profile-views';
import { formatAverageToPar, formatOneDecimal, formatToPar } from '~/domain/scores';
import { externalUrl } from '~/domain/tournaments';
import { requireProfileFeature } from '~/server/profile.server';
import { newsQuery } from '~db/queries/content';
import { playerInfoQuery } from '~db/queries/player-info';
import { roundSummariesQuery } from '~db/queries/round-summaries';
import { tournamentEntriesQuery } from '~db/queries/schedule';

export const meta = profileChildMeta('Player Resume');

const HIGHLIGHTED_ROUNDS = 5;
const NEWS_HEADLINES = 6;

function formatHandicap(index: number | null): string | null {
  if (index === null) return null;
  // A negative index is a "plus" handicap.
  return index < 0 ? `+${Math.abs(index).toFixed(1)}` : index.toFixed(1);
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { player } = await requireProfileFeature(request, context, params.username, 'resume');
  const { db } = context;
  const now = new Date();
  const today = utcDay(now);
  const range = defaultChartRange(today);
  const id = player.accountId;
  const [info, chartRounds, upcoming, featured, featuredRounds, news] = await db.batch([
    playerInfoQuery(db, id),
    roundSummariesQuery(db, id, { from: range.start, to: range.end }),
    tournamentEntriesQuery(db, id, { when: 'upcoming', today }),
    tournamentEntriesQuery(db, id, { when: 'past', today, featuredOnly: true }),
    roundSummariesQuery(db, id, { tournaments: 'featured' }),
    newsQuery(db, id, NEWS_HEADLINES),
  ]);
  const row = info[0] ?? null;
  const sets = chartSets(chartRounds, range);
  // Highlighted rounds: the best of the best-ten chart set, by score to par.
  const highlighted = [...sets['best-ten'].rounds]
    .sort((a, b) => a.score - a.par - (b.score - b.par) || b.playedOn.localeCompare(a.playedOn))
    .slice(0, HIGHLIGHTED_ROUNDS)
    .map((r) => ({
      id: r.id,
      score: r.score,
      toPar: formatToPar(r.score - r.par),
      course: r.courseName,
      event: r.tournamentName,
      date: formatLongDate(r.playedOn),
    }));
  return {
    fullName: player.fullName,
    imgUrl: player.imgUrl,
    about: aboutView(row, now),
    // spec 2 §4 default ticks: picture, about me, NCAA, GHIN and website link on; height and weight off.
    personal: {
      hometown: row?.hometown ?? null,
      handicap: formatHandicap(row?.handicapIndex ?? null),
      ghin: row?.ghin ?? null,
      website: externalUrl(row?.websiteUrl),
    },
    rangeLabel: DEFAULT_CHART_RANGE_LABEL,
    performance: CHART_SET_ORDER.map((key) => sets[key])
      .filter((set) => set.rounds.length > 0)
      .map((set) => ({
        key: set.key,
        title: set.title,
        rounds: set.rounds.length,
        averageScore: formatOneDecimal(set.averageScore),
        averageToPar: set.averageToPar === null ? null : formatAverageToPar(set.averageToPar),
      })),
    highlighted,
    upcoming: upcoming.map((entry) => eventView(entry, [])),
    featured: featured.map((entry) => eventView(entry, featuredRounds)),
    news: news.map((item) => ({ id: item.id, header: item.header, date: formatLongDate(item.publishedAt) })),
  };
}

/** A read-only resume of the player's real data (spec 2 §3 resume data; the designer comes later). */
export default function PlayerResume() {
  const data = useLoaderData<typeof loader>();
  const { about, personal } = data;
  const facts = [
    about.graduationYear ? { label: 'Graduation', value: String(about.graduationYear) } : null,
    about.gpa ? { label: 'GPA', value: about.gpa } : null,
    personal.handicap ? { label: 'Handicap index', value: personal.handicap } : null,
    personal.ghin ? { label: 'GHIN', value: personal.ghin } : null,
    about.ncaaNumber ? { label: 'NCAA ID', value: about.ncaaNumber } : null,
    personal.hometown ? { label: 'Hometown', value: personal.hometown } : null,
  ].filter((fact): fact is { label: string; value: string } => fact !== null);
  return (
    <div className="page-stack">
      <PageHeading
        title="Player Resume"
        lead="A recruiting summary from the rounds, events and news on this profile."
      />
      <article className="resume" aria-label={`${data.fullName} resume`}>
        <header className="resume__cover">
          <Avatar src={data.imgUrl} alt={data.fullName} size={120} className="resume__photo" />
          <div className="resume__identity">
            <h2 className="resume__name">{data.fullName}</h2>
            {about.school ? <p className="resume__school">{about.school}</p> : null}
            {personal.website ? (
              <a className="resume__website" href={personal.website} target="_blank" rel="noreferrer">
                {personal.website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
                <ExternalIcon size={13} className="inline-icon" />
              </a>
            ) : null}
          </div>
          {facts.length > 0 ? (
            <dl className="resume__facts">
              {facts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </header>
        <div className="resume__body">
          {about.about ? (
            <section className="resume__section">
              <h3 className="resume__heading">About Me</h3>
              <p className="resume__about">{about.about}</p>
            </section>
          ) : null}
          {data.performance.length > 0 ? (
            <section className="resume__section">
              <h3 className="resume__heading">
                Performance <span className="resume__heading-note">{data.rangeLabel}</span>
              </h3>
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">Chart</th>
                    <th scope="col" className="num">
                      Rounds
                    </th>
                    <th scope="col" className="num">
                      Avg score
                    </th>
                    <th scope="col" className="num">
                      Avg to par
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.performance.map((set) => (
                    <tr key={set.key}>
                      <td>{set.title}</td>
                      <td className="num">{set.rounds}</td>
                      <td className="num strong">{set.averageScore}</td>
                      <td className="num">
                        <ToPar value={set.averageToPar} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ) : null}
          {data.featured.length > 0 ? (
            <section className="resume__section">
              <h3 className="resume__heading">Highlighted Tournaments</h3>
              <ul className="resume-list">
                {data.featured.map((event) => (
                  <li key={event.id} className="resume-event">
                    <div className="resume-event__main">
                      <p className="resume-event__name">
                        {event.finish ? (
                          <span className="finish-badge finish-badge--sm">{event.finish}</span>
                        ) : null}
                        {event.name}
                      </p>
                      <p className="event-sub">
                        {[event.courseName, event.location, event.dates].filter(Boolean).join(' · ')}
                      </p>
                      {event.note ? <p className="resume-event__note">{event.note}</p> : null}
                    </div>
                    {event.result ? <EventResultLine result={event.result} /> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {data.highlighted.length > 0 ? (
            <section className="resume__section">
              <h3 className="resume__heading">Highlighted Rounds</h3>
              <ol className="best-rounds">
                {data.highlighted.map((round) => (
                  <li key={round.id} className="best-round">
                    <span className="best-round__score">{round.score}</span>
                    <ToPar value={round.toPar} />
                    <span className="best-round__text">
                      <span className="best-round__event">{round.event ?? round.course}</span>
                      <span className="best-round__meta">
                        {round.event ? `${round.course} · ` : ''}
                        {round.date}
                      </span>
                    </span>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
          <div className="resume__columns">
            {data.upcoming.length > 0 ? (
              <section className="resume__section">
                <h3 className="resume__heading">Upcoming Events</h3>
                <ul className="resume-list resume-list--compact">
                  {data.upcoming.map((event) => (
                    <li key={event.id}>
                      <p className="resume-event__name">{event.name}</p>
                      <p className="event-sub">{[event.dates, event.location].filter(Boolean).join(' · ')}</p>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {data.news.length > 0 ? (
              <section className="resume__section">
                <h3 className="resume__heading">In the News</h3>
                <ul className="resume-list resume-list--compact">
                  {data.news.map((item) => (
                    <li key={item.id}>
                      <p className="resume-event__name">{item.header}</p>
                      <p className="event-sub">{item.date}</p>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        </div>
      </article>
    </div>
  );
}
