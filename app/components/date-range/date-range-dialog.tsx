import * as Dialog from '@radix-ui/react-dialog';
import './date-range-dialog.css';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import type { OpenedBy } from '~/components/ui/deferred-control';
import { ArrowRightIcon, CheckIcon } from '~/components/ui/icons';
import type { DateRange } from '~/domain/calendar/dates';
import {
  customOption,
  defaultRangeOptions,
  optionChanged,
  type RangeOption,
} from '~/domain/calendar/range-options';
import { DATE_RANGE_BUTTON_CLASS, DateRangeButtonContent, rangeText } from './date-range-button';

/** The search rules (fuse.js) load when someone first types: no page pays for them up front. */
function loadSearch() {
  return import('~/domain/calendar/range-search');
}

/** spec 3 §5: the search box waits this long after the last key before it reads the text. */
const SEARCH_DEBOUNCE_MS = 200;

const NO_ROUNDS: ReadonlyArray<number> = [];

export type DateRangeSelectorProps = {
  /** What the control shows and what its dialog starts from. */
  value: RangeOption;
  /** The last day of every "Last N" option (YYYY-MM-DD). */
  today: string;
  /** Called on Apply, only when the chosen start or end day differs from the value's (spec 3 §4). */
  onChange: (option: RangeOption) => void;
  /** What the range is for ("Timeframe"): names the button and the dialog. */
  label: string;
  /**
   * The Last N Rounds counts offered before anything is typed, for a consumer that counts rounds
   * (spec 3 §3 Rounds period); the search box then understands "10 rounds". Absent: dates only.
   */
  roundCounts?: ReadonlyArray<number>;
};

/** The default options, with the current value first when it is a typed one the defaults lack. */
function startingOptions(
  value: RangeOption,
  today: string,
  roundCounts: ReadonlyArray<number>,
): Array<RangeOption> {
  const defaults = defaultRangeOptions(today, roundCounts);
  if (value.key === 'custom' || defaults.some((o) => o.key === value.key)) return defaults;
  return [value, ...defaults];
}

/**
 * spec 3 §2.4 date range selector: a button with the current label and a calendar icon opening a
 * floating dialog under it (no backdrop: a non-modal Radix dialog) with the search box, the options
 * (radio buttons, the chosen one checked), a Custom entry whose arrow opens the start and end pickers,
 * and Cancel / Apply. `DateRangeSelector` loads this module on the first sign of intent; `openedBy`
 * says the button was already pressed (the dialog starts open, its search box focused).
 */
export function DateRangeDialog({
  value,
  today,
  onChange,
  label,
  roundCounts = NO_ROUNDS,
  openedBy,
  trigger,
}: DateRangeSelectorProps & { openedBy: OpenedBy; trigger: RefObject<HTMLButtonElement> }) {
  const rounds = roundCounts.length > 0;
  const [open, setOpen] = useState(openedBy !== null);
  const [pending, setPending] = useState<RangeOption>(value);
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<Array<RangeOption>>(() =>
    startingOptions(value, today, roundCounts),
  );
  const [picking, setPicking] = useState(false);
  const [custom, setCustom] = useState<DateRange>(value.range ?? { start: today, end: today });
  const groupName = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  // Each opening starts from the current value.
  function openChanged(next: boolean) {
    if (next) {
      setPending(value);
      setSearch('');
      setOptions(startingOptions(value, today, roundCounts));
      setPicking(false);
      setCustom(value.range ?? { start: today, end: today });
    }
    setOpen(next);
  }

  useEffect(() => {
    if (!open) return;
    let live = true;
    const timer = setTimeout(() => {
      if (search.trim() === '') {
        setOptions(startingOptions(value, today, roundCounts));
        return;
      }
      void loadSearch().then(({ searchRangeOptions }) => {
        if (live) setOptions((current) => searchRangeOptions(search, today, current, rounds));
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search, open, today, value, roundCounts, rounds]);

  function apply() {
    if (optionChanged(value, pending)) onChange(pending);
    setOpen(false);
  }

  const customChosen = pending.key === 'custom';
  const customRange = customChosen ? pending.range : null;

  return (
    <Dialog.Root open={open} onOpenChange={openChanged} modal={false}>
      <Dialog.Trigger ref={trigger} className={DATE_RANGE_BUTTON_CLASS}>
        <DateRangeButtonContent value={value} label={label} />
      </Dialog.Trigger>
      <Dialog.Content
        className="date-range__dialog"
        aria-describedby={undefined}
        ref={contentRef}
        onOpenAutoFocus={(event) => {
          // The search box, not the first option, takes the focus: typing is the quick way in.
          event.preventDefault();
          searchRef.current?.focus();
          // In a scrolled pane (the resume designer) or on a phone, the whole list comes into view.
          contentRef.current?.scrollIntoView({ block: 'nearest' });
        }}
      >
        <Dialog.Title className="sr-only">{label}</Dialog.Title>
        {picking ? (
          <fieldset className="date-range__picker">
            <legend className="date-range__legend">Custom range</legend>
            <label className="date-range__field">
              <span className="date-range__field-label">Start</span>
              <input
                type="date"
                className="date-range__input"
                value={custom.start}
                max={custom.end}
                onChange={(event) => setCustom({ ...custom, start: event.currentTarget.value })}
              />
            </label>
            <label className="date-range__field">
              <span className="date-range__field-label">End</span>
              <input
                type="date"
                className="date-range__input"
                value={custom.end}
                min={custom.start}
                onChange={(event) => setCustom({ ...custom, end: event.currentTarget.value })}
              />
            </label>
            <div className="date-range__actions">
              <Button variant="ghost" size="sm" onClick={() => setPicking(false)}>
                Cancel
              </Button>
              <Button
                size="sm"
                disabled={custom.start === '' || custom.end === '' || custom.start > custom.end}
                onClick={() => {
                  setPending(customOption(custom));
                  setPicking(false);
                }}
              >
                Apply
              </Button>
            </div>
          </fieldset>
        ) : (
          <>
            <input
              ref={searchRef}
              type="search"
              className="date-range__input date-range__search"
              aria-label="Custom range"
              placeholder="Custom Range: 10 Weeks, 6 Months, etc."
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            <fieldset className="date-range__options">
              <legend className="sr-only">{label} options</legend>
              {options.map((option) => (
                <label key={option.key} className="date-range__option">
                  <input
                    type="radio"
                    className="sr-only"
                    name={groupName}
                    checked={pending.key === option.key}
                    onChange={() => setPending(option)}
                  />
                  <span>{option.label}</span>
                  {pending.key === option.key ? <CheckIcon size={18} /> : null}
                </label>
              ))}
              <div className="date-range__custom">
                <label className="date-range__option">
                  <input
                    type="radio"
                    className="sr-only"
                    name={groupName}
                    checked={customChosen}
                    onChange={() => {
                      if (customRange === null) setPicking(true);
                    }}
                  />
                  <span>
                    Custom
                    {customRange ? (
                      <span className="date-range__dates"> {rangeText(customRange)}</span>
                    ) : null}
                  </span>
                  {customChosen ? <CheckIcon size={18} /> : null}
                </label>
                <button
                  type="button"
                  className="icon-button"
                  aria-label="Choose custom start and end dates"
                  onClick={() => setPicking(true)}
                >
                  <ArrowRightIcon size={18} />
                </button>
              </div>
            </fieldset>
            <div className="date-range__actions">
              <Dialog.Close asChild>
                <Button variant="ghost" size="sm">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button size="sm" onClick={apply}>
                Apply
              </Button>
            </div>
          </>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
