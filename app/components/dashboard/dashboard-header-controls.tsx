import * as Dialog from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { RefObject } from 'react';
import { type OpenedBy, useFirstItemFocus } from '~/components/ui/deferred-control';
import { DialogContent, DialogHeader, DialogOverlay, dialogBodyClass } from '~/components/ui/dialog';
import { CheckIcon, ChevronDownIcon } from '~/components/ui/icons';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { GROUP_STATUS_TEXT, type GroupMenuEntry, type StandardOption } from '~/domain/stats/dashboard-view';

// The dashboard header's menu and dialog (Radix), fetched on the reader's first intent to open one
// (dashboard-header.tsx).

/** The chip menu choosing the overview group (spec 2 §4: loading, incomplete data (disabled), has data). */
export function GroupMenu({
  group,
  menu,
  onChoose,
  describedBy,
  openedBy,
  trigger,
}: {
  group: string;
  menu: Array<GroupMenuEntry>;
  onChoose: (name: string) => void;
  describedBy: string;
  openedBy: OpenedBy;
  trigger: RefObject<HTMLButtonElement>;
}) {
  const content = useFirstItemFocus(openedBy);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={openedBy !== null}>
      <DropdownMenu.Trigger ref={trigger} className="dash-chip-menu" aria-describedby={describedBy}>
        {group}
        <ChevronDownIcon size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content ref={content} className="menu dash-group-menu" align="start" sideOffset={6}>
          <DropdownMenu.RadioGroup value={group} onValueChange={onChoose}>
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
  );
}

/** Where each standard's values come from (spec 3 §2.1 standards row), in a dialog. */
export function StandardSources({
  standards,
  label,
  defaultOpen,
  trigger,
}: {
  standards: Array<StandardOption>;
  label: string;
  defaultOpen: boolean;
  trigger: RefObject<HTMLButtonElement>;
}) {
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger ref={trigger} className="dash-info-button" aria-label={label}>
        i
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogContent>
          <DialogHeader
            title="Standards and their sources"
            description="Each standard is a share of opportunities per stat, taken from published figures."
          />
          <ScrollRegion label="Standards and their sources" className={dialogBodyClass()}>
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
          </ScrollRegion>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
