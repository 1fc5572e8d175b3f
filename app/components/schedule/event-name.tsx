import { ExternalIcon } from '~/components/ui/icons';
import type { EventView } from '~/domain/access/profile-views';

/**
 * An event's name, linked to the event's own site when it has one (a new tab, marked by the external
 * icon). The schedule's tables and the summary's cards all name events through it.
 */
export function EventName({
  event,
  iconSize = 13,
}: {
  event: Pick<EventView, 'name' | 'url'>;
  iconSize?: number;
}) {
  if (!event.url) return <>{event.name}</>;
  return (
    <a href={event.url} target="_blank" rel="noreferrer">
      {event.name}
      <ExternalIcon size={iconSize} className="inline-icon" />
    </a>
  );
}
