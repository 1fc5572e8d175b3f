import { CalendarIcon } from '~/components/ui/icons';
import type { DateRange } from '~/domain/calendar/dates';
import { formatShortDate } from '~/domain/calendar/dates';
import type { RangeOption } from '~/domain/calendar/range-options';

/** The classes of the date range selector's button, the same before and after its dialog's code came. */
export const DATE_RANGE_BUTTON_CLASS = 'button button--secondary button--md date-range__button';

export function rangeText(range: DateRange | null): string {
  return range ? `${formatShortDate(range.start)} - ${formatShortDate(range.end)}` : '';
}

/** What the button shows (spec 3 §2.4): the current label, or a custom range's dates, and a calendar icon. */
export function DateRangeButtonContent({ value, label }: { value: RangeOption; label: string }) {
  return (
    <>
      <span className="sr-only">{label}: </span>
      <span>{value.key === 'custom' ? rangeText(value.range) : value.label}</span>
      <CalendarIcon size={18} />
    </>
  );
}
