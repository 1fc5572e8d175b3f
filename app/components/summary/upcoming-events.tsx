import { Link } from '@remix-run/react';
import { useId } from 'react';
import { EventName } from '~/components/schedule/event-name';
import { StatusChip } from '~/components/schedule/status-chip';
import { ArrowRightIcon } from '~/components/ui/icons';
import type { EventView } from '~/domain/access/profile-views';

/** spec 3 §2.4 / §9: the upcoming summary shows 5 rows, then a Full Schedule button (schedule/0). */
export function UpcomingEvents({
  events,
  scheduleHref,
}: {
  events: Array<EventView>;
  scheduleHref: string | null;
}) {
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <header className="card__header">
        <h2 className="card__title" id={headingId}>
          Upcoming Events
        </h2>
      </header>
      <table className="event-table">
        <thead className="sr-only">
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td>
                <p className="event-table__name">
                  <EventName event={event} />
                </p>
                <p className="event-table__meta">
                  <span>{event.dates}</span>
                  {event.location ? <span>{event.location}</span> : null}
                </p>
              </td>
              <td className="event-table__status">
                <StatusChip label={event.status} group={event.statusGroup} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {scheduleHref ? (
        <div className="card__footer">
          <Link to={scheduleHref} className="button button--secondary button--sm" prefetch="intent">
            Full Schedule <ArrowRightIcon size={16} />
          </Link>
        </div>
      ) : null}
    </section>
  );
}
