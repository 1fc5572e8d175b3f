import type { TrendSetView } from '~/domain/access/profile-views';
import { BAR_CHART_DEFAULTS, barChartYTicks } from '~/domain/stats/chart-sets';
import { bandScale, linearScale } from './scales';

/** One round's bars: x tick (mm/dd/yy, spec 1 §9 x tick type date), shorter tick, score, birdies, tooltip. */
export type ScoreBar = TrendSetView['bars'][number];

export type ChartSize = { width: number; height: number; fontSize: number; compact: boolean };

// spec 1 §9 bar chart defaults: 600 × 200, padding left 50, top 10. The narrow variant is drawn for
// containers under 440px (container query in app/components/profile/profile.css), so its text stays legible on a phone.
export const WIDE_CHART: ChartSize = {
  width: BAR_CHART_DEFAULTS.width,
  height: BAR_CHART_DEFAULTS.height,
  fontSize: 12,
  compact: false,
};
export const NARROW_CHART: ChartSize = { width: 340, height: 230, fontSize: 12, compact: true };

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
/** One decimal is finer than a device pixel at these sizes and keeps the markup short. */
const n = (value: number) => String(Math.round(value * 10) / 10);

/**
 * Score and birdies per round as grouped bars (spec 1 §9: grid labels Score and Birdies, y ticks 0,
 * 20, 40, 60), as SVG markup. The chart is static drawing: building it as one string costs a small
 * fraction of rendering ~170 SVG elements through React on every cache miss of the summary.
 */
export function scoreChartSvg(
  title: string,
  bars: Array<ScoreBar>,
  size: ChartSize,
  titleId: string,
): string {
  const margin = {
    top: BAR_CHART_DEFAULTS.paddingTop + 8,
    right: 8,
    bottom: 26,
    left: size.compact ? 34 : BAR_CHART_DEFAULTS.paddingLeft,
  };
  const innerWidth = size.width - margin.left - margin.right;
  const innerHeight = size.height - margin.top - margin.bottom;
  const ticks = barChartYTicks(Math.max(0, ...bars.map((b) => Math.max(b.score, b.birdies))));
  const y = linearScale({ domain: [0, ticks.at(-1) ?? 60], range: [innerHeight, 0] });
  const x = bandScale<number>({ domain: bars.map((b) => b.id), range: [0, innerWidth], padding: 0.22 });
  const inner = bandScale<'score' | 'birdies'>({
    domain: ['score', 'birdies'],
    range: [0, x.bandwidth()],
    paddingInner: 0.12,
  });
  const barWidth = n(inner.bandwidth());
  const valueFont = size.fontSize - 1;
  const parts: Array<string> = [
    `<svg class="score-chart__svg score-chart__svg--${size.compact ? 'narrow' : 'wide'}" viewBox="0 0 ${size.width} ${size.height}" role="img" aria-labelledby="${titleId}">`,
    `<title id="${titleId}">${escapeXml(title)}: score and birdies per round</title>`,
    `<g transform="translate(${margin.left}, ${margin.top})">`,
    '<g class="score-chart__grid">',
  ];
  for (const tick of ticks)
    parts.push(`<line x1="0" y1="${n(y(tick))}" x2="${n(innerWidth)}" y2="${n(y(tick))}"/>`);
  parts.push('</g>');
  for (const bar of bars) {
    const left = x(bar.id) ?? 0;
    const scoreX = left + (inner('score') ?? 0);
    const birdiesX = left + (inner('birdies') ?? 0);
    const center = inner.bandwidth() / 2;
    parts.push(
      `<g><title>${escapeXml(bar.description)}</title>`,
      `<rect class="score-chart__bar score-chart__bar--score" x="${n(scoreX)}" y="${n(y(bar.score))}" width="${barWidth}" height="${n(innerHeight - y(bar.score))}" rx="2"/>`,
      `<rect class="score-chart__bar score-chart__bar--birdies" x="${n(birdiesX)}" y="${n(y(bar.birdies))}" width="${barWidth}" height="${n(innerHeight - y(bar.birdies))}" rx="2"/>`,
      `<text class="score-chart__value" x="${n(scoreX + center)}" y="${n(y(bar.score) - 4)}" text-anchor="middle" font-size="${valueFont}">${bar.score}</text>`,
    );
    if (bar.birdies > 0)
      parts.push(
        `<text class="score-chart__value score-chart__value--muted" x="${n(birdiesX + center)}" y="${n(y(bar.birdies) - 4)}" text-anchor="middle" font-size="${valueFont}">${bar.birdies}</text>`,
      );
    parts.push('</g>');
  }
  // Axes drawn by hand: @visx/axis brings @visx/text and its CSS-calc parser, too heavy here.
  parts.push(`<g class="score-chart__axis" fill="currentColor" font-size="${size.fontSize}">`);
  for (const tick of ticks)
    parts.push(`<text x="-8" y="${n(y(tick))}" dy="0.33em" text-anchor="end">${tick}</text>`);
  parts.push(
    `<line class="score-chart__baseline" x1="0" x2="${n(innerWidth)}" y1="${n(innerHeight)}" y2="${n(innerHeight)}"/>`,
  );
  // Ten mm/dd/yy dates share 600 units: one size down keeps them apart.
  for (const bar of bars)
    parts.push(
      `<text x="${n((x(bar.id) ?? 0) + x.bandwidth() / 2)}" y="${n(innerHeight + size.fontSize + 6)}" text-anchor="middle" font-size="${valueFont}">${escapeXml(size.compact ? bar.shortLabel : bar.label)}</text>`,
    );
  parts.push('</g></g></svg>');
  return parts.join('');
}
