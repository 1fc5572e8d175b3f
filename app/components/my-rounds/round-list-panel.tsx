import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { UnfinishedMark } from '~/components/rounds/unfinished-mark';
import type { OpenedBy } from '~/components/ui/deferred-control';
import {
  DialogContent,
  DialogHeader,
  DialogOverlay,
  dialogActionsClass,
  dialogBodyClass,
} from '~/components/ui/dialog';
import { useDragOffset } from '~/components/ui/use-drag-offset';
import { formatLongDate } from '~/domain/calendar/dates';
import { formatFixed } from '~/domain/format/numbers';
import type { HistoryRound, RoundListPage } from '~/domain/rounds/my-rounds-view';
import { formatOneDecimal, formatToPar } from '~/domain/rounds/scores';
import { INCLUDE_UNFINISHED, isSelectable } from '~/domain/rounds/unfinished';
import {
  chooseQuickFilterOption,
  chooseUnfinishedOption,
  clearSelections,
  type QuickFilter,
  setRounds,
  toggleRound,
} from '~/domain/stats/quick-filters';
import {
  type CheckboxState,
  checkboxState,
  clickGroupCheckbox,
  NO_FINISHED_ROUND_SHORT,
  NO_MATCHING_ROUNDS,
  roundListItems,
  SORT_BY,
  type SortBy,
  sortForView,
  VIEW_BY,
  type ViewBy,
} from '~/domain/stats/round-groupings';
import { type RoundListChoice, type RoundListTrigger, RoundPages } from './round-list-dialog';
import { useRoundMatcher } from './use-round-matcher';

/**
 * spec 3 §2.1 round list dialog and controls (the View Shots round selector, 540 px, and the
 * draggable My Rounds menu): search (placeholder Search, fuzzy, "No Matching Rounds"), the Selected
 * Rounds, View By and Sort By menus, Clear Selections, and the rounds in groups with tri-state
 * checkboxes. Unfinished rounds are listed, marked, only when Include unfinished rounds is ticked
 * (issue 29). Changes stay in the dialog until Apply. It lists one page of the history (issue 30),
 * with links to the newer and older pages (`pageHref`, plain addresses the page's loader reads).
 */
