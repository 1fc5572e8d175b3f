import * as Dialog from '@radix-ui/react-dialog';
import { useFetcher } from '@remix-run/react';
import Fuse from 'fuse.js';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import {
  DialogContent,
  DialogHeader,
  DialogOverlay,
  dialogActionsClass,
  dialogBodyClass,
} from '~/components/ui/dialog';
import { MONTHS } from '~/domain/calendar/dates';
import { roundTypeLabel } from '~/domain/rounds/scores';
import { type RoundOption, sideName } from '~/domain/stats/compare-sides';
import type { ComparePageData, CompareRoundOptions, CompareSideView } from '~/domain/stats/compare-view';
import { ROUND_TYPE_IDS } from '~/domain/stats/round-filter';
import { NO_MATCHING_ROUNDS, searchRounds } from '~/domain/stats/round-groupings';
import {
  type AdvancedFilter,
  ALL,
  defaultStatFilter,
  monthsWithData,
  SEASONS,
  type StatFilterLabel,
  type StatFilterSelections,
  selectYears,
  statFilterLabel,
  TREND_COUNTS,
  TREND_TYPES,
  type TrendCount,
  toggleSeason,
  type YearChoice,
  yearOptions,
} from '~/domain/stats/stat-filters';

const KINDS: ReadonlyArray<StatFilterLabel> = ['Round', 'Scoring', 'Trend', 'Month'];
// spec 2 §9: search debounce 200 ms.
const SEARCH_DEBOUNCE_MS = 200;

type Panel = {
  selections: StatFilterSelections;
  /** spec 2 §4: each kind's last choices, restored when the visitor switches back to it. */
  byKind: Partial<Record<StatFilterLabel, AdvancedFilter>>;
};

type ActionAnswer = { result?: { error?: Record<string, Array<string> | null> } };

/**
 * spec 2 Configure selections dialog: a panel per side, titled with its custom or derived label,
 * choosing the side's rounds with the Round, Scoring, Trend or Month filter; Apply saves both.
 */
