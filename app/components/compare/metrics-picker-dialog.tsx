import * as Dialog from '@radix-ui/react-dialog';
import { Form } from '@remix-run/react';
import { type RefObject, useState } from 'react';
import { Button } from '~/components/ui/button';
import type { OpenedBy } from '~/components/ui/deferred-control';
import {
  DialogContent,
  DialogHeader,
  DialogOverlay,
  dialogActionsClass,
  dialogBodyClass,
} from '~/components/ui/dialog';
import { columnStats, type MetricColumn } from '~/domain/stats/compare-tabs';
import type { ComparePageData } from '~/domain/stats/compare-view';
import { STAT_CATALOGUE } from '~/domain/stats/stat-catalogue';
import { HiddenHash } from './hidden-hash';
import { METRICS_PICK_CLASS, metricsPickLabel } from './metrics-pick';

const STAT_NAMES = new Map(STAT_CATALOGUE.map((stat) => [stat.flag, stat.name]));

/**
 * spec 2 §2: the metrics picker of one category, ticking which of its stats the table shows. The
 * table's `MetricsPicker` loads this module on the first sign of intent; `openedBy` says its button
 * was already pressed, so it opens at once.
 */
export function MetricsPickerDialog({
  column,
  page,
  openedBy,
  trigger,
}: {
  column: MetricColumn;
  page: Pick<ComparePageData, 'hash' | 'metricsSelections'>;
  openedBy: OpenedBy;
  trigger: RefObject<HTMLButtonElement>;
}) {
  const [open, setOpen] = useState(openedBy !== null);
  const ticked = new Set<string>(page.metricsSelections[column]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger ref={trigger} className={METRICS_PICK_CLASS} aria-label={metricsPickLabel(column)}>
        <span aria-hidden="true">⋯</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogContent size="narrow" aria-describedby={undefined}>
          <DialogHeader title={`${column} metrics`} />
          <Form
            method="post"
            preventScrollReset
            className={dialogBodyClass()}
            onSubmit={() => setOpen(false)}
          >
            <HiddenHash hash={page.hash} />
            <input type="hidden" name="column" value={column} />
            <fieldset className="checkbox-list">
              <legend className="sr-only">Metrics shown in the {column} column</legend>
              {columnStats(column).map((flag) => (
                <label key={flag} className="checkbox-row">
                  <input type="checkbox" name="flags" value={flag} defaultChecked={ticked.has(flag)} />
                  {STAT_NAMES.get(flag) ?? flag}
                </label>
              ))}
            </fieldset>
            <div className={dialogActionsClass()}>
              <Dialog.Close asChild>
                <Button variant="secondary">Close</Button>
              </Dialog.Close>
              <Button type="submit" name="intent" value="metrics">
                Apply
              </Button>
            </div>
          </Form>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
