export type RadarSeries = { name: string; colour: string; values: Array<number | null> };

const SIZE = 320;
const MARGIN = 56;
const RINGS = [0.25, 0.5, 0.75, 1];

/** A coordinate to a tenth of a pixel: finer is invisible, and shorter to render and send. */
const tenth = (value: number) => Math.round(value * 10) / 10 || 0;

function pointAt(index: number, count: number, radius: number): { x: number; y: number } {
  // The first axis points up; the others follow clockwise.
  const angle = (Math.PI * 2 * index) / count - Math.PI / 2;
  return { x: tenth(Math.cos(angle) * radius), y: tenth(Math.sin(angle) * radius) };
}

/** One path of round dots (radius `r`) at `points`: one element per series instead of one per dot. */
function dotsPath(points: Array<{ x: number; y: number }>, r: number): string {
  return points
    .map((p) => `M${p.x - r},${p.y}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0`)
    .join('');
}

/**
 * spec 3 §2.1 spider chart: each visible selection's category performance (0–100 %) on one axis per
 * category. Decorative for screen readers: the same numbers are in the table beside it.
 */
export function RadarChart({ axes, series }: { axes: Array<string>; series: Array<RadarSeries> }) {
  const radius = SIZE / 2 - MARGIN;
  // A share of 0–1 is a distance from the centre (a linear scale without d3-scale's weight).
  const scale = (share: number) => Math.max(0, Math.min(1, share)) * radius;
  const ring = (share: number) =>
    axes
      .map((_, index) => pointAt(index, axes.length, scale(share)))
      .map((p) => `${p.x},${p.y}`)
      .join(' ');
  return (
    <svg
      className="radar"
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label="Category performance of the visible selections (the table below has the numbers)"
    >
      <g className="visx-group" transform={`translate(${SIZE / 2}, ${SIZE / 2})`}>
        {RINGS.map((share) => (
          <polygon key={share} points={ring(share)} className="radar__ring" />
        ))}
        {axes.map((axis, index) => {
          const end = pointAt(index, axes.length, radius);
          const label = pointAt(index, axes.length, radius + 20);
          return (
            <g key={axis}>
              <line
                className="visx-line radar__axis"
                x1={0}
                y1={0}
                x2={end.x}
                y2={end.y}
                fill="transparent"
                shapeRendering={end.x === 0 || end.y === 0 ? 'crispEdges' : 'auto'}
              />
              <text
                x={label.x}
                y={label.y}
                className="radar__label"
                textAnchor={Math.abs(label.x) < 1 ? 'middle' : label.x > 0 ? 'start' : 'end'}
                dominantBaseline="middle"
              >
                {axis}
              </text>
            </g>
          );
        })}
        {series.map((s) => {
          const points = s.values.map((value, index) => pointAt(index, axes.length, scale(value ?? 0)));
          return (
            <g key={s.name} fill={s.colour}>
              <polygon
                points={points.map((p) => `${p.x},${p.y}`).join(' ')}
                fillOpacity={0.12}
                stroke={s.colour}
                strokeWidth={2}
              />
              <path d={dotsPath(points, 3)} />
            </g>
          );
        })}
      </g>
    </svg>
  );
}
