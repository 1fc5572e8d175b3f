import { DEFAULT_THEME, type ThemePreference } from '~/domain/accounts/theme-preference';
import type { FrontPageComparison, FrontPageSample } from '~/domain/content/front-page-sample';
import { PERFORMANCE_CATEGORIES, STAT_CATALOGUE } from '~/domain/stats/stat-catalogue';
import { FONT_FACES_MARKER } from './front-page-fonts';
import { productToursHtml, TOURS_MARKER } from './product-tours';

/**
 * The sample profile in the front page's hero: a real player's name, school line and the first
 * Performance Trends set of their summary (spec 1 §2), read from D1 like the summary page reads them,
 * so the front page never shows numbers that no profile has. Without a sample player the hero shows
 * no sample at all rather than invented figures.
 */

/** Where the sample goes in the front page template. */
export const SAMPLE_MARKER = '<!-- sample-profile -->';
export const COMPARISON_MARKER = '<!-- sample-comparison -->';
export const CATEGORY_COUNT_MARKER = '<!-- category-count -->';
export const STAT_COUNT_MARKER = '<!-- stat-count -->';

/** What the front page shows of real players; either may be missing (then nothing stands in). */
export type FrontPageContent = { sample: FrontPageSample | null; comparison: FrontPageComparison | null };

export function frontPageHtml(
  template: string,
  { sample, comparison }: FrontPageContent,
  fontFaces = '',
  theme: ThemePreference = DEFAULT_THEME,
): string {
  return (
    template
      .replace('<html lang="en">', `<html lang="en" ${frontPageThemeAttributes(theme)}>`)
      .replace(FONT_FACES_MARKER, fontFaces)
      .replace(SAMPLE_MARKER, sample ? sampleProfileHtml(sample) : '')
      .replace(COMPARISON_MARKER, comparison ? comparisonPanelHtml(comparison) : '')
      .replace(TOURS_MARKER, productToursHtml())
      // The hero's counts are the engine's own: the stat catalogue and its performance categories.
      .replace(CATEGORY_COUNT_MARKER, String(PERFORMANCE_CATEGORIES.length))
      .replace(STAT_COUNT_MARKER, String(STAT_CATALOGUE.length))
  );
}

/** The theme attributes every page renders on <html> (app/root.tsx), from the visitor's theme cookie. */
export function frontPageThemeAttributes(theme: ThemePreference): string {
  const name = theme.theme === 'black-theme' ? 'black-theme' : 'default-theme';
  return `data-theme="${name}" data-dark="${theme.dark ? 'true' : 'false'}"`;
}

export function sampleProfileHtml(sample: FrontPageSample): string {
  const stat = (value: string, label: string) =>
    `<div class="mock__stat"><b>${escapeHtml(value)}</b><span class="mock__label">${label}</span></div>`;
  return [
    '<div class="mock" data-sample-profile="">',
    '  <div class="mock__head">',
    '    <div class="mock__avatar" aria-hidden="true"></div>',
    '    <div>',
    `      <div class="mock__name">${escapeHtml(sample.name)}</div>`,
    sample.meta ? `      <div class="mock__meta">${escapeHtml(sample.meta)}</div>` : '',
    '    </div>',
    '  </div>',
    '  <div class="mock__body">',
    '    <div class="mock__stats">',
    `      ${stat(sample.averageScore, 'Scoring avg')}`,
    `      ${stat(sample.averageToPar, 'Avg to par')}`,
    `      ${stat(sample.averageBirdies, 'Birdies / round')}`,
    '    </div>',
    '    <div class="mock__chart">',
    `      <div class="mock__chart-title"><span>${escapeHtml(sample.setTitle)}</span></div>`,
    `      ${scoreChart(sample.scores)}`,
    '    </div>',
    `    <p class="mock__foot"><a href="${escapeHtml(sample.profileHref)}" target="_top">See ${escapeHtml(sample.name)}'s profile</a></p>`,
    '  </div>',
    '</div>',
  ]
    .filter((line) => line !== '')
    .join('\n    ');
}

/** Two real players side by side, as the coach features section describes the compare page. */
export function comparisonPanelHtml({ players: [left, right] }: FrontPageComparison): string {
  const row = (label: string, pick: (player: typeof left) => string) =>
    `<div class="compare-row" role="row"><span class="mock__label" role="rowheader">${label}</span><span class="num" role="cell">${escapeHtml(pick(left))}</span><span class="num" role="cell">${escapeHtml(pick(right))}</span></div>`;
  return [
    '<div class="panel" data-sample-comparison="">',
    `  <div role="table" aria-label="${escapeHtml(`${left.name} and ${right.name} compared`)}">`,
    `  <div class="compare-row compare-row--head" role="row"><span role="columnheader">Metric</span><span role="columnheader">${escapeHtml(left.name)}</span><span role="columnheader">${escapeHtml(right.name)}</span></div>`,
    `  ${row('Scoring avg, last 10 rounds', (p) => p.averageLast10)}`,
    `  ${row('Strokes gained per round', (p) => p.sgTotal)}`,
    `  ${row('Off the tee', (p) => p.sgOffTheTee)}`,
    `  ${row('Approach', (p) => p.sgApproach)}`,
    `  ${row('Around the green', (p) => p.sgAroundTheGreen)}`,
    `  ${row('Putting', (p) => p.sgPutting)}`,
    '  </div>',
    '  <p class="mock__foot">Strokes gained per round against the PGA TOUR baseline, over the last 12 months.</p>',
    '</div>',
  ].join('\n      ');
}

const CHART = { width: 400, height: 140, left: 34, right: 390, top: 20, bottom: 120 };

/** The set's scores as a line, lower (better) scores higher up, with the lowest and highest labelled. */
function scoreChart(scores: Array<number>): string {
  if (scores.length === 0) return '';
  const low = Math.min(...scores);
  const high = Math.max(...scores);
  const span = Math.max(1, high - low);
  const step = scores.length > 1 ? (CHART.right - CHART.left) / (scores.length - 1) : 0;
  const points = scores.map((score, i) => {
    const x = CHART.left + step * i;
    const y = CHART.top + ((score - low) / span) * (CHART.bottom - CHART.top);
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  const label = `Scores of the rounds: ${scores.join(', ')}`;
  return [
    `<svg viewBox="0 0 ${CHART.width} ${CHART.height}" width="100%" height="${CHART.height}" role="img" aria-label="${label}">`,
    `<g stroke="#dfe5e2" stroke-width="1"><line x1="${CHART.left}" y1="${CHART.top}" x2="${CHART.right}" y2="${CHART.top}"/><line x1="${CHART.left}" y1="${CHART.bottom}" x2="${CHART.right}" y2="${CHART.bottom}"/></g>`,
    `<g fill="#5f6e68" font-size="11" font-family="system-ui, sans-serif"><text x="0" y="${CHART.top + 4}">${low}</text><text x="0" y="${CHART.bottom + 4}">${high}</text></g>`,
    `<polyline points="${points.join(' ')}" fill="none" stroke="#17694f" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>`,
    '</svg>',
  ].join('');
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