export function RoundListPanel({
  trigger,
  openedBy,
  triggerRef,
  title,
  history,
  page,
  pageHref,
  initial,
  onApply,
}: {
  trigger: RoundListTrigger;
  /** The trigger was pressed before this module came: the dialog starts open. */
  openedBy: OpenedBy;
  triggerRef: RefObject<HTMLButtonElement>;
  title: string;
  /** The rounds the page carries: the listed page and the selected rounds. */
  history: ReadonlyArray<HistoryRound>;
  page: Pick<RoundListPage, 'listedIds' | 'listing' | 'quickFilters'>;
  /** The address of another page of the round list. */
  pageHref: (page: number) => string;
  initial: RoundListChoice;
  onApply: (choice: RoundListChoice) => void;
}) {
  const [open, setOpen] = useState(openedBy !== null);
  const [choice, setChoice] = useState(initial);
  const [search, setSearch] = useState('');
  const drag = useDragOffset();
  const searchId = useId();
  const unfinishedId = useId();
  const { selection, view, sort, unfinished } = choice;
  const byId = new Map(history.map((r) => [r.id, r]));
  const listed = page.listedIds
    .flatMap((id) => byId.get(id) ?? [])
    .filter((r) => isSelectable(r, unfinished));
  const optionsOf = (include: boolean) =>
    include ? page.quickFilters.withUnfinished : page.quickFilters.finished;
  const quickFilters = optionsOf(unfinished);
  const unfinishedIds = history.filter((r) => !isSelectable(r, false)).map((r) => r.id);
  const { listing } = page;
  const matcher = useRoundMatcher(search);
  const items = roundListItems(listed, { view, sort, search, matcher, selected: selection.roundIds });
  const allIds = listed.map((r) => r.id);
  const update = (next: Partial<RoundListChoice>) => setChoice((c) => ({ ...c, ...next }));
  const clickGroup = (roundIds: ReadonlyArray<number>) => {
    const click = clickGroupCheckbox(roundIds, selection.roundIds);
    update({ selection: setRounds(selection, click.roundIds, click.selected) });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setChoice(initial);
          setSearch('');
          drag.reset();
        }
        setOpen(next);
      }}
    >
      <Dialog.Trigger ref={triggerRef} className={trigger.className}>
        {trigger.content}
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogContent className="round-list-dialog" panel style={drag.style} aria-describedby={undefined}>
          <DialogHeader title={title} drag={drag.handlers} />
          <div className={dialogBodyClass('round-list panel-dialog__body')}>
            <div className="round-list__controls">
              <label className="sr-only" htmlFor={searchId}>
                Search rounds
              </label>
              <input
                id={searchId}
                type="search"
                className="input"
                placeholder="Search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
              <label className="round-list__menu">
                <span>Selected Rounds</span>
                <select
                  value={selection.type}
                  onChange={(event) =>
                    update({
                      selection: chooseQuickFilterOption(
                        selection,
                        event.target.value as QuickFilter,
                        quickFilters,
                      ),
                    })
                  }
                >
                  {quickFilters.map((option) => (
                    <option key={option.kind} value={option.kind} disabled={option.disabled}>
                      {option.kind}
                    </option>
                  ))}
                </select>
              </label>
              <label className="round-list__menu">
                <span>View By</span>
                <select
                  value={view}
                  onChange={(event) => {
                    const next = event.target.value as ViewBy;
                    // spec 3 §4: Round #-Event sorts by Label, other views by Date.
                    update({ view: next, sort: sortForView(next) });
                  }}
                >
                  {VIEW_BY.map((v) => (
                    <option key={v} value={v}>
                      {v}
                    </option>
                  ))}
                </select>
              </label>
              <label className="round-list__menu">
                <span>Sort By</span>
                <select value={sort} onChange={(event) => update({ sort: event.target.value as SortBy })}>
                  {SORT_BY.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className="button button--secondary button--sm"
                onClick={() => update({ selection: clearSelections() })}
              >
                Clear Selections
              </button>
              <div className="round-list__unfinished">
                <input
                  id={unfinishedId}
                  type="checkbox"
                  checked={unfinished}
                  onChange={(event) =>
                    update({
                      unfinished: event.target.checked,
                      selection: chooseUnfinishedOption(
                        selection,
                        event.target.checked,
                        optionsOf(event.target.checked),
                        unfinishedIds,
                      ),
                    })
                  }
                />
                <label htmlFor={unfinishedId}>{INCLUDE_UNFINISHED}</label>
              </div>
            </div>
            <div className="round-list__top">
              <TriStateCheckbox
                state={checkboxState(allIds, selection.roundIds)}
                label={listing.pages > 1 ? 'All rounds on this page' : 'All rounds'}
                onClick={() => clickGroup(allIds)}
              />
              <span className="round-list__count" aria-live="polite">
                {selection.roundIds.length} selected · {selection.type}
              </span>
            </div>
            {items.length === 0 ? (
              <p className="empty-note">{NO_MATCHING_ROUNDS}</p>
            ) : (
              <ul className="round-list__items">
                {items.map((item) =>
                  item.kind === 'single' ? (
                    <li key={item.trackBy}>
                      <RoundOption
                        round={item.round}
                        label={item.label}
                        hint={item.hint}
                        checked={item.selected}
                        onToggle={() => update({ selection: toggleRound(selection, item.round.id) })}
                      />
                    </li>
                  ) : (
                    <li key={item.trackBy} className="round-list__group">
                      <GroupItem
                        label={item.label}
                        state={item.checkboxState}
                        summary={groupSummary(item.group)}
                        onClick={() => clickGroup(item.group.rounds.map((r) => r.id))}
                      >
                        {item.group.rounds.map((round) => (
                          <li key={round.id}>
                            <RoundOption
                              round={round}
                              label={round.label}
                              hint=""
                              checked={selection.roundIds.includes(round.id)}
                              onToggle={() => update({ selection: toggleRound(selection, round.id) })}
                            />
                          </li>
                        ))}
                      </GroupItem>
                    </li>
                  ),
                )}
              </ul>
            )}
            <RoundPages listing={listing} pageHref={pageHref} />
          </div>
          <footer className={dialogActionsClass('bar')}>
            <Dialog.Close className="button button--secondary button--sm">Cancel</Dialog.Close>
            <button
              type="button"
              className="button button--primary button--sm"
              onClick={() => {
                onApply(choice);
                setOpen(false);
              }}
            >
              Apply
            </button>
          </footer>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function groupSummary(group: {
  rounds: ReadonlyArray<unknown>;
  averageScore: number | null;
  averagePar: number | null;
  averageToPar: number | null;
  averageYards: number | null;
}): string {
  // spec 3 §3: a group also has the average score, par and course length of its finished rounds.
  // Only unfinished rounds: said short here, as the group bars say it in full (issue 29).
  if (group.averageScore === null && group.rounds.length > 0) return NO_FINISHED_ROUND_SHORT;
  const parts = [
    group.averageScore === null ? null : `avg ${formatOneDecimal(group.averageScore)}`,
    group.averagePar === null ? null : `par ${formatOneDecimal(group.averagePar)}`,
    group.averageYards === null ? null : `${formatFixed(group.averageYards, 0)} yds`,
  ];
  return parts.filter(Boolean).join(' · ');
}

function TriStateCheckbox({
  state,
  label,
  onClick,
}: {
  state: CheckboxState;
  label: string;
  onClick: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'indeterminate';
  }, [state]);
  return (
    <label className="round-list__check">
      <input
        ref={ref}
        type="checkbox"
        checked={state === 'selected'}
        aria-checked={state === 'indeterminate' ? 'mixed' : state === 'selected'}
        data-state={state}
        onChange={onClick}
      />
      <span>{label}</span>
    </label>
  );
}

