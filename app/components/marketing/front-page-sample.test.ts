import { expect, test } from 'vitest';
import type { FrontPageSample } from '~/domain/content/front-page-sample';
import { PERFORMANCE_CATEGORIES, STAT_CATALOGUE } from '~/domain/stats/stat-catalogue';
import { CATEGORY_COUNT_MARKER, frontPageHtml, SAMPLE_MARKER, STAT_COUNT_MARKER } from './front-page-sample';

const TEMPLATE = `<header>${SAMPLE_MARKER}</header>`;
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
  const html = frontPageHtml(TEMPLATE, SAMPLE);
  expect(html).not.toContain(SAMPLE_MARKER);
  expect(html).toContain('<div class="mock__name">Liam &lt;O&#39;Connor&gt;</div>');
  expect(html).toContain('<b>74.2</b><span class="mock__label">Scoring avg</span>');
  expect(html).toContain('<b>+2.2</b><span class="mock__label">Avg to par</span>');
  expect(html).toContain('aria-label="Scores of the rounds: 75, 73, 74"');
  expect(html).toContain('href="/player/liam-oconnor" target="_top"');
});

test('without a sample player the front page shows no sample and no figures', () => {
  expect(frontPageHtml(TEMPLATE, null)).toBe('<header></header>');
});

test("the front page takes the visitor's theme on its root element, as every page does", () => {
  const template = '<!doctype html>\n<html lang="en">\n<head></head></html>';
  expect(frontPageHtml(template, null)).toContain(
    '<html lang="en" data-theme="default-theme" data-dark="false">',
  );
  expect(frontPageHtml(template, null, '', { theme: 'black-theme', dark: true })).toContain(
    '<html lang="en" data-theme="black-theme" data-dark="true">',
  );
});

test("the hero's counts are the stat catalogue's", () => {
  const html = frontPageHtml(`<p>${CATEGORY_COUNT_MARKER} and ${STAT_COUNT_MARKER}</p>`, null);
  expect(html).toBe(`<p>${PERFORMANCE_CATEGORIES.length} and ${STAT_CATALOGUE.length}</p>`);
  expect(PERFORMANCE_CATEGORIES).toHaveLength(5);
});
