import { Form } from '@remix-run/react';
import { useId, useState } from 'react';
import {
  EVENT_TYPE_IDS,
  EVENT_TYPE_OPTIONS,
  LISTS,
  LISTS_GIVEN,
  LOCALE_IDS,
  LOCALE_OPTIONS,
  MAX_THRESHOLD,
  type ScheduleFilter,
  STATUS_IDS,
  STATUS_OPTIONS,
  scheduleFilterParams,
  toggleAll,
} from '~/domain/schedule/schedule-filter';
import type { SchedulePlayerOption } from '~/domain/schedule/schedule-page';

/** Hidden fields carrying the address's other choices through a GET form. */
export function HiddenFilterInputs({
  filter,
  omit,
}: {
  filter: ScheduleFilter;
  omit: ReadonlyArray<string>;
}) {
  const entries = [...scheduleFilterParams(filter).entries()].filter(([name]) => !omit.includes(name));
  return (
    <>
      {entries.map(([name, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a list param repeats its name; the position tells them apart.
        <input key={`${name}-${value}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

type Choice = { id: number; label: string };

/** A checkbox group with Select All (spec 3 §5: toggles between every id and none). */
function CheckGroup({
  legend,
  name,
  options,
  all,
  chosen,
  onChange,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<Choice>;
  all: ReadonlyArray<number>;
  chosen: Array<number>;
  onChange: (next: Array<number>) => void;
}) {
  return (
    <fieldset className="schedule-options__group">
      <legend className="schedule-options__legend">{legend}</legend>
      <button
        type="button"
        className="schedule-options__all"
        onClick={() => onChange(toggleAll(chosen, all))}
      >
        Select All
      </button>
      {options.map((option) => (
        <label key={option.id} className="schedule-options__check">
          <input
            type="checkbox"
            name={name}
            value={option.id}
            checked={chosen.includes(option.id)}
            onChange={(event) =>
              onChange(
                event.currentTarget.checked
                  ? [...chosen, option.id]
                  : chosen.filter((id) => id !== option.id),
              )
            }
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * spec 3 §2.3 Options panel: event type, locale and status (each with Select All), the score
 * threshold (All sets 0) and the additional players. A GET form: the choices become the address.
 */
export function ScheduleOptions({
  filter,
  players,
  showThreshold,
  threshold,
}: {
  filter: ScheduleFilter;
  players: Array<SchedulePlayerOption>;
  /** The threshold belongs to My Results. */
  showThreshold: boolean;
  threshold: number | null;
}) {
  const [eventTypes, setEventTypes] = useState(filter.eventTypes);
  const [locales, setLocales] = useState(filter.locales);
  const [statuses, setStatuses] = useState(filter.statuses);
  const [thresholdText, setThresholdText] = useState(threshold === null ? '' : String(threshold));
  const thresholdId = useId();
  return (
    <details className="panel schedule-options">
      <summary className="panel__summary">
        <span className="panel__title">Options</span>
      </summary>
      <Form method="get" preventScrollReset className="panel__body schedule-options__form">
        <HiddenFilterInputs
          filter={filter}
          omit={[LISTS_GIVEN, ...Object.values(LISTS), ...(showThreshold ? ['threshold'] : [])]}
        />
        <input type="hidden" name={LISTS_GIVEN} value="1" />
        <CheckGroup
          legend="Event type"
          name={LISTS.eventTypes}
          options={EVENT_TYPE_OPTIONS}
          all={EVENT_TYPE_IDS}
          chosen={eventTypes}
          onChange={setEventTypes}
        />
        <CheckGroup
          legend="Locale"
          name={LISTS.locales}
          options={LOCALE_OPTIONS}
          all={LOCALE_IDS}
          chosen={locales}
          onChange={setLocales}
        />
        <CheckGroup
          legend="Status"
          name={LISTS.statuses}
          options={STATUS_OPTIONS}
          all={STATUS_IDS}
          chosen={statuses}
          onChange={setStatuses}
        />
        {showThreshold ? (
          <div className="schedule-options__group">
            <label className="schedule-options__legend" htmlFor={thresholdId}>
              Score threshold
            </label>
            <div className="schedule-options__threshold">
              <input
                id={thresholdId}
                type="number"
                name="threshold"
                inputMode="numeric"
                min={0}
                max={MAX_THRESHOLD}
                step={1}
                className="schedule-options__input"
                value={thresholdText}
                onChange={(event) => setThresholdText(event.currentTarget.value)}
              />
              <button type="button" className="schedule-options__all" onClick={() => setThresholdText('0')}>
                All
              </button>
            </div>
          </div>
        ) : null}
        {players.length > 0 ? (
          <fieldset className="schedule-options__group">
            <legend className="schedule-options__legend">Additional players</legend>
            {players.map((player) => (
              <label key={player.accountId} className="schedule-options__check">
                <input
                  type="checkbox"
                  name={LISTS.players}
                  value={player.accountId}
                  defaultChecked={player.chosen}
                />
                {player.name}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="schedule-options__actions">
          <button type="submit" className="button button--primary button--sm">
            Apply
          </button>
        </div>
      </Form>
    </details>
  );
}
