import { describe, expect, it } from 'vitest';
import { escapeXml, NARROW_CHART, type ScoreBar, scoreChartSvg, WIDE_CHART } from './score-chart-svg';

const bars: Array<ScoreBar> = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  label: `0${(i % 9) + 1}/1${i}/26`,
  shortLabel: `${(i % 9) + 1}/1${i}`,
  score: 70 + (i % 4),
  birdies: i % 3,
  description: `${70 + (i % 4)} (E) · Smith & Sons <Links>, "Old" course`,
}));

describe('scoreChartSvg (spec 1 §9 bar chart)', () => {
  it('draws a score and a birdie bar per round', () => {
    const svg = scoreChartSvg('Best 10 Rounds', bars, WIDE_CHART, 't1');
    expect(svg.match(/score-chart__bar--score/g)).toHaveLength(10);
    expect(svg.match(/score-chart__bar--birdies/g)).toHaveLength(10);
    expect(svg).toContain('viewBox="0 0 600 200"');
  });

  it('labels a zero-birdie bar with no number', () => {
    const svg = scoreChartSvg('Best 10 Rounds', bars, WIDE_CHART, 't1');
    const zeroBirdieRounds = bars.filter((b) => b.birdies === 0).length;
    expect(svg.match(/score-chart__value--muted/g)).toHaveLength(10 - zeroBirdieRounds);
  });

  it('draws the y ticks 0, 20, 40, 60 and up to the highest value', () => {
    const svg = scoreChartSvg('Best 10 Rounds', bars, WIDE_CHART, 't1');
    for (const tick of [0, 20, 40, 60, 80]) expect(svg).toContain(`text-anchor="end">${tick}</text>`);
    expect(svg).not.toContain('>100</text>');
  });

  it('uses mm/dd/yy ticks when wide and the short ticks when narrow', () => {
    expect(scoreChartSvg('x', bars, WIDE_CHART, 't')).toContain('>01/10/26</text>');
    const narrow = scoreChartSvg('x', bars, NARROW_CHART, 't');
    expect(narrow).toContain('>1/10</text>');
    expect(narrow).toContain('score-chart__svg--narrow');
  });

  it('escapes every text it writes', () => {
    const svg = scoreChartSvg('Best <10> & "more"', bars, WIDE_CHART, 't1');
    expect(svg).toContain('Best &lt;10&gt; &amp; &quot;more&quot;: score and birdies per round');
    expect(svg).toContain('Smith &amp; Sons &lt;Links&gt;, &quot;Old&quot; course');
    expect(svg).not.toContain('<Links>');
    expect(escapeXml(`a'b`)).toBe('a&#39;b');
  });
});
