import * as Dialog from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useId } from 'react';
import { DialogHeader } from '~/components/ui/dialog-header';
import { CheckIcon, ChevronDownIcon } from '~/components/ui/icons';
import {
  DASHBOARD_MODES,
  type DashboardPreferences,
  GROUP_STATUS_TEXT,
  type GroupMenuEntry,
  type StandardOption,
  selectedGroup,
} from '~/domain/stats/dashboard-view';

/**
 * spec 2 "Dashboard header used with overviews": the chip menu choosing the overview group (entries
 * loading, incomplete data (disabled) or has data, spec 2 §4), the standard's name with its picker and
 * sources, the Player Performance / Assessment slider and the 9 Hole / 18 Hole slider.
 */
export function DashboardHeader({
  preferences,
  menu,
  standards,
  onChoose,
  saveError,
  saved,
  editable,
}: {
  preferences: DashboardPreferences;
  menu: Array<GroupMenuEntry>;
  standards: Array<StandardOption>;
  onChoose: (change: Partial<DashboardPreferences>) => void;
  saveError: string | null;
  /** What the last save did, for screen readers ("Standard saved: PGA TOUR"); '' when nothing to say. */
  saved: string;
  editable: boolean;
}) {
  const standardId = useId();
  const group = selectedGroup(preferences);
  const standard = standards.find((s) => s.id === preferences.standardId);
  const chooseGroup = (name: string) =>
    onChoose(preferences.mode === 'Assessment' ? { assessmentGroup: name } : { performanceGroup: name });

  return (
    <section className="dash-header" aria-label="Dashboard controls">
      <div className="dash-header__group">
        <span className="dash-header__label" id={`${standardId}-group`}>
          {preferences.mode === 'Assessment' ? 'Assessment group' : 'Performance group'}
        </span>
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger className="dash-chip-menu" aria-describedby={`${standardId}-group`}>
            {group}
            <ChevronDownIcon size={16} />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className="menu dash-group-menu" align="start" sideOffset={6}>
              <DropdownMenu.RadioGroup value={group} onValueChange={chooseGroup}>
                {menu.map((entry) => (
                  <DropdownMenu.RadioItem
                    key={entry.name}
                    value={entry.name}
                    className="menu__item dash-group-menu__item"
                    disabled={entry.status === 'hasIncompleteData' && entry.name !== group}
                    data-status={entry.status}
                  >
                    <span className="dash-group-menu__check" aria-hidden="true">
                      {entry.name === group ? <CheckIcon size={14} /> : null}
                    </span>
                    <span className="dash-group-menu__name">{entry.name}</span>
                    <span className="dash-group-menu__status">{GROUP_STATUS_TEXT[entry.status]}</span>
                  </DropdownMenu.RadioItem>
                ))}
              </DropdownMenu.RadioGroup>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>

      <div className="dash-header__standard">
        <label className="dash-header__label" htmlFor={standardId}>
          Standard
        </label>
        <select
          id={standardId}
          className="dash-select"
          value={preferences.standardId}
          onChange={(event) => {
            const chosen = standards.find((s) => s.id === event.target.value);
            if (chosen) onChoose({ standardId: chosen.id });
          }}
        >
          {standards.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        <StandardSources standards={standards} current={standard?.name ?? ''} />
      </div>

      <fieldset className="segmented dash-header__mode">
        <legend className="sr-only">Mode</legend>
        {DASHBOARD_MODES.map((mode) => (
          <button
            key={mode}
            type="button"
            className="segmented__option"
            aria-pressed={preferences.mode === mode}
            onClick={() => onChoose({ mode })}
          >
            {mode}
          </button>
        ))}
      </fieldset>

      <fieldset className="segmented dash-header__holes">
        <legend className="sr-only">Holes per round</legend>
        {([9, 18] as const).map((holeCount) => (
          <button
            key={holeCount}
            type="button"
            className="segmented__option"
            aria-pressed={preferences.holeCount === holeCount}
            onClick={() => onChoose({ holeCount })}
          >
            {`${holeCount} Hole`}
          </button>
        ))}
      </fieldset>

      {editable ? (
        <>
          <p className="dash-header__saved" role="status">
            {saveError ?? ''}
          </p>
          <p className="sr-only" role="status">
            {saved}
          </p>
        </>
      ) : null}
    </section>
  );
}

/** Where each standard's values come from (spec 3 §2.1 standards row), in a dialog. */
function StandardSources({ standards, current }: { standards: Array<StandardOption>; current: string }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger
        className="dash-info-button"
        aria-label={`Sources of the ${current} standard and the others`}
      >
        i
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dash-dialog-overlay" />
        <Dialog.Content className="dash-dialog">
          <DialogHeader
            title="Standards and their sources"
            description="Each standard is a share of opportunities per stat, taken from published figures."
          />
          <div className="dash-dialog__body">
            {standards.map((s) => (
              <section key={s.id} className="dash-source" aria-labelledby={`source-${s.id}`}>
                <h3 className="dash-source__name" id={`source-${s.id}`}>
                  {s.name}
                  <span className="dash-source__count"> · {s.stats} stats</span>
                </h3>
                <ul className="dash-source__list">
                  {s.sources.map((source) => (
                    <li key={source}>{source}</li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
