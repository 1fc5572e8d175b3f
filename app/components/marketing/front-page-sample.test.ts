import { expect, test } from 'vitest';
import type { FrontPageSample } from '~/domain/content/front-page-sample';
import { PERFORMANCE_CATEGORIES, STAT_CATALOGUE } from '~/domain/stats/stat-catalogue';
import {
  CATEGORY_COUNT_MARKER,
  COMPARISON_MARKER,
  frontPageHtml,
  SAMPLE_MARKER,
  STAT_COUNT_MARKER,
} from './front-page-sample';

const TEMPLATE = `<header>${SAMPLE_MARKER}</header>`;
const NOTHING = { sample: null, comparison: null };
const SAMPLE: FrontPageSample = {
  name: "Liam <O'Connor>",
  meta: 'Harbor View High School · Class of 2029',
  profileHref: '/player/liam-oconnor',
  setTitle: 'Best 10 Rounds · Last 24 Months',
  averageScore: '74.2',
  averageToPar: '+2.2',
  averageBirdies: '1.9',
  scores: [75, 73, 74],
};

test('the sample shows the figures it is given, escaped, with the scores charted', () => {
  const html = frontPageHtml(TEMPLATE, { sample: SAMPLE, comparison: null });
  expect(html).not.toContain(SAMPLE_MARKER);
  expect(html).toContain('<div class="mock__name">Liam &lt;O&#39;Connor&gt;</div>');
  expect(html).toContain('<b>74.2</b><span class="mock__label">Scoring avg</span>');
  expect(html).toContain('<b>+2.2</b><span class="mock__label">Avg to par</span>');
  expect(html).toContain('aria-label="Scores of the rounds: 75, 73, 74"');
  expect(html).toContain('href="/player/liam-oconnor" target="_top"');
});

test('without a sample player the front page shows no sample and no figures', () => {
  expect(frontPageHtml(TEMPLATE, NOTHING)).toBe('<header></header>');
});

test("the front page takes the visitor's theme on its root element, as every page does", () => {
  const template = '<!doctype html>\n<html lang="en">\n<head></head></html>';
  expect(frontPageHtml(template, NOTHING)).toContain(
    '<html lang="en" data-theme="default-theme" data-dark="false">',
  );
  expect(frontPageHtml(template, NOTHING, '', { theme: 'black-theme', dark: true })).toContain(
    '<html lang="en" data-theme="black-theme" data-dark="true">',
  );
});

test("the hero's counts are the stat catalogue's", () => {
  const html = frontPageHtml(`<p>${CATEGORY_COUNT_MARKER} and ${STAT_COUNT_MARKER}</p>`, NOTHING);
  expect(html).toBe(`<p>${PERFORMANCE_CATEGORIES.length} and ${STAT_CATALOGUE.length}</p>`);
  expect(PERFORMANCE_CATEGORIES).toHaveLength(5);
});

test("the comparison panel shows two real players' figures as a table, escaped; without them, nothing", () => {
  const player = (name: string, average: string) => ({
    name,
    averageLast10: average,
    sgTotal: '+1.20',
    sgOffTheTee: '+0.40',
    sgApproach: '+0.30',
    sgAroundTheGreen: '\u22120.10',
    sgPutting: '+0.60',
  });
  const template = `<section>${COMPARISON_MARKER}</section>`;
  const html = frontPageHtml(template, {
    sample: null,
    comparison: { players: [player('Ana <B>', '71.4'), player('Cleo Diaz', '72.9')] },
  });
  expect(html).toContain('role="table" aria-label="Ana &lt;B&gt; and Cleo Diaz compared"');
  expect(html).toContain(
    '<span role="columnheader">Ana &lt;B&gt;</span><span role="columnheader">Cleo Diaz</span>',
  );
  expect(html).toContain(
    '<span class="mock__label" role="rowheader">Scoring avg, last 10 rounds</span><span class="num" role="cell">71.4</span><span class="num" role="cell">72.9</span>',
  );
  expect(html).not.toMatch(/Recruit [AB]/);
  expect(frontPageHtml(template, NOTHING)).toBe('<section></section>');
});
