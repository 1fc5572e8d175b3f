// Douglas–Peucker for the report diagrams (decision 059): the hole maps' shapes are simplified once
// in the plane of yards (the model the page and the PDF both draw) and again in page points by the
// PDF Worker. No imports: the report page's browser bundle may take this module.

/**
 * The fewest points of a closed ring that stay within `tolerance` of the outline through them. The
 * ring keeps its first point and the point farthest from it, and each half is simplified.
 */
export function simplifyRing<P extends readonly [number, number]>(
  points: ReadonlyArray<P>,
  tolerance: number,
): Array<P> {
  if (points.length <= 4) return [...points];
  const first = points[0] as P;
  let far = 0;
  let farDistance = -1;
  points.forEach(([x, y], i) => {
    const d = (x - first[0]) ** 2 + (y - first[1]) ** 2;
    if (d > farDistance) [far, farDistance] = [i, d];
  });
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[far] = 1;
  const tolerance2 = tolerance * tolerance;
  const stack: Array<[number, number]> = [
    [0, far],
    [far, points.length],
  ];
  const at = (i: number) => points[i % points.length] as P;
  while (stack.length > 0) {
    const [from, to] = stack.pop() as [number, number];
    if (to - from < 2) continue;
    const [ax, ay] = at(from);
    const [bx, by] = at(to);
    const [dx, dy] = [bx - ax, by - ay];
    const length2 = dx * dx + dy * dy;
    let worst = -1;
    let worstDistance = tolerance2;
    for (let i = from + 1; i < to; i++) {
      const [px, py] = at(i);
      let d: number;
      if (length2 === 0) d = (px - ax) ** 2 + (py - ay) ** 2;
      else {
        const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
        d = (px - ax - t * dx) ** 2 + (py - ay - t * dy) ** 2;
      }
      if (d > worstDistance) [worst, worstDistance] = [i, d];
    }
    if (worst < 0) continue;
    keep[worst] = 1;
    stack.push([from, worst], [worst, to]);
  }
  return points.filter((_, i) => keep[i] === 1);
}
