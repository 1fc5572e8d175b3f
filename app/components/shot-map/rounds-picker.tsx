import * as Dialog from '@radix-ui/react-dialog';
import { type RefObject, useState } from 'react';
import { DialogContent, DialogHeader, DialogMeta, dialogBodyClass } from '~/components/ui/dialog';
import { useDragOffset } from '~/components/ui/use-drag-offset';
import { type AdditionalRounds, additionalRoundIds } from '~/domain/rounds/map-rounds';
import type { MapRoundView } from '~/domain/rounds/shot-map';

/** spec 2 §4: the picker opens only if no dialog is open, other than the one holding the viewer. */
function anotherDialogIsOpen(owner: HTMLElement | null): boolean {
  return [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].some(
    (dialog) => !owner || !dialog.contains(owner),
  );
}

/**
 * spec 2 §2 the rounds-showing button and its draggable picker (All, None, Close): which other rounds
 * on the same course have their shots drawn with the current round's.
 */
export function RoundsPicker({
  rounds,
  current,
  selection,
  showing,
  owner,
  onSelectAll,
  onSelectNone,
  onToggle,
}: {
  rounds: ReadonlyArray<MapRoundView>;
  current: MapRoundView;
  selection: AdditionalRounds;
  showing: number;
  /** The viewer's element: a dialog that holds it does not count as another dialog. */
  owner: RefObject<HTMLElement | null>;
  onSelectAll: () => void;
  onSelectNone: () => void;
  onToggle: (roundId: number) => void;
}) {
  const [open, setOpen] = useState(false);
  const drag = useDragOffset();
  const others = additionalRoundIds(rounds, current, { all: true });
  const selected = new Set(additionalRoundIds(rounds, current, selection));

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next && anotherDialogIsOpen(owner.current)) return;
        if (next) drag.reset();
        setOpen(next);
      }}
    >
      <Dialog.Trigger className="button button--secondary button--sm">
        Rounds showing: {showing}
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogContent className="rounds-picker" panel style={drag.style} aria-describedby={undefined}>
          <DialogHeader title="Rounds Showing" drag={drag.handlers} />
          <div className={dialogBodyClass()}>
            <DialogMeta>Shown: {current.label}</DialogMeta>
            {others.length === 0 ? (
              <p className="empty-note">No other selected round was played on {current.golfCourseName}.</p>
            ) : (
              <ul className="rounds-picker__list">
                {others.map((id) => {
                  const round = rounds.find((r) => r.golfRoundId === id);
                  return (
                    <li key={id}>
                      <label className="rounds-picker__option">
                        <input type="checkbox" checked={selected.has(id)} onChange={() => onToggle(id)} />
                        {round?.label ?? `Round ${id}`}
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
            <div className="rounds-picker__actions">
              <button type="button" className="button button--secondary button--sm" onClick={onSelectAll}>
                All
              </button>
              <button type="button" className="button button--secondary button--sm" onClick={onSelectNone}>
                None
              </button>
              <Dialog.Close className="button button--primary button--sm">Close</Dialog.Close>
            </div>
          </div>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
