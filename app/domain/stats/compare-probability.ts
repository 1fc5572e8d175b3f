import { formatPercentOf } from '../format/numbers';

/*
 * The Stat Probability card's figures (spec 2 §2, §7 hole stat probability): each stat as a share of
 * the side's holes. The metrics table shares the stat's label but divides by its chances (the stat
 * catalogue's `of`: fairways, greens, missed greens…), so these figures always name their base
 * (issue 29): "49% of holes", "88 of 180 holes".
 */

/** A stat's share of the holes as its two parts, the figure and its base: ["49%", " of holes"]. */
export function holeShareParts(holes: number, of: number): [string, string] {
  return [formatPercentOf(holes, of), of > 0 ? ' of holes' : ''];
}

/** A stat's share of the holes: "49% of holes"; '–' without holes. */
export function holeShareText(holes: number, of: number): string {
  return holeShareParts(holes, of).join('');
}

/** The holes behind that share: "88 of 180 holes", "1 of 1 hole". */
export function holesOfText(holes: number, of: number): string {
  return `${holes} of ${of} ${of === 1 ? 'hole' : 'holes'}`;
}