export function SelectRoundsDialog({ page, onClose }: { page: ComparePageData; onClose: () => void }) {
  const fetcher = useFetcher<ActionAnswer>();
  // The rounds to choose from are read when the dialog opens (most visits never open it).
  const options = useFetcher<CompareRoundOptions>();
  const optionsHref = roundOptionsHref(page);
  const loadOptions = options.load;
  useEffect(() => {
    loadOptions(optionsHref);
  }, [loadOptions, optionsHref]);
  const rounds = options.data ?? null;
  const [left, setLeft] = useState<Panel>({ selections: page.left.selections, byKind: {} });
  const [right, setRight] = useState<Panel>({ selections: page.right.selections, byKind: {} });
  const errors = Object.values(fetcher.data?.result?.error ?? {})
    .flat()
    .filter((message): message is string => typeof message === 'string');

  // A saved comparison answers with a redirect to its hash (no data): the dialog's work is done.
  const submitted = useRef(false);
  useEffect(() => {
    if (fetcher.state !== 'idle') submitted.current = true;
    else if (submitted.current) {
      submitted.current = false;
      if (fetcher.data === undefined) onClose();
    }
  }, [fetcher.state, fetcher.data, onClose]);

  function apply() {
    const form = new FormData();
    form.set('intent', 'configure');
    form.set('left', JSON.stringify(left.selections));
    form.set('right', JSON.stringify(right.selections));
    if (page.hash !== null) form.set('hash', String(page.hash));
    fetcher.submit(form, { method: 'post', preventScrollReset: true });
  }

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogContent size="wide" className="compare-rounds-dialog" aria-describedby={undefined}>
          <DialogHeader title="Select Rounds" />
          <div className={dialogBodyClass()}>
            {errors.length > 0 ? (
              <p className="form-error" role="alert">
                {errors.join(' ')}
              </p>
            ) : null}
            <div className="compare-rounds-dialog__panels">
              {rounds === null ? (
                <p className="compare-rounds-dialog__loading" role="status">
                  Loading rounds…
                </p>
              ) : (
                (['left', 'right'] as const).map((side) => (
                  <SidePanel
                    key={side}
                    side={side}
                    view={page[side]}
                    rounds={rounds[side]}
                    panel={side === 'left' ? left : right}
                    onChange={side === 'left' ? setLeft : setRight}
                  />
                ))
              )}
            </div>
          </div>
          <footer className={dialogActionsClass('bar')}>
            <Dialog.Close asChild>
              <Button variant="secondary">Close</Button>
            </Dialog.Close>
            <Button onClick={apply} disabled={fetcher.state !== 'idle' || rounds === null}>
              Apply
            </Button>
          </footer>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Where the dialog reads the comparison's round options: the page's player and saved comparison. */
function roundOptionsHref(page: ComparePageData): string {
  const hash = page.hash === null ? '' : `?hash=${page.hash}`;
  return `/player/${encodeURIComponent(page.player.username)}/stats/rounds${hash}`;
}

function SidePanel({
  side,
  view,
  rounds,
  panel,
  onChange,
}: {
  side: 'left' | 'right';
  view: CompareSideView;
  rounds: ReadonlyArray<RoundOption>;
  panel: Panel;
  onChange: (panel: Panel) => void;
}) {
  const id = useId();
  const { selections } = panel;
  const filter = selections.advancedFilter;
  const title = statFilterLabel(selections);
  const set = (next: Partial<StatFilterSelections>) =>
    onChange({ ...panel, selections: { ...selections, ...next } });
  const setFilter = (next: AdvancedFilter) => set({ advancedFilter: next });

  function switchKind(kind: StatFilterLabel) {
    if (kind === filter.label) return;
    const byKind = { ...panel.byKind, [filter.label]: filter };
    const restored = byKind[kind] ?? defaultStatFilter(kind).advancedFilter;
    onChange({ byKind, selections: { ...selections, advancedFilter: restored } });
  }

  const years = yearOptions(rounds.map((r) => ({ playedOn: r.date })));
  const yearNumbers = years.filter((y): y is number => typeof y === 'number');
  return (
    <fieldset className={`compare-panel compare-panel--${side}`}>
      <legend className="compare-panel__title">
        <span className={`compare-side-dot compare-side-dot--${side}`} aria-hidden="true" />
        {sideName({ playerName: view.playerName, label: title })}
      </legend>
      <fieldset className="segmented">
        <legend className="sr-only">Filter kind</legend>
        {KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            className="segmented__option"
            aria-pressed={filter.label === kind}
            onClick={() => switchKind(kind)}
          >
            {kind}
          </button>
        ))}
      </fieldset>
      <label className="field" htmlFor={`${id}-label`}>
        <span className="field__label">Custom Label</span>
        <input
          id={`${id}-label`}
          className="input"
          maxLength={120}
          value={filter.customLabel ?? ''}
          onChange={(event) => setFilter({ ...filter, customLabel: event.target.value })}
        />
      </label>
      {filter.label === 'Round' ? (
        <RoundPicker
          rounds={rounds}
          chosen={filter.rounds}
          onChange={(rounds) => setFilter({ ...filter, rounds })}
        />
      ) : (
        <>
          <ChipGroup
            legend="Years"
            options={years.map((year) => ({ value: year, label: String(year) }))}
            isChosen={(year) => selections.years.includes(year)}
            onClick={(year) => set({ years: selectYears(selections.years, year, yearNumbers) })}
          />
          <ChipGroup
            legend="Round Types"
            options={[
              { value: 0, label: ALL },
              ...ROUND_TYPE_IDS.map((type) => ({ value: type, label: roundTypeLabel(type) })),
            ]}
            isChosen={(type) =>
              type === 0 ? selections.roundTypes.length === 0 : selections.roundTypes.includes(type as never)
            }
            onClick={(type) =>
              set({
                roundTypes:
                  type === 0
                    ? []
                    : selections.roundTypes.includes(type as never)
                      ? selections.roundTypes.filter((t) => t !== type)
                      : [...selections.roundTypes, type as (typeof ROUND_TYPE_IDS)[number]],
              })
            }
          />
          {filter.label !== 'Month' ? (
            <ChipGroup
              legend="Seasons"
              options={[ALL, ...SEASONS].map((season) => ({ value: season, label: season }))}
              isChosen={(season) =>
                season === ALL
                  ? selections.seasons.length === SEASONS.length
                  : selections.seasons.includes(season as never)
              }
              onClick={(season) => set({ seasons: toggleSeason(selections.seasons, season as never) })}
            />
          ) : null}
          {filter.label === 'Scoring' ? (
            <div className="compare-panel__row">
              <NumberField
                label="Max Score"
                value={filter.scoringThreshold}
                onChange={(value) => setFilter({ ...filter, scoringThreshold: value ?? 72 })}
              />
              <NumberField
                label="Course Length Min (yds)"
                value={filter.scoringYardageMin}
                placeholder="Any"
                onChange={(value) => setFilter({ ...filter, scoringYardageMin: value })}
              />
              <NumberField
                label="Course Length Max (yds)"
                value={filter.scoringYardageMax}
                placeholder="Any"
                onChange={(value) => setFilter({ ...filter, scoringYardageMax: value })}
              />
            </div>
          ) : null}
          {filter.label === 'Trend' ? (
            <div className="compare-panel__row">
              <label className="field" htmlFor={`${id}-trend`}>
                <span className="field__label">Trend Type</span>
                <select
                  id={`${id}-trend`}
                  className="select"
                  value={filter.trendType}
                  onChange={(event) =>
                    setFilter({ ...filter, trendType: event.target.value as (typeof TREND_TYPES)[number] })
                  }
                >
                  {TREND_TYPES.map((type) => (
                    <option key={type}>{type}</option>
                  ))}
                </select>
              </label>
              <label className="field" htmlFor={`${id}-count`}>
                <span className="field__label">Trend Count</span>
                <select
                  id={`${id}-count`}
                  className="select"
                  value={filter.trendCount}
                  onChange={(event) => setFilter({ ...filter, trendCount: event.target.value as TrendCount })}
                >
                  {Object.keys(TREND_COUNTS).map((count) => (
                    <option key={count}>{count}</option>
                  ))}
                </select>
              </label>
            </div>
          ) : null}
          {filter.label === 'Month' ? (
            <MonthPicker
              withData={monthsWithData(rounds.map((r) => ({ playedOn: r.date })))}
              chosen={filter.months}
              onChange={(months) => setFilter({ ...filter, months })}
            />
          ) : null}
        </>
      )}
    </fieldset>
  );
}

