import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { driveCard, puttsCard, shotToGreenCard, type TotalsRow } from '~/domain/stats/compare-cards';
import { countFlags, type FlagCounts } from '~/domain/stats/stat-catalogue';
import { CompareCardBody } from './compare-card-body';

const TOTALS: TotalsRow = {
  rounds: 1,
  holeCount: 18,
  sgHoles: 18,
  sgOffTheTee: 0.5,
  sgApproach: 0,
  sgAroundTheGreen: 0,
  sgPutting: -0.25,
};

function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

test('a selection without rounds reads as a sentence, not a blank card', () => {
  const html = renderToStaticMarkup(
    <CompareCardBody data={driveCard([], countFlags([]), { ...TOTALS, rounds: 0 })} />,
  );
  expect(text(html)).toContain('No rounds in this selection');
  expect(html).not.toContain('<svg class="card-bar');
});

test('the numbers behind every bar are in a captioned table; the bars are hidden from screen readers', () => {
  const card = puttsCard([{ feet: 4, holes: 4, putts: 6, onePutts: 2, threePutts: 0, sumFeet: 16 }], TOTALS);
  const html = renderToStaticMarkup(<CompareCardBody data={card} />);
  expect(html).toContain('<caption class="bar-table__caption">First putts holed by distance</caption>');
  expect(text(html)).toContain('3–6 50% 4 0%');
  expect(text(html)).toContain('Strokes gained putting per round vs PGA TOUR −0.25');
  expect(html.match(/<svg class="card-bar"[^>]*aria-hidden="true"/g)).toHaveLength(6);
});

test('the drive summary chart describes its columns in words', () => {
  const card = driveCard(
    [{ yards: 250, holes: 2, drives: 2, sumYards: 500, maxYards: 250, teePenalties: 0 }],
    countFlags([]),
    TOTALS,
  );
  const html = renderToStaticMarkup(<CompareCardBody data={card} />);
  expect(html).toContain('role="img" aria-label="Drive length (yds): &lt;200 yards: 0 drives (0%);');
  expect(html).toContain('240–260 yards: 2 drives (100%)');
});

test('issue 29: a stat of the catalogue reads with its label, its share and what it counts, or why not', () => {
  const counts: FlagCounts = {
    ...countFlags([]),
    madeGreenInRegulation: { successes: 109, opportunities: 180 },
    madeUpDown: { successes: 42, opportunities: 71 },
  };
  const html = renderToStaticMarkup(<CompareCardBody data={shotToGreenCard([], counts, TOTALS)} />);
  expect(text(html)).toContain('Green in Regulation 61% 109/180 greens');
  expect(text(html)).toContain('Up and Down 59% 42/71 missed greens');
  // Nothing counted: a dash, never 0 %, that says it was not recorded and why.
  expect(text(html)).toContain(
    'Green Missed Short – not recorded Not recorded. Needs where each shot finished, and these rounds’ shots have no positions.',
  );
  expect(text(html)).not.toMatch(/Green Missed Short 0%/);
});
