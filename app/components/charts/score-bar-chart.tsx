import { useId, useMemo } from 'react';
import { BAR_CHART_DEFAULTS } from '~/domain/stats/chart-sets';
import { NARROW_CHART, type ScoreBar, scoreChartSvg, WIDE_CHART } from './score-chart-svg';

export type { ScoreBar } from './score-chart-svg';

/**
 * Score and birdies per round as grouped bars. Plain SVG, the same on the server and in the browser:
 * no measuring, no layout shift; both sizes are in the page and CSS shows the one that fits.
 */
export function ScoreBarChart({ title, bars }: { title: string; bars: Array<ScoreBar> }) {
  const id = useId();
  const markup = useMemo(
    () =>
      scoreChartSvg(title, bars, WIDE_CHART, `${id}w`) + scoreChartSvg(title, bars, NARROW_CHART, `${id}n`),
    [title, bars, id],
  );
  return (
    <div className="score-chart">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: markup built by scoreChartSvg, every text escaped */}
      <div dangerouslySetInnerHTML={{ __html: markup }} />
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
