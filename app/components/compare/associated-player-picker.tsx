import * as Dialog from '@radix-ui/react-dialog';
import { useFetcher } from '@remix-run/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { DialogContent, DialogHeader, DialogOverlay } from '~/components/ui/dialog';
import { SearchIcon } from '~/components/ui/icons';
import {
  type AssociatedPlayer,
  type AssociatedPlayerSort,
  type AssociatedPlayerSortKey,
  DEFAULT_ASSOCIATED_PLAYER_SORT,
  formatScoreToParAverage,
  NO_MATCHING_PLAYERS,
  nextSort,
  PLAYER_SEARCH_DEBOUNCE_MS,
  searchAssociatedPlayers,
  shownAverage,
  sortAssociatedPlayers,
  toggleChoice,
} from '~/domain/stats/associated-players';
import type { ComparePlayersAnswer } from '~/domain/stats/compare-view';

type AssociatedPlayerPickerProps = {
  /** Where the players and their averages are read when the dialog first opens. */
  playersHref: string;
  /** The player on the right side now (the page's player when no comparison is on). */
  selectedAccountId: number | null;
  onChoose: (accountId: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The search text as it settles: the list follows the typing 200 ms after the last key (spec 2 §9). */
function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * spec 2 §2 associated-player picker: a 500 × 800 dialog with a search box and a sortable table
 * (checkbox, Player Name, Avg Score to Par to one decimal). One player is chosen with the checkboxes;
 * Apply hands the choice over, Close leaves the comparison as it was. Radix traps the focus while it
 * is open and gives it back to the opener.
 */
export function AssociatedPlayerPicker({
  playersHref,
  selectedAccountId,
  onChoose,
  open,
  onOpenChange,
}: AssociatedPlayerPickerProps) {
  // The list and its averages are read when the dialog first opens (most visits never open it).
  const list = useFetcher<ComparePlayersAnswer>();
  const loadList = list.load;
  const wanted = open || list.data !== undefined;
  useEffect(() => {
    if (wanted) loadList(playersHref);
  }, [wanted, loadList, playersHref]);
  const loaded = list.data?.players ?? null;
  const players = useMemo(() => loaded ?? [], [loaded]);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<AssociatedPlayerSort>(DEFAULT_ASSOCIATED_PLAYER_SORT);
  const [chosen, setChosen] = useState<number | null>(selectedAccountId);
  const search = useDebounced(query, PLAYER_SEARCH_DEBOUNCE_MS);
  const searchId = useId();
  // The control that opened the dialog: the page opens it without a Radix Trigger, so the focus is
  // given back by hand when it closes.
  const opener = useRef<HTMLElement | null>(null);

  // Each opening starts from the comparison on show.
  useEffect(() => {
    if (!open) return;
    setChosen(selectedAccountId);
    setQuery('');
  }, [open, selectedAccountId]);

  // A search lists its best matches first; without one, the table's sort applies.
  const rows = useMemo(
    () =>
      search.trim() === '' ? sortAssociatedPlayers(players, sort) : searchAssociatedPlayers(players, search),
    [players, search, sort],
  );
  const canApply =
    chosen !== null && chosen !== selectedAccountId && players.some((p) => p.accountId === chosen);

  function apply() {
    if (chosen === null) return;
    onChoose(chosen);
    onOpenChange(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogContent
          className="player-picker"
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <DialogHeader
            title="Compare By Player"
            description="Choose a player from the same rosters, groups and circle."
          />
          <div className="player-picker__search">
            <label htmlFor={searchId} className="sr-only">
              Search players
            </label>
            <SearchIcon size={16} className="player-picker__search-icon" />
            <input
              id={searchId}
              type="search"
              className="player-picker__search-input"
              placeholder="Search Players"
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
            />
          </div>
          {/* The rows hold checkboxes and sort buttons: keyboard users reach the scrolled rows through them. */}
          <div className="player-picker__list">
            {loaded === null ? (
              <p className="player-picker__empty" role="status">
                Loading players…
              </p>
            ) : players.length === 0 ? (
              <p className="player-picker__empty">No associated players to compare with.</p>
            ) : rows.length === 0 ? (
              <p className="player-picker__empty" role="status">
                {NO_MATCHING_PLAYERS}
              </p>
            ) : (
              <PlayerTable
                rows={rows}
                sort={search.trim() === '' ? sort : null}
                onSort={(key) => setSort((current) => nextSort(current, key))}
                chosen={chosen}
                onToggle={(accountId) => setChosen((current) => toggleChoice(current, accountId))}
              />
            )}
          </div>
          <footer className="player-picker__actions">
            <Dialog.Close asChild>
              <Button variant="secondary" size="sm">
                Close
              </Button>
            </Dialog.Close>
            <Button size="sm" disabled={!canApply} onClick={apply}>
              Apply
            </Button>
          </footer>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const SORT_LABELS: Record<AssociatedPlayerSortKey, string> = {
  playerName: 'Player Name',
  average: 'Avg Score to Par',
};

function PlayerTable({
  rows,
  sort,
  onSort,
  chosen,
  onToggle,
}: {
  rows: Array<AssociatedPlayer>;
  /** Null while a search orders the rows by match. */
  sort: AssociatedPlayerSort | null;
  onSort: (key: AssociatedPlayerSortKey) => void;
  chosen: number | null;
  onToggle: (accountId: number) => void;
}) {
  const header = (key: AssociatedPlayerSortKey) => (
    <th
      scope="col"
      className={key === 'average' ? 'num' : undefined}
      aria-sort={sort?.key === key ? sort.direction : undefined}
    >
      <button type="button" className="player-picker__sort" onClick={() => onSort(key)}>
        {SORT_LABELS[key]}
        <span aria-hidden="true" className="player-picker__sort-mark">
          {sort?.key === key ? (sort.direction === 'ascending' ? '▲' : '▼') : ''}
        </span>
      </button>
    </th>
  );
  return (
    <table className="data-table player-picker__table">
      <caption className="sr-only">Associated players; choose one to compare</caption>
      <thead>
        <tr>
          <th scope="col" className="player-picker__check">
            <span className="sr-only">Chosen</span>
          </th>
          {header('playerName')}
          {header('average')}
        </tr>
      </thead>
      <tbody>
        {rows.map((player) => {
          const checkboxId = `player-picker-${player.accountId}`;
          return (
            <tr key={player.accountId} data-chosen={chosen === player.accountId || undefined}>
              <td className="player-picker__check">
                <input
                  id={checkboxId}
                  type="checkbox"
                  checked={chosen === player.accountId}
                  onChange={() => onToggle(player.accountId)}
                />
              </td>
              <td>
                <label htmlFor={checkboxId}>{player.playerName}</label>
              </td>
              <td className="num">{formatScoreToParAverage(shownAverage(player))}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
