import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridColumns, GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import type { DispersionPoint } from './shot-dispersion-page';

const SIZE = 520;
const MARGIN = { top: 16, right: 16, bottom: 48, left: 56 };
const INNER = SIZE - MARGIN.left - MARGIN.right;

const LIE_COLOR: Record<string, string> = {
  holed: 'var(--color-score-under)',
  green: 'var(--color-score-beat)',
  fringe: 'var(--gold-500)',
};

/** The approach shots' end points around the pin (x: left/right, y: short/long), one scale both ways. */
export default function DispersionChart({ points }: { points: ReadonlyArray<DispersionPoint> }) {
  // The scale covers 95 % of the shots; the few wild ones sit on the edge, drawn hollow.
  const reaches = points
    .map((p) => Math.max(Math.abs(p.rightYards), Math.abs(p.longYards)))
    .sort((a, b) => a - b);
  const reach = reaches[Math.floor(reaches.length * 0.95)] ?? reaches.at(-1) ?? 10;
  const extent = Math.max(10, Math.ceil(reach / 10) * 10);
  const clamp = (value: number) => Math.max(-extent, Math.min(extent, value));
  const x = scaleLinear<number>({ domain: [-extent, extent], range: [0, INNER] });
  const y = scaleLinear<number>({ domain: [-extent, extent], range: [INNER, 0] });
  const rings = [10, 20, 30].filter((r) => r <= extent);
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      className="dispersion-chart"
      role="img"
      aria-label={`${points.length} approach shots around the pin`}
    >
      <Group left={MARGIN.left} top={MARGIN.top}>
        <rect width={INNER} height={INNER} fill="var(--color-surface-muted)" rx={8} />
        <GridRows scale={y} width={INNER} stroke="var(--color-border)" numTicks={8} />
        <GridColumns scale={x} height={INNER} stroke="var(--color-border)" numTicks={8} />
        {rings.map((r) => (
          <ellipse
            key={r}
            cx={x(0)}
            cy={y(0)}
            rx={x(r) - x(0)}
            ry={y(0) - y(r)}
            fill="none"
            stroke="var(--color-border-strong)"
            strokeDasharray="4 4"
          />
        ))}
        {points.map((p, index) => {
          const color = LIE_COLOR[p.endLie] ?? 'var(--color-score-over)';
          const outside = Math.abs(p.rightYards) > extent || Math.abs(p.longYards) > extent;
          return (
            <circle
              // biome-ignore lint/suspicious/noArrayIndexKey: points have no identity beyond their order
              key={index}
              cx={x(clamp(p.rightYards))}
              cy={y(clamp(p.longYards))}
              r={4}
              fill={outside ? 'none' : color}
              fillOpacity={0.7}
              stroke={outside ? color : 'var(--color-surface)'}
              strokeWidth={outside ? 1.5 : 1}
            />
          );
        })}
        <g transform={`translate(${x(0)}, ${y(0)})`}>
          <line y2={-22} stroke="var(--color-heading)" strokeWidth={2} />
          <path d="M1 -22 l14 5 l-14 5 z" fill="var(--color-score-under)" />
          <circle r={3} fill="var(--color-heading)" />
        </g>
        <AxisLeft
          scale={y}
          numTicks={8}
          label="Short (−) / long (+), yards"
          stroke="var(--color-border-strong)"
          tickStroke="var(--color-border-strong)"
          tickLabelProps={{ fill: 'var(--color-text-muted)', fontSize: 11, textAnchor: 'end', dx: -4, dy: 3 }}
          labelProps={{ fill: 'var(--color-text-muted)', fontSize: 12, textAnchor: 'middle' }}
        />
        <AxisBottom
          top={INNER}
          scale={x}
          numTicks={8}
          label="Left (−) / right (+), yards"
          stroke="var(--color-border-strong)"
          tickStroke="var(--color-border-strong)"
          tickLabelProps={{ fill: 'var(--color-text-muted)', fontSize: 11, textAnchor: 'middle' }}
          labelProps={{ fill: 'var(--color-text-muted)', fontSize: 12, textAnchor: 'middle' }}
        />
      </Group>
    </svg>
  );
}
