/*
 * The two scales the site's charts use, as a few lines of arithmetic (the same figures d3-scale gives
 * for a linear and a band scale): the charts draw on the server and hydrate in the browser, and
 * d3-scale's general machinery (interpolators, tick formats, time) cost every page that shows a chart
 * ~11 KiB gzip of first-load JavaScript (issue 30 §3, decision 076).
 */

export type LinearScale = (value: number) => number;

/** Maps `domain` onto `range` in a straight line; `clamp` keeps the answer inside the range. */
export function linearScale({
  domain: [d0, d1],
  range: [r0, r1],
  clamp = false,
}: {
  domain: readonly [number, number];
  range: readonly [number, number];
  clamp?: boolean;
}): LinearScale {
  const span = d1 - d0;
  return (value) => {
    // An empty domain maps everything to the middle of the range, as d3 does.
    let t = span === 0 ? 0.5 : (value - d0) / span;
    if (clamp) t = Math.max(0, Math.min(1, t));
    return r0 + t * (r1 - r0);
  };
}

export type BandScale<Key> = ((key: Key) => number | undefined) & { bandwidth: () => number };

/**
 * Splits `range` into one band per key of `domain`, in order: `padding` sets the gaps between bands
 * and at both ends (a share of a step), `paddingInner` only those between; the bands are centred.
 */
export function bandScale<Key>({
  domain,
  range: [r0, r1],
  padding,
  paddingInner = padding ?? 0,
}: {
  domain: ReadonlyArray<Key>;
  range: readonly [number, number];
  padding?: number;
  paddingInner?: number;
}): BandScale<Key> {
  const inner = Math.min(1, paddingInner);
  const outer = padding ?? 0;
  const index = new Map<Key, number>();
  for (const key of domain) if (!index.has(key)) index.set(key, index.size);
  const count = index.size;
  const low = Math.min(r0, r1);
  const high = Math.max(r0, r1);
  const step = (high - low) / Math.max(1, count - inner + outer * 2);
  const start = low + (high - low - step * (count - inner)) * 0.5;
  const reversed = r1 < r0;
  const bandwidth = step * (1 - inner);
  const scale = (key: Key) => {
    const at = index.get(key);
    if (at === undefined) return undefined;
    return start + step * (reversed ? count - 1 - at : at);
  };
  return Object.assign(scale, { bandwidth: () => bandwidth });
}
