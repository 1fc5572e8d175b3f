import * as Dialog from '@radix-ui/react-dialog';
import { type RefObject, useId, useState } from 'react';
import type { OpenedBy } from '~/components/ui/deferred-control';
import { DialogContent, DialogHeader, dialogActionsClass, dialogBodyClass } from '~/components/ui/dialog';
import { useDragOffset } from '~/components/ui/use-drag-offset';
import type { StatCardView, StatGapView } from '~/domain/rounds/my-rounds-view';
import type { HoleFlag } from '~/domain/stats/hole-stats';
import { STAT_CATEGORIES, type StatCategory } from '~/domain/stats/stat-catalogue';
import { STAT_FILTER_BUTTON_CLASS, type StatFilterProps, statFilterLabel } from './stat-filter-dialog';

/**
 * spec 3 §2.1 Filter Holes by Stat (400 px, draggable): the stat cards of the shown holes by
 * category, each section collapsible; a card has a checkbox, its percent of its chances and its hole
 * count over what ("8/14 fairways") and is left out when it matches no hole (spec 3 §4); Clear and
 * close. Ticking a stat narrows the map and the scorecard to the holes with every ticked stat. The
 * stats these holes never recorded the input of are listed last, '–' with the reason (issue 29).
 */
export function StatFilterPanel({
  cards,
  gaps,
  active,
  shownHoles,
  onChange,
  openedBy,
  trigger,
}: StatFilterProps & { openedBy: OpenedBy; trigger: RefObject<HTMLButtonElement> }) {
  const [open, setOpen] = useState(openedBy !== null);
  const drag = useDragOffset();
  const toggle = (flag: HoleFlag) =>
    onChange(active.includes(flag) ? active.filter((f) => f !== flag) : [...active, flag]);
  const sections = STAT_CATEGORIES.map((category) => ({
    category,
    cards: cards.filter((card) => card.category === category),
  })).filter((section) => section.cards.length > 0);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) drag.reset();
        setOpen(next);
      }}
    >
      <Dialog.Trigger ref={trigger} className={STAT_FILTER_BUTTON_CLASS}>
        {statFilterLabel(active)}
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogContent className="stat-filter-dialog" panel style={drag.style}>
          <DialogHeader
            title="Filter Holes by Stat"
            description={`${shownHoles} ${shownHoles === 1 ? 'hole' : 'holes'} shown`}
            liveDescription
            drag={drag.handlers}
          />
          <div className={dialogBodyClass('stat-filter panel-dialog__body')}>
            {sections.length === 0 ? <p className="empty-note">No stat matches these holes.</p> : null}
            {sections.map((section) => (
              <StatSection
                key={section.category}
                category={section.category}
                cards={section.cards}
                onToggle={toggle}
              />
            ))}
            {gaps.length > 0 ? <NotRecorded gaps={gaps} /> : null}
          </div>
          <footer className={dialogActionsClass('bar')}>
            <button
              type="button"
              className="button button--secondary button--sm"
              disabled={active.length === 0}
              onClick={() => onChange([])}
            >
              Clear
            </button>
            <Dialog.Close className="button button--primary button--sm">Done</Dialog.Close>
          </footer>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function StatSection({
  category,
  cards,
  onToggle,
}: {
  category: StatCategory;
  cards: ReadonlyArray<StatCardView>;
  onToggle: (flag: HoleFlag) => void;
}) {
  const [expanded, setExpanded] = useState(true);
  const listId = useId();
  return (
    <section className="stat-filter__section">
      <h3 className="stat-filter__heading">
        <button
          type="button"
          className="stat-filter__toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((e) => !e)}
        >
          <span className="my-scorecard__chevron" aria-hidden="true" />
          {category}
        </button>
      </h3>
      <ul id={listId} className="stat-filter__cards" hidden={!expanded}>
        {cards.map((card) => (
          <li key={card.flag}>
            <label className="stat-filter__card" data-flag={card.flag}>
              <input type="checkbox" checked={card.active} onChange={() => onToggle(card.flag)} />
              <span className="stat-filter__name">{card.name}</span>
              <span className="stat-filter__percent">{card.percent}</span>
              <span className="stat-filter__holes">{card.count}</span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The stats without a value, grouped by the reason: no checkbox, as no hole could be filtered by them. */
function NotRecorded({ gaps }: { gaps: ReadonlyArray<StatGapView> }) {
  const headingId = useId();
  const byReason = new Map<string, Array<StatGapView>>();
  for (const gap of gaps) byReason.set(gap.reason, [...(byReason.get(gap.reason) ?? []), gap]);
  return (
    <section className="stat-filter__section stat-filter__gaps" aria-labelledby={headingId}>
      <h3 className="stat-filter__heading" id={headingId}>
        Not recorded in these rounds
      </h3>
      <ul className="stat-filter__gap-list">
        {[...byReason.entries()].map(([reason, list]) => (
          <li key={reason} className="stat-filter__gap">
            <span className="stat-filter__gap-names">
              {list.map((gap) => gap.name).join(', ')}
              <span aria-hidden="true"> –</span>
              <span className="sr-only">: no value.</span>
            </span>
            <span className="stat-filter__gap-reason">{reason}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
