import { Form, useLocation } from '@remix-run/react';
import { useId } from 'react';

export type SaveTargets = Array<{ id: number; name: string }>;

/**
 * issue 33 §3 "Save to watch list": a small form posted to /watch-lists that works without
 * JavaScript (the coach comes back to this page with a note of what was saved). With no list yet,
 * the button makes the first one.
 */
export function SaveToList({
  playerId,
  playerName,
  lists,
}: {
  playerId: number;
  playerName: string;
  lists: SaveTargets;
}) {
  const location = useLocation();
  const selectId = useId();
  return (
    <Form method="post" action="/watch-lists" className="watch-save">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="playerId" value={playerId} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      {lists.length > 0 ? (
        <>
          <label htmlFor={selectId} className="sr-only">
            {`Watch list for ${playerName}`}
          </label>
          <select id={selectId} name="listId" className="watch-save__select" defaultValue={lists[0]?.id}>
            {lists.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <button type="submit" className="button button--secondary button--sm watch-save__button">
        {lists.length > 0 ? 'Save' : 'Save to a watch list'}
        <span className="sr-only">{` ${playerName}`}</span>
      </button>
    </Form>
  );
}