function GroupItem({
  label,
  state,
  summary,
  onClick,
  children,
}: {
  label: string;
  state: CheckboxState;
  summary: string;
  onClick: () => void;
  children: ReactNode;
}) {
  const [expanded, setExpanded] = useState(true);
  const listId = useId();
  return (
    <>
      <div className="round-list__group-head">
        <TriStateCheckbox state={state} label={label} onClick={onClick} />
        <span className="round-list__summary">{summary}</span>
        <button
          type="button"
          className="icon-button round-list__expand"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={`${expanded ? 'Collapse' : 'Expand'} ${label}`}
          onClick={() => setExpanded((e) => !e)}
        >
          <span className="my-scorecard__chevron" aria-hidden="true" />
        </button>
      </div>
      <ul id={listId} className="round-list__rounds" hidden={!expanded}>
        {children}
      </ul>
    </>
  );
}

function RoundOption({
  round,
  label,
  hint,
  checked,
  onToggle,
}: {
  round: HistoryRound;
  label: string;
  hint: string;
  checked: boolean;
  onToggle: () => void;
}) {
  const toPar = round.score === null || round.par === null ? null : formatToPar(round.score - round.par);
  return (
    <label className="round-list__round" data-round={round.id}>
      <input type="checkbox" checked={checked} onChange={onToggle} />
      <span className="round-list__label">
        {hint ? <span className="round-list__hint">{hint}</span> : null}
        {label}
        <UnfinishedMark round={round} />
      </span>
      <span className="round-list__date">{formatLongDate(round.playedOn)}</span>
      <span className="round-list__score">{round.score === null ? '–' : `${round.score} (${toPar})`}</span>
    </label>
  );
}
