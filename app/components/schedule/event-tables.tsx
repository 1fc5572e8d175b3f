import type { ReactNode } from 'react';
import { ToPar } from '~/components/rounds/score-mark';
import type { EventView } from '~/domain/access/profile-views';
import { EventName } from './event-name';
import { StatusChip } from './status-chip';

/** A row of the schedule: an event, with its player's name once other players are merged in. */
type EventRow = EventView & { player?: string | null };

function EventCell({ event }: { event: EventRow }) {
  return (
    <>
      <p className="event-name">
        <EventName event={event} />
      </p>
      <p className="event-sub">
        {[event.player, event.courseName, event.location].filter(Boolean).join(' · ')}
      </p>
    </>
  );
}

function EventTags({ event }: { event: EventView }) {
  const tags = [event.eventType, event.localeType, event.isTeamEvent ? 'Team' : null].filter(
    (tag): tag is string => tag !== null,
  );
  return (
    <span className="tag-list">
      {tags.map((tag) => (
        <span key={tag} className="chip chip--outline">
          {tag}
        </span>
      ))}
    </span>
  );
}

/** A collapsible panel (native <details>: works before and without JavaScript). */
export function Panel({
  title,
  count,
  open,
  children,
}: {
  title: string;
  count: number;
  open: boolean;
  children: ReactNode;
}) {
  return (
    <details className="panel" open={open}>
      <summary className="panel__summary">
        <span className="panel__title">{title}</span>
        <span className="card__count">{count}</span>
      </summary>
      <div className="panel__body">{children}</div>
    </details>
  );
}

/** spec 3 §3 upcoming event rows: name (link), dates, location, course, status, number of rounds. */
export function UpcomingTable({ events }: { events: Array<EventRow> }) {
  return (
    <table className="data-table stack-table">
      <thead>
        <tr>
          <th scope="col">Event</th>
          <th scope="col">Dates</th>
          <th scope="col">Type</th>
          <th scope="col" className="num">
            Rounds
          </th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.id}>
            <td className="stack-table__lead">
              <EventCell event={event} />
            </td>
            <td className="nowrap">{event.dates}</td>
            <td>
              <EventTags event={event} />
            </td>
            <td className="num">
              {event.numberOfRounds}
              <span className="mobile-only">{event.numberOfRounds === 1 ? ' round' : ' rounds'}</span>
            </td>
            <td>
              <StatusChip label={event.status} group={event.statusGroup} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Past events with the player's result: finish, round scores, total and to par. */
export function ResultsTable({ events }: { events: Array<EventRow> }) {
  return (
    <table className="data-table stack-table">
      <thead>
        <tr>
          <th scope="col">Event</th>
          <th scope="col">Dates</th>
          <th scope="col">Finish</th>
          <th scope="col">Rounds</th>
          <th scope="col" className="num">
            Total
          </th>
          <th scope="col" className="num">
            To par
          </th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.id}>
            <td className="stack-table__lead">
              <EventCell event={event} />
              <EventTags event={event} />
            </td>
            <td className="nowrap stack-table__wide">{event.dates}</td>
            <td data-label="Finish">{event.finish ?? '–'}</td>
            <td className="stack-table__wide">
              {event.result ? (
                <span className="round-scores">
                  {event.result.rounds.map((round) => (
                    <span
                      key={round.label}
                      className="round-chip"
                      data-best={
                        round.label === event.result?.bestRound.label &&
                        (event.result?.rounds.length ?? 0) > 1
                      }
                    >
                      <span className="round-chip__label">{round.label}</span>
                      <span className="round-chip__score">{round.score}</span>
                    </span>
                  ))}
                </span>
              ) : (
                <span className="muted">No rounds logged</span>
              )}
            </td>
            <td data-label="Total" className="num strong">
              {event.result?.totalScore ?? '–'}
            </td>
            <td data-label="To par" className="num">
              {event.result ? <ToPar value={event.result.toPar} /> : '–'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
