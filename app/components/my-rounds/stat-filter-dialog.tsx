import { DeferredControl } from '~/components/ui/deferred-control';
import type { StatCardView, StatGapView } from '~/domain/rounds/my-rounds-view';
import type { HoleFlag } from '~/domain/stats/hole-stats';

export type StatFilterProps = {
  cards: ReadonlyArray<StatCardView>;
  gaps: ReadonlyArray<StatGapView>;
  active: ReadonlyArray<HoleFlag>;
  shownHoles: number;
  onChange: (stats: Array<HoleFlag>) => void;
};

export const STAT_FILTER_BUTTON_CLASS = 'button button--secondary button--sm';

/** The button's text: with the number of ticked stats once there are some. */
export function statFilterLabel(active: ReadonlyArray<HoleFlag>): string {
  return `Filter Holes by Stat${active.length > 0 ? ` (${active.length})` : ''}`;
}

/** The stat filter's code (Radix, the cards) comes on the reader's first sign of intent (issue 30 §3). */
const loadPanel = () => import('./stat-filter-panel');

/** spec 3 §2.1 Filter Holes by Stat: the button, opening `StatFilterPanel` once its code has come. */
export function StatFilterDialog(props: StatFilterProps) {
  return (
    <DeferredControl
      load={loadPanel}
      standIn={{
        popup: 'dialog',
        className: STAT_FILTER_BUTTON_CLASS,
        content: statFilterLabel(props.active),
      }}
    >
      {(module, openedBy, trigger) => (
        <module.StatFilterPanel {...props} openedBy={openedBy} trigger={trigger} />
      )}
    </DeferredControl>
  );
}
