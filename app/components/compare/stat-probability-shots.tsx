import * as Dialog from '@radix-ui/react-dialog';
import '~/components/shot-map/shot-map.css';
import { lazy, type RefObject, useState } from 'react';
import type { ShotMapHole } from '~/components/shot-map/shot-map-viewer';
import type { OpenedBy } from '~/components/ui/deferred-control';
import { DialogContent, DialogHeader, DialogOverlay, dialogBodyClass } from '~/components/ui/dialog';
import { LazyPart } from '~/components/ui/lazy-part';
import { Spinner } from '~/components/ui/spinner';

// The viewer and its map load when the dialog opens, not with the dialog's code.
const ShotMapViewer = lazy(() =>
  import('~/components/shot-map/shot-map-viewer').then((m) => ({ default: m.ShotMapViewer })),
);

/**
 * spec 2 §2 Stat Probability - View Shots: the side's shown holes on the map. The card's `ViewShots`
 * loads this module on the first sign of intent; `openedBy` says its button was already pressed.
 */
export function StatProbabilityShots({
  username,
  roundIds,
  holes,
  className,
  openedBy,
  trigger,
}: {
  username: string;
  roundIds: Array<number>;
  holes: Array<ShotMapHole>;
  className: string;
  openedBy: OpenedBy;
  trigger: RefObject<HTMLButtonElement>;
}) {
  const [open, setOpen] = useState(openedBy !== null);
  // The rounds that hold a shown hole: the map reads only those.
  const shownRounds = roundIds.filter((id) => holes.some((h) => h.roundId === id));
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger ref={trigger} className={className}>
        View Shots
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogContent className="shot-map-dialog" aria-describedby={undefined}>
          <DialogHeader title="View Shots" />
          <div className={dialogBodyClass('shot-map-dialog__body')}>
            {open ? (
              <LazyPart name="The shot map" fallback={<Spinner label="Loading the shot map" />}>
                <ShotMapViewer username={username} roundIds={shownRounds} holes={holes} />
              </LazyPart>
            ) : null}
          </div>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
