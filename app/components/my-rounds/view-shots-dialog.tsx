import * as Dialog from '@radix-ui/react-dialog';
import '~/components/shot-map/shot-map.css';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import type { OpenedBy } from '~/components/ui/deferred-control';
import { DialogContent, DialogHeader, DialogOverlay, dialogBodyClass } from '~/components/ui/dialog';
import { useDragOffset } from '~/components/ui/use-drag-offset';
import type { MyRoundsData } from '~/domain/rounds/my-rounds-view';
import { SCORECARD_GROUPINGS, type ScorecardGrouping } from '~/domain/stats/round-groupings';
import { ShotsWorkspace } from './shots-workspace';

/**
 * spec 3 §2.1 View shots dialog: draggable by its header, 90vw × 90vh, with a close icon; the map and
 * a scorecard grouped by Round (its own View By menu regroups it).
 */
export function ViewShotsDialog({
  open,
  onOpenChange,
  username,
  data,
  openedBy,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  username: string;
  data: MyRoundsData;
  /** The button was pressed before this module came: the dialog opens at once. */
  openedBy: OpenedBy;
  trigger: RefObject<HTMLButtonElement>;
}) {
  const drag = useDragOffset();
  const pressedEarly = useRef(openedBy !== null);
  useEffect(() => {
    if (!pressedEarly.current) return;
    pressedEarly.current = false;
    onOpenChange(true);
  }, [onOpenChange]);
  const [grouping, setGrouping] = useState<ScorecardGrouping>('Round');
  const id = useId();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) drag.reset();
        onOpenChange(next);
      }}
    >
      <Dialog.Trigger ref={trigger} className="button button--primary button--sm">
        View Shots
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogContent
          className="shot-map-dialog view-shots-dialog"
          style={drag.style}
          aria-describedby={undefined}
        >
          <DialogHeader
            title="View Shots"
            drag={drag.handlers}
            className="view-shots-dialog__header"
            aside={
              <div className="my-rounds__grouping">
                <label htmlFor={id}>View By</label>
                <select
                  id={id}
                  value={grouping}
                  onChange={(event) => setGrouping(event.target.value as ScorecardGrouping)}
                >
                  {SCORECARD_GROUPINGS.map((g) => (
                    <option key={g} value={g}>
                      {g}
                    </option>
                  ))}
                </select>
              </div>
            }
          />
          <div className={dialogBodyClass('shot-map-dialog__body view-shots-dialog__body')}>
            {open ? (
              <ShotsWorkspace
                username={username}
                data={data}
                grouping={grouping}
                caption={`Scorecard of the selected rounds, grouped by ${grouping}`}
              />
            ) : null}
          </div>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
