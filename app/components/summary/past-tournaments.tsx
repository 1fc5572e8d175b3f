import { useId } from 'react';
import { EventName } from '~/components/schedule/event-name';
import { useViewMore, ViewMoreFooter } from '~/components/ui/view-more';
import type { EventView } from '~/domain/access/profile-views';
import { EventResultLine } from './event-result';

/** spec 3 §2.4 featured tournament cards: name, course, dates, score and to par, round scores, note. */
export function PastTournaments({
  events,
  title = 'Past Tournaments',
  bestEventId = null,
}: {
  events: Array<EventView & { player?: string | null }>;
  title?: string;
  /** spec 3 §9: the event that carries the best badge (the schedule shows one past 10 events). */
  bestEventId?: number | null;
}) {
  const headingId = useId();
  const { visible, more } = useViewMore();
  return (
    <section className="card" aria-labelledby={headingId}>
      <header className="card__header">
        <h2 className="card__title" id={headingId}>
          {title}
        </h2>
        <span className="card__count">{events.length}</span>
      </header>
      <ul className="tournament-cards">
        {events.slice(0, visible).map((event) => (
          <li key={event.id} className="tournament-card">
            <div className="tournament-card__main">
              <h3 className="tournament-card__name">
                <EventName event={event} iconSize={14} />
              </h3>
              <p className="tournament-card__meta">
                {[event.player, event.courseName, event.location].filter(Boolean).join(' · ')}
              </p>
              <p className="tournament-card__meta">{event.dates}</p>
            </div>
            <div className="tournament-card__side">
              {event.id === bestEventId ? <span className="chip chip--green">Best</span> : null}
              {event.finish ? <span className="finish-badge">{event.finish}</span> : null}
              {event.result ? <EventResultLine result={event.result} /> : null}
            </div>
            {event.note ? <blockquote className="tournament-card__note">{event.note}</blockquote> : null}
          </li>
        ))}
      </ul>
      <ViewMoreFooter total={events.length} visible={visible} onMore={more} />
    </section>
  );
}
