import { DeferredControl } from '~/components/ui/deferred-control';
import { DATE_RANGE_BUTTON_CLASS, DateRangeButtonContent } from './date-range-button';
import type { DateRangeSelectorProps } from './date-range-dialog';

/** The dialog (Radix) comes on the reader's first sign of intent, not with the page (issue 30 §3). */
const loadDialog = () => import('./date-range-dialog');

/**
 * spec 3 §2.4 date range selector: the button with the current label and a calendar icon, whose
 * floating dialog (search box, options, Custom, Cancel / Apply) is `DateRangeDialog`.
 */
export function DateRangeSelector(props: DateRangeSelectorProps) {
  return (
    <div className="date-range">
      <DeferredControl
        load={loadDialog}
        standIn={{
          popup: 'dialog',
          className: DATE_RANGE_BUTTON_CLASS,
          content: <DateRangeButtonContent value={props.value} label={props.label} />,
        }}
      >
        {(module, openedBy, trigger) => (
          <module.DateRangeDialog {...props} openedBy={openedBy} trigger={trigger} />
        )}
      </DeferredControl>
    </div>
  );
}
