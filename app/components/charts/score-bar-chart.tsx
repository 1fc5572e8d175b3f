import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import { BAR_CHART_DEFAULTS, barChartYTicks } from '~/domain/chart-sets';

export type ScoreBar = {
  id: number;
  /** x tick, mm/dd/yy (spec 1 §9: x tick type date). */
  label: string;
  /** A shorter tick for the narrow chart. */
  shortLabel: string;
  score: number;
  birdies: number;
  /** "71 (−1) · Foothill Meadows, November 2, 2026" for the bar's tooltip. */
  description: string;
};

type Size = { width: number; height: number; fontSize: number; compact: boolean };

// spec 1 §9 bar chart defaults: 600 × 200, padding left 50, top 10. The narrow variant is drawn for
// containers under 440px (container query in profile.css), so its text stays legible on a phone.
const WIDE: Size = {
  width: BAR_CHART_DEFAULTS.width,
  height: BAR_CHART_DEFAULTS.height,
  fontSize: 12,
  compact: false,
};
const NARROW: Size = { width: 340, height: 230, fontSize: 12, compact: true };

/**
 * Score and birdies per round as grouped bars (spec 1 §9: grid labels Score and Birdies, y ticks 0,
 * 20, 40, 60). Plain SVG from visx, the same on the server and in the browser: no measuring, no
 * layout shift; both sizes are in the page and CSS shows the one that fits.
 */
export function ScoreBarChart({ title, bars }: { title: string; bars: Array<ScoreBar> }) {
  return (
    <div className="score-chart">
      <ChartSvg title={title} bars={bars} size={WIDE} />
      <ChartSvg title={title} bars={bars} size={NARROW} />
      <ul className="chart-legend" aria-hidden="true">
        {BAR_CHART_DEFAULTS.gridLabels.map((label, index) => (
          <li
            key={label}
            className={`chart-legend__item chart-legend__item--${index === 0 ? 'score' : 'birdies'}`}
          >
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ChartSvg({ title, bars, size }: { title: string; bars: Array<ScoreBar>; size: Size }) {
  const titleId = useId();
  const margin = {
    top: BAR_CHART_DEFAULTS.paddingTop + 8,
    right: 8,
    bottom: 26,
    left: size.compact ? 34 : BAR_CHART_DEFAULTS.paddingLeft,
  };
  const innerWidth = size.width - margin.left - margin.right;
  const innerHeight = size.height - margin.top - margin.bottom;
  const ticks = barChartYTicks(Math.max(0, ...bars.map((b) => Math.max(b.score, b.birdies))));
  const y = scaleLinear<number>({ domain: [0, ticks.at(-1) ?? 60], range: [innerHeight, 0] });
  const x = scaleBand<number>({ domain: bars.map((b) => b.id), range: [0, innerWidth], padding: 0.22 });
  const inner = scaleBand<'score' | 'birdies'>({
    domain: ['score', 'birdies'],
    range: [0, x.bandwidth()],
    paddingInner: 0.12,
  });
  const labelOf = new Map(bars.map((b) => [b.id, size.compact ? b.shortLabel : b.label]));
  const tickStyle = { fontSize: size.fontSize, fill: 'currentColor' };

  return (
    <svg
      className={`score-chart__svg score-chart__svg--${size.compact ? 'narrow' : 'wide'}`}
      viewBox={`0 0 ${size.width} ${size.height}`}
      role="img"
      aria-labelledby={titleId}
    >
      <title id={titleId}>{`${title}: score and birdies per round`}</title>
      <Group left={margin.left} top={margin.top}>
        <GridRows scale={y} width={innerWidth} tickValues={ticks} className="score-chart__grid" />
        {bars.map((bar) => {
          const left = x(bar.id) ?? 0;
          const scoreX = left + (inner('score') ?? 0);
          const birdiesX = left + (inner('birdies') ?? 0);
          const barWidth = inner.bandwidth();
          return (
            <g key={bar.id}>
              <title>{bar.description}</title>
              <Bar
                className="score-chart__bar score-chart__bar--score"
                x={scoreX}
                y={y(bar.score)}
                width={barWidth}
                height={innerHeight - y(bar.score)}
                rx={2}
              />
              <Bar
                className="score-chart__bar score-chart__bar--birdies"
                x={birdiesX}
                y={y(bar.birdies)}
                width={barWidth}
                height={innerHeight - y(bar.birdies)}
                rx={2}
              />
              <text
                className="score-chart__value"
                x={scoreX + barWidth / 2}
                y={y(bar.score) - 4}
                textAnchor="middle"
                fontSize={size.fontSize - 1}
              >
                {bar.score}
              </text>
              {bar.birdies > 0 ? (
                <text
                  className="score-chart__value score-chart__value--muted"
                  x={birdiesX + barWidth / 2}
                  y={y(bar.birdies) - 4}
                  textAnchor="middle"
                  fontSize={size.fontSize - 1}
                >
                  {bar.birdies}
                </text>
              ) : null}
            </g>
          );
        })}
        {/* Axes drawn by hand: @visx/axis brings @visx/text and its CSS-calc parser, too heavy here. */}
        <g className="score-chart__axis">
          {ticks.map((tick) => (
            <text key={tick} x={-8} y={y(tick)} dy="0.33em" textAnchor="end" {...tickStyle}>
              {tick}
            </text>
          ))}
          <line className="score-chart__baseline" x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} />
          {bars.map((bar) => (
            <text
              key={bar.id}
              x={(x(bar.id) ?? 0) + x.bandwidth() / 2}
              y={innerHeight + size.fontSize + 6}
              textAnchor="middle"
              {...tickStyle}
              // Ten mm/dd/yy dates share 600 units: one size down keeps them apart.
              fontSize={size.fontSize - 1}
            >
              {labelOf.get(bar.id)}
            </text>
          ))}
        </g>
      </Group>
    </svg>
  );
}
