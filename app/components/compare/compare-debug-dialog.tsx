import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent, DialogHeader, DialogOverlay, dialogBodyClass } from '~/components/ui/dialog';
import { useReturnFocus } from '~/components/ui/use-return-focus';
import { sideName } from '~/domain/stats/compare-sides';
import type { CompareSideView } from '~/domain/stats/compare-view';

/** A side's filter data (ctrl+alt click on its descriptor); loaded when first asked for, not with the page. */
export function CompareDebugDialog({ view, onClose }: { view: CompareSideView; onClose: () => void }) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogContent aria-describedby={undefined} {...returnFocus}>
          <DialogHeader title={`${sideName(view)}: filter data`} />
          <div className={dialogBodyClass()}>
            <pre className="compare-debug">
              {JSON.stringify(
                { accountId: view.accountId, roundIds: view.roundIds, ...view.selections },
                null,
                2,
              )}
            </pre>
          </div>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
