import { type RoundProgress, unfinishedMark } from '~/domain/rounds/unfinished';

/**
 * An included unfinished round's mark (issue 29): "Unfinished · 2 of 9 holes", in the round list, the
 * scorecard and View Shots alike; nothing for a finished round.
 */
export function UnfinishedMark({ round }: { round: RoundProgress }) {
  const mark = unfinishedMark(round);
  return mark ? <UnfinishedChip text={mark} /> : null;
}

/** The mark's chip, for a mark already worded (the map rounds answer carries it). */
export function UnfinishedChip({ text }: { text: string }) {
  return <span className="chip chip--unfinished">{text}</span>;
}
