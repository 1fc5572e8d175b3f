import type { Grouped } from '../stats/round-groupings';

/*
 * The My Rounds scorecard's states (spec 3 §4): its mode, the expansion of groups and higher-order
 * groups, and when rows animate. An expansion maps a group key to expanded (true) or collapsed.
 */

export type ScorecardMode = 'loading' | 'groups' | 'higher-order-groups';

/** spec 3 §4: loading (no groups yet), groups, or higher-order groups. */
export function scorecardMode(grouped: Grouped<unknown> | null): ScorecardMode {
  return grouped === null ? 'loading' : grouped.mode;
}

// spec 3 §4 / §9: row animation only when fewer than 20 rounds are shown.
export const ANIMATION_ROUND_LIMIT = 20;

export function animatesRows(roundsShown: number): boolean {
  return roundsShown < ANIMATION_ROUND_LIMIT;
}

/** A group and its sub-groups (none for a plain group). */
export type ExpansionNode = { key: string; children: ReadonlyArray<string> };
export type Expansion = Readonly<Record<string, boolean>>;
export type GlobalExpansion = 'expanded' | 'collapsed' | 'mixed';

/** The groups of a grouping, as expansion nodes (`p:` prefixes a higher-order group's key). */
export function expansionNodes(grouped: Grouped<unknown>): Array<ExpansionNode> {
  if (grouped.mode === 'groups') return grouped.groups.map((g) => ({ key: g.key, children: [] }));
  return grouped.groups.map((parent) => ({
    key: `p:${parent.key}`,
    children: parent.groups.map((g) => `${parent.key}/${g.key}`),
  }));
}

function allKeys(nodes: ReadonlyArray<ExpansionNode>): Array<string> {
  return nodes.flatMap((n) => [n.key, ...n.children]);
}

/** spec 3 §4: all expanded, all collapsed, or mixed (a group missing from the map is collapsed). */
export function globalExpansion(nodes: ReadonlyArray<ExpansionNode>, expansion: Expansion): GlobalExpansion {
  const states = allKeys(nodes).map((k) => expansion[k] === true);
  if (states.every(Boolean)) return 'expanded';
  return states.some(Boolean) ? 'mixed' : 'collapsed';
}

function setAll(nodes: ReadonlyArray<ExpansionNode>, expanded: boolean): Record<string, boolean> {
  return Object.fromEntries(allKeys(nodes).map((k) => [k, expanded]));
}

/** spec 3 §4: the top control collapses all from expanded or mixed, and expands all from collapsed. */
export function cycleExpansion(
  nodes: ReadonlyArray<ExpansionNode>,
  expansion: Expansion,
): Record<string, boolean> {
  return setAll(nodes, globalExpansion(nodes, expansion) === 'collapsed');
}

/**
 * spec 3 §4: toggling a parent group sets all its sub-groups to the same state; expanding a
 * sub-group expands its parent if the parent was collapsed.
 */
export function toggleGroup(
  nodes: ReadonlyArray<ExpansionNode>,
  expansion: Expansion,
  key: string,
): Record<string, boolean> {
  const next: Record<string, boolean> = { ...expansion };
  const expanded = !(expansion[key] === true);
  next[key] = expanded;
  const parent = nodes.find((n) => n.key === key);
  if (parent) {
    for (const child of parent.children) next[child] = expanded;
    return next;
  }
  const owner = nodes.find((n) => n.children.includes(key));
  if (owner && expanded && expansion[owner.key] !== true) next[owner.key] = true;
  return next;
}

// spec 3 §9: a round name's tooltip shows after 1500 ms.
export const TOOLTIP_DELAY_MS = 1500;
