import type { AssociatedPlayer } from './associated-players';
import type { CompareCardData } from './compare-cards';
import type { CompareConfig } from './compare-config';
import type { MetricRow, RoundOption, SideSelection } from './compare-sides';
import type { CompareTab } from './compare-tabs';

/*
 * The compare page's data as its components receive it (spec 2 §2): app/routes/player.$username.stats.server.ts
 * builds it; the components under app/components/compare read it.
 */

/** A player a side may show: the page's player, or an associated player this viewer may see. */
export type ComparePlayer = { accountId: number; username: string; playerName: string };

/** One side as the page shows it. */
export type CompareSideView = ComparePlayer & {
  label: string;
  roundIds: Array<number>;
  descriptor: SideSelection['descriptor'];
  selections: CompareConfig['left']['selections'];
  /** How many rounds the side may choose from (the rounds themselves: `CompareRoundOptions`). */
  roundCount: number;
};

/** The Compare By Player picker's players with their averages (spec 2 §2), fetched when it opens. */
export type ComparePlayersAnswer = { players: Array<AssociatedPlayer> };

/** The rounds each side may choose from in the Select Rounds dialog, fetched when it opens. */
export type CompareRoundOptions = { left: Array<RoundOption>; right: Array<RoundOption> };

export type ComparePageData = {
  tab: CompareTab;
  hash: number | null;
  holes: CompareConfig['holes'];
  standard: { id: string; name: string };
  standards: Array<{ id: string; name: string }>;
  samePlayer: boolean;
  player: ComparePlayer;
  left: CompareSideView;
  right: CompareSideView;
  metrics: Array<{ column: string; rows: Array<MetricRow> }>;
  metricsSelections: CompareConfig['metrics'];
  cards: { left: CompareCardData; right: CompareCardData } | null;
  /** The app stores' links of the Play Some Rounds! card, when a side has nothing to compare (spec 2 §1). */
  stores: { ios: string; android: string } | null;
};
