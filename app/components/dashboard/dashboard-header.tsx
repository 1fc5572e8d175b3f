import { useId } from 'react';
import { DeferredControl } from '~/components/ui/deferred-control';
import { ChevronDownIcon } from '~/components/ui/icons';
import {
  DASHBOARD_MODES,
  type DashboardPreferences,
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
        <GroupMenu group={group} menu={menu} onChoose={chooseGroup} describedBy={`${standardId}-group`} />
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

// The group menu and the sources dialog (Radix) come with the reader's first intent to open them, not
// with the page (issue 30 §3); until then each trigger is the same button.
const loadControls = () => import('./dashboard-header-controls');

function GroupMenu({
  group,
  menu,
  onChoose,
  describedBy,
}: {
  group: string;
  menu: Array<GroupMenuEntry>;
  onChoose: (name: string) => void;
  describedBy: string;
}) {
  return (
    <DeferredControl
      load={loadControls}
      standIn={{
        popup: 'menu',
        className: 'dash-chip-menu',
        describedBy,
        content: (
          <>
            {group}
            <ChevronDownIcon size={16} />
          </>
        ),
      }}
    >
      {(controls, openedBy, trigger) => (
        <controls.GroupMenu
          group={group}
          menu={menu}
          onChoose={onChoose}
          describedBy={describedBy}
          openedBy={openedBy}
          trigger={trigger}
        />
      )}
    </DeferredControl>
  );
}

/** Where each standard's values come from (spec 3 §2.1 standards row), in a dialog. */
function StandardSources({ standards, current }: { standards: Array<StandardOption>; current: string }) {
  const label = `Sources of the ${current} standard and the others`;
  return (
    <DeferredControl
      load={loadControls}
      standIn={{ popup: 'dialog', className: 'dash-info-button', label, content: 'i' }}
    >
      {(controls, openedBy, trigger) => (
        <controls.StandardSources
          standards={standards}
          label={label}
          defaultOpen={openedBy !== null}
          trigger={trigger}
        />
      )}
    </DeferredControl>
  );
}