function ChipGroup<T extends YearChoice | string | number>({
  legend,
  options,
  isChosen,
  onClick,
}: {
  legend: string;
  options: Array<{ value: T; label: string }>;
  isChosen: (value: T) => boolean;
  onClick: (value: T) => void;
}) {
  return (
    <fieldset className="chip-group">
      <legend className="field__label">{legend}</legend>
      <div className="chip-group__options">
        {options.map((option) => (
          <button
            key={option.label}
            type="button"
            className="chip-toggle"
            aria-pressed={isChosen(option.value)}
            onClick={() => onClick(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function NumberField({
  label,
  value,
  placeholder,
  onChange,
}: {
  label: string;
  value: number | null;
  placeholder?: string;
  onChange: (value: number | null) => void;
}) {
  const id = useId();
  return (
    <label className="field" htmlFor={id}>
      <span className="field__label">{label}</span>
      <input
        id={id}
        className="input"
        type="number"
        inputMode="numeric"
        min={0}
        max={10000}
        placeholder={placeholder}
        value={value ?? ''}
        onChange={(event) => {
          const text = event.target.value.trim();
          const number = Number(text);
          onChange(text === '' || !Number.isFinite(number) ? null : Math.max(0, Math.round(number)));
        }}
      />
    </label>
  );
}

/** spec 2 §5 month selector: only months with data are enabled. */
function MonthPicker({
  withData,
  chosen,
  onChange,
}: {
  withData: ReadonlyArray<string>;
  chosen: ReadonlyArray<string>;
  onChange: (months: Array<(typeof MONTHS)[number]>) => void;
}) {
  return (
    <fieldset className="chip-group">
      <legend className="field__label">Months</legend>
      <div className="chip-group__options">
        {MONTHS.map((month) => (
          <button
            key={month}
            type="button"
            className="chip-toggle"
            aria-pressed={chosen.includes(month)}
            disabled={!withData.includes(month)}
            onClick={() =>
              onChange(MONTHS.filter((m) => (m === month ? !chosen.includes(m) : chosen.includes(m))))
            }
          >
            {month.slice(0, 3)}
            <span className="sr-only">{month.slice(3)}</span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** spec 2 §4–§5 round selector: a fuzzy search (Filter Rounds) over the side's rounds, ticked ones chosen. */
function RoundPicker({
  rounds,
  chosen,
  onChange,
}: {
  rounds: ReadonlyArray<RoundOption>;
  chosen: ReadonlyArray<number>;
  onChange: (rounds: Array<number>) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const shown = useMemo(() => searchRounds(rounds, query, Fuse), [rounds, query]);
  const all = rounds.length > 0 && rounds.every((round) => chosen.includes(round.golfRoundID));
  return (
    <div className="round-picker">
      <div className="round-picker__tools">
        <label className="sr-only" htmlFor={`${id}-search`}>
          Filter Rounds
        </label>
        <input
          id={`${id}-search`}
          className="input"
          type="search"
          placeholder="Filter Rounds"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <label className="checkbox-row">
          <input
            type="checkbox"
            checked={all}
            onChange={() => onChange(all ? [] : rounds.map((round) => round.golfRoundID))}
          />
          All rounds
        </label>
      </div>
      {shown.length === 0 ? (
        <p className="footnote">{NO_MATCHING_ROUNDS}</p>
      ) : (
        <ul className="round-picker__list">
          {shown.map((round) => (
            <li key={round.golfRoundID}>
              <label className="checkbox-row">
                <input
                  type="checkbox"
                  checked={chosen.includes(round.golfRoundID)}
                  onChange={() =>
                    onChange(
                      chosen.includes(round.golfRoundID)
                        ? chosen.filter((roundId) => roundId !== round.golfRoundID)
                        : [...chosen, round.golfRoundID],
                    )
                  }
                />
                <span className="round-picker__label">{round.label}</span>
                <span className="round-picker__score">{round.scoreVsPar ?? '–'}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
